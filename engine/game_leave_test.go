package engine_test

// A player leaving a multiplayer game (CR 800.4a) and conceding
// (CR 104.3a).

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

const carol engine.PlayerID = 2

func lvThreePlayers(t testing.TB) *engine.Game {
	t.Helper()
	return newGame(t, "Alice", "Bob", "Carol")
}

// CR 800.4a: when Bob concedes a three-player game, every object he owns
// leaves the game — in his library, hand and graveyard, in exile, and a
// permanent another player controls — and every effect that gives him
// control of an object ends: Carol's Hill Giant he controlled returns to
// her and is not exiled. The game goes on; Alice keeps priority.
func TestLeaveOwnedObjectsLeaveAndControlEnds(t *testing.T) {
	t.Parallel()
	g := lvThreePlayers(t)
	lib := put(t, g, bob, zones.Library, "Grizzly Bears")
	hand := put(t, g, bob, zones.Hand, "Lightning Bolt")
	gy := put(t, g, bob, zones.Graveyard, "Murder")
	exiled := put(t, g, bob, zones.Exile, "Hill Giant")
	own := put(t, g, bob, zones.Battlefield, "Hill Giant")
	lent := put(t, g, bob, zones.Battlefield, "Grizzly Bears", controlledBy(alice))
	borrowed := put(t, g, carol, zones.Battlefield, "Hill Giant", controlledBy(bob))
	pacifism := put(t, g, alice, zones.Battlefield, "Pacifism", attachedTo(own))
	mine := put(t, g, alice, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)
	require.Equal(t, alice, info(t, g, lent).Controller)
	require.Equal(t, bob, info(t, g, borrowed).Controller)

	require.NoError(t, g.Concede(bob))

	over, _ := g.Over()
	assert.False(t, over, "two players remain: the game goes on")
	assert.True(t, g.HasLeft(bob))
	assert.False(t, g.HasLeft(alice))
	assert.False(t, g.HasLeft(carol))
	assert.Equal(t, alice, g.PriorityPlayer(), "Alice held priority and keeps it")

	for name, id := range map[string]engine.ObjID{"library": lib, "hand": hand, "graveyard": gy, "exile": exiled,
		"battlefield": own, "battlefield, controlled by Alice": lent} {
		assert.True(t, sbGone(t, g, id), "Bob's card in the %s left the game", name)
	}
	assert.Empty(t, g.Zone(bob, zones.Library))
	assert.Empty(t, g.Zone(bob, zones.Hand))
	assert.Empty(t, g.Zone(bob, zones.Graveyard))
	assert.Empty(t, g.Zone(engine.NoPlayer, zones.Exile), "nothing was exiled: Carol's Giant went back to her")

	bi := info(t, g, borrowed)
	assert.True(t, bi.Current, "control changing back doesn't make a new object")
	assert.Equal(t, zones.Battlefield, bi.Zone)
	assert.Equal(t, carol, bi.Controller, "the control effect giving Bob control ended")

	assert.Equal(t, zones.Graveyard, sbNow(t, g, pacifism).Zone, "704.5m afterwards: its creature left")
	assert.True(t, info(t, g, mine).Current)
	assert.ElementsMatch(t, []engine.ObjID{mine, borrowed}, g.Battlefield())
}

// CR 800.4a: an effect from a resolved spell that gave the leaving player
// control ends too (Act of Treason), so the creature returns to its owner
// instead of being exiled; and CR 800.4a(3): a permanent still controlled
// by the player who left, owned by another, is exiled.
func TestLeaveActOfTreasonEnds(t *testing.T) {
	t.Parallel()
	g := lvThreePlayers(t)
	putN(t, g, alice, zones.Battlefield, "Mountain", 3)
	act := put(t, g, alice, zones.Hand, "Act of Treason")
	giant := put(t, g, carol, zones.Battlefield, "Hill Giant")
	startMain(t, g)

	cast(t, g, alice, act, target(giant))
	resolveStack(t, g)
	require.Equal(t, alice, info(t, g, giant).Controller)

	require.NoError(t, g.Concede(alice))
	gi := info(t, g, giant)
	assert.True(t, gi.Current, "not exiled")
	assert.Equal(t, carol, gi.Controller)
	assert.Empty(t, g.Zone(engine.NoPlayer, zones.Exile))
	assert.NotEqual(t, alice, g.PriorityPlayer())
}

// CR 800.4a: abilities the leaving player controls on the stack cease to
// exist, and if that player had priority it passes to the next player in
// turn order. Bob's ward trigger, above Alice's Bolt, disappears with him;
// the Bolt's target has left too, so the Bolt doesn't resolve (CR 608.2b).
func TestLeaveRemovesAbilitiesAndPassesPriority(t *testing.T) {
	t.Parallel()
	g := lvThreePlayers(t)
	putN(t, g, alice, zones.Battlefield, "Mountain", 1)
	bolt := put(t, g, alice, zones.Hand, "Lightning Bolt")
	sentry := putDef(t, g, bob, zones.Battlefield, sbWarded)
	startMain(t, g)

	cast(t, g, alice, bolt, target(sentry))
	require.Equal(t, 2, g.StackLen())
	require.Equal(t, bob, g.Stack()[1].Controller, "Bob's ward trigger is on top")
	require.NoError(t, g.PassPriority(alice))
	require.Equal(t, bob, g.PriorityPlayer())

	require.NoError(t, g.Concede(bob))
	assert.Equal(t, carol, g.PriorityPlayer(), "priority passes to the next player in turn order")
	st := g.Stack()
	require.Len(t, st, 1, "the ward trigger ceased to exist")
	assert.True(t, st[0].Spell)
	assert.Equal(t, alice, st[0].Controller)
	assert.True(t, sbGone(t, g, sentry))

	from := g.EventCount()
	resolveStack(t, g)
	assert.Equal(t, 20, g.Life(alice), "no ward payment was asked")
	countered := eventsOf(g, from, engine.EvCountered)
	require.Len(t, countered, 1)
	assert.Equal(t, zones.Graveyard, sbNow(t, g, bolt).Zone)
	assert.Equal(t, 0, script(t, g, alice).Remaining())
}

// CR 104.2a, 104.3a: in a two-player game, conceding ends the game and the
// opponent wins; later actions fail with ErrGameOver.
func TestLeaveConcedeTwoPlayer(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	bears := put(t, g, alice, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)

	require.NoError(t, g.Concede(alice)) // without priority being needed
	over, winner := g.Over()
	assert.True(t, over)
	assert.Equal(t, bob, winner)
	assert.True(t, g.HasLost(alice))
	assert.False(t, g.HasLost(bob))
	assert.ErrorIs(t, g.PassPriority(bob), engine.ErrGameOver)
	assert.ErrorIs(t, g.Concede(bob), engine.ErrGameOver)
	assert.Equal(t, zones.Battlefield, info(t, g, bears).Zone, "the game is over; nothing more happens")
}

// CR 104.3a: a player may concede without holding priority. CR 800.4a,
// 704.5a: a player who loses a multiplayer game by life leaves it the same
// way, and the game goes on.
func TestLeaveByLosingMultiplayer(t *testing.T) {
	t.Parallel()
	g := lvThreePlayers(t)
	putN(t, g, alice, zones.Battlefield, "Mountain", 1)
	bolt := put(t, g, alice, zones.Hand, "Lightning Bolt")
	require.NoError(t, g.SetLife(carol, 3))
	startMain(t, g)

	require.NoError(t, g.Concede(bob), "Bob concedes without priority")
	assert.Equal(t, alice, g.PriorityPlayer())
	cast(t, g, alice, bolt, engine.TargetPlayerID(carol))
	resolveStack(t, g)

	over, winner := g.Over()
	assert.True(t, over, "Alice is the only one left")
	assert.Equal(t, alice, winner)
	assert.True(t, g.HasLost(carol))
	assert.True(t, g.HasLost(bob))
}

// CR 800.4a: a three-player game in which one player loses by life goes on
// without them; their permanents leave the game.
func TestLeaveLoserLeavesThreePlayer(t *testing.T) {
	t.Parallel()
	g := lvThreePlayers(t)
	putN(t, g, alice, zones.Battlefield, "Mountain", 1)
	bolt := put(t, g, alice, zones.Hand, "Lightning Bolt")
	carols := put(t, g, carol, zones.Battlefield, "Hill Giant")
	require.NoError(t, g.SetLife(carol, 3))
	startMain(t, g)

	cast(t, g, alice, bolt, engine.TargetPlayerID(carol))
	resolveStack(t, g)
	over, _ := g.Over()
	assert.False(t, over)
	assert.True(t, g.HasLost(carol))
	assert.True(t, g.HasLeft(carol))
	assert.True(t, sbGone(t, g, carols))
	assert.Equal(t, alice, g.PriorityPlayer())
	require.NoError(t, g.PassPriority(alice))
	assert.Equal(t, bob, g.PriorityPlayer(), "Carol gets no priority any more")
}

// CR 800.4a, 506.4: when the defending player leaves while they are to
// declare blockers, the creatures attacking them are removed from combat,
// no one is left to declare blockers, and the active player receives
// priority. Nothing deals combat damage.
func TestLeaveDefendingPlayerConcedesDuringBlocks(t *testing.T) {
	t.Parallel()
	g := lvThreePlayers(t)
	giant := put(t, g, alice, zones.Battlefield, "Hill Giant")
	put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	put(t, g, carol, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)

	cbAttack(t, g, giant)
	cbToBlocks(t, g)
	require.NoError(t, g.Concede(bob))

	w := g.Waiting()
	assert.Empty(t, w.Blockers, "no defending player is left")
	assert.Equal(t, alice, w.Priority)
	_, _, step := g.Turn()
	assert.Equal(t, engine.DeclareBlockersStep, step)
	gi := info(t, g, giant)
	assert.Equal(t, engine.NoPlayer, gi.Attacking, "removed from combat")
	assert.True(t, gi.Tapped, "still tapped")

	from := g.EventCount()
	gotoStep(t, g, 1, engine.PostcombatMain)
	assert.Empty(t, eventsOf(g, from, engine.EvDamage))
	assert.Equal(t, 20, g.Life(alice))
	assert.Equal(t, 20, g.Life(carol))
}

// CR 800.4a and 400.7: Alice's Giant Growth made Bob's Grizzly Bears 5/5
// until end of turn; when Bob concedes, the Bears leave the game, and what
// is known of them last stays 5/5. The effect no longer applies to them:
// later computations of characteristics (here after a land, an illegal
// cast that is rolled back, and passes) don't add +3/+3 again.
func TestLeaveEffectStopsApplyingToAnObjectThatLeftTheGame(t *testing.T) {
	t.Parallel()
	g := lvThreePlayers(t)
	put(t, g, alice, zones.Battlefield, "Forest")
	growth := put(t, g, alice, zones.Hand, "Giant Growth")
	land := put(t, g, alice, zones.Hand, "Forest")
	bolt := put(t, g, alice, zones.Hand, "Lightning Bolt")
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)
	cast(t, g, alice, growth, target(bears))
	resolveStack(t, g)
	require.Equal(t, [2]int{5, 5}, tfPT(g, bears))

	require.NoError(t, g.Concede(bob))
	require.True(t, sbGone(t, g, bears))
	require.NoError(t, g.PlayLand(alice, land))
	require.Error(t, g.CastSpell(alice, bolt, engine.CastOptions{Targets: []engine.Target{engine.TargetPlayerID(carol)}}),
		"no red mana")
	passAll(t, g)
	assert.Equal(t, [2]int{5, 5}, tfPT(g, bears), "the last known values, unchanged")
}
