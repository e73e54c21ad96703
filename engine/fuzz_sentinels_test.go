package engine_test

import (
	"go/ast"
	"go/parser"
	gotoken "go/token"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestFuzzSentinelsComplete: every sentinel error declared in error.go is
// in engineSentinels, so that FuzzGame accepts an action refused with a
// new one instead of reporting an error that wraps no sentinel. Both lists
// are read from the sources, by name.
func TestFuzzSentinelsComplete(t *testing.T) {
	t.Parallel()
	fset := gotoken.NewFileSet()
	decl, err := parser.ParseFile(fset, "error.go", nil, 0)
	require.NoError(t, err)
	var declared []string
	for _, d := range decl.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != gotoken.VAR {
			continue
		}
		for _, s := range g.Specs {
			for _, n := range s.(*ast.ValueSpec).Names {
				if n.IsExported() && len(n.Name) > 3 && n.Name[:3] == "Err" {
					declared = append(declared, n.Name)
				}
			}
		}
	}
	require.NotEmpty(t, declared)

	test, err := parser.ParseFile(fset, "fuzz_game_test.go", nil, 0)
	require.NoError(t, err)
	var listed []string
	ast.Inspect(test, func(n ast.Node) bool {
		v, ok := n.(*ast.ValueSpec)
		if !ok || len(v.Names) != 1 || v.Names[0].Name != "engineSentinels" {
			return true
		}
		for _, e := range v.Values[0].(*ast.CompositeLit).Elts {
			listed = append(listed, e.(*ast.SelectorExpr).Sel.Name)
		}
		return false
	})
	for _, name := range declared {
		assert.True(t, slices.Contains(listed, name), "engine.%s is not in engineSentinels (fuzz_game_test.go)", name)
	}
}
