package engine_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
)

// beginningMulliganGame is a seeded game of two Random deciders begun with
// Begin (the chooser drawn at random), stopped in its second round of
// mulligans: a player has taken a mulligan and is to put a card on the
// bottom of their library. Its snapshot pins the start of a game (version
// 13): the stage, the chooser, each player's mulligans, declaration and
// cards owed.
func beginningMulliganGame(t *testing.T, obs engine.GameOption) *engine.Game {
	t.Helper()
	for seed := uint64(1); seed < 60; seed++ {
		g, _ := snapGameFrom(t, seed, func(g *engine.Game) error {
			return g.Begin(engine.Beginning{RandomChooser: true, FreeMulligan: engine.FreeMulliganNever})
		}, obs)
		for g.Waiting().Beginning {
			b, _ := g.BeginningState()
			if b.Asking == engine.DecideBottom && g.Mulligans(b.Deciding) == 2 {
				return g
			}
			require.NoError(t, g.Step())
		}
	}
	t.Fatal("no game took two mulligans")
	return nil
}
