package engine_test

import (
	"flag"

	"github.com/cathar-engine/cathar/engine"
)

// FuzzGame's costly checks on a sample. Checking everything after every
// operation (a clone of the game before it, to compare with after a
// refused action; atomic's check of the undo log, verifyUndo, which
// copies the state twice; the invariant checker; the views and events
// written to JSON and read back; a snapshot's round trip while a decision
// waits) made a fuzzed game cost ten times its play, and the fuzzer
// played a few games a second. While fuzzing (go test -fuzz), an
// operation gets those checks when the sample, seeded by the whole input,
// picks it: one in checkEvery; the views are checked after one operation
// in viewEvery, written and read back for one viewer the sample picks,
// with one event in checkEvery (checkViews). The input seeds it, so that
// a mutation anywhere in the input draws another sample of the same game:
// every operation is checked by some input. The cheap checks (a refused
// action's error wraps a sentinel and emits no event, no illegal answer
// is taken, no panic) run after every operation, and the checks at the
// end of the game (the invariants, every view and the whole event log for
// what they show, every player's determinized copy, the rewinds to the
// marks) in every game. Outside fuzzing (go test, which replays the seed
// corpus and the kept crashers) every operation gets every check as
// before, so that a failure the fuzzer finds in a sample fails again when
// its input is replayed. (The one operation the sample changes: an
// unsampled snapshot and restore while a decision waits goes on from a
// clone instead, the same game unless Restore is wrong, which the sampled
// ones check.)
const (
	checkEvery = 8
	viewEvery  = 256
)

// fuzzing reports whether the test binary fuzzes (-test.fuzz is set: the
// coordinator and its workers), as opposed to replaying the corpus.
func fuzzing() bool {
	fl := flag.Lookup("test.fuzz")
	return fl != nil && fl.Value.String() != ""
}

// sampleAll, when not nil, says whether every operation is checked, for
// TestFuzzGameRate (which is not parallel); nil, every operation is
// checked outside fuzzing (the flags are parsed once the tests run).
// Games only read it, so that the tests that play them run in parallel.
var sampleAll *bool

// sampler picks the operations a game checks in full.
type sampler struct {
	all  bool
	seed uint64
}

// newSampler is the sampler of the game input data plays.
func newSampler(data []byte) sampler {
	all := !fuzzing()
	if sampleAll != nil {
		all = *sampleAll
	}
	s := sampler{all: all, seed: 0xcbf29ce484222325}
	for _, b := range data {
		s.seed = (s.seed ^ uint64(b)) * 0x100000001b3
	}
	return s
}

// pick reports whether operation op is in the sample of one in every.
func (s sampler) pick(op, every int) bool {
	if s.all {
		return true
	}
	// splitmix64 of the seed and the operation
	z := s.seed + uint64(op+1)*0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return (z^(z>>31))%uint64(every) == 0
}

// checks reports whether operation op gets the costly checks.
func (s sampler) checks(op int) bool { return s.pick(op, checkEvery) }

// views reports whether the views are checked after operation op (every
// 64th outside fuzzing).
func (s sampler) views(op int) bool {
	if s.all {
		return op%64 == 0
	}
	return s.pick(op^0x5bd1e995, viewEvery)
}

// verifyUndo turns game g's check of the undo log on for a checked
// operation and off for the others.
func (s sampler) verifyUndo(g *engine.Game, checked bool) {
	if !s.all {
		engine.SetVerifyUndo(g, checked)
	}
}
