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
	t.Parallel()
	recorded := 0
	for seed := uint64(1); seed <= 6; seed++ {
		g, err := teamGame(seed, bulkOption())
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
	t.Parallel()
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
			g, err := newChecked(cfg, engine.WithSeed(seed), bulkOption())
			require.NoError(t, err)
			require.NoError(t, g.Start(engine.StartAt{Shuffle: true, OpeningHand: 7}))
			require.NoError(t, g.PlayTurns(40))
			digests[k] = engine.Digest(g)
		}
		require.Equal(t, digests[0], digests[1], "game %d", i)
	}
}

// distinctLabels wraps a Random decider, reading the labels of every
// decision it is asked: it fails the test when two options of one
// decision have the same label.
type distinctLabels struct {
	t    *testing.T
	r    *engine.Random
	seen *int
}

func (d distinctLabels) Decide(g *engine.Game, dec *engine.Decision) ([]int, error) {
	seen := make(map[string]int, len(dec.Options))
	for i, o := range dec.Options {
		require.NotEmpty(d.t, o.Text, "%v decision %q: option %d has no label", dec.Kind, dec.Prompt, i)
		if j, ok := seen[o.Text]; ok {
			d.t.Fatalf("%v decision %q: options %d and %d are both %q", dec.Kind, dec.Prompt, j, i, o.Text)
		}
		seen[o.Text] = i
	}
	*d.seen += len(dec.Options)
	return d.r.Decide(g, dec)
}

// TestLabelsDistinctInADecision: in self-play games, two-player and
// Two-Headed Giant (where teammates' tokens share a name), the options of
// every decision have labels that differ, and the games are the ones the
// same seeds play without labels.
func TestLabelsDistinctInADecision(t *testing.T) {
	t.Parallel()
	seen := 0
	for seed := uint64(1); seed <= uint64(sized(t, "games", 4, 20)); seed++ {
		g, err := teamGame(seed, bulkOption())
		require.NoError(t, err)
		plain, err := teamGame(seed, bulkOption())
		require.NoError(t, err)
		for p := range engine.PlayerID(g.NumPlayers()) {
			require.NoError(t, g.SetDecider(p, distinctLabels{t, engine.NewRandom(seed*8 + uint64(p)), &seen}))
		}
		require.NoError(t, g.PlayTurns(30))
		require.NoError(t, plain.PlayTurns(30))
		require.Equal(t, engine.Digest(plain), engine.Digest(g), "game %d", seed)
	}
	for _, g := range selfPlaySample(t, 1) {
		quickBulk(g)
		for p := range engine.PlayerID(g.NumPlayers()) {
			require.NoError(t, g.SetDecider(p, distinctLabels{t, engine.NewRandom(uint64(p) + 77), &seen}))
		}
		require.NoError(t, g.PlayTurns(20))
	}
	require.Positive(t, seen)
}
