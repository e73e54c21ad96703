package bot

// rnd is the bots' own source of randomness: a splitmix64 generator seeded
// from the game's seed, so that a game plays the same way every time and
// nothing depends on the wall clock or a global source.
type rnd struct{ s uint64 }

// next returns the next 64 random bits.
func (r *rnd) next() uint64 {
	r.s += 0x9e3779b97f4a7c15
	z := r.s
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// intn returns a number in [0, n); n must be positive.
func (r *rnd) intn(n int) int { return int(r.next() % uint64(n)) }

// float returns a number in [0, 1).
func (r *rnd) float() float64 { return float64(r.next()>>11) / (1 << 53) }

// DeriveSeed returns a seed derived from seed and n: the seeds derived
// from one seed with different numbers give independent streams, as a
// game's seed gives each of its bots its own (the bots derive one per
// decision, rollout and determinized copy the same way).
func DeriveSeed(seed, n uint64) uint64 { return mix(seed, n) }

// mix derives a seed from a seed and a number, for independent streams
// (one per rollout, one per determinization).
func mix(seed, n uint64) uint64 {
	r := rnd{s: seed ^ (n * 0x2545f4914f6cdd1d)}
	return r.next()
}
