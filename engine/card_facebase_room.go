package engine

// defRoom is room made at once for the defBases of a new game and the
// values of their faces, so that a game's definitions take two
// allocations rather than one or more each. Each element is handed out
// once, zero, and then belongs to the defBase that took it; the room is
// not game state, and a clone starts with none (it shares the defBases
// made so far, which never change).
type defRoom struct {
	bases []defBase
	vals  []charVals
}

// reserve makes room for defs definitions whose faces hold vals values in
// all.
func (r *defRoom) reserve(defs, vals int) {
	r.bases = make([]defBase, defs)
	r.vals = make([]charVals, vals)
}

// base returns a zero defBase.
func (r *defRoom) base() *defBase {
	if len(r.bases) == 0 {
		return new(defBase)
	}
	b := &r.bases[0]
	r.bases = r.bases[1:]
	return b
}

// chars returns n zero values, capped so that an append can't reach
// another face's.
func (r *defRoom) chars(n int) []charVals {
	if len(r.vals) < n {
		return make([]charVals, n)
	}
	v := r.vals[:n:n]
	r.vals = r.vals[n:]
	return v
}
