package engine_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cathar-engine/cathar/engine"
)

// TestSubtypeSetAnyAgainstMembers checks Any, whose inline case compares
// lanes, against the members of both sets, for sets inline and large,
// empty and full, with values whose lanes have the top bit set.
func TestSubtypeSetAnyAgainstMembers(t *testing.T) {
	t.Parallel()
	universe := []engine.Subtype{0, 1, 2, 3, 5, 8, 13, 255, 256, 0x7FFF, 0x8000, 0x8001, 0xFFFD}
	rnd := rand.New(rand.NewPCG(1, 2))
	set := func() ([]engine.Subtype, engine.SubtypeSet) {
		n := rnd.IntN(7)
		var m []engine.Subtype
		for range n {
			m = append(m, universe[rnd.IntN(len(universe))])
		}
		return m, engine.Subtypes(m...)
	}
	for range 20000 {
		am, a := set()
		bm, b := set()
		want := slices.ContainsFunc(am, func(x engine.Subtype) bool { return slices.Contains(bm, x) })
		if got := a.Any(b); got != want {
			t.Fatalf("%v.Any(%v) = %v, want %v", am, bm, got, want)
		}
	}
}
