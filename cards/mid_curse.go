package cards

import (
	e "github.com/cathar-engine/cathar/engine"
)

// Curse of Leeches // Leeching Lurker, a daybound Aura that enchants a
// player (CR 303.4, 702.5, 712.20), and Aegis of the Gods, which gives
// its controller hexproof (CR 702.11c).

func init() {
	register(curseOfLeeches(), aegisOfTheGods())
}

func curseOfLeeches() *e.CardDef {
	return &e.CardDef{
		Front: e.Face{Name: "Curse of Leeches", ManaCost: e.MustManaCost("{2}{B}"), Types: e.Types(e.Enchantment),
			Subtypes: e.Subtypes(e.Aura, e.Curse), Keywords: e.Keywords(e.Daybound),
			// CR 303.4a, 702.5a: the Aura spell targets a player.
			Spell: &e.SpellAbility{Text: "Enchant player", Targets: []e.TargetSpec{{Kind: e.TargetPlayer}}},
			Abilities: []*e.Ability{
				{Kind: e.AsTransformsAttach, Text: "As this permanent transforms into Curse of Leeches, attach it to a player."},
				{Kind: e.Triggered, Text: "At the beginning of enchanted player's upkeep, they lose 1 life and you gain 1 life.",
					Trigger: e.AtBeginningOfEnchantedPlayers(e.Upkeep),
					Effect: func(r *e.Resolution) {
						r.LoseLife(r.EnchantedPlayer(), 1)
						r.GainLife(r.Controller(), 1)
					}},
			}},
		Back: &e.Face{Name: "Leeching Lurker", Colors: black, Types: e.Types(e.Creature),
			Subtypes: e.Subtypes(e.Leech, e.Horror), Power: 4, Toughness: 4, Keywords: e.Keywords(e.Lifelink, e.Nightbound)},
	}
}

func aegisOfTheGods() *e.CardDef {
	return &e.CardDef{Front: e.Face{Name: "Aegis of the Gods", ManaCost: e.MustManaCost("{1}{W}"),
		Types: e.Types(e.Enchantment, e.Creature), Subtypes: e.Subtypes(e.Human, e.Soldier), Power: 2, Toughness: 1,
		Abilities: []*e.Ability{{Kind: e.Static, Text: "You have hexproof.", // CR 702.11c
			Static: e.StaticEffect{Layer: e.LayerRules, Self: true, Rules: e.ControllerHexproof}}}}}
}
