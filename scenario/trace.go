package scenario

import (
	"strings"

	"github.com/cathar-engine/cathar/engine"
)

// TraceStep is one body statement as a run carried it out: where it is in
// the file, the events it caused (the moves of the game while an action
// waited for its moment included) and the decisions taken meanwhile, and,
// for an action that waited into a later turn or step, when it was taken.
// Result.Game's log holds the events (engine.Game.EventsSince) and its
// decisions (engine.Game.DecisionsFrom).
type TraceStep struct {
	Line int
	// Events are the events [From, To) of the game's log it caused.
	From, To int
	// Decisions are the indices [DecisionFrom, DecisionTo) of the
	// decisions kept with the log (engine.Game.Decisions) taken during it.
	DecisionFrom, DecisionTo int
	// Waited reports that the action was taken in a later turn or step
	// than the one the game was in when the statement began; for
	// `attacks` and `blocks`, whose moment is always their own
	// declaration step, only a later turn counts. Turn and Step say when
	// it was taken (for an action; for another statement, where the game
	// was when it began).
	Waited bool
	Turn   int
	Step   engine.Step
	// declaration: an `attacks` or `blocks` statement.
	declaration bool
}

// Text returns the statement's text as the file f wrote it, without its
// comment.
func (s TraceStep) Text(f *File) string {
	if s.Line < 1 || s.Line > len(f.src) {
		return ""
	}
	return strings.TrimSpace(stripComment(f.src[s.Line-1]))
}

// traceNext ends the statement in progress and begins the trace of s.
func (r *runner) traceNext(s stmt) {
	r.traceEnd()
	turn, _, step := r.g.Turn()
	var declaration bool
	switch s.(type) {
	case *attackStmt, *blockStmt:
		declaration = true
	}
	r.trace = append(r.trace, TraceStep{Line: s.lineNo(), From: r.g.EventCount(), To: -1,
		DecisionFrom: r.g.DecisionCount(), DecisionTo: -1, Turn: turn, Step: step, declaration: declaration})
}

// traceEnd ends the statement in progress, if any: what it caused runs
// up to now.
func (r *runner) traceEnd() {
	if n := len(r.trace); n > 0 && r.trace[n-1].To < 0 {
		s := &r.trace[n-1]
		s.To, s.DecisionTo = r.g.EventCount(), r.g.DecisionCount()
	}
}

// traceWaited notes, as waitFor returns, the turn and step the statement
// in progress was carried out in, and whether that is later than where
// it began.
func (r *runner) traceWaited() {
	n := len(r.trace)
	if n == 0 || r.trace[n-1].To >= 0 {
		return
	}
	s := &r.trace[n-1]
	turn, _, step := r.g.Turn()
	switch {
	case turn != s.Turn || (step != s.Step && !s.declaration):
		s.Waited, s.Turn, s.Step = true, turn, step
	case step != s.Step:
		s.Turn, s.Step = turn, step
	}
}
