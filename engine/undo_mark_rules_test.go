package engine_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// markMain is a started game in Alice's first main phase: each player has
// a Forest and Grizzly Bears on the battlefield and Lightning Bolts in
// hand and library.
func markMain(t *testing.T) (*engine.Game, [2]engine.ObjID) {
	t.Helper()
	g := newGame(t)
	var bears [2]engine.ObjID
	for p := range engine.PlayerID(2) {
		put(t, g, p, zones.Battlefield, "Mountain")
		bears[p] = put(t, g, p, zones.Battlefield, "Grizzly Bears")
		putN(t, g, p, zones.Hand, "Lightning Bolt", 2)
		putN(t, g, p, zones.Library, "Lightning Bolt", 5)
	}
	startMain(t, g)
	return g, bears
}

func TestMarkRefusedOutsidePlay(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	m := g.Mark()
	require.ErrorIs(t, m.Err(), engine.ErrNotStarted, "no mark during setup")
	require.ErrorIs(t, g.Rewind(m), engine.ErrNotStarted)
	require.ErrorIs(t, g.Release(m), engine.ErrNotStarted)
	startMain(t, g)

	// From a decider: refused, and a rewind there too.
	g, _ = markMain(t)
	outer := g.Mark()
	require.NoError(t, outer.Err())
	var inner engine.Mark
	var rewound error
	require.NoError(t, g.SetDecider(alice, engine.DeciderFunc(func(g *engine.Game, d *engine.Decision) ([]int, error) {
		inner = g.Mark()
		rewound = g.Rewind(outer)
		return []int{0}, nil
	})))
	before := engine.Digest(g)
	require.NoError(t, g.Step(), "Alice's decider chooses an action")
	require.ErrorIs(t, inner.Err(), engine.ErrNotWaiting, "a mark during a decision")
	require.ErrorIs(t, g.Rewind(inner), engine.ErrNotWaiting)
	require.ErrorIs(t, rewound, engine.ErrNotWaiting, "a rewind during an action")
	require.NoError(t, g.Rewind(outer))
	require.Equal(t, before, engine.Digest(g))
}

func TestMarkForeignAndStale(t *testing.T) {
	t.Parallel()
	g, _ := markMain(t)
	c := g.Clone()
	m := g.Mark()
	require.NoError(t, g.PassPriority(alice))
	before := engine.Digest(g)
	cBefore := engine.Digest(c)
	require.ErrorIs(t, c.Rewind(m), engine.ErrForeignMark, "a mark of another game")
	require.ErrorIs(t, g.Rewind(engine.Mark{}), engine.ErrForeignMark, "the zero Mark")
	require.ErrorIs(t, c.Release(m), engine.ErrForeignMark)
	require.Equal(t, cBefore, engine.Digest(c), "a refused rewind changes nothing")
	require.Equal(t, before, engine.Digest(g), "a refused rewind changes nothing")

	require.NoError(t, g.Release(m))
	require.Zero(t, engine.JournalFrames(g), "no mark held: no records")
	require.NoError(t, g.PassPriority(bob))
	require.Zero(t, engine.JournalFrames(g), "no mark held: no records")
	before = engine.Digest(g)
	require.ErrorIs(t, g.Rewind(m), engine.ErrStaleMark, "a released mark")
	require.ErrorIs(t, g.Release(m), engine.ErrStaleMark)
	require.Equal(t, before, engine.Digest(g), "a refused rewind changes nothing")

	// A mark taken where a stale one was, at the same depth, is another.
	m2 := g.Mark()
	require.ErrorIs(t, g.Rewind(m), engine.ErrStaleMark)
	require.NoError(t, g.Rewind(m2))
}

// TestMarkNesting: marks nest; releasing an inner mark keeps the outer
// one able to rewind through the inner mark's actions; rewinding to the
// outer mark drops those taken after it.
func TestMarkNesting(t *testing.T) {
	t.Parallel()
	g, bears := markMain(t)
	at0 := engine.Digest(g)
	m0 := g.Mark()
	bolt := g.Zone(alice, zones.Hand)[0]
	require.NoError(t, g.CastSpell(alice, bolt, engine.CastOptions{Targets: []engine.Target{target(bears[bob])}}))
	at1 := engine.Digest(g)
	m1 := g.Mark()
	passAll(t, g) // the Bolt resolves
	m2 := g.Mark()
	require.NoError(t, g.PassPriority(alice))
	require.NoError(t, g.Release(m1), "releases m1 and m2")
	require.ErrorIs(t, g.Rewind(m2), engine.ErrStaleMark)
	require.NoError(t, g.PassPriority(bob))
	require.NoError(t, g.Rewind(m0))
	require.Equal(t, at0, engine.Digest(g))
	require.NoError(t, g.CheckInvariants())

	require.NoError(t, g.CastSpell(alice, bolt, engine.CastOptions{Targets: []engine.Target{target(bears[bob])}}))
	m1 = g.Mark()
	passAll(t, g)
	require.NoError(t, g.Rewind(m1))
	require.Equal(t, at1, engine.Digest(g))
	require.NoError(t, g.Rewind(m0), "an outer mark after a rewind to an inner one")
	require.Equal(t, at0, engine.Digest(g))
	require.ErrorIs(t, g.Rewind(m1), engine.ErrStaleMark, "dropped by the rewind to m0")
	require.NoError(t, g.Rewind(m0), "rewound twice")
	require.Equal(t, at0, engine.Digest(g))
	require.Equal(t, 1, engine.JournalFrames(g), "the mark's own frame")
	require.NoError(t, g.Release(m0))
	require.Zero(t, engine.JournalFrames(g))
}

// TestMarkStaleCharacteristics: characteristics not yet computed at the
// mark (CR 613: the layers not applied since a change) come back as they
// were, even when the engine computed them between the mark and the first
// action (as Step does before asking for attackers), which no action's
// record saw. The stale state is made by hand, in the main phase.
func TestMarkStaleCharacteristics(t *testing.T) {
	t.Parallel()
	g, bears := markMain(t)
	engine.StaleChars(g, bears[alice], 7)
	before := engine.Digest(g)
	m := g.Mark()
	engine.Refresh(g)
	require.Equal(t, 2, engine.KeptPower(g, bears[alice]), "computed")
	require.NoError(t, g.Rewind(m))
	require.Equal(t, 7, engine.KeptPower(g, bears[alice]), "stale again, as at the mark")
	require.Equal(t, before, engine.Digest(g))
	require.NoError(t, g.PassPriority(alice), "plays on from the stale state")
	require.Equal(t, 2, engine.KeptPower(g, bears[alice]), "computed")
}

// TestMarkOutsideActions: what changes between actions without an action
// (PauseAfter) and the recording come back too.
func TestMarkOutsideActions(t *testing.T) {
	t.Parallel()
	g := newGameWith(t, []engine.GameOption{engine.WithRecording()})
	put(t, g, alice, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)
	before := engine.Digest(g)
	rec := g.Recording()
	m := g.Mark()
	require.NoError(t, g.PauseAfter(3, engine.Untap))
	require.NoError(t, g.Rewind(m))
	require.Equal(t, before, engine.Digest(g))
	require.NoError(t, g.PauseAfter(2, engine.Cleanup))
	passAll(t, g)
	require.NotEqual(t, rec, g.Recording())
	require.NoError(t, g.Rewind(m))
	require.Equal(t, before, engine.Digest(g))
	require.Equal(t, rec, g.Recording(), "the calls after the mark are dropped")
}

// TestRewindAllocatesNothing: once the journal's buffers have grown, a
// mark, actions kept in the journal, their rewind and the release
// allocate nothing.
func TestRewindAllocatesNothing(t *testing.T) {
	g, _ := markMain(t)
	engine.SetVerifyUndo(g, false) // the verifier copies the state
	look := func() {
		m := g.Mark()
		for n, _, _ := g.Turn(); n == 1; n, _, _ = g.Turn() { // to Bob's turn: he untaps and draws
			advance(t, g)
		}
		if err := g.Rewind(m); err != nil {
			t.Fatal(err)
		}
		if err := g.Release(m); err != nil {
			t.Fatal(err)
		}
	}
	look()
	require.Zero(t, testing.AllocsPerRun(50, look))
}

// TestRewindDayNightFlips: the permanents a change of the designation
// turns (CR 702.145b) are turned back, with their characteristics and the
// counts of the day/night rules as they were at the mark: plain
// permanents, whose faces' values are their characteristics and which a
// rewind need not compute again, and an equipped one, computed as it
// turns (CR 613).
func TestRewindDayNightFlips(t *testing.T) {
	t.Parallel()
	// The undo verifier computes the characteristics after every action,
	// which would hide a rewind that does not compute them.
	for _, equipped := range []bool{false, true} {
		g := newGame(t)
		engine.SetVerifyUndo(g, false)
		ruffians := putN(t, g, alice, zones.Battlefield, "Tavern Ruffian", 3)
		putN(t, g, bob, zones.Battlefield, "Tavern Ruffian", 2)
		if equipped {
			put(t, g, alice, zones.Battlefield, "Bonesplitter", attachedTo(ruffians[0]))
		}
		require.NoError(t, g.SetStartingDayNight(daynight.Day))
		startMain(t, g)
		before, gen := engine.Digest(g), engine.CharsGen(g)
		m := g.Mark()
		require.NoError(t, g.ItBecomes(daynight.Night))
		require.Equal(t, equipped, engine.CharsGen(g) != gen, "computed only with the equipped one")
		require.NoError(t, g.Rewind(m))
		require.Equal(t, before, engine.Digest(g), "equipped %v", equipped)
		require.NoError(t, g.CheckInvariants(), "equipped %v", equipped)
		require.NoError(t, g.ItBecomes(daynight.Night), "plays on")
		require.NoError(t, g.CheckInvariants(), "equipped %v", equipped)
	}
}
