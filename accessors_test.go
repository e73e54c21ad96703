package cathar

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// rawFields are, by type, the fields of the engine whose meaning depends
// on a kind: Event.Aux and Amount on the event's kind, Option.Obj, Player
// and IsPlayer on the decision's. Code outside the engine reads them
// through the accessors that name that meaning (Event.Turn, StackID,
// Quantity, Cause, …; Decision.Target, Attack, Block, Assignment), never
// directly. Writing them (a literal in a test, a card's own decision) is
// allowed.
var rawFields = map[string][]string{
	"Event":  {"Aux", "Amount"},
	"Option": {"Obj", "Player", "IsPlayer"},
}

// exportedPackage is what the accessor check reads of go list -json.
type exportedPackage struct {
	ImportPath   string
	Name         string
	Dir          string
	Export       string
	Standard     bool
	GoFiles      []string
	TestGoFiles  []string
	XTestGoFiles []string
}

// typeChecker type-checks the module's packages from source, importing
// what they depend on from the compiler's export data (go list -export),
// or, for a package it has checked from source with its test files, that
// package: so an external test package sees the helpers of its package's
// own test files.
type typeChecker struct {
	fset    *token.FileSet
	exports map[string]string
	gc      types.Importer
	checked map[string]*types.Package
	fields  map[*types.Var]bool // engine.Event's raw fields
}

// listDepsExport runs go list -json -deps -export on the module once for
// the tests that type-check it.
var listDepsExport = sync.OnceValues(func() ([]byte, error) {
	cmd := exec.Command("go", "list", "-json", "-deps", "-export", "./...")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go list: %w: %s", err, stderr.String())
	}
	return out, nil
})

// newTypeChecker lists the module's packages and what they depend on.
func newTypeChecker(t *testing.T) (*typeChecker, []exportedPackage) {
	out, err := listDepsExport()
	require.NoError(t, err)
	tc := &typeChecker{fset: token.NewFileSet(), exports: map[string]string{}, checked: map[string]*types.Package{}}
	var mine []exportedPackage
	for dec := json.NewDecoder(bytes.NewReader(out)); ; {
		var p exportedPackage
		if err := dec.Decode(&p); errors.Is(err, io.EOF) {
			break
		} else {
			require.NoError(t, err)
		}
		tc.exports[p.ImportPath] = p.Export
		if p.ImportPath == modulePath || strings.HasPrefix(p.ImportPath, modulePath+"/") {
			mine = append(mine, p)
		}
	}
	tc.gc = importer.ForCompiler(tc.fset, "gc", func(path string) (io.ReadCloser, error) {
		if f := tc.exports[path]; f != "" {
			return os.Open(f)
		}
		return nil, errors.New("no export data for " + path)
	})
	engine, err := tc.gc.Import(modulePath + "/engine")
	require.NoError(t, err)
	tc.fields = map[*types.Var]bool{}
	want := 0
	for typ, names := range rawFields {
		st, ok := engine.Scope().Lookup(typ).Type().Underlying().(*types.Struct)
		require.True(t, ok, "engine.%s is a struct", typ)
		want += len(names)
		for f := range st.Fields() {
			if slices.Contains(names, f.Name()) {
				tc.fields[f] = true
			}
		}
	}
	require.Len(t, tc.fields, want, "the engine has the fields %v", rawFields)
	return tc, mine
}

// Import imports path: a package checked from source, or export data.
func (tc *typeChecker) Import(path string) (*types.Package, error) {
	if p := tc.checked[path]; p != nil {
		return p, nil
	}
	return tc.gc.Import(path)
}

// rawReads type-checks one package made of files (as sources, by name) and
// returns where it reads a raw field of engine.Event, as "file:line:
// X.Field". A type error (a test-only dependency without export data) is
// ignored: the check sees every expression whose type is still known.
func (tc *typeChecker) rawReads(path string, files map[string][]byte) ([]string, *types.Package) {
	var parsed []*ast.File
	for name, src := range files {
		f, err := parser.ParseFile(tc.fset, name, src, parser.SkipObjectResolution)
		if err == nil {
			parsed = append(parsed, f)
		}
	}
	info := &types.Info{Selections: map[*ast.SelectorExpr]*types.Selection{}}
	conf := types.Config{Importer: tc, Error: func(error) {}}
	pkg, _ := conf.Check(path, tc.fset, parsed, info)
	var reads []string
	for _, f := range parsed {
		ast.Inspect(f, func(n ast.Node) bool {
			sel, ok := n.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			if s := info.Selections[sel]; s != nil && s.Kind() == types.FieldVal {
				if v, ok := s.Obj().(*types.Var); ok && tc.fields[v] {
					pos := tc.fset.Position(sel.Sel.Pos())
					reads = append(reads, pos.Filename+":"+strconv.Itoa(pos.Line)+": "+types.ExprString(sel))
				}
			}
			return true
		})
	}
	slices.Sort(reads)
	return reads, pkg
}

// readFiles reads the named files of dir.
func readFiles(t *testing.T, dir string, names ...[]string) map[string][]byte {
	files := map[string][]byte{}
	for _, list := range names {
		for _, n := range list {
			b, err := os.ReadFile(filepath.Join(dir, n))
			require.NoError(t, err)
			name := filepath.Join(dir, n)
			if wd, err := os.Getwd(); err == nil {
				if rel, err := filepath.Rel(wd, name); err == nil {
					name = rel // the module's root, where the test runs
				}
			}
			files[name] = b
		}
	}
	return files
}

// Nothing outside the engine package reads Event.Aux or Event.Amount, or
// Option.Obj, Player or IsPlayer: their meaning depends on the kind of the
// event or decision, and the accessors say which it is (and that the kind
// has one). Test files included.
func TestEventFieldsReadThroughAccessors(t *testing.T) {
	tc, pkgs := newTypeChecker(t)
	root, err := filepath.Abs(".")
	require.NoError(t, err)
	var reads []string
	for _, p := range pkgs {
		rel, err := filepath.Rel(root, p.Dir)
		require.NoError(t, err)
		if rel == "engine" || strings.HasPrefix(rel, "engine"+string(filepath.Separator)) {
			continue
		}
		r, pkg := tc.rawReads(p.ImportPath, readFiles(t, p.Dir, p.GoFiles, p.TestGoFiles))
		reads = append(reads, r...)
		if pkg != nil {
			tc.checked[p.ImportPath] = pkg
		}
		if len(p.XTestGoFiles) > 0 {
			r, _ := tc.rawReads(p.ImportPath+"_test", readFiles(t, p.Dir, p.XTestGoFiles))
			reads = append(reads, r...)
		}
	}
	assert.Empty(t, reads, "read these through the accessors of engine/event_accessors.go, event_cause.go and decide_option_accessors.go")
}

// The check finds a raw read of each field, on a value, through a
// pointer, and promoted from an embedded Event, and lets the accessors,
// writes in a literal and the fields of one meaning be.
func TestEventFieldsCheckCatchesRawReads(t *testing.T) {
	tc, _ := newTypeChecker(t)
	src := `package probe

import "github.com/cathar-engine/cathar/engine"

type wrapped struct{ engine.Event }

func f(ev engine.Event, p *engine.Event, w wrapped, o engine.Option, d *engine.Decision) int32 {
	n, _ := ev.Quantity()
	_ = engine.Event{Kind: engine.EvDamage, Amount: 3, Aux: 0}
	_ = engine.Option{Obj: 1, Player: 0, IsPlayer: true}
	c, _ := d.Target(0)
	if o.IsPlayer || d.Options[0].Obj == c.Obj || o.Player == 0 {
		return ev.Aux + p.Amount + w.Aux + o.Amount + o.Lethal + int32(n)
	}
	return 0
}
`
	reads, pkg := tc.rawReads("probe", map[string][]byte{"probe.go": []byte(src)})
	require.NotNil(t, pkg)
	assert.Equal(t, []string{"probe.go:12: d.Options[0].Obj", "probe.go:12: o.IsPlayer", "probe.go:12: o.Player",
		"probe.go:13: ev.Aux", "probe.go:13: p.Amount", "probe.go:13: w.Aux"}, reads)
}
