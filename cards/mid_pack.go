package cards

import (
	"github.com/cathar-engine/cathar/daynight"
	e "github.com/cathar-engine/cathar/engine"
)

// The Tovolar pack: Tovolar, Dire Overlord and Tovolar's Huntmaster.

func init() {
	register(tovolar(), tovolarsHuntmaster())
}

// humanWerewolves is the filter "Human Werewolf": a creature with both
// creature types.
var humanWerewolves = e.Filter{Types: e.Types(e.Creature), Subtypes: e.Subtypes(e.Human),
	Predicate: func(g e.View, _ e.PlayerID, _, id e.ObjID) bool {
		return g.Characteristics(id).Subtypes.Has(e.Werewolf)
	}}

// packDraw is Tovolar's draw trigger, the same on both faces.
func packDraw() *e.Ability {
	return &e.Ability{Kind: e.Triggered, Text: "Whenever a Wolf or Werewolf you control deals combat damage to a player, draw a card.",
		// Once per creature, whatever its subtypes (CR 510.3a).
		Trigger: e.DealsCombatDamageToPlayer(wolvesAndWerewolves, false), Effect: func(r *e.Resolution) { r.Draw(r.Controller(), 1) }}
}

func tovolar() *e.CardDef {
	return &e.CardDef{
		Front: e.Face{Name: "Tovolar, Dire Overlord", ManaCost: e.MustManaCost("{1}{R}{G}"), Supertypes: e.Supertypes(e.Legendary),
			Types: e.Types(e.Creature), Subtypes: e.Subtypes(e.Human, e.Werewolf), Power: 3, Toughness: 3, Keywords: e.Keywords(e.Daybound),
			Abilities: []*e.Ability{packDraw(), {Kind: e.Triggered,
				Text:    "At the beginning of your upkeep, if you control three or more Wolves and/or Werewolves, it becomes night. Then transform any number of Human Werewolves you control.",
				Trigger: e.AtBeginningOf(e.Upkeep, true),
				// CR 603.4: checked as the upkeep begins and again on resolution.
				If: func(g e.View, _ e.ObjID, p e.PlayerID) bool {
					return len(g.Select(wolvesAndWerewolves, p, e.NoObj)) >= 3
				},
				Effect: func(r *e.Resolution) {
					r.ItBecomes(daynight.Night) // CR 731.1: daybound permanents transform now
					r.TransformAnyNumber(humanWerewolves, "transform any number of Human Werewolves you control")
				}}}},
		Back: &e.Face{Name: "Tovolar, the Midnight Scourge", Colors: redGreen, Supertypes: e.Supertypes(e.Legendary),
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
					Trigger: e.SelfEntersOrAttacks(), Effect: twoWolves},
				{Kind: e.Activated, Text: "{2}{G}{G}: Another target Wolf or Werewolf you control fights target creature you don't control.",
					Cost: e.Cost{Mana: e.MustManaCost("{2}{G}{G}")},
					Targets: []e.TargetSpec{
						{Kind: e.TargetPermanent, Filter: e.Filter{Types: e.Types(e.Creature), Subtypes: wolvesAndWerewolves.Subtypes, Controller: e.YouControl, Other: true}},
						// "You don't control", a teammate's creature too (CR 109.4, 810.1).
						{Kind: e.TargetPermanent, Filter: e.Filter{Types: e.Types(e.Creature), Controller: e.YouDontControl}},
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
