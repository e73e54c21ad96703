package scenario

import (
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/cathar-engine/cathar/engine"
)

// DefaultTitle is the title a session gives its scenario when its first
// statement is `players:`.
const DefaultTitle = "a session of cathar try"

// ErrNothingToUndo is returned by Session.Undo at the start of a session.
var ErrNothingToUndo = errors.New("nothing to undo: the session is at its start")

// ErrNoPlayers is returned by Session.Enter for a statement other than the
// header before the session has its `players:` line.
var ErrNoPlayers = errors.New("a session begins with `players: NAME, NAME` (optionally after `scenario: TITLE`)")

// A Session is a scenario written one statement at a time, as `cathar try`
// does: each statement is run as soon as it is entered and kept only if
// the whole file so far still passes, so that the statements kept always
// form a file that passes `cathar check` (queued answers aside: Unused).
//
// Enter runs a statement: the session parses the statements kept so far
// with the new one and runs them all from the start. The runner is
// deterministic, so the game of that run is the game of the previous run
// carried one statement further. A statement that does not parse, an
// action that fails and an expectation that does not hold are reported
// and not kept: nothing changes. An action that fails may be kept by
// entering `expect error` next, which keeps both lines. Undo takes back
// the last statement kept, restoring the game as it was before it.
type Session struct {
	name   string
	lines  []string // the statements kept, one per line of the file
	steps  []step   // one per statement kept (or action kept with its `expect error`)
	res    *Result  // the run of the lines kept; nil before `players:`
	failed string   // the action that failed just before, for `expect error`
	opts   Options
}

// step is what one accepted Enter left. The session keeps the game of its
// last step only: a game per step would hold hundreds of megabytes after
// a thousand statements, while running a thousand statements again for an
// undo takes milliseconds.
type step struct {
	lines  int   // len(Session.lines) after it
	from   int   // the first event it caused
	unused error // queued answers no action has taken yet
}

// NewSession starts an empty session; name stands for the file name in
// messages.
func NewSession(name string) *Session { return &Session{name: name} }

// NewSessionWith is NewSession with options: the cards the statements'
// names mean.
func NewSessionWith(name string, opts Options) *Session {
	return &Session{name: name, opts: opts}
}

// Enter runs one statement (one line of a scenario file) and keeps it if
// it parses and the file so far still passes. Otherwise it returns the
// error (an ErrorList for a line that does not parse, an *Error for one
// that fails, or ErrNoPlayers) and the session is unchanged. A blank line
// or a comment changes nothing and returns nil.
func (s *Session) Enter(line string) error {
	line = strings.TrimSpace(line)
	if strings.ContainsAny(line, "\n\r") {
		return &Error{File: s.name, Line: len(s.lines) + 1, Kind: KindParse, Msg: "one statement per line: the line holds a line break"}
	}
	text := strings.TrimSpace(stripComment(line))
	if text == "" {
		return nil
	}
	failed := s.failed
	s.failed = ""
	switch {
	case len(s.lines) == 0 && isHeaderLine(text, "scenario"):
		_, title, _ := strings.Cut(text, ":")
		if strings.TrimSpace(title) == "" {
			return &Error{File: s.name, Line: 1, Kind: KindParse, Msg: "`scenario:` needs a title"}
		}
		s.lines = append(s.lines, line)
		s.steps = append(s.steps, step{lines: len(s.lines), from: -1}) // no game yet
		return nil
	case !s.hasPlayers() && isHeaderLine(text, "scenario"):
		return &Error{File: s.name, Line: len(s.lines) + 1, Kind: KindParse, Msg: "`scenario:` comes once, first: the session has its title; `players: NAME, NAME` comes next"}
	case !s.hasPlayers() && !isHeaderLine(text, "players"):
		return ErrNoPlayers
	case len(s.lines) == 0:
		return s.keep("scenario: "+DefaultTitle, line)
	case failed != "" && isExpectError(text):
		err := s.keep(failed, line)
		if err != nil {
			s.failed = failed // still waiting for the right `expect error`
		}
		return err
	}
	err := s.keep(line)
	var e *Error
	if errors.As(err, &e) && e.Kind == KindAction {
		s.failed = line
	}
	return err
}

// keep runs the statements kept with the lines added, and keeps them if
// the file still passes.
func (s *Session) keep(add ...string) error {
	src := strings.Join(append(s.Lines(), add...), "\n") + "\n"
	f, err := ParseWith(s.name, []byte(src), s.opts)
	if err != nil {
		return err
	}
	res, unused := f.run(true)
	if res.Err != nil {
		return res.Err
	}
	s.steps = append(s.steps, step{lines: len(s.lines) + len(add), from: firstNewEvent(s.res, res), unused: unused})
	s.lines = append(s.lines, add...)
	s.res = res
	return nil
}

// isHeaderLine reports whether text begins with the word kw and a colon
// (`players:`).
func isHeaderLine(text, kw string) bool {
	toks, _ := lex(text)
	return len(toks) > 1 && toks[0].is(kw) && toks[1].isPunct(":")
}

// isExpectError reports whether text is an `expect error` statement.
func isExpectError(text string) bool {
	toks, _ := lex(text)
	return len(toks) > 1 && toks[0].is("expect") && toks[1].is("error")
}

// hasPlayers reports whether the session has its `players:` line.
func (s *Session) hasPlayers() bool { return s.res != nil }

// firstNewEvent is the first event of the new run that the previous run
// did not have: the events of the new statement. It is usually the
// previous run's event count, but a statement can change what came before
// it (a setup line changes the game from its start; an `attacks` line
// joins the declaration of the line before).
func firstNewEvent(prev, next *Result) int {
	if prev == nil || prev.Game == nil || next.Game == nil {
		return 0
	}
	var old []engine.Event
	for ev := range prev.Game.Events() {
		old = append(old, ev)
	}
	i := 0
	for ev := range next.Game.Events() {
		if i >= len(old) || ev != old[i] {
			break
		}
		i++
	}
	return i
}

// Undo takes back the last statement kept (an action and its `expect
// error` together); the game is as it was before it. At the start of the
// session it returns ErrNothingToUndo.
func (s *Session) Undo() error {
	k := len(s.steps)
	if k == 0 {
		return ErrNothingToUndo
	}
	n := 0
	if k > 1 {
		n = s.steps[k-2].lines
	}
	var res *Result
	if k > 1 && s.steps[k-2].from >= 0 {
		// The runner is deterministic: running the lines again gives the
		// game exactly as it was before the statement undone.
		f, err := ParseWith(s.name, []byte(strings.Join(s.lines[:n], "\n")+"\n"), s.opts)
		if err != nil {
			return err
		}
		res, _ = f.run(true)
	}
	s.steps, s.lines, s.res, s.failed = s.steps[:k-1], s.lines[:n], res, ""
	return nil
}

// Result is the run of the statements kept: its Game is the game now. It
// is nil before the `players:` line.
func (s *Session) Result() *Result { return s.res }

// EventsBefore is the number of events of the game before the last
// statement kept: Result().WriteEvents(w, EventsBefore()) writes the
// events it caused.
func (s *Session) EventsBefore() int {
	if len(s.steps) == 0 {
		return 0
	}
	return max(s.steps[len(s.steps)-1].from, 0)
}

// Lines returns the statements kept, one line each, as a file holds them.
func (s *Session) Lines() []string { return append([]string(nil), s.lines...) }

// Source returns the statements kept as the text of a scenario file.
func (s *Session) Source() []byte {
	if len(s.lines) == 0 {
		return nil
	}
	return []byte(strings.Join(s.lines, "\n") + "\n")
}

// Unused returns the error `cathar check` would report for the queued
// answers that no action has taken yet, or nil when there are none.
func (s *Session) Unused() error {
	if len(s.steps) == 0 {
		return nil
	}
	return s.steps[len(s.steps)-1].unused
}

// Save writes the statements kept to path as a scenario file. It does not
// replace an existing file unless overwrite is set: the error then wraps
// fs.ErrExist. A session without its `players:` line has no file to save.
func (s *Session) Save(path string, overwrite bool) error {
	if !s.hasPlayers() {
		return fmt.Errorf("nothing to save: %w", ErrNoPlayers)
	}
	flag := os.O_WRONLY | os.O_CREATE | os.O_EXCL
	if overwrite {
		flag = os.O_WRONLY | os.O_CREATE | os.O_TRUNC
	}
	f, err := os.OpenFile(path, flag, 0o644)
	if err != nil {
		return err
	}
	_, err = f.Write(s.Source())
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}
