package cards

import e "github.com/cathar-engine/cathar/engine"

// Single-faced creatures that bring day and act when day and night change
// (CR 731.1a, 731.2): a counter on a creature, and a dig for a small
// creature card.

func init() {
	register(sunriseCavalier(), gavonyDawnguard())
}

// dayIfNeitherAsThisEnters is "If it's neither day nor night, it becomes day as
// this creature enters." (CR 731.1a, 614.1c)
func dayIfNeitherAsThisEnters() *e.Ability {
	return &e.Ability{Kind: e.EntersReplacement, Text: "If it's neither day nor night, it becomes day as this creature enters.",
		Enters: e.EnterReplacement{Category: e.ReplaceOther, Apply: func(en *e.Entering) error {
			en.BecomeDayIfNeither()
			return nil
		}}}
}

func sunriseCavalier() *e.CardDef {
	return e.Finish(&e.CardDef{Front: e.Face{Name: "Sunrise Cavalier", ManaCost: e.MustManaCost("{1}{R}{W}"), Types: e.Types(e.Creature),
		Subtypes: e.Subtypes(e.Human, e.Knight), Power: 3, Toughness: 3, Keywords: e.Keywords(e.Trample, e.Haste),
		Abilities: []*e.Ability{
			dayIfNeitherAsThisEnters(),
			{Kind: e.Triggered, Text: "Whenever day becomes night or night becomes day, put a +1/+1 counter on target creature you control.",
				Trigger: e.DayNightChanges(), Targets: targetYourCreature,
				Effect: onTarget(func(r *e.Resolution, id e.ObjID) { r.AddCounters(id, e.PlusOne, 1) })},
		}}})
}

func gavonyDawnguard() *e.CardDef {
	return e.Finish(&e.CardDef{Front: e.Face{Name: "Gavony Dawnguard", ManaCost: e.MustManaCost("{1}{W}{W}"), Types: e.Types(e.Creature),
		Subtypes: e.Subtypes(e.Human, e.Soldier), Power: 3, Toughness: 3, Keywords: e.Keywords(e.Ward), WardMana: e.MustManaCost("{1}"),
		Abilities: []*e.Ability{
			dayIfNeitherAsThisEnters(),
			{Kind: e.Triggered,
				Text:    "Whenever day becomes night or night becomes day, look at the top four cards of your library. You may reveal a creature card with mana value 3 or less from among them and put it into your hand. Put the rest on the bottom of your library in any order.",
				Trigger: e.DayNightChanges(),
				Effect: func(r *e.Resolution) {
					r.Dig(r.Controller(), 4, e.Filter{Types: e.Types(e.Creature), MaxMV: 3, HasMaxMV: true},
						"you may reveal a creature card with mana value 3 or less and put it into your hand")
				}},
		}}})
}
