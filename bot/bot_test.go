package bot_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/cathar-engine/cathar/bot"
	"github.com/cathar-engine/cathar/engine"
)

// The greedy bot, the decider of one seat of games played by Step, wins
// most games against the engine's random decider, in both seats with
// both decks.
func TestGreedyBeatsRandom(t *testing.T) {
	won := wins(t, 1, 8, func(p engine.PlayerID, seed uint64) engine.Decider { return bot.NewGreedy(p, seed) })
	assert.GreaterOrEqual(t, won, 7)
}

// The search bot, with a small budget, wins most games against the
// engine's random decider.
func TestSearchBeatsRandom(t *testing.T) {
	won := wins(t, 1, 8, func(p engine.PlayerID, seed uint64) engine.Decider {
		return bot.NewSearch(p, seed, bot.WithParams(quick))
	})
	assert.GreaterOrEqual(t, won, 7)
}
