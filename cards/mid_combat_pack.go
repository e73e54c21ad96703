package cards

import e "github.com/cathar-engine/cathar/engine"

// Day/night werewolves that lead a pack into combat: a Wolf token maker
// and an anthem (CR 111, 613.4c), trample given to Wolves and Werewolves
// (CR 613.1f, 702.19), and a pump at the beginning of combat (CR 507.1,
// 603.2b).

func init() {
	register(childOfThePack(), houndTamer(), recklessStormseeker())
	mustRegisterTokens(wolfToken)
}

var (
	redGreen  = red.With(e.Green)
	wolfToken = e.Finish(&e.CardDef{Front: e.Face{Name: "Wolf Token", Colors: green, Types: e.Types(e.Creature),
		Subtypes: e.Subtypes(e.Wolf), Power: 2, Toughness: 2}})
	wolvesAndWerewolves = e.Filter{Types: e.Types(e.Creature), Subtypes: e.Subtypes(e.Wolf, e.Werewolf), Controller: e.YouControl}
)

func childOfThePack() *e.CardDef {
	others := e.Filter{Types: e.Types(e.Creature), Controller: e.YouControl, Other: true}
	return &e.CardDef{
		Front: e.Face{Name: "Child of the Pack", ManaCost: e.MustManaCost("{2}{R}{G}"), Types: e.Types(e.Creature),
			Subtypes: e.Subtypes(e.Human, e.Werewolf), Power: 2, Toughness: 5, Keywords: e.Keywords(e.Daybound),
			Abilities: []*e.Ability{{Kind: e.Activated, Text: "{2}{R}{G}: Create a 2/2 green Wolf creature token.",
				Cost: e.Cost{Mana: e.MustManaCost("{2}{R}{G}")}, Effect: func(r *e.Resolution) { r.CreateTokens(wolfToken, 1) }}}},
		Back: &e.Face{Name: "Savage Packmate", Colors: redGreen, Types: e.Types(e.Creature), Subtypes: e.Subtypes(e.Werewolf),
			Power: 5, Toughness: 5, Keywords: e.Keywords(e.Trample, e.Nightbound),
			Abilities: []*e.Ability{{Kind: e.Static, Text: "Other creatures you control get +1/+0.",
				Static: e.StaticEffect{Layer: e.LayerPTModify, Power: 1, Affects: others}}}},
	}
}

func houndTamer() *e.CardDef {
	counter := &e.Ability{Kind: e.Activated, Text: "{3}{G}: Put a +1/+1 counter on target creature.",
		Cost: e.Cost{Mana: e.MustManaCost("{3}{G}")}, Targets: targetCreature,
		Effect: onTarget(func(r *e.Resolution, id e.ObjID) { r.AddCounters(id, e.PlusOne, 1) })}
	others := wolvesAndWerewolves
	others.Other = true
	return &e.CardDef{
		Front: e.Face{Name: "Hound Tamer", ManaCost: e.MustManaCost("{2}{G}"), Types: e.Types(e.Creature),
			Subtypes: e.Subtypes(e.Human, e.Werewolf), Power: 3, Toughness: 3, Keywords: e.Keywords(e.Trample, e.Daybound),
			Abilities: []*e.Ability{counter}},
		Back: &e.Face{Name: "Untamed Pup", Colors: green, Types: e.Types(e.Creature), Subtypes: e.Subtypes(e.Werewolf),
			Power: 4, Toughness: 4, Keywords: e.Keywords(e.Trample, e.Nightbound),
			Abilities: []*e.Ability{
				{Kind: e.Static, Text: "Other Wolves and Werewolves you control have trample.",
					Static: e.StaticEffect{Layer: e.LayerAbility, Grant: e.Keywords(e.Trample), Affects: others}},
				counter,
			}},
	}
}

// combatPump is "at the beginning of combat on your turn, target creature
// you control gets +p/+0 and gains KEYWORDS until end of turn".
func combatPump(text string, p int, ks e.KeywordSet) *e.Ability {
	return &e.Ability{Kind: e.Triggered, Text: text, Trigger: e.AtBeginningOf(e.BeginningOfCombat, true), Targets: targetYourCreature,
		Effect: onTarget(func(r *e.Resolution, id e.ObjID) {
			r.Pump(id, p, 0)
			r.Grant(id, ks)
		})}
}

func recklessStormseeker() *e.CardDef {
	return &e.CardDef{
		Front: e.Face{Name: "Reckless Stormseeker", ManaCost: e.MustManaCost("{2}{R}"), Types: e.Types(e.Creature),
			Subtypes: e.Subtypes(e.Human, e.Werewolf), Power: 2, Toughness: 3, Keywords: e.Keywords(e.Daybound),
			Abilities: []*e.Ability{combatPump("At the beginning of combat on your turn, target creature you control gets +1/+0 and gains haste until end of turn.",
				1, e.Keywords(e.Haste))}},
		Back: &e.Face{Name: "Storm-Charged Slasher", Colors: red, Types: e.Types(e.Creature), Subtypes: e.Subtypes(e.Werewolf),
			Power: 3, Toughness: 4, Keywords: e.Keywords(e.Nightbound),
			Abilities: []*e.Ability{combatPump("At the beginning of combat on your turn, target creature you control gets +2/+0 and gains trample and haste until end of turn.",
				2, e.Keywords(e.Trample, e.Haste))}},
	}
}
