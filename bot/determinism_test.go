package bot_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/bot"
	"github.com/cathar-engine/cathar/engine"
)

// The same seeds give the same game, with randomness in the search's
// rollouts too, which the bot's seed alone must decide; another bot seed
// gives another game.
func TestSameSeedSameGame(t *testing.T) {
	par := quick
	par.Exploration = 0.2
	play := func(botSeed uint64) string {
		g := newGame(t, 3, 1, bot.NewSearch(1, botSeed, bot.WithParams(par)), engine.NewRandom(4), false)
		playOut(t, g)
		return digest(t, g)
	}
	first := play(8)
	assert.Equal(t, first, play(8))
	assert.NotEqual(t, first, play(80))
}

// A clone of a game takes a copy of its bots (engine.ClonableDecider):
// playing the clone to its end changes nothing of the game the original
// goes on to play.
func TestCloneTakesACopyOfTheBot(t *testing.T) {
	par := quick
	par.Exploration = 0.2 // so that every rollout draws from the bot's seeds
	for name, mk := range map[string]func(engine.PlayerID, uint64) engine.Decider{
		"greedy": makers["greedy"],
		"search": func(p engine.PlayerID, seed uint64) engine.Decider {
			return bot.NewSearch(p, seed, bot.WithParams(par))
		},
	} {
		whole := newGame(t, 7, 1, mk(1, 5), engine.NewRandom(6), false)
		playOut(t, whole)

		g := newGame(t, 7, 1, mk(1, 5), engine.NewRandom(6), false)
		require.NoError(t, g.PlayTurns(3))
		c := g.Clone()
		require.NoError(t, c.SetDecider(0, engine.NewRandom(60)))
		playOut(t, c)
		playOut(t, g)
		assert.Equal(t, digest(t, whole), digest(t, g), name)
	}
}

// A bot answers the decisions of its own seat only: asked another
// player's, it returns an error wrapping ErrWrongSeat, and the game's
// call fails without a change.
func TestWrongSeatIsRefused(t *testing.T) {
	for _, d := range []engine.Decider{bot.NewGreedy(1, 1), bot.NewSearch(1, 1)} {
		g := newGame(t, 1, 0, d, engine.NewRandom(2), false)
		before := digest(t, g)
		err := g.Step()
		require.ErrorIs(t, err, bot.ErrWrongSeat)
		var de *engine.DecisionError
		require.True(t, errors.As(err, &de))
		assert.Equal(t, before, digest(t, g))
	}
}

// Params out of their ranges are brought into them; no option gives the
// defaults.
func TestParams(t *testing.T) {
	assert.Equal(t, bot.DefaultParams(), bot.NewSearch(0, 1).Params())
	got := bot.NewSearch(0, 1, bot.WithParams(bot.Params{Horizon: -2, Exploration: 3, Margin: 2})).Params()
	assert.Equal(t, bot.Params{Worlds: 1, Rollouts: 1, Candidates: 1, Horizon: 0, Exploration: 1, Margin: 2}, got)
}
