package engine

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
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
	"Game.applyTotal":             "the flip batch updates the summary it has kept right",
	"Game.rollback":               "the undo log: forgets the caches of the state it restores",
	"Game.verifyUndoable":         "test-time verifier on a copy of the state",
	"Game.flip":                   "the transform operation's own undo note",
	"Game.transformed":            "the transform operation: its batch changes characteristics",
	"Game.dayNightSweep":          "the sweep cache: records that it found nothing to do",
	"Game.flipForDesignation":     "the flip plan: records the sweep it has done",
	"Game.setDesignation":         "the designation operation (CR 730.1)",
	"invariantChecker.checkCache": "verifier: computes the caches again on a clone",
	"snapGame.build":              "a restored game: its caches start from the state",
	"Game.checkRestored":          "verifier of a restored game: computes the caches again on a clone",
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

// Every owner named is a function of the package: a renamed or removed
// one must leave the list too.
func TestBookkeepingOwnersExist(t *testing.T) {
	fset, files := parsePackage(t, ".")
	_ = fset
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
