package engine_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// CR 805.4, 810.6: turns belong to teams; both players of the active team
// are active, untap and draw; the starting team skips its first draw.
func TestTeamTurns(t *testing.T) {
	t.Parallel()
	g := newTeamGame(t)
	for p := range 4 {
		putN(t, g, engine.PlayerID(p), zones.Library, "Forest", 5)
	}
	tappedA := put(t, g, alice, zones.Battlefield, "Mountain", tapped)
	tappedB := put(t, g, bob, zones.Battlefield, "Mountain", tapped)
	tappedC := put(t, g, carol, zones.Battlefield, "Mountain", tapped)
	start(t, g, engine.StartAt{Turn: 1, Player: bob, Step: engine.Upkeep})
	n, active, _ := g.Turn()
	assert.Equal(t, 1, n)
	assert.Equal(t, alice, active, "the active team's first seat")
	assert.True(t, g.IsActive(alice))
	assert.True(t, g.IsActive(bob))
	assert.False(t, g.IsActive(carol))
	gotoStep(t, g, 1, engine.PrecombatMain)
	for p := range 4 {
		assert.Empty(t, g.Zone(engine.PlayerID(p), zones.Hand), "nobody draws in the starting team's first turn (CR 810.6)")
	}
	gotoStep(t, g, 2, engine.PrecombatMain)
	_, active, _ = g.Turn()
	assert.Equal(t, carol, active)
	assert.Len(t, g.Zone(carol, zones.Hand), 1)
	assert.Len(t, g.Zone(dave, zones.Hand), 1, "each player of the active team draws (CR 805.4b)")
	assert.Empty(t, g.Zone(alice, zones.Hand))
	assert.False(t, info(t, g, tappedC).Tapped)
	assert.True(t, info(t, g, tappedA).Tapped)
	gotoStep(t, g, 3, engine.PrecombatMain)
	assert.False(t, info(t, g, tappedA).Tapped, "both active players untap (CR 805.4a)")
	assert.False(t, info(t, g, tappedB).Tapped)
	assert.Len(t, g.Zone(alice, zones.Hand), 1)
	assert.Len(t, g.Zone(bob, zones.Hand), 1)
}

// CR 805.4a: either player of the active team casts sorceries in the
// team's main phase; a player of the other team doesn't.
func TestTeamSorceryTiming(t *testing.T) {
	t.Parallel()
	g := newTeamGame(t)
	mountains(t, g, bob, 1)
	mountains(t, g, carol, 1)
	mugB := put(t, g, bob, zones.Hand, "Mugging")
	mugC := put(t, g, carol, zones.Hand, "Mugging")
	bear := put(t, g, dave, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)
	require.NoError(t, g.PassPriority(alice))
	require.Equal(t, bob, g.PriorityPlayer(), "priority stays with the team: Bob after Alice (CR 805.5)")
	cast(t, g, bob, mugB, engine.TargetObject(bear))
	resolveStack(t, g)
	require.NoError(t, g.PassPriority(alice))
	require.NoError(t, g.PassPriority(bob))
	require.Equal(t, carol, g.PriorityPlayer())
	err := g.CastSpell(carol, mugC, engine.CastOptions{Targets: []engine.Target{engine.TargetObject(bear)}})
	assert.ErrorIs(t, err, engine.ErrTiming)
}

// CR 805.4c: each player of the active team may play a land in the
// team's turn; a player of the other team may not.
func TestTeamLandPlays(t *testing.T) {
	t.Parallel()
	g := newTeamGame(t)
	forests := make([]engine.ObjID, 4)
	for p := range forests {
		forests[p] = put(t, g, engine.PlayerID(p), zones.Hand, "Forest")
	}
	startMain(t, g)
	require.NoError(t, g.PlayLand(alice, forests[alice]))
	require.NoError(t, g.PassPriority(alice))
	require.NoError(t, g.PlayLand(bob, forests[bob]), "Bob plays his own land in his team's turn")
	require.NoError(t, g.PassPriority(bob))
	require.NoError(t, g.PassPriority(alice), "after Bob's action his team has priority again: Alice passes too")
	require.Equal(t, carol, g.PriorityPlayer())
	assert.ErrorIs(t, g.PlayLand(carol, forests[carol]), engine.ErrTiming, "not her team's main phase")
}

// CR 805.5: teams have priority. After a player acts, their team has
// priority again: the teammate may act before the other team; all four
// passing in succession resolves the top of the stack.
func TestTeamPriority(t *testing.T) {
	t.Parallel()
	g := newTeamGame(t)
	boltA, boltB := boltFor(t, g, alice), boltFor(t, g, bob)
	startMain(t, g)
	require.NoError(t, g.PassPriority(alice))
	cast(t, g, bob, boltB, engine.TargetPlayerID(carol))
	require.Equal(t, bob, g.PriorityPlayer())
	require.NoError(t, g.PassPriority(bob))
	require.Equal(t, alice, g.PriorityPlayer(), "Alice's team gets priority back: she may act before the other team")
	cast(t, g, alice, boltA, engine.TargetPlayerID(dave))
	for _, p := range []engine.PlayerID{alice, bob, carol, dave} {
		require.Equal(t, p, g.PriorityPlayer())
		require.Equal(t, 2, g.StackLen(), "no resolution before all four passed")
		require.NoError(t, g.PassPriority(p))
	}
	assert.Equal(t, 1, g.StackLen())
	assert.Equal(t, 27, g.Life(carol))
	assert.Equal(t, alice, g.PriorityPlayer(), "the active team gets priority after a resolution")
}

// teamSpellsTurn plays turn 3 (Alice's team) from its main phase with the
// Lightning Bolts each teammate is given cast at Carol, then reports the
// designation once turn 4 has begun.
func teamSpellsTurn(t *testing.T, from daynight.Designation, boltsAlice, boltsBob int) daynight.Designation {
	t.Helper()
	g := newTeamGame(t)
	require.NoError(t, g.SetLife(carol, 100))
	var bolts [2][]engine.ObjID
	for i, n := range []int{boltsAlice, boltsBob} {
		p := engine.PlayerID(i)
		mountains(t, g, p, n)
		for range n {
			bolts[i] = append(bolts[i], put(t, g, p, zones.Hand, "Lightning Bolt"))
		}
	}
	require.NoError(t, g.SetStartingDayNight(from))
	start(t, g, engine.StartAt{Turn: 3, Player: alice, Step: engine.PrecombatMain})
	for i, bs := range bolts {
		p := engine.PlayerID(i)
		for _, b := range bs {
			if g.PriorityPlayer() != p {
				require.NoError(t, g.PassPriority(g.PriorityPlayer()))
			}
			cast(t, g, p, b, engine.TargetPlayerID(carol))
			resolveStack(t, g)
		}
	}
	gotoStep(t, g, 4, engine.Upkeep)
	return g.DayNight()
}

// CR 731.2a-b with shared team turns (ruling G3): night if no player of
// the previous turn's active team cast a spell; day if any one player of
// that team cast two or more — not the team's total.
func TestTeamDayNightCheck(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name       string
		from       daynight.Designation
		alice, bob int
		want       daynight.Designation
	}{
		{"day, nobody cast: night", daynight.Day, 0, 0, daynight.Night},
		{"day, the teammate cast one: stays day", daynight.Day, 0, 1, daynight.Day},
		{"day, the first seat cast one: stays day", daynight.Day, 1, 0, daynight.Day},
		{"night, one spell each: stays night", daynight.Night, 1, 1, daynight.Night},
		{"night, Alice cast two: day", daynight.Night, 2, 0, daynight.Day},
		{"night, Bob cast two: day", daynight.Night, 0, 2, daynight.Day},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, teamSpellsTurn(t, tc.from, tc.alice, tc.bob))
		})
	}
}

// CR 805.7: the active team puts all its players' triggers on the stack
// in the order it chooses, mixing both players' (here Bob's Vandal goes
// under Alice's); then the other team.
func TestTeamOrdersItsTriggersTogether(t *testing.T) {
	t.Parallel()
	g := newTeamGame(t)
	vandalA := put(t, g, alice, zones.Battlefield, "Brimstone Vandal")
	vandalB := put(t, g, bob, zones.Battlefield, "Brimstone Vandal")
	vandalC := put(t, g, carol, zones.Battlefield, "Brimstone Vandal")
	require.NoError(t, g.SetStartingDayNight(daynight.Day))
	start(t, g, engine.StartAt{Turn: 2, Player: carol, Step: engine.End})
	push(t, g, alice, engine.PickObj(vandalB, vandalA))
	for i := 0; g.StackLen() == 0; i++ { // nobody cast a spell: night at turn 3, and each Vandal triggers
		require.Less(t, i, 100)
		advance(t, g)
	}
	require.Equal(t, daynight.Night, g.DayNight())
	var sources []engine.ObjID
	for _, it := range g.Stack() {
		sources = append(sources, it.Obj)
	}
	assert.Equal(t, []engine.ObjID{vandalB, vandalA, vandalC}, sources,
		"the active team's two, in the order it chose, then the other team's on top")
	assert.Zero(t, script(t, g, alice).Remaining(), "the team was asked once, through its first seat")
	resolveStack(t, g)
	// "1 damage to each opponent": both players of the other team, never
	// the teammate (CR 810.9: each costs the team 2).
	assert.Equal(t, 26, g.Life(carol), "two Vandals, two opponents each")
	assert.Equal(t, 28, g.Life(alice), "Carol's Vandal: Alice and Bob, not Dave")
}

// CR 805.5a: a player may cast a spell while their team has priority,
// though their teammate is the one who holds it; passing is the holder's,
// and the other team can't act.
func TestTeammateActsWhileTeamHasPriority(t *testing.T) {
	t.Parallel()
	g := newTeamGame(t)
	boltB, boltC := boltFor(t, g, bob), boltFor(t, g, carol)
	startMain(t, g)
	require.Equal(t, alice, g.PriorityPlayer())
	assert.ErrorIs(t, g.PassPriority(bob), engine.ErrNoPriority, "Alice holds priority: passing is hers")
	err := g.CastSpell(carol, boltC, engine.CastOptions{Targets: []engine.Target{engine.TargetPlayerID(alice)}})
	assert.ErrorIs(t, err, engine.ErrNoPriority, "the other team has no priority")
	cast(t, g, bob, boltB, engine.TargetPlayerID(carol))
	assert.Equal(t, bob, g.PriorityPlayer(), "the caster receives priority (CR 117.3c)")
	resolveStack(t, g)
	assert.Equal(t, 27, g.Life(dave))
}

// Each player of a team begins each of the team's turns (CR 805.4): the
// turns begun that Angel of Eternal Dawn counts are the team's, for both.
func TestTeamTurnsBegun(t *testing.T) {
	t.Parallel()
	g := teamGameInTurn3(t)
	assert.Equal(t, []int{2, 2, 1, 1}, turnsBegun(g))
	gotoStep(t, g, 4, engine.PrecombatMain)
	assert.Equal(t, []int{2, 2, 2, 2}, turnsBegun(g))
	gotoStep(t, g, 5, engine.PrecombatMain)
	assert.Equal(t, []int{3, 3, 2, 2}, turnsBegun(g))
}

func turnsBegun(g *engine.Game) []int {
	out := make([]int, g.NumPlayers())
	for p := range out {
		out[p] = g.TurnsBegun(engine.PlayerID(p))
	}
	return out
}

// CR 805.5a: the teammate of the player holding priority is listed what
// they may do while their team has priority (a land, a spell), but not
// passing, which is the holder's; the other team is listed nothing.
func TestTeammateLegalActions(t *testing.T) {
	t.Parallel()
	g := newTeamGame(t)
	bolt := boltFor(t, g, bob)
	forest := put(t, g, bob, zones.Hand, "Forest")
	boltFor(t, g, carol)
	startMain(t, g)
	require.Equal(t, alice, g.PriorityPlayer())
	assert.Empty(t, g.LegalActions(carol, nil), "the other team has no priority")
	var land, castCarol bool
	var castAct engine.Action
	for _, a := range g.LegalActions(bob, nil) {
		assert.NotEqual(t, engine.ActPass, a.Kind, "passing is Alice's")
		assert.Equal(t, bob, a.Player)
		land = land || (a.Kind == engine.ActPlayLand && a.Obj == forest)
		if a.Kind == engine.ActCast && a.Obj == bolt && a.TargetList()[0] == engine.TargetPlayerID(carol) {
			castCarol, castAct = true, a
		}
	}
	assert.True(t, land, "Bob may play his land")
	require.True(t, castCarol, "Bob may cast his Bolt at Carol")
	require.NoError(t, g.Perform(castAct))
	assert.Equal(t, bob, g.PriorityPlayer())
	acts := g.LegalActions(bob, nil)
	require.NotEmpty(t, acts)
	assert.Equal(t, engine.ActPass, acts[0].Kind, "the holder may pass")
	for _, a := range g.LegalActions(alice, nil) {
		assert.NotEqual(t, engine.ActPass, a.Kind, "passing is Bob's now")
	}
}

// teamGameInTurn3 returns a Two-Headed Giant game started in the
// precombat main phase of turn 3, Alice's team's second turn, each player
// with three Forests in their library.
func teamGameInTurn3(t *testing.T) *engine.Game {
	t.Helper()
	g := newTeamGame(t)
	for p := range 4 {
		putN(t, g, engine.PlayerID(p), zones.Library, "Forest", 3)
	}
	start(t, g, engine.StartAt{Turn: 3, Player: bob, Step: engine.PrecombatMain})
	return g
}
