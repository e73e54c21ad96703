package engine

import "testing"

// The room hands out each element once, zero, and a face's values are
// capped: filling or appending to one never reaches another's.
func TestDefRoomHandsOutEachOnce(t *testing.T) {
	t.Parallel()
	var r defRoom
	r.reserve(2, 3)
	a, b := r.base(), r.base()
	if a == b {
		t.Fatal("two defBases share one element")
	}
	a.def = &CardDef{}
	if b.def != nil {
		t.Fatal("a defBase was handed out written")
	}
	if c := r.base(); c == a || c == b || c.def != nil {
		t.Fatal("a defBase beyond the room is not a new zero one")
	}
	x := r.chars(2)
	y := r.chars(1)
	x = append(x, charVals{Power: 7})
	x[0].Power, x[1].Power = 1, 2
	if y[0].Power != 0 || len(x) != 3 {
		t.Fatalf("filling one face's values reached another's: %d", y[0].Power)
	}
	if z := r.chars(2); len(z) != 2 || z[0].Power != 0 || z[1].Power != 0 {
		t.Fatal("values beyond the room are not new zero ones")
	}
}
