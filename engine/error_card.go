package engine

import "strconv"

// UnknownCardError is the error of a card name that a lookup of cards (as
// Restore and Replay take) does not know: `"Nonesuch": unknown card`. It
// unwraps to ErrUnknownCard. A lookup that returns it, or an error that
// wraps it, for the name looked up names the card itself, and Restore and
// Replay pass its message on without naming the card again.
type UnknownCardError struct {
	// Name is the name looked up, as written.
	Name string
}

// Error says the name, quoted, and "unknown card".
func (e *UnknownCardError) Error() string {
	return strconv.Quote(e.Name) + ": " + ErrUnknownCard.Error()
}

// Unwrap returns ErrUnknownCard.
func (e *UnknownCardError) Unwrap() error { return ErrUnknownCard }
