package cathar

import (
	"flag"
	"fmt"
	"go/importer"
	"go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// apiPath is the listing of the exported API of the library's packages,
// one feature per line, in the manner of the Go distribution's api files.
// A change to the API shows in the diff of this file, so that every change
// to what users import is seen and meant.
const apiPath = "api/cathar.txt"

var updateAPI = flag.Bool("update-api", false, "rewrite "+apiPath+" from the code")

// TestAPIListing fails when the exported API differs from the committed
// listing. After a deliberate change, rewrite it with
//
//	go test . -run TestAPIListing -update-api
//
// and commit it with the change (an incompatible change must also be
// accepted in api/except.txt; see TestAPICompatibility).
func TestAPIListing(t *testing.T) {
	pkgs, err := loadAPI(".")
	require.NoError(t, err)
	got := strings.Join(apiFeatures(pkgs), "\n") + "\n"
	if *updateAPI {
		require.NoError(t, os.MkdirAll("api", 0o755))
		require.NoError(t, os.WriteFile(apiPath, []byte(got), 0o644))
		return
	}
	want, err := os.ReadFile(apiPath)
	require.NoError(t, err)
	if got == string(want) {
		return
	}
	added, removed := diffLines(string(want), got)
	t.Errorf("the exported API differs from %s (rewrite it with: go test . -run TestAPIListing -update-api)\nadded:\n%s\nremoved:\n%s",
		apiPath, indent(added), indent(removed))
}

// diffLines returns the lines only in b (added) and only in a (removed).
func diffLines(a, b string) (added, removed []string) {
	as, bs := strings.Split(strings.TrimSpace(a), "\n"), strings.Split(strings.TrimSpace(b), "\n")
	for _, l := range bs {
		if !slices.Contains(as, l) {
			added = append(added, l)
		}
	}
	for _, l := range as {
		if !slices.Contains(bs, l) {
			removed = append(removed, l)
		}
	}
	return added, removed
}

func indent(lines []string) string {
	if len(lines) == 0 {
		return "  (none)"
	}
	return "  " + strings.Join(lines, "\n  ")
}

// loadAPI type-checks the library's packages in the module at dir from the
// export data the go command builds, and returns them sorted by path. The
// library's packages are those that are neither commands nor examples.
func loadAPI(dir string) ([]*types.Package, error) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(goTool, "list", "-export", "-deps", "-f", "{{.ImportPath}}\t{{.Export}}\t{{.Name}}\t{{with .Module}}{{.Path}}{{end}}", "./...")
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go list -export in %s: %w", dir, err)
	}
	exports := map[string]string{}
	var paths []string
	for line := range strings.Lines(string(out)) {
		f := strings.Split(strings.TrimRight(line, "\n"), "\t")
		if len(f) < 4 {
			continue
		}
		exports[f[0]] = f[1]
		if f[3] == modulePath && f[2] != "main" && !strings.Contains(f[0], "/internal/") && f[0] != modulePath {
			paths = append(paths, f[0])
		}
	}
	slices.Sort(paths)
	imp := importer.ForCompiler(token.NewFileSet(), "gc", func(path string) (io.ReadCloser, error) {
		f := exports[path]
		if f == "" {
			return nil, fmt.Errorf("no export data for %s", path)
		}
		return os.Open(f)
	})
	var pkgs []*types.Package
	for _, p := range paths {
		pkg, err := imp.Import(p)
		if err != nil {
			return nil, err
		}
		pkgs = append(pkgs, pkg)
	}
	return pkgs, nil
}

// apiFeatures lists the exported features of pkgs, one line each, sorted:
// constants with their type and value, variables, functions, types with
// their kind, each exported field of a struct, each method of an interface
// and each exported method of a type.
func apiFeatures(pkgs []*types.Package) []string {
	var out []string
	for _, pkg := range pkgs {
		prefix := "pkg " + pkg.Path() + ", "
		q := func(other *types.Package) string { // engine.CardDef, as in Go's own api files
			if other == pkg {
				return ""
			}
			return other.Name()
		}
		scope := pkg.Scope()
		for _, name := range scope.Names() {
			obj := scope.Lookup(name)
			if !obj.Exported() {
				continue
			}
			for _, f := range objectFeatures(obj, q) {
				out = append(out, prefix+f)
			}
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// objectFeatures lists the features of one package-level object.
func objectFeatures(obj types.Object, q types.Qualifier) []string {
	switch o := obj.(type) {
	case *types.Const:
		return []string{
			"const " + o.Name() + " " + types.TypeString(o.Type(), q),
			"const " + o.Name() + " = " + o.Val().ExactString(),
		}
	case *types.Var:
		return []string{"var " + o.Name() + " " + types.TypeString(o.Type(), q)}
	case *types.Func:
		return []string{"func " + o.Name() + sigString(o.Type().(*types.Signature), q)}
	case *types.TypeName:
		return typeFeatures(o, q)
	}
	return nil
}

// typeFeatures lists a type, its exported fields or interface methods, and
// its exported methods.
func typeFeatures(o *types.TypeName, q types.Qualifier) []string {
	name := o.Name()
	if o.IsAlias() {
		return []string{"type " + name + " = " + types.TypeString(types.Unalias(o.Type()), q)}
	}
	var out []string
	named, _ := o.Type().(*types.Named)
	if named != nil && named.TypeParams().Len() > 0 {
		var ps []string
		for i := range named.TypeParams().Len() {
			p := named.TypeParams().At(i)
			ps = append(ps, p.Obj().Name()+" "+types.TypeString(p.Constraint(), q))
		}
		name += "[" + strings.Join(ps, ", ") + "]"
	}
	switch u := o.Type().Underlying().(type) {
	case *types.Struct:
		out = append(out, "type "+name+" struct")
		for i := range u.NumFields() {
			if f := u.Field(i); f.Exported() {
				field := f.Name()
				if f.Embedded() {
					field = "embedded"
				}
				out = append(out, "type "+name+" struct, "+field+" "+types.TypeString(f.Type(), q))
			}
		}
	case *types.Interface:
		var ms []string
		for i := range u.NumMethods() {
			if m := u.Method(i); m.Exported() {
				ms = append(ms, m.Name())
				out = append(out, "type "+name+" interface, "+m.Name()+sigString(m.Type().(*types.Signature), q))
			} else {
				ms = append(ms, "unexported methods")
			}
		}
		slices.Sort(ms)
		out = append(out, "type "+name+" interface { "+strings.Join(slices.Compact(ms), ", ")+" }")
	default:
		out = append(out, "type "+name+" "+types.TypeString(u, q))
	}
	if named != nil {
		for i := range named.NumMethods() {
			m := named.Method(i)
			if !m.Exported() {
				continue
			}
			sig := m.Type().(*types.Signature)
			recv := types.TypeString(sig.Recv().Type(), q)
			out = append(out, "method ("+recv+") "+m.Name()+sigString(sig, q))
		}
	}
	return out
}

// sigString writes a signature without its parameter and result names,
// which are not part of the API: "(int, ...string) (*Game, error)".
func sigString(sig *types.Signature, q types.Qualifier) string {
	bare := func(t *types.Tuple) *types.Tuple {
		vs := make([]*types.Var, t.Len())
		for i := range vs {
			vs[i] = types.NewParam(token.NoPos, nil, "", t.At(i).Type())
		}
		return types.NewTuple(vs...)
	}
	s := types.NewSignatureType(nil, nil, nil, bare(sig.Params()), bare(sig.Results()), sig.Variadic())
	return strings.TrimPrefix(types.TypeString(s, q), "func")
}
