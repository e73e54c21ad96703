package engine

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestSortSourcesIsStable checks the order automatic payment tries the
// sources in against the library's stable sort with the same comparison,
// on random lists with many ties.
func TestSortSourcesIsStable(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		srcs := make([]manaSource, r.IntN(24))
		for i := range srcs {
			srcs[i] = manaSource{obj: ObjID(i + 1), costGeneric: r.IntN(3), types: ManaTypeSet(r.IntN(64))}
		}
		want := slices.Clone(srcs)
		slices.SortStableFunc(want, func(a, b manaSource) int {
			if a.costGeneric != b.costGeneric {
				return b.costGeneric - a.costGeneric
			}
			return a.types.Len() - b.types.Len()
		})
		sortSources(srcs)
		require.Equal(t, want, srcs)
	}
}

// TestManaTypeSetLen checks the count of types against the types the set
// has, for every value of the set.
func TestManaTypeSetLen(t *testing.T) {
	t.Parallel()
	for v := range 256 {
		s, n := ManaTypeSet(v), 0
		for ty := range ManaType(NumManaTypes) {
			if s.Has(ty) {
				n++
			}
		}
		require.Equal(t, n, s.Len(), "set %08b", v)
	}
}
