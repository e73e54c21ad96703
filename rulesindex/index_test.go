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
