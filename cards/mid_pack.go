package cards

import (
	"github.com/cathar-engine/cathar/daynight"
	e "github.com/cathar-engine/cathar/engine"
)

// The Tovolar pack: Tovolar, Dire Overlord and Tovolar's Huntmaster, and
// the Wolf token they and their kin create.

func init() {
	register(tovolar(), tovolarsHuntmaster())
	mustRegisterTokens(wolfToken)
}

// wolfToken is the 2/2 green Wolf creature token (CR 111.4: named by its
// subtype plus "Token").
var wolfToken = e.Finish(&e.CardDef{Front: e.Face{Name: "Wolf Token", Colors: green, Types: e.Types(e.Creature),
	Subtypes: e.Subtypes(e.Wolf), Power: 2, Toughness: 2}})

// wolvesAndWerewolves is the filter "Wolf or Werewolf" (a creature type
// only creatures have, CR 205.3d).
var wolvesAndWerewolves = e.Filter{Subtypes: e.Subtypes(e.Wolf, e.Werewolf)}

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
