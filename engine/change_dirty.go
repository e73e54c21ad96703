package engine

// The state-change operations that mark the characteristics of the
// permanents stale (see change.go): the next refresh computes them again
// (CR 613), all of them, or only the permanents that entered when
// nothing else changed (layer_entered.go).

// noteEntered marks the characteristics stale because permanent id
// entered the battlefield, noting it for computeEntered.
func (g *Game) noteEntered(id ObjID) {
	g.beginEntered()
	if g.entered.on {
		g.entered.ids = append(g.entered.ids, id)
	}
	g.st.dirty = true
}

// noteLeft marks the characteristics stale because permanent id left the
// battlefield, noting it for computeEntered when its leaving can change
// no other permanent's characteristics (leavesAlone); else the next
// computation is the full one.
func (g *Game) noteLeft(id ObjID) {
	g.beginEntered()
	if g.entered.on && g.leavesAlone(id) {
		g.entered.left = append(g.entered.left, id)
	} else {
		g.entered.on = false
	}
	g.st.dirty = true
}

// beginEntered starts the record of entries and departures at the first
// change since the last computation of characteristics.
func (g *Game) beginEntered() {
	if !g.st.dirty {
		g.entered.on = true
		g.entered.ids = g.entered.ids[:0]
		g.entered.left = g.entered.left[:0]
	}
}

// markDirty marks the characteristics stale for any change but a
// permanent entering: the next computation is the full one.
func (g *Game) markDirty() {
	g.st.dirty = true
	g.entered.on = false
}
