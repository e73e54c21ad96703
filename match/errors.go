package match

import (
	"errors"
	"fmt"

	"github.com/cathar-engine/cathar/decklist"
	"github.com/cathar-engine/cathar/engine"
)

// ErrConfig is wrapped by the error of a configuration Play can't play:
// a seat without a deck or a decider, two seats of one name, a negative
// number of wins, turns or games.
var ErrConfig = errors.New("bad match configuration")

// DeckError is the error of a deck that fails its check for the match's
// format (CR 100.2, 100.4): a seat's first deck, or the deck its
// sideboard hook returned between games. Err is the check's error, a
// decklist.ErrorList whose errors name the rule broken; errors.Is finds
// its sentinels through it (decklist.ErrDeckSize, decklist.ErrCopies, …).
type DeckError struct {
	// Game is the index (from 0) of the game the deck was to be played
	// in.
	Game int
	// Seat is the seat whose deck it is, and Name the seat's player.
	Seat engine.PlayerID
	Name string
	// Deck is the deck's name.
	Deck string
	// Format is the format the deck was checked for.
	Format decklist.Format
	// Err is the check's error.
	Err error
}

// Error says which seat's deck failed for which game, then each problem.
func (e *DeckError) Error() string {
	return fmt.Sprintf("match: game %d: seat %d (%s): deck %q is not a legal %v deck: %v",
		e.Game+1, e.Seat, e.Name, e.Deck, e.Format, e.Err)
}

// Unwrap returns the check's error.
func (e *DeckError) Unwrap() error { return e.Err }
