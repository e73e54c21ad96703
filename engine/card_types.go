package engine

import (
	"iter"
	"strings"
)

// CardType is a card type (CR 300.1).
type CardType uint8

// The card types the engine knows.
const (
	Artifact CardType = iota
	Creature
	Enchantment
	Instant
	Land
	Sorcery
	Planeswalker
	Battle
	numCardTypes
)

var cardTypeNames = [...]string{"Artifact", "Creature", "Enchantment", "Instant", "Land", "Sorcery", "Planeswalker", "Battle"}

// String returns the type's name as printed.
func (t CardType) String() string {
	if int(t) < len(cardTypeNames) {
		return cardTypeNames[t]
	}
	return "invalid type"
}

// TypeSet is a set of card types.
type TypeSet uint16

// Types builds a set from its members.
func Types(ts ...CardType) TypeSet {
	var s TypeSet
	for _, t := range ts {
		s |= 1 << t
	}
	return s
}

// Has reports whether t is in the set.
func (s TypeSet) Has(t CardType) bool { return s&(1<<t) != 0 }

// Permanent reports whether an object with these types is a permanent card
// type (CR 110.4): not an instant or sorcery.
func (s TypeSet) Permanent() bool {
	return s != 0 && !s.Has(Instant) && !s.Has(Sorcery)
}

// Supertype is a supertype (CR 205.4).
type Supertype uint8

// The supertypes the engine knows.
const (
	Basic Supertype = iota
	Legendary
	Snow
)

// SupertypeSet is a set of supertypes.
type SupertypeSet uint8

// Supertypes builds a set from its members.
func Supertypes(ts ...Supertype) SupertypeSet {
	var s SupertypeSet
	for _, t := range ts {
		s |= 1 << t
	}
	return s
}

// Has reports whether t is in the set.
func (s SupertypeSet) Has(t Supertype) bool { return s&(1<<t) != 0 }

var supertypeNames = [...]string{"Basic", "Legendary", "Snow"}

// String returns the supertype as printed (CR 205.4a).
func (t Supertype) String() string {
	if int(t) < len(supertypeNames) {
		return supertypeNames[t]
	}
	return "invalid supertype"
}

// Keyword is a keyword ability (CR 702) that the layer system can grant and
// remove (layer 6) as a single bit.
type Keyword uint8

// The keyword abilities the engine knows.
const (
	FirstStrike Keyword = iota
	DoubleStrike
	Haste
	Flying
	Menace
	Intimidate
	Hexproof
	Ward
	Daybound
	Nightbound
	Vigilance
	Reach
	Trample        // CR 702.19: excess combat damage to what it attacks
	Deathtouch     // CR 702.2: any damage it deals is lethal
	Lifelink       // CR 702.15: its damage also gains its controller life
	Flash          // CR 702.8: cast any time its owner could cast an instant
	Defender       // CR 702.3: can't attack
	Indestructible // CR 702.12: not destroyed by lethal damage or "destroy"
	numKeywords
)

var keywordNames = [...]string{"first strike", "double strike", "haste", "flying", "menace",
	"intimidate", "hexproof", "ward", "daybound", "nightbound", "vigilance", "reach",
	"trample", "deathtouch", "lifelink", "flash", "defender", "indestructible"}

// String returns the keyword in lower case, as the rules write it.
func (k Keyword) String() string {
	if int(k) < len(keywordNames) {
		return keywordNames[k]
	}
	return "invalid keyword"
}

// ParseKeyword returns the keyword named s (case-insensitive).
func ParseKeyword(s string) (Keyword, bool) {
	s = strings.ToLower(s)
	for i, n := range keywordNames {
		if n == s {
			return Keyword(i), true
		}
	}
	return 0, false
}

// KeywordSet is a set of keyword abilities.
type KeywordSet uint32

// Keywords builds a set from its members.
func Keywords(ks ...Keyword) KeywordSet {
	var s KeywordSet
	for _, k := range ks {
		s |= 1 << k
	}
	return s
}

// Has reports whether k is in the set.
func (s KeywordSet) Has(k Keyword) bool { return s&(1<<k) != 0 }

// All yields the keywords of the set in the order of the Keyword
// constants, so that a caller lists a face's or a permanent's keywords
// without a loop over the constants: slices.Collect(f.Keywords.All()).
func (s KeywordSet) All() iter.Seq[Keyword] {
	return func(yield func(Keyword) bool) {
		for k := range numKeywords {
			if s.Has(k) && !yield(k) {
				return
			}
		}
	}
}

// CounterKind is a kind of counter (CR 122).
type CounterKind uint8

// The counter kinds the engine knows.
const (
	PlusOne  CounterKind = iota // +1/+1
	MinusOne                    // -1/-1
	Loyalty                     // a planeswalker's loyalty (CR 122.1a, 306.5b)
	numCounterKinds
)

// NumCounterKinds is the number of counter kinds.
const NumCounterKinds = int(numCounterKinds)

var counterNames = [...]string{"+1/+1", "-1/-1", "loyalty"}

// String returns the counter's name as printed ("+1/+1", "loyalty").
func (k CounterKind) String() string {
	if int(k) < len(counterNames) {
		return counterNames[k]
	}
	return "invalid counter"
}

// ParseCounterKind returns the counter kind named s ("+1/+1").
func ParseCounterKind(s string) (CounterKind, bool) {
	for i, n := range counterNames {
		if n == s {
			return CounterKind(i), true
		}
	}
	return 0, false
}
