package scenario

import (
	"io/fs"
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
	used := map[string]bool{}
	files := 0
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if d.Name() == "malformed" || (path != root && (strings.HasPrefix(d.Name(), ".") || strings.HasPrefix(d.Name(), "_"))) {
				return filepath.SkipDir
			}
			return nil
		}
		if filepath.Ext(path) != ".scenario" || !strings.Contains(filepath.ToSlash(path), "/testdata/") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		f, err := Parse(path, src)
		if err != nil {
			return err
		}
		files++
		for _, p := range f.placements {
			if p.def != nil {
				used[p.def.Name()] = true
			}
		}
		return nil
	})
	require.NoError(t, err)
	require.NotZero(t, files)
	var missing []string
	for _, d := range cards.Cards() {
		if !used[d.Name()] {
			missing = append(missing, d.Name())
		}
	}
	require.Empty(t, missing, "cards of the pool that no scenario sets up")
}
