package engine

// This file exposes the journal of marks to the external tests.

// JournalFrames returns how many frames game g's journal of marks holds:
// 0 when no mark is held.
func JournalFrames(g *Game) int { return g.journal.n }

// StaleChars gives permanent id of game g the power power without
// computing its characteristics again, as a change whose layers have not
// yet been applied leaves them (the state is marked dirty).
func StaleChars(g *Game, id ObjID, power int) {
	o := &g.st.objs[id]
	o.own, o.plain = *g.charsChecked(o), false
	o.own.Power = power
	g.st.dirty = true
}

// Refresh computes the characteristics of game g's permanents if they are
// stale, as the engine does between actions before it reads them.
func Refresh(g *Game) { g.refresh() }

// KeptPower returns the power of permanent id of game g as the engine
// reads it now, stale or not.
func KeptPower(g *Game, id ObjID) int { return g.charsChecked(&g.st.objs[id]).Power }

// CharsGen returns how many times game g has computed characteristics.
func CharsGen(g *Game) uint64 { return g.charsGen }
