package engine_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// CR 805.10: the active team declares one combined attack, each attacker
// attacking a player of the defending team; the defending team one
// combined block, its creatures blocking attackers of either teammate.
func TestTeamCombat(t *testing.T) {
	t.Parallel()
	g := newTeamGame(t)
	bearA := put(t, g, alice, zones.Battlefield, "Grizzly Bears")
	bearB := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	giant := put(t, g, bob, zones.Battlefield, "Hill Giant")
	bearC := put(t, g, carol, zones.Battlefield, "Grizzly Bears")
	bearD := put(t, g, dave, zones.Battlefield, "Grizzly Bears")
	start(t, g, engine.StartAt{Turn: 3, Player: alice, Step: engine.BeginningOfCombat})
	gotoStep(t, g, 3, engine.DeclareAttackersStep)
	require.True(t, g.IsActive(g.Waiting().Attackers))
	err := g.DeclareAttackers(bob, []engine.Attack{{Attacker: bearA, Defender: alice}})
	assert.ErrorIs(t, err, engine.ErrIllegalAttack, "a teammate is no defending player")
	err = g.DeclareAttackers(carol, []engine.Attack{{Attacker: bearC, Defender: alice}})
	assert.ErrorIs(t, err, engine.ErrNotWaiting)
	require.NoError(t, g.DeclareAttackers(bob, []engine.Attack{
		{Attacker: bearA, Defender: carol}, {Attacker: bearB, Defender: dave}, {Attacker: giant, Defender: dave},
	}), "Bob declares the team's attack, Alice's creature with his")
	resolveStack(t, g)
	passAll(t, g)
	w := g.Waiting()
	require.Equal(t, []engine.PlayerID{carol}, w.Blockers, "one declaration of blockers for the defending team")
	err = g.DeclareBlockers(alice, nil)
	assert.ErrorIs(t, err, engine.ErrNotWaiting)
	require.NoError(t, g.DeclareBlockers(dave, []engine.Block{
		{Blocker: bearC, Attacker: giant}, {Blocker: bearD, Attacker: bearA},
	}), "Carol's creature blocks an attacker of Dave, Dave's one of Carol (CR 805.10d)")
	assert.Empty(t, g.Waiting().Blockers)
	resolveStack(t, g)
	gotoStep(t, g, 3, engine.EndOfCombat)
	assert.Equal(t, 28, g.Life(carol), "the unblocked bear dealt 2 to Dave: the team's total (CR 810.9)")
	assert.Equal(t, 28, g.Life(dave))
	require.NoError(t, g.CheckInvariants())
}

// CR 702.111b with 805.10d: a menace attacker can be blocked by one
// creature of each defending teammate.
func TestTeamMenaceBlock(t *testing.T) {
	t.Parallel()
	g := newTeamGame(t)
	vandal := put(t, g, alice, zones.Battlefield, "Brimstone Vandal")
	bearC := put(t, g, carol, zones.Battlefield, "Grizzly Bears")
	bearD := put(t, g, dave, zones.Battlefield, "Grizzly Bears")
	start(t, g, engine.StartAt{Turn: 3, Player: alice, Step: engine.BeginningOfCombat})
	gotoStep(t, g, 3, engine.DeclareAttackersStep)
	require.NoError(t, g.DeclareAttackers(alice, []engine.Attack{{Attacker: vandal, Defender: dave}}))
	resolveStack(t, g)
	passAll(t, g)
	err := g.DeclareBlockers(carol, []engine.Block{{Blocker: bearC, Attacker: vandal}})
	assert.ErrorIs(t, err, engine.ErrIllegalBlock)
	require.NoError(t, g.DeclareBlockers(carol, []engine.Block{{Blocker: bearC, Attacker: vandal}, {Blocker: bearD, Attacker: vandal}}))
	assert.Equal(t, vandal, info(t, g, bearD).Blocking)
}
