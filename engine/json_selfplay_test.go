package engine_test

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
)

// selfPlayPairings returns seeded two-player games of every pairing of
// the preset decks, with Random deciders and a log.
func selfPlayPairings(t *testing.T, seeds int) []*engine.Game {
	t.Helper()
	presets := cards.Presets()
	var games []*engine.Game
	for seed := uint64(1); seed <= uint64(seeds); seed++ {
		for i := range presets {
			for j := range presets {
				cfg := make([]engine.PlayerConfig, 2)
				for p, k := range []int{i, j} {
					deck, err := cards.Deck(presets[k].Name)
					require.NoError(t, err)
					cfg[p] = engine.PlayerConfig{Name: fmt.Sprintf("P%d", p), Deck: deck,
						Decider: engine.NewRandom(seed*100 + uint64(10*i+j+p))}
				}
				g, err := engine.New(cfg, engine.WithSeed(seed))
				require.NoError(t, err)
				require.NoError(t, g.Start(engine.StartAt{Shuffle: true, OpeningHand: 7}))
				games = append(games, g)
			}
		}
	}
	return games
}

// stepGame steps g until it is over or past turn turns, calling each
// after every step.
func stepGame(t *testing.T, g *engine.Game, turns int, each func()) {
	t.Helper()
	for range 20000 {
		if over, _ := g.Over(); over {
			return
		}
		if n, _, _ := g.Turn(); n > turns {
			return
		}
		require.NoError(t, g.Step())
		each()
	}
}

// TestSelfPlayViewsReadBack: every player's and the spectator's view, met
// after every step of self-play games of every pairing of the preset
// decks, writes to JSON and reads back as itself, also with a stack item
// whose "up to" target places were left empty.
func TestSelfPlayViewsReadBack(t *testing.T) {
	views := 0
	var upTo []engine.ViewStackItem // the first stack met with an "up to" place left empty
	for _, g := range selfPlayPairings(t, sized(t, "seeds", 1, 4)) {
		stepGame(t, g, 20, func() {
			if upTo == nil && emptyTargetPlace(g) {
				upTo = g.SpectatorView().Stack
			}
			for p := engine.NoPlayer; int(p) < g.NumPlayers(); p++ {
				v := g.SpectatorView()
				if p != engine.NoPlayer {
					v = g.PlayerView(p)
				}
				b, err := json.Marshal(v)
				require.NoError(t, err)
				var back engine.PlayerView
				require.NoError(t, json.Unmarshal(b, &back), "view of %d: %s", p, b)
				again, err := json.Marshal(back)
				require.NoError(t, err)
				require.JSONEq(t, string(b), string(again))
				views++
			}
		})
	}
	require.Positive(t, views)
	require.NotNil(t, upTo, "no stack item with an empty target place met")
	golden(t, "stack_up_to", upTo)
}

// emptyTargetPlace reports whether an item on g's stack has a target place
// of an "up to" phrase left empty.
func emptyTargetPlace(g *engine.Game) bool {
	for _, it := range g.Stack() {
		for _, tg := range it.Targets {
			if tg.None() {
				return true
			}
		}
	}
	return false
}
