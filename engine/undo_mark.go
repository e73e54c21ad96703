package engine

import (
	"errors"
	"fmt"
)

// Errors of Rewind and Release.
var (
	// ErrStaleMark: the mark is no longer held: it was released, or a
	// rewind to a mark taken before it dropped it.
	ErrStaleMark = errors.New("the mark is no longer held")
	// ErrForeignMark: the mark was taken on another game (a clone or a
	// restored copy included), or is the zero Mark.
	ErrForeignMark = errors.New("the mark belongs to another game")
)

// Mark is a point in a game to which Rewind puts it back, for search:
// mark, play some actions, rewind, play others. It is a small value; the
// game keeps what a rewind needs. The zero Mark belongs to no game.
type Mark struct {
	g      *Game
	depth  int
	serial uint64
	err    error // why the mark was refused
}

// Err returns the error with which the game refused the mark (an action
// or a decision was in progress, or the game had not started), or nil
// for a mark the game holds.
func (m Mark) Err() error { return m.err }

// Mark marks the game's state as it is now, to which Rewind returns it.
//
// From the mark on, the game keeps the undo record of each action it
// performs (the record with which it rolls back a failed action, CR 733:
// the objects an action changed, saved the first time it changed each,
// and the parts of the state it changed), so that Rewind costs a
// fraction of the actions it undoes, not a Clone. While no mark is held
// the game keeps none, and play costs what it cost without marks.
//
// The records are kept from the oldest mark held on, so a mark held for
// a long time holds the records of every action since, in memory; the
// journal keeps its buffers for the next marks.
//
// Marks nest: a mark taken after another is inside it. Rewind to a mark
// drops the marks taken after it and keeps the mark, which can be
// rewound to again. Release drops a mark and the marks inside it; a
// game whose marks are all released or dropped keeps no records any more.
//
// A mark can be taken only between actions, once the game has started:
// during setup, from a decider, in card code or while an action is in
// progress it is refused; the returned Mark's Err says why, and Rewind
// and Release return that error. (A decider can't act on its game
// anyway; one that searches ahead does it on a Clone.) A decision that
// waits (WithWaitingDecisions) is between actions: the game shows the
// state before the action that asked it, and a mark keeps the decision.
// A search marks the game between actions, tries each legal action
// (LegalActions, Perform, Step, Answer) and rewinds after each.
func (g *Game) Mark() Mark {
	if err := g.refuseMidAction("mark"); err != nil {
		return Mark{err: err}
	}
	if g.st.wait == waitSetup {
		return Mark{err: fmt.Errorf("mark: %w", ErrNotStarted)}
	}
	depth, serial := g.pushMark()
	return Mark{g: g, depth: depth, serial: serial}
}

// Rewind puts the game back exactly as it was when mark m was taken: its
// state (objects, zones, players, the stack, effects, the designation,
// the random source, the turn and step), its event log and decision
// records, the decision that waited for an answer (WithWaitingDecisions:
// a search marks a decision that waits, answers it one way, rewinds and
// answers another), and its recording (WithRecording) cut to the calls
// made before the mark. The marks taken after m are dropped; m is kept,
// and can be rewound to again. The caches of the engine are made right as
// after a rollback; the characteristics of permanents are computed again
// only if something computed them since the mark.
//
// Rewind does not change what is not the game's: its deciders (a Random
// decider keeps the state it reached: to play on as the game would have
// from the mark, keep a copy, CloneDecider, at the mark and give it back
// with SetDecider) and its observer, which has seen the events of the
// actions undone and is not told of the rewind.
//
// A mark that is stale (ErrStaleMark), from another game (ErrForeignMark)
// or was refused (its Err) is refused, and the game is unchanged. So is a
// rewind during an action or a decision (ErrNotWaiting).
func (g *Game) Rewind(m Mark) error {
	if err := g.checkMark("rewind", m); err != nil {
		return err
	}
	g.rewindTo(m.depth)
	return nil
}

// Release drops mark m and the marks taken after it, keeping the state
// as it is: once no mark is held, the game stops keeping the records of
// its actions. A search that has chosen its action should release its
// mark. The errors are those of Rewind.
func (g *Game) Release(m Mark) error {
	if err := g.checkMark("release", m); err != nil {
		return err
	}
	g.journal.release(m.depth)
	return nil
}

// checkMark returns why mark m can't be used by op now, or nil.
func (g *Game) checkMark(op string, m Mark) error {
	switch {
	case m.err != nil:
		return m.err
	case m.g != g:
		return fmt.Errorf("%s: %w", op, ErrForeignMark)
	case g.refuseMidAction(op) != nil:
		return g.refuseMidAction(op)
	case !g.journal.holds(m.depth, m.serial):
		return fmt.Errorf("%s: %w", op, ErrStaleMark)
	}
	return nil
}

// refuseMidAction returns an error that wraps ErrNotWaiting while an
// action, a decision or card code is in progress, nil otherwise: a mark
// there would fall inside an action's own undo record.
func (g *Game) refuseMidAction(op string) error {
	if err := g.refuseInCardCode(); err != nil {
		return fmt.Errorf("%s: %w", op, err) // a *CardCodeError, which wraps ErrNotWaiting
	}
	if g.undo.active {
		return fmt.Errorf("%s: %w: an action is in progress", op, ErrNotWaiting)
	}
	return nil
}
