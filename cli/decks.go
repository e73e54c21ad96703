package cli

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
)

// deck is a deck a command deals: its name on the command line and its
// cards, top card last, as looked up once. library copies them for each
// game.
type deck struct {
	name  string
	cards []*engine.CardDef
}

// library returns a fresh copy of the deck's cards, for one player of one
// game.
func (d deck) library() []*engine.CardDef { return slices.Clone(d.cards) }

// errUnknownDeck is the error of a deck name that is neither a preset of
// the card pool nor one of the program's decks.
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

// resolveDeck returns the deck a name on the command line means: a preset
// of the card pool (cards.Presets) or a deck of the program's
// (WithDecks), its cards looked up in the command's registry. It is the
// one place where a deck's name becomes cards: play --decks, replay
// --decks and serve --deck and --opponent all call it. An unknown name
// is an error wrapping errUnknownDeck; a card the registry can't deal,
// a *deckError.
func (c *command) resolveDeck(name string) (deck, error) {
	i := slices.IndexFunc(c.presets(), func(p cards.Preset) bool { return p.Name == name })
	if i < 0 {
		return deck{}, fmt.Errorf("%w %q", errUnknownDeck, name)
	}
	p := c.presets()[i]
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

// resolveDecks resolves a comma-separated list of deck names, each name
// trimmed of spaces.
func (c *command) resolveDecks(list string) ([]deck, error) {
	var out []deck
	for _, name := range strings.Split(list, ",") {
		d, err := c.resolveDeck(strings.TrimSpace(name))
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
