package engine_test

import (
	"testing"
	"time"

	"github.com/cathar-engine/cathar/engine"
)

// BenchmarkRewind measures what a search pays to look one action ahead at
// the points of BenchmarkSelfPlay's games (Random deciders, the "cathar"
// and "werewolves" preset decks, no log): a Clone of the game, or a Mark,
// the action and a Rewind to the mark. An action is one Step; a new game
// begins when one ends. Each sub-benchmark plays its own games from the
// same seeds, one action per iteration:
//
//   - step: the action alone, no mark held (ns/op);
//   - rewind: Mark, the action with the mark held (ns/perform), Rewind of
//     that one action (ns/rewind), Release, then an action with no mark
//     held, to go on;
//   - clone: Clone (ns/clone), then the action.
//
// The phases timed inside an iteration include a clock reading each
// (tens of ns).
func BenchmarkRewind(b *testing.B) {
	b.Run("step", func(b *testing.B) {
		p := newBenchPlay(b)
		for b.Loop() {
			p.step(b)
		}
	})
	b.Run("rewind", func(b *testing.B) {
		p := newBenchPlay(b)
		var perform, rewind time.Duration
		for b.Loop() {
			g := p.next(b)
			m := g.Mark()
			t0 := time.Now()
			err := g.Step()
			t1 := time.Now()
			if err != nil {
				b.Fatal(err)
			}
			if err := g.Rewind(m); err != nil {
				b.Fatal(err)
			}
			t2 := time.Now()
			if err := g.Release(m); err != nil {
				b.Fatal(err)
			}
			perform += t1.Sub(t0)
			rewind += t2.Sub(t1)
			p.step(b)
		}
		b.ReportMetric(float64(perform.Nanoseconds())/float64(b.N), "ns/perform")
		b.ReportMetric(float64(rewind.Nanoseconds())/float64(b.N), "ns/rewind")
	})
	b.Run("clone", func(b *testing.B) {
		p := newBenchPlay(b)
		var clone time.Duration
		var sink *engine.Game
		for b.Loop() {
			g := p.next(b)
			t0 := time.Now()
			sink = g.Clone()
			clone += time.Since(t0)
			p.step(b)
		}
		if sink == nil {
			b.Fatal("no clone")
		}
		b.ReportMetric(float64(clone.Nanoseconds())/float64(b.N), "ns/clone")
	})
}

// benchPlay plays BenchmarkSelfPlay's games one after the other, the
// seeds cycling through 32.
type benchPlay struct {
	g    *engine.Game
	seed uint64
}

func newBenchPlay(b *testing.B) *benchPlay {
	b.ReportAllocs()
	return &benchPlay{g: selfPlayGame(b, 1), seed: 1}
}

// next returns the game to play an action in: a new one when the last
// has ended or reached selfPlayTurns.
func (p *benchPlay) next(b *testing.B) *engine.Game {
	over, _ := p.g.Over()
	if n, _, _ := p.g.Turn(); over || n > selfPlayTurns {
		p.seed = p.seed%32 + 1
		p.g = selfPlayGame(b, p.seed)
	}
	return p.g
}

// step plays one action.
func (p *benchPlay) step(b *testing.B) {
	if err := p.next(b).Step(); err != nil {
		b.Fatal(err)
	}
}
