package engine_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
)

// TestSourcesMemoHoldsUntilAWrite: the sources Alice's listing found pay
// nothing more after it, and an untap through its operation makes the
// next payment list them again: the Bears can then be paid for.
func TestSourcesMemoHoldsUntilAWrite(t *testing.T) {
	t.Parallel()
	g, forest := passOnlyGame(t)
	bears := engine.ManaCost{Generic: 1, Present: true}
	bears.Sym[engine.ManaG] = 1
	assert.Equal(t, -1, engine.PlanPayment(g, alice, bears), "one Forest untapped")
	engine.UntapOutside(g, forest)
	assert.Equal(t, 2, engine.PlanPayment(g, alice, bears), "both Forests untapped")
	require.NoError(t, g.CheckInvariants())
}

// TestSourcesMemoMissedResetIsFound breaks the count of one write (the
// untap): the invariant checker lists Alice's sources again and reports
// the kept ones, and in the engine's tests a payment that would read them
// refuses to. Without the check in checkCache, or the one in
// memoSources, this test fails.
func TestSourcesMemoMissedResetIsFound(t *testing.T) {
	t.Parallel()
	g, forest := passOnlyGame(t)
	engine.UntapMissingPassReset(g, forest)
	bears := engine.ManaCost{Generic: 1, Present: true}
	bears.Sym[engine.ManaG] = 1
	assert.Panics(t, func() { engine.PlanPayment(g, alice, bears) })
	err := g.CheckInvariants()
	require.Error(t, err)
	assert.Contains(t, err.Error(), "mana sources kept for Alice")
}
