package engine

import (
	"iter"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
)

// SubtypeSet is a set of subtypes. It is one machine word, so that the
// characteristics that hold it stay cheap to copy (every layer computation
// and Clone copies them) and compare with ==. Up to four members are kept in
// the word itself, one per 16-bit lane; a larger set is interned once per
// process in a table of large sets, which the word then names. Either way a
// set has exactly one representation, so equal sets are equal words.
type SubtypeSet struct{ w uint64 }

const (
	laneOnes  = 0x0001_0001_0001_0001 // 1 in each lane
	laneHighs = 0x8000_8000_8000_8000 // the top bit of each lane
	bigMark   = 0xFFFF << 48          // top lane of a large set's word
	inlineMax = 4                     // members kept in the word
)

// Subtypes builds a set from its members. The first order in which a set
// of two or more members is built is remembered as its printed order
// (Printed); the set itself has one representation whatever the order.
func Subtypes(ts ...Subtype) SubtypeSet {
	var buf [2 * inlineMax]Subtype // no allocation for a few members
	m := append(buf[:0], ts...)
	slices.Sort(m)
	m = slices.Compact(m)
	s := setOf(m)
	if len(m) > 1 {
		rememberOrder(s, ts)
	}
	return s
}

// setOf returns the set of the sorted, distinct members m.
func setOf(m []Subtype) SubtypeSet {
	// A lane holds a member plus one, and a top lane of all ones marks a
	// large set: the two largest values (no subtype the engine knows or
	// registers) are kept in the table too, so no word is misread.
	if len(m) > inlineMax || (len(m) > 0 && m[len(m)-1] >= 0xFFFE) {
		return internBig(m)
	}
	var w uint64
	for i, t := range m {
		w |= (uint64(t) + 1) << (16 * i)
	}
	return SubtypeSet{w}
}

// big returns the large set s names, or nil if s holds its members inline.
func (s SubtypeSet) big() *bigSet {
	if s.w&bigMark != bigMark {
		return nil
	}
	return (*bigSets.list.Load())[uint32(s.w)]
}

// Has reports whether t is in the set.
func (s SubtypeSet) Has(t Subtype) bool {
	if b := s.big(); b != nil {
		return int(t>>6) < len(b.bits) && b.bits[t>>6]&(1<<(t&63)) != 0
	}
	return laneHas(s.w, uint64(t)+1)
}

// laneHas reports whether a lane of the inline word w holds v, a member
// plus one: the lane holding it becomes 0 in w^v·laneOnes, and the test
// for a zero lane has no false positive.
func laneHas(w, v uint64) bool {
	x := w ^ v*laneOnes
	return (x-laneOnes)&^x&laneHighs != 0
}

// Any reports whether the sets share a member.
func (s SubtypeSet) Any(o SubtypeSet) bool {
	if s.w == 0 || o.w == 0 {
		return false // the common case of a filter without subtypes
	}
	if s.w&bigMark != bigMark && o.w&bigMark != bigMark {
		// Both inline: each lane of o holds a member plus one, as
		// laneHas takes it.
		for w := o.w; w != 0; w >>= 16 {
			if laneHas(s.w, w&0xFFFF) {
				return true
			}
		}
		return false
	}
	if o.big() != nil {
		s, o = o, s
	}
	for t := range o.All() {
		if s.Has(t) {
			return true
		}
	}
	return false
}

// Empty reports whether the set has no member.
func (s SubtypeSet) Empty() bool { return s.w == 0 }

// Len returns the number of members.
func (s SubtypeSet) Len() int {
	if b := s.big(); b != nil {
		return len(b.members)
	}
	n := 0
	for w := s.w; w != 0; w >>= 16 {
		n++
	}
	return n
}

// With returns the set with t added.
func (s SubtypeSet) With(t Subtype) SubtypeSet { return s.Union(setOf([]Subtype{t})) }

// Union returns the set of the members of either set.
func (s SubtypeSet) Union(o SubtypeSet) SubtypeSet {
	if o.w == 0 || s == o {
		return s
	}
	if s.w == 0 {
		return o
	}
	var buf [2 * inlineMax]Subtype
	m := o.appendTo(s.appendTo(buf[:0]))
	slices.Sort(m)
	return setOf(slices.Compact(m))
}

// appendTo appends the members, in increasing order, to m.
func (s SubtypeSet) appendTo(m []Subtype) []Subtype {
	if b := s.big(); b != nil {
		return append(m, b.members...)
	}
	for w := s.w; w != 0; w >>= 16 {
		m = append(m, Subtype(w&0xFFFF-1))
	}
	return m
}

// All yields the members in increasing order of value.
func (s SubtypeSet) All() iter.Seq[Subtype] {
	return func(yield func(Subtype) bool) {
		if b := s.big(); b != nil {
			for _, t := range b.members {
				if !yield(t) {
					return
				}
			}
			return
		}
		for w := s.w; w != 0; w >>= 16 {
			if !yield(Subtype(w&0xFFFF - 1)) {
				return
			}
		}
	}
}

// String returns the members' names, in increasing order of value,
// separated by spaces. It does not depend on the order the set was
// written in, so what prints a game's state with it (%v of
// Characteristics) prints the same in every program; a type line prints
// the members in printed order instead (Printed).
func (s SubtypeSet) String() string {
	var names []string
	for t := range s.All() {
		names = append(names, t.String())
	}
	return strings.Join(names, " ")
}

// bigSet is a set of more than inlineMax subtypes: its members in
// increasing order and as a bit set. It is never modified once made.
type bigSet struct {
	members []Subtype
	bits    []uint64
}

// bigSets is the process's table of large sets, each kept once. Interning
// takes the mutex; readers load the published list without locking (a
// published list is never modified: appends make a new slice header).
var bigSets struct {
	mu    sync.Mutex
	index map[string]uint32 // members, as a string of their values, to position
	list  atomic.Pointer[[]*bigSet]
}

func init() { bigSets.list.Store(new([]*bigSet)) }

// internBig returns the set of the sorted, distinct members m (more than
// inlineMax), adding it to the table the first time.
func internBig(m []Subtype) SubtypeSet {
	var key strings.Builder
	for _, t := range m {
		key.WriteByte(byte(t >> 8))
		key.WriteByte(byte(t))
	}
	k := key.String()
	bigSets.mu.Lock()
	defer bigSets.mu.Unlock()
	i, ok := bigSets.index[k]
	if !ok {
		b := &bigSet{members: slices.Clone(m), bits: make([]uint64, int(m[len(m)-1]>>6)+1)}
		for _, t := range m {
			b.bits[t>>6] |= 1 << (t & 63)
		}
		list := append(*bigSets.list.Load(), b)
		i = uint32(len(list) - 1)
		if bigSets.index == nil {
			bigSets.index = map[string]uint32{}
		}
		bigSets.index[k] = i
		bigSets.list.Store(&list)
	}
	return SubtypeSet{bigMark | uint64(i)}
}
