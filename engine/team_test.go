package engine_test

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// The fourth seat of a Two-Headed Giant game made by newTeamGame: Alice
// and Bob are one team, Carol and Dave the other (CR 810.1).
const dave engine.PlayerID = 3

// newTeamGame returns a Two-Headed Giant game in setup, its players with
// Scripted deciders (script and push reach them).
func newTeamGame(t testing.TB) *engine.Game {
	t.Helper()
	return newGameWith(t, []engine.GameOption{engine.WithVariant(engine.TwoHeadedGiant)}, "Alice", "Bob", "Carol", "Dave")
}

// mountains puts n untapped Mountains onto p's battlefield.
func mountains(t testing.TB, g *engine.Game, p engine.PlayerID, n int) {
	t.Helper()
	putN(t, g, p, zones.Battlefield, "Mountain", n)
}

func TestTwoHeadedGiantNeedsFourPlayers(t *testing.T) {
	for _, n := range []int{2, 3, 5} {
		cfg := make([]engine.PlayerConfig, n)
		for i := range cfg {
			cfg[i].Name = string(rune('A' + i))
		}
		_, err := engine.New(cfg, engine.WithVariant(engine.TwoHeadedGiant))
		assert.ErrorIs(t, err, engine.ErrInvalidValue, "%d players", n)
	}
	_, err := engine.New([]engine.PlayerConfig{{Name: "A"}, {Name: "B"}}, engine.WithVariant(engine.Variant(9)))
	assert.ErrorIs(t, err, engine.ErrInvalidValue)
}

func TestParseVariant(t *testing.T) {
	for _, s := range []string{"2hg", "two-headed giant", "Two-Headed-Giant"} {
		v, ok := engine.ParseVariant(s)
		assert.True(t, ok, s)
		assert.Equal(t, engine.TwoHeadedGiant, v, s)
	}
	_, ok := engine.ParseVariant("three-headed giant")
	assert.False(t, ok)
	assert.Equal(t, "two-headed giant", engine.TwoHeadedGiant.String())
}

func TestTeamsAndOpponents(t *testing.T) {
	g := newTeamGame(t)
	assert.Equal(t, bob, g.Teammate(alice))
	assert.Equal(t, carol, g.Teammate(dave))
	assert.True(t, g.SameTeam(alice, bob))
	assert.False(t, g.Opponents(alice, bob), "teammates are no opponents (CR 810.1)")
	assert.True(t, g.Opponents(bob, carol))
	assert.True(t, g.Opponents(alice, dave))
	ffa := newGame(t, "A", "B", "C")
	assert.Equal(t, engine.NoPlayer, ffa.Teammate(0))
	assert.True(t, ffa.Opponents(0, 1))
}

// CR 810.4, 810.9: one life total per team, starting at 30; damage and
// life loss happen to a player and change the team's total.
func TestTeamLifeIsShared(t *testing.T) {
	g := newTeamGame(t)
	for p := range 4 {
		assert.Equal(t, 30, g.Life(engine.PlayerID(p)))
	}
	require.NoError(t, g.SetLife(bob, 25))
	assert.Equal(t, 25, g.Life(alice), "setting a player's life sets the team's")
	mountains(t, g, carol, 1)
	bolt := put(t, g, carol, zones.Hand, "Lightning Bolt")
	start(t, g, engine.StartAt{Turn: 2, Player: carol, Step: engine.PrecombatMain})
	cast(t, g, carol, bolt, engine.TargetPlayerID(bob))
	resolveStack(t, g)
	assert.Equal(t, 22, g.Life(alice))
	assert.Equal(t, 22, g.Life(bob))
	assert.Equal(t, 30, g.Life(dave))
	require.NoError(t, g.CheckInvariants())
}

// CR 805.4, 810.6: turns belong to teams; both players of the active team
// are active, untap and draw; the starting team skips its first draw.
func TestTeamTurns(t *testing.T) {
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

// CR 805.5: teams have priority. After a player acts, their team has
// priority again: the teammate may act before the other team; all four
// passing in succession resolves the top of the stack.
func TestTeamPriority(t *testing.T) {
	g := newTeamGame(t)
	mountains(t, g, alice, 1)
	mountains(t, g, bob, 1)
	boltA := put(t, g, alice, zones.Hand, "Lightning Bolt")
	boltB := put(t, g, bob, zones.Hand, "Lightning Bolt")
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

// CR 805.10: the active team declares one combined attack, each attacker
// attacking a player of the defending team; the defending team one
// combined block, its creatures blocking attackers of either teammate.
func TestTeamCombat(t *testing.T) {
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

// CR 730.2a-b with shared team turns (ruling G3): night if no player of
// the previous turn's active team cast a spell; day if any one player of
// that team cast two or more — not the team's total.
func TestTeamDayNightCheck(t *testing.T) {
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

// CR 810.8a: a player who loses makes the team lose; the other team wins.
func TestTeamLosesTogether(t *testing.T) {
	g := newTeamGame(t)
	for _, p := range []engine.PlayerID{alice, carol, dave} {
		putN(t, g, p, zones.Library, "Forest", 3)
	}
	start(t, g, engine.StartAt{Turn: 1, Player: carol, Step: engine.Upkeep})
	for i := 0; i < 100 && !g.Waiting().Over; i++ {
		advance(t, g)
	}
	over, winner := g.Over()
	require.True(t, over, "Bob drew from an empty library (CR 704.5b)")
	n, _, _ := g.Turn()
	assert.Equal(t, 2, n)
	assert.Equal(t, carol, winner)
	assert.True(t, g.HasLost(alice), "Alice loses with her teammate (CR 810.8a)")
	assert.True(t, g.HasLost(bob))
	assert.False(t, g.HasLost(dave))
	require.NoError(t, g.CheckInvariants())
}

// CR 810.8b: a concession takes the whole team out of the game.
func TestTeamConcession(t *testing.T) {
	g := newTeamGame(t)
	startMain(t, g)
	require.NoError(t, g.Concede(dave))
	over, winner := g.Over()
	require.True(t, over)
	assert.Equal(t, alice, winner)
	assert.True(t, g.HasLost(carol))
	require.NoError(t, g.CheckInvariants())
}

// CR 810.8a, 704.6a: a team at 0 life loses, both players at once.
func TestTeamLosesAtZeroLife(t *testing.T) {
	g := newTeamGame(t)
	require.NoError(t, g.SetLife(dave, 3))
	mountains(t, g, alice, 1)
	bolt := put(t, g, alice, zones.Hand, "Lightning Bolt")
	startMain(t, g)
	cast(t, g, alice, bolt, engine.TargetPlayerID(carol))
	resolveStack(t, g)
	over, winner := g.Over()
	require.True(t, over)
	assert.Equal(t, alice, winner)
	assert.True(t, g.HasLost(dave))
}

// A failed action leaves the team's life as it was, and a clone and a
// restored snapshot keep the variant and the shared life.
func TestTeamStateRollbackCloneSnapshot(t *testing.T) {
	g := newTeamGame(t)
	require.NoError(t, g.SetLife(carol, 17))
	startMain(t, g)
	err := g.DeclareAttackers(alice, nil)
	require.Error(t, err)
	assert.Equal(t, 17, g.Life(dave))
	c := g.Clone()
	assert.Equal(t, engine.TwoHeadedGiant, c.Variant())
	assert.Equal(t, 17, c.Life(dave))
	data, err := g.Snapshot()
	require.NoError(t, err)
	r, err := engine.Restore(data, cards.Lookup, nil)
	require.NoError(t, err)
	assert.Equal(t, engine.TwoHeadedGiant, r.Variant())
	assert.Equal(t, 17, r.Life(carol))
	assert.True(t, r.Opponents(alice, dave))
	assert.False(t, r.Opponents(carol, dave))
}

// CR 119.4 with 810.9a: paying life reads the team's total. With the
// team at 2, Carol can't pay ward's 3 life though she herself lost none,
// and isn't asked; at 5 she pays and the team is at 2.
func TestTeamPaysLifeFromTeamTotal(t *testing.T) {
	for _, tc := range []struct {
		team, want int
		paid       bool
	}{{2, 2, false}, {5, 2, true}} {
		g := newTeamGame(t)
		require.NoError(t, g.SetLife(dave, tc.team))
		brute := put(t, g, alice, zones.Battlefield, "Brutal Cathar", backFace)
		mountains(t, g, carol, 1)
		bolt := put(t, g, carol, zones.Hand, "Lightning Bolt")
		require.NoError(t, g.SetStartingDayNight(daynight.Night))
		start(t, g, engine.StartAt{Turn: 2, Player: carol, Step: engine.PrecombatMain})
		cast(t, g, carol, bolt, engine.TargetObject(brute))
		if tc.paid {
			push(t, g, carol, engine.Yes()) // ward: pay 3 life
		}
		resolveStack(t, g)
		assert.Equal(t, tc.want, g.Life(carol), "team at %d", tc.team)
		assert.Equal(t, tc.want, g.Life(dave))
		assert.Equal(t, tc.paid, !info(t, g, brute).Current, "team at %d: the Bolt resolves only when ward is paid", tc.team)
	}
}

// CR 805.7: the active team puts all its players' triggers on the stack
// in the order it chooses, mixing both players' (here Bob's Vandal goes
// under Alice's); then the other team.
func TestTeamOrdersItsTriggersTogether(t *testing.T) {
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
	g := newTeamGame(t)
	mountains(t, g, bob, 1)
	mountains(t, g, carol, 1)
	boltB := put(t, g, bob, zones.Hand, "Lightning Bolt")
	boltC := put(t, g, carol, zones.Hand, "Lightning Bolt")
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

// A Two-Headed Giant game's recording and snapshot carry the variant;
// an older version of either, which had no variant, is refused with one.
func TestTeamVariantInOlderVersionsRefused(t *testing.T) {
	g, err := engine.New([]engine.PlayerConfig{{Name: "A"}, {Name: "B"}, {Name: "C"}, {Name: "D"}},
		engine.WithVariant(engine.TwoHeadedGiant), engine.WithRecording())
	require.NoError(t, err)
	require.NoError(t, g.Start(engine.StartAt{}))
	rec := g.Recording()
	assert.Equal(t, engine.TwoHeadedGiant, rec.Variant)
	r, err := engine.Replay(rec, cards.Lookup)
	require.NoError(t, err)
	assert.Equal(t, engine.TwoHeadedGiant, r.Variant())
	rec.Version = 3
	_, err = engine.Replay(rec, cards.Lookup)
	assert.ErrorIs(t, err, engine.ErrBadRecording)

	data, err := g.Snapshot()
	require.NoError(t, err)
	old := bytes.Replace(data, []byte(`"version":5`), []byte(`"version":4`), 1)
	require.NotEqual(t, data, old)
	_, err = engine.Restore(old, cards.Lookup, nil)
	assert.ErrorIs(t, err, engine.ErrBadSnapshot)
}
