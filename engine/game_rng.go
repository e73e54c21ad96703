package engine

import "math/bits"

// rng is a small deterministic generator (SplitMix64). It is a value, so a
// cloned game carries an independent copy of it; no global source is used.
type rng struct{ s uint64 }

func (r *rng) next() uint64 {
	r.s += 0x9e3779b97f4a7c15
	z := r.s
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// intn returns a uniform integer in [0, n); 0 when n <= 1.
func (r *rng) intn(n int) int {
	if n <= 1 {
		return 0
	}
	bound := uint64(n)
	for {
		hi, lo := bits.Mul64(r.next(), bound)
		if lo >= bound || lo >= (-bound)%bound {
			return int(hi)
		}
	}
}
