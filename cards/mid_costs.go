package cards

import (
	"fmt"

	"github.com/cathar-engine/cathar/daynight"
	e "github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// The day/night cards whose rules text changes what spells cost or when
// they may be cast, and the cards of the Tovolar pack.

func init() {
	register(wolfkinOutcast(), oakshadeStalker(), vadrik(), volatileArsonist(), tovolar(), avabruckCaretaker(), tovolarsHuntmaster())
	mustRegisterTokens(wolfToken)
}

// wolfToken is the 2/2 green Wolf creature token (CR 111.4: named by its
// subtype plus "Token").
var wolfToken = e.Finish(&e.CardDef{Front: e.Face{Name: "Wolf Token", Colors: green, Types: e.Types(e.Creature),
	Subtypes: e.Subtypes(e.Wolf), Power: 2, Toughness: 2}})

// wolvesAndWerewolves is the filter "Wolf or Werewolf" (a creature type
// only creatures have, CR 205.3d).
var wolvesAndWerewolves = e.Filter{Subtypes: e.Subtypes(e.Wolf, e.Werewolf)}

// controlsWolfOrWerewolf reports whether p controls a Wolf or Werewolf.
func controlsWolfOrWerewolf(g *e.Game, p e.PlayerID) bool {
	f := wolvesAndWerewolves
	f.Controller = e.YouControl
	return len(g.Select(f, p, e.NoObj)) > 0
}

// packDies is "whenever this creature or another Wolf or Werewolf you
// control dies": a leaves-the-battlefield trigger, so the creature that
// died is judged as it last existed on the battlefield (CR 603.10a, 700.4).
func packDies() e.Trigger {
	return e.Trigger{On: e.EvZoneChanged, LooksBack: true, Match: func(g *e.Game, src e.ObjID, ev *e.Event) bool {
		if ev.From != zones.Battlefield || ev.To != zones.Graveyard {
			return false
		}
		if ev.Obj == src {
			return true
		}
		died, me := g.Characteristics(ev.Obj), g.Characteristics(src)
		return died.Is(e.Creature) && died.Controller == me.Controller && died.Subtypes.Any(wolvesAndWerewolves.Subtypes)
	}}
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
				Trigger: packDies(),
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
					en.BecomeDayIfNeither() // CR 730.2a
					return nil
				}}},
			// CR 601.2f: X is read as the total cost is determined and is
			// locked in then; a later change of power doesn't alter it.
			{Kind: e.CostChangeKind, Text: "Instant and sorcery spells you cast cost {X} less to cast, where X is Vadrik's power.",
				CostChange: e.CostChange{Caster: e.YouControl, Spells: e.Filter{Types: e.Types(e.Instant, e.Sorcery)},
					LessBy: func(g *e.Game, src e.ObjID) int { return int(g.Characteristics(src).Power) }}},
			{Kind: e.Triggered, Text: "Whenever day becomes night or night becomes day, put a +1/+1 counter on Vadrik.",
				Trigger: e.DayNightChanges(),
				Effect:  func(r *e.Resolution) { r.AddCounters(r.Source(), e.PlusOne, 1) }},
		}}}
}

// selfAttacks is "whenever this creature attacks" (CR 508.1m, 508.3a).
func selfAttacks() e.Trigger {
	return e.Trigger{On: e.EvAttacks, Match: func(_ *e.Game, src e.ObjID, ev *e.Event) bool { return ev.Obj == src }}
}

// upToOneEach is "each of up to one target creature, up to one target
// player, and/or up to one target planeswalker": three target phrases of
// different kinds, each of which may be left empty (CR 115.1, 601.2c).
var upToOneEach = []e.TargetSpec{
	{Kind: e.TargetPermanent, Filter: e.Creatures(), UpTo: true},
	{Kind: e.TargetPlayer, UpTo: true},
	{Kind: e.TargetPermanent, Filter: e.Filter{Types: e.Types(e.Planeswalker)}, UpTo: true},
}

// damageEachTarget deals n damage from the source to each target still
// legal as the ability resolves (CR 608.2b), whichever phrase chose it.
func damageEachTarget(n int) func(r *e.Resolution) {
	return func(r *e.Resolution) {
		for k := range upToOneEach {
			for _, t := range r.Targets(k) {
				r.DealDamage(t, n)
			}
		}
	}
}

func volatileArsonist() *e.CardDef {
	const text = "Whenever this creature attacks, it deals %d damage to each of up to one target creature, up to one target player, and/or up to one target planeswalker."
	return &e.CardDef{
		Front: e.Face{Name: "Volatile Arsonist", ManaCost: e.MustManaCost("{3}{R}{R}"), Types: e.Types(e.Creature),
			Subtypes: e.Subtypes(e.Human, e.Werewolf), Power: 4, Toughness: 4, Keywords: e.Keywords(e.Menace, e.Haste, e.Daybound),
			Abilities: []*e.Ability{{Kind: e.Triggered, Text: fmt.Sprintf(text, 1), Trigger: selfAttacks(),
				Targets: upToOneEach, Effect: damageEachTarget(1)}}},
		Back: &e.Face{Name: "Dire-Strain Anarchist", Colors: red, Types: e.Types(e.Creature), Subtypes: e.Subtypes(e.Werewolf),
			Power: 5, Toughness: 5, Keywords: e.Keywords(e.Menace, e.Haste, e.Nightbound),
			Abilities: []*e.Ability{{Kind: e.Triggered, Text: fmt.Sprintf(text, 2), Trigger: selfAttacks(),
				Targets: upToOneEach, Effect: damageEachTarget(2)}}},
	}
}

// humanWerewolves is the filter "Human Werewolf": a creature with both
// creature types.
var humanWerewolves = e.Filter{Types: e.Types(e.Creature), Subtypes: e.Subtypes(e.Human),
	Predicate: func(g *e.Game, _ e.PlayerID, _, id e.ObjID) bool {
		return g.Characteristics(id).Subtypes.Has(e.Werewolf)
	}}

// packDealsCombatDamage is "whenever a Wolf or Werewolf you control deals
// combat damage to a player": one event per creature and player, so a
// creature that is both a Wolf and a Werewolf triggers it once (CR 510.2,
// 603.2c).
func packDealsCombatDamage() e.Trigger {
	return e.Trigger{On: e.EvDamage, Match: func(g *e.Game, src e.ObjID, ev *e.Event) bool {
		if !ev.Combat || ev.Target == e.NoPlayer || ev.Amount <= 0 {
			return false
		}
		dealer, me := g.Characteristics(ev.Obj), g.Characteristics(src)
		return dealer.Is(e.Creature) && dealer.Controller == me.Controller && dealer.Subtypes.Any(wolvesAndWerewolves.Subtypes)
	}}
}

// packDraw is Tovolar's draw trigger, the same on both faces.
func packDraw() *e.Ability {
	return &e.Ability{Kind: e.Triggered, Text: "Whenever a Wolf or Werewolf you control deals combat damage to a player, draw a card.",
		Trigger: packDealsCombatDamage(), Effect: func(r *e.Resolution) { r.Draw(r.Controller(), 1) }}
}

func tovolar() *e.CardDef {
	return &e.CardDef{
		Front: e.Face{Name: "Tovolar, Dire Overlord", ManaCost: e.MustManaCost("{1}{R}{G}"), Supertypes: e.Supertypes(e.Legendary),
			Types: e.Types(e.Creature), Subtypes: e.Subtypes(e.Human, e.Werewolf), Power: 3, Toughness: 3, Keywords: e.Keywords(e.Daybound),
			Abilities: []*e.Ability{packDraw(), {Kind: e.Triggered,
				Text:    "At the beginning of your upkeep, if you control three or more Wolves and/or Werewolves, it becomes night. Then transform any number of Human Werewolves you control.",
				Trigger: e.AtBeginningOf(e.Upkeep, true),
				// CR 603.4: checked as the upkeep begins and again on resolution.
				If: func(g *e.Game, _ e.ObjID, p e.PlayerID) bool {
					f := wolvesAndWerewolves
					f.Controller = e.YouControl
					return len(g.Select(f, p, e.NoObj)) >= 3
				},
				Effect: func(r *e.Resolution) {
					r.ItBecomes(daynight.Night) // CR 730.1: daybound permanents transform now
					r.TransformAnyNumber(humanWerewolves, "transform any number of Human Werewolves you control")
				}}}},
		Back: &e.Face{Name: "Tovolar, the Midnight Scourge", Colors: red.With(e.Green), Supertypes: e.Supertypes(e.Legendary),
			Types: e.Types(e.Creature), Subtypes: e.Subtypes(e.Werewolf), Power: 4, Toughness: 4, Keywords: e.Keywords(e.Nightbound),
			Abilities: []*e.Ability{packDraw(), {Kind: e.Activated,
				Text:    "{X}{R}{G}: Target Wolf or Werewolf you control gets +X/+0 and gains trample until end of turn.",
				Cost:    e.Cost{Mana: e.MustManaCost("{X}{R}{G}")},
				Targets: []e.TargetSpec{{Kind: e.TargetPermanent, Filter: e.Filter{Subtypes: wolvesAndWerewolves.Subtypes, Controller: e.YouControl}}},
				Effect: onTarget(func(r *e.Resolution, id e.ObjID) {
					r.Pump(id, r.X(), 0)
					r.Grant(id, e.Keywords(e.Trample))
				})}}},
	}
}

func avabruckCaretaker() *e.CardDef {
	atCombat := e.AtBeginningOf(e.BeginningOfCombat, true) // CR 507.1, 603.2b
	return &e.CardDef{
		Front: e.Face{Name: "Avabruck Caretaker", ManaCost: e.MustManaCost("{4}{G}{G}"), Types: e.Types(e.Creature),
			Subtypes: e.Subtypes(e.Human, e.Werewolf), Power: 4, Toughness: 4, Keywords: e.Keywords(e.Hexproof, e.Daybound),
			Abilities: []*e.Ability{{Kind: e.Triggered,
				Text:    "At the beginning of combat on your turn, put two +1/+1 counters on another target creature you control.",
				Trigger: atCombat,
				Targets: []e.TargetSpec{{Kind: e.TargetPermanent, Filter: e.Filter{Types: e.Types(e.Creature), Controller: e.YouControl, Other: true}}},
				Effect:  onTarget(func(r *e.Resolution, id e.ObjID) { r.AddCounters(id, e.PlusOne, 2) })}}},
		Back: &e.Face{Name: "Hollowhenge Huntmaster", Colors: green, Types: e.Types(e.Creature), Subtypes: e.Subtypes(e.Werewolf),
			Power: 6, Toughness: 6, Keywords: e.Keywords(e.Hexproof, e.Nightbound),
			Abilities: []*e.Ability{
				{Kind: e.Static, Text: "Other permanents you control have hexproof.", // CR 702.11, 613.1f
					Static: e.StaticEffect{Layer: e.LayerAbility, Grant: e.Keywords(e.Hexproof),
						Affects: e.Filter{Controller: e.YouControl, Other: true}}},
				{Kind: e.Triggered, Text: "At the beginning of combat on your turn, put two +1/+1 counters on each creature you control.",
					Trigger: atCombat,
					Effect: func(r *e.Resolution) {
						for _, id := range r.Select(e.Filter{Types: e.Types(e.Creature), Controller: e.YouControl}) {
							r.AddCounters(id, e.PlusOne, 2)
						}
					}},
			}},
	}
}

// twoWolves creates two 2/2 green Wolf creature tokens.
func twoWolves(r *e.Resolution) { r.CreateTokens(wolfToken, 2) }

func tovolarsHuntmaster() *e.CardDef {
	return &e.CardDef{
		Front: e.Face{Name: "Tovolar's Huntmaster", ManaCost: e.MustManaCost("{4}{G}{G}"), Types: e.Types(e.Creature),
			Subtypes: e.Subtypes(e.Human, e.Werewolf), Power: 6, Toughness: 6, Keywords: e.Keywords(e.Daybound),
			Abilities: []*e.Ability{{Kind: e.Triggered, Text: "When this creature enters, create two 2/2 green Wolf creature tokens.",
				Trigger: e.SelfEnters(), Effect: twoWolves}}},
		Back: &e.Face{Name: "Tovolar's Packleader", Colors: green, Types: e.Types(e.Creature), Subtypes: e.Subtypes(e.Werewolf),
			Power: 7, Toughness: 7, Keywords: e.Keywords(e.Nightbound),
			Abilities: []*e.Ability{
				// CR 603.6a, 508.1m: entering back face up is entering; a
				// transform is not (CR 712.18).
				{Kind: e.Triggered, Text: "Whenever this creature enters or attacks, create two 2/2 green Wolf creature tokens.",
					Trigger: selfEntersOrAttacks(), Effect: twoWolves},
				{Kind: e.Activated, Text: "{2}{G}{G}: Another target Wolf or Werewolf you control fights target creature you don't control.",
					Cost: e.Cost{Mana: e.MustManaCost("{2}{G}{G}")},
					Targets: []e.TargetSpec{
						{Kind: e.TargetPermanent, Filter: e.Filter{Types: e.Types(e.Creature), Subtypes: wolvesAndWerewolves.Subtypes, Controller: e.YouControl, Other: true}},
						{Kind: e.TargetPermanent, Filter: e.Filter{Types: e.Types(e.Creature), Controller: e.OpponentControls}},
					},
					// CR 701.14: each deals damage equal to its power to the other.
					Effect: func(r *e.Resolution) {
						a, okA := r.TargetObject(0)
						b, okB := r.TargetObject(1)
						if okA && okB {
							r.Fight(a, b)
						}
					}},
			}},
	}
}

// selfEntersOrAttacks is "whenever this creature enters or attacks".
func selfEntersOrAttacks() e.Trigger {
	enters, attacks := e.SelfEnters(), selfAttacks()
	return e.Trigger{On: e.EvZoneChanged, Or: e.EvAttacks, Match: func(g *e.Game, src e.ObjID, ev *e.Event) bool {
		if ev.Kind == e.EvAttacks {
			return attacks.Match(g, src, ev)
		}
		return enters.Match(g, src, ev)
	}}
}
