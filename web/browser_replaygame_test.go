//go:build browser

package web

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
)

// replayRecording plays the game of `cathar replay --seed S` and returns
// its recording: the first game of `cathar play --seed S` with its
// default decks (cathar against werewolves), random deciders seeded from
// the game's seed, and its turn cap (50).
func replayRecording(t *testing.T, seed uint64) engine.Recording {
	t.Helper()
	game := splitMix(seed ^ splitMix(1))
	var pcs []engine.PlayerConfig
	for j, name := range []string{"cathar", "werewolves"} {
		deck, err := cards.Deck(name)
		require.NoError(t, err)
		pcs = append(pcs, engine.PlayerConfig{Name: fmt.Sprintf("P%d", j+1), Deck: deck,
			Decider: engine.NewRandom(splitMix(game + uint64(j) + 1))})
	}
	g, err := engine.New(pcs, engine.WithSeed(game), engine.WithRecording())
	require.NoError(t, err)
	require.NoError(t, g.Start(engine.StartAt{Shuffle: true, OpeningHand: 7}))
	for over, _ := g.Over(); !over; over, _ = g.Over() {
		if n, _, _ := g.Turn(); n > 50 {
			break
		}
		require.NoError(t, g.Step())
	}
	return g.Recording()
}

// splitMix is SplitMix64's finalizer, as the command line spreads a seed
// over all 64 bits.
func splitMix(z uint64) uint64 {
	z += 0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}
