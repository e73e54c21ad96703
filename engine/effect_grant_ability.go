package engine

import "github.com/cathar-engine/cathar/zones"

// GrantAbility gives a permanent an ability until end of turn (layer 6,
// CR 613.1f, 611.2a): "target creature gains 'Whenever this creature deals
// combat damage to a player, draw a card' until end of turn". The
// ability is the permanent's own while the effect lasts: its controller
// controls it, and "this creature" is the permanent (CR 113.7). ab must be
// one of the Grants of the resolving spell's or ability's card, so that
// the game can name it.
func (r *Resolution) GrantAbility(id ObjID, ab *Ability) {
	if ab == nil {
		return
	}
	if o, ok := r.current(id); ok && o.zone == zones.Battlefield {
		r.g.addEffect(contEffect{layer: LayerAbility, source: r.item.obj, creator: r.item.controller,
			affected: id, ability: ab, duration: UntilEndOfTurn})
	}
}
