// Package cards holds the card pool of Cathar: each card defined through
// the engine's public definition types, and a registry to look them up by
// name.
package cards

import (
	"fmt"
	"slices"

	"github.com/cathar-engine/cathar/engine"
)

var registry = map[string]*engine.CardDef{}

// tokens are the definitions of the tokens cards create. They are not
// cards of the pool (Names leaves them out), but Lookup finds them, so
// that a snapshot or a recording naming a token can be restored.
var tokens = map[string]*engine.CardDef{}

func init() {
	for _, d := range []*engine.CardDef{soldierToken, thopterToken} {
		tokens[d.Front.Name] = d
	}
}

// register adds definitions under their front names and, for double-faced
// cards, their back names.
func register(defs ...*engine.CardDef) {
	for _, d := range defs {
		engine.Finish(d)
		if _, dup := registry[d.Front.Name]; dup {
			panic("cards: duplicate card " + d.Front.Name)
		}
		registry[d.Front.Name] = d
		if d.Back != nil {
			registry[d.Back.Name] = d
		}
	}
}

// Lookup returns the card with that name (either face's name for a
// double-faced card), or the token definition with that name. The error
// wraps engine.ErrUnknownCard.
func Lookup(name string) (*engine.CardDef, error) {
	d, ok := registry[name]
	if !ok {
		d, ok = tokens[name]
	}
	if !ok {
		d, ok = testCards[name]
	}
	if !ok {
		return nil, fmt.Errorf("%q: %w", name, engine.ErrUnknownCard)
	}
	return d, nil
}

// MustLookup is Lookup for names known to exist; it panics otherwise.
func MustLookup(name string) *engine.CardDef {
	d, err := Lookup(name)
	if err != nil {
		panic(err)
	}
	return d
}

// Names returns every card name in the pool, faces included, sorted.
func Names() []string {
	out := make([]string, 0, len(registry))
	for n := range registry {
		out = append(out, n)
	}
	slices.Sort(out)
	return out
}
