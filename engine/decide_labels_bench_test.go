package engine_test

import (
	"testing"

	"github.com/cathar-engine/cathar/engine"
)

// BenchmarkSelfPlayLabelled is BenchmarkSelfPlay with deciders that read
// labels (Random deciders that do not say they skip them), so that every
// option of every decision is labelled: the cost of the labels, which the
// shipped Random decider is spared (LabelSkipper).
func BenchmarkSelfPlayLabelled(b *testing.B) {
	b.ReportAllocs()
	actions := 0
	i := uint64(0)
	for b.Loop() {
		seed := i%32 + 1
		g := selfPlayGame(b, seed)
		i++
		for p := range 2 {
			if err := g.SetDecider(engine.PlayerID(p), reading{engine.NewRandom(seed*2 + 1 + uint64(p))}); err != nil {
				b.Fatal(err)
			}
		}
		actions += playSelf(b, g)
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(actions), "µs/action")
}
