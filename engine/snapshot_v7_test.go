package engine_test

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// flashbackGrantGame is a game in which Alice casts Unnatural Moonrise from
// her hand on her Grizzly Bears, which gain a triggered ability until end
// of turn (CR 613.1f), then casts a second one from her graveyard with
// flashback (CR 702.34a); it stops with that spell on the stack.
func flashbackGrantGame(t *testing.T, obs engine.GameOption) *engine.Game {
	t.Helper()
	deck, err := cards.Deck("cathar")
	require.NoError(t, err)
	g, err := newChecked([]engine.PlayerConfig{
		{Name: "Alice", Deck: deck[:20], Decider: engine.NewRandom(41)},
		{Name: "Bob", Deck: deck[20:], Decider: engine.NewRandom(42)},
	}, engine.WithSeed(40), obs)
	require.NoError(t, err)
	put := func(z zones.Kind, name string) engine.ObjID {
		id, err := g.Put(engine.Placement{Owner: 0, Zone: z, Def: cards.MustLookup(name), Controller: engine.NoPlayer})
		require.NoError(t, err)
		return id
	}
	for range 3 {
		put(zones.Battlefield, "Mountain")
		put(zones.Battlefield, "Forest")
	}
	bears := put(zones.Battlefield, "Grizzly Bears")
	moonrise := put(zones.Hand, "Unnatural Moonrise")
	again := put(zones.Graveyard, "Unnatural Moonrise")
	require.NoError(t, g.Start(engine.StartAt{Turn: 3, Player: 0, Step: engine.PrecombatMain}))
	on := []engine.Target{engine.TargetObject(bears)}
	require.NoError(t, g.CastSpell(0, moonrise, engine.CastOptions{Targets: on}))
	require.NoError(t, g.PassPriority(0))
	require.NoError(t, g.PassPriority(1))
	require.NoError(t, g.CastSpell(0, again, engine.CastOptions{Targets: on, Flashback: true}))
	return g
}

// TestSnapshotV6RefusesVersion7State checks that a snapshot claiming
// version 6 can hold neither a granted ability, nor a spell cast with
// flashback, nor turns begun: it is refused with ErrBadSnapshot.
func TestSnapshotV6RefusesVersion7State(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile(snapshotFile(7, "flashback-grant"))
	require.NoError(t, err)
	old := strings.Replace(string(data), `"version":7`, `"version":6`, 1)
	require.NotEqual(t, string(data), old)
	_, err = restoreChecked([]byte(old), cards.Lookup, []engine.Decider{engine.NewScripted(), engine.NewScripted()})
	require.ErrorIs(t, err, engine.ErrBadSnapshot)
	require.ErrorContains(t, err, "version 6 has no")
}

// TestSnapshotV7KeepsGrantAndFlashback restores the kept game and checks
// that the bears still have the granted ability and that the spell on the
// stack is still exiled as it resolves (CR 702.34a).
func TestSnapshotV7KeepsGrantAndFlashback(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile(snapshotFile(7, "flashback-grant"))
	require.NoError(t, err)
	g, err := restoreChecked(data, cards.Lookup, []engine.Decider{engine.NewScripted(), engine.NewScripted()})
	require.NoError(t, err)
	var bears engine.ObjID
	for _, id := range g.Battlefield() {
		if in, _ := g.Object(id); in.Def.Name() == "Grizzly Bears" {
			bears = in.ID
		}
	}
	in, err := g.Object(bears)
	require.NoError(t, err)
	require.Len(t, in.Characteristics.Abilities, 1, "the granted trigger")
	require.Equal(t, 3, in.Characteristics.Power)
	require.Equal(t, 2, g.TurnsBegun(0))
	require.Equal(t, 1, g.TurnsBegun(1))
	spell := g.Stack()[0].Obj
	require.NoError(t, g.PassPriority(0))
	require.NoError(t, g.PassPriority(1))
	card, _ := g.Object(spell)
	now, ok := g.CardObject(card.Card)
	require.True(t, ok)
	after, _ := g.Object(now)
	require.Equal(t, zones.Exile, after.Zone)
}

// TestReplayFlashbackCast records the game of flashbackGrantGame, whose
// last call casts a spell with flashback (CR 702.34a), and replays it:
// the replay must cast it from the graveyard too.
func TestReplayFlashbackCast(t *testing.T) {
	t.Parallel()
	g := flashbackGrantGame(t, engine.WithRecording())
	rec := g.Recording()
	last := rec.Calls[len(rec.Calls)-1]
	require.Equal(t, engine.OpCast, last.Op)
	require.True(t, last.Flashback)
	r, _ := replayThroughJSON(t, rec)
	require.Equal(t, engine.Digest(g), engine.Digest(r))
	require.Equal(t, 1, r.StackLen())
}

// TestSnapshotRefusesFlashbackOffTheStack checks that a snapshot marking
// a permanent as cast with flashback, which only a spell on the stack can
// be (CR 702.34a), is refused by the invariants.
func TestSnapshotRefusesFlashbackOffTheStack(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile(snapshotFile(7, "flashback-grant"))
	require.NoError(t, err)
	bad := strings.Replace(string(data), `"def":"Grizzly Bears",`, `"def":"Grizzly Bears","flashback":true,`, 1)
	require.NotEqual(t, string(data), bad)
	_, err = restoreChecked([]byte(bad), cards.Lookup, []engine.Decider{engine.NewScripted(), engine.NewScripted()})
	require.ErrorIs(t, err, engine.ErrBadSnapshot)
	require.ErrorContains(t, err, "cast with flashback")
}

// TestRecordingV5RefusesFlashback checks that a recording claiming
// version 5, which had no flashback casts, is refused when one of its
// calls casts with flashback (CR 702.34a).
func TestRecordingV5RefusesFlashback(t *testing.T) {
	t.Parallel()
	g := flashbackGrantGame(t, engine.WithRecording())
	rec := g.Recording()
	rec.Version = 5
	_, err := replayChecked(rec, cards.Lookup)
	require.ErrorIs(t, err, engine.ErrBadRecording)
	require.ErrorContains(t, err, "version 5 has no flashback")
}
