package cards

import (
	"fmt"

	e "github.com/cathar-engine/cathar/engine"
)

// Day/night creatures with attack and beginning-of-combat triggers:
// Volatile Arsonist and Avabruck Caretaker.

func init() {
	register(volatileArsonist(), avabruckCaretaker())
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
			Abilities: []*e.Ability{{Kind: e.Triggered, Text: fmt.Sprintf(text, 1), Trigger: e.SelfAttacks(),
				Targets: upToOneEach, Effect: damageEachTarget(1)}}},
		Back: &e.Face{Name: "Dire-Strain Anarchist", Colors: red, Types: e.Types(e.Creature), Subtypes: e.Subtypes(e.Werewolf),
			Power: 5, Toughness: 5, Keywords: e.Keywords(e.Menace, e.Haste, e.Nightbound),
			Abilities: []*e.Ability{{Kind: e.Triggered, Text: fmt.Sprintf(text, 2), Trigger: e.SelfAttacks(),
				Targets: upToOneEach, Effect: damageEachTarget(2)}}},
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
