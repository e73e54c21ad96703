package engine

import (
	"encoding/json"
	"fmt"
	"math/bits"
	"strconv"
)

// snapSubtypes is a SubtypeSet in a snapshot. A set whose members are all
// among the first 64 subtypes (the built-in values never change, CR 205.3
// lists) is a number whose bit i stands for Subtype(i), as every version
// has written it. Any other set is the list of its members' names in
// increasing order of value: registered subtypes are numbered in the order
// a program registers them, which another process need not repeat, so they
// are written by name and must be registered again before Restore.
type snapSubtypes SubtypeSet

// MarshalJSON writes the number or the list of names.
func (s snapSubtypes) MarshalJSON() ([]byte, error) {
	set := SubtypeSet(s)
	var mask uint64
	for t := range set.All() {
		if t >= 64 {
			names := []string{}
			for t := range set.All() {
				names = append(names, t.String())
			}
			return json.Marshal(names)
		}
		mask |= 1 << t
	}
	return strconv.AppendUint(nil, mask, 10), nil
}

// UnmarshalJSON reads either form, rejecting a list that is not the one
// MarshalJSON writes (an unknown name, members out of order, or a set that
// is written as a number).
func (s *snapSubtypes) UnmarshalJSON(data []byte) error {
	if len(data) > 0 && data[0] != '[' {
		var mask uint64
		if err := json.Unmarshal(data, &mask); err != nil {
			return err
		}
		var m []Subtype
		for ; mask != 0; mask &= mask - 1 {
			m = append(m, Subtype(bits.TrailingZeros64(mask)))
		}
		*s = snapSubtypes(setOf(m))
		return nil
	}
	var names []string
	if err := json.Unmarshal(data, &names); err != nil {
		return err
	}
	m := make([]Subtype, len(names))
	for i, n := range names {
		t, err := ParseSubtype(n)
		if err != nil {
			return err
		}
		if i > 0 && t <= m[i-1] {
			return fmt.Errorf("subtypes %q: %w: not in increasing order", names, ErrInvalidValue)
		}
		m[i] = t
	}
	if len(m) == 0 || m[len(m)-1] < 64 {
		return fmt.Errorf("subtypes %q: %w: written as a list but not as a number", names, ErrInvalidValue)
	}
	*s = snapSubtypes(setOf(m))
	return nil
}

// optSubtypes is a set of subtypes that a snapshot omits when empty.
func optSubtypes(s SubtypeSet) *snapSubtypes {
	if s.Empty() {
		return nil
	}
	v := snapSubtypes(s)
	return &v
}

// set returns the set an optional member holds, empty when it is absent.
func (s *snapSubtypes) set() SubtypeSet {
	if s == nil {
		return SubtypeSet{}
	}
	return SubtypeSet(*s)
}
