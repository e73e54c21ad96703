package engine

// KnownTo reports whether player p knows which card object id is. This
// stand-in knows only what the zones say: every player knows the objects of
// the public zones (CR 400.2) and no one knows a hidden object. The version
// that tracks revealed cards and seen library positions replaces it.
func (g *Game) KnownTo(p PlayerID, id ObjID) bool {
	if id <= 0 || int(id) >= len(g.st.objs) {
		return false
	}
	return g.st.objs[id].zone.Public()
}
