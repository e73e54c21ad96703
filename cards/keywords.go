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
	return werewolfPair(
		e.Face{Name: "Harvesttide Infiltrator", ManaCost: e.MustManaCost("{2}{R}"), Subtypes: e.Subtypes(e.Human, e.Werewolf),
			Power: 3, Toughness: 2, Keywords: e.Keywords(e.Trample)},
		e.Face{Name: "Harvesttide Assailant", Colors: red, Power: 4, Toughness: 4, Keywords: e.Keywords(e.Trample)})
}

func wearyPrisoner() *e.CardDef {
	return werewolfPair(
		e.Face{Name: "Weary Prisoner", ManaCost: e.MustManaCost("{3}{R}"), Subtypes: e.Subtypes(e.Human, e.Werewolf),
			Power: 2, Toughness: 6, Keywords: e.Keywords(e.Defender)},
		e.Face{Name: "Wrathful Jailbreaker", Colors: red, Power: 6, Toughness: 6,
			Abilities: []*e.Ability{{Kind: e.Static, Text: "This creature attacks each combat if able.", // CR 508.1d
				Static: e.StaticEffect{Layer: e.LayerRules, Self: true, Rules: e.AttacksEachCombat}}}})
}

func hookhandMariner() *e.CardDef {
	return werewolfPair(
		e.Face{Name: "Hookhand Mariner", ManaCost: e.MustManaCost("{3}{G}"), Subtypes: e.Subtypes(e.Human, e.Werewolf),
			Power: 4, Toughness: 4},
		e.Face{Name: "Riphook Raider", Colors: green, Power: 6, Toughness: 4,
			Abilities: []*e.Ability{{Kind: e.Static, Text: "This creature can't be blocked by creatures with power 2 or less.", // CR 509.1b
				Static: e.StaticEffect{Layer: e.LayerRules, Self: true, Rules: e.CantBeBlockedBySmall}}}})
}
