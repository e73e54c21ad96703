package engine

// The state-change operations of what players know of hidden cards (see
// change.go and knowledge.go). Knowledge is a field of each object, saved
// with the object before the action changes it; it feeds no cache.

// learn records that player p now knows which card object id is: p looks
// at it (CR 401.3 lets an effect allow it).
func (g *Game) learn(p PlayerID, id ObjID) {
	if g.obj(id).knownBy&playerBit(p) == 0 {
		g.mut(id).knownBy |= playerBit(p)
	}
}

// reveal records that every player knows which card object id is: it is
// revealed (CR 701.20a).
func (g *Game) reveal(id ObjID) {
	all := everyPlayer(len(g.st.players))
	if g.obj(id).knownBy != all {
		g.mut(id).knownBy = all
	}
}

// unknown records that no player knows which card object id is, beyond
// what the rules always let them know: a card put in a library among
// others in an order nobody chose.
func (g *Game) unknown(id ObjID) {
	if g.obj(id).knownBy != 0 {
		g.mut(id).knownBy = 0
	}
}

// forgetLibrary records that no player knows the order of player p's
// library any more: it has been shuffled (CR 701.24a).
func (g *Game) forgetLibrary(p PlayerID) {
	for _, id := range g.st.players[p].library {
		g.unknown(id)
	}
}
