package engine

import (
	"slices"
	"unsafe"
)

// equalChars reports whether characteristics a of game ga and b of game
// gb have the same values: names equal, abilities the same ones in the
// same order.
func equalChars(ga *Game, a *charVals, gb *Game, b *charVals) bool {
	x, y := *a, *b
	x.text, y.text = 0, 0
	if !sameChars(&x, &y) {
		return false
	}
	s, t := ga.text(a), gb.text(b)
	return s.name == t.name && slices.Equal(s.abilities, t.abilities)
}

// sameChars reports whether two sets of characteristics are the same
// values (names and abilities compared by reference).
func sameChars(a, b *charVals) bool {
	const n = unsafe.Sizeof(charVals{})
	return *(*[n]byte)(unsafe.Pointer(a)) == *(*[n]byte)(unsafe.Pointer(b))
}
