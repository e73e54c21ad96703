package engine_test

// Combat (CR 506–511), summoning sickness (CR 302.6) and the evasion
// keywords that restrict blocks (flying, menace, intimidate).

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// cbAttack goes to Alice's declare attackers step of turn 1 and declares
// the creatures as attacking Bob.
func cbAttack(t testing.TB, g *engine.Game, ids ...engine.ObjID) {
	t.Helper()
	gotoStep(t, g, 1, engine.DeclareAttackersStep)
	require.Equal(t, alice, g.Waiting().Attackers, "Alice declares attackers")
	require.NoError(t, g.DeclareAttackers(alice, cbAttacks(ids...)))
}

func cbAttacks(ids ...engine.ObjID) []engine.Attack {
	var as []engine.Attack
	for _, id := range ids {
		as = append(as, engine.Attack{Attacker: id, Defender: bob})
	}
	return as
}

// cbToBlocks passes priority in the declare attackers step until Bob must
// declare blockers.
func cbToBlocks(t testing.TB, g *engine.Game) {
	t.Helper()
	gotoStep(t, g, 1, engine.DeclareBlockersStep)
	require.Equal(t, []engine.PlayerID{bob}, g.Waiting().Blockers)
}

// cbSteps counts the combat damage steps that began since event from.
func cbSteps(g *engine.Game, from int) int {
	n := 0
	for _, ev := range eventsOf(g, from, engine.EvStepBegan) {
		if engine.Step(ev.Amount) == engine.CombatDamage {
			n++
		}
	}
	return n
}

// CR 508.1f: declaring a creature as an attacker taps it; CR 510.1b: an
// unblocked creature deals its combat damage to the player it attacks.
func TestCombatAttackTapsUnblockedDamagesPlayer(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	bears := put(t, g, alice, zones.Battlefield, "Grizzly Bears")
	giant := put(t, g, alice, zones.Battlefield, "Hill Giant")
	startMain(t, g)

	cbAttack(t, g, bears)
	assert.True(t, info(t, g, bears).Tapped, "attacking taps")
	assert.Equal(t, bob, info(t, g, bears).Attacking)
	assert.False(t, info(t, g, giant).Tapped, "a creature that doesn't attack stays untapped")

	gotoStep(t, g, 1, engine.EndOfCombat)
	assert.Equal(t, 18, g.Life(bob))
	assert.Equal(t, 20, g.Life(alice))
}

// CR 302.6, 508.1a: a creature that hasn't been under its controller's
// control continuously since their most recent turn began can't attack
// (ErrSummoningSick), unless it has haste. The failed declaration leaves
// the step open.
func TestCombatSummoningSickness(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	bears := put(t, g, alice, zones.Battlefield, "Grizzly Bears", sick)
	goblin := putDef(t, g, alice, zones.Battlefield, sbHaste, sick)
	startMain(t, g)
	require.True(t, info(t, g, bears).SummoningSick)
	require.True(t, info(t, g, goblin).SummoningSick)

	gotoStep(t, g, 1, engine.DeclareAttackersStep)
	err := g.DeclareAttackers(alice, cbAttacks(bears, goblin))
	require.ErrorIs(t, err, engine.ErrSummoningSick)
	assert.False(t, info(t, g, goblin).Tapped, "a failed declaration changes nothing")
	assert.Equal(t, alice, g.Waiting().Attackers, "the step stays open")

	require.NoError(t, g.DeclareAttackers(alice, cbAttacks(goblin)), "haste (CR 702.10)")
	gotoStep(t, g, 1, engine.EndOfCombat)
	assert.Equal(t, 19, g.Life(bob))
}

// CR 302.6, 702.10: a creature whose control changed this turn is
// summoning sick; Act of Treason gives it haste (layer 6), so it can attack
// its owner.
func TestCombatActOfTreasonGrantsHaste(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	fillLibraries(t, g, 3)
	putN(t, g, alice, zones.Battlefield, "Mountain", 3)
	act := put(t, g, alice, zones.Hand, "Act of Treason")
	giant := put(t, g, bob, zones.Battlefield, "Hill Giant", tapped)
	put(t, g, alice, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)

	cast(t, g, alice, act, target(giant))
	resolveStack(t, g)
	gi := info(t, g, giant)
	require.Equal(t, alice, gi.Controller)
	assert.True(t, gi.SummoningSick, "Alice has controlled it only since now")
	assert.True(t, gi.Characteristics.Has(engine.Haste))
	assert.False(t, gi.Tapped, "Act of Treason untaps it")

	cbAttack(t, g, giant)
	gotoStep(t, g, 1, engine.EndOfCombat)
	assert.Equal(t, 17, g.Life(bob), "Bob is hit by his own Hill Giant")

	gotoStep(t, g, 2, engine.Upkeep)
	gi = info(t, g, giant)
	assert.Equal(t, bob, gi.Controller, "until end of turn (CR 514.2)")
	assert.False(t, gi.Characteristics.Has(engine.Haste))
}

// CR 302.6: a creature cast this turn can't attack; one with haste can.
func TestCombatCastThisTurnIsSick(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	putN(t, g, alice, zones.Battlefield, "Forest", 2)
	putN(t, g, alice, zones.Battlefield, "Mountain", 1)
	bearsCard := put(t, g, alice, zones.Hand, "Grizzly Bears")
	goblinCard := putDef(t, g, alice, zones.Hand, sbHaste)
	startMain(t, g)

	cast(t, g, alice, bearsCard)
	resolveStack(t, g)
	cast(t, g, alice, goblinCard)
	resolveStack(t, g)
	bears, goblin := g.Current(bearsCard), g.Current(goblinCard)
	require.Equal(t, zones.Battlefield, info(t, g, bears).Zone)
	assert.True(t, info(t, g, bears).SummoningSick)

	gotoStep(t, g, 1, engine.DeclareAttackersStep)
	require.ErrorIs(t, g.DeclareAttackers(alice, cbAttacks(bears)), engine.ErrSummoningSick)
	require.NoError(t, g.DeclareAttackers(alice, cbAttacks(goblin)))
}

// CR 510.1c–d, 510.2: a blocked creature deals its damage to the blocker
// and the blocker to it, at the same time; nothing reaches the player.
func TestCombatBlockedDamageBetweenCreatures(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	giant := put(t, g, alice, zones.Battlefield, "Hill Giant")
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)

	cbAttack(t, g, giant)
	cbToBlocks(t, g)
	require.NoError(t, g.DeclareBlockers(bob, []engine.Block{{Blocker: bears, Attacker: giant}}))
	gotoStep(t, g, 1, engine.EndOfCombat)

	assert.Equal(t, 20, g.Life(bob), "a blocked creature doesn't damage the player")
	assert.Equal(t, zones.Graveyard, sbNow(t, g, bears).Zone)
	gi := info(t, g, giant)
	assert.True(t, gi.Current)
	assert.Equal(t, 2, gi.Damage, "the Bears dealt their 2 damage")
}

// CR 509.1h, 510.1c: a blocked creature stays blocked when its blocker is
// removed before damage; with no blocker left it assigns no combat damage,
// not even to the player.
func TestCombatBlockerRemovedNoDamage(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	putN(t, g, alice, zones.Battlefield, "Mountain", 1)
	bolt := put(t, g, alice, zones.Hand, "Lightning Bolt")
	giant := put(t, g, alice, zones.Battlefield, "Hill Giant")
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)

	cbAttack(t, g, giant)
	cbToBlocks(t, g)
	require.NoError(t, g.DeclareBlockers(bob, []engine.Block{{Blocker: bears, Attacker: giant}}))
	cast(t, g, alice, bolt, target(bears))
	resolveStack(t, g)
	require.Equal(t, zones.Graveyard, sbNow(t, g, bears).Zone)

	from := g.EventCount()
	gotoStep(t, g, 1, engine.EndOfCombat)
	assert.Equal(t, 20, g.Life(bob), "still blocked: no damage to Bob")
	assert.Empty(t, eventsOf(g, from, engine.EvDamage))
}

// CR 702.7b, 510.4: with a first striker in combat there are two combat
// damage steps. A 3/3 first striker blocked by a 3/3 kills it in the first
// step; the blocker, gone, deals no damage in the second. Whichever side
// has first strike wins.
func TestCombatFirstStrike(t *testing.T) {
	t.Parallel()
	t.Run("attacking first striker", func(t *testing.T) {
		g := newGame(t)
		knight := putDef(t, g, alice, zones.Battlefield, sbStriker)
		giant := put(t, g, bob, zones.Battlefield, "Hill Giant")
		startMain(t, g)

		cbAttack(t, g, knight)
		cbToBlocks(t, g)
		require.NoError(t, g.DeclareBlockers(bob, []engine.Block{{Blocker: giant, Attacker: knight}}))
		from := g.EventCount()
		gotoStep(t, g, 1, engine.CombatDamage)
		assert.Equal(t, zones.Graveyard, sbNow(t, g, giant).Zone, "dead after the first-strike step")
		assert.Equal(t, 0, info(t, g, knight).Damage)

		gotoStep(t, g, 1, engine.EndOfCombat)
		assert.Equal(t, 2, cbSteps(g, from), "two combat damage steps")
		ki := info(t, g, knight)
		assert.True(t, ki.Current)
		assert.Equal(t, 0, ki.Damage, "the dead blocker dealt no damage")
		assert.Equal(t, 20, g.Life(bob))
	})
	t.Run("blocking first striker", func(t *testing.T) {
		g := newGame(t)
		giant := put(t, g, alice, zones.Battlefield, "Hill Giant")
		knight := putDef(t, g, bob, zones.Battlefield, sbStriker)
		startMain(t, g)

		cbAttack(t, g, giant)
		cbToBlocks(t, g)
		require.NoError(t, g.DeclareBlockers(bob, []engine.Block{{Blocker: knight, Attacker: giant}}))
		gotoStep(t, g, 1, engine.EndOfCombat)
		assert.Equal(t, zones.Graveyard, sbNow(t, g, giant).Zone)
		assert.Equal(t, 0, info(t, g, knight).Damage)
	})
	t.Run("unblocked first striker hits once", func(t *testing.T) {
		g := newGame(t)
		knight := putDef(t, g, alice, zones.Battlefield, sbStriker)
		bears := put(t, g, alice, zones.Battlefield, "Grizzly Bears")
		startMain(t, g)

		cbAttack(t, g, knight, bears)
		gotoStep(t, g, 1, engine.CombatDamage)
		assert.Equal(t, 17, g.Life(bob), "only the first striker deals damage in the first step")
		gotoStep(t, g, 1, engine.EndOfCombat)
		assert.Equal(t, 15, g.Life(bob), "the second step: the Bears, and not the first striker again")
	})
}

// CR 702.9b, 702.17b: a creature with flying can be blocked only by
// creatures with flying or reach. An illegal block fails as a whole
// (ErrIllegalBlock) and Bob may declare again.
func TestCombatFlying(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	drake := putDef(t, g, alice, zones.Battlefield, sbFlyer)
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	spider := putDef(t, g, bob, zones.Battlefield, sbReach)
	flyer := putDef(t, g, bob, zones.Battlefield, sbFlyer)
	startMain(t, g)

	cbAttack(t, g, drake)
	cbToBlocks(t, g)
	err := g.DeclareBlockers(bob, []engine.Block{{Blocker: bears, Attacker: drake}})
	require.ErrorIs(t, err, engine.ErrIllegalBlock)
	assert.Equal(t, []engine.PlayerID{bob}, g.Waiting().Blockers, "the step stays open")
	assert.Equal(t, engine.NoObj, info(t, g, bears).Blocking)

	require.NoError(t, g.DeclareBlockers(bob, []engine.Block{{Blocker: spider, Attacker: drake}, {Blocker: flyer, Attacker: drake}}),
		"reach and flying may block a flyer")
	push(t, g, alice, engine.Answer{Picks: []engine.Pick{engine.DamageTo(engine.TargetObject(spider), 2)}}) // the division (CR 510.1c)
	gotoStep(t, g, 1, engine.EndOfCombat)
	assert.Equal(t, 20, g.Life(bob))
	assert.Equal(t, 2, info(t, g, spider).Damage)
	assert.Equal(t, zones.Graveyard, sbNow(t, g, drake).Zone)
}

// CR 702.111b: a creature with menace can't be blocked except by two or
// more creatures. A single blocker makes the whole declaration fail
// (ErrIllegalBlock) and leaves the step open; two blockers are legal.
func TestCombatMenace(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	ogre := putDef(t, g, alice, zones.Battlefield, sbMenace)
	bears := putN(t, g, bob, zones.Battlefield, "Grizzly Bears", 2)
	startMain(t, g)

	cbAttack(t, g, ogre)
	cbToBlocks(t, g)
	before := g.EventCount()
	err := g.DeclareBlockers(bob, []engine.Block{{Blocker: bears[0], Attacker: ogre}})
	require.ErrorIs(t, err, engine.ErrIllegalBlock)
	assert.Equal(t, before, g.EventCount(), "nothing happened")
	assert.Equal(t, []engine.PlayerID{bob}, g.Waiting().Blockers, "the step stays open")
	assert.Equal(t, engine.NoObj, info(t, g, bears[0]).Blocking)

	require.NoError(t, g.DeclareBlockers(bob, []engine.Block{{Blocker: bears[0], Attacker: ogre}, {Blocker: bears[1], Attacker: ogre}}))
	assert.Equal(t, ogre, info(t, g, bears[0]).Blocking)
	assert.Equal(t, ogre, info(t, g, bears[1]).Blocking)
	push(t, g, alice, engine.Answer{Picks: []engine.Pick{engine.DamageTo(engine.TargetObject(bears[0]), 2),
		engine.DamageTo(engine.TargetObject(bears[1]), 1)}}) // the division (CR 510.1c)
	gotoStep(t, g, 1, engine.EndOfCombat)
	assert.Equal(t, 20, g.Life(bob))
	assert.Equal(t, zones.Graveyard, sbNow(t, g, bears[0]).Zone, "lethal damage to the first")
	assert.Equal(t, 1, info(t, g, bears[1]).Damage, "the rest to the second")
	assert.Equal(t, zones.Graveyard, sbNow(t, g, ogre).Zone, "4 damage to a 3/3")
}

// CR 702.13b: a creature with intimidate can be blocked only by artifact
// creatures and creatures that share a color with it. Immerwolf is red and
// green.
func TestCombatIntimidate(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	wolf := put(t, g, alice, zones.Battlefield, "Immerwolf")
	lions := putDef(t, g, bob, zones.Battlefield, sbWhite)
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	golem := putDef(t, g, bob, zones.Battlefield, sbArtifactCr)
	startMain(t, g)

	cbAttack(t, g, wolf)
	cbToBlocks(t, g)
	err := g.DeclareBlockers(bob, []engine.Block{{Blocker: bears, Attacker: wolf}, {Blocker: lions, Attacker: wolf}})
	require.ErrorIs(t, err, engine.ErrIllegalBlock, "a white creature shares no color with Immerwolf")
	assert.Equal(t, engine.NoObj, info(t, g, bears).Blocking, "the whole declaration failed")

	require.NoError(t, g.DeclareBlockers(bob, []engine.Block{{Blocker: bears, Attacker: wolf}, {Blocker: golem, Attacker: wolf}}),
		"a green creature and a colorless artifact creature may block")
	assert.Equal(t, wolf, info(t, g, bears).Blocking)
	assert.Equal(t, wolf, info(t, g, golem).Blocking)
}

// CR 508.1c, 509.1b: Pacifism's "enchanted creature can't attack or
// block". The other creatures still may.
func TestCombatPacifism(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	mine := put(t, g, alice, zones.Battlefield, "Grizzly Bears")
	free := put(t, g, alice, zones.Battlefield, "Hill Giant")
	put(t, g, bob, zones.Battlefield, "Pacifism", attachedTo(mine))
	theirs := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	other := put(t, g, bob, zones.Battlefield, "Hill Giant")
	put(t, g, alice, zones.Battlefield, "Pacifism", attachedTo(theirs))
	startMain(t, g)

	gotoStep(t, g, 1, engine.DeclareAttackersStep)
	require.ErrorIs(t, g.DeclareAttackers(alice, cbAttacks(mine)), engine.ErrIllegalAttack)
	require.NoError(t, g.DeclareAttackers(alice, cbAttacks(free)))
	cbToBlocks(t, g)
	require.ErrorIs(t, g.DeclareBlockers(bob, []engine.Block{{Blocker: theirs, Attacker: free}}), engine.ErrIllegalBlock)
	require.NoError(t, g.DeclareBlockers(bob, []engine.Block{{Blocker: other, Attacker: free}}))
}
