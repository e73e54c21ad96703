package engine_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// stepsSince returns the steps begun since event index from.
func stepsSince(g *engine.Game, from int) []engine.Step {
	var out []engine.Step
	for _, ev := range eventsOf(g, from, engine.EvStepBegan) {
		out = append(out, engine.Step(ev.Amount))
	}
	return out
}

var noCombatTurn = []engine.Step{
	engine.Untap, engine.Upkeep, engine.Draw, engine.PrecombatMain,
	engine.BeginningOfCombat, engine.DeclareAttackersStep, engine.EndOfCombat,
	engine.PostcombatMain, engine.End, engine.Cleanup,
}

// CR 500.1, 501–514: a turn is untap, upkeep, draw, precombat main,
// beginning of combat, declare attackers, end of combat, postcombat main,
// end and cleanup. CR 508.8: with no attackers declared, the declare
// blockers and combat damage steps are skipped.
func TestStepOrderWithoutAttackers(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	fillLibraries(t, g, 5)
	put(t, g, alice, zones.Battlefield, "Grizzly Bears") // could attack, doesn't
	from := g.EventCount()
	start(t, g, engine.StartAt{Turn: 1, Player: alice, Step: engine.Untap})
	gotoStep(t, g, 1, engine.DeclareAttackersStep)
	require.Equal(t, alice, g.Waiting().Attackers, "Alice has a creature that can attack")
	require.NoError(t, g.DeclareAttackers(alice, nil))
	gotoStep(t, g, 2, engine.Upkeep)

	// CR 103.8a: the starting player skips the draw step of the first turn.
	firstTurn := append([]engine.Step{engine.Untap, engine.Upkeep}, noCombatTurn[3:]...)
	assert.Equal(t, append(firstTurn, engine.Untap, engine.Upkeep), stepsSince(g, from))
	turns := eventsOf(g, from, engine.EvTurnBegan)
	require.Len(t, turns, 2)
	assert.Equal(t, alice, turns[0].Player)
	assert.Equal(t, int32(1), turns[0].Amount)
	assert.Equal(t, bob, turns[1].Player, "turns pass in turn order (CR 101.4, 500.1)")
	assert.Equal(t, int32(2), turns[1].Amount)
	// CR 502.4, 514.3: no player receives priority in the untap step, nor
	// normally in the cleanup step.
	cur := engine.Untap
	for ev := range g.EventsSince(from) {
		switch ev.Kind {
		case engine.EvStepBegan:
			cur = engine.Step(ev.Amount)
		case engine.EvPriorityPassed:
			assert.NotEqual(t, engine.Untap, cur, "priority in the untap step")
			assert.NotEqual(t, engine.Cleanup, cur, "priority in the cleanup step")
		}
	}
	for _, ev := range eventsOf(g, from, engine.EvStepBegan) {
		if ev.Seq < turns[1].Seq {
			assert.Equal(t, alice, ev.Player, "the active player's steps")
		} else {
			assert.Equal(t, bob, ev.Player)
		}
	}
}

// CR 506–511: with an attacker, the declare blockers and combat damage
// steps happen, in order, and damage is dealt.
func TestStepOrderWithAttackers(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	fillLibraries(t, g, 5)
	bears := put(t, g, alice, zones.Battlefield, "Grizzly Bears")
	from := g.EventCount()
	start(t, g, engine.StartAt{Turn: 3, Player: alice, Step: engine.Untap})
	gotoStep(t, g, 3, engine.DeclareAttackersStep)
	require.NoError(t, g.DeclareAttackers(alice, []engine.Attack{{Attacker: bears, Defender: bob}}))
	gotoStep(t, g, 4, engine.Upkeep)

	want := []engine.Step{
		engine.Untap, engine.Upkeep, engine.Draw, engine.PrecombatMain, engine.BeginningOfCombat,
		engine.DeclareAttackersStep, engine.DeclareBlockersStep, engine.CombatDamage,
		engine.EndOfCombat, engine.PostcombatMain, engine.End, engine.Cleanup,
		engine.Untap, engine.Upkeep,
	}
	assert.Equal(t, want, stepsSince(g, from))
	assert.Equal(t, 18, g.Life(bob))
}

// CR 508.8: no creature at all, no attackers: still no blockers or damage
// steps, and the game doesn't wait for a declaration.
func TestCombatSkippedWithNoCreatures(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	fillLibraries(t, g, 5)
	startMain(t, g)
	from := g.EventCount()
	passAll(t, g) // precombat main ends
	passAll(t, g) // beginning of combat ends
	_, _, step := g.Turn()
	require.Equal(t, engine.DeclareAttackersStep, step)
	assert.Equal(t, alice, g.PriorityPlayer(), "players get priority in the declare attackers step")
	passAll(t, g)
	_, _, step = g.Turn()
	assert.Equal(t, engine.EndOfCombat, step)
	assert.Equal(t, []engine.Step{engine.BeginningOfCombat, engine.DeclareAttackersStep, engine.EndOfCombat}, stepsSince(g, from))
}

// CR 103.8a: in a two-player game the player who plays first skips the
// draw step of their first turn (the draw, not the step); the other player
// draws on their first turn, and the first player draws from turn 3 on.
func TestStartingPlayerSkipsFirstDraw(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	fillLibraries(t, g, 5)
	start(t, g, engine.StartAt{Turn: 1, Player: alice, Step: engine.Untap})
	gotoStep(t, g, 1, engine.PrecombatMain)
	assert.Empty(t, g.Zone(alice, zones.Hand), "Alice skipped her first draw")
	assert.Len(t, g.Zone(alice, zones.Library), 5)

	gotoStep(t, g, 2, engine.PrecombatMain)
	assert.Len(t, g.Zone(bob, zones.Hand), 1, "Bob draws on his first turn")
	assert.Len(t, g.Zone(bob, zones.Library), 4)

	gotoStep(t, g, 3, engine.PrecombatMain)
	assert.Len(t, g.Zone(alice, zones.Hand), 1, "Alice draws on her second turn")
	drew := eventsOf(g, 0, engine.EvDrew)
	require.Len(t, drew, 2)
	assert.Equal(t, bob, drew[0].Player)
	assert.Equal(t, alice, drew[1].Player)
}

// CR 103.8a follows the starting player, whoever it is; a game started at
// a later turn is past the first turn.
func TestFirstDrawSkipFollowsStartingPlayer(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	fillLibraries(t, g, 5)
	start(t, g, engine.StartAt{Turn: 1, Player: bob, Step: engine.Upkeep})
	gotoStep(t, g, 1, engine.PrecombatMain)
	assert.Empty(t, g.Zone(bob, zones.Hand), "Bob plays first and skips")
	gotoStep(t, g, 2, engine.PrecombatMain)
	assert.Len(t, g.Zone(alice, zones.Hand), 1)

	g = newGame(t)
	fillLibraries(t, g, 5)
	start(t, g, engine.StartAt{Turn: 3, Player: alice, Step: engine.Upkeep})
	gotoStep(t, g, 3, engine.PrecombatMain)
	assert.Len(t, g.Zone(alice, zones.Hand), 1, "turn 3 is not Alice's first turn")
}

// CR 103.8c: in a multiplayer game other than Two-Headed Giant, no player
// skips the draw of their first turn.
func TestMultiplayerNoDrawSkip(t *testing.T) {
	t.Parallel()
	g := newGame(t, "Alice", "Bob", "Carol")
	fillLibraries(t, g, 5)
	start(t, g, engine.StartAt{Turn: 1, Player: alice, Step: engine.Upkeep})
	gotoStep(t, g, 1, engine.PrecombatMain)
	assert.Len(t, g.Zone(alice, zones.Hand), 1)
}

// CR 502.3: in the untap step the active player untaps their permanents —
// those they control, whoever owns them — and no others.
func TestUntapStepUntapsOnlyActivePlayers(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	fillLibraries(t, g, 5)
	aliceLand := put(t, g, alice, zones.Battlefield, "Forest", tapped)
	aliceBears := put(t, g, alice, zones.Battlefield, "Grizzly Bears", tapped)
	bobLand := put(t, g, bob, zones.Battlefield, "Forest", tapped)
	lent := put(t, g, alice, zones.Battlefield, "Hill Giant", tapped, controlledBy(bob))
	borrowed := put(t, g, bob, zones.Battlefield, "Hill Giant", tapped, controlledBy(alice))
	start(t, g, engine.StartAt{Turn: 2, Player: bob, Step: engine.End})

	gotoStep(t, g, 3, engine.Upkeep)
	assert.False(t, info(t, g, aliceLand).Tapped)
	assert.False(t, info(t, g, aliceBears).Tapped)
	assert.False(t, info(t, g, borrowed).Tapped, "Alice controls it")
	assert.True(t, info(t, g, bobLand).Tapped, "not Bob's turn")
	assert.True(t, info(t, g, lent).Tapped, "Alice owns it but Bob controls it")

	gotoStep(t, g, 4, engine.Upkeep)
	assert.False(t, info(t, g, bobLand).Tapped)
	assert.False(t, info(t, g, lent).Tapped)
}

// CR 500.5, 106.4: unused mana empties from each player's pool at the end
// of each step and phase, not before.
func TestManaPoolsEmptyBetweenSteps(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	fillLibraries(t, g, 5)
	forest := put(t, g, alice, zones.Battlefield, "Forest")
	elves := put(t, g, alice, zones.Battlefield, "Llanowar Elves")
	bobForest := put(t, g, bob, zones.Battlefield, "Forest")
	start(t, g, engine.StartAt{Turn: 3, Player: alice, Step: engine.Upkeep})

	require.NoError(t, g.ActivateAbility(alice, forest, 0, engine.ActivateOptions{}))
	assert.Equal(t, 1, g.Pool(alice).Total())
	require.NoError(t, g.PassPriority(alice))
	require.NoError(t, g.ActivateAbility(bob, bobForest, 0, engine.ActivateOptions{}))
	assert.Equal(t, 1, g.Pool(alice).Total(), "still the upkeep: the mana stays")
	assert.Equal(t, 1, g.Pool(bob).Total())
	from := g.EventCount()
	// Bob's mana ability was an action between the passes (CR 117.4), so
	// Alice must pass again before the upkeep ends.
	require.NoError(t, g.PassPriority(bob))
	_, _, step := g.Turn()
	require.Equal(t, engine.Upkeep, step)
	assert.Equal(t, 1, g.Pool(alice).Total())
	require.NoError(t, g.PassPriority(alice)) // both passed in succession: the upkeep ends
	_, _, step = g.Turn()
	require.Equal(t, engine.Draw, step)
	assert.Zero(t, g.Pool(alice).Total(), "emptied as the upkeep ended")
	assert.Zero(t, g.Pool(bob).Total(), "every player's pool empties")
	emptied := eventsOf(g, from, engine.EvManaEmptied)
	require.Len(t, emptied, 2)

	// And between the draw step and the main phase.
	require.NoError(t, g.ActivateAbility(alice, elves, 0, engine.ActivateOptions{}))
	assert.Equal(t, 1, int(g.Pool(alice)[engine.ManaG]))
	passAll(t, g)
	_, _, step = g.Turn()
	require.Equal(t, engine.PrecombatMain, step)
	assert.Zero(t, g.Pool(alice).Total())
}

// CR 514.2: in the cleanup step, damage is removed from permanents and
// "until end of turn" effects end, at the same time: a creature kept alive
// by Giant Growth with lethal-without-it damage survives.
func TestCleanupRemovesDamageAndEndsEffectsTogether(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	fillLibraries(t, g, 5)
	bears := put(t, g, alice, zones.Battlefield, "Grizzly Bears")
	giant := put(t, g, bob, zones.Battlefield, "Hill Giant")
	putN(t, g, alice, zones.Battlefield, "Forest", 1)
	putN(t, g, alice, zones.Battlefield, "Mountain", 2)
	growth := put(t, g, alice, zones.Hand, "Giant Growth")
	bolt := put(t, g, alice, zones.Hand, "Lightning Bolt")
	bolt2 := put(t, g, alice, zones.Hand, "Lightning Bolt")
	startMain(t, g)

	cast(t, g, alice, growth, target(bears))
	passAll(t, g)
	cast(t, g, alice, bolt, target(bears))
	passAll(t, g)
	bi := info(t, g, bears)
	require.True(t, bi.Current, "5/5 with 3 damage survives")
	assert.Equal(t, 3, bi.Damage)
	cast(t, g, alice, bolt2, target(giant))
	passAll(t, g)
	require.False(t, info(t, g, giant).Current, "3 damage destroys a 3/3 (CR 704.5g)")

	gotoStep(t, g, 1, engine.End)
	bi = info(t, g, bears)
	assert.Equal(t, 3, bi.Damage, "damage stays until cleanup")
	assert.Equal(t, 5, bi.Characteristics.Toughness)

	gotoStep(t, g, 2, engine.Upkeep)
	bi = info(t, g, bears)
	require.True(t, bi.Current, "damage and the pump ended together: the bears live")
	assert.Equal(t, zones.Battlefield, bi.Zone)
	assert.Zero(t, bi.Damage)
	assert.Equal(t, [2]int{2, 2}, [2]int{bi.Characteristics.Power, bi.Characteristics.Toughness})
}

// CR 514.1, 402.2: in the cleanup step the active player discards down to
// seven cards, choosing which; the other player keeps a larger hand.
func TestCleanupDiscardToSeven(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	fillLibraries(t, g, 5)
	hand := putN(t, g, alice, zones.Hand, "Grizzly Bears", 9)
	putN(t, g, bob, zones.Hand, "Hill Giant", 9)
	start(t, g, engine.StartAt{Turn: 1, Player: alice, Step: engine.PrecombatMain})

	gotoStep(t, g, 1, engine.End)
	assert.Len(t, g.Zone(alice, zones.Hand), 9, "no discard before cleanup")
	push(t, g, alice, engine.PickObj(hand[2], hand[5]))
	from := g.EventCount()
	gotoStep(t, g, 2, engine.Upkeep)

	assert.Zero(t, script(t, g, alice).Remaining(), "Alice chose the discards")
	assert.Len(t, g.Zone(alice, zones.Hand), 7)
	gy := g.Zone(alice, zones.Graveyard)
	require.Len(t, gy, 2)
	assert.ElementsMatch(t, []engine.ObjID{g.Current(hand[2]), g.Current(hand[5])}, gy, "the chosen cards")
	discards := eventsOf(g, from, engine.EvDiscarded)
	require.Len(t, discards, 2)
	for _, ev := range discards {
		assert.Equal(t, alice, ev.Player)
	}
	assert.Len(t, g.Zone(bob, zones.Hand), 9, "Bob wasn't the active player: he kept nine")
}

// CR 704.5b, 121.3: a player who attempted to draw from an empty library
// loses the next time state-based actions are checked; a player whose
// library is empty but who doesn't draw doesn't lose.
func TestDrawFromEmptyLibraryLoses(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	start(t, g, engine.StartAt{Turn: 1, Player: alice, Step: engine.Untap})
	gotoStep(t, g, 1, engine.PrecombatMain)
	assert.False(t, g.HasLost(alice), "Alice skipped the draw: an empty library alone loses nothing")
	over, _ := g.Over()
	require.False(t, over)

	from := g.EventCount()
	for i := 0; ; i++ {
		require.Less(t, i, 100)
		if over, _ := g.Over(); over {
			break
		}
		advance(t, g)
	}
	n, active, step := g.Turn()
	assert.Equal(t, 2, n)
	assert.Equal(t, bob, active)
	assert.Equal(t, engine.Draw, step, "lost in his draw step, at the first SBA check")
	assert.True(t, g.HasLost(bob))
	assert.False(t, g.HasLost(alice))
	over, winner := g.Over()
	assert.True(t, over)
	assert.Equal(t, alice, winner)
	assert.Empty(t, eventsOf(g, from, engine.EvDrew), "nothing was drawn")
	lost := eventsOf(g, from, engine.EvPlayerLost)
	require.Len(t, lost, 1)
	assert.Equal(t, bob, lost[0].Player)
}

// CR 704.5b, 800.4: in a multiplayer game the player who drew from an
// empty library loses and the game goes on.
func TestDrawFromEmptyLibraryMultiplayer(t *testing.T) {
	t.Parallel()
	g := newGame(t, "Alice", "Bob", "Carol")
	carol := engine.PlayerID(2)
	putN(t, g, alice, zones.Library, "Wastes", 5)
	putN(t, g, carol, zones.Library, "Wastes", 5)
	start(t, g, engine.StartAt{Turn: 1, Player: alice, Step: engine.PrecombatMain})
	gotoStep(t, g, 3, engine.Upkeep)
	assert.True(t, g.HasLost(bob))
	assert.False(t, g.HasLost(carol))
	over, _ := g.Over()
	assert.False(t, over)
	_, active, _ := g.Turn()
	assert.Equal(t, carol, active)
}
