package cards

import (
	e "github.com/cathar-engine/cathar/engine"
)

func init() {
	register(immerwolf(), endlessOne())
}

func immerwolf() *e.CardDef {
	return &e.CardDef{Front: e.Face{
		Name: "Immerwolf", ManaCost: e.MustManaCost("{1}{R}{G}"), Types: e.Types(e.Creature), Subtypes: e.Subtypes(e.Wolf),
		Power: 2, Toughness: 2, Keywords: e.Keywords(e.Intimidate),
		Abilities: []*e.Ability{
			{Kind: e.Static, Text: "Each other creature you control that's a Wolf or Werewolf gets +1/+1.",
				Static: e.StaticEffect{Layer: e.LayerPTModify, Power: 1, Tough: 1,
					Affects: e.Filter{Types: e.Types(e.Creature), Subtypes: e.Subtypes(e.Wolf, e.Werewolf), Controller: e.YouControl, Other: true}}},
			{Kind: e.Static, Text: "Non-Human Werewolves you control can't transform.",
				Static: e.StaticEffect{Layer: e.LayerRules, Rules: e.CantTransform,
					Affects: e.Filter{Subtypes: e.Subtypes(e.Werewolf), NotSubtypes: e.Subtypes(e.Human), Controller: e.YouControl}}},
		},
	}}
}

func endlessOne() *e.CardDef {
	d := vanilla("Endless One", "{X}", e.Subtypes(e.Eldrazi), 0, 0)
	d.Front.Abilities = []*e.Ability{{Kind: e.EntersReplacement, Text: "This creature enters with X +1/+1 counters on it.",
		Enters: e.EnterReplacement{Category: e.ReplaceOther, Apply: func(en *e.Entering) error {
			en.AddCounters(e.PlusOne, en.X) // the spell's X (CR 107.3m); 0 otherwise
			return nil
		}}}}
	return d
}
