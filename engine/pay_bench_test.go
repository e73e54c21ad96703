package engine_test

import (
	"testing"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// BenchmarkAutoPay7Lands measures automatic payment of {3}{W}{G} on a board
// of seven lands (two Plains, Forest, Island, Mountain, Swamp and a
// Reflecting Pool). "plan" measures the planning alone, on the same board
// each time; "cast" casts a spell of that cost from a clone of the board
// made outside the measurement: planning, activating the five mana
// abilities and spending the mana.
func BenchmarkAutoPay7Lands(b *testing.B) {
	g, err := engine.New([]engine.PlayerConfig{
		{Name: "Alice", Decider: engine.NewScripted()},
		{Name: "Bob", Decider: engine.NewScripted()},
	}, engine.WithSeed(1))
	if err != nil {
		b.Fatal(err)
	}
	for _, n := range []string{"Plains", "Reflecting Pool", "Island", "Forest", "Mountain", "Plains", "Swamp"} {
		benchPut(b, g, alice, zones.Battlefield, n)
	}
	cost := engine.MustManaCost("{3}{W}{G}")
	card, err := g.Put(engine.Placement{Owner: alice, Zone: zones.Hand, Def: costSpell(cost), Controller: engine.NoPlayer})
	if err != nil {
		b.Fatal(err)
	}
	if err := g.Start(engine.StartAt{Turn: 1, Player: alice, Step: engine.PrecombatMain}); err != nil {
		b.Fatal(err)
	}
	b.Run("plan", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if n := engine.PlanPayment(g, alice, cost); n != 5 {
				b.Fatalf("plan taps %d sources, want 5", n)
			}
		}
	})
	b.Run("cast", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			b.StopTimer()
			c := g.Clone()
			b.StartTimer()
			if err := c.CastSpell(alice, card, engine.CastOptions{}); err != nil {
				b.Fatal(err)
			}
		}
	})
}
