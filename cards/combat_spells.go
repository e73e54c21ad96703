package cards

import e "github.com/cathar-engine/cathar/engine"

// Spells whose effects change the combat rules until end of turn
// (CR 611.2, 514.2): "can't be blocked this turn", "can't block this
// turn", "attacks this turn if able"; and a spell with two target
// phrases, the second one "another target" (CR 115.3, 601.2c).

func init() {
	register(ghostform(), mugging(), boilingBlood(), arcTrail())
}

func ghostform() *e.CardDef {
	return spell("Ghostform", "{1}{U}", e.Sorcery, "Up to two target creatures can't be blocked this turn. Draw a card.",
		[]e.TargetSpec{{Kind: e.TargetPermanent, Filter: e.Creatures(), Count: 2, UpTo: true}}, func(r *e.Resolution) {
			for _, t := range r.Targets(0) {
				r.Restrict(t.Obj, e.CantBeBlocked) // CR 509.1b
			}
			r.Draw(r.Controller(), 1)
		})
}

func mugging() *e.CardDef {
	return spell("Mugging", "{R}", e.Sorcery, "Mugging deals 2 damage to target creature. That creature can't block this turn.",
		targetCreature, onTarget(func(r *e.Resolution, id e.ObjID) {
			r.DealDamage(e.TargetObject(id), 2)
			r.Restrict(id, e.CantBlock) // CR 509.1a
		}))
}

func boilingBlood() *e.CardDef {
	return spell("Boiling Blood", "{2}{R}", e.Instant, "Target creature attacks this turn if able. Draw a card.",
		targetCreature, func(r *e.Resolution) {
			if id, ok := r.TargetObject(0); ok {
				r.Restrict(id, e.AttacksEachCombat) // a requirement (CR 508.1d)
			}
			r.Draw(r.Controller(), 1)
		})
}

func arcTrail() *e.CardDef {
	return spell("Arc Trail", "{1}{R}", e.Sorcery, "Arc Trail deals 2 damage to any target and 1 damage to another target.",
		[]e.TargetSpec{{Kind: e.TargetAny}, {Kind: e.TargetAny, Another: true}}, func(r *e.Resolution) {
			for k, n := range []int{2, 1} {
				for _, t := range r.Targets(k) {
					r.DealDamage(t, n)
				}
			}
		})
}
