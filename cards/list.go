package cards

import (
	"cmp"
	"slices"

	"github.com/cathar-engine/cathar/engine"
)

// Cards returns every card of the pool once (a double-faced card under its
// front face), sorted by name. Tokens are not cards of the pool: Tokens
// lists them.
func Cards() []*engine.CardDef { return builtin.Cards() }

// Tokens returns the definitions of the tokens that cards of the pool
// create, sorted by name. Lookup finds them by name too.
func Tokens() []*engine.CardDef { return builtin.Tokens() }

// IsToken reports whether d is the definition of a token of the pool.
func IsToken(d *engine.CardDef) bool { return builtin.IsToken(d) }

func sortByName(defs []*engine.CardDef) []*engine.CardDef {
	slices.SortFunc(defs, func(a, b *engine.CardDef) int { return cmp.Compare(a.Front.Name, b.Front.Name) })
	return defs
}
