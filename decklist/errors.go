package decklist

import (
	"errors"
	"strconv"
	"strings"
)

// The sentinel errors of deck lists. Every *Error wraps one of them, or,
// for a name the registry does not know, a *cards.UnknownCardError (which
// wraps engine.ErrUnknownCard).
var (
	// ErrSyntax is wrapped by the error of a line that is neither a card
	// line, a header nor a comment.
	ErrSyntax = errors.New("not a deck-list line")
	// ErrCount is wrapped by the error of a card line whose count is
	// missing, zero, negative, more than MaxCount or not a number.
	ErrCount = errors.New("bad count")
	// ErrSection is wrapped by the error of a section this package does
	// not take: Commander and Companion.
	ErrSection = errors.New("section not supported")
	// ErrToken is wrapped by the error of a line that names a token: a
	// token is not a card (CR 111.6), and a deck holds cards.
	ErrToken = errors.New("a token is not a card")
	// ErrEmpty is wrapped by the error of a list with no card in its main
	// deck.
	ErrEmpty = errors.New("no cards")

	// ErrFormat is wrapped by the error of an unknown format name or
	// value.
	ErrFormat = errors.New("unknown format")
	// ErrDeckSize is wrapped by the error of a main deck smaller than its
	// format's minimum (CR 100.2a, 100.2b).
	ErrDeckSize = errors.New("main deck too small")
	// ErrSideboardSize is wrapped by the error of a constructed sideboard
	// of more than 15 cards (CR 100.4a).
	ErrSideboardSize = errors.New("sideboard too large")
	// ErrCopies is wrapped by the error of more than four copies of a card
	// other than a basic land in a constructed deck and its sideboard (CR
	// 100.2a, 100.4a).
	ErrCopies = errors.New("too many copies")
	// ErrNotInPool is wrapped by the error of a limited deck that uses a
	// card, or more copies of it, than its pool holds (CR 100.2b).
	ErrNotInPool = errors.New("not in the pool")
)

// Error is one problem of a deck list: "FILE:LINE: message", or
// "FILE: message" for a problem of the whole list (Line 0), such as a
// main deck too small for its format. Err is the sentinel error it wraps
// (ErrCount, ErrCopies, …) or, for an unknown name, the registry's
// *cards.UnknownCardError.
type Error struct {
	// File is the file name given to Parse (or the deck's File).
	File string
	// Line is the line, from 1; 0 for the whole list.
	Line int
	// Msg is the message, without the file and line.
	Msg string
	// Err is the underlying error.
	Err error
}

// Error returns "FILE:LINE: message", leaving out what is empty or zero.
func (e *Error) Error() string {
	var b strings.Builder
	if e.File != "" {
		b.WriteString(e.File)
		b.WriteByte(':')
	}
	if e.Line > 0 {
		b.WriteString(strconv.Itoa(e.Line))
		b.WriteByte(':')
	}
	if b.Len() > 0 {
		b.WriteByte(' ')
	}
	b.WriteString(e.Msg)
	return b.String()
}

// Unwrap returns the underlying error.
func (e *Error) Unwrap() error { return e.Err }

// ErrorList is every problem Parse or Check found, in the order of the
// list: at most one per line.
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

// err returns the list as an error: nil when it is empty.
func (l ErrorList) err() error {
	if len(l) == 0 {
		return nil
	}
	return l
}
