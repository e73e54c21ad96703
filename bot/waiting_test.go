package bot_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/bot"
	"github.com/cathar-engine/cathar/engine"
)

// makers are the two bots, the search bot with the small budget.
var makers = map[string]func(engine.PlayerID, uint64) engine.Decider{
	"greedy": func(p engine.PlayerID, seed uint64) engine.Decider { return bot.NewGreedy(p, seed) },
	"search": func(p engine.PlayerID, seed uint64) engine.Decider {
		return bot.NewSearch(p, seed, bot.WithParams(quick))
	},
}

// In a game made WithWaitingDecisions, a bot is the decider of
// one seat and the other seat is a waiting player answered from outside
// (Next, Answer) by a seeded Random decider: the bot is asked every
// decision of its seat through Decide, looks ahead on copies (clones, or
// determinized copies) made from inside Decide, and the game plays to its
// end — the same game as when the other seat's Random decider is asked by
// the engine.
func TestBotsInAWaitingGame(t *testing.T) {
	for _, name := range []string{"greedy", "search"} {
		for _, s := range []uint64{5, 6} {
			playWaiting(t, name, s)
		}
	}
}

// playWaiting plays the bot name in seat s mod 2 of the waiting game on
// seed s, and the same game with a blocking decider in the other seat,
// and requires them to be the same.
func playWaiting(t *testing.T, name string, s uint64) {
	t.Helper()
	p, _ := seats(s)
	mk := makers[name]
	blocking := newGame(t, s, p, mk(p, 9), engine.NewRandom(3), false)
	playOut(t, blocking)

	g := newGame(t, s, p, mk(p, 9), nil, true)
	outside := engine.NewRandom(3)
	asked := 0
	for n := 0; ; n++ {
		require.Less(t, n, maxSteps, "%s, seed %d: the waiting game ends", name, s)
		d, err := g.Next()
		require.NoError(t, err)
		if d == nil {
			break
		}
		require.Equal(t, 1-p, d.Player, "only the seat without a decider waits")
		ans, err := outside.Decide(g, d)
		require.NoError(t, err)
		require.NoError(t, g.Answer(d.Player, ans))
		asked++
	}
	over, w := g.Over()
	require.True(t, over)
	require.Greater(t, asked, 50, "%s, seed %d", name, s)
	_, bw := blocking.Over()
	assert.Equal(t, bw, w, "%s, seed %d", name, s)
	assert.Equal(t, digest(t, blocking), digest(t, g), "%s, seed %d", name, s)
}
