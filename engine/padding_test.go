package engine

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// padding returns the bytes of type t that no field holds, at any depth:
// between fields, at the end of a struct, in the elements of an array.
func padding(t reflect.Type) uintptr {
	switch t.Kind() {
	case reflect.Struct:
		var used, pad uintptr
		for i := range t.NumField() {
			f := t.Field(i)
			used += f.Type.Size()
			pad += padding(f.Type)
		}
		return pad + t.Size() - used
	case reflect.Array:
		return uintptr(t.Len()) * padding(t.Elem())
	}
	return 0
}

func TestPaddingCounts(t *testing.T) {
	type none struct {
		a    int64
		b, c int32
	}
	type some struct {
		a bool
		b int64
		c [2]struct {
			x int32
			y bool
		}
	}
	_, _ = none{a: 1, b: 2, c: 3}, some{a: true, b: 1, c: [2]struct { // types the test reads by reflection
		x int32
		y bool
	}{{x: 1, y: true}}}
	if n := padding(reflect.TypeFor[none]()); n != 0 {
		t.Errorf("a struct without padding counts %d bytes", n)
	}
	if n := padding(reflect.TypeFor[some]()); n != 7+2*3 {
		t.Errorf("a struct with 13 bytes of padding counts %d", n)
	}
}

// importsUnsafe returns the files among srcs (file name to source) that
// import unsafe, or the error of one that does not parse.
func importsUnsafe(srcs map[string]string) ([]string, error) {
	var bad []string
	fset := token.NewFileSet()
	for name, src := range srcs {
		f, err := parser.ParseFile(fset, name, src, parser.ImportsOnly)
		if err != nil {
			return nil, err
		}
		for _, im := range f.Imports {
			if path, _ := strconv.Unquote(im.Path.Value); path == "unsafe" {
				bad = append(bad, name)
			}
		}
	}
	return bad, nil
}

// TestNoBytewiseComparison keeps the engine's own code from importing
// unsafe, the only way Go code compares the memory of two values byte by
// byte. A struct with padding (object and charVals have some) may hold
// different bytes there for equal values, since no write is bound to keep
// them: compare with ==, which goes field by field and is as fast where
// there is no padding. Tests may use unsafe (sizes, benchmarks).
func TestNoBytewiseComparison(t *testing.T) {
	names, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	srcs := map[string]string{}
	for _, n := range names {
		if strings.HasSuffix(n, "_test.go") {
			continue
		}
		b, err := os.ReadFile(n)
		if err != nil {
			t.Fatal(err)
		}
		srcs[n] = string(b)
	}
	bad, err := importsUnsafe(srcs)
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range bad {
		t.Errorf("%s imports unsafe: compare values with == (field by field), not their bytes, which padding may make differ", n)
	}
}

// TestNoBytewiseComparisonCatches shows the check of
// TestNoBytewiseComparison failing on a file that compares bytes.
func TestNoBytewiseComparisonCatches(t *testing.T) {
	bad, err := importsUnsafe(map[string]string{
		"same.go": "package engine\n\nimport \"unsafe\"\n\nfunc same(a, b *object) bool {\n" +
			"\treturn *(*[160]byte)(unsafe.Pointer(a)) == *(*[160]byte)(unsafe.Pointer(b))\n}\n",
		"fine.go": "package engine\n\nfunc same(a, b *object) bool { return *a == *b }\n",
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(bad) != 1 || bad[0] != "same.go" {
		t.Errorf("found %v, want [same.go]", bad)
	}
}
