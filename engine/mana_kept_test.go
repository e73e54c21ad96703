package engine_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
)

// Mana kept until end of turn (CR 500.5) survives a snapshot and a
// restore, and a snapshot without any has no "kept" field.
func TestSnapshotKeepsKeptMana(t *testing.T) {
	t.Parallel()
	good, _ := richSnapshot(t)
	assert.NotContains(t, string(good), `"kept"`)
	data := tamper(t, good, func(m map[string]any) {
		p := obj(arr(m["players"])[1])
		p["pool"] = []any{0, 0, 0, 2, 0, 0}
		p["kept"] = []any{0, 0, 0, 1, 0, 0}
	})
	g, err := restoreChecked(data, cards.Lookup, nil)
	require.NoError(t, err)
	assert.Equal(t, int16(2), g.Pool(1)[engine.ManaR])
	again, err := g.Snapshot()
	require.NoError(t, err)
	assert.True(t, strings.Contains(string(again), `"kept":[0,0,0,1,0,0]`), "the kept mana is written back")
}
