package engine_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// In Two-Headed Giant "until your next turn" lasts until the next turn of
// the player's team (CR 805.4: turns belong to teams, 611.2a): Bob's
// Arlinn +1 lets him cast creatures as though they had flash in the other
// team's turn, and ends as his team's next turn begins, though the turn
// is recorded under Alice, the team's first seat.
func TestTeamUntilYourNextTurn(t *testing.T) {
	t.Parallel()
	g := newTeamGame(t)
	arlinn := put(t, g, bob, zones.Battlefield, packsHope, counters(engine.Loyalty, 4))
	putN(t, g, bob, zones.Battlefield, "Forest", 4)
	bears := putN(t, g, bob, zones.Hand, "Grizzly Bears", 2)
	for p := range 4 {
		putN(t, g, engine.PlayerID(p), zones.Library, "Forest", 3)
	}
	startMain(t, g)
	require.NoError(t, g.ActivateAbility(bob, arlinn, 0, engine.ActivateOptions{}), "+1, in his team's main phase")
	resolveStack(t, g)

	gotoStep(t, g, 2, engine.Upkeep)
	for g.PriorityPlayer() != alice {
		require.NoError(t, g.PassPriority(g.PriorityPlayer()))
	}
	// In Carol's team's upkeep, as though it had flash.
	require.NoError(t, g.CastSpell(bob, bears[0], engine.CastOptions{AsThoughFlash: true}))
	resolveStack(t, g)
	assert.Equal(t, 1, info(t, g, g.Current(bears[0])).Counters[engine.PlusOne], "and with an extra +1/+1 counter")

	gotoStep(t, g, 3, engine.Upkeep)
	err := g.CastSpell(bob, bears[1], engine.CastOptions{AsThoughFlash: true})
	assert.ErrorIs(t, err, engine.ErrTiming, "the effect ended as his team's turn began")
}

// A creature attacks a planeswalker of a player of the defending team,
// never one of a teammate (CR 805.10b, 508.1b), and the defending team's
// creatures block it (CR 805.10d).
func TestTeamAttacksPlaneswalker(t *testing.T) {
	t.Parallel()
	g := newTeamGame(t)
	mine := put(t, g, bob, zones.Battlefield, packsHope, counters(engine.Loyalty, 4))
	theirs := put(t, g, dave, zones.Battlefield, packsHope, counters(engine.Loyalty, 4))
	bear := put(t, g, alice, zones.Battlefield, "Grizzly Bears")
	blocker := put(t, g, carol, zones.Battlefield, "Grizzly Bears")
	start(t, g, engine.StartAt{Turn: 3, Player: alice, Step: engine.BeginningOfCombat})
	gotoStep(t, g, 3, engine.DeclareAttackersStep)
	err := g.DeclareAttackers(alice, []engine.Attack{{Attacker: bear, Defender: bob, Planeswalker: mine}})
	assert.ErrorIs(t, err, engine.ErrIllegalAttack, "Bob's Arlinn is his teammate's")
	require.NoError(t, g.DeclareAttackers(alice, []engine.Attack{{Attacker: bear, Defender: dave, Planeswalker: theirs}}))
	resolveStack(t, g)
	passAll(t, g)
	require.NoError(t, g.DeclareBlockers(carol, []engine.Block{{Blocker: blocker, Attacker: bear}}),
		"Carol blocks a creature attacking Dave's planeswalker")
}

// "At the beginning of enchanted player's upkeep" triggers in the upkeep
// of the enchanted player's team, whichever seat the turn is recorded
// under (CR 805.4a): Curse of Leeches on Dave drains his team in Carol's
// team's turn.
func TestTeamEnchantedPlayersUpkeep(t *testing.T) {
	t.Parallel()
	g := newTeamGame(t)
	put(t, g, alice, zones.Battlefield, "Curse of Leeches", attachedToPlayer(dave))
	for p := range 4 {
		putN(t, g, engine.PlayerID(p), zones.Library, "Forest", 3)
	}
	bolt := boltFor(t, g, alice)
	startMain(t, g)
	cast(t, g, alice, bolt, engine.TargetPlayerID(carol)) // a spell: it stays day, the Curse stays a Curse
	resolveStack(t, g)
	gotoStep(t, g, 2, engine.Draw)
	assert.Equal(t, 26, g.Life(carol), "the Bolt's 3 and Dave's 1: the team's total")
	assert.Equal(t, 31, g.Life(bob), "Alice gained 1")
}
