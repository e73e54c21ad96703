package engine

import "math/bits"

// colorOrder is the colors of a set in the order mana costs print their
// colored symbols: going round the color wheel of CR 105.1 (white, blue,
// black, red, green, and back to white), from the color that makes the
// shortest tour. Two allied colors are adjacent ({G}{W}, {U}{B}), two
// enemies two steps apart ({R}{W}, {G}{U}); three colors in a row start
// from one end ({G}{W}{U}), three with a gap are taken two steps at a time
// ({W}{B}{G}, {R}{W}{B}); four start after the missing one ({B}{R}{G}{W}).
// It returns the colors and their number.
func colorOrder(s ColorSet) (out [5]Color, n int) {
	n = bits.OnesCount8(uint8(s & allColors))
	for _, step := range [...]int{1, 2} {
		for start := range 5 {
			var in ColorSet
			for i := range n {
				c := Color((start + i*step) % 5)
				in = in.With(c)
				out[i] = c
			}
			if in == s&allColors {
				return out, n
			}
		}
	}
	// Unreachable: every set of one to five colors is a run of steps
	// of one or two, and the empty set matches at once.
	return out, 0
}

// allColors is the set of the five colors.
const allColors ColorSet = 1<<5 - 1
