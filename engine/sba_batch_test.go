package engine

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/zones"
)

// CR 704.3, 704.5g, 704.5j: a legendary creature with lethal damage that
// the legend rule also puts into its owner's graveyard is put there once,
// by the one event of the state-based actions: one new object, the card
// in the graveyard once. (Two such results once moved it twice.)
func TestStateBasedActionsMoveAPermanentOnce(t *testing.T) {
	t.Parallel()
	def := &CardDef{Front: Face{Name: "Test Legend", Supertypes: Supertypes(Legendary), Types: Types(Creature), Power: 2, Toughness: 2}}
	g, err := newVerified([]PlayerConfig{{Name: "Alice", Decider: NewScripted()}, {Name: "Bob", Decider: NewScripted()}}, WithSeed(1))
	require.NoError(t, err)
	old, err := g.Put(Placement{Owner: 0, Zone: zones.Battlefield, Def: def, Controller: NoPlayer})
	require.NoError(t, err)
	require.NoError(t, g.Start(StartAt{Turn: 1, Player: 0, Step: PrecombatMain}))
	var kept ObjID
	err = g.atomic(func() error {
		// The second one enters and the first is dealt lethal damage
		// before state-based actions are checked.
		n, err := g.moveOne(move{obj: g.newCard(def, 0, zones.Hand, false), to: zones.Battlefield})
		if err != nil {
			return err
		}
		kept = n
		g.dealDamage(old, TargetObject(old), 2, false)
		g.deciders[0] = NewScripted(PickObj(kept)) // the legend rule: keep the new one
		return g.settle()
	})
	require.NoError(t, err)
	require.NoError(t, g.CheckInvariants())
	assert.Equal(t, []ObjID{kept}, g.Zone(NoPlayer, zones.Battlefield))
	assert.Len(t, g.Zone(0, zones.Graveyard), 1)
}

// CR 704.5a: the mark that lets the state-based action check skip the
// players (playersOK) does not survive a rollback. A player at 0 life
// gains life in an action that the check then finds clear, and the
// action fails: the rollback brings the 0 life back, and the next check
// must see it.
func TestPlayersMarkDroppedByRollback(t *testing.T) {
	t.Parallel()
	g, err := newVerified([]PlayerConfig{{Name: "Alice", Decider: NewScripted()}, {Name: "Bob", Decider: NewScripted()}}, WithSeed(1))
	require.NoError(t, err)
	require.NoError(t, g.Start(StartAt{Turn: 1, Player: 0, Step: PrecombatMain}))
	require.NoError(t, g.atomic(func() error {
		g.loseLife(1, 20)
		return nil
	}))
	require.False(t, g.playersOK, "a life total changed: the check must look")
	err = g.atomic(func() error {
		g.gainLife(1, 5)
		require.True(t, g.noPlayerLoses())
		require.True(t, g.playersOK)
		return errTestRollback
	})
	require.ErrorIs(t, err, errTestRollback)
	assert.False(t, g.playersOK, "the rollback must drop the mark")
	assert.False(t, g.noPlayerLoses(), "Bob is at 0 life again (CR 704.5a)")
}

// errTestRollback fails an action so that it is rolled back.
var errTestRollback = errors.New("test: roll the action back")

// CR 500.5, 514.2: mana a player doesn't lose as steps end stays in the
// pool through the turn, and empties as the cleanup step ends, once the
// effect has ended: the mark that lets a step's end skip the pools
// (poolsKept) must not outlive the effect.
func TestKeptManaEmptiesAfterCleanup(t *testing.T) {
	t.Parallel()
	g, err := newVerified([]PlayerConfig{{Name: "Alice", Decider: NewScripted()}, {Name: "Bob", Decider: NewScripted()}}, WithSeed(1))
	require.NoError(t, err)
	require.NoError(t, g.Start(StartAt{Turn: 2, Player: 0, Step: PrecombatMain}))
	require.NoError(t, g.atomic(func() error {
		g.emptyPools() // marks the empty pools
		g.addKeptMana(0, ManaR, 1)
		return nil
	}))
	for turn, _, step := g.Turn(); turn == 2; turn, _, step = g.Turn() {
		assert.Equal(t, int16(1), g.Pool(0)[ManaR], "kept through the turn, step %v", step)
		require.NoError(t, g.PassPriority(g.PriorityPlayer()))
	}
	assert.Equal(t, ManaPool{}, g.Pool(0), "emptied as the cleanup step ended")
}

// CR 500.5: the mark that lets a step's end skip the pools (poolsKept)
// does not survive a rollback: an action that empties a pool and fails
// brings the mana back, and the next step's end must empty it.
func TestPoolsMarkDroppedByRollback(t *testing.T) {
	t.Parallel()
	g, err := newVerified([]PlayerConfig{{Name: "Alice", Decider: NewScripted()}, {Name: "Bob", Decider: NewScripted()}}, WithSeed(1))
	require.NoError(t, err)
	require.NoError(t, g.Start(StartAt{Turn: 2, Player: 0, Step: PrecombatMain}))
	require.NoError(t, g.atomic(func() error {
		g.addMana(0, ManaR, 1)
		return nil
	}))
	err = g.atomic(func() error {
		g.emptyPools()
		require.True(t, g.poolsKept)
		return errTestRollback
	})
	require.ErrorIs(t, err, errTestRollback)
	assert.Equal(t, int16(1), g.Pool(0)[ManaR])
	assert.False(t, g.poolsKept, "the rollback must drop the mark")
}
