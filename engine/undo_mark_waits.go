package engine

// A mark taken while a decision waits (WithWaitingDecisions) keeps the
// decision, so that a search can branch on it: answer one way, rewind,
// answer another. Between calls the game shows the state before the
// action that asked it (see waits), which the mark's frame restores; the
// decision and the call that will run again are the waits' part.

// between returns a copy of what w keeps between calls: the decision
// that waits, the call that asked it and the answers given in it so far.
// The rest is a call's own, empty between calls.
func (w *waits) between() waits {
	c := waits{inner: w.inner, call: cloneCall(&w.call), answers: cloneAnswers(w.answers)}
	if w.pending != nil {
		c.pending = w.pending.Copy()
	}
	return c
}

// putBack makes w wait as kept did (a copy of between's), keeping w's
// own marks of a PendingGame copy.
func (w *waits) putBack(kept *waits) {
	c := kept.between()
	c.capture, c.captured, c.viewOnly = w.capture, w.captured, w.viewOnly
	*w = c
}
