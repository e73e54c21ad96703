package engine

import "github.com/cathar-engine/cathar/zones"

// DealDamageFrom has permanent src deal n damage to a target: the
// permanent, not the resolving spell or ability, is the source of the
// damage (CR 120.3, 609.7), as in "it deals damage equal to its power to
// target creature". A source that has left the battlefield deals none.
func (r *Resolution) DealDamageFrom(src ObjID, to Target, n int) {
	if !r.live() || n <= 0 {
		return
	}
	if o, ok := r.current(src); !ok || o.zone != zones.Battlefield {
		return
	}
	r.g.dealDamage(src, to, n, false)
}

// PowerOf returns the power a permanent has now (CR 208.3).
func (r *Resolution) PowerOf(id ObjID) int {
	o, ok := r.current(id)
	if !ok {
		return 0
	}
	r.g.refresh()
	return int(r.g.chars(o).Power)
}

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
