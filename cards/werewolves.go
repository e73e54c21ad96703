package cards

import (
	e "github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

const zonesHand = zones.Hand

func init() {
	register(weaverOfBlossoms(), howlpackPiper())
}

func weaverOfBlossoms() *e.CardDef {
	return &e.CardDef{
		Front: e.Face{Name: "Weaver of Blossoms", ManaCost: e.MustManaCost("{2}{G}"), Types: e.Types(e.Creature),
			Subtypes: e.Subtypes(e.Human, e.Werewolf), Power: 2, Toughness: 3, Keywords: e.Keywords(e.Daybound),
			Abilities: []*e.Ability{{Kind: e.ManaAbility, Text: "{T}: Add one mana of any color.", Cost: e.Cost{Tap: true}, Mana: e.ManaSpec{AnyColor: 1}}}},
		Back: &e.Face{Name: "Blossom-Clad Werewolf", Colors: green, Types: e.Types(e.Creature), Subtypes: e.Subtypes(e.Werewolf),
			Power: 3, Toughness: 4, Keywords: e.Keywords(e.Nightbound),
			Abilities: []*e.Ability{{Kind: e.ManaAbility, Text: "{T}: Add two mana of any one color.", Cost: e.Cost{Tap: true}, Mana: e.ManaSpec{AnyColor: 2}}}},
	}
}

func howlpackPiper() *e.CardDef {
	return &e.CardDef{
		Front: e.Face{Name: "Howlpack Piper", ManaCost: e.MustManaCost("{3}{G}"), Types: e.Types(e.Creature),
			Subtypes: e.Subtypes(e.Human, e.Werewolf), Power: 2, Toughness: 2, Keywords: e.Keywords(e.Daybound), Uncounterable: true,
			Abilities: []*e.Ability{{Kind: e.Activated,
				Text: "{1}{G}, {T}: You may put a creature card from your hand onto the battlefield. If it's a Wolf or Werewolf, untap this creature. Activate only as a sorcery.",
				Cost: e.Cost{Mana: e.MustManaCost("{1}{G}"), Tap: true}, Sorcery: true,
				Effect: func(r *e.Resolution) {
					g, p := r.Game(), r.Controller()
					var creatures []e.ObjID
					for _, id := range g.Zone(p, zonesHand) {
						if g.Characteristics(id).Is(e.Creature) {
							creatures = append(creatures, id)
						}
					}
					chosen := r.ChooseUpTo(p, creatures, 1, "you may put a creature card from your hand onto the battlefield")
					if len(chosen) == 0 {
						return
					}
					id := r.PutOntoBattlefield(chosen[0], false)
					if id != e.NoObj && g.Characteristics(id).Subtypes.Any(e.Subtypes(e.Wolf, e.Werewolf)) {
						r.UntapSource()
					}
				}}}},
		Back: &e.Face{Name: "Wildsong Howler", Colors: green, Types: e.Types(e.Creature), Subtypes: e.Subtypes(e.Werewolf),
			Power: 4, Toughness: 4, Keywords: e.Keywords(e.Nightbound),
			Abilities: []*e.Ability{{Kind: e.Triggered,
				Text:    "Whenever this creature enters or transforms into Wildsong Howler, look at the top six cards of your library. You may reveal a creature card from among them and put it into your hand. Put the rest on the bottom of your library in a random order.",
				Trigger: e.SelfEntersOrTransformsInto("Wildsong Howler"),
				Effect: func(r *e.Resolution) {
					_, rest := r.RevealFromTop(r.Controller(), 6, e.Creatures(),
						"you may reveal a creature card and put it into your hand")
					r.PutOnBottomRandom(rest)
				}}}},
	}
}
