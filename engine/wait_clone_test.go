package engine_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
)

// A decider of a game made WithWaitingDecisions may clone the game as
// Step asks it for an action, as a search does: the clone is in no call
// of the game's, so the calls it makes itself stop at its decisions and
// are kept, and Next and Answer play it on (before, it was still counted
// inside the game's Step, and Answer ran an empty call).
func TestCloneFromADeciderOfAWaitingGame(t *testing.T) {
	t.Parallel()
	g := presetGame(t, 3, false)
	bot := engine.NewRandom(1)
	clones := 0
	require.NoError(t, g.SetDecider(alice, engine.DeciderFunc(func(g *engine.Game, d *engine.Decision) ([]int, error) {
		if d.Kind == engine.DecideAction && clones < 5 {
			c := g.Clone()
			require.NoError(t, c.SetDecider(alice, nil))
			clones++
			r := engine.NewRandom(uint64(clones))
			for i := 0; i < 30; i++ {
				pd, err := c.Next()
				require.NoError(t, err, "clone %d, decision %d", clones, i)
				if pd == nil {
					break
				}
				ans, err := r.Decide(c, pd)
				require.NoError(t, err)
				require.NoError(t, c.Answer(pd.Player, ans), "clone %d, decision %d", clones, i)
			}
		}
		return bot.Decide(g, d)
	})))
	rs := outsideAnswerers(3)
	for n := 0; n < 300 && clones < 5; n++ {
		d, err := g.Next()
		require.NoError(t, err)
		if d == nil {
			break
		}
		ans, err := rs[d.Player].Decide(g, d)
		require.NoError(t, err)
		require.NoError(t, g.Answer(d.Player, ans))
	}
	assert.Equal(t, 5, clones)
}
