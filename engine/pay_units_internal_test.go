package engine

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestUnitPayableMatchesSearch checks the answer without a search against
// the search for a payment, on random pools, costs and sources of one mana
// each, and that it leaves to the search the sources it can't answer for.
func TestUnitPayableMatchesSearch(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(3, 4))
	var buf planBuffers
	payable := 0
	for range 20000 {
		var pool ManaPool
		for ty := range pool {
			if r.IntN(4) == 0 {
				pool[ty] = int16(r.IntN(3))
			}
		}
		var cost ManaCost
		cost.Generic = int8(r.IntN(4))
		for range r.IntN(5) {
			cost.Sym[r.IntN(NumManaTypes)]++
		}
		srcs := make([]manaSource, r.IntN(8))
		for i := range srcs {
			types := ManaTypeSet(1 << r.IntN(NumManaTypes))
			if r.IntN(3) == 0 {
				types |= ManaTypeSet(r.IntN(64))
			}
			srcs[i] = manaSource{obj: ObjID(i + 1), amount: 1, types: types}
		}
		if r.IntN(50) == 0 { // more sets of types than the summary holds
			srcs = srcs[:0]
			for v := 1; v < 64; v += 3 {
				srcs = append(srcs, manaSource{obj: ObjID(v), amount: 1, types: ManaTypeSet(v)})
			}
		}
		sortSources(srcs)
		_, want := planWith(pool, cost, srcs, &buf, true)
		_, got := planWith(pool, cost, srcs, &buf, false)
		require.Equal(t, want, got, "pool %v cost %+v sources %+v", pool, cost, srcs)
		lc := listCasts{srcs: srcs, units: sumUnits(srcs)}
		lc.units.total += pool.Total()
		require.Equal(t, want, lc.payable(pool, &cost, &buf), "a listing's answer: pool %v cost %+v sources %+v", pool, cost, srcs)
		if want {
			payable++
		}
		if len(srcs) > 0 {
			srcs[0].amount = 2
			_, known := unitPayable(pool, &cost, srcs)
			require.False(t, known, "a source of two mana is left to the search")
		}
	}
	require.Greater(t, payable, 2000)
	require.Less(t, payable, 18000)
}
