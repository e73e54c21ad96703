package engine_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// cloneOfCathar is a game, kept WithRecording, in which Alice has cast
// Clone with Brutal Cathar on the battlefield and Bob has two creatures:
// the last pass resolves Clone, which asks Alice what to copy and then
// which creature the copy's enter trigger targets, two decisions in one
// action. It returns the game, Alice's decider, and the Cathar and
// Grizzly Bears objects.
func cloneOfCathar(t *testing.T, opts ...engine.GameOption) (*engine.Game, *engine.Scripted, engine.ObjID, engine.ObjID) {
	t.Helper()
	ali, bo := engine.NewScripted(), engine.NewScripted()
	g, err := newChecked([]engine.PlayerConfig{{Name: "Alice", Decider: ali}, {Name: "Bob", Decider: bo}},
		append([]engine.GameOption{engine.WithSeed(1)}, opts...)...)
	require.NoError(t, err)
	putIn := func(p engine.PlayerID, z zones.Kind, name string) engine.ObjID {
		id, err := g.Put(engine.Placement{Owner: p, Zone: z, Def: cards.MustLookup(name), Controller: engine.NoPlayer})
		require.NoError(t, err)
		return id
	}
	for range 4 {
		putIn(alice, zones.Battlefield, "Island")
	}
	cathar := putIn(alice, zones.Battlefield, "Brutal Cathar")
	clone := putIn(alice, zones.Hand, "Clone")
	bears := putIn(bob, zones.Battlefield, "Grizzly Bears")
	putIn(bob, zones.Battlefield, "Hill Giant")
	require.NoError(t, g.SetStartingDayNight(daynight.Day))
	require.NoError(t, g.Start(engine.StartAt{Turn: 1, Player: alice, Step: engine.PrecombatMain}))
	require.NoError(t, g.CastSpell(alice, clone, engine.CastOptions{}))
	require.NoError(t, g.PassPriority(alice))
	return g, ali, cathar, bears
}

// Each decision an action takes is kept with the log, in its place among
// the events: the copy choice as Clone resolves, then the target of the
// copy's trigger.
func TestDecisionsKeptWithTheLog(t *testing.T) {
	t.Parallel()
	g, ali, cathar, bears := cloneOfCathar(t)
	before := g.DecisionCount()
	ali.Push(engine.PickObj(cathar), engine.PickObj(bears))
	require.NoError(t, g.PassPriority(bob))
	recs := g.DecisionsFrom(before)
	require.Len(t, recs, 2)
	assert.Equal(t, engine.DecideCopy, recs[0].Kind)
	assert.Equal(t, alice, recs[0].Player)
	require.Len(t, recs[0].Chosen, 1)
	assert.Equal(t, cathar, recs[0].Chosen[0].Obj)
	assert.Equal(t, engine.DecideTarget, recs[1].Kind)
	require.Len(t, recs[1].Chosen, 1)
	assert.Equal(t, bears, recs[1].Chosen[0].Obj)
	assert.LessOrEqual(t, recs[0].Seq, recs[1].Seq)
	// The trigger's target is chosen as it is put on the stack, after the
	// copy entered: after the zone change, before the trigger's event.
	entered, triggered := -1, -1
	for ev := range g.EventsSince(0) {
		switch {
		case ev.Kind == engine.EvZoneChanged && ev.To == zones.Battlefield && entered < 0 && int(ev.Seq) >= int(recs[0].Seq):
			entered = int(ev.Seq)
		case ev.Kind == engine.EvAbilityTriggered:
			triggered = int(ev.Seq)
		}
	}
	assert.Less(t, int(recs[0].Seq), entered+1, "the copy is chosen before the Clone enters")
	assert.Greater(t, int(recs[1].Seq), entered, "the target is chosen after it entered")
	assert.LessOrEqual(t, int(recs[1].Seq), triggered+1)
	require.NoError(t, g.CheckInvariants())
}

// A decision belongs to the action that took it: when the action fails
// after it (here the second decision has no answer), the rollback (CR
// 733) leaves no record.
func TestDecisionsOfAFailedActionAreRolledBack(t *testing.T) {
	t.Parallel()
	g, ali, cathar, _ := cloneOfCathar(t)
	before, events := g.DecisionCount(), g.EventCount()
	ali.Push(engine.PickObj(cathar)) // the copy; the target has no answer
	err := g.PassPriority(bob)
	require.ErrorIs(t, err, engine.ErrNoDecision)
	assert.Equal(t, before, g.DecisionCount())
	assert.Empty(t, g.DecisionsFrom(before))
	assert.Equal(t, events, g.EventCount())
	require.NoError(t, g.CheckInvariants())
}

// Without the log, nothing is kept: self-play pays nothing for it.
func TestDecisionsNotKeptWithoutTheLog(t *testing.T) {
	t.Parallel()
	g, ali, cathar, bears := cloneOfCathar(t, engine.WithoutLog())
	ali.Push(engine.PickObj(cathar), engine.PickObj(bears))
	require.NoError(t, g.PassPriority(bob))
	assert.Zero(t, g.DecisionCount())
}

// A clone has the records; a snapshot restores them; a replay makes them
// again.
func TestDecisionsCloneSnapshotReplay(t *testing.T) {
	t.Parallel()
	g, ali, cathar, bears := cloneOfCathar(t, engine.WithRecording())
	ali.Push(engine.PickObj(cathar), engine.PickObj(bears))
	require.NoError(t, g.PassPriority(bob))
	want := g.Decisions()
	require.Len(t, want, 2)

	c := g.Clone()
	assert.Equal(t, want, c.Decisions())
	require.NoError(t, c.CheckInvariants())

	data, err := g.Snapshot()
	require.NoError(t, err)
	r, err := restoreChecked(data, cards.Lookup, nil)
	require.NoError(t, err)
	assert.Equal(t, want, r.Decisions())

	rp, err := replayChecked(g.Recording(), cards.Lookup)
	require.NoError(t, err)
	assert.Equal(t, want, rp.Decisions())
}

// Restore refuses decisions that could not have been kept.
func TestDecisionsBadSnapshot(t *testing.T) {
	t.Parallel()
	g, ali, cathar, bears := cloneOfCathar(t)
	ali.Push(engine.PickObj(cathar), engine.PickObj(bears))
	require.NoError(t, g.PassPriority(bob))
	good, err := g.Snapshot()
	require.NoError(t, err)
	for _, tc := range []struct {
		name   string
		change func(m map[string]any)
		want   string
	}{
		{"kind", func(m map[string]any) { arr(m["decisions"])[0].(map[string]any)["kind"] = 0 }, "not a decision the log records"},
		{"order", func(m map[string]any) { arr(m["decisions"])[1].(map[string]any)["seq"] = 0 }, "out of order"},
		{"player", func(m map[string]any) { arr(m["decisions"])[0].(map[string]any)["player"] = 5 }, "out of range"},
		{"object", func(m map[string]any) {
			ch := arr(arr(m["decisions"])[0].(map[string]any)["chosen"])
			ch[0].(map[string]any)["obj"] = 9999
		}, "out of range"},
		{"no log", func(m map[string]any) { m["logOn"] = false; m["log"] = []any{} }, "without the log"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := restoreChecked(tamper(t, good, tc.change), cards.Lookup, nil)
			require.Error(t, err)
			assert.True(t, errors.Is(err, engine.ErrBadSnapshot))
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

// A decision reads as who chose what and what they were asked, objects
// named by the caller when it names them.
func TestDescribeDecision(t *testing.T) {
	t.Parallel()
	g, ali, cathar, bears := cloneOfCathar(t)
	ali.Push(engine.PickObj(cathar), engine.PickObj(bears))
	require.NoError(t, g.PassPriority(bob))
	recs := g.Decisions()
	require.Len(t, recs, 2)
	label := func(id engine.ObjID) string {
		if id == bears {
			return "bears"
		}
		return ""
	}
	// The Clone now copies the Cathar: the two are told apart by place.
	assert.Equal(t, "Alice chooses Brutal Cathar #1 (choose a creature to copy, or nothing)", g.DescribeDecision(recs[0], nil))
	assert.Regexp(t, `^Alice chooses bears \(choose a target: .*exile target creature`, g.DescribeDecision(recs[1], label))
}

// A trigger's line names its targets, and an exile that lasts "until"
// says until what (CR 610.3).
func TestDescribeTargetsAndExileLinks(t *testing.T) {
	t.Parallel()
	g, ali, cathar, bears := cloneOfCathar(t)
	ali.Push(engine.PickObj(cathar), engine.PickObj(bears))
	require.NoError(t, g.PassPriority(bob))
	resolveStack(t, g)
	label := func(id engine.ObjID) string {
		if id == bears {
			return "bears"
		}
		return ""
	}
	var lines []string
	for ev := range g.Events() {
		lines = append(lines, g.DescribeWith(ev, label))
	}
	// The Clone, a copy of the Cathar (CR 707.2), is the second Brutal
	// Cathar on the battlefield: its trigger and its exile name it so.
	assert.Contains(t, lines, "Clone: hand -> stack", "named as it was then")
	assert.Contains(t, lines, "an ability of Brutal Cathar #2 triggers, targeting bears")
	assert.Contains(t, lines, "bears becomes the target of an ability of Brutal Cathar #2")
	assert.Contains(t, lines, "bears: battlefield -> exile until Brutal Cathar #2 leaves the battlefield")
}

// A player without a decider answers a decision with one legal answer
// (here the only creature Bob controls, as the Cathar's trigger targets
// it) without being asked, and the answer is kept like any other.
func TestDecisionTakenWithoutADeciderIsKept(t *testing.T) {
	t.Parallel()
	g, err := newChecked([]engine.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}, engine.WithSeed(1))
	require.NoError(t, err)
	putN(t, g, alice, zones.Battlefield, "Plains", 3)
	card := put(t, g, alice, zones.Hand, "Brutal Cathar")
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	require.NoError(t, g.Start(engine.StartAt{Turn: 1, Player: alice, Step: engine.PrecombatMain}))
	require.NoError(t, g.CastSpell(alice, card, engine.CastOptions{}))
	require.NoError(t, g.PassPriority(alice))
	require.NoError(t, g.PassPriority(bob)) // the Cathar enters; its trigger targets the Bears
	recs := g.Decisions()
	require.Len(t, recs, 1)
	assert.Equal(t, engine.DecideTarget, recs[0].Kind)
	assert.Equal(t, alice, recs[0].Player)
	assert.Equal(t, g.Current(card), recs[0].Source)
	require.Len(t, recs[0].Chosen, 1)
	assert.Equal(t, bears, recs[0].Chosen[0].Obj)
	require.NoError(t, g.CheckInvariants())
}
