package engine

import (
	"errors"
	"fmt"
)

// ErrReplayChanged is returned by ReplayCalls when its callback changed
// the game being replayed (it made a call that changed the game, or took
// a mark and still held it), after which the rest of the recording would
// not replay as recorded.
var ErrReplayChanged = errors.New("the replay callback changed the game")

// ReplayCalls plays a recording again, as Replay does, and calls after
// once each recorded call is made, with the call's index in r.Calls and
// the game as that call left it: a viewer of the game builds one frame of
// it per call (its SpectatorView, the events since the last call) in one
// pass. It calls after once before the first call too, with call -1 and
// the game the recording starts from: the game as New made it, or the
// position restored from r.Snapshot (whose log already holds the events
// of the game before it, Game.EventCount of them). It returns what Replay
// returns for r: the game in its final state, or an error that wraps
// ErrBadRecording.
//
// after may read the game (views, events, Describe, Clone, LegalActions
// and the like) and nothing else: it must not change it. A call that
// changes the game (an action, Put, SetLife, Step, ...) or a mark still
// held when after returns would make the rest of the recording replay
// something else, so ReplayCalls checks, after each callback, that the
// game's recorded calls, events and decisions are those the replay made
// and that no mark is held, and ends with an error that wraps
// ErrReplayChanged when they are not. A decider set by after (SetDecider)
// is set back to the replay's. An error returned by after ends the replay
// too: ReplayCalls returns it as it is.
func ReplayCalls(r Recording, lookup func(name string) (*CardDef, error), after func(call int, g *Game) error) (*Game, error) {
	if after == nil {
		return nil, fmt.Errorf("%w: no callback", ErrReplayChanged)
	}
	return replay(r, lookup, after)
}

// observeCall calls after with call i made (i is -1 before the first
// call), then checks that after left the game as it was (ReplayCalls) and
// gives every seat its replay decider back.
func (g *Game) observeCall(i int, q *replayQueue, after func(int, *Game) error) error {
	calls, events, decisions := len(g.rec.r.Calls), g.st.nlog, len(g.st.decisions)
	if err := after(i, g); err != nil {
		return err
	}
	for p := range g.deciders {
		g.deciders[p] = replayDecider{q}
	}
	when := fmt.Sprintf("after call %d", i)
	if i < 0 {
		when = "before the first call"
	}
	switch {
	case g.rec == nil || len(g.rec.r.Calls) != calls:
		return fmt.Errorf("%w: %s: it made a call of its own", ErrReplayChanged, when)
	case g.st.nlog != events || len(g.st.decisions) != decisions:
		return fmt.Errorf("%w: %s: the game's log changed", ErrReplayChanged, when)
	case g.journal.marks > 0:
		return fmt.Errorf("%w: %s: a mark is held", ErrReplayChanged, when)
	}
	return nil
}
