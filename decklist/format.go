package decklist

import (
	"fmt"
	"strings"

	"github.com/cathar-engine/cathar/cards"
)

// Format is a set of deck-construction rules that Deck.Check applies.
// The zero value is Constructed.
type Format uint8

// The formats.
const (
	// Constructed: a main deck of at least 60 cards, at most four copies
	// of a card other than a basic land in the deck and its sideboard
	// together, and a sideboard of at most 15 cards (CR 100.2a, 100.4a).
	Constructed Format = iota
	// Limited: a main deck of at least 40 cards and any number of copies
	// (CR 100.2b); with a pool, every card but a basic land comes from
	// it.
	Limited
	// Custom: no check at all.
	Custom
)

var formatNames = [...]string{"constructed", "limited", "custom"}

// String returns the format's name, as ParseFormat reads it.
func (f Format) String() string {
	if int(f) < len(formatNames) {
		return formatNames[f]
	}
	return fmt.Sprintf("Format(%d)", uint8(f))
}

// ParseFormat returns the format named s: "constructed", "limited" or
// "custom", in any case; "" is Constructed, the default. Any other name is
// an error wrapping ErrFormat, with the names it may have meant.
func ParseFormat(s string) (Format, error) {
	name := strings.ToLower(strings.TrimSpace(s))
	if name == "" {
		return Constructed, nil
	}
	for i, n := range formatNames {
		if n == name {
			return Format(i), nil
		}
	}
	msg := fmt.Sprintf("format %q: %v; want constructed, limited or custom", s, ErrFormat)
	if near := cards.Nearest(name, formatNames[:], 1); len(near) > 0 {
		msg = fmt.Sprintf("format %q: %v; did you mean %q?", s, ErrFormat, near[0])
	}
	return Constructed, &formatError{msg: msg}
}

// Set sets f to the format named s (ParseFormat), so that a *Format is a
// flag.Value.
func (f *Format) Set(s string) error {
	v, err := ParseFormat(s)
	if err != nil {
		return err
	}
	*f = v
	return nil
}

// formatError is the error of an unknown format name: its message, and
// ErrFormat.
type formatError struct{ msg string }

func (e *formatError) Error() string { return e.msg }

func (e *formatError) Unwrap() error { return ErrFormat }
