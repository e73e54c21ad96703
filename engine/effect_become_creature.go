package engine

import "github.com/cathar-engine/cathar/zones"

// BecomeCreature makes a permanent, until end of turn, a creature with
// base power and toughness p/t and the creature types subtypes, that loses
// its other card types and subtypes and keeps its supertypes (CR 205.1a),
// with the keyword abilities ks in addition to its own: "until end of turn,
// this becomes a 5/5 Werewolf creature with trample, indestructible, and
// haste". It is three effects, applied in their layers: the type in layer
// 4, the abilities in layer 6, the power and toughness in layer 7b (CR
// 613.1d, 613.1f, 613.4b). They apply to the object, so a permanent that
// transforms meanwhile stays so until end of turn (CR 611.2c, 712.18). A
// planeswalker that becomes a creature this way is no longer a
// planeswalker: damage is marked on it (CR 120.3e) and its loyalty counters
// stay but mean nothing.
func (r *Resolution) BecomeCreature(id ObjID, p, t int, subtypes SubtypeSet, ks KeywordSet) {
	o, ok := r.current(id)
	if !ok || o.zone != zones.Battlefield {
		return
	}
	base := contEffect{source: r.item.obj, creator: r.item.controller, affected: id, duration: UntilEndOfTurn}
	typ, abil, pt := base, base, base
	typ.layer, typ.types, typ.subtypes = LayerType, Types(Creature), subtypes
	abil.layer, abil.grant = LayerAbility, ks
	pt.layer, pt.power, pt.tough = LayerPTSet, int16(p), int16(t)
	r.g.addEffect(typ)
	if ks != 0 {
		r.g.addEffect(abil)
	}
	r.g.addEffect(pt)
}
