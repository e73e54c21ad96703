package engine

import (
	"errors"
	"fmt"
	"slices"
)

// Determinizing a game made WithWaitingDecisions while a decision waits
// (wait.go). The game shows the state before the call that stopped at the
// decision, and keeps that call and the answers it received before it;
// the copy is dealt from that state like any other, then runs the call
// again with those answers, as Answer and Restore do, so that it waits at
// the decision too and a search can branch there, also in the middle of
// an action (a target, a cost, a discard: CR 601.2, 608.2).

// ErrPendingDiverges is wrapped by the error of Determinize when the
// decision that waits is not reached again in the copy: the call that
// stopped at it, run again in the copy's world with the answers it had
// received, fails, or stops at a decision that differs in kind, player,
// source, prompt, options (their labels included) or bounds. That happens
// when what the call did before the decision, or the decision itself,
// depends on cards the player can't see and the copy dealt otherwise (an
// opponent choosing a card to discard from a hand dealt again, a card
// drawn in the call before the decision), so the copy has no such
// decision to branch at; Determinize it again once the decision is
// answered.
var ErrPendingDiverges = errors.New("the determinized copy does not reach the decision that waits")

// waitAgain makes copy c, dealt again, wait at decision d, which the game
// it was copied from waits at: it runs the stopped call again with the
// answers it received before d and requires it to stop at a decision
// equal to d. With no decision waiting it does nothing.
func (c *Game) waitAgain(d *Decision) error {
	w := c.waits
	if w == nil || d == nil {
		return nil
	}
	call, answers := w.call, w.answers
	w.pending, w.answers, w.call, w.cur, w.stopped = nil, nil, RecordedCall{}, nil, nil
	w.feed, w.stopAny = answers, true // every player of the copy waits: stop at the first decision after them
	err := c.replayCall(&call, noLookup)
	left := len(w.feed)
	w.feed, w.stopAny = nil, false
	switch got := w.pending; {
	case got == nil && err != nil:
		return fmt.Errorf("determinize: %w: the %s call fails in the copy: %v", ErrPendingDiverges, call.Op, err)
	case got == nil || left > 0:
		return fmt.Errorf("determinize: %w: the %s call does not stop at a decision after the same answers", ErrPendingDiverges, call.Op)
	case !sameDecision(got, d):
		return fmt.Errorf("determinize: %w: the %s call stops at %s's %v decision (%s), not at %s's %v decision (%s) with the same options",
			ErrPendingDiverges, call.Op, c.playerLabel(got.Player), got.Kind, got.Prompt, c.playerLabel(d.Player), d.Kind, d.Prompt)
	}
	return nil
}

// seenInPendingCall returns, when a decision waits in the middle of an
// action, which of the game's hidden objects player p comes to know in
// the stopped call before that decision: the cards an effect lets p look
// at (the top of a library, CR 401.3 yields to it), a card p draws, a
// card revealed (CR 701.20a) or one put onto the stack. p sees them at
// the decision (PendingGame shows them), so the copy keeps them where they
// are rather than dealing them again, and the call run again in the copy
// meets them as the game's did. It returns nil when nothing waits in the
// middle of an action.
func (g *Game) seenInPendingCall(p PlayerID) []bool {
	w := g.waits
	if w == nil || w.pending == nil || !w.inner {
		return nil
	}
	at := g.PendingGame()
	if at == nil {
		return nil
	}
	seen := make([]bool, len(g.st.objs))
	for i := 1; i < len(g.st.objs); i++ {
		o := &g.st.objs[i]
		if !current(o) || !hiddenZone(o.zone) || g.KnownTo(p, o.id) {
			continue
		}
		id := o.id // the object it is at the decision (CR 400.7)
		for n := at.obj(id).next; n != NoObj; n = at.obj(n).next {
			id = n
		}
		seen[i] = at.KnownTo(p, id)
	}
	return seen
}

// knowsOrSees reports whether player p knows object id (KnownTo) or sees
// it in the pending call (seen, from seenInPendingCall).
func (g *Game) knowsOrSees(p PlayerID, id ObjID, seen []bool) bool {
	return g.KnownTo(p, id) || int(id) < len(seen) && seen[id]
}

// sameDecision reports whether decisions a and b ask the same: kind,
// player, source, prompt, options (labels included) and bounds.
func sameDecision(a, b *Decision) bool {
	return a.Kind == b.Kind && a.Player == b.Player && a.Source == b.Source && a.Prompt == b.Prompt &&
		a.Min == b.Min && a.Max == b.Max && a.Ordered == b.Ordered && a.Divide == b.Divide &&
		slices.Equal(a.Options, b.Options) && slices.Equal(a.Default, b.Default)
}
