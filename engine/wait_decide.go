package engine

import "fmt"

// How a call stops at a decision that waits, and how it is run again
// (wait.go describes the design).

// waitDecide is decide in a game made WithWaitingDecisions. In a re-run it
// gives the next answer the call received before (done). Otherwise, when
// d's player has no decider (or a restored game's re-run has given every
// answer it had), the call stops: d is kept as the pending decision and
// every decision after it in the same call fails with the same error, so
// that the call ends and rolls back (CR 733), whatever the rules code
// that asked does with the error. It is not done when a decider answers
// d as usual.
func (g *Game) waitDecide(d *Decision) (ans []int, done bool, err error) {
	w := g.waits
	if w.stopped != nil {
		return nil, true, w.stopped
	}
	if len(w.feed) > 0 {
		ans = w.feed[0]
		w.feed = w.feed[1:]
		if err := CheckAnswer(d, ans); err != nil {
			// Only a state that changed under a waiting call gets here
			// (the engine refuses such changes): fail the call.
			return nil, true, &DecisionError{Player: d.Player, Name: g.PlayerName(d.Player), Kind: d.Kind, Prompt: d.Prompt,
				Err: fmt.Errorf("the answer given before does not fit the decision asked again: %w", err)}
		}
		g.answered(d, ans)
		return ans, true, nil
	}
	waiting := w.stopAny || d.Player < 0 || int(d.Player) >= len(g.deciders) || g.deciders[d.Player] == nil
	if !waiting {
		return nil, false, nil
	}
	w.stopAny = false
	g.LabelOptions(d) // a waiting player reads the options (decide_labels.go)
	if w.capture {
		w.captured = g.viewAt()
	}
	w.stopped = &DecisionError{Player: d.Player, Name: g.PlayerName(d.Player), Kind: d.Kind, Prompt: d.Prompt, Err: ErrDecisionPending}
	w.pending = d.Copy()
	w.inner = g.undo.active
	w.answers = cloneAnswers(w.cur)
	if g.undo.active {
		g.deferFail(w.stopped) // even if the rules code asking drops the error
	}
	return nil, true, w.stopped
}

// ended ends a public call (recorded): a call that stopped at a decision
// is kept, with the answers it received before, to be run again by
// Answer, and it returns the error that says so; any other call that
// succeeds makes a decision that waited before any action (Step's choice
// of an action, attackers or blockers) out of date, and it is dropped.
func (w *waits) ended(err error, c *RecordedCall) error {
	if w.depth > 0 {
		return err
	}
	w.cur = nil
	if w.stopped != nil {
		err = w.stopped
		w.stopped = nil
		w.call = cloneCall(c)
		w.call.Answers = nil
		return err
	}
	if err == nil && w.pending != nil && !w.inner {
		w.pending, w.answers = nil, nil
	}
	return err
}

// refuseWaiting refuses a call (act names it) while a decision waits in
// the middle of an action, which only Answer continues, or once the call
// in progress has stopped at a decision. A decision Step asked before any
// action (at priority, or to declare attackers or blockers) does not
// refuse: an action taken instead answers it. A call from outside (not
// made by Step nor inside an action) begins with no answers, even after
// a call that a panic ended.
func (g *Game) refuseWaiting(act string) error {
	if g.waits == nil {
		return nil // the common case, inlined: no game made WithWaitingDecisions
	}
	return g.refuseWaitingFor(act)
}

// refuseWaitingFor is refuseWaiting for a game made WithWaitingDecisions.
func (g *Game) refuseWaitingFor(act string) error {
	w := g.waits
	if w.depth == 0 && !g.undo.active && !g.choosing {
		w.stopped, w.cur = nil, nil
	}
	switch {
	case w.viewOnly:
		return fmt.Errorf("%s: %w: a copy of the game at a decision in the middle of an action is for reading", act, ErrDecisionPending)
	case w.stopped != nil:
		return w.stopped
	case w.pending != nil && w.inner:
		d := w.pending
		return fmt.Errorf("%s: %w: %s's %v decision (%s) in the middle of an action", act, ErrDecisionPending, g.playerLabel(d.Player), d.Kind, d.Prompt)
	}
	return nil
}

// nestStep enters (+1) or leaves (-1) a tracked Step: the calls it makes
// are part of it.
func (g *Game) nestStep(n int) {
	if g.rec != nil {
		g.rec.depth += n
	}
	if g.waits != nil {
		g.waits.depth += n
	}
}

// dropPending forgets the decision that waits and the call that stopped
// at it, for Replay: the recording of a game restored while a decision
// waited holds that call whole, once answered.
func (g *Game) dropPending() {
	if g.waits != nil {
		g.waits.pending, g.waits.answers, g.waits.call = nil, nil, RecordedCall{}
	}
}

// concedeWaiting is Concede in a game made WithWaitingDecisions. A player
// may concede at any time (CR 104.3a), so a decision that waits in the
// middle of an action does not refuse it: the game shows the state before
// that action, which is dropped with its decision, and p concedes there.
// If the concession fails, the decision waits again.
func (g *Game) concedeWaiting(p PlayerID) error {
	w := g.waits
	if w.pending == nil || !w.inner || w.depth > 0 || g.undo.active || g.choosing {
		return g.recorded(g.concede(p), RecordedCall{Op: OpConcede, Player: p})
	}
	saved := *w
	w.pending, w.answers, w.call = nil, nil, RecordedCall{}
	err := g.recorded(g.concede(p), RecordedCall{Op: OpConcede, Player: p})
	if err != nil {
		*w = saved
	}
	return err
}
