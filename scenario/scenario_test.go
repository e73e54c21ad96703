package scenario_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/scenario/scenariotest"
)

// repoRoot returns the module's root directory.
func repoRoot(t testing.TB) string {
	t.Helper()
	dir, err := os.Getwd()
	require.NoError(t, err)
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		require.NotEqual(t, parent, dir, "no go.mod above the test")
		dir = parent
	}
}

// scenarioFiles returns every .scenario file in a testdata folder of the
// repository, except the deliberately malformed or failing ones.
func scenarioFiles(t testing.TB) []string {
	t.Helper()
	root := repoRoot(t)
	var out []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			// As Collect: deliberately broken or failing files live in
			// folders named "malformed" or beginning with "_".
			if d.Name() == "malformed" || (path != root && (strings.HasPrefix(d.Name(), ".") || strings.HasPrefix(d.Name(), "_"))) {
				return filepath.SkipDir
			}
			return nil
		}
		if filepath.Ext(path) == ".scenario" && inTestdata(root, path) {
			out = append(out, path)
		}
		return nil
	})
	require.NoError(t, err)
	return out
}

func inTestdata(root, path string) bool {
	rel, err := filepath.Rel(root, path)
	if err != nil {
		return false
	}
	for _, part := range strings.Split(filepath.ToSlash(rel), "/") {
		if part == "testdata" {
			return true
		}
	}
	return false
}

// TestScenarios runs every scenario file of the repository as a subtest.
func TestScenarios(t *testing.T) {
	root := repoRoot(t)
	files := scenarioFiles(t)
	require.NotEmpty(t, files)
	for _, path := range files {
		rel, _ := filepath.Rel(root, path)
		t.Run(filepath.ToSlash(rel), func(t *testing.T) {
			scenariotest.RunFile(t, path)
		})
	}
}
