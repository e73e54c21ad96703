package cli

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/cathar-engine/cathar/cards"
)

// Option changes what Main works with: the cards and decks it knows, the
// streams it reads and writes.
type Option func(*command)

// WithCards makes every tool read card and token names in reg instead of
// the built-in pool: the scenario files of check (and check --explain),
// the names of cards, the statements of try, the cards of every deck
// (play, replay, serve), the deck-list files (decks check, and --decks)
// and the recordings replay reads. reg is usually a
// registry made with cards.NewRegistry(name, cards.Builtin()) that holds
// the program's cards on top of the pool, so that the preset decks still
// resolve. A nil reg means the built-in pool.
func WithCards(reg *cards.Registry) Option {
	return func(c *command) {
		if reg == nil {
			reg = cards.Builtin()
		}
		c.reg = reg
	}
}

// WithDecks adds named decks to the preset decks of the card pool:
// wherever a preset deck's name is accepted (play --decks, replay
// --decks, serve --decks, --deck and --opponent) theirs is too, and the
// help of those commands and decks list show them after the presets. A
// deck's name wins over a deck-list file of the same name. Their cards are looked up
// in the registry of WithCards when a command deals them: a card the
// registry lacks is an error of that command (status 2), not of the
// others. A name must be new: Main refuses, with status 2 and whatever
// the command, a deck named like a preset of the pool or like another
// deck given, and a name that is empty, has a comma (--decks separates
// names with commas) or begins or ends with a space. Giving WithDecks
// more than once adds the decks of each.
func WithDecks(decks ...cards.Preset) Option {
	return func(c *command) { c.decks = append(c.decks, decks...) }
}

// WithStdin makes try read its statements from r instead of os.Stdin.
func WithStdin(r io.Reader) Option {
	return func(c *command) { c.stdin = r }
}

// WithStdout makes the command write its output to w instead of
// os.Stdout.
func WithStdout(w io.Writer) Option {
	return func(c *command) { c.stdout = w }
}

// WithStderr makes the command write its messages (usage, errors,
// warnings, help) to w instead of os.Stderr.
func WithStderr(w io.Writer) Option {
	return func(c *command) { c.stderr = w }
}

// command is one run of Main: the cards and decks it knows and its
// streams.
type command struct {
	reg    *cards.Registry // never nil: the built-in pool unless WithCards
	decks  []cards.Preset  // the program's decks (WithDecks), in the order given
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer
}

// newCommand applies opts to a command that reads the built-in pool and
// uses the process's streams, then checks the names of the program's
// decks (the command's streams are set even then, for the message).
func newCommand(opts []Option) (*command, error) {
	c := &command{reg: cards.Builtin(), stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr}
	for _, o := range opts {
		if o != nil {
			o(c)
		}
	}
	return c, checkDeckNames(c.decks)
}

// errDeckName is wrapped by every *deckNameError.
var errDeckName = errors.New("bad deck name")

// deckNameError is the error of a deck given to WithDecks under a name
// Main can't accept: deck number n (from 1), and why.
type deckNameError struct {
	n    int
	name string
	why  string
}

func (e *deckNameError) Error() string {
	return fmt.Sprintf("WithDecks: deck %d (%q) %s", e.n, e.name, e.why)
}

func (e *deckNameError) Unwrap() error { return errDeckName }

// checkDeckNames returns a *deckNameError for the first deck
// whose name is empty, has a comma, begins or ends with a space, or is
// the name of a preset of the pool or of a deck before it.
func checkDeckNames(decks []cards.Preset) error {
	taken := map[string]string{}
	for _, p := range cards.Presets() {
		taken[p.Name] = "a preset deck of the card pool"
	}
	for i, d := range decks {
		why := ""
		switch {
		case d.Name == "":
			why = "has no name"
		case strings.Contains(d.Name, ","):
			why = "has a comma in its name: --decks separates names with commas"
		case strings.TrimSpace(d.Name) != d.Name:
			why = "has a space at the start or end of its name"
		case taken[d.Name] != "":
			why = "has the name of " + taken[d.Name] + "; give it another name"
		}
		if why != "" {
			return &deckNameError{n: i + 1, name: d.Name, why: why}
		}
		taken[d.Name] = "another deck given to WithDecks"
	}
	return nil
}
