package engine_test

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
)

// TestSnapshotResumesRandomDeciders: a snapshot records the state of each
// player's Random decider, so a game restored without deciders resumes
// the same bots and plays on exactly as the original does; a decider
// given to Restore takes the recorded one's place; a version 8 snapshot,
// which records no decider, is refused if it has one.
func TestSnapshotResumesRandomDeciders(t *testing.T) {
	t.Parallel()
	pcs := make([]engine.PlayerConfig, 2)
	for i, name := range []string{"moonfury", "dawnwatch"} {
		deck, err := cards.Deck(name)
		require.NoError(t, err)
		pcs[i] = engine.PlayerConfig{Name: name, Deck: deck, Decider: engine.NewRandom(uint64(70 + i))}
	}
	g, err := newChecked(pcs, engine.WithSeed(5))
	require.NoError(t, err)
	require.NoError(t, g.Start(engine.StartAt{Shuffle: true, OpeningHand: 7}))
	for range 120 {
		require.NoError(t, g.Step())
	}
	data, err := g.Snapshot()
	require.NoError(t, err)
	assert.Contains(t, string(data), `"random":"`)

	h, err := restoreChecked(data, cards.Lookup, nil)
	require.NoError(t, err)
	from := g.EventCount()
	for range 400 {
		if over, _ := g.Over(); over {
			break
		}
		require.NoError(t, g.Step())
		require.NoError(t, h.Step())
	}
	require.Greater(t, g.EventCount(), from)
	assert.Equal(t, engine.Digest(g), engine.Digest(h), "the restored game plays on as the original")

	// A decider given to Restore is used instead, and recorded instead.
	k, err := restoreChecked(data, cards.Lookup, []engine.Decider{engine.NewRandom(1), engine.NewRandom(2)})
	require.NoError(t, err)
	again, err := k.Snapshot()
	require.NoError(t, err)
	assert.NotEqual(t, string(data), string(again))

	old := bytes.Replace(data, fmt.Appendf(nil, `"version":%d`, engine.SnapshotVersion), []byte(`"version":8`), 1)
	require.NotEqual(t, data, old)
	_, err = restoreChecked(old, cards.Lookup, nil)
	assert.ErrorIs(t, err, engine.ErrBadSnapshot, "version 8 records no decider")
	bad := bytes.Replace(data, []byte(`"random":"`), []byte(`"random":"x`), 1)
	_, err = restoreChecked(bad, cards.Lookup, nil)
	assert.ErrorIs(t, err, engine.ErrBadSnapshot, "a state that is not a number")
}
