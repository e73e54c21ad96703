package cards

import e "github.com/cathar-engine/cathar/engine"

// Arlinn, the Pack's Hope // Arlinn, the Moon's Fury: a daybound
// planeswalker (CR 306), with loyalty abilities on both faces (CR 606).

func init() {
	register(arlinn())
}

// loyalty returns a loyalty ability with cost n (CR 606.4).
func loyalty(n int8, text string, effect func(r *e.Resolution)) *e.Ability {
	return &e.Ability{Kind: e.Activated, Loyalty: true, Cost: e.Cost{Loyalty: n}, Text: text, Effect: effect}
}

func arlinn() *e.CardDef {
	return &e.CardDef{
		Front: e.Face{Name: "Arlinn, the Pack's Hope", ManaCost: e.MustManaCost("{2}{R}{G}"), Supertypes: e.Supertypes(e.Legendary),
			Types: e.Types(e.Planeswalker), Subtypes: e.Subtypes(e.Arlinn), Loyalty: 4, Keywords: e.Keywords(e.Daybound),
			Abilities: []*e.Ability{
				loyalty(1, "+1: Until your next turn, you may cast creature spells as though they had flash, and each creature you control enters with an additional +1/+1 counter on it.",
					func(r *e.Resolution) {
						// Two rule-changing effects on the controller (CR 611.2c),
						// ending as their next turn begins.
						r.UntilYourNextTurn(e.CreaturesAsThoughFlash | e.CreaturesEnterWithCounter)
					}),
				loyalty(-3, "−3: Create two 2/2 green Wolf creature tokens.", twoWolves),
			}},
		Back: &e.Face{Name: "Arlinn, the Moon's Fury", Colors: redGreen, Supertypes: e.Supertypes(e.Legendary),
			Types: e.Types(e.Planeswalker), Subtypes: e.Subtypes(e.Arlinn), Loyalty: 4, Keywords: e.Keywords(e.Nightbound),
			Abilities: []*e.Ability{
				// A loyalty ability that adds mana is not a mana ability: it
				// uses the stack (CR 605.1a).
				loyalty(2, "+2: Add {R}{G}.", func(r *e.Resolution) {
					r.AddMana(r.Controller(), e.ManaR, 1)
					r.AddMana(r.Controller(), e.ManaG, 1)
				}),
				loyalty(0, "0: Until end of turn, Arlinn becomes a 5/5 Werewolf creature with trample, indestructible, and haste.",
					func(r *e.Resolution) {
						r.BecomeCreature(r.Source(), 5, 5, e.Subtypes(e.Werewolf), e.Keywords(e.Trample, e.Indestructible, e.Haste))
					}),
			}},
	}
}
