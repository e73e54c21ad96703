package engine

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/zones"
)

// A failed action that turned a batch of permanents, changed the
// battlefield, and turned the rest twice more is reversed exactly
// (CR 733): each flip is noted once, in order, for the rollback.
func TestFlipBatchRollbackAcrossBatches(t *testing.T) {
	t.Parallel()
	g, ids := daytimeFlipGame(t, 4)
	require.NoError(t, g.ItBecomes(daynight.Night))
	require.NoError(t, g.ItBecomes(daynight.Day))

	before := Digest(g)
	fail := errors.New("made to fail")
	err := g.atomic(func() error {
		g.becomeDayNight(daynight.Night, NoPlayer)
		if _, err := g.moveOne(move{obj: ids[0], to: zones.Graveyard}); err != nil {
			return err
		}
		g.becomeDayNight(daynight.Day, NoPlayer)
		g.becomeDayNight(daynight.Night, NoPlayer)
		require.Len(t, g.undo.flips, len(ids)+2*(len(ids)-1), "one note per flip")
		return fail
	})
	require.ErrorIs(t, err, fail)
	require.Equal(t, before, Digest(g), "the failed action is reversed")
	require.NoError(t, g.CheckInvariants())
}

// A failed action that saved a permanent before it turned and another
// after (tapping them) is reversed exactly (CR 733): the undo log undoes
// saves and flips newest first, so a flip noted after a save is undone
// before the save puts the permanent back, and one noted before it after.
func TestFlipNotesAndSavesUndoneNewestFirst(t *testing.T) {
	t.Parallel()
	g, ids := daytimeFlipGame(t, 3)

	before := Digest(g)
	fail := errors.New("made to fail")
	err := g.atomic(func() error {
		g.tap(ids[0]) // saved before its flips
		g.becomeDayNight(daynight.Night, NoPlayer)
		g.tap(ids[1]) // saved between them
		g.becomeDayNight(daynight.Day, NoPlayer)
		g.becomeDayNight(daynight.Night, NoPlayer)
		require.Len(t, g.undo.saved, 2)
		require.Len(t, g.undo.flips, 3*len(ids), "one note per flip")
		return fail
	})
	require.ErrorIs(t, err, fail)
	require.Equal(t, before, Digest(g), "the failed action is reversed")
	require.NoError(t, g.CheckInvariants())
}

// daytimeFlipGame is a game by day in Alice's first main phase with n
// 2/2 daybound creatures of hers (3/3 nightbound back faces).
func daytimeFlipGame(t *testing.T, n int) (*Game, []ObjID) {
	t.Helper()
	def := &CardDef{
		Front: Face{Name: "Test Daybound", Types: Types(Creature), Power: 2, Toughness: 2, Keywords: Keywords(Daybound)},
		Back:  &Face{Name: "Test Nightbound", Types: Types(Creature), Power: 3, Toughness: 3, Keywords: Keywords(Nightbound)},
	}
	g, err := newVerified([]PlayerConfig{{Name: "Alice", Decider: NewScripted()}, {Name: "Bob", Decider: NewScripted()}}, WithSeed(1))
	require.NoError(t, err)
	var ids []ObjID
	for range n {
		id, err := g.Put(Placement{Owner: 0, Zone: zones.Battlefield, Def: def, Controller: NoPlayer})
		require.NoError(t, err)
		ids = append(ids, id)
	}
	require.NoError(t, g.SetStartingDayNight(daynight.Day))
	require.NoError(t, g.Start(StartAt{Turn: 1, Player: 0, Step: PrecombatMain}))
	return g, ids
}
