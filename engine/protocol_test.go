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
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The state-change protocol (change.go): only the state-change operations
// take rollback saves, reset caches and write the state. These tests read
// the package's syntax trees, and type-check them.

// bookkeepingCalls are the methods that save state for a rollback, note
// a transform for it, forget a cache or take a timestamp.
var bookkeepingCalls = []string{"touch", "mut", "save", "saveHidden", "saveIn", "playerMut", "forget",
	"flip", "noteFlip", "turnOver", "unturn", "newTimestamp"}

// cacheFields are the fields that hold a cache, say whether one is stale,
// or hold the rollback's own records: writing one, or anything inside
// one, is bookkeeping. Every field of caches is one (cache.go), so a new
// cache is covered with no change here.
var cacheFields = append([]string{"dirty", "sbaClear", "tokenScan", "undo", "backup"}, cachesFieldNames()...)

// cachesFieldNames returns the names of the fields of caches.
func cachesFieldNames() []string {
	var out []string
	typ := reflect.TypeFor[caches]()
	for i := range typ.NumField() {
		out = append(out, typ.Field(i).Name)
	}
	return out
}

// bookkeepingOwners are the functions outside the bookkeeping files that
// may do bookkeeping, and why: the caches' own code, which resets the
// marks it answers for as it recomputes, and the verifiers that work on a
// copy of the state.
var bookkeepingOwners = map[string]string{
	"Game.computeChars":              "the characteristics cache: recomputes and resets its marks",
	"Game.computeEntered":            "the characteristics cache: computes the permanents that entered alone",
	"Game.summary":                   "the summary cache: computes itself",
	"summary.add":                    "the summary cache: builds a value of its own",
	"Game.appendTriggerers":          "the trigger-list cache: builds or extends itself",
	"Game.checkTriggerers":           "verifier: rebuilds the trigger lists to compare",
	"Game.recomputeCaches":           "a restored game computes its caches from its state",
	"invariantChecker.checkCache":    "verifier: computes the caches again on a clone",
	"Game.notePassOnly":              "the pass-only cache: keeps what a listing found",
	"Game.stateWritten":              "the pass-only cache: counts the writes the primitives report",
	"Game.hiddenWritten":             "the pass-only cache: counts the writes the primitives report",
	"Game.enterCardCode":             "the pass-only cache: counts the card code run, whose reads are unknown",
	"cacheEntries":                   "the cache registry: each cache's reset on a rollback or a rewind and its start",
	"Game.verifyCaches":              "verifier: computes the caches again on a clone",
	"Game.rebuildTriggerers":         "the trigger-list cache: builds itself",
	"Game.setWantKinds":              "the cache of event kinds that may trigger: makes itself",
	"Game.foldGraveyardKinds":        "the graveyard trigger kinds: fold in the definitions added",
	"Game.anyFlashback":              "flashback in the game: folds in the definitions added",
	"newText":                        "the text facts: made with the entry",
	"Game.lookAtPlayers":             "the players-clear mark: sets itself when it finds so",
	"Game.emptyPoolsNow":             "the pools-kept mark: sets itself as it empties the pools",
	"checkTriggerLists":              "verifier: rebuilds the trigger lists on a clone to compare",
	"checkSwept":                     "verifier: runs the day/night sweep again on a clone",
	"invariantChecker.checkDefBases": "the face bases checked: keeps the entries it found right",
}

// bookkeepingFile reports whether the functions of file name may do
// bookkeeping: the operations, and the primitives' own files.
func bookkeepingFile(name string) bool {
	return strings.HasPrefix(name, "change") || name == "undo.go" || name == "undo_journal.go" || name == "state_sections.go"
}

// stateLists are the fields of state outside the core: only the
// state-change operations write them. The core's scalars are copied whole
// as each action begins (beginBackup), so rules code may set them, except
// the designation, which the day/night caches follow.
var stateLists = []string{"players", "objs", "cards", "battlefield", "exile", "stack", "effects", "links",
	"preventions", "pending", "log", "decisions", "dayNight"}

// recordTypes are the records the state is made of: a write to one of
// their fields through a pointer is a write to the state.
var recordTypes = []string{"object", "player", "playerCore", "stackItem", "contEffect", "untilLink",
	"pendingTrigger", "prevention"}

// stateWriters are the functions outside the state-writer files that may
// write the state directly, and why.
var stateWriters = map[string]string{
	"New":             "builds a new game",
	"Game.Clone":      "builds a copy of a game",
	"Game.cloneState": "builds a copy of a game's state, for Clone and the check of the caches",
	"Game.emit":       "appends to the event log, which a rollback truncates",

	"snapBuilder.decisions": "builds a restored game's decision records from a snapshot",
}

// stateWriterFile reports whether every function of file name may write
// the state: the operations, the undo log and backup, and the building of
// a restored game from a snapshot.
func stateWriterFile(name string) bool {
	return bookkeepingFile(name) || name == "state.go" || strings.HasPrefix(name, "snapshot_build")
}

// pileChanges are the methods of zones.Pile that change the pile.
var pileChanges = []string{"Push", "PushBottom", "Pop", "Remove", "Replace", "Shuffle"}

// sliceReads are the functions of package slices that don't change the
// slice they are given; any other one given a list of the state changes
// it.
var sliceReads = []string{"Contains", "ContainsFunc", "Index", "IndexFunc", "Equal", "EqualFunc", "Compare",
	"CompareFunc", "Max", "MaxFunc", "Min", "MinFunc", "BinarySearch", "BinarySearchFunc", "IsSorted",
	"IsSortedFunc", "Clone", "Values", "All", "Backward", "Collect", "Concat", "Repeat"}

// pkgFunc is a function of the package: a declaration, or a function
// literal assigned to a package-level variable.
type pkgFunc struct {
	name string
	file string
	body *ast.BlockStmt
}

// pkgFuncs lists the functions of files.
func pkgFuncs(fset *token.FileSet, files []*ast.File) []pkgFunc {
	var out []pkgFunc
	for _, f := range files {
		file := filepath.Base(fset.Position(f.Package).Filename)
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if d.Body != nil {
					out = append(out, pkgFunc{funcName(d), file, d.Body})
				}
			case *ast.GenDecl:
				for _, s := range d.Specs {
					vs, ok := s.(*ast.ValueSpec)
					if !ok {
						continue
					}
					for i, v := range vs.Values {
						if fl, ok := v.(*ast.FuncLit); ok && i < len(vs.Names) {
							out = append(out, pkgFunc{vs.Names[i].Name, file, fl.Body})
						}
					}
				}
			}
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
	if ix, ok := t.(*ast.IndexExpr); ok {
		t = ix.X
	}
	if id, ok := t.(*ast.Ident); ok {
		return id.Name + "." + fd.Name.Name
	}
	return fd.Name.Name
}

// throughCache returns the name of the first cache field on the path of
// the addressable expression e, or "".
func throughCache(e ast.Expr) string {
	found := ""
	for e != nil {
		switch x := e.(type) {
		case *ast.ParenExpr:
			e = x.X
		case *ast.StarExpr:
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.SelectorExpr:
			if slices.Contains(cacheFields, x.Sel.Name) {
				found = x.Sel.Name
			}
			e = x.X
		default:
			e = nil
		}
	}
	return found
}

// protocolViolations lists, as "file:line: function does what", each place
// in files where a function that is not a state-change operation or a
// bookkeeping owner calls a bookkeeping method or writes a cache field.
func protocolViolations(fset *token.FileSet, files []*ast.File) []string {
	var out []string
	for _, fn := range pkgFuncs(fset, files) {
		if _, ok := bookkeepingOwners[fn.name]; ok || bookkeepingFile(fn.file) {
			continue
		}
		report := func(n ast.Node, what string) {
			out = append(out, fmt.Sprintf("%s: %s %s", fset.Position(n.Pos()), fn.name, what))
		}
		ast.Inspect(fn.body, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				if sel, ok := n.Fun.(*ast.SelectorExpr); ok && slices.Contains(bookkeepingCalls, sel.Sel.Name) {
					report(n, "calls "+sel.Sel.Name)
				}
			case *ast.AssignStmt:
				for _, lhs := range n.Lhs {
					if c := throughCache(lhs); c != "" {
						report(n, "writes "+c)
					}
				}
			case *ast.IncDecStmt:
				if c := throughCache(n.X); c != "" {
					report(n, "writes "+c)
				}
			}
			return true
		})
	}
	return out
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
	t.Parallel()
	fset, files := parsePackage(t, ".")
	v := protocolViolations(fset, files)
	assert.Empty(t, v, "rules code must call a state-change operation (change*.go) instead of saving state or resetting a cache itself")
}

// Every owner and writer named is a function of the package: a renamed or
// removed one must leave the list too.
func TestBookkeepingOwnersExist(t *testing.T) {
	t.Parallel()
	fset, files := parsePackage(t, ".")
	have := map[string]bool{}
	for _, fn := range pkgFuncs(fset, files) {
		have[fn.name] = true
	}
	for name := range bookkeepingOwners {
		assert.True(t, have[name], "bookkeeping owner %s is not a function of the package", name)
	}
	for name := range stateWriters {
		assert.True(t, have[name], "state writer %s is not a function of the package", name)
	}
}

// The check finds each kind of bookkeeping in rules code, package-level
// function literals included, and lets the same calls pass in a
// change*.go file.
func TestProtocolCheckFindsDirectBookkeeping(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	rules := `package engine

func (g *Game) someRule(id ObjID) {
	g.save(secStack)
	g.touch(id)
	g.st.dirty = true
	g.obj(id).tapped = true
	g.plan.valid = false
	g.sum.simple = true
	g.flip(g.obj(id), g.newTimestamp())
	g.st.tokenScan++
}

var someHook = func(g *Game) { g.swept = false }
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
	for i := range v {
		v[i] = strings.TrimPrefix(v[i], dir+string(filepath.Separator))
	}
	assert.Equal(t, []string{
		"rules.go:4:2: Game.someRule calls save",
		"rules.go:5:2: Game.someRule calls touch",
		"rules.go:6:2: Game.someRule writes dirty",
		"rules.go:8:2: Game.someRule writes plan",
		"rules.go:9:2: Game.someRule writes sum",
		"rules.go:10:2: Game.someRule calls flip",
		"rules.go:10:20: Game.someRule calls newTimestamp",
		"rules.go:11:2: Game.someRule writes tokenScan",
		"rules.go:14:32: someHook writes swept",
	}, v)
}

// checkedPackage is the package's type-check, done once and shared by the
// tests that read it: the package's non-test files and writeProbe, parsed
// as one more file of the package (probeFile).
var checkedPackage struct {
	once  sync.Once
	fset  *token.FileSet
	files []*ast.File
	info  *types.Info
	skip  string // why the check cannot run: no go command
	err   error
}

// probeFile is the name writeProbe is parsed under.
const probeFile = "probe.go"

// typeCheck returns the package's type-check (checkedPackage), doing it
// on the first call: it type-checks the package's non-test files and
// writeProbe, importing the dependencies from the export data the go
// command builds.
func typeCheck(t *testing.T) (*token.FileSet, []*ast.File, *types.Info) {
	t.Helper()
	c := &checkedPackage
	c.once.Do(func() { c.fset, c.files, c.info, c.skip, c.err = typeCheckPackage() })
	if c.skip != "" {
		t.Skip(c.skip)
	}
	require.NoError(t, c.err)
	return c.fset, c.files, c.info
}

// typeCheckPackage does the check typeCheck shares.
func typeCheckPackage() (*token.FileSet, []*ast.File, *types.Info, string, error) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		return nil, nil, nil, "no go command in PATH", nil
	}
	out, err := exec.Command(goTool, "list", "-export", "-deps", "-f", "{{.ImportPath}}\t{{.Export}}", ".").Output()
	if err != nil {
		return nil, nil, nil, "", fmt.Errorf("go list -export: %w", err)
	}
	exports := map[string]string{}
	for line := range strings.Lines(string(out)) {
		path, file, _ := strings.Cut(strings.TrimSpace(line), "\t")
		exports[path] = file
	}
	fset := token.NewFileSet()
	names, err := filepath.Glob("*.go")
	if err != nil {
		return nil, nil, nil, "", err
	}
	var files []*ast.File
	for _, n := range names {
		if strings.HasSuffix(n, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, n, nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, nil, nil, "", err
		}
		files = append(files, f)
	}
	probe, err := parser.ParseFile(fset, probeFile, writeProbe, parser.SkipObjectResolution)
	if err != nil {
		return nil, nil, nil, "", err
	}
	files = append(files, probe)
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
	if _, err := conf.Check("github.com/cathar-engine/cathar/engine", fset, files, info); err != nil {
		return nil, nil, nil, "", fmt.Errorf("type-check (with %s): %w", probeFile, err)
	}
	return fset, files, info, "", nil
}

// inProbe reports whether finding s, "file:line: ...", is in probeFile.
func inProbe(s string) bool { return strings.HasPrefix(s, probeFile+":") }

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

// writeChecker finds the writes to the state in one function. aliases
// holds the local variables that refer into the state: a pointer to a
// record or a list of it, or a copy of a list's slice header.
type writeChecker struct {
	info    *types.Info
	aliases map[types.Object]bool
}

// inState reports whether the expression e is, or refers into, the game
// state: a list of the state (or something in one), the designation, a
// field of a record reached through a pointer, or a local alias of one of
// these.
func (c *writeChecker) inState(e ast.Expr) bool {
	for {
		switch x := e.(type) {
		case *ast.ParenExpr:
			e = x.X
		case *ast.StarExpr:
			e = x.X
		case *ast.UnaryExpr:
			if x.Op != token.AND {
				return false
			}
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.SliceExpr:
			e = x.X
		case *ast.Ident:
			return c.aliases[c.info.Uses[x]]
		case *ast.SelectorExpr:
			sel, ok := c.info.Selections[x]
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
				if _, ptr := c.info.Types[x.X].Type.(*types.Pointer); ptr {
					return true
				}
			}
			e = x.X
		default:
			return false
		}
	}
}

// refersInto reports whether a variable given the value of e refers into
// the state: e is in the state, and its type is a pointer or a slice.
func (c *writeChecker) refersInto(e ast.Expr) bool {
	tv, ok := c.info.Types[e]
	if !ok {
		return false
	}
	switch tv.Type.Underlying().(type) {
	case *types.Pointer, *types.Slice:
		return c.inState(e)
	}
	return false
}

// noteAliases records the variables that assignment n makes refer into
// the state.
func (c *writeChecker) noteAliases(lhs, rhs []ast.Expr) {
	if len(lhs) != len(rhs) {
		return
	}
	for i, l := range lhs {
		id, ok := l.(*ast.Ident)
		if !ok {
			continue
		}
		obj := c.info.Defs[id]
		if obj == nil {
			obj = c.info.Uses[id]
		}
		if obj != nil && c.refersInto(rhs[i]) {
			c.aliases[obj] = true
		}
	}
}

// changingCall returns the expression of the state that call n changes:
// the receiver of a zones.Pile method that changes it, or the first
// argument of copy, clear or a function of slices or sort that changes
// its argument; or nil.
func (c *writeChecker) changingCall(n *ast.CallExpr) ast.Expr {
	switch fn := n.Fun.(type) {
	case *ast.Ident:
		if b, ok := c.info.Uses[fn].(*types.Builtin); ok && (b.Name() == "copy" || b.Name() == "clear") && len(n.Args) > 0 {
			return n.Args[0]
		}
	case *ast.SelectorExpr:
		if s, ok := c.info.Selections[fn]; ok && s.Kind() == types.MethodVal {
			if f, ok := s.Obj().(*types.Func); ok && f.Pkg() != nil && f.Pkg().Name() == "zones" && slices.Contains(pileChanges, f.Name()) {
				return fn.X
			}
			return nil
		}
		if f, ok := c.info.Uses[fn.Sel].(*types.Func); ok && f.Pkg() != nil && len(n.Args) > 0 {
			switch f.Pkg().Path() {
			case "slices":
				if !slices.Contains(sliceReads, f.Name()) {
					return n.Args[0]
				}
			case "sort":
				return n.Args[0]
			}
		}
	}
	return nil
}

// stateWrites lists, as "file:line: function writes what", each write to
// the game state outside the state-change operations and stateWriters: an
// assignment or an increment, or a call that changes a list of the state.
func stateWrites(fset *token.FileSet, files []*ast.File, info *types.Info) []string {
	var out []string
	for _, fn := range pkgFuncs(fset, files) {
		if _, ok := stateWriters[fn.name]; ok || stateWriterFile(fn.file) {
			continue
		}
		c := &writeChecker{info: info, aliases: map[types.Object]bool{}}
		check := func(n ast.Node, e ast.Expr) {
			if c.inState(e) {
				out = append(out, fmt.Sprintf("%s: %s writes %s", fset.Position(n.Pos()), fn.name, types.ExprString(e)))
			}
		}
		ast.Inspect(fn.body, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.AssignStmt:
				for _, lhs := range n.Lhs {
					if _, local := lhs.(*ast.Ident); !local {
						check(n, lhs)
					}
				}
				c.noteAliases(n.Lhs, n.Rhs)
			case *ast.ValueSpec:
				lhs := make([]ast.Expr, len(n.Names))
				for i, id := range n.Names {
					lhs[i] = id
				}
				c.noteAliases(lhs, n.Values)
			case *ast.IncDecStmt:
				check(n, n.X)
			case *ast.CallExpr:
				if e := c.changingCall(n); e != nil {
					check(n, e)
				}
			}
			return true
		})
	}
	return out
}

func TestOnlyStateChangeOperationsWriteState(t *testing.T) {
	t.Parallel()
	fset, files, info := typeCheck(t)
	var v []string
	for _, s := range stateWrites(fset, files, info) {
		if !inProbe(s) { // the probe's writes are TestStateWriteCheckFindsDirectWrites's
			v = append(v, s)
		}
	}
	assert.Empty(t, v, "rules code must change the state through a state-change operation (change*.go)")
}

// Every list of the state is one the check watches: a list added to the
// state (the decisions kept with the log, say) is written only by the
// state-change operations too.
func TestStateListsCoverTheState(t *testing.T) {
	t.Parallel()
	_, files, info := typeCheck(t)
	var st *types.Struct
	for _, f := range files {
		for _, d := range f.Decls {
			if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.TYPE {
				for _, s := range gd.Specs {
					if ts := s.(*ast.TypeSpec); ts.Name.Name == "state" {
						st = info.Defs[ts.Name].Type().Underlying().(*types.Struct)
					}
				}
			}
		}
	}
	require.NotNil(t, st, "no type state in the package")
	var fields []string
	for i := range st.NumFields() {
		if f := st.Field(i); !f.Embedded() {
			fields = append(fields, f.Name())
		}
	}
	require.NotEmpty(t, fields)
	for _, f := range fields {
		assert.Contains(t, stateLists, f, "the state's list %s is not one the state-write check watches (stateLists)", f)
	}
}

// writeProbe is a rule of the package, type-checked with it
// (checkedPackage), that writes the state in each way the state-write
// check must find, and reads it in ways it must let pass.
const writeProbe = `package engine

import "slices"

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
	it := &g.st.stack[0]
	it.x = 3
	l := g.st.links
	l[0].to = 0
	copy(g.st.exile, g.st.exile[1:])
	slices.Reverse(g.st.battlefield)
	_ = slices.Contains(g.st.battlefield, id)
	cp := append([]untilLink(nil), g.st.links...)
	cp[0].to = 0
	g.st.decisions = append(g.st.decisions, DecisionRecord{})
	g.st.decisions[0].Seq = 1
}
`

// The check finds writes to an object, a player, a list of the state and
// the designation in rules code, directly, through a local alias or a
// call, and lets reads, local copies and the characteristics cache pass.
func TestStateWriteCheckFindsDirectWrites(t *testing.T) {
	t.Parallel()
	fset, files, info := typeCheck(t)
	var v []string
	for _, s := range stateWrites(fset, files, info) {
		if inProbe(s) {
			v = append(v, s)
		}
	}
	assert.Equal(t, []string{
		"probe.go:6:2: Game.someRule writes g.obj(id).tapped",
		"probe.go:8:2: Game.someRule writes o.damage",
		"probe.go:10:2: Game.someRule writes pl.life",
		"probe.go:11:2: Game.someRule writes g.st.stack",
		"probe.go:12:2: Game.someRule writes g.st.dayNight",
		"probe.go:13:2: Game.someRule writes g.st.battlefield",
		"probe.go:20:2: Game.someRule writes it.x",
		"probe.go:22:2: Game.someRule writes l[0].to",
		"probe.go:23:2: Game.someRule writes g.st.exile",
		"probe.go:24:2: Game.someRule writes g.st.battlefield",
		"probe.go:28:2: Game.someRule writes g.st.decisions",
		"probe.go:29:2: Game.someRule writes g.st.decisions[0].Seq",
	}, v)
}
