package engine

// ForcedSkipper is implemented by a Decider whose answer to a decision
// with exactly one legal answer is always that answer, with nothing else
// done: it keeps no record of such decisions and draws no random number
// for them. When SkipsForced reports true, the engine may take that
// answer itself without building the decision or asking. It does so in
// Step when the player with priority may do nothing but pass (CR 117.3d:
// passing is always an option): most priority stops of a game are of that
// kind, and the decision would cost more than the pass.
//
// A game made WithRecording or WithWaitingDecisions asks every decision
// all the same, so that the recorded answers and the waiting decisions do
// not depend on the deciders.
type ForcedSkipper interface {
	SkipsForced() bool
}

// skipsForced reports whether player p's decider says that the engine
// may answer p's forced decisions itself, and the game keeps no record of
// the answers that would need the decision.
func (g *Game) skipsForced(p PlayerID) bool {
	if g.rec != nil || g.waits != nil || p < 0 || int(p) >= len(g.deciders) {
		return false
	}
	switch dec := g.deciders[p].(type) {
	case *Random: // the common case, told apart without the method set
		return true
	case ForcedSkipper:
		return dec.SkipsForced()
	}
	return false
}
