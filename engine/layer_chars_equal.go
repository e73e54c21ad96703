package engine

import "slices"

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
// values (names and abilities compared by reference). It compares field
// by field, as == does: charVals has padding (7 bytes at its end), whose
// bytes no write is bound to keep equal, so comparing its memory byte by
// byte could call equal values different.
func sameChars(a, b *charVals) bool { return *a == *b }
