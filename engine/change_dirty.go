package engine

// The state-change operations that mark the characteristics of the
// permanents stale (see change.go): the next refresh computes them again
// (CR 613), all of them, or only the permanents that entered when
// nothing else changed (layers_entered.go).

// noteEntered marks the characteristics stale because permanent id
// entered the battlefield, noting it for computeEntered.
func (g *Game) noteEntered(id ObjID) {
	if !g.st.dirty { // the first change since the last computation
		g.entered.on = true
		g.entered.ids = g.entered.ids[:0]
	}
	if g.entered.on {
		g.entered.ids = append(g.entered.ids, id)
	}
	g.st.dirty = true
}

// markDirty marks the characteristics stale for any change but a
// permanent entering: the next computation is the full one.
func (g *Game) markDirty() {
	g.st.dirty = true
	g.entered.on = false
}
