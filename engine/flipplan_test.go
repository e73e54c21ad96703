package engine

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/zones"
)

// A failed action that turned a whole flip plan, changed the battlefield,
// and turned the plan made again is reversed exactly (CR 732): the first
// batch's note keeps its list of permanents (flipPlan.pinned) though the
// plan is made again during the action.
func TestFlipPlanRollbackAcrossARemadePlan(t *testing.T) {
	def := &CardDef{
		Front: Face{Name: "Test Daybound", Types: Types(Creature), Power: 2, Toughness: 2, Keywords: Keywords(Daybound)},
		Back:  &Face{Name: "Test Nightbound", Types: Types(Creature), Power: 3, Toughness: 3, Keywords: Keywords(Nightbound)},
	}
	g, err := New([]PlayerConfig{{Name: "Alice", Decider: NewScripted()}, {Name: "Bob", Decider: NewScripted()}}, WithSeed(1))
	require.NoError(t, err)
	var ids []ObjID
	for range 4 {
		id, err := g.Put(Placement{Owner: 0, Zone: zones.Battlefield, Def: def, Controller: NoPlayer})
		require.NoError(t, err)
		ids = append(ids, id)
	}
	require.NoError(t, g.SetStartingDayNight(daynight.Day))
	require.NoError(t, g.Start(StartAt{Turn: 1, Player: 0, Step: PrecombatMain}))
	// Two changes: the plan's timestamps are known from then on.
	require.NoError(t, g.ItBecomes(daynight.Night))
	require.NoError(t, g.ItBecomes(daynight.Day))

	before := Digest(g)
	fail := errors.New("made to fail")
	err = g.atomic(func() error {
		g.setDayNight(daynight.Night) // the whole plan, in one note
		require.Equal(t, g.undo.epoch, g.plan.pinned)
		if _, err := g.moveOne(move{obj: ids[0], to: zones.Graveyard}); err != nil {
			return err
		}
		g.setDayNight(daynight.Day) // a plan made again, in a list of its own
		g.setDayNight(daynight.Night)
		require.Equal(t, ids[1:], g.plan.ids)
		require.Equal(t, [][]ObjID{ids}, g.undo.batches, "the first batch's list is kept")
		return fail
	})
	require.ErrorIs(t, err, fail)
	require.Equal(t, before, Digest(g), "the failed action is reversed")
	require.NoError(t, g.CheckInvariants())
}
