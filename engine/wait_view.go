package engine

// The game as it is at the decision that waits, for a player's view
// (wait.go: the game itself shows the state before the call that asked).

// PendingGame returns a copy of the game as it is at the moment the
// decision that waits was asked, or nil when none waits: in the middle of
// an action, the spell being cast on the stack (CR 601.2), the permanent
// that entered and its trigger about to be put on the stack, the blockers
// declared; for a decision asked before any action (at priority, or to
// declare attackers or blockers) the state is the game's own. It is what
// a player's view should show while the decision waits. The copy is for
// reading (Zone, Object, Stack, Life, …): it refuses every action and
// answer (ErrDecisionPending, ErrNoPendingDecision), and, being taken in
// the middle of an action, need not satisfy CheckInvariants. The game
// builds it by running the stopped call again on a clone, so each call
// costs about a clone and that call; it shares nothing with the game.
func (g *Game) PendingGame() *Game {
	w := g.waits
	if w == nil || w.pending == nil {
		return nil
	}
	if !w.inner {
		return g.viewAt()
	}
	c := g.Clone()
	cw := c.waits
	cw.pending, cw.feed, cw.stopAny, cw.capture = nil, cloneAnswers(w.answers), true, true
	_ = c.replayCall(&w.call, noLookup) // stops at the decision, captured
	return cw.captured
}

// viewAt returns a copy of the game, now, that refuses every action.
func (g *Game) viewAt() *Game {
	v := g.Clone()
	v.rec = nil
	v.waits = &waits{viewOnly: true}
	return v
}
