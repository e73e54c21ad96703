package engine_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
)

// markTurns caps the games of the mark tests, main line and detours.
const markTurns = 40

// markGame returns a started, seeded game with its log and recording on:
// the determinism decks (preset false) or the "cathar" and "werewolves"
// preset decks, whose daybound Werewolves transform. Its deciders are the
// Random deciders returned, which the caller keeps to give them back
// after a detour.
func markGame(t testing.TB, seed uint64, preset bool) (*engine.Game, [2]*engine.Random) {
	t.Helper()
	decks := detDecks()
	if preset {
		for i, name := range []string{"cathar", "werewolves"} {
			d, err := cards.Deck(name)
			require.NoError(t, err)
			decks[i] = d
		}
	}
	ds := [2]*engine.Random{engine.NewRandom(seed*2 + 1), engine.NewRandom(seed*2 + 2)}
	g, err := newChecked([]engine.PlayerConfig{
		{Name: "Alice", Deck: decks[0], Decider: ds[0]},
		{Name: "Bob", Deck: decks[1], Decider: ds[1]},
	}, engine.WithSeed(seed), engine.WithRecording())
	require.NoError(t, err)
	require.NoError(t, g.Start(engine.StartAt{Shuffle: true, OpeningHand: 7}))
	return g, ds
}

// markPlaying reports whether game g goes on: not over and within
// markTurns.
func markPlaying(g *engine.Game) bool {
	over, _ := g.Over()
	n, _, _ := g.Turn()
	return !over && n <= markTurns
}

// markPlay steps game g up to k times, while it goes on, and returns how
// many steps it took.
func markPlay(t testing.TB, g *engine.Game, k int) int {
	t.Helper()
	i := 0
	for ; i < k && markPlaying(g); i++ {
		require.NoError(t, g.Step())
	}
	return i
}

// markPoint is what a game is at a mark, as the tests compare it.
type markPoint struct {
	copy *engine.Game // a clone: its state, log and decision records
	snap []byte       // its snapshot, in the long run only
	rec  engine.Recording
}

// pointOf returns the point g is at. The default run leaves the snapshot
// out: the clone's state, compared field by field, holds what it says,
// and two snapshots a detour cost a third of the property's time;
// CATHAR_LONG=1 compares them too.
func pointOf(t testing.TB, g *engine.Game) markPoint {
	t.Helper()
	p := markPoint{copy: g.Clone(), rec: g.Recording()}
	if longRun() {
		snap, err := g.Snapshot()
		require.NoError(t, err)
		p.snap = snap
	}
	return p
}

// requireAt fails unless game g is at point p, and sound.
func requireAt(t testing.TB, g *engine.Game, p markPoint, what string) {
	t.Helper()
	if d := engine.StateDiff(p.copy, g); d != "" { // what Digest shows, faster
		t.Fatalf("%s: the state differs: %s", what, d)
	}
	if p.snap != nil {
		snap, err := g.Snapshot() // g itself: no clone of it needed, as pointOf makes
		require.NoError(t, err)
		if d := firstDiff(string(p.snap), string(snap)); d != "" {
			t.Fatalf("%s: the snapshot differs: %s", what, d)
		}
	}
	require.Equal(t, p.rec, g.Recording(), "%s: recording", what)
	require.NoError(t, g.CheckInvariants(), what)
}

// firstDiff returns "" when a and b are equal, or where they first
// differ, with some context.
func firstDiff(a, b string) string {
	if a == b {
		return ""
	}
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	from := max(i-80, 0)
	return fmt.Sprintf("at byte %d:\nwant …%s\ngot  …%s", i, a[from:min(i+80, len(a))], b[from:min(i+80, len(b))])
}

// setDecider gives player p of game g decider d, unless p has left the
// game (SetDecider refuses it then, and the decider is never asked).
func setDecider(t testing.TB, g *engine.Game, p engine.PlayerID, d engine.Decider) {
	t.Helper()
	if err := g.SetDecider(p, d); !errors.Is(err, engine.ErrPlayerLeft) {
		require.NoError(t, err)
	}
}

// detour marks game g, plays up to k steps with other deciders (an inner
// mark halfway, rewound to twice), rewinds to the mark and checks that g
// is as it was; it gives g its deciders ds back.
func detour(t testing.TB, g *engine.Game, ds [2]*engine.Random, r *rand.Rand, k int) {
	t.Helper()
	before := pointOf(t, g)
	m := g.Mark()
	require.NoError(t, m.Err())
	var dets, kept [2]*engine.Random // the detour's deciders, and their state at the inner mark
	for p := range engine.PlayerID(2) {
		dets[p] = engine.NewRandom(r.Uint64())
		setDecider(t, g, p, dets[p])
	}
	markPlay(t, g, k/2)
	inner := pointOf(t, g)
	im := g.Mark()
	require.NoError(t, im.Err())
	for p := range kept {
		kept[p] = dets[p].CloneDecider().(*engine.Random)
	}
	for range 2 { // a rewound mark is kept: rewind to it again
		markPlay(t, g, k-k/2)
		require.NoError(t, g.Rewind(im))
		for p := range engine.PlayerID(2) { // the deciders as they were at the mark
			setDecider(t, g, p, kept[p].CloneDecider())
		}
		requireAt(t, g, inner, "rewound to the inner mark")
		for p := range engine.PlayerID(2) { // to play on differently
			setDecider(t, g, p, engine.NewRandom(r.Uint64()))
		}
	}
	markPlay(t, g, r.IntN(k+1))
	require.NoError(t, g.Rewind(m))
	require.ErrorIs(t, g.Rewind(im), engine.ErrStaleMark, "a rewind to the outer mark drops the inner one")
	for p := range engine.PlayerID(2) {
		setDecider(t, g, p, ds[p])
	}
	requireAt(t, g, before, "rewound to the mark")
	require.NoError(t, g.Release(m))
	require.Zero(t, engine.JournalFrames(g), "no mark held: no record kept")
}

// TestMarkRewindProperty takes detours from many points of seeded games:
// mark, play k random actions (k up to the end of the game), rewind. The
// game is then exactly as it was (digest, snapshot bytes, recording,
// invariants), and played on, it ends as the same game without detours.
// It runs with atomic's undo check on and off: the check puts the caches
// back after each action, which must not hide a rewind's error. With the
// check on, the default run takes detours of at most 40 steps, which the
// check makes slow (CATHAR_LONG=1: up to 300, as without it).
func TestMarkRewindProperty(t *testing.T) {
	for _, verify := range []bool{true, false} {
		t.Run(map[bool]string{true: "verify", false: "noverify"}[verify], func(t *testing.T) {
			t.Parallel()         // each game its own switch
			short, long := 2, 16 // a game of each kind of decks
			longest := 300       // the longest detour, in steps
			if verify {          // each action checked against a copy of the state: slower
				short, long = 1, 6
				longest = sized(t, "steps at most in a detour", 40, longest)
			}
			seeds := uint64(sized(t, "games", short, long))
			first := uint64(1)
			if !verify && !longRun() {
				first = 2 // one game, of preset decks; the verify run plays seed 1's pool decks
			}
			for seed := first; seed <= seeds; seed++ {
				preset := seed%2 == 0
				want, _ := markGame(t, seed, preset)
				engine.SetVerifyUndo(want, verify)
				markPlay(t, want, 1<<20)
				g, ds := markGame(t, seed, preset)
				engine.SetVerifyUndo(g, verify)
				r := rand.New(rand.NewPCG(seed, 17))
				detours := 0
				for markPlaying(g) {
					detour(t, g, ds, r, 1+r.IntN(longest))
					detours++
					markPlay(t, g, 1+r.IntN(12))
				}
				detour(t, g, ds, r, 5) // at the end: nothing to play
				require.Greater(t, detours, 5, "seed %d", seed)
				requireAt(t, g, pointOf(t, want), "after the detours")
				require.Equal(t, engine.Digest(want), engine.Digest(g))
			}
		})
	}
}
