package engine_test

import (
	"testing"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/stretchr/testify/require"
)

// TestVerifySwitchIsTheGames: the test-time checks are each game's switch
// (invariants_verify.go): a game made without the option has them off, one made with
// it has them on, and its clones and determinized copies keep the switch
// as the game has it, so that a test's games are checked whatever another
// test running at the same time does with its own.
func TestVerifySwitchIsTheGames(t *testing.T) {
	t.Parallel()
	deck, err := cards.Deck("cathar")
	require.NoError(t, err)
	cfg := func() []engine.PlayerConfig {
		return []engine.PlayerConfig{{Name: "A", Deck: deck, Decider: engine.NewRandom(1)}, {Name: "B", Deck: deck, Decider: engine.NewRandom(2)}}
	}
	plain, err := engine.New(cfg(), engine.WithSeed(1))
	require.NoError(t, err)
	require.False(t, engine.VerifiesUndo(plain), "a program's game")
	g, err := newChecked(cfg(), engine.WithSeed(1))
	require.NoError(t, err)
	require.NoError(t, g.Start(engine.StartAt{Shuffle: true, OpeningHand: 7}))
	require.True(t, engine.VerifiesUndo(g))
	require.False(t, engine.VerifiesUndo(plain), "another game is not changed")
	require.True(t, engine.VerifiesUndo(g.Clone()))
	d, err := g.Determinize(0, 3)
	require.NoError(t, err)
	require.True(t, engine.VerifiesUndo(d))
	undo := engine.SetVerifyUndo(g, false)
	require.False(t, engine.VerifiesUndo(g))
	require.False(t, engine.VerifiesUndo(g.Clone()))
	undo()
	require.True(t, engine.VerifiesUndo(g))
}
