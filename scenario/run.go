package scenario

import (
	"errors"
	"fmt"
	"strings"

	"github.com/cathar-engine/cathar/engine"
)

// Result is the outcome of running a scenario.
type Result struct {
	// File is the scenario that ran.
	File *File
	// Game is the game as the run left it: after the last statement, or
	// at the failing one. It is nil when the setup failed.
	Game *engine.Game
	// Err is nil when every action and expectation held; otherwise an
	// *Error naming the line.
	Err error
	// Trace is each body statement the run reached, in order, with the
	// events and decisions it caused (see TraceStep); the last is the
	// failing one when the run failed at a statement.
	Trace []TraceStep
	// SetupEvents is the number of events the setup and the start of play
	// emitted: the statements' events follow.
	SetupEvents int
	cards       map[string]engine.CardID
}

// Passed reports whether the scenario passed.
func (r *Result) Passed() bool { return r.Err == nil }

// Card returns the physical card a label names, to follow it in Game
// (engine.Game.CardObject).
func (r *Result) Card(label string) (engine.CardID, bool) {
	c, ok := r.cards[label]
	return c, ok
}

// Run builds the game the file describes and carries out its actions and
// expectations, stopping at the first failure.
func (f *File) Run() *Result {
	res, _ := f.run(false)
	return res
}

// run is Run. With prefix set the file is the beginning of a session's
// statements: queued answers left unused at the end are not a failure
// but returned, since a later statement may take them.
func (f *File) run(prefix bool) (*Result, error) {
	r := &runner{f: f, cards: map[string]engine.CardID{}, prefix: prefix}
	res := &Result{File: f, cards: r.cards}
	if err := r.build(); err != nil {
		res.Err = err
		return res, nil
	}
	res.Game = r.g
	res.SetupEvents = r.g.EventCount()
	err := r.run()
	res.Trace = r.trace
	if err != nil {
		res.Err = err
	} else if prefix {
		return res, r.unused()
	}
	return res, nil
}

// Run reads, parses and runs the scenario file at path, about the cards
// of the built-in pool. It returns nil when the file passed, the
// ErrorList of a malformed file, or the *Error of the first failure.
func Run(path string) error { return RunWith(path, Options{}) }

// ParseFile reads and parses the scenario file at path, about the cards of
// the built-in pool.
func ParseFile(path string) (*File, error) { return ParseFileWith(path, Options{}) }

// runner carries out one run of a File.
type runner struct {
	f       *File
	g       *engine.Game
	cards   map[string]engine.CardID
	answers []*answers
	// attackTurn is the turn whose attackers have been declared;
	// blockTurn, per player, the turn whose blockers they declared.
	attackTurn int
	blockTurn  []int
	prefix     bool // File.run's prefix
	// assigning is the `assigns` line being carried out; blockOrder the
	// blockers of the last declarations, in the order the lines named
	// them (the default division of combat damage).
	assigning  *pendingAssign
	blockOrder []engine.ObjID
	trace      []TraceStep  // see traceNext
	damaged    []damagedPut // the setup's permanents with damage marked
}

func (r *runner) errorf(line int, kind Kind, err error, format string, args ...any) *Error {
	return &Error{File: r.f.Name, Line: line, Kind: kind, Msg: fmt.Sprintf(format, args...), Err: err}
}

// run carries out the body.
func (r *runner) run() error {
	body := r.f.body
	r.trace = make([]TraceStep, 0, len(body))
	defer r.traceEnd()
	for i := 0; i < len(body); i++ {
		if s, ok := body[i].(*beginStmt); ok && s.before == 0 && r.prefix {
			// The file so far is a session's: a statement entered later
			// may yet be a `chooses` line.
			continue
		}
		r.traceNext(body[i])
		var actErr error
		switch s := body[i].(type) {
		case *expectStmt:
			if err := r.check(s); err != nil {
				return err
			}
			continue
		case *expectErrorStmt:
			return r.errorf(s.line, KindExpectation, nil, "expected an error, found none")
		case *chooseStmt:
			r.queue(s)
			continue
		case *labelStmt:
			if err := r.labelNewest(s); err != nil {
				return err
			}
			continue
		case *beginStmt:
			if err := r.runBegin(s); err != nil {
				return err
			}
			continue
		default:
			actErr = r.sameName(body[i], r.act(body[i]))
		}
		if fe, ok := fileError(actErr); ok {
			return fe
		}
		if i+1 < len(body) {
			if ee, ok := body[i+1].(*expectErrorStmt); ok {
				i++
				r.traceNext(ee)
				switch {
				case actErr == nil:
					return r.errorf(ee.line, KindExpectation, nil, "expected an error, found none")
				case ee.text != "" && !strings.Contains(strings.ToLower(actErr.Error()), strings.ToLower(ee.text)):
					return r.errorf(ee.line, KindExpectation, actErr, "expected error %q, found %q", ee.text, actErr.Error())
				}
				continue
			}
		}
		if actErr != nil {
			return r.errorf(body[i].lineNo(), KindAction, actErr, "%s", actionFailed(actErr))
		}
	}
	if r.prefix {
		return nil
	}
	return r.unused()
}

// unused fails the file for queued answers nobody took.
func (r *runner) unused() error {
	var lines []string
	first := 0
	for p, a := range r.answers {
		for _, q := range a.q {
			if first == 0 || q.line < first {
				first = q.line
			}
			lines = append(lines, fmt.Sprintf("%s's answer of line %d", r.f.Players[p], q.line))
		}
	}
	if len(lines) == 0 {
		return nil
	}
	return r.errorf(first, KindRunner, nil, "queued answers left unused at the end: %s", strings.Join(lines, ", "))
}

// classify splits an engine error met while advancing the game: a
// decision nobody answered fails the file (an *Error); anything else is
// the action's error, returned as it is.
func (r *runner) classify(line int, err error) error {
	if err == nil {
		return nil
	}
	if e, ok := r.noAnswerError(line, err); ok {
		return e
	}
	if errors.Is(err, engine.ErrNoDecision) {
		return r.errorf(line, KindRunner, err, "a decision has no queued answer: %v", err)
	}
	return err
}

// fileError reports whether an action's error is an error of the file,
// which `expect error` does not accept.
func fileError(err error) (*Error, bool) {
	e, ok := err.(*Error)
	return e, ok
}
