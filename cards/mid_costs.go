package cards

import (
	e "github.com/cathar-engine/cathar/engine"
)

// The day/night cards whose rules text changes what spells cost or when
// they may be cast: Wolfkin Outcast, Oakshade Stalker, Vadrik.

func init() {
	register(wolfkinOutcast(), oakshadeStalker(), vadrik())
}

// controlsWolfOrWerewolf reports whether p controls a Wolf or Werewolf.
func controlsWolfOrWerewolf(g e.View, p e.PlayerID) bool {
	return len(g.Select(wolvesAndWerewolves, p, e.NoObj)) > 0
}

func wolfkinOutcast() *e.CardDef {
	return &e.CardDef{
		Front: e.Face{Name: "Wolfkin Outcast", ManaCost: e.MustManaCost("{5}{G}"), Types: e.Types(e.Creature),
			Subtypes: e.Subtypes(e.Human, e.Werewolf), Power: 5, Toughness: 4, Keywords: e.Keywords(e.Daybound),
			// CR 601.2f: the reduction is part of the total cost, locked in
			// before mana is paid; it reads the battlefield, not day or night.
			Reduction: &e.CostReduction{Text: "This spell costs {2} less to cast if you control a Wolf or Werewolf.", Generic: 2,
				If: controlsWolfOrWerewolf}},
		Back: &e.Face{Name: "Wedding Crasher", Colors: green, Types: e.Types(e.Creature), Subtypes: e.Subtypes(e.Werewolf),
			Power: 6, Toughness: 5, Keywords: e.Keywords(e.Nightbound),
			Abilities: []*e.Ability{{Kind: e.Triggered,
				Text:    "Whenever this creature or another Wolf or Werewolf you control dies, draw a card.",
				Trigger: e.CreatureDies(wolvesAndWerewolves), // this creature or another; looks back (CR 603.10a)
				Effect:  func(r *e.Resolution) { r.Draw(r.Controller(), 1) }}}},
	}
}

func oakshadeStalker() *e.CardDef {
	return &e.CardDef{
		Front: e.Face{Name: "Oakshade Stalker", ManaCost: e.MustManaCost("{2}{G}"), Types: e.Types(e.Creature),
			Subtypes: e.Subtypes(e.Human, e.Ranger, e.Werewolf), Power: 3, Toughness: 3, Keywords: e.Keywords(e.Daybound),
			// CR 601.3c: instant timing for {2} more, added at 601.2f.
			AsThoughFlash: &e.FlashPermission{Text: "You may cast this spell as though it had flash if you pay {2} more to cast it.",
				Extra: e.MustManaCost("{2}")}},
		Back: &e.Face{Name: "Moonlit Ambusher", Colors: green, Types: e.Types(e.Creature), Subtypes: e.Subtypes(e.Werewolf),
			Power: 6, Toughness: 3, Keywords: e.Keywords(e.Nightbound)},
	}
}

func vadrik() *e.CardDef {
	return &e.CardDef{Front: e.Face{Name: "Vadrik, Astral Archmage", ManaCost: e.MustManaCost("{1}{U}{R}"),
		Supertypes: e.Supertypes(e.Legendary), Types: e.Types(e.Creature), Subtypes: e.Subtypes(e.Human, e.Wizard),
		Power: 1, Toughness: 2,
		Abilities: []*e.Ability{
			{Kind: e.EntersReplacement, Text: "If it's neither day nor night, it becomes day as Vadrik enters.",
				Enters: e.EnterReplacement{Category: e.ReplaceOther, Apply: func(en *e.Entering) error {
					en.BecomeDayIfNeither() // CR 731.1: an effect makes it day
					return nil
				}}},
			// CR 601.2f: X is read as the total cost is determined and is
			// locked in then; a later change of power doesn't alter it.
			{Kind: e.CostChangeKind, Text: "Instant and sorcery spells you cast cost {X} less to cast, where X is Vadrik's power.",
				CostChange: e.CostChange{Caster: e.YouControl, Spells: e.Filter{Types: e.Types(e.Instant, e.Sorcery)},
					LessBy: func(g e.View, src e.ObjID) int { return int(g.Characteristics(src).Power) }}},
			{Kind: e.Triggered, Text: "Whenever day becomes night or night becomes day, put a +1/+1 counter on Vadrik.",
				Trigger: e.DayNightChanges(),
				Effect:  func(r *e.Resolution) { r.AddCounters(r.Source(), e.PlusOne, 1) }},
		}}}
}
