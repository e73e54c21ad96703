package engine_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
)

// TestPendingIsACopy: changing the decision Pending or Next returned (its
// player, kind, options, bounds) changes nothing in the game: Pending
// returns the same decision again, Answer is checked against the game's
// own copy (the other player is still refused), and the snapshot records
// the decision as it was.
func TestPendingIsACopy(t *testing.T) {
	t.Parallel()
	g, rs := waitUntil(t, 4, midAction)
	kept := g.Pending().Copy()
	snap, err := g.Snapshot()
	require.NoError(t, err)
	other := 1 - kept.Player
	next, err := g.Next()
	require.NoError(t, err)
	for _, d := range []*engine.Decision{g.Pending(), next} {
		d.Player, d.Kind, d.Min, d.Max = other, engine.DecideYesNo, 0, 0
		d.Options[0].Obj, d.Options[0].Text = 999, "changed"
		d.Options = d.Options[:0]
	}
	require.Equal(t, kept, g.Pending())
	again, err := g.Snapshot()
	require.NoError(t, err)
	require.Equal(t, string(snap), string(again))
	require.ErrorIs(t, g.Answer(other, []int{}), engine.ErrNotYourDecision)
	ans, err := rs[kept.Player].Decide(g, kept)
	require.NoError(t, err)
	require.NoError(t, g.Answer(kept.Player, ans))
}
