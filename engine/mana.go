package engine

import (
	"fmt"
	"iter"
	"math/bits"
	"strconv"
	"strings"
)

// Color is one of the five colors of Magic (CR 105.1).
type Color uint8

// The five colors, in WUBRG order.
const (
	White Color = iota
	Blue
	Black
	Red
	Green
)

var colorNames = [...]string{"white", "blue", "black", "red", "green"}

// String returns the color's name in lower case.
func (c Color) String() string {
	if int(c) < len(colorNames) {
		return colorNames[c]
	}
	return "invalid color"
}

// ColorSet is a set of colors; bit i is Color(i).
type ColorSet uint8

// Has reports whether c is in the set.
func (s ColorSet) Has(c Color) bool { return s&(1<<c) != 0 }

// With returns the set with c added.
func (s ColorSet) With(c Color) ColorSet { return s | 1<<c }

// All yields the colors of the set in WUBRG order (CR 105.1), so that a
// caller lists them without a loop over the constants:
// slices.Collect(f.Colors.All()).
func (s ColorSet) All() iter.Seq[Color] {
	return func(yield func(Color) bool) {
		for c := White; c <= Green; c++ {
			if s.Has(c) && !yield(c) {
				return
			}
		}
	}
}

// ManaType is a type of mana (CR 106.1b): the five colors and colorless.
type ManaType uint8

// The six types of mana. The colored types share their value with Color.
const (
	ManaW ManaType = iota
	ManaU
	ManaB
	ManaR
	ManaG
	ManaC
	numManaTypes
)

// NumManaTypes is the number of mana types.
const NumManaTypes = int(numManaTypes)

var manaSymbols = [...]string{"{W}", "{U}", "{B}", "{R}", "{G}", "{C}"}
var manaTypeNames = [...]string{"white", "blue", "black", "red", "green", "colorless"}

// String returns the type's symbol, such as "{G}".
func (t ManaType) String() string {
	if int(t) < len(manaSymbols) {
		return manaSymbols[t]
	}
	return "{?}"
}

// Name returns the type's name in lower case ("green", "colorless").
func (t ManaType) Name() string {
	if int(t) < len(manaTypeNames) {
		return manaTypeNames[t]
	}
	return "invalid mana type"
}

// ParseManaTypeName returns the mana type named s ("green", "colorless").
func ParseManaTypeName(s string) (ManaType, bool) {
	for i, n := range manaTypeNames {
		if n == s {
			return ManaType(i), true
		}
	}
	return 0, false
}

// ManaCost is a mana cost (CR 202.1) or the mana part of another cost: an
// amount of generic mana, of each colored and colorless symbol, and a number
// of {X} symbols. The zero value is no cost at all, which Present tells
// apart from {0}.
type ManaCost struct {
	Generic int8
	Sym     [NumManaTypes]int8 // colored symbols and {C}, by ManaType
	X       int8               // number of {X} symbols
	Present bool               // false: the object has no mana cost (CR 202.1b)
}

// maxSymbols is the most generic mana, or symbols of one kind, a cost
// may have.
const maxSymbols = 99

// ParseManaCost parses a cost written with symbols, such as "{2}{W}",
// "{X}{X}" or "{0}". The empty string is no mana cost.
func ParseManaCost(s string) (ManaCost, error) {
	var c ManaCost
	if s == "" {
		return c, nil
	}
	c.Present = true
	rest := s
	for rest != "" {
		if rest[0] != '{' {
			return ManaCost{}, fmt.Errorf("mana cost %q: expected '{'", s)
		}
		end := strings.IndexByte(rest, '}')
		if end < 0 {
			return ManaCost{}, fmt.Errorf("mana cost %q: unclosed '{'", s)
		}
		sym := rest[1:end]
		rest = rest[end+1:]
		// Each count is an int8: more than maxSymbols of a kind is refused
		// rather than wrapped around.
		var count *int8
		n := 1
		switch sym {
		case "W":
			count = &c.Sym[ManaW]
		case "U":
			count = &c.Sym[ManaU]
		case "B":
			count = &c.Sym[ManaB]
		case "R":
			count = &c.Sym[ManaR]
		case "G":
			count = &c.Sym[ManaG]
		case "C":
			count = &c.Sym[ManaC]
		case "X":
			count = &c.X
		default:
			// A generic mana symbol is a number written with digits
			// (CR 107.4): Atoi alone would accept "+1".
			var err error
			n, err = strconv.Atoi(sym)
			if err != nil || sym[0] < '0' || sym[0] > '9' || n > maxSymbols {
				return ManaCost{}, fmt.Errorf("mana cost %q: unknown symbol {%s}", s, sym)
			}
			count = &c.Generic
		}
		if int(*count)+n > maxSymbols {
			return ManaCost{}, fmt.Errorf("mana cost %q: too much mana", s)
		}
		*count += int8(n)
	}
	return c, nil
}

// MustManaCost is ParseManaCost for card definitions; it panics on a
// malformed cost, which is a bug in a definition, never input from a caller.
func MustManaCost(s string) ManaCost {
	c, err := ParseManaCost(s)
	if err != nil {
		panic(err)
	}
	return c
}

// ManaValue returns the mana value (CR 202.3) with every X counted as x.
func (c ManaCost) ManaValue(x int) int {
	s := &c.Sym // the six types one by one: a loop costs twice as much here, on every cost a listing checks
	return int(c.Generic) + int(c.X)*x + int(s[ManaW]) + int(s[ManaU]) + int(s[ManaB]) + int(s[ManaR]) + int(s[ManaG]) + int(s[ManaC])
}

// The sums of ManaValue and ManaPool.Total name each of the six types of
// mana: a seventh would fail to compile here.
const _ = uint(NumManaTypes-6) + uint(6-NumManaTypes)

// Colors returns the colors of the cost's symbols (CR 105.2, 202.2).
func (c ManaCost) Colors() ColorSet {
	var s ColorSet
	for t := ManaW; t <= ManaG; t++ {
		if c.Sym[t] > 0 {
			s = s.With(Color(t))
		}
	}
	return s
}

// String writes the cost with symbols in the order cards print them
// ("{X}{2}{R}{W}"): {X}, generic mana, the colored symbols by color
// round the color wheel (colorOrder), then {C}. No mana cost is "".
func (c ManaCost) String() string {
	if !c.Present {
		return ""
	}
	var b strings.Builder
	for range c.X {
		b.WriteString("{X}")
	}
	if c.Generic > 0 || c.ManaValue(0) == 0 && c.X == 0 {
		b.WriteByte('{')
		b.WriteString(strconv.Itoa(int(c.Generic)))
		b.WriteByte('}')
	}
	colors, n := colorOrder(c.Colors())
	for _, col := range colors[:n] {
		for range c.Sym[col] {
			b.WriteString(manaSymbols[col])
		}
	}
	for range c.Sym[ManaC] {
		b.WriteString(manaSymbols[ManaC])
	}
	return b.String()
}

// withX returns the cost to pay when X is x: the {X} symbols become generic
// mana (CR 107.3a).
func (c ManaCost) withX(x int) ManaCost {
	c.Generic += c.X * int8(x)
	c.X = 0
	return c
}

// ManaPool is the mana in a player's pool (CR 106.4), counted by type.
type ManaPool [NumManaTypes]int16

// Total returns the amount of mana in the pool.
func (p ManaPool) Total() int {
	return int(p[ManaW]) + int(p[ManaU]) + int(p[ManaB]) + int(p[ManaR]) + int(p[ManaG]) + int(p[ManaC])
}

// String writes the pool with symbols in WUBRGC order; an empty pool is "{}".
func (p ManaPool) String() string {
	if p.Total() == 0 {
		return "{}"
	}
	var b strings.Builder
	for t, n := range p {
		for range n {
			b.WriteString(manaSymbols[t])
		}
	}
	return b.String()
}

// ManaTypeSet is a set of mana types; bit i is ManaType(i).
type ManaTypeSet uint8

// AllColors is the set of the five colors.
const AllColors ManaTypeSet = 1<<ManaW | 1<<ManaU | 1<<ManaB | 1<<ManaR | 1<<ManaG

// Has reports whether t is in the set.
func (s ManaTypeSet) Has(t ManaType) bool { return s&(1<<t) != 0 }

// With returns the set with t added.
func (s ManaTypeSet) With(t ManaType) ManaTypeSet { return s | 1<<t }

// Len returns the number of types in the set.
func (s ManaTypeSet) Len() int {
	return bits.OnesCount8(uint8(s & allManaTypes))
}

// allManaTypes is the set of every mana type.
const allManaTypes ManaTypeSet = 1<<NumManaTypes - 1

// String writes the set with symbols in WUBRGC order; the empty set is "{}".
func (s ManaTypeSet) String() string {
	if s == 0 {
		return "{}"
	}
	var b strings.Builder
	for t := range ManaType(NumManaTypes) {
		if s.Has(t) {
			b.WriteString(manaSymbols[t])
		}
	}
	return b.String()
}
