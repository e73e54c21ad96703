package cards

import (
	"errors"
	"strconv"
	"strings"

	"github.com/cathar-engine/cathar/engine"
)

// ErrBuiltin is the error of registering in the built-in pool: a program
// registers its cards in a registry made on it (NewRegistry).
var ErrBuiltin = errors.New("the built-in pool takes no new cards; register them in a registry made with cards.NewRegistry(name, cards.Builtin())")

// ErrDuplicateCard is wrapped by every DuplicateCardError.
var ErrDuplicateCard = errors.New("card defined twice")

// Definition is a card or token definition and the registry that holds
// it.
type Definition struct {
	Registry string
	Def      *engine.CardDef
}

// String names the definition: its full name, its mana cost and type
// line, and its registry.
func (d Definition) String() string {
	f := &d.Def.Front
	s := strconv.Quote(f.Name)
	if d.Def.Back != nil {
		s = strconv.Quote(f.Name + " // " + d.Def.Back.Name)
	}
	if f.ManaCost.Present {
		s += " " + f.ManaCost.String()
	}
	var types []string
	for t := range engine.CardType(8) {
		if f.Types.Has(t) {
			types = append(types, t.String())
		}
	}
	return s + " (" + strings.Join(types, " ") + ") in registry " + strconv.Quote(d.Registry)
}

// DuplicateCardError is the error of a name that two different
// definitions give a card, a face or a token (CR 201.2: a name is one
// card's). It names both and unwraps to ErrDuplicateCard.
type DuplicateCardError struct {
	// Name is the name both use.
	Name string
	// First is the definition that had the name; Second the one that was
	// refused.
	First, Second Definition
}

// Error names both definitions.
func (e *DuplicateCardError) Error() string {
	return "card " + strconv.Quote(e.Name) + " is defined twice: by " + e.First.String() + " and by " + e.Second.String()
}

// Unwrap returns ErrDuplicateCard.
func (e *DuplicateCardError) Unwrap() error { return ErrDuplicateCard }
