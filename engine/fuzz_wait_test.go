package engine_test

import (
	"fmt"
	"reflect"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
)

// FuzzGame's waiting decisions: in one game of five (by the seed, so that
// no byte is read and the corpus keeps its meaning for the others) the
// game is made WithWaitingDecisions and one player has no decider. Their
// decisions wait; the fuzzer answers them through Answer, legally or not,
// tries actions while they wait, plays through Next, and goes on with a
// clone or a restored snapshot of the game while a decision waits.

// waiterFor is the waiting player of a game of np players with that seed,
// or NoPlayer.
func waiterFor(seed uint64, np int) engine.PlayerID {
	if seed%5 != 2 {
		return engine.NoPlayer
	}
	return engine.PlayerID(int(seed>>3) % np)
}

// waitingOp is the next operation: while a decision waits, usually an
// answer (otherwise an operation of op, refused when the decision waits in
// the middle of an action); in a waiting game, now and then Next.
func (f *gameFuzzer) waitingOp() (string, error) {
	g := f.g
	if f.waiter == engine.NoPlayer {
		return f.op()
	}
	if g.Pending() != nil {
		if f.next()%4 != 0 {
			return f.answer()
		}
		return f.op()
	}
	if f.next()%4 == 0 && !g.HasLeft(f.waiter) {
		// Next may play steps before it fails: its error is checked
		// here, not as that of an action that changes nothing.
		_, err := g.Next()
		if err != nil && !wrapsSentinel(err) {
			f.fail("next: the error wraps no engine sentinel: %v", err)
		}
		f.illegal = f.illegal[:0]
		return fmt.Sprintf("next -> %v", err), nil
	}
	return f.op()
}

// answer answers the decision that waits from the bytes: usually legally
// (as decide would), sometimes with an illegal answer or as another
// player, which must be refused with the decision unchanged; or it goes on
// with a clone or a restored snapshot of the game, which must wait at the
// same decision.
func (f *gameFuzzer) answer() (string, error) {
	g := f.g
	d := g.Pending()
	if d == nil {
		return "answer", g.Answer(f.waiter, nil)
	}
	kept := d.Copy()
	p, ans := d.Player, []int(nil)
	switch b := f.next(); {
	case b < 16:
		ans = []int{len(d.Options)}
	case b < 28:
		p = engine.PlayerID((int(d.Player) + 1 + int(b)%(f.np-1)) % f.np)
		ans = f.legalAnswer(d)
	case b < 36:
		f.g = g.Clone()
		f.samePending(kept, "a clone")
		return "clone while a decision waits", nil
	case b < 44 && !f.checked:
		// While fuzzing, a snapshot's round trip is one of the costly
		// checks of the sample (fuzz_sample_test.go): the game goes on
		// from a clone instead, the same game when Restore is right.
		f.g = g.Clone()
		f.samePending(kept, "a clone")
		return "clone (unsampled restore) while a decision waits", nil
	case b < 44:
		f.restore(kept)
		return "snapshot and restore while a decision waits", nil
	case d.Kind == engine.DecideAction && len(d.Options) > 1 && b%2 == 0:
		// Rather an action than a pass (the first option), so that the
		// waiting player's actions reach their own decisions.
		ans = []int{1 + int(f.next())%(len(d.Options)-1)}
	default:
		ans = f.legalAnswer(d)
	}
	err := g.Answer(p, ans)
	if err != nil {
		f.samePending(kept, "a refused answer")
	} else if int(kept.Kind) < len(f.answered) {
		f.answered[kept.Kind]++
	}
	f.illegal = f.illegal[:0] // the deciders' illegal answers make Answer fail
	return fmt.Sprintf("answer %d %v to %v", p, ans, kept.Kind), err
}

// samePending fails unless the game waits at decision d.
func (f *gameFuzzer) samePending(d *engine.Decision, what string) {
	if got := f.g.Pending(); !reflect.DeepEqual(got, d) {
		f.fail("after %s the game waits at %+v, not %+v", what, got, d)
	}
}

// restore goes on with the game restored from its snapshot, which must
// wait at decision d.
func (f *gameFuzzer) restore(d *engine.Decision) {
	data, err := f.g.Snapshot()
	if err != nil {
		f.fail("snapshot while a decision waits: %v", err)
	}
	ds := make([]engine.Decider, f.np)
	for i := range ds {
		if engine.PlayerID(i) != f.waiter {
			ds[i] = engine.DeciderFunc(f.decide)
		}
	}
	r, err := restoreChecked(data, cards.Lookup, ds)
	if err != nil {
		f.fail("restore while a decision waits: %v", err)
	}
	f.g = r
	f.samePending(d, "a restore")
}

// waitingSeeds are inputs whose games wait: a first byte for the number
// of players, a seed that waiterFor gives a waiting player, a preset deck
// for each player, then bytes that step, act and answer.
func waitingSeeds() [][]byte {
	var out [][]byte
	for k, head := range [][]byte{
		{0, 7, 0, 0, 1},      // two players, seed 7: the first waits
		{0, 12, 0, 6, 5},     // seed 12: the second waits
		{1, 247, 0, 0, 1, 6}, // three players, seed 247: the first waits
		{0, 41, 1, 1, 0},     // seed 297: the second waits
	} {
		in := append([]byte(nil), head...)
		for i := range 2400 {
			in = append(in, byte(uint32((i+k*7919)*2654435761)>>13))
		}
		out = append(out, in)
	}
	return out
}
