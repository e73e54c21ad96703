package decklist

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/cathar-engine/cathar/engine"
)

// The numbers of the deck-construction rules.
const (
	constructedMinimum = 60 // CR 100.2a
	copiesMaximum      = 4  // CR 100.2a, counting the sideboard too (100.4a)
	sideboardMaximum   = 15 // CR 100.4a
	limitedMinimum     = 40 // CR 100.2b
)

// Check checks the deck against the deck-construction rules of format f
// and returns every problem it finds, each a *Error wrapping ErrDeckSize,
// ErrSideboardSize, ErrCopies or ErrNotInPool, together in an ErrorList;
// nil when the deck is legal.
//
//   - Constructed: a main deck of at least 60 cards (CR 100.2a); at most
//     four copies of a card, counting the main deck and the sideboard
//     together, but any number of a basic land — a card with the
//     supertype basic (CR 100.2a, 100.4a, 205.4c); a sideboard of at
//     most 15 cards (CR 100.4a).
//   - Limited: a main deck of at least 40 cards, any number of copies
//     (CR 100.2b). When pool is not nil (the cards opened, say, as a list
//     of its own: its main deck and sideboard together), every card of
//     the main deck and sideboard but a basic land comes from the pool,
//     no more copies than it holds (CR 100.2b, 100.4b).
//   - Custom: nothing.
//
// Cards are counted by name (an entry's Name, a double-faced card's front
// name), as the rules count copies by English name. pool is read only by
// Limited. A format value that is none of these is an error wrapping
// ErrFormat. Not checked: a card whose own text allows any number of
// copies (CR 113.6n; the pool has none), names that count as one (CR
// 201.3), and the cards a tournament format bans, which its own
// documents list.
func (d *Deck) Check(f Format, pool *Deck) error {
	if d == nil {
		return ErrorList{{Msg: "no deck to check", Err: ErrEmpty}}
	}
	var errs ErrorList
	switch f {
	case Constructed:
		errs = d.checkConstructed()
	case Limited:
		errs = d.checkLimited(pool)
	case Custom:
	default:
		errs = ErrorList{{File: d.File, Msg: fmt.Sprintf("format %v: %v", f, ErrFormat), Err: ErrFormat}}
	}
	slices.SortStableFunc(errs, func(a, b *Error) int { return cmp.Compare(a.Line, b.Line) })
	return errs.err()
}

// fail returns a problem of the deck at a line (0 for the whole deck).
func (d *Deck) fail(line int, err error, format string, args ...any) *Error {
	return &Error{File: d.File, Line: line, Msg: fmt.Sprintf(format, args...), Err: err}
}

// checkConstructed applies CR 100.2a and 100.4a.
func (d *Deck) checkConstructed() ErrorList {
	var errs ErrorList
	main, side := d.Counts()
	if main < constructedMinimum {
		errs = append(errs, d.fail(0, ErrDeckSize, "main deck has %d cards; constructed needs at least %d (CR 100.2a)", main, constructedMinimum))
	}
	if side > sideboardMaximum {
		errs = append(errs, d.fail(0, ErrSideboardSize, "sideboard has %d cards; constructed allows at most %d (CR 100.4a)", side, sideboardMaximum))
	}
	for _, t := range tallies(d) {
		if !t.basic && t.main+t.side > copiesMaximum {
			errs = append(errs, d.fail(t.line, ErrCopies, "%s: %d copies %s; constructed allows at most %d of a card other than a basic land, counting the sideboard (CR 100.2a, 100.4a)",
				t.name, t.main+t.side, t.where(), copiesMaximum))
		}
	}
	return errs
}

// checkLimited applies CR 100.2b, with the pool when there is one.
func (d *Deck) checkLimited(pool *Deck) ErrorList {
	var errs ErrorList
	if main, _ := d.Counts(); main < limitedMinimum {
		errs = append(errs, d.fail(0, ErrDeckSize, "main deck has %d cards; limited needs at least %d (CR 100.2b)", main, limitedMinimum))
	}
	if pool == nil {
		return errs
	}
	have := map[string]int{}
	for _, t := range tallies(pool) {
		have[t.name] = t.main + t.side
	}
	from := "the pool"
	if name := cmp.Or(pool.File, pool.Name); name != "" {
		from += " (" + name + ")"
	}
	for _, t := range tallies(d) {
		n := have[t.name]
		if t.basic || t.main+t.side <= n {
			continue
		}
		if n == 0 {
			errs = append(errs, d.fail(t.line, ErrNotInPool, "%s is not in %s; a limited deck takes its cards from the pool, and any basic land (CR 100.2b)", t.name, from))
			continue
		}
		errs = append(errs, d.fail(t.line, ErrNotInPool, "%s: %d copies %s, %d in %s; a limited deck takes its cards from the pool, and any basic land (CR 100.2b)",
			t.name, t.main+t.side, t.where(), n, from))
	}
	return errs
}

// tally is the copies of one card in a deck.
type tally struct {
	name       string
	basic      bool
	main, side int
	line       int // the first line that names it
}

// where says where the copies are.
func (t *tally) where() string {
	switch {
	case t.side == 0:
		return "in the main deck"
	case t.main == 0:
		return "in the sideboard"
	}
	return fmt.Sprintf("(%d in the main deck, %d in the sideboard)", t.main, t.side)
}

// tallies counts the copies of each card of d by name, in the order of
// the main deck then the sideboard.
func tallies(d *Deck) []*tally {
	var out []*tally
	by := map[string]*tally{}
	add := func(e Entry, side bool) {
		name := e.Name
		if e.Def != nil {
			name = e.Def.Front.Name
		}
		t := by[name]
		if t == nil {
			t = &tally{name: name, basic: isBasic(e.Def)}
			by[name] = t
			out = append(out, t)
		}
		if e.Line > 0 && (t.line == 0 || e.Line < t.line) {
			t.line = e.Line
		}
		if side {
			t.side += e.Count
		} else {
			t.main += e.Count
		}
	}
	for _, e := range d.Main {
		add(e, false)
	}
	for _, e := range d.Sideboard {
		add(e, true)
	}
	return out
}

// isBasic reports whether a card is a basic land: a card with the
// supertype basic (CR 205.4c), read from the engine's definition of its
// front face (a double-faced card is never one), not from a list of
// names.
func isBasic(def *engine.CardDef) bool {
	return def != nil && def.Front.Supertypes.Has(engine.Basic) && def.Front.Types.Has(engine.Land)
}
