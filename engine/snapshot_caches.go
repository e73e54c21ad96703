package engine

import "github.com/cathar-engine/cathar/zones"

// recomputeCaches computes, from a restored state alone, what the engine
// keeps to save work and a snapshot does not record: each object's
// precomputed faces, the characteristics of every object but a former
// permanent (whose last known information was restored) — the face or
// copy it shows off the battlefield, the layers on it (CR 613) — the
// summary of the battlefield, and the mark below which the token
// state-based action has nothing to find (CR 704.5d). The lists of
// permanents with triggered abilities, the flip plan and the day/night
// sweep's mark start stale and are rebuilt when first needed.
func (g *Game) recomputeCaches() {
	st := &g.st
	scan := len(st.objs)
	for i := 1; i < len(st.objs); i++ {
		o := &st.objs[i]
		if !keepsLKI(o) {
			g.setBaseChars(o)
		}
		if scan == len(st.objs) && o.token && current(o) && o.zone != zones.Battlefield && o.zone != zones.None {
			scan = i
		}
	}
	st.tokenScan = int32(scan)
	// Without tracking: no controller has changed, since the controllers
	// the permanents had are not known (controlSince is state, restored).
	g.computeChars(false)
}
