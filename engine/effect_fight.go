package engine

import "github.com/cathar-engine/cathar/zones"

// Fight has two creatures fight: each deals damage equal to its power to
// the other (CR 701.14a). If either is no longer a creature on the
// battlefield, neither deals damage (CR 701.14b). A creature that fights
// itself deals damage to itself twice (CR 701.14c).
func (r *Resolution) Fight(a, b ObjID) {
	if !r.live() {
		return
	}
	oa, okA := r.current(a)
	ob, okB := r.current(b)
	if !okA || !okB || oa.zone != zones.Battlefield || ob.zone != zones.Battlefield {
		return
	}
	r.g.refresh()
	if !r.g.chars(oa).Is(Creature) || !r.g.chars(ob).Is(Creature) {
		return
	}
	pa, pb := int(r.g.chars(oa).Power), int(r.g.chars(ob).Power)
	r.g.dealDamage(a, TargetObject(b), pa, false)
	r.g.dealDamage(b, TargetObject(a), pb, false)
}
