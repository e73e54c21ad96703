package engine_test

import (
	"fmt"
	"runtime"
	"testing"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// selfPlayTurns is the turn cap of BenchmarkSelfPlay's games.
const selfPlayTurns = 40

// selfPlayGame returns a started game between the "cathar" and
// "werewolves" preset decks, two Random deciders, without a log.
func selfPlayGame(tb testing.TB, seed uint64) *engine.Game {
	tb.Helper()
	a, err := cards.Deck("cathar")
	if err != nil {
		tb.Fatal(err)
	}
	w, err := cards.Deck("werewolves")
	if err != nil {
		tb.Fatal(err)
	}
	g, err := engine.New([]engine.PlayerConfig{
		{Name: "Alice", Deck: a, Decider: engine.NewRandom(seed*2 + 1)},
		{Name: "Bob", Deck: w, Decider: engine.NewRandom(seed*2 + 2)},
	}, engine.WithSeed(seed), engine.WithoutLog())
	if err != nil {
		tb.Fatal(err)
	}
	if err := g.Start(engine.StartAt{Shuffle: true, OpeningHand: 7}); err != nil {
		tb.Fatal(err)
	}
	return g
}

// BenchmarkSelfPlay plays whole seeded games (one per iteration, the
// seeds cycling through 32) between Random deciders with the "cathar" and
// "werewolves" preset decks, up to turn 40, without a log: New, Start and
// every Step. An action is one Step call; µs/turn divides the time by the
// turns the games began.
func BenchmarkSelfPlay(b *testing.B) {
	actions, turns := 0, 0
	var before, after runtime.MemStats
	b.ReportAllocs()
	runtime.ReadMemStats(&before)
	i := uint64(0)
	for b.Loop() {
		g := selfPlayGame(b, i%32+1)
		i++
		actions += playSelf(b, g)
		n, _, _ := g.Turn()
		turns += n
	}
	runtime.ReadMemStats(&after)
	games := float64(b.N)
	b.ReportMetric(games/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(actions), "µs/action")
	b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(turns), "µs/turn")
	b.ReportMetric(float64(actions)/games, "actions/game")
	b.ReportMetric(float64(after.Mallocs-before.Mallocs)/float64(actions), "allocs/action")
}

// playSelf steps g until it is over or turn selfPlayTurns has ended, and
// returns the number of steps.
func playSelf(tb testing.TB, g *engine.Game) int {
	actions := 0
	for {
		if over, _ := g.Over(); over {
			return actions
		}
		if n, _, _ := g.Turn(); n > selfPlayTurns {
			return actions
		}
		if err := g.Step(); err != nil {
			tb.Fatal(err)
		}
		actions++
	}
}

// flipGame returns a started two-player game in a main phase, by day,
// with n Tavern Ruffians (daybound) on the battlefield, half each, and the
// other cards named.
func flipGame(b *testing.B, n int, others ...string) *engine.Game {
	g, err := engine.New([]engine.PlayerConfig{
		{Name: "Alice", Decider: engine.NewScripted()},
		{Name: "Bob", Decider: engine.NewScripted()},
	}, engine.WithSeed(1), engine.WithoutLog())
	if err != nil {
		b.Fatal(err)
	}
	for i := range n {
		benchPut(b, g, engine.PlayerID(i%2), zones.Battlefield, "Tavern Ruffian")
	}
	for _, name := range others {
		benchPut(b, g, 0, zones.Battlefield, name)
	}
	if err := g.SetStartingDayNight(daynight.Day); err != nil {
		b.Fatal(err)
	}
	if err := g.Start(engine.StartAt{Turn: 3, Player: 0, Step: engine.PrecombatMain}); err != nil {
		b.Fatal(err)
	}
	return g
}

// BenchmarkDayNightFlip makes it night, then day, then night, … with N
// daybound permanents on the battlefield: each iteration is one change of
// the designation (Game.ItBecomes) and N transforms, with the
// recomputation of characteristics, the events and the state-based action
// check that follow. ns/permanent is the cost per permanent flipped.
func BenchmarkDayNightFlip(b *testing.B) {
	for _, n := range []int{10, 100, 1000, 10000} {
		b.Run(fmt.Sprintf("N=%d", n), func(b *testing.B) { benchFlips(b, n) })
	}
}

// benchFlips changes the designation of flipGame(b, n, others...) once
// per iteration and reports the cost per permanent flipped.
func benchFlips(b *testing.B, n int, others ...string) {
	g := flipGame(b, n, others...)
	next := daynight.Night
	b.ReportAllocs()
	for b.Loop() {
		if err := g.ItBecomes(next); err != nil {
			b.Fatal(err)
		}
		next = daynight.Day + daynight.Night - next
	}
	if g.DayNight() != daynight.Day+daynight.Night-next {
		b.Fatal("the designation did not change")
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/permanent")
}

// BenchmarkDayNightFlipGeneral is BenchmarkDayNightFlip with one
// Bonesplitter (an Equipment, so a static ability) on the battlefield: a
// board with a static ability, which the batch of transforms takes in its
// stride (an Equipment affects only what it is attached to, CR 613).
func BenchmarkDayNightFlipGeneral(b *testing.B) {
	for _, n := range []int{100, 1000, 10000} {
		b.Run(fmt.Sprintf("N=%d", n), func(b *testing.B) { benchFlips(b, n, "Bonesplitter") })
	}
}

// manyDayboundGame is the setup of XMage's day/night benchmark (its issue
// #11285): two players, each with 50 vanilla creatures and 15 daybound
// creatures on the battlefield, at turn 10; libraries big enough to draw
// until turn 300. With equip, the first player's first daybound creature
// carries a Bonesplitter: a static ability on the battlefield, affecting a
// permanent that turns at every change.
func manyDayboundGame(b *testing.B, equip bool) *engine.Game {
	g, err := engine.New([]engine.PlayerConfig{
		{Name: "Alice", Decider: engine.NewRandom(1)},
		{Name: "Bob", Decider: engine.NewRandom(2)},
	}, engine.WithSeed(1), engine.WithoutLog())
	if err != nil {
		b.Fatal(err)
	}
	for p := range engine.PlayerID(2) {
		for range 50 {
			benchPut(b, g, p, zones.Battlefield, "Grizzly Bears")
		}
		for i := range 15 {
			id := benchPut(b, g, p, zones.Battlefield, "Tavern Ruffian")
			if equip && p == 0 && i == 0 {
				_, err := g.Put(engine.Placement{Owner: p, Zone: zones.Battlefield, Def: cards.MustLookup("Bonesplitter"),
					Controller: engine.NoPlayer, AttachedTo: id})
				if err != nil {
					b.Fatal(err)
				}
			}
		}
		for range 160 {
			benchPut(b, g, p, zones.Library, "Forest")
		}
	}
	if err := g.SetStartingDayNight(daynight.Day); err != nil {
		b.Fatal(err)
	}
	if err := g.Start(engine.StartAt{Turn: 10, Player: 0, Step: engine.Upkeep}); err != nil {
		b.Fatal(err)
	}
	return g
}

// BenchmarkManyDayboundGame is XMage's workload: the game of
// manyDayboundGame played from turn 10 to turn 300, the designation
// changing every turn (Game.ItBecomes in each upkeep), every player
// passing and declaring no attackers; hands are discarded down to seven
// by the Random deciders. The game is cloned from a prepared one outside
// the timer.
func BenchmarkManyDayboundGame(b *testing.B) { benchManyDaybound(b, false, false) }

// BenchmarkManyDayboundGameStatic is BenchmarkManyDayboundGame with a
// Bonesplitter equipping one of the daybound creatures.
func BenchmarkManyDayboundGameStatic(b *testing.B) { benchManyDaybound(b, true, false) }

// BenchmarkManyDayboundGameListing is BenchmarkManyDayboundGame played
// through Game.Step, as a program playing by its deciders does: every
// priority stop lists the legal actions (LegalActions) and offers them as
// a decision, and every declaration of attackers and blockers offers the
// creatures that could. The deciders pass, attack and block with nothing,
// and leave the discards to the Random deciders of the plain benchmark, so
// the game played is the same.
func BenchmarkManyDayboundGameListing(b *testing.B) { benchManyDaybound(b, false, true) }

// passer passes priority and declares no attackers or blockers; it leaves
// every other decision to its Random decider.
type passer struct {
	r   engine.Decider
	ans []int // the answer, reused (the engine reads it before asking again)
}

// Decide answers d.
func (p *passer) Decide(g *engine.Game, d *engine.Decision) ([]int, error) {
	switch d.Kind {
	case engine.DecideAction:
		for i, o := range d.Options {
			if o.Action.Kind == engine.ActPass {
				p.ans = append(p.ans[:0], i)
				return p.ans, nil
			}
		}
		return nil, fmt.Errorf("no pass among %d actions", len(d.Options))
	case engine.DecideAttackers, engine.DecideBlockers:
		return nil, nil
	}
	return p.r.Decide(g, d)
}

// SkipsLabels says that a passer reads no labels, as Random does.
func (*passer) SkipsLabels() bool { return true }

// benchManyDaybound plays the game of manyDayboundGame(b, equip) once per
// iteration; with viaStep, through Game.Step and passers.
func benchManyDaybound(b *testing.B, equip, viaStep bool) {
	const last = 300
	proto := manyDayboundGame(b, equip)
	flips := 0
	b.ReportAllocs()
	for b.Loop() {
		b.StopTimer()
		g := proto.Clone()
		if viaStep {
			for p := range engine.PlayerID(2) {
				if err := g.SetDecider(p, &passer{r: engine.NewRandom(uint64(p) + 1)}); err != nil {
					b.Fatal(err)
				}
			}
		}
		b.StartTimer()
		changed := 0
		for {
			n, _, step := g.Turn()
			if n > last {
				break
			}
			if step == engine.Upkeep && changed < n {
				changed = n
				next := daynight.Night
				if g.DayNight() == daynight.Night {
					next = daynight.Day
				}
				if err := g.ItBecomes(next); err != nil {
					b.Fatal(err)
				}
				flips++
			}
			if viaStep {
				if err := g.Step(); err != nil {
					b.Fatal(err)
				}
				continue
			}
			benchAdvance(b, g)
		}
		if over, _ := g.Over(); over {
			b.Fatal("the game ended early")
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/1e6/float64(b.N), "ms/run")
	b.ReportMetric(float64(flips)/float64(b.N), "changes/run")
}
