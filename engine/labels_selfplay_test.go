package engine_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
)

// TestRecordedDecisionsLabelled: the decisions the log records carry
// their labels even when every decider skips them (Random), so that a
// game's record does not depend on its deciders.
func TestRecordedDecisionsLabelled(t *testing.T) {
	recorded := 0
	for seed := uint64(1); seed <= 6; seed++ {
		g, err := teamGame(seed)
		require.NoError(t, err)
		require.NoError(t, g.PlayTurns(40))
		for _, rec := range g.Decisions() {
			for _, c := range rec.Chosen {
				recorded++
				require.NotEmpty(t, c.Text, "game %d: %v decision %q", seed, rec.Kind, rec.Prompt)
			}
		}
	}
	require.Positive(t, recorded)
}

// reading wraps a Random decider without saying it skips labels: the
// engine labels every decision it is asked.
type reading struct{ r *engine.Random }

func (d reading) Decide(g *engine.Game, dec *engine.Decision) ([]int, error) {
	return d.r.Decide(g, dec)
}

// TestLabelsChangeNoState: labelling decisions changes nothing in a
// game's state: the same seeded games played by Random deciders that skip
// labels and by the same deciders made to read them end in the same state
// (Digest, which sees what the events alone do not; the cards package
// plays more games and compares their events).
func TestLabelsChangeNoState(t *testing.T) {
	presets := cards.Presets()
	for i := range 6 {
		seed := uint64(i + 1)
		var digests [2]string
		for k := range digests {
			cfg := make([]engine.PlayerConfig, 2)
			for p := range cfg {
				deck, err := cards.Deck(presets[(i+3*p)%len(presets)].Name)
				require.NoError(t, err)
				var d engine.Decider = engine.NewRandom(seed*8 + uint64(p))
				if k == 1 {
					d = reading{d.(*engine.Random)}
				}
				cfg[p] = engine.PlayerConfig{Name: fmt.Sprintf("P%d", p), Deck: deck, Decider: d}
			}
			g, err := engine.New(cfg, engine.WithSeed(seed))
			require.NoError(t, err)
			require.NoError(t, g.Start(engine.StartAt{Shuffle: true, OpeningHand: 7}))
			require.NoError(t, g.PlayTurns(40))
			digests[k] = engine.Digest(g)
		}
		require.Equal(t, digests[0], digests[1], "game %d", i)
	}
}
