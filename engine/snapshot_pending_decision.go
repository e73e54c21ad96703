package engine

import "fmt"

// The snapshot of a game made WithWaitingDecisions (version 10): that it
// waits, and the call stopped at the decision that waits, if any, with
// the answers it received before. Restore runs the call again with those
// answers to reach the same decision, as Answer would (wait.go).

// snapWaits is a game's waiting decisions.
type snapWaits struct {
	// Pending is the call that stopped at the decision that waits, as a
	// recording holds a call (docs/snapshot.md), with the answers it
	// received before that decision; absent when no decision waits.
	Pending *RecordedCall `json:"pending,omitempty"`
	// Player and Kind are the waiting decision's, which Restore checks.
	Player PlayerID     `json:"player,omitempty"`
	Kind   DecisionKind `json:"kind,omitempty"`
}

// snapWaits encodes the waiting decisions of a game made
// WithWaitingDecisions.
func (g *Game) snapWaits(s *snapGame, _ *snapRefs) error {
	w := g.waits
	if w == nil {
		return nil
	}
	if w.viewOnly {
		return fmt.Errorf("snapshot: %w: a copy of the game at a decision in the middle of an action (PendingGame)", ErrNotWaiting)
	}
	s.Waits = &snapWaits{}
	if w.pending != nil {
		c := cloneCall(&w.call)
		c.Answers = cloneAnswers(w.answers)
		s.Waits.Pending = &c
		s.Waits.Player, s.Waits.Kind = w.pending.Player, w.pending.Kind
	}
	return nil
}

// restoreWaits makes a restored game wait as the snapshot's did: it runs
// the pending call again with the answers it had received, and requires
// it to stop at a decision of the same player and kind. The decision
// waits whoever decides it now (a decider given to Restore answers the
// decisions after it).
func (g *Game) restoreWaits(sw *snapWaits, lookup func(string) (*CardDef, error)) error {
	if sw == nil {
		return nil
	}
	if g.waits == nil {
		g.waits = &waits{}
	}
	if sw.Pending == nil {
		if sw.Player != 0 || sw.Kind != 0 {
			return badf("waits: a decision's player or kind without a pending call")
		}
		return nil
	}
	w := g.waits
	c := cloneCall(sw.Pending)
	w.feed, c.Answers = c.Answers, nil
	w.stopAny = true
	err := g.replayCall(&c, lookup)
	feedLeft := len(w.feed)
	w.feed, w.stopAny = nil, false
	switch d := w.pending; {
	case d == nil && err != nil:
		return badf("waits: the pending %s call fails: %v", c.Op, err)
	case d == nil:
		return badf("waits: the pending %s call does not stop at a decision", c.Op)
	case feedLeft > 0:
		return badf("waits: the pending %s call stops with %d answers not given", c.Op, feedLeft)
	case d.Player != sw.Player || d.Kind != sw.Kind:
		return badf("waits: the pending %s call stops at a %v decision of player %d, not a %v decision of player %d",
			c.Op, d.Kind, d.Player, sw.Kind, sw.Player)
	}
	return nil
}

// upgradeV9 converts a version 9 snapshot, read into the current
// structure, to version 10. Version 10 adds the waiting decisions of a
// game made WithWaitingDecisions; a version 9 game has none.
func upgradeV9(s *snapGame) (*snapGame, error) {
	if s.Waits != nil {
		return nil, badf("version 9 has no waiting decisions")
	}
	s.Version = 10
	return s, nil
}
