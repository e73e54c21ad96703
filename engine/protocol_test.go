package engine

import (
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
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The state-change protocol (change.go): only the state-change operations
// take rollback saves and reset caches. These tests read the package's
// syntax trees.

// bookkeepingCalls are the methods that save state for a rollback or
// forget a cache.
var bookkeepingCalls = []string{"touch", "mut", "save", "playerMut", "forget"}

// cacheMarks are the fields that say a cache is stale or valid.
var cacheMarks = []string{"dirty", "sbaClear", "trigStale", "swept", "plan"}

// bookkeepingOwners are the functions outside the change*.go files that
// may do bookkeeping, and why: the primitives and the caches' own code,
// which resets the marks it answers for as it recomputes, and the
// verifiers and builders that work on a state of their own.
var bookkeepingOwners = map[string]string{
	"Game.computeChars":           "the characteristics cache: recomputes and resets its marks",
	"Game.summary":                "the summary cache: computes itself",
	"summary.add":                 "the summary cache: builds a value of its own",
	"Game.triggerers":             "the trigger-list cache: rebuilds itself",
	"Game.dayNightSweep":          "the sweep cache: records that it found nothing to do",
	"invariantChecker.checkCache": "verifier: computes the caches again on a clone",
}

// bookkeepingFiles are the files that may do bookkeeping anywhere.
func bookkeepingFile(name string) bool {
	return strings.HasPrefix(name, "change") || name == "undo.go" || name == "sections.go"
}

// protocolViolations lists, as "file:line: function does what", each place
// in files where a function that is not a state-change operation or a
// bookkeeping owner calls a bookkeeping method or writes a cache mark.
func protocolViolations(fset *token.FileSet, files []*ast.File) []string {
	var out []string
	for _, f := range files {
		name := filepath.Base(fset.Position(f.Package).Filename)
		if bookkeepingFile(name) {
			continue
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			fn := funcName(fd)
			if _, ok := bookkeepingOwners[fn]; ok {
				continue
			}
			report := func(n ast.Node, what string) {
				out = append(out, fmt.Sprintf("%s: %s %s", fset.Position(n.Pos()), fn, what))
			}
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.CallExpr:
					if sel, ok := n.Fun.(*ast.SelectorExpr); ok && slices.Contains(bookkeepingCalls, sel.Sel.Name) {
						report(n, "calls "+sel.Sel.Name)
					}
				case *ast.AssignStmt:
					for _, lhs := range n.Lhs {
						if sel, ok := lhs.(*ast.SelectorExpr); ok && slices.Contains(cacheMarks, sel.Sel.Name) {
							report(n, "writes "+sel.Sel.Name)
						}
					}
				}
				return true
			})
		}
	}
	return out
}

// funcName returns "Recv.Name" for a method and "Name" for a function.
func funcName(fd *ast.FuncDecl) string {
	if fd.Recv == nil || len(fd.Recv.List) == 0 {
		return fd.Name.Name
	}
	t := fd.Recv.List[0].Type
	if s, ok := t.(*ast.StarExpr); ok {
		t = s.X
	}
	if id, ok := t.(*ast.Ident); ok {
		return id.Name + "." + fd.Name.Name
	}
	return fd.Name.Name
}

// parsePackage parses the package's non-test files in dir.
func parsePackage(t *testing.T, dir string) (*token.FileSet, []*ast.File) {
	t.Helper()
	fset := token.NewFileSet()
	names, err := filepath.Glob(filepath.Join(dir, "*.go"))
	require.NoError(t, err)
	var files []*ast.File
	for _, n := range names {
		if strings.HasSuffix(n, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, n, nil, parser.SkipObjectResolution)
		require.NoError(t, err)
		files = append(files, f)
	}
	require.NotEmpty(t, files)
	return fset, files
}

func TestOnlyStateChangeOperationsDoBookkeeping(t *testing.T) {
	fset, files := parsePackage(t, ".")
	v := protocolViolations(fset, files)
	assert.Empty(t, v, "rules code must call a state-change operation (change*.go) instead of saving state or resetting a cache itself")
}

// Every owner and writer named is a function of the package: a renamed or
// removed one must leave the list too.
func TestBookkeepingOwnersExist(t *testing.T) {
	_, files := parsePackage(t, ".")
	have := map[string]bool{}
	for _, f := range files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok {
				have[funcName(fd)] = true
			}
		}
	}
	for name := range bookkeepingOwners {
		assert.True(t, have[name], "bookkeeping owner %s is not a function of the package", name)
	}
	for name := range stateWriters {
		assert.True(t, have[name], "state writer %s is not a function of the package", name)
	}
}

// The check finds a save, a touch and a cache reset in rules code, and
// lets the same calls pass in a change*.go file.
func TestProtocolCheckFindsDirectBookkeeping(t *testing.T) {
	dir := t.TempDir()
	rules := `package engine

func (g *Game) someRule(id ObjID) {
	g.save(secStack)
	g.touch(id)
	g.st.dirty = true
	g.obj(id).tapped = true
}
`
	op := `package engine

func (g *Game) someOperation(id ObjID) {
	g.save(secStack)
	g.st.dirty = true
}
`
	require.NoError(t, os.WriteFile(filepath.Join(dir, "rules.go"), []byte(rules), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "change_some.go"), []byte(op), 0o644))
	fset, files := parsePackage(t, dir)
	v := protocolViolations(fset, files)
	require.Len(t, v, 3, "%v", v)
	assert.Contains(t, v[0], "rules.go:4:")
	assert.Contains(t, v[0], "Game.someRule calls save")
	assert.Contains(t, v[1], "calls touch")
	assert.Contains(t, v[2], "writes dirty")
}

// stateLists are the fields of state outside the core: only the
// state-change operations write them. The core's scalars are copied whole
// as each action begins (beginBackup), so rules code may set them, except
// the designation, which the day/night caches follow.
var stateLists = []string{"players", "objs", "cards", "battlefield", "exile", "stack", "effects", "links",
	"preventions", "pending", "log", "dayNight"}

// recordTypes are the engine's records of objects and players: a write to
// one of their fields through a pointer is a write to the state.
var recordTypes = []string{"object", "player", "playerCore"}

// stateWriters are the functions outside the change*.go files that may
// write the state directly, and why.
var stateWriters = map[string]string{
	"New":               "builds a new game",
	"Game.Clone":        "builds a copy of a game",
	"Game.emit":         "appends to the event log, which a rollback truncates",
	"Game.setBaseChars": "the characteristics cache of an object",
	"Game.materialize":  "the characteristics cache of an object",
	"Game.applyLayers":  "the characteristics cache: the layers write the permanents' characteristics",
	"Game.computeChars": "the characteristics cache",
}

// stateWriterFile reports whether every function of file name may write
// the state: the operations, the undo log and backup, and the restoring
// of snapshots, which builds a new state.
func stateWriterFile(name string) bool {
	return bookkeepingFile(name) || name == "state.go" || strings.HasPrefix(name, "snapshot")
}

// typeCheck type-checks the package's non-test files, importing its
// dependencies from the export data the go command builds.
// Each of extra is parsed as one more file of the package.
func typeCheck(t *testing.T, extra ...string) (*token.FileSet, []*ast.File, *types.Info) {
	t.Helper()
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command in PATH")
	}
	out, err := exec.Command(goTool, "list", "-export", "-deps", "-f", "{{.ImportPath}}\t{{.Export}}", ".").Output()
	require.NoError(t, err, "go list -export")
	exports := map[string]string{}
	for line := range strings.Lines(string(out)) {
		path, file, _ := strings.Cut(strings.TrimSpace(line), "\t")
		exports[path] = file
	}
	fset, files := parsePackage(t, ".")
	for i, src := range extra {
		f, err := parser.ParseFile(fset, fmt.Sprintf("extra%d.go", i), src, parser.SkipObjectResolution)
		require.NoError(t, err)
		files = append(files, f)
	}
	imp := importer.ForCompiler(fset, "gc", func(path string) (io.ReadCloser, error) {
		f, ok := exports[path]
		if !ok || f == "" {
			return nil, fmt.Errorf("no export data for %s", path)
		}
		return os.Open(f)
	})
	info := &types.Info{Types: map[ast.Expr]types.TypeAndValue{}, Selections: map[*ast.SelectorExpr]*types.Selection{},
		Uses: map[*ast.Ident]types.Object{}, Defs: map[*ast.Ident]types.Object{}}
	conf := types.Config{Importer: imp}
	_, err = conf.Check("github.com/cathar-engine/cathar/engine", fset, files, info)
	require.NoError(t, err)
	return fset, files, info
}

// namedIn returns the name of t, or of the type t points to, when it is
// a type of this package.
func namedIn(t types.Type) string {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := t.(*types.Named); ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Name() == "engine" {
		return n.Obj().Name()
	}
	return ""
}

// writesState reports whether the addressable expression e is part of the
// game state: a list of the state (or something in one), the designation,
// or a field of an object's or a player's record reached through a
// pointer.
func writesState(info *types.Info, e ast.Expr) bool {
	for {
		switch x := e.(type) {
		case *ast.ParenExpr:
			e = x.X
		case *ast.StarExpr:
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.SliceExpr:
			e = x.X
		case *ast.SelectorExpr:
			sel, ok := info.Selections[x]
			if !ok || sel.Kind() != types.FieldVal {
				return false
			}
			recv := namedIn(sel.Recv())
			if recv == "object" && (x.Sel.Name == "own" || x.Sel.Name == "plain") {
				return false // the characteristics cache (CR 613), not state
			}
			if recv == "state" && slices.Contains(stateLists, x.Sel.Name) {
				return true
			}
			if slices.Contains(recordTypes, recv) {
				if _, ptr := info.Types[x.X].Type.(*types.Pointer); ptr {
					return true
				}
			}
			e = x.X
		default:
			return false
		}
	}
}

// stateWrites lists, as "file:line: function writes what", each write to
// the game state outside the state-change operations and stateWriters: an
// assignment or an increment, or a call of a method that changes a zone's
// list (zones.Pile's Push, Remove, …) on one.
func stateWrites(fset *token.FileSet, files []*ast.File, info *types.Info) []string {
	var out []string
	for _, f := range files {
		name := filepath.Base(fset.Position(f.Package).Filename)
		if stateWriterFile(name) {
			continue
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			fn := funcName(fd)
			if _, ok := stateWriters[fn]; ok {
				continue
			}
			if _, ok := bookkeepingOwners[fn]; ok {
				continue
			}
			check := func(n ast.Node, e ast.Expr) {
				if writesState(info, e) {
					out = append(out, fmt.Sprintf("%s: %s writes %s", fset.Position(n.Pos()), fn, types.ExprString(e)))
				}
			}
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.AssignStmt:
					for _, lhs := range n.Lhs {
						check(n, lhs)
					}
				case *ast.IncDecStmt:
					check(n, n.X)
				case *ast.CallExpr:
					if sel, ok := n.Fun.(*ast.SelectorExpr); ok {
						if s, ok := info.Selections[sel]; ok && s.Kind() == types.MethodVal {
							if fn, ok := s.Obj().(*types.Func); ok {
								if _, ptr := fn.Signature().Recv().Type().(*types.Pointer); ptr && fn.Pkg() != nil && fn.Pkg().Name() == "zones" {
									check(n, sel.X)
								}
							}
						}
					}
				}
				return true
			})
		}
	}
	return out
}

func TestOnlyStateChangeOperationsWriteState(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	fset, files, info := typeCheck(t)
	v := stateWrites(fset, files, info)
	assert.Empty(t, v, "rules code must change the state through a state-change operation (change*.go)")
}

// The check finds writes to an object, a player, a list of the state and
// the designation in rules code, and lets reads, local copies and the
// characteristics cache pass.
func TestStateWriteCheckFindsDirectWrites(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	src := `package engine

func (g *Game) someRule(id ObjID, p PlayerID) {
	g.obj(id).tapped = true
	o := g.obj(id)
	o.damage++
	pl := &g.st.players[p]
	pl.life -= 3
	g.st.stack = g.st.stack[:0]
	g.st.dayNight = 0
	g.st.battlefield.Push(id)
	c := *o
	c.tapped = false
	o.plain = false
	g.st.passes = 0
	_ = o.tapped
}
`
	fset, files, info := typeCheck(t, src)
	var v []string
	for _, s := range stateWrites(fset, files, info) {
		if strings.HasPrefix(s, "extra0.go") {
			v = append(v, s)
		}
	}
	assert.Equal(t, []string{
		"extra0.go:4:2: Game.someRule writes g.obj(id).tapped",
		"extra0.go:6:2: Game.someRule writes o.damage",
		"extra0.go:8:2: Game.someRule writes pl.life",
		"extra0.go:9:2: Game.someRule writes g.st.stack",
		"extra0.go:10:2: Game.someRule writes g.st.dayNight",
		"extra0.go:11:2: Game.someRule writes g.st.battlefield",
	}, v)
}
