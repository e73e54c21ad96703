// Package cards holds the card pool of Cathar: each card defined through
// the engine's public definition types, and a registry to look them up by
// name.
package cards

import (
	"errors"
	"slices"
	"sync"

	"github.com/cathar-engine/cathar/engine"
)

// Registry is a set of card and token definitions looked up by name: the
// built-in pool (Builtin), or a registry of a program's own cards built on
// it (NewRegistry). Register finishes and validates each definition
// (engine.Finish, engine.Validate) before it is added, so a registered
// card is always whole. A registry is read by any number of goroutines
// once its cards are registered; Register must not run at the same time
// as other calls on it.
type Registry struct {
	name   string
	bases  []*Registry
	cards  map[string]*engine.CardDef // by face name; a double-faced card twice
	tokens map[string]*engine.CardDef // by name

	foldMu sync.Mutex
	folded map[string]string // Fold(name) -> name, built on first use
}

// builtin is the registry of the pool's cards and tokens.
var builtin = newRegistry("builtin")

func newRegistry(name string, bases ...*Registry) *Registry {
	return &Registry{name: name, bases: bases, cards: map[string]*engine.CardDef{}, tokens: map[string]*engine.CardDef{}}
}

func init() {
	mustRegisterTokens(append([]*engine.CardDef{soldierToken, thopterToken}, engine.PredefinedTokens()...)...)
}

// Builtin returns the registry of the built-in pool: its cards and the
// tokens they create. Its Register refuses new cards (ErrBuiltin); a
// program's cards go in a registry made on it with NewRegistry.
func Builtin() *Registry { return builtin }

// NewRegistry returns an empty registry named name (the name appears in
// errors) whose lookups also see the cards and tokens of bases, usually
// Builtin(). Two bases that define the same name differently are a
// *DuplicateCardError; bases that share a registry (both made on Builtin)
// are not.
func NewRegistry(name string, bases ...*Registry) (*Registry, error) {
	r := newRegistry(name, bases...)
	seen := map[string]Definition{}
	for _, b := range bases {
		for _, d := range b.all() {
			if err := checkNew(seen, d); err != nil {
				return nil, err
			}
		}
	}
	return r, nil
}

// Name returns the registry's name.
func (r *Registry) Name() string { return r.name }

// Register finishes, validates and adds card definitions, under their
// front names and, for double-faced cards, their back names. Nothing is
// added unless every definition is valid and every name is new: the
// error then joins a *engine.CardError for each problem of a definition
// and a *DuplicateCardError for each name defined twice, here or in a
// base.
func (r *Registry) Register(defs ...*engine.CardDef) error {
	if r == builtin {
		return ErrBuiltin
	}
	return r.add(r.cards, defs)
}

// RegisterTokens is Register for token definitions (CR 111.4): Lookup
// finds them by name, so that a scenario, a snapshot or a recording can
// name them, but Names and Cards leave them out, and no setup can put
// one in a zone as a card (CR 111.6). A token's definition is what
// Resolution.CreateTokens is given.
func (r *Registry) RegisterTokens(defs ...*engine.CardDef) error {
	if r == builtin {
		return ErrBuiltin
	}
	return r.add(r.tokens, defs)
}

func (r *Registry) add(into map[string]*engine.CardDef, defs []*engine.CardDef) error {
	var errs []error
	seen := map[string]Definition{}
	for _, d := range r.all() {
		seen[d.Def.Front.Name] = d
		if d.Def.Back != nil {
			seen[d.Def.Back.Name] = d
		}
	}
	for _, d := range defs {
		if d != nil {
			engine.Finish(d)
		}
		if err := engine.Validate(d); err != nil {
			errs = append(errs, err)
			continue
		}
		if err := checkNew(seen, Definition{Registry: r.name, Def: d}); err != nil {
			errs = append(errs, err)
		}
	}
	if len(errs) > 0 {
		return errors.Join(errs...)
	}
	for _, d := range defs {
		into[d.Front.Name] = d
		if d.Back != nil {
			into[d.Back.Name] = d
		}
	}
	r.foldMu.Lock()
	r.folded = nil
	r.foldMu.Unlock()
	return nil
}

// checkNew adds d's names to seen, or returns a *DuplicateCardError when
// one of them names another definition already.
func checkNew(seen map[string]Definition, d Definition) error {
	names := []string{d.Def.Front.Name}
	if d.Def.Back != nil {
		names = append(names, d.Def.Back.Name)
	}
	for _, n := range names {
		if old, dup := seen[n]; dup && old.Def != d.Def {
			return &DuplicateCardError{Name: n, First: old, Second: d}
		}
	}
	for _, n := range names {
		seen[n] = d
	}
	return nil
}

// all returns every definition r and its bases hold, cards and tokens,
// each once, with the registry that holds it, in a fixed order: bases
// first, then r's own, each sorted by name.
func (r *Registry) all() []Definition {
	var out []Definition
	have := map[*engine.CardDef]bool{}
	var walk func(x *Registry)
	walk = func(x *Registry) {
		for _, b := range x.bases {
			walk(b)
		}
		for _, m := range []map[string]*engine.CardDef{x.cards, x.tokens} {
			for _, d := range sortedDefs(m) {
				if !have[d] {
					have[d] = true
					out = append(out, Definition{Registry: x.name, Def: d})
				}
			}
		}
	}
	walk(r)
	return out
}

// sortedDefs returns the definitions of m once each, sorted by name.
func sortedDefs(m map[string]*engine.CardDef) []*engine.CardDef {
	out := make([]*engine.CardDef, 0, len(m))
	for name, d := range m {
		if name == d.Front.Name {
			out = append(out, d)
		}
	}
	return sortByName(out)
}

// find returns the card (tokens false) or token definition named name in
// r or its bases.
func (r *Registry) find(name string, tokens bool) (*engine.CardDef, bool) {
	m := r.cards
	if tokens {
		m = r.tokens
	}
	if d, ok := m[name]; ok {
		return d, true
	}
	for _, b := range r.bases {
		if d, ok := b.find(name, tokens); ok {
			return d, true
		}
	}
	return nil, false
}

// Lookup returns the card with that name (either face's name for a
// double-faced card), or the token definition with that name. The error
// is an *engine.UnknownCardError naming it, which wraps
// engine.ErrUnknownCard. Its method value is the lookup engine.Restore and
// engine.Replay take.
func (r *Registry) Lookup(name string) (*engine.CardDef, error) {
	d, ok := r.find(name, false)
	if !ok {
		d, ok = r.find(name, true)
	}
	if !ok {
		return nil, &engine.UnknownCardError{Name: name}
	}
	return d, nil
}

// MustLookup is Lookup for names known to exist; it panics otherwise.
func (r *Registry) MustLookup(name string) *engine.CardDef {
	d, err := r.Lookup(name)
	if err != nil {
		panic(err)
	}
	return d
}

// Names returns every card name of the registry and its bases, faces
// included, sorted. Token names are left out (TokenNames).
func (r *Registry) Names() []string { return r.names(false) }

// TokenNames returns the names of the token definitions, sorted.
func (r *Registry) TokenNames() []string { return r.names(true) }

func (r *Registry) names(tokens bool) []string {
	var out []string
	var walk func(x *Registry)
	walk = func(x *Registry) {
		m := x.cards
		if tokens {
			m = x.tokens
		}
		for n := range m {
			out = append(out, n)
		}
		for _, b := range x.bases {
			walk(b)
		}
	}
	walk(r)
	slices.Sort(out)
	return slices.Compact(out)
}

// Cards returns every card once (a double-faced card under its front
// face), sorted by name. Tokens are not cards: Tokens lists them.
func (r *Registry) Cards() []*engine.CardDef { return r.defs(false) }

// Tokens returns the token definitions, sorted by name.
func (r *Registry) Tokens() []*engine.CardDef { return r.defs(true) }

func (r *Registry) defs(tokens bool) []*engine.CardDef {
	var out []*engine.CardDef
	for _, n := range r.names(tokens) {
		d, _ := r.find(n, tokens)
		if n == d.Front.Name {
			out = append(out, d)
		}
	}
	return out
}

// IsToken reports whether d is the definition of a token of the registry.
func (r *Registry) IsToken(d *engine.CardDef) bool {
	t, ok := r.find(d.Front.Name, true)
	return ok && t == d
}

// IsTokenName reports whether name is the name of a token definition
// rather than of a card: a token is not a card (CR 111.6), so no setup
// can put one in a zone as a card.
func (r *Registry) IsTokenName(name string) bool {
	_, tok := r.find(name, true)
	_, card := r.find(name, false)
	return tok && !card
}

// register adds definitions of the pool; a definition the engine refuses
// is a bug of the pool.
func register(defs ...*engine.CardDef) {
	if err := builtin.add(builtin.cards, defs); err != nil {
		panic("cards: " + err.Error())
	}
}

// mustRegisterTokens adds token definitions of the pool.
func mustRegisterTokens(defs ...*engine.CardDef) {
	if err := builtin.add(builtin.tokens, defs); err != nil {
		panic("cards: " + err.Error())
	}
}

// Lookup returns the card of the built-in pool with that name (either
// face's name for a double-faced card), or the token definition with that
// name. The error is an *engine.UnknownCardError, which wraps
// engine.ErrUnknownCard. It is Builtin().Lookup.
func Lookup(name string) (*engine.CardDef, error) { return builtin.Lookup(name) }

// MustLookup is Lookup for names known to exist; it panics otherwise.
func MustLookup(name string) *engine.CardDef { return builtin.MustLookup(name) }

// Names returns every card name in the pool, faces included, sorted.
func Names() []string { return builtin.Names() }
