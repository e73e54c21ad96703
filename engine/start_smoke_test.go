package engine_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
)

func TestBeginSmoke(t *testing.T) {
	d0, _ := cards.Deck("cathar")
	d1, _ := cards.Deck("werewolves")
	g, err := newChecked([]engine.PlayerConfig{{Name: "Alice", Deck: d0, Decider: engine.NewRandom(3)}, {Name: "Bob", Deck: d1, Decider: engine.NewRandom(4)}}, engine.WithSeed(9))
	require.NoError(t, err)
	require.NoError(t, g.Begin(engine.Beginning{RandomChooser: true}))
	for i := 0; i < 40 && g.Waiting().Beginning; i++ {
		require.NoError(t, g.Step())
		require.NoError(t, g.CheckInvariants())
	}
	for ev := range g.Events() {
		t.Log(g.Describe(ev))
	}
	require.NoError(t, g.PlayTurns(3))
}
