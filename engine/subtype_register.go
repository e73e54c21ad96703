package engine

import (
	"strings"
	"sync"
	"sync/atomic"
	"unicode"
)

// maxSubtypes bounds built-in and registered subtypes together, so that a
// value fits a SubtypeSet's 16-bit lanes with room for its markers.
const maxSubtypes = 0xF000

// registry holds the subtypes registered by the program. Registration takes
// the mutex and publishes a new, immutable registered value; readers load
// it without locking, so games may run while a subtype is registered.
var registry struct {
	mu  sync.Mutex
	cur atomic.Pointer[registered]
}

// registered is one published state of the registry. It is never modified
// once published.
type registered struct {
	infos []subtypeInfo      // the subtype numBuiltinSubtypes+i is infos[i]
	index map[string]Subtype // by canonical name
}

func init() { registry.cur.Store(&registered{}) }

// RegisterSubtype adds a subtype of the program's own, of kind kind, and
// returns its value; ParseSubtype and String know it from then on, in every
// game. It is safe to call at any time, from any goroutine, typically from
// an init function next to the cards that use it.
//
// Names are compared without regard to case, "zombie" being Zombie: a
// name that already exists (built in or registered) in any case with the
// same kind returns the existing subtype; with another kind it is an
// ErrSubtypeKind error, since a name belongs to one list (CR 205.3c). The
// name must be one word of letters, digits, hyphens and apostrophes, or for
// a creature type two such words (CR 205.3b); otherwise it is an
// ErrSubtypeName error. Errors are *SubtypeError values, returned with
// InvalidSubtype.
func RegisterSubtype(name string, kind SubtypeKind) (Subtype, error) {
	name = canonicalName(name)
	if kind == 0 || kind >= numSubtypeKinds {
		return InvalidSubtype, &SubtypeError{Name: name, Err: ErrInvalidValue}
	}
	if !validSubtypeName(name, kind) {
		return InvalidSubtype, &SubtypeError{Name: name, Err: ErrSubtypeName}
	}
	registry.mu.Lock()
	defer registry.mu.Unlock()
	old := registry.cur.Load()
	if t, ok := old.findFold(name); ok {
		if t.Kind() != kind {
			return InvalidSubtype, &SubtypeError{Name: name, Value: t, Err: ErrSubtypeKind}
		}
		return t, nil
	}
	t := numBuiltinSubtypes + Subtype(len(old.infos))
	if t >= maxSubtypes {
		return InvalidSubtype, &SubtypeError{Name: name, Err: ErrInvalidValue}
	}
	next := &registered{
		infos: append(old.infos[:len(old.infos):len(old.infos)], subtypeInfo{name: name, kind: kind}),
		index: make(map[string]Subtype, len(old.index)+1),
	}
	for n, v := range old.index {
		next.index[n] = v
	}
	next.index[name] = t
	registry.cur.Store(next)
	return t, nil
}

// findFold returns the subtype, built in or registered in r, whose name is
// name regardless of case (canonical apostrophes), and whether there is
// one. Only registration needs it, so it scans rather than keeping
// another index.
func (r *registered) findFold(name string) (Subtype, bool) {
	if t, ok := builtinIndex[name]; ok {
		return t, true
	}
	if t, ok := r.index[name]; ok {
		return t, true
	}
	for i := range builtinSubtypes {
		if strings.EqualFold(builtinSubtypes[i].name, name) {
			return Subtype(i), true
		}
	}
	for i := range r.infos {
		if strings.EqualFold(r.infos[i].name, name) {
			return numBuiltinSubtypes + Subtype(i), true
		}
	}
	return InvalidSubtype, false
}

// validSubtypeName reports whether name can be a subtype of kind: words of
// letters, digits, hyphens and apostrophes, each beginning with a letter;
// one word, or two for a creature type (CR 205.3b).
func validSubtypeName(name string, kind SubtypeKind) bool {
	words := strings.Split(name, " ")
	if len(words) > 2 || len(words) == 2 && kind != CreatureType {
		return false
	}
	for _, w := range words {
		for i, r := range w {
			if !unicode.IsLetter(r) && (i == 0 || !unicode.IsDigit(r) && r != '-' && r != '’') {
				return false
			}
		}
		if w == "" {
			return false
		}
	}
	return true
}
