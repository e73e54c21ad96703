package engine_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
)

// teamGame returns a started seeded Two-Headed Giant game of the preset
// decks with Random deciders.
func teamGame(seed uint64, opts ...engine.GameOption) (*engine.Game, error) {
	presets := cards.Presets()
	cfg := make([]engine.PlayerConfig, 4)
	for i := range cfg {
		deck, err := cards.Deck(presets[(int(seed)+i)%len(presets)].Name)
		if err != nil {
			return nil, err
		}
		cfg[i] = engine.PlayerConfig{Name: fmt.Sprintf("P%d", i), Deck: deck, Decider: engine.NewRandom(seed*8 + uint64(i))}
	}
	g, err := newChecked(cfg, append([]engine.GameOption{engine.WithSeed(seed), engine.WithVariant(engine.TwoHeadedGiant)}, opts...)...)
	if err != nil {
		return nil, err
	}
	return g, g.Start(engine.StartAt{Shuffle: true, OpeningHand: 7})
}

// TestTeamSelfPlay plays seeded Two-Headed Giant games to their end (or
// turn 40) with the invariants checked after every step: teammates'
// life totals equal, turns and combat by team, and a game that ends ends
// with one team losing as a whole. Every tenth game is also recorded and
// replayed, and snapshotted and restored midway.
func TestTeamSelfPlay(t *testing.T) {
	t.Parallel()
	n := sized(t, "games", 4, 300)
	ended := 0
	for i := range n {
		seed := uint64(i + 1)
		opts := []engine.GameOption{bulkOption()}
		if i%10 == 0 {
			opts = append(opts, engine.WithRecording())
		}
		g, err := teamGame(seed, opts...)
		require.NoError(t, err, "seed %d", seed)
		for steps := 0; !g.Waiting().Over; steps++ {
			if turn, _, _ := g.Turn(); turn > 40 {
				break
			}
			require.NoError(t, detSafely(g.Step), "seed %d, step %d", seed, steps)
			require.NoError(t, g.CheckInvariants(), "seed %d, step %d", seed, steps)
			if i%10 == 0 && steps == 150 {
				data, err := g.Snapshot()
				require.NoError(t, err)
				r, err := restoreChecked(data, cards.Lookup, nil)
				require.NoError(t, err, "seed %d", seed)
				assert.Equal(t, engine.TwoHeadedGiant, r.Variant())
			}
		}
		if over, winner := g.Over(); over {
			ended++
			if winner != engine.NoPlayer {
				assert.False(t, g.HasLost(winner), "seed %d", seed)
				assert.False(t, g.HasLost(g.Teammate(winner)), "seed %d: the winner's teammate wins too", seed)
				assert.True(t, g.HasLost(winner^2) && g.HasLost(winner^3), "seed %d: the other team lost as a team", seed)
			}
		}
		if i%10 == 0 {
			r, err := replayChecked(g.Recording(), cards.Lookup)
			require.NoError(t, err, "seed %d", seed)
			assert.Equal(t, detLogHash(g), detLogHash(r), "seed %d: the replay differs", seed)
		}
	}
	assert.Greater(t, ended, n/2, "most games end within 40 turns")
}

// TestFuzzGameTwoHeadedGiant runs FuzzGame's game driver on generated
// inputs that all make Two-Headed Giant games: legal and illegal actions
// and answers, the invariants checked after every step, every failed
// action changing nothing.
func TestFuzzGameTwoHeadedGiant(t *testing.T) {
	t.Parallel()
	n := sized(t, "inputs", 4, 200)
	for i := range n {
		data := []byte{0x82 | byte(i)&0x7c, byte(i), byte(i >> 8)}
		for k := range 64 {
			data = append(data, byte((i+1)*(k+7)*2654435761>>13))
		}
		fz := &gameFuzzer{t: t, data: data}
		fz.run()
		require.Equal(t, engine.TwoHeadedGiant, fz.g.Variant(), "input %d", i)
	}
}
