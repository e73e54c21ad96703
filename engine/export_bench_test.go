package engine

import (
	"fmt"
	"testing"
	"unsafe"
)

// flipStruct has the size of the engine's object record, with a face
// index in it.
type flipStruct struct {
	back bool
	_    [unsafe.Sizeof(object{}) - 1]byte
}

// BenchmarkFlipBaseline is the physical floor of BenchmarkDayNightFlip: a
// plain loop that flips a face index over N structs the size of the
// engine's object record.
func BenchmarkFlipBaseline(b *testing.B) {
	for _, n := range []int{10, 100, 1000, 10000} {
		b.Run(fmt.Sprintf("N=%d", n), func(b *testing.B) {
			s := make([]flipStruct, n)
			b.ReportAllocs()
			for b.Loop() {
				for i := range s {
					s[i].back = !s[i].back
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/permanent")
			b.ReportMetric(float64(unsafe.Sizeof(flipStruct{})), "bytes/struct")
		})
	}
}

// BenchmarkCloneBaseline is the floor of BenchmarkClone: copying a table
// of 201 object records (the 200 objects and the unused object 0) into a
// new slice, as Clone copies the game's, and nothing else.
func BenchmarkCloneBaseline(b *testing.B) {
	s := make([]object, 201)
	b.ReportAllocs()
	var c []object
	for b.Loop() {
		c = append([]object(nil), s...)
	}
	if len(c) != len(s) {
		b.Fatal("short copy")
	}
}
