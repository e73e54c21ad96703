package cards

import (
	"github.com/cathar-engine/cathar/daynight"
	e "github.com/cathar-engine/cathar/engine"
)

func init() {
	register(unnaturalMoonrise())
}

// drawOnCombatDamage is the ability Unnatural Moonrise grants: "Whenever
// this creature deals combat damage to a player, draw a card." It is the
// creature's own while the grant lasts (CR 613.1f), so the creature's
// controller draws.
var drawOnCombatDamage = &e.Ability{Kind: e.Triggered,
	Text:    "Whenever this creature deals combat damage to a player, draw a card.",
	Trigger: e.DealsCombatDamageToPlayer(e.Filter{}, true),
	Effect:  func(r *e.Resolution) { r.Draw(r.Controller(), 1) }}

// unnaturalMoonrise: "It becomes night (CR 731.1). Until end of turn, target
// creature gets +1/+0 and gains trample and 'Whenever this creature deals
// combat damage to a player, draw a card.'" (layers 6 and 7c, CR 613.1f,
// 613.4c). Flashback {2}{R}{G} (CR 702.34a).
func unnaturalMoonrise() *e.CardDef {
	d := spell("Unnatural Moonrise", "{R}{G}", e.Sorcery,
		"It becomes night. Until end of turn, target creature gets +1/+0 and gains trample and \"Whenever this creature deals combat damage to a player, draw a card.\"",
		targetCreature, func(r *e.Resolution) {
			r.ItBecomes(daynight.Night)
			if id, ok := r.TargetObject(0); ok {
				r.Pump(id, 1, 0)
				r.Grant(id, e.Keywords(e.Trample))
				r.GrantAbility(id, drawOnCombatDamage)
			}
		})
	d.Front.Flashback = &e.Flashback{Text: "Flashback {2}{R}{G}", Cost: e.MustManaCost("{2}{R}{G}")}
	d.Front.Grants = []*e.Ability{drawOnCombatDamage}
	return d
}
