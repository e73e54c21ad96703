package cathar

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
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
	"zones":      0,
	"daynight":   0,
	"rulesindex": 0,
	"engine":     1,
	"cards":      2,
	"scenario":   3,
	"decklist":   3,
	"bot":        3,
	"match":      4, // matches of games, above decklist
	"web":        5, // games in a browser, matches among them
	"cli":        6, // the whole command, for cmd/cathar and a program's own cathar
	"cmd":        7,
	"examples":   7,
	"":           7, // the root package, documentation only
}

// forbidden lists, for each top-level directory whose packages hold game
// logic, the standard packages its non-test files may not import
// directly: the wall clock (time), the global random source (math/rand)
// and the process's environment and files (os). A game is a function of
// its seed and its decisions alone; what the standard library imports in
// turn is not counted.
var forbidden = map[string][]string{
	"zones":      {"time", "math/rand", "os"},
	"daynight":   {"time", "math/rand", "os"},
	"rulesindex": {"time", "math/rand", "os"},
	"engine":     {"time", "math/rand", "os"},
	"cards":      {"time", "math/rand", "os"},
	"bot":        {"time", "math/rand", "os"},
	"match":      {"time", "math/rand", "os"},
}

// listedPackage is what the layering test reads of go list -json: the
// package, the packages its non-test files import, and every package it
// depends on, directly or not.
type listedPackage struct {
	ImportPath string
	Imports    []string
	Deps       []string
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
// down only: cmd and examples above cli (the whole command, which only
// they import), above match, above scenario, decklist, bot and web, above
// cards, above engine, above daynight and zones, which import nothing of
// the module; and that zones, daynight, engine, cards, bot and match do
// not import time, math/rand or os themselves; and that no package but a
// test helper (scenario/scenariotest) depends on testing, so that a
// program linking the library does not link it. Packages that do not
// exist yet are simply not listed by go list. Test files are not checked: an external test package
// (engine_test) may use cards, and a test may read a file or the
// environment.
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
	cmd := exec.Command(goTool, "list", "-json=ImportPath,Imports,Deps", "./...")
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	require.NoError(t, err, "go list: %s", stderr.String())
	var pkgs []listedPackage
	dec := json.NewDecoder(bytes.NewReader(out))
	for dec.More() {
		var p listedPackage
		require.NoError(t, dec.Decode(&p))
		pkgs = append(pkgs, p)
	}
	require.NotEmpty(t, pkgs, "go list found no packages")
	for _, problem := range layeringProblems(pkgs) {
		t.Error(problem)
	}
}

// layeringProblems returns what is wrong with the imports of pkgs: a
// package outside the module or in a directory with no layer, an import
// that does not point down, a forbidden standard package imported
// directly.
func layeringProblems(pkgs []listedPackage) []string {
	var problems []string
	for _, p := range pkgs {
		from, ok := unit(p.ImportPath)
		if !ok {
			problems = append(problems, fmt.Sprintf("go list ./... listed %s, outside the module", p.ImportPath))
			continue
		}
		rank, ok := layers[from]
		if !ok {
			problems = append(problems, fmt.Sprintf("%s: directory %q has no layer; add it to the layers table in layering_test.go", p.ImportPath, from))
			continue
		}
		for _, dep := range p.Deps {
			to, ok := unit(dep)
			if !ok || to == from {
				continue
			}
			if depRank, known := layers[to]; !known || depRank >= rank {
				problems = append(problems, fmt.Sprintf("%s (layer %d) imports %s (layer %d): imports must point down only", p.ImportPath, rank, dep, depRank))
			}
		}
		if slices.Contains(p.Deps, "testing") && !strings.HasSuffix(p.ImportPath, "test") {
			problems = append(problems, fmt.Sprintf("%s depends on testing: only a test-helper package (its name ending in test, as scenario/scenariotest) may link it into programs", p.ImportPath))
		}
		for _, imp := range p.Imports {
			if slices.Contains(forbidden[from], imp) {
				problems = append(problems, fmt.Sprintf("%s imports %s: game logic must not read the clock, a global random source or the environment", p.ImportPath, imp))
			}
		}
	}
	return problems
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
		{modulePath + "/cli", "cli", true},
		{modulePath + "/examples/random-game", "examples", true},
		{modulePath + "x/engine", "", false},
		{"fmt", "", false},
	} {
		got, in := unit(tc.pkg)
		assert.Equal(t, tc.want, got, tc.pkg)
		assert.Equal(t, tc.in, in, tc.pkg)
	}
}

// TestLayeringProblems checks the checks on packages made up for it.
func TestLayeringProblems(t *testing.T) {
	pkg := func(dir string, imports []string, deps ...string) listedPackage {
		path := modulePath
		if dir != "" {
			path += "/" + dir
		}
		return listedPackage{ImportPath: path, Imports: imports, Deps: append(slices.Clone(imports), deps...)}
	}
	engine, cards := modulePath+"/engine", modulePath+"/cards"
	for _, tc := range []struct {
		name string
		pkg  listedPackage
		want string // a part of the one problem expected, or "" for none
	}{
		{"down", pkg("cards", []string{"fmt", engine}, "os", "time"), ""},
		{"up", pkg("engine", []string{"fmt", cards}), "imports must point down only"},
		{"sideways", pkg("zones", []string{modulePath + "/daynight"}), "imports must point down only"},
		{"below its own tree", pkg("engine/sub", []string{engine}), ""},
		{"no layer", pkg("server", []string{"fmt"}), "has no layer"},
		{"outside the module", listedPackage{ImportPath: "example.com/x"}, "outside the module"},
		{"engine imports time", pkg("engine", []string{"fmt", "time"}), "imports time"},
		{"zones imports os", pkg("zones", []string{"os"}), "imports os"},
		{"daynight imports math/rand", pkg("daynight", []string{"math/rand"}), "imports math/rand"},
		{"cards imports os", pkg("cards/extra", []string{"os", engine}), "imports os"},
		{"math/rand/v2 is not v1", pkg("engine", []string{"math/rand/v2"}), ""},
		{"os below fmt is not counted", pkg("engine", []string{"fmt"}, "os", "time", "math/rand"), ""},
		{"cmd may read the clock", pkg("cmd/cathar", []string{"os", "time", cards}), ""},
		{"cmd imports cli", pkg("cmd/cathar", []string{"os", modulePath + "/cli"}), ""},
		{"an example imports cli", pkg("examples/custom-cards/cathar", []string{"os", modulePath + "/cli"}), ""},
		{"cli imports the packages below", pkg("cli", []string{modulePath + "/web", modulePath + "/bot", modulePath + "/scenario", cards, engine}), ""},
		{"cli does not import cmd", pkg("cli", []string{modulePath + "/cmd/cathar"}), "imports must point down only"},
		{"web does not import cli", pkg("web", []string{modulePath + "/cli"}), "imports must point down only"},
		{"match imports decklist", pkg("match", []string{modulePath + "/decklist", cards, engine}), ""},
		{"cli imports match", pkg("cli", []string{modulePath + "/match"}), ""},
		{"match does not import cli", pkg("match", []string{modulePath + "/cli"}), "imports must point down only"},
		{"match imports time", pkg("match", []string{"time", engine}), "imports time"},
		{"scenario may read files", pkg("scenario", []string{"os", cards}), ""},
		{"scenario links testing", pkg("scenario", []string{"fmt"}, "testing"), "depends on testing"},
		{"a test helper may", pkg("scenario/scenariotest", []string{"testing"}), ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := layeringProblems([]listedPackage{tc.pkg})
			if tc.want == "" {
				assert.Empty(t, got)
				return
			}
			if assert.Len(t, got, 1) {
				assert.Contains(t, got[0], tc.want)
			}
		})
	}
}
