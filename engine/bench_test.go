package engine_test

import (
	"testing"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// benchPut places a card during setup and fails the benchmark on error.
func benchPut(b *testing.B, g *engine.Game, p engine.PlayerID, z zones.Kind, name string) engine.ObjID {
	b.Helper()
	id, err := g.Put(engine.Placement{Owner: p, Zone: z, Def: cards.MustLookup(name), Controller: engine.NoPlayer})
	if err != nil {
		b.Fatal(err)
	}
	return id
}

// benchAdvance moves the game on by one thing: a pass, or no attackers, or
// no blockers.
func benchAdvance(b *testing.B, g *engine.Game) {
	w := g.Waiting()
	var err error
	switch {
	case w.Priority != engine.NoPlayer:
		err = g.PassPriority(w.Priority)
	case w.Attackers != engine.NoPlayer:
		err = g.DeclareAttackers(w.Attackers, nil)
	case len(w.Blockers) > 0:
		err = g.DeclareBlockers(w.Blockers[0], nil)
	default:
		b.Fatalf("game waits for nothing: %+v", w)
	}
	if err != nil {
		b.Fatal(err)
	}
}

// BenchmarkTurnCycle measures passing priority (and declaring no attackers
// or blockers) through one full turn cycle of a two-player game where each
// player has four lands and two creatures. Each iteration starts from a
// clone of the prepared game, taken outside the timer.
func BenchmarkTurnCycle(b *testing.B) {
	g, err := engine.New([]engine.PlayerConfig{
		{Name: "Alice", Decider: engine.NewScripted()},
		{Name: "Bob", Decider: engine.NewScripted()},
	}, engine.WithSeed(1))
	if err != nil {
		b.Fatal(err)
	}
	for p := range engine.PlayerID(2) {
		for _, n := range []string{"Forest", "Forest", "Mountain", "Mountain", "Grizzly Bears", "Hill Giant"} {
			benchPut(b, g, p, zones.Battlefield, n)
		}
		for range 5 {
			benchPut(b, g, p, zones.Library, "Forest")
		}
	}
	if err := g.Start(engine.StartAt{Turn: 3, Player: 0, Step: engine.Upkeep}); err != nil {
		b.Fatal(err)
	}
	const turns = 2
	events := 0
	b.ReportAllocs()
	for b.Loop() {
		b.StopTimer()
		c := g.Clone()
		n0 := c.EventCount()
		b.StartTimer()
		for {
			if n, _, _ := c.Turn(); n >= 3+turns {
				break
			}
			benchAdvance(b, c)
		}
		events += c.EventCount() - n0
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*turns), "ns/turn")
	b.ReportMetric(float64(events)/float64(b.N), "events/op")
}

// BenchmarkClone measures Game.Clone of a game with about 200 objects.
func BenchmarkClone(b *testing.B) {
	g, err := engine.New([]engine.PlayerConfig{
		{Name: "Alice", Decider: engine.NewRandom(1)},
		{Name: "Bob", Decider: engine.NewRandom(2)},
	}, engine.WithSeed(1))
	if err != nil {
		b.Fatal(err)
	}
	for p := range engine.PlayerID(2) {
		for range 60 {
			benchPut(b, g, p, zones.Library, "Grizzly Bears")
		}
		for range 7 {
			benchPut(b, g, p, zones.Hand, "Lightning Bolt")
		}
		for range 12 {
			benchPut(b, g, p, zones.Battlefield, "Forest")
		}
		for range 8 {
			benchPut(b, g, p, zones.Battlefield, "Hill Giant")
		}
		for range 13 {
			benchPut(b, g, p, zones.Graveyard, "Murder")
		}
	}
	if err := g.Start(engine.StartAt{Turn: 5, Player: 0, Step: engine.PrecombatMain}); err != nil {
		b.Fatal(err)
	}
	objects := 0
	for p := range engine.PlayerID(2) {
		for _, z := range []zones.Kind{zones.Library, zones.Hand, zones.Graveyard} {
			objects += len(g.Zone(p, z))
		}
	}
	objects += len(g.Battlefield())
	b.ReportAllocs()
	var c *engine.Game
	for b.Loop() {
		c = g.Clone()
	}
	if c.EventCount() != g.EventCount() {
		b.Fatal("clone differs")
	}
	b.ReportMetric(float64(objects), "objects")
}

// BenchmarkRandomGame measures one full seeded game between two Random
// deciders (the game of the determinism tests), with the log on.
func BenchmarkRandomGame(b *testing.B) {
	benchRandomGame(b)
}

// BenchmarkRandomGameNoLog is BenchmarkRandomGame with the log off, as
// self-play that only wants the result would run it.
func BenchmarkRandomGameNoLog(b *testing.B) {
	benchRandomGame(b, engine.WithoutLog())
}

func benchRandomGame(b *testing.B, opts ...engine.GameOption) {
	events, turns := 0, 0
	b.ReportAllocs()
	for b.Loop() {
		g := detGame(b, 5, opts...)
		if err := g.PlayTurns(detTurns); err != nil {
			b.Fatal(err)
		}
		events += g.EventCount()
		n, _, _ := g.Turn()
		turns += n
	}
	b.ReportMetric(float64(events)/float64(b.N), "events/op")
	b.ReportMetric(float64(turns)/float64(b.N), "turns/op")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(turns), "ns/turn")
}
