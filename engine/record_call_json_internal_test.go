package engine

import (
	"reflect"
	"testing"
)

// recordedCallJSON lists RecordedCall's fields with the same names, tags
// and types (but for the targets' element type), so that a new field of
// RecordedCall can't be left out of recordings and snapshots.
func TestRecordedCallJSONMirrorsRecordedCall(t *testing.T) {
	t.Parallel()
	a, b := reflect.TypeFor[RecordedCall](), reflect.TypeFor[recordedCallJSON]()
	if a.NumField() != b.NumField() {
		t.Fatalf("RecordedCall has %d fields, its JSON form %d", a.NumField(), b.NumField())
	}
	for i := range a.NumField() {
		fa, fb := a.Field(i), b.Field(i)
		same := fa.Type == fb.Type || fa.Name == "Targets" && fb.Type == reflect.TypeFor[[]recTarget]()
		if fa.Name != fb.Name || fa.Tag != fb.Tag || !same {
			t.Errorf("field %d: %s %v %q in RecordedCall, %s %v %q in its JSON form", i, fa.Name, fa.Type, fa.Tag, fb.Name, fb.Type, fb.Tag)
		}
	}
}
