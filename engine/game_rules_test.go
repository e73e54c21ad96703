package engine_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// TestTurnsBegunCountedBackwards checks the turns each player has begun
// when a game starts at a later turn, counted backwards in turn order, and
// that each turn begun adds one to its active player's count.
func TestTurnsBegunCountedBackwards(t *testing.T) {
	t.Parallel()
	g := newGame(t, "Alice", "Bob", "Carol")
	require.NoError(t, g.Start(engine.StartAt{Turn: 5, Player: 1, Step: engine.PrecombatMain}))
	// Turn 5 Bob, 4 Alice, 3 Carol, 2 Bob, 1 Alice.
	require.Equal(t, []int{2, 2, 1}, []int{g.TurnsBegun(0), g.TurnsBegun(1), g.TurnsBegun(2)})
	require.Equal(t, 0, g.TurnsBegun(7), "an unknown player")
	for g.TurnsBegun(2) == 1 {
		require.NoError(t, g.PassPriority(g.Waiting().Priority))
	}
	turn, active, _ := g.Turn()
	require.Equal(t, 6, turn)
	require.Equal(t, engine.PlayerID(2), active)
	require.Equal(t, []int{2, 2, 2}, []int{g.TurnsBegun(0), g.TurnsBegun(1), g.TurnsBegun(2)})
	require.NoError(t, g.CheckInvariants())
}

// angelGame is a game at Alice's turn 2 (Bob has begun one turn) with
// Angel of Eternal Dawn on Alice's battlefield and Murder in Bob's hand,
// which Bob's Swamps could pay for.
func angelGame(t *testing.T) (g *engine.Game, murder, angel engine.ObjID) {
	g = newGame(t)
	put := func(p engine.PlayerID, z zones.Kind, name string) engine.ObjID {
		id, err := g.Put(engine.Placement{Owner: p, Zone: z, Def: cards.MustLookup(name)})
		require.NoError(t, err)
		return id
	}
	angel = put(0, zones.Battlefield, "Angel of Eternal Dawn")
	for range 3 {
		put(1, zones.Battlefield, "Swamp")
	}
	murder = put(1, zones.Hand, "Murder")
	require.NoError(t, g.Start(engine.StartAt{Turn: 2, Player: 0, Step: engine.PrecombatMain}))
	require.NoError(t, g.PassPriority(0))
	return g, murder, angel
}

// TestCastRestrictionFailsAtOnce checks that a cast an opponent's Angel
// of Eternal Dawn forbids (CR 601.3) fails with ErrNotCastable and changes
// nothing, and that LegalActions does not list it.
func TestCastRestrictionFailsAtOnce(t *testing.T) {
	t.Parallel()
	g, murder, angel := angelGame(t)
	require.Equal(t, 1, g.TurnsBegun(1))
	for _, a := range g.LegalActions(1, nil) {
		require.NotEqual(t, engine.ActCast, a.Kind, "Murder (mana value 3) is forbidden")
	}
	before := g.Clone()
	err := g.CastSpell(1, murder, engine.CastOptions{Targets: []engine.Target{engine.TargetObject(angel)}})
	require.ErrorIs(t, err, engine.ErrNotCastable)
	var ae *engine.ActionError
	require.ErrorAs(t, err, &ae)
	require.Empty(t, engine.StateDiff(before, g))
}

// TestNoNightStopsNightbound checks that "it can't become night" also
// stops a nightbound permanent from making it night while it is neither
// (CR 702.145g, 101.2), and that an effect's "it becomes day" still works.
func TestNoNightStopsNightbound(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	_, err := g.Put(engine.Placement{Owner: 0, Zone: zones.Battlefield, Def: cards.MustLookup("Angel of Eternal Dawn")})
	require.NoError(t, err)
	smasher, err := g.Put(engine.Placement{Owner: 1, Zone: zones.Battlefield, Def: cards.MustLookup("Tavern Ruffian"), BackFace: true})
	require.NoError(t, err)
	require.NoError(t, g.Start(engine.StartAt{}))
	require.Equal(t, daynight.Neither, g.DayNight())
	require.NoError(t, g.ItBecomes(daynight.Night))
	require.Equal(t, daynight.Neither, g.DayNight())
	require.NoError(t, g.ItBecomes(daynight.Day))
	require.Equal(t, daynight.Day, g.DayNight())
	require.Equal(t, "Tavern Ruffian", g.Characteristics(smasher).Name, "nightbound turned by day")
	require.NoError(t, g.CheckInvariants())
}
