package bot_test

import (
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/bot"
	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
)

// quick is a small budget that keeps the tests fast.
var quick = bot.Params{Worlds: 2, Rollouts: 1, Candidates: 3, Horizon: 0, Margin: 1.5, ActionMargin: 1.5}

// maxSteps bounds the steps of a test game; every game of the preset
// decks ends long before (a player who must draw from an empty library
// loses, CR 704.5b).
const maxSteps = 20000

// seats returns, for seed s, the bot's seat and the decks of the two
// seats: the bot sits in seat s mod 2 and plays "cathar" when ⌊s/2⌋ is
// even, "werewolves" when it is odd, so that four seeds cover both seats
// with both decks.
func seats(s uint64) (engine.PlayerID, [2]string) {
	seat := engine.PlayerID(s % 2)
	names := [2]string{"cathar", "werewolves"}
	if (s/2)%2 == 1 {
		names = [2]string{"werewolves", "cathar"}
	}
	if seat == 1 {
		names[0], names[1] = names[1], names[0]
	}
	return seat, names
}

// newGame returns a started game of the preset decks on seed s, seat p
// played by me and the other by other (nil: a waiting player, with
// waiting set).
func newGame(t *testing.T, s uint64, p engine.PlayerID, me, other engine.Decider, waiting bool) *engine.Game {
	t.Helper()
	_, names := seats(s)
	pcs := make([]engine.PlayerConfig, 2)
	for i, name := range names {
		deck, err := cards.Deck(name)
		require.NoError(t, err)
		pcs[i] = engine.PlayerConfig{Name: name, Deck: deck, Decider: other}
	}
	pcs[p].Decider = me
	opts := []engine.GameOption{engine.WithSeed(s), engine.WithoutLog()}
	if waiting {
		opts = append(opts, engine.WithWaitingDecisions())
	}
	g, err := engine.New(pcs, opts...)
	require.NoError(t, err)
	require.NoError(t, g.Start(engine.StartAt{Shuffle: true, OpeningHand: 7}))
	return g
}

// playOut steps g until it is over.
func playOut(t *testing.T, g *engine.Game) {
	t.Helper()
	for range maxSteps {
		if over, _ := g.Over(); over {
			return
		}
		require.NoError(t, g.Step())
	}
	t.Fatal("the game did not end")
}

// digest is the hash of a game's snapshot, without what is not the
// game's own state: the streams of engine.Random deciders (players'
// "random") and, in a game made WithWaitingDecisions, its waits.
func digest(t *testing.T, g *engine.Game) string {
	t.Helper()
	data, err := g.Snapshot()
	require.NoError(t, err)
	var snap map[string]any
	require.NoError(t, json.Unmarshal(data, &snap))
	delete(snap, "waits")
	players, ok := snap["players"].([]any)
	require.True(t, ok, "the snapshot lists its players")
	for _, p := range players {
		pm, ok := p.(map[string]any)
		require.True(t, ok)
		delete(pm, "random")
	}
	data, err = json.Marshal(snap)
	require.NoError(t, err)
	return fmt.Sprintf("%x", sha256.Sum256(data))
}

// wins plays the bot made by mk against engine.Random on seeds
// from..from+n-1 and returns its wins.
func wins(t *testing.T, from, n uint64, mk func(engine.PlayerID, uint64) engine.Decider) int {
	t.Helper()
	won := 0
	for s := from; s < from+n; s++ {
		p, _ := seats(s)
		g := newGame(t, s, p, mk(p, bot.DeriveSeed(s, 1)), engine.NewRandom(bot.DeriveSeed(s, 2)), false)
		playOut(t, g)
		if _, w := g.Over(); w == p {
			won++
		}
	}
	return won
}
