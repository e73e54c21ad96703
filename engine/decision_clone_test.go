package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A clone's decisions are its own: the records a clone keeps after it was
// made are not the original's, and the other way round, whatever room the
// original's list had left (the two must not share its backing array).
func TestCloneKeepsItsOwnDecisions(t *testing.T) {
	t.Parallel()
	g, err := newVerified([]PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}, WithSeed(1))
	require.NoError(t, err)
	d := &Decision{Kind: DecideYesNo, Player: 0, Prompt: "pay?", Options: []Option{{Text: "yes", Yes: true}, {Text: "no"}}, Min: 1, Max: 1}
	yes, no := []int{0}, []int{1}
	for n := range 8 {
		c := g.Clone()
		c.recordDecision(d, yes)
		g.recordDecision(d, no)
		require.Equal(t, n+1, c.DecisionCount())
		require.Equal(t, n+1, g.DecisionCount())
		assert.True(t, c.Decisions()[n].Chosen[0].Yes, "after %d records, the clone's record was overwritten by the original's", n)
		assert.False(t, g.Decisions()[n].Chosen[0].Yes, "after %d records, the original's record is the clone's", n)
	}
}
