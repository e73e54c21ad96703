package engine_test

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"runtime/debug"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
)

// detTurns is how far the seeded games of these tests are played.
const detTurns = 40

// detDeck builds a 40-card library from name/count pairs.
func detDeck(pairs ...any) []*engine.CardDef {
	var d []*engine.CardDef
	for i := 0; i < len(pairs); i += 2 {
		def := cards.MustLookup(pairs[i].(string))
		for range pairs[i+1].(int) {
			d = append(d, def)
		}
	}
	return d
}

// detDecks are two decks that between them use every card of the
// determinism pool: basic lands, Grizzly Bears, Hill Giant, Llanowar
// Elves, Lightning Bolt, Giant Growth, Raise the Alarm, Murder, Pacifism,
// Bonesplitter, Clone, Act of Treason, Cloudshift and Unsummon.
func detDecks() [2][]*engine.CardDef {
	return [2][]*engine.CardDef{
		detDeck("Forest", 7, "Mountain", 6, "Island", 4, "Swamp", 1,
			"Grizzly Bears", 4, "Hill Giant", 3, "Llanowar Elves", 4, "Lightning Bolt", 3,
			"Giant Growth", 2, "Clone", 2, "Act of Treason", 2, "Unsummon", 1, "Bonesplitter", 1),
		detDeck("Plains", 7, "Swamp", 6, "Forest", 3, "Island", 2,
			"Grizzly Bears", 4, "Hill Giant", 2, "Llanowar Elves", 1, "Raise the Alarm", 3,
			"Murder", 3, "Pacifism", 3, "Bonesplitter", 2, "Cloudshift", 2, "Clone", 1, "Unsummon", 1),
	}
}

// detGame returns a started, seeded game between two Random deciders.
func detGame(tb testing.TB, seed uint64, opts ...engine.GameOption) *engine.Game {
	tb.Helper()
	decks := detDecks()
	g, err := newChecked([]engine.PlayerConfig{
		{Name: "Alice", Deck: decks[0], Decider: engine.NewRandom(seed*2 + 1)},
		{Name: "Bob", Deck: decks[1], Decider: engine.NewRandom(seed*2 + 2)},
	}, append([]engine.GameOption{engine.WithSeed(seed)}, opts...)...)
	require.NoError(tb, err)
	require.NoError(tb, g.Start(engine.StartAt{Shuffle: true, OpeningHand: 7}))
	return g
}

// detSafely runs f and turns a panic into an error carrying the stack.
func detSafely(f func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v\n%s", r, debug.Stack())
		}
	}()
	return f()
}

// detLogHash hashes the event log, field by field.
func detLogHash(g *engine.Game) [32]byte {
	h := sha256.New()
	var buf []byte
	for ev := range g.Events() {
		buf = buf[:0]
		buf = append(buf, byte(ev.Kind), byte(ev.Player), byte(ev.Target), byte(ev.Counter), byte(ev.Mana),
			byte(ev.From), byte(ev.To))
		if ev.Combat {
			buf = append(buf, 1)
		} else {
			buf = append(buf, 0)
		}
		buf = binary.LittleEndian.AppendUint32(buf, uint32(ev.Obj))
		buf = binary.LittleEndian.AppendUint32(buf, uint32(ev.Other))
		buf = binary.LittleEndian.AppendUint32(buf, uint32(ev.Amount))
		buf = binary.LittleEndian.AppendUint32(buf, uint32(ev.Seq))
		h.Write(buf)
	}
	var sum [32]byte
	h.Sum(sum[:0])
	return sum
}

// detStepN advances a game by n decider steps, or until it is over.
func detStepN(g *engine.Game, n int) error {
	for range n {
		if over, _ := g.Over(); over {
			return nil
		}
		if err := g.Step(); err != nil {
			return err
		}
	}
	return nil
}

func TestDeterminismSameSeedSameLog(t *testing.T) {
	t.Parallel()
	a := detGame(t, 7)
	b := detGame(t, 7)
	require.NoError(t, a.PlayTurns(detTurns))
	require.NoError(t, b.PlayTurns(detTurns))
	assert.Greater(t, a.EventCount(), 100, "the game should have done something")
	assert.Equal(t, a.EventCount(), b.EventCount())
	assert.Equal(t, detLogHash(a), detLogHash(b))
	assert.Equal(t, engine.Digest(a), engine.Digest(b))

	c := detGame(t, 8)
	require.NoError(t, c.PlayTurns(detTurns))
	assert.NotEqual(t, detLogHash(a), detLogHash(c), "a different seed should give a different game")
}

func TestDeterminismWithoutLogSameState(t *testing.T) {
	t.Parallel()
	// The log is only a record: turning it off changes nothing else.
	a := detGame(t, 11)
	b := detGame(t, 11, engine.WithoutLog())
	require.NoError(t, a.PlayTurns(detTurns))
	require.NoError(t, b.PlayTurns(detTurns))
	assert.Equal(t, a.EventCount(), b.EventCount())
	an, _, as := a.Turn()
	bn, _, bs := b.Turn()
	assert.Equal(t, an, bn)
	assert.Equal(t, as, bs)
	assert.Equal(t, a.Life(0), b.Life(0))
	assert.Equal(t, a.Life(1), b.Life(1))
	assert.Equal(t, a.Battlefield(), b.Battlefield())
}

func TestDeterminismCloneMidGame(t *testing.T) {
	t.Parallel()
	for _, steps := range []int{1, 37, 150, 400} {
		t.Run(fmt.Sprint(steps), func(t *testing.T) {
			orig := detGame(t, 3)
			require.NoError(t, detStepN(orig, steps))
			frozen := engine.Digest(orig)
			frozenEvents := orig.EventCount()

			clone := orig.Clone()
			require.Equal(t, frozen, engine.Digest(clone), "a clone starts in the same state")
			require.NoError(t, clone.PlayTurns(detTurns))

			// Playing the clone leaves the original alone.
			require.Equal(t, frozen, engine.Digest(orig), "playing the clone changed the original")
			require.Equal(t, frozenEvents, orig.EventCount())

			require.NoError(t, orig.PlayTurns(detTurns))
			assert.Equal(t, detLogHash(orig), detLogHash(clone))
			assert.Equal(t, engine.Digest(orig), engine.Digest(clone))

			// And the reverse: a clone is unchanged by its original.
			again := detGame(t, 3)
			require.NoError(t, detStepN(again, steps))
			c2 := again.Clone()
			d2 := engine.Digest(c2)
			require.NoError(t, again.PlayTurns(detTurns))
			assert.Equal(t, d2, engine.Digest(c2), "playing the original changed the clone")
		})
	}
}

// TestDeterminismStress plays many seeded games twice each: no error, no
// panic, identical logs and states; and at a seed-dependent point a clone
// must play on exactly as the original does.
func TestDeterminismStress(t *testing.T) {
	t.Parallel()
	seeds := sized(t, "seeds", 4, 200)
	winners := [3]int{}
	for seed := uint64(1); seed <= uint64(seeds); seed++ {
		a := detGame(t, seed)
		b := detGame(t, seed)
		if err := detSafely(func() error { return a.PlayTurns(detTurns) }); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		// b is cloned part-way; the clone plays on.
		mid := int(seed*37) % 500
		if err := detSafely(func() error { return detStepN(b, mid) }); err != nil {
			t.Fatalf("seed %d (second run): %v", seed, err)
		}
		c := b.Clone()
		if err := detSafely(func() error { return c.PlayTurns(detTurns) }); err != nil {
			t.Fatalf("seed %d (clone after %d steps): %v", seed, mid, err)
		}
		require.NoError(t, a.CheckInvariants(), "seed %d", seed)
		require.NoError(t, b.CheckInvariants(), "seed %d at the clone point", seed)
		if !assert.Equal(t, detLogHash(a), detLogHash(c), "seed %d: logs differ", seed) ||
			!assert.Equal(t, engine.Digest(a), engine.Digest(c), "seed %d: states differ", seed) {
			return
		}
		over, w := a.Over()
		switch {
		case !over:
			winners[2]++
		case w == engine.NoPlayer:
			winners[2]++
		default:
			winners[w]++
		}
	}
	t.Logf("%d games: Alice won %d, Bob won %d, unfinished or drawn %d", seeds, winners[0], winners[1], winners[2])
}

// TestDeterminismInvariantsEveryStep plays games of two to four players
// with the day/night cards added to the decks, checks the engine's
// internal invariants after every step, and checks that a clone taken
// part-way ends in the same state as the original.
func TestDeterminismInvariantsEveryStep(t *testing.T) {
	t.Parallel()
	extra := detDeck("Brutal Cathar", 3, "Tavern Ruffian", 2, "Village Watch", 2, "Grizzled Outcasts", 2,
		"Brimstone Vandal", 2, "Into the Night", 2, "Immerwolf", 2, "Battlegrowth", 2, "Ranger's Guile", 2)
	seeds := uint64(sized(t, "seeds per player count", 1, 4))
	for np := 2; np <= 4; np++ {
		for seed := uint64(1); seed <= seeds; seed++ {
			decks := detDecks()
			var cfg []engine.PlayerConfig
			for i := range np {
				d := append(append([]*engine.CardDef(nil), decks[i%2]...), extra...)
				cfg = append(cfg, engine.PlayerConfig{Name: fmt.Sprintf("P%d", i+1), Deck: d,
					Decider: engine.NewRandom(seed*10 + uint64(i))})
			}
			g, err := newChecked(cfg, engine.WithSeed(seed))
			require.NoError(t, err)
			require.NoError(t, g.Start(engine.StartAt{Shuffle: true, OpeningHand: 7}))
			var clone *engine.Game
			for step := 0; ; step++ {
				if over, _ := g.Over(); over {
					break
				}
				if n, _, _ := g.Turn(); n > detTurns {
					break
				}
				if step == 200 {
					clone = g.Clone()
				}
				if err := detSafely(g.Step); err != nil {
					t.Fatalf("%d players, seed %d, step %d: %v", np, seed, step, err)
				}
				if err := g.CheckInvariants(); err != nil {
					t.Fatalf("%d players, seed %d, step %d: %v", np, seed, step, err)
				}
			}
			if clone != nil {
				require.NoError(t, detSafely(func() error { return clone.PlayTurns(detTurns) }))
				assert.Equal(t, engine.Digest(g), engine.Digest(clone), "%d players, seed %d", np, seed)
			}
		}
	}
}
