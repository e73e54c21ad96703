package engine

import (
	"reflect"
	"slices"
	"testing"
	"unsafe"
)

// TestObjectRecordHoldsNoPointers keeps the object record free of
// pointers, so that copying it pays no write barrier and the garbage
// collector never scans the object table: a field that holds a pointer,
// a string, a slice, a map, an interface or a function fails it.
func TestObjectRecordHoldsNoPointers(t *testing.T) {
	t.Parallel()
	var walk func(path string, typ reflect.Type)
	walk = func(path string, typ reflect.Type) {
		switch typ.Kind() {
		case reflect.Struct:
			for i := range typ.NumField() {
				f := typ.Field(i)
				walk(path+"."+f.Name, f.Type)
			}
		case reflect.Array:
			walk(path+"[]", typ.Elem())
		case reflect.Pointer, reflect.UnsafePointer, reflect.String, reflect.Slice, reflect.Map,
			reflect.Interface, reflect.Func, reflect.Chan:
			t.Errorf("%s is a %v: the object record must hold no pointers", path, typ.Kind())
		}
	}
	walk("object", reflect.TypeFor[object]())
}

// TestTextsOneEntryPerList checks that equal names and ability lists get
// one reference, and that a granted ability's list is made once, not at
// every computation of the layers.
func TestTextsOneEntryPerList(t *testing.T) {
	t.Parallel()
	a, b := &Ability{Kind: Static}, &Ability{Kind: Triggered}
	g := &Game{}
	face := g.textOf("Bear", []*Ability{a})
	if again := g.textOf("Bear", []*Ability{a}); again != face {
		t.Errorf("an equal list got reference %d, the first %d", again, face)
	}
	if other := g.textOf("Wolf", []*Ability{a}); other == face {
		t.Error("another name got the same reference")
	}
	granted := g.withAbility(face, b)
	n := len(g.texts)
	if again := g.withAbility(face, b); again != granted || len(g.texts) != n {
		t.Errorf("granting again gave reference %d (first %d) and %d entries (first %d)", again, granted, len(g.texts), n)
	}
	if got := g.abilities(&charVals{text: granted}); !slices.Equal(got, []*Ability{a, b}) {
		t.Errorf("granted abilities %v, want the face's then the granted one", got)
	}
	if got := g.nameOf(&charVals{text: granted}); got != "Bear" {
		t.Errorf("granted name %q, want the face's", got)
	}
}

// TestObjectRecordSize pins the record at 160 bytes: the object table of
// the 200-object game of BenchmarkClone then fits one small allocation
// (32 KiB) rather than a large one, which takes the heap lock. The record
// holds 150 bytes of fields: its 10 bytes of padding (3 before own, 7 at
// the end of own, a charVals) are all the alignment of own's 8-byte
// fields asks, and the test pins them too, so that a field added in a
// place that makes more fails here.
func TestObjectRecordSize(t *testing.T) {
	t.Parallel()
	if n := unsafe.Sizeof(object{}); n != 160 {
		t.Errorf("object is %d bytes, want 160: keep the fields in an order that adds no padding", n)
	}
	if n := padding(reflect.TypeFor[object]()); n != 10 {
		t.Errorf("object has %d bytes of padding, want 10 (3 before own, 7 in own): keep the fields in an order that adds none", n)
	}
	if n := padding(reflect.TypeFor[charVals]()); n != 7 {
		t.Errorf("charVals has %d bytes of padding, want 7 (at its end)", n)
	}
}
