package engine

import "github.com/cathar-engine/cathar/zones"

// DealDamageFrom has permanent src deal n damage to a target: the
// permanent, not the resolving spell or ability, is the source of the
// damage (CR 120.3), as in "it deals damage equal to its power to
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
