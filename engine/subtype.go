package engine

//go:generate go test -run TestSubtypeTable -update-subtype-table

import (
	"errors"
	"strings"
)

// Subtype is a subtype (CR 205.3): a creature, artifact, enchantment, land,
// planeswalker, spell or battle type. Every subtype the rules list is built
// in (the constants of subtype_table.go); a program adds its own with
// RegisterSubtype. A Subtype is a small integer that stays the same for the
// life of the process: built-in values never change, registered ones follow
// them in the order of registration.
type Subtype uint16

// SubtypeKind is the list a subtype belongs to, which says the card types
// it goes with (CR 205.3c–d, 205.3g–m, 205.3q).
type SubtypeKind uint8

// The kinds of subtypes the engine knows. The zero SubtypeKind is none.
const (
	CreatureType     SubtypeKind = iota + 1 // creatures (CR 205.3m)
	ArtifactType                            // artifacts (CR 205.3g)
	EnchantmentType                         // enchantments (CR 205.3h)
	LandType                                // lands (CR 205.3i)
	PlaneswalkerType                        // planeswalkers (CR 205.3j)
	SpellType                               // instants and sorceries (CR 205.3k)
	BattleType                              // battles (CR 205.3q)
	numSubtypeKinds
)

var subtypeKindNames = [numSubtypeKinds]string{"", "creature type", "artifact type", "enchantment type",
	"land type", "planeswalker type", "spell type", "battle type"}

// String returns the kind as the rules name it ("creature type").
func (k SubtypeKind) String() string {
	if k > 0 && k < numSubtypeKinds {
		return subtypeKindNames[k]
	}
	return "invalid subtype kind"
}

// CardTypes returns the card types whose subtypes are of kind k: instants
// and sorceries share the spell types (CR 205.3k).
func (k SubtypeKind) CardTypes() TypeSet {
	switch k {
	case CreatureType:
		return Types(Creature)
	case ArtifactType:
		return Types(Artifact)
	case EnchantmentType:
		return Types(Enchantment)
	case LandType:
		return Types(Land)
	case PlaneswalkerType:
		return Types(Planeswalker)
	case SpellType:
		return Types(Instant, Sorcery)
	case BattleType:
		return Types(Battle)
	}
	return 0
}

// InvalidSubtype is a value that is never a subtype, neither built in nor
// registered (its Valid is false): ParseSubtype and RegisterSubtype return
// it with their errors, so that a value taken without looking at the error
// is not a real subtype (the zero Subtype is Human).
const InvalidSubtype Subtype = maxSubtypes

// subtypeInfo is what the engine knows of one subtype.
type subtypeInfo struct {
	name string
	kind SubtypeKind
}

// Errors about subtypes. A *SubtypeError wraps one of them.
var (
	// ErrUnknownSubtype: a name or value that is neither built in nor
	// registered.
	ErrUnknownSubtype = errors.New("unknown subtype")
	// ErrSubtypeKind: a name registered already as another kind of subtype.
	ErrSubtypeKind = errors.New("subtype exists as another kind")
	// ErrSubtypeName: a name that can't be a subtype (CR 205.3b).
	ErrSubtypeName = errors.New("invalid subtype name")
	// ErrSubtypeCardType: a face with a subtype that belongs to none of its
	// card types (CR 205.3d).
	ErrSubtypeCardType = errors.New("subtype belongs to none of the card's types")
)

// SubtypeError is an error about a subtype: the card whose face has it (or
// ""), the name or value in question, and the sentinel error it wraps.
type SubtypeError struct {
	Card  string
	Name  string
	Value Subtype
	Err   error
}

// Error returns "[CARD: ]subtype NAME: REASON".
func (e *SubtypeError) Error() string {
	s := "subtype " + e.Name + ": " + e.Err.Error()
	if e.Card != "" {
		s = e.Card + ": " + s
	}
	return s
}

// Unwrap returns the sentinel error.
func (e *SubtypeError) Unwrap() error { return e.Err }

// info returns what the engine knows of t, and false for a value that is
// neither built in nor registered.
func (t Subtype) info() (subtypeInfo, bool) {
	if t < numBuiltinSubtypes {
		return builtinSubtypes[t], true
	}
	r := registry.cur.Load()
	if i := int(t - numBuiltinSubtypes); i < len(r.infos) {
		return r.infos[i], true
	}
	return subtypeInfo{}, false
}

// String returns the subtype's name as printed, with the rules' typographic
// apostrophe (C’tan), or "invalid subtype".
func (t Subtype) String() string {
	if in, ok := t.info(); ok {
		return in.name
	}
	return "invalid subtype"
}

// Kind returns the list the subtype belongs to, or 0 for an invalid value.
func (t Subtype) Kind() SubtypeKind {
	in, _ := t.info()
	return in.kind
}

// Valid reports whether t is built in or registered.
func (t Subtype) Valid() bool {
	_, ok := t.info()
	return ok
}

// canonicalName writes s as the engine stores names: an ASCII apostrophe
// becomes the typographic one the rules print (C'tan and C’tan are one
// subtype).
func canonicalName(s string) string { return strings.ReplaceAll(s, "'", "’") }

// ParseSubtype returns the subtype named s, built in or registered, as
// printed (an ASCII apostrophe stands for the typographic one). A name that
// is neither is a *SubtypeError wrapping ErrUnknownSubtype, returned with
// InvalidSubtype. A two-word name (Time Lord) is one subtype (CR 205.3b).
// Case counts: the name is as printed.
func ParseSubtype(s string) (Subtype, error) {
	name := canonicalName(s)
	if t, ok := builtinIndex[name]; ok {
		return t, nil
	}
	if t, ok := registry.cur.Load().index[name]; ok {
		return t, nil
	}
	return InvalidSubtype, &SubtypeError{Name: s, Err: ErrUnknownSubtype}
}

// MustSubtype is ParseSubtype for card definitions: it panics on a name
// that is neither built in nor registered.
func MustSubtype(s string) Subtype {
	t, err := ParseSubtype(s)
	if err != nil {
		panic(err)
	}
	return t
}

// builtinIndex finds a built-in subtype by its printed name.
var builtinIndex = func() map[string]Subtype {
	m := make(map[string]Subtype, numBuiltinSubtypes)
	for i, in := range builtinSubtypes {
		m[in.name] = Subtype(i)
	}
	return m
}()
