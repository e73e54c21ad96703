package cathar

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const modulePath = "github.com/cathar-engine/cathar"

// layers ranks each top-level directory of the module. A package may
// import (directly or not) module packages of a strictly lower rank, and
// packages of its own directory tree. A package whose directory is not
// listed fails the test until it is given a rank here.
var layers = map[string]int{
	"zones":    0,
	"daynight": 0,
	"engine":   1,
	"cards":    2,
	"scenario": 3,
	"cmd":      4,
	"examples": 4,
	"":         4, // the root package, documentation only
}

// unit returns the top-level directory of a module package ("" for the
// root package), and whether the path is in the module at all.
func unit(pkg string) (string, bool) {
	if pkg == modulePath {
		return "", true
	}
	rest, ok := strings.CutPrefix(pkg, modulePath+"/")
	if !ok {
		return "", false
	}
	top, _, _ := strings.Cut(rest, "/")
	return top, true
}

// TestLayering checks that imports between the module's packages point
// down only: cmd and examples above scenario, above cards, above engine,
// above daynight and zones, which import nothing of the module. Packages
// that do not exist yet are simply not listed by go list. Test files are
// not checked: an external test package (engine_test) may use cards.
func TestLayering(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command in PATH")
	}
	readSources(t)
	var stderr bytes.Buffer
	cmd := exec.Command(goTool, "list", "-f", `{{.ImportPath}} {{join .Deps " "}}`, "./...")
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	require.NoError(t, err, "go list: %s", stderr.String())

	checked := 0
	for line := range strings.Lines(string(out)) {
		fields := strings.Fields(line)
		if len(fields) == 0 {
			continue
		}
		pkg, deps := fields[0], fields[1:]
		from, ok := unit(pkg)
		require.True(t, ok, "go list ./... listed %s, outside the module", pkg)
		rank, ok := layers[from]
		if !assert.True(t, ok, "%s: directory %q has no layer; add it to the layers table in layering_test.go", pkg, from) {
			continue
		}
		checked++
		for _, dep := range deps {
			to, ok := unit(dep)
			if !ok || to == from {
				continue
			}
			depRank, known := layers[to]
			assert.True(t, known && depRank < rank,
				"%s (layer %d) imports %s (layer %d): imports must point down only", pkg, rank, dep, depRank)
		}
	}
	assert.Positive(t, checked, "go list found no packages")
}

// readSources reads go.mod and every directory and .go file of the module.
// go test caches a passing result keyed on the files a test opens, not on
// what a command it runs reads; reading them here makes any change to the
// module's sources (a new import, a new package) rerun the test.
func readSources(t *testing.T) {
	t.Helper()
	_, err := os.ReadFile("go.mod")
	require.NoError(t, err)
	err = filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if errors.Is(err, fs.ErrNotExist) {
			return nil // removed while we walk
		}
		if err != nil {
			return err
		}
		if d.IsDir() {
			if path != "." && (strings.HasPrefix(d.Name(), ".") || strings.HasPrefix(d.Name(), "_") || d.Name() == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(path, ".go") {
			if _, err := os.ReadFile(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
				return err
			}
		}
		return nil
	})
	require.NoError(t, err)
}

func TestUnit(t *testing.T) {
	for _, tc := range []struct {
		pkg, want string
		in        bool
	}{
		{modulePath, "", true},
		{modulePath + "/engine", "engine", true},
		{modulePath + "/cmd/cathar", "cmd", true},
		{modulePath + "/examples/random-game", "examples", true},
		{modulePath + "x/engine", "", false},
		{"fmt", "", false},
	} {
		got, in := unit(tc.pkg)
		assert.Equal(t, tc.want, got, tc.pkg)
		assert.Equal(t, tc.in, in, tc.pkg)
	}
}
