package cards

import (
	e "github.com/cathar-engine/cathar/engine"
)

// Cards whose costs or targets go beyond mana and one target: costs paid
// with objects or life (CR 118, 601.2f–h, 602.2), cost changes from other
// permanents (CR 601.2f), ward with any cost (CR 702.21), spells and
// abilities on the stack as targets (CR 115.1a, 115.1), graveyard and "up
// to" targets (CR 115.1, 601.2c).
func init() {
	register(cancel(), stifle(), villageRites(), thrillOfPossibility(), greed(), thalia(), heartlessSummoning(),
		outlandLiberator(), graveyardTrespasser(), burlyBreaker())
}

var (
	black = e.ColorSet(0).With(e.Black)
)

func cancel() *e.CardDef {
	return spell("Cancel", "{1}{U}{U}", e.Instant, "Counter target spell.",
		[]e.TargetSpec{{Kind: e.TargetSpell}}, onTarget(func(r *e.Resolution, id e.ObjID) { r.Counter(id) }))
}

// stifle counters an activated or triggered ability (CR 701.6b); a mana
// ability never uses the stack, so it is never a candidate (CR 605.3b).
func stifle() *e.CardDef {
	return spell("Stifle", "{U}", e.Instant, "Counter target activated or triggered ability. (Mana abilities can't be targeted.)",
		[]e.TargetSpec{{Kind: e.TargetAbilityOnStack}}, func(r *e.Resolution) {
			if t, ok := r.Target(0); ok {
				r.CounterAbility(t.Stack)
			}
		})
}

func villageRites() *e.CardDef {
	d := spell("Village Rites", "{B}", e.Instant, "As an additional cost to cast this spell, sacrifice a creature. Draw two cards.",
		nil, func(r *e.Resolution) { r.Draw(r.Controller(), 2) })
	d.Front.AdditionalCost = &e.Cost{Sacrifice: e.CostObjects{N: 1, Filter: e.Creatures()}}
	return d
}

func thrillOfPossibility() *e.CardDef {
	d := spell("Thrill of Possibility", "{1}{R}", e.Instant, "As an additional cost to cast this spell, discard a card. Draw two cards.",
		nil, func(r *e.Resolution) { r.Draw(r.Controller(), 2) })
	d.Front.AdditionalCost = &e.Cost{Discard: e.CostObjects{N: 1}}
	return d
}

func greed() *e.CardDef {
	return enchantment("Greed", "{3}{B}", &e.Ability{Kind: e.Activated, Text: "{B}, Pay 2 life: Draw a card.",
		Cost: e.Cost{Mana: e.MustManaCost("{B}"), Life: 2}, Effect: func(r *e.Resolution) { r.Draw(r.Controller(), 1) }})
}

func thalia() *e.CardDef {
	return &e.CardDef{Front: e.Face{Name: "Thalia, Guardian of Thraben", ManaCost: e.MustManaCost("{1}{W}"),
		Supertypes: e.Supertypes(e.Legendary), Types: e.Types(e.Creature), Subtypes: e.Subtypes(e.Human, e.Soldier),
		Power: 2, Toughness: 1, Keywords: e.Keywords(e.FirstStrike),
		Abilities: []*e.Ability{{Kind: e.CostChangeKind, Text: "Noncreature spells cost {1} more to cast.",
			CostChange: e.CostChange{Spells: e.Filter{NotTypes: e.Types(e.Creature)}, More: 1}}}}}
}

func heartlessSummoning() *e.CardDef {
	return enchantment("Heartless Summoning", "{1}{B}",
		&e.Ability{Kind: e.CostChangeKind, Text: "Creature spells you cast cost {2} less to cast.",
			CostChange: e.CostChange{Caster: e.YouControl, Spells: e.Creatures(), Less: 2}},
		&e.Ability{Kind: e.Static, Text: "Creatures you control get -1/-1.",
			Static: e.StaticEffect{Layer: e.LayerPTModify, Power: -1, Tough: -1,
				Affects: e.Filter{Types: e.Types(e.Creature), Controller: e.YouControl}}})
}

// targetArtifactOrEnchantment is "target artifact or enchantment".
var targetArtifactOrEnchantment = e.Filter{Types: e.Types(e.Artifact, e.Enchantment)}

func outlandLiberator() *e.CardDef {
	sacrifice := func() *e.Ability {
		return &e.Ability{Kind: e.Activated, Text: "{1}, Sacrifice this creature: Destroy target artifact or enchantment.",
			Cost:    e.Cost{Mana: e.MustManaCost("{1}"), SacrificeSelf: true},
			Targets: []e.TargetSpec{{Kind: e.TargetPermanent, Filter: targetArtifactOrEnchantment}},
			Effect:  onTarget(func(r *e.Resolution, id e.ObjID) { r.Destroy(id) })}
	}
	defending := targetArtifactOrEnchantment
	defending.Predicate = e.ControlledByDefendingPlayer // "defending player controls" (CR 508.5)
	return &e.CardDef{
		Front: e.Face{Name: "Outland Liberator", ManaCost: e.MustManaCost("{1}{G}"), Types: e.Types(e.Creature),
			Subtypes: e.Subtypes(e.Human, e.Werewolf), Power: 2, Toughness: 2, Keywords: e.Keywords(e.Daybound),
			Abilities: []*e.Ability{sacrifice()}},
		Back: &e.Face{Name: "Frenzied Trapbreaker", Colors: green, Types: e.Types(e.Creature), Subtypes: e.Subtypes(e.Werewolf),
			Power: 3, Toughness: 3, Keywords: e.Keywords(e.Nightbound),
			Abilities: []*e.Ability{sacrifice(), {Kind: e.Triggered,
				Text:    "Whenever this creature attacks, destroy target artifact or enchantment defending player controls.",
				Trigger: e.SelfAttacks(),
				Targets: []e.TargetSpec{{Kind: e.TargetPermanent, Filter: defending}},
				Effect:  onTarget(func(r *e.Resolution, id e.ObjID) { r.Destroy(id) })}}},
	}
}

// exileFromGraveyards is Graveyard Trespasser's and Graveyard Glutton's
// trigger: "exile up to N target cards from graveyards", then, for each
// creature card exiled, each opponent loses 1 life and you gain 1 life
// (once at most when once is set: "if a creature card was exiled").
//
// Every target still legal is exiled, whatever its card type (CR 608.2b);
// only the life change reads what was exiled "this way" (CR 608.2c): the
// cards that did reach exile, seen there as the new objects they became
// (CR 400.7).
func exileFromGraveyards(n int8, text string, once bool) *e.Ability {
	return &e.Ability{Kind: e.Triggered, Text: text, Trigger: e.SelfEntersOrAttacks(),
		Targets: []e.TargetSpec{{Kind: e.TargetCardInAnyGraveyard, Count: n, UpTo: true}},
		Effect: func(r *e.Resolution) {
			g, you := r.Game(), r.Controller()
			creatures := 0
			for _, t := range r.Targets(0) {
				if x := r.Exile(t.Obj); x != e.NoObj && g.Characteristics(x).Is(e.Creature) {
					creatures++
				}
			}
			if once {
				creatures = min(creatures, 1)
			}
			for range creatures {
				for q := range eachOpponent(g, you) {
					r.LoseLife(q, 1)
				}
				r.GainLife(you, 1)
			}
		}}
}

func graveyardTrespasser() *e.CardDef {
	return &e.CardDef{
		Front: e.Face{Name: "Graveyard Trespasser", ManaCost: e.MustManaCost("{2}{B}"), Types: e.Types(e.Creature),
			Subtypes: e.Subtypes(e.Human, e.Werewolf), Power: 3, Toughness: 3, Keywords: e.Keywords(e.Ward, e.Daybound), WardDiscard: 1,
			Abilities: []*e.Ability{exileFromGraveyards(1, "Whenever this creature enters or attacks, exile up to one target card from a graveyard. If a creature card was exiled this way, each opponent loses 1 life and you gain 1 life.", true)}},
		Back: &e.Face{Name: "Graveyard Glutton", Colors: black, Types: e.Types(e.Creature), Subtypes: e.Subtypes(e.Werewolf),
			Power: 4, Toughness: 4, Keywords: e.Keywords(e.Ward, e.Nightbound), WardDiscard: 1,
			Abilities: []*e.Ability{exileFromGraveyards(2, "Whenever this creature enters or attacks, exile up to two target cards from graveyards. For each creature card exiled this way, each opponent loses 1 life and you gain 1 life.", false)}},
	}
}

func burlyBreaker() *e.CardDef {
	return &e.CardDef{
		Front: e.Face{Name: "Burly Breaker", ManaCost: e.MustManaCost("{3}{G}{G}"), Types: e.Types(e.Creature),
			Subtypes: e.Subtypes(e.Human, e.Werewolf), Power: 6, Toughness: 5, Keywords: e.Keywords(e.Ward, e.Daybound),
			WardMana: e.MustManaCost("{1}")},
		Back: &e.Face{Name: "Dire-Strain Demolisher", Colors: green, Types: e.Types(e.Creature), Subtypes: e.Subtypes(e.Werewolf),
			Power: 8, Toughness: 7, Keywords: e.Keywords(e.Ward, e.Nightbound), WardMana: e.MustManaCost("{3}")},
	}
}
