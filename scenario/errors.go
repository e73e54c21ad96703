package scenario

import (
	"errors"
	"strconv"
	"strings"
)

// Kind says what went wrong in a scenario file.
type Kind uint8

// The kinds of errors.
const (
	// KindParse: the file is malformed (reported before anything runs).
	KindParse Kind = iota
	// KindSetup: the engine refused the position the setup describes.
	KindSetup
	// KindAction: an action failed and no `expect error` followed it.
	KindAction
	// KindExpectation: an expectation did not hold.
	KindExpectation
	// KindRunner: the runner could not carry the file out (a decision
	// with no answer, a goto to a step the game skips, an unused answer,
	// an unsupported statement).
	KindRunner
)

var kindNames = [...]string{"parse error", "setup error", "action failed", "expectation failed", "runner error"}

// String returns the kind's name.
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "invalid kind"
}

// Error is one error of a scenario file, at a line. Its message is
// "FILE:LINE: message". Err, when not nil, is the underlying error (an
// engine error for a failed action), so errors.Is sees the engine's
// sentinel errors through it.
type Error struct {
	File string
	Line int
	Kind Kind
	Msg  string
	Err  error
}

// Error returns "FILE:LINE: message".
func (e *Error) Error() string {
	return e.File + ":" + strconv.Itoa(e.Line) + ": " + e.Msg
}

// Unwrap returns the underlying error, if any.
func (e *Error) Unwrap() error { return e.Err }

// ErrorList is every error Parse found in a file, in line order.
type ErrorList []*Error

// Error returns the errors, one per line.
func (l ErrorList) Error() string {
	var b strings.Builder
	for i, e := range l {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(e.Error())
	}
	return b.String()
}

// Unwrap returns the errors, for errors.Is and errors.As.
func (l ErrorList) Unwrap() []error {
	out := make([]error, len(l))
	for i, e := range l {
		out[i] = e
	}
	return out
}

// ErrUnsupported is wrapped by the error of a statement the format defines
// but this runner cannot carry out yet: the statements of version 3 it
// refuses as not accepted yet (`with disturb`, `with cleave`, …). Every
// statement of versions 1 and 2 is carried out now.
var ErrUnsupported = errors.New("not supported yet")

// ErrNotFound is wrapped by the error of an action that names a card by
// name when no such card is where the action takes it from.
var ErrNotFound = errors.New("no such card")
