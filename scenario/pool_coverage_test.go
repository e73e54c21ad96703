package scenario

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
)

// TestEveryCardInAScenario requires every card of the built-in pool to be
// set up by at least one scenario file of the repository's testdata
// folders (which TestScenarios runs and requires to pass), so no card
// enters the pool without a ruling that exercises it.
func TestEveryCardInAScenario(t *testing.T) {
	root, err := filepath.Abs("..")
	require.NoError(t, err)
	paths, err := Collect(root)
	require.NoError(t, err)
	used := map[string]bool{}
	files := 0
	for _, path := range paths {
		if !strings.Contains(filepath.ToSlash(path), "/testdata/") {
			continue // examples' rulings use their programs' own cards
		}
		src, err := os.ReadFile(path)
		require.NoError(t, err)
		f, err := Parse(path, src)
		require.NoError(t, err)
		files++
		for _, p := range f.placements {
			if p.def != nil {
				used[p.def.Name()] = true
			}
		}
	}
	require.NotZero(t, files)
	var missing []string
	for _, d := range cards.Cards() {
		if !used[d.Name()] {
			missing = append(missing, d.Name())
		}
	}
	require.Empty(t, missing, "cards of the pool that no scenario sets up")
}
