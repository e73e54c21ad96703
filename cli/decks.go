package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/decklist"
	"github.com/cathar-engine/cathar/engine"
)

// deck is a deck a command deals: its name in reports (a preset's or
// program's deck's name, or a deck list's) and its cards, top card last,
// as looked up once. library copies them for each
// game.
type deck struct {
	name  string
	cards []*engine.CardDef
}

// library returns a fresh copy of the deck's cards, for one player of one
// game.
func (d deck) library() []*engine.CardDef { return slices.Clone(d.cards) }

// errUnknownDeck is the error of an item of --decks that is neither a
// preset of the card pool, nor one of the program's decks, nor a file
// name (isDeckFile).
var errUnknownDeck = errors.New("unknown deck")

// deckError is the error of a deck that names a card the command's
// registry can't deal: not in it, a token (CR 111.6: a token is not a
// card), or a count under one.
type deckError struct {
	deck string
	card string
	why  string
	err  error // the lookup's error, for a card not in the registry
}

func (e *deckError) Error() string {
	if e.card == "" {
		return fmt.Sprintf("deck %q %s", e.deck, e.why)
	}
	return fmt.Sprintf("deck %q: card %q %s", e.deck, e.card, e.why)
}

// Unwrap returns the lookup's error of a card not in the registry (an
// *engine.UnknownCardError, which wraps engine.ErrUnknownCard), nil
// otherwise.
func (e *deckError) Unwrap() error { return e.err }

// resolveDeck returns the deck an item of --decks means, the one place
// where a deck on the command line becomes cards: play --decks, replay
// --decks and serve --decks (and its aliases --deck and --opponent) all
// call it. The rule, the same for every command:
//
//   - the name of a deck the command knows, a preset of the card pool
//     (cards.Presets) or a deck of the program's (WithDecks), is that
//     deck, its cards looked up in the command's registry — even when a
//     file of that name exists;
//   - any other item that looks like a file name (isDeckFile: it holds a
//     path separator, or ends in .txt or .dek) is a deck-list file, read
//     with the registry (package decklist) and, unless f is
//     decklist.Custom, checked for the format f; the deck's name is the
//     list's (its Name: line, or the file's name without its folder and
//     extension);
//   - anything else is an unknown deck: an error wrapping errUnknownDeck.
//
// A preset or program's deck with a card the registry can't deal is a
// *deckError; a file that can't be read, doesn't parse or fails the
// check, a decklist.ErrorList, each of its errors FILE:LINE: message.
func (c *command) resolveDeck(item string, f decklist.Format) (deck, error) {
	if i := slices.IndexFunc(c.presets(), func(p cards.Preset) bool { return p.Name == item }); i >= 0 {
		return c.presetDeck(c.presets()[i])
	}
	if isDeckFile(item) {
		return c.fileDeck(item, f)
	}
	if st, err := os.Stat(item); err == nil && st.Mode().IsRegular() {
		return deck{}, fmt.Errorf("%w %q (to read the file %s as a deck list, write ./%s)", errUnknownDeck, item, item, item)
	}
	return deck{}, fmt.Errorf("%w %q", errUnknownDeck, item)
}

// deckFileRule says, for the help of --decks, which items are files.
const deckFileRule = "an item with a / or ending in .txt or .dek"

// deckFilesHelp ends the help of the commands that take --decks.
const deckFilesHelp = `
deck-list files: an item of --decks that is not the name of a deck below, and holds a /
or ends in .txt or .dek, is a deck list (Arena, Magic Online or by hand; docs/decklists.md),
its cards read in the command's cards; a file of this folder is ./NAME. The name of a deck
below always wins. The list is checked for --format (custom, any deck, by default);
cathar decks check FILE... checks lists without playing.
`

// deckFormatFlag defines --format on fs, the format the deck-list files
// of --decks are checked for: custom (no check) unless given.
func deckFormatFlag(fs *flag.FlagSet) *decklist.Format {
	f := new(decklist.Format)
	*f = decklist.Custom
	fs.Var(f, "format", "check each deck-list file of --decks for this `format`: constructed, limited or custom (any deck)")
	return f
}

// isDeckFile reports whether an item of --decks that is not the name of
// a deck the command knows names a deck-list file: it holds a slash (or
// the system's path separator), or ends in .txt or .dek, in any case. A
// file in the working folder without such an ending is written ./NAME.
func isDeckFile(item string) bool {
	if strings.ContainsRune(item, '/') || strings.ContainsRune(item, filepath.Separator) {
		return true
	}
	ext := strings.ToLower(filepath.Ext(item))
	return ext == ".txt" || ext == ".dek"
}

// presetDeck deals a preset of the card pool or a deck of the program's,
// its cards looked up in the command's registry.
func (c *command) presetDeck(p cards.Preset) (deck, error) {
	name := p.Name
	if len(p.Entries) == 0 {
		return deck{}, &deckError{deck: name, why: "has no cards"}
	}
	d := deck{name: name}
	for _, e := range p.Entries {
		def, err := c.reg.Lookup(e.Name)
		switch {
		case err != nil:
			why := fmt.Sprintf("is not in the cards of registry %q", c.reg.Name())
			if s := c.reg.Suggest(e.Name, cards.MaxSuggestions); len(s) > 0 {
				why += fmt.Sprintf("; did you mean %q?", s[0])
			}
			return deck{}, &deckError{deck: name, card: e.Name, why: why, err: err}
		case c.reg.IsToken(def):
			return deck{}, &deckError{deck: name, card: e.Name, why: "is a token, not a card (CR 111.6): a deck holds cards"}
		case e.Count < 1:
			return deck{}, &deckError{deck: name, card: e.Name, why: fmt.Sprintf("has count %d: a deck holds at least one copy of each card it names", e.Count)}
		}
		for range e.Count {
			d.cards = append(d.cards, def)
		}
	}
	return d, nil
}

// fileDeck reads the deck-list file path with the command's registry and
// checks it for format f (nothing for decklist.Custom). Every error is
// a decklist.ErrorList: the list's own, or the one error of a file that
// can't be read (readError).
func (c *command) fileDeck(path string, f decklist.Format) (deck, error) {
	d, err := c.readDeckList(path)
	if err != nil {
		return deck{}, err
	}
	if err := d.Check(f, nil); err != nil {
		return deck{}, err
	}
	return deck{name: d.Name, cards: d.Cards()}, nil
}

// readDeckList parses the deck-list file path with the command's
// registry. A file that can't be read is a decklist.ErrorList of one
// error, "FILE: why", that wraps the os package's error (errors.Is
// fs.ErrNotExist for a missing file), so that every error of a deck list
// prints as its lines.
func (c *command) readDeckList(path string) (*decklist.Deck, error) {
	d, err := decklist.ParseFile(path, c.reg)
	var list decklist.ErrorList
	if err != nil && !errors.As(err, &list) {
		return nil, decklist.ErrorList{{File: path, Msg: unwrapPath(err).Error(), Err: err}}
	}
	return d, err
}

// writeDeckListErrors writes err on w, one line for each error of a
// deck list (FILE:LINE: message, as they are), and reports whether err
// was a deck list's; any other error is left to the caller.
func writeDeckListErrors(w io.Writer, err error) bool {
	var list decklist.ErrorList
	if !errors.As(err, &list) {
		return false
	}
	for _, e := range list {
		fmt.Fprintln(w, e.Error())
	}
	return true
}

// resolveDecks resolves a comma-separated list of items of --decks, each
// trimmed of spaces, for format f (resolveDeck).
func (c *command) resolveDecks(list string, f decklist.Format) ([]deck, error) {
	var out []deck
	for _, item := range strings.Split(list, ",") {
		d, err := c.resolveDeck(strings.TrimSpace(item), f)
		if err != nil {
			return nil, err
		}
		out = append(out, d)
	}
	return out, nil
}

// presets returns the decks the command knows: the presets of the card
// pool, then the program's.
func (c *command) presets() []cards.Preset {
	return append(cards.Presets(), c.decks...)
}

// presetList describes the decks the command knows, for the help text
// and the error of an unknown deck.
func (c *command) presetList() string {
	var b strings.Builder
	for _, p := range c.presets() {
		fmt.Fprintf(&b, "  %-11s %s\n", p.Name, p.About)
	}
	return b.String()
}

// presetNames lists the names of the decks the command knows.
func (c *command) presetNames() []string {
	var names []string
	for _, p := range c.presets() {
		names = append(names, p.Name)
	}
	return names
}
