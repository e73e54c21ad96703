package rulesindex

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The embedded index reads without error, and each rule has places.
func TestIndexParses(t *testing.T) {
	ix, err := loaded()
	require.NoError(t, err)
	require.NotEmpty(t, ix.rules)
	for _, r := range ix.rules {
		assert.NotEmpty(t, ix.entries[r].Places, r)
	}
	_, err = parse("731.2b\tcode\tengine/turn.go\n")
	assert.ErrorIs(t, err, errMalformed)
	_, err = parse("731.2b\tdoc\tengine/turn.go\t\n")
	assert.ErrorIs(t, err, errMalformed)
}

// Every moved number's new number differs from it, no old number is listed
// twice, and Moved reads the table.
func TestAliases(t *testing.T) {
	seen := map[string]bool{}
	for _, a := range Aliases() {
		assert.NotEqual(t, a.Old, a.New)
		assert.False(t, seen[a.Old], a.Old)
		seen[a.Old] = true
		got, ok := Moved(a.Old)
		assert.True(t, ok)
		assert.Equal(t, a.New, got)
	}
	_, ok := Moved("702.145b")
	assert.False(t, ok)
}

// A section's row moves its sub-rules with it (rules 722 to 732 of the previous
// edition moved up by one with a new 722), a row within a section moves
// only itself, and Stale leaves out 731, which the project cites as Day
// and Night although it was Taking Shortcuts.
func TestAliasesOfSubRules(t *testing.T) {
	for old, now := range map[string]string{"728.1": "729.1", "730.2b": "731.2b", "732.2": "733.2",
		"722": "723", "731": "732", "731.2b": "732.2b", "601.5a": "601.6a"} {
		got, ok := Moved(old)
		assert.True(t, ok, old)
		assert.Equal(t, now, got, old)
	}
	for _, n := range []string{"721.1", "733.1", "500.4a", "603.2g", "72", "7221"} {
		_, ok := Moved(n)
		assert.False(t, ok, n)
	}
	assert.Equal(t, "Taking Shortcuts", Was("731.2"))
	assert.Equal(t, "Subgames", Was("728"))
	assert.Empty(t, Was("733"))
	assert.Empty(t, Was("500.4"))
	for _, n := range []string{"731", "731.2b"} {
		_, stale := Stale(n)
		assert.False(t, stale, n)
	}
	now, stale := Stale("730.2b")
	assert.True(t, stale)
	assert.Equal(t, "731.2b", now)
}
