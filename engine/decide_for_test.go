package engine_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
)

// The records Decisions, DecisionsFrom and DecisionsFor return share
// nothing with the game: changing a choice in one changes no later call's.
func TestDecisionRecordsAreCopies(t *testing.T) {
	t.Parallel()
	g, ali, cathar, bears := cloneOfCathar(t)
	ali.Push(engine.PickObj(cathar), engine.PickObj(bears))
	require.NoError(t, g.PassPriority(bob))
	want := g.Decisions()
	require.NotEmpty(t, want[0].Chosen)
	for _, recs := range [][]engine.DecisionRecord{g.Decisions(), g.DecisionsFrom(0), g.DecisionsFor(alice, 0), g.SpectatorDecisions(0)} {
		recs[0].Chosen[0].Obj, recs[0].Chosen[0].Text = 999, "changed"
	}
	require.Equal(t, want, g.Decisions())
	require.Equal(t, want, g.DecisionsFor(alice, 0))
}

// A choice blanked for a player reads as a hidden card in DescribeDecision.
func TestDescribeBlankedChoice(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	rec := engine.DecisionRecord{Kind: engine.DecideDiscard, Player: bob, Prompt: "discard 1 card(s)",
		Chosen: []engine.Choice{{Index: 2, Player: engine.NoPlayer}}}
	require.Equal(t, "Bob chooses a hidden card (discard 1 card(s))", g.DescribeDecision(rec, nil))
}
