package decklist

import (
	"fmt"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
)

// Deck is a deck list: a main deck and a sideboard (CR 100.4), each a
// list of entries in the order of the file.
type Deck struct {
	// File is the file name the list was read from, as given to Parse;
	// Check names it in its errors.
	File string
	// Name is the deck's name: a "Name:" line (or the name of Arena's
	// About section), or else the file name without its folder and
	// extension.
	Name string
	// About is the text of an "About:" line, or "".
	About string
	// Main is the main deck; Sideboard the sideboard.
	Main, Sideboard []Entry
}

// Entry is one card line: a card and its number of copies.
type Entry struct {
	// Count is the number of copies, from 1 to MaxCount.
	Count int
	// Name is the card's name: its front face's name for a double-faced
	// card (CR 712.8a), however the line wrote it.
	Name string
	// Def is the card's definition in the registry.
	Def *engine.CardDef
	// Set and Number are the set code and collector number of Arena's
	// "4 Brutal Cathar (MID) 7", as written, or "": they name a printing,
	// which changes nothing in a game, and are kept for tools.
	Set, Number string
	// Line is the line of the entry in its file, from 1; 0 for an entry
	// not read from a file.
	Line int
}

// Cards returns the main deck as card definitions, each entry's
// definition Count times, in the order of the list: the library that
// engine.PlayerConfig takes. It is a new slice on each call.
func (d *Deck) Cards() []*engine.CardDef {
	main, _ := d.Counts()
	out := make([]*engine.CardDef, 0, main)
	for _, e := range d.Main {
		for range e.Count {
			out = append(out, e.Def)
		}
	}
	return out
}

// Counts returns the number of cards of the main deck and of the
// sideboard.
func (d *Deck) Counts() (main, sideboard int) {
	return total(d.Main), total(d.Sideboard)
}

func total(entries []Entry) int {
	n := 0
	for _, e := range entries {
		n += e.Count
	}
	return n
}

// Preset returns the main deck as a preset deck of package cards: the
// deck's name and about text, and an entry for each line of the main
// deck.
func (d *Deck) Preset() cards.Preset {
	p := cards.Preset{Name: d.Name, About: d.About, Entries: make([]cards.DeckEntry, len(d.Main))}
	for i, e := range d.Main {
		p.Entries[i] = cards.DeckEntry{Name: e.Name, Count: e.Count}
	}
	return p
}

// FromPreset returns a preset deck (cards.Presets) as a Deck with no
// sideboard, its names looked up in reg (the built-in pool when reg is
// nil), so that Check and String take the built-in decks as they take a
// file. The error wraps engine.ErrUnknownCard for a name reg lacks, and
// ErrCount for a count below 1 or above MaxCount, ErrToken for a token.
func FromPreset(p cards.Preset, reg *cards.Registry) (*Deck, error) {
	if reg == nil {
		reg = cards.Builtin()
	}
	d := &Deck{Name: p.Name, About: p.About, Main: make([]Entry, len(p.Entries))}
	for i, e := range p.Entries {
		if e.Count < 1 || e.Count > MaxCount {
			return nil, fmt.Errorf("deck %s: %s: count %d: %w", p.Name, e.Name, e.Count, ErrCount)
		}
		def, err := reg.Lookup(e.Name)
		if err != nil {
			return nil, fmt.Errorf("deck %s: %w", p.Name, err)
		}
		if reg.IsToken(def) {
			return nil, fmt.Errorf("deck %s: %s: %w (CR 111.6)", p.Name, e.Name, ErrToken)
		}
		d.Main[i] = Entry{Count: e.Count, Name: def.Front.Name, Def: def}
	}
	return d, nil
}
