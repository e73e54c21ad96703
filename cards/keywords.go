package cards

import e "github.com/cathar-engine/cathar/engine"

// Day/night creatures whose faces have the keyword abilities and the
// combat rules of CR 702 that other cards of the pool lack: trample,
// defender, "attacks each combat if able" and "can't be blocked by
// creatures with power 2 or less".

func init() {
	register(harvesttideInfiltrator(), wearyPrisoner(), hookhandMariner())
}

func harvesttideInfiltrator() *e.CardDef {
	return &e.CardDef{
		Front: e.Face{Name: "Harvesttide Infiltrator", ManaCost: e.MustManaCost("{2}{R}"), Types: e.Types(e.Creature),
			Subtypes: e.Subtypes(e.Human, e.Werewolf), Power: 3, Toughness: 2, Keywords: e.Keywords(e.Trample, e.Daybound)},
		Back: &e.Face{Name: "Harvesttide Assailant", Colors: red, Types: e.Types(e.Creature), Subtypes: e.Subtypes(e.Werewolf),
			Power: 4, Toughness: 4, Keywords: e.Keywords(e.Trample, e.Nightbound)},
	}
}

func wearyPrisoner() *e.CardDef {
	return &e.CardDef{
		Front: e.Face{Name: "Weary Prisoner", ManaCost: e.MustManaCost("{3}{R}"), Types: e.Types(e.Creature),
			Subtypes: e.Subtypes(e.Human, e.Werewolf), Power: 2, Toughness: 6, Keywords: e.Keywords(e.Defender, e.Daybound)},
		Back: &e.Face{Name: "Wrathful Jailbreaker", Colors: red, Types: e.Types(e.Creature), Subtypes: e.Subtypes(e.Werewolf),
			Power: 6, Toughness: 6, Keywords: e.Keywords(e.Nightbound),
			Abilities: []*e.Ability{{Kind: e.Static, Text: "This creature attacks each combat if able.", // CR 508.1d
				Static: e.StaticEffect{Layer: e.LayerRules, Self: true, Rules: e.AttacksEachCombat}}}},
	}
}

func hookhandMariner() *e.CardDef {
	return &e.CardDef{
		Front: e.Face{Name: "Hookhand Mariner", ManaCost: e.MustManaCost("{3}{G}"), Types: e.Types(e.Creature),
			Subtypes: e.Subtypes(e.Human, e.Werewolf), Power: 4, Toughness: 4, Keywords: e.Keywords(e.Daybound)},
		Back: &e.Face{Name: "Riphook Raider", Colors: green, Types: e.Types(e.Creature), Subtypes: e.Subtypes(e.Werewolf),
			Power: 6, Toughness: 4, Keywords: e.Keywords(e.Nightbound),
			Abilities: []*e.Ability{{Kind: e.Static, Text: "This creature can't be blocked by creatures with power 2 or less.", // CR 509.1b
				Static: e.StaticEffect{Layer: e.LayerRules, Self: true, Rules: e.CantBeBlockedBySmall}}}},
	}
}
