package engine

import (
	"errors"
	"fmt"
	"slices"
)

// The errors of decisions that wait (WithWaitingDecisions).
var (
	// ErrDecisionPending is wrapped by the error of a call that stopped
	// at a decision a waiting player must answer (Pending is that
	// decision; Answer continues the call), and by the refusal of an
	// action while a decision waits in the middle of another action.
	ErrDecisionPending = errors.New("a decision waits for an answer")
	// ErrNoPendingDecision is wrapped by the error of Answer when no
	// decision waits.
	ErrNoPendingDecision = errors.New("no decision waits for an answer")
	// ErrNotYourDecision is wrapped by the error of Answer by another
	// player than the one the waiting decision asks.
	ErrNotYourDecision = errors.New("the decision waits for another player")
)

// waits is the state of a game made WithWaitingDecisions: the decision
// that waits, and how to reach it again. The engine re-executes: a call
// that reaches a decision of a waiting player stops there and is rolled
// back like any failed action (CR 733: the game returns to the moment
// before the action began), and the game keeps the call and the answers
// given in it so far. Answer runs the call again from that state, giving
// it those answers and the new one, until it ends or reaches the next
// decision. The engine is deterministic, so the re-run asks the same
// decisions in the same order.
type waits struct {
	pending *Decision    // the decision that waits (a copy the game owns), or nil
	inner   bool         // pending was asked inside an action, not by Step before one
	call    RecordedCall // the call that stopped at pending
	answers [][]int      // the answers that call received before pending, in order

	cur     [][]int        // the answers the call in progress received so far
	feed    [][]int        // answers a re-run gives again, in order
	stopAny bool           // Restore's re-run stops at the first decision after feed, whoever decides
	stopped *DecisionError // the call in progress stopped at a decision
	depth   int            // > 0 inside Step, whose inner calls are not the call that stops

	capture  bool  // PendingGame's re-run: keep a copy of the game where it stops
	captured *Game // that copy
	viewOnly bool  // a copy PendingGame returned: every action is refused
}

// WithWaitingDecisions makes the decisions of every player who has no
// decider wait for an answer instead of failing with ErrNoDecision: the
// game stops at such a decision, Pending returns it and Answer continues
// the game with the answer, also in the middle of an action (a ward
// payment, a trigger's target, a discard). Next plays the game up to the
// next decision that waits. A waiting player is asked every decision a
// decider would be asked, including one with a single legal answer
// (OnlyAnswer tells which, for a caller that answers those at once), so
// that answers given from outside play the game a decider would.
// Players who have a decider are asked through it as always.
func WithWaitingDecisions() GameOption { return func(g *Game) { g.waits = &waits{} } }

// Pending returns the decision that waits for an answer, or nil when none
// waits (always nil in a game not made WithWaitingDecisions). The
// decision is a copy the caller owns: changing it (its player, kind,
// options or bounds) changes nothing in the game, which checks an answer
// against its own copy.
//
// While a decision waits in the middle of an action, the game shows the
// state before that action: the call that asked it was rolled back, and
// Answer runs it again (see WithWaitingDecisions). A decision's objects
// that the action itself created (a spell on the stack, a trigger being
// put on it) are named by the decision's Source and options, with ids
// the re-run gives them again; PendingGame returns a copy of the game as
// it is at the decision, for a player's view.
func (g *Game) Pending() *Decision {
	if g.waits == nil || g.waits.pending == nil {
		return nil
	}
	return g.waits.pending.Copy()
}

// Next plays the game until a decision waits for a waiting player and
// returns it, as Pending would; it returns nil and no error when the game
// is over. It steps the game (Step) for players whose decider answers at
// once, continuing a game that PauseAfter stopped. At priority the
// decision is a DecideAction decision over the legal actions (CR 117.1);
// when attackers or blockers are to be declared, a DecideAttackers or
// DecideBlockers decision (CR 508.1, 509.1). Answering a DecideAction
// decision performs the action chosen, which may itself stop at a
// decision (a target, a cost, CR 601.2). While a game begun with Begin
// starts, the decisions are those of its start (DecideStartingPlayer,
// DecideMulligan, DecideBottom, CR 103). The decision returned is a copy
// the caller owns, as Pending's is.
func (g *Game) Next() (*Decision, error) {
	if g.waits == nil {
		return nil, fmt.Errorf("next: %w: the game was not made WithWaitingDecisions", ErrNotWaiting)
	}
	for g.waits.pending == nil {
		switch g.st.wait {
		case waitOver:
			return nil, nil
		case waitSetup:
			return nil, fmt.Errorf("next: %w", ErrNotStarted)
		}
		if err := g.Step(); err != nil && g.waits.pending == nil {
			return nil, err
		}
	}
	return g.waits.pending.Copy(), nil
}

// Answer answers the decision that waits for player p. An answer is
// checked as CheckAnswer does; if it is legal, the call that asked the
// decision runs again from the state before it with the answers given so
// far and this one, until it ends or stops at the next decision that
// waits (Pending then returns that one). Answer refuses, leaving the game
// and the decision exactly as they were, an answer when no decision waits
// (ErrNoPendingDecision), an answer by another player
// (ErrNotYourDecision), an illegal answer (an error wrapping
// ErrIllegalChoice), and an answer with which the action fails (its
// error: the action is rolled back, CR 733). ans is copied; the caller
// keeps it.
func (g *Game) Answer(p PlayerID, ans []int) error {
	w := g.waits
	if err := g.refuseInCardCode(); err != nil {
		return err
	}
	if w == nil || w.pending == nil {
		return fmt.Errorf("answer: %w", ErrNoPendingDecision)
	}
	d := w.pending
	if p != d.Player {
		return fmt.Errorf("answer by %s: %w: %s's %v decision (%s)", g.playerLabel(p), ErrNotYourDecision, g.playerLabel(d.Player), d.Kind, d.Prompt)
	}
	if err := CheckAnswer(d, ans); err != nil {
		return &DecisionError{Player: d.Player, Name: g.PlayerName(d.Player), Kind: d.Kind, Prompt: d.Prompt, Err: err}
	}
	saved := *w
	w.pending, w.cur, w.stopped = nil, nil, nil
	w.feed = append(slices.Clone(w.answers), slices.Clone(ans))
	done := false
	defer func() {
		if !done { // a decider or card code panicked: the call was rolled back
			*w = saved
		}
	}()
	err := g.replayCall(&saved.call, noLookup)
	done = true
	w.feed = nil
	if w.pending != nil || err == nil {
		return nil // done, or stopped at the next decision
	}
	*w = saved
	return err
}

// noLookup is the card lookup of a re-run: the calls that may stop at a
// decision name no card (Put, which does, asks nothing).
func noLookup(name string) (*CardDef, error) {
	return nil, fmt.Errorf("card %q: %w", name, ErrUnknownCard)
}

// playerLabel names player p for an error.
func (g *Game) playerLabel(p PlayerID) string {
	if name := g.PlayerName(p); name != "" {
		return name
	}
	return fmt.Sprintf("player %d", p)
}

// clone copies w for Game.Clone.
func (w *waits) clone() *waits {
	if w == nil {
		return nil
	}
	c := *w
	if w.pending != nil {
		c.pending = w.pending.Copy()
	}
	c.call = cloneCall(&w.call)
	c.answers = cloneAnswers(w.answers)
	// The clone is in no call of the game's (a decider may clone as Step
	// asks it): its own calls begin afresh and are kept when they stop.
	c.cur, c.feed, c.stopped, c.stopAny, c.depth = nil, nil, nil, false, 0
	c.capture, c.captured = false, nil // PendingGame's own
	return &c
}

// cloneAnswers copies a list of answers.
func cloneAnswers(a [][]int) [][]int {
	if a == nil {
		return nil
	}
	c := make([][]int, len(a))
	for i, x := range a {
		c[i] = slices.Clone(x)
	}
	return c
}
