package engine_test

import (
	"bytes"
	"fmt"
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

// boltFor gives p a Lightning Bolt in hand and an untapped Mountain to
// cast it with, and returns the Bolt.
func boltFor(t testing.TB, g *engine.Game, p engine.PlayerID) engine.ObjID {
	t.Helper()
	mountains(t, g, p, 1)
	return put(t, g, p, zones.Hand, "Lightning Bolt")
}

// mountains puts n untapped Mountains onto p's battlefield.
func mountains(t testing.TB, g *engine.Game, p engine.PlayerID, n int) {
	t.Helper()
	putN(t, g, p, zones.Battlefield, "Mountain", n)
}

func TestTwoHeadedGiantNeedsFourPlayers(t *testing.T) {
	t.Parallel()
	for _, n := range []int{2, 3, 5} {
		cfg := make([]engine.PlayerConfig, n)
		for i := range cfg {
			cfg[i].Name = string(rune('A' + i))
		}
		_, err := newChecked(cfg, engine.WithVariant(engine.TwoHeadedGiant))
		assert.ErrorIs(t, err, engine.ErrInvalidValue, "%d players", n)
	}
	_, err := newChecked([]engine.PlayerConfig{{Name: "A"}, {Name: "B"}}, engine.WithVariant(engine.Variant(9)))
	assert.ErrorIs(t, err, engine.ErrInvalidValue)
}

func TestParseVariant(t *testing.T) {
	t.Parallel()
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
	t.Parallel()
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
	t.Parallel()
	g := newTeamGame(t)
	for p := range 4 {
		assert.Equal(t, 30, g.Life(engine.PlayerID(p)))
	}
	require.NoError(t, g.SetLife(bob, 25))
	assert.Equal(t, 25, g.Life(alice), "setting a player's life sets the team's")
	bolt := boltFor(t, g, carol)
	start(t, g, engine.StartAt{Turn: 2, Player: carol, Step: engine.PrecombatMain})
	cast(t, g, carol, bolt, engine.TargetPlayerID(bob))
	resolveStack(t, g)
	assert.Equal(t, 22, g.Life(alice))
	assert.Equal(t, 22, g.Life(bob))
	assert.Equal(t, 30, g.Life(dave))
	require.NoError(t, g.CheckInvariants())
}

// CR 810.8a: a player who loses makes the team lose; the other team wins.
func TestTeamLosesTogether(t *testing.T) {
	t.Parallel()
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
	t.Parallel()
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
	t.Parallel()
	g := newTeamGame(t)
	require.NoError(t, g.SetLife(dave, 3))
	bolt := boltFor(t, g, alice)
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
	t.Parallel()
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
	r, err := restoreChecked(data, cards.Lookup, nil)
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
	t.Parallel()
	for _, tc := range []struct {
		team, want int
		paid       bool
	}{{2, 2, false}, {5, 2, true}} {
		g := newTeamGame(t)
		require.NoError(t, g.SetLife(dave, tc.team))
		brute := put(t, g, alice, zones.Battlefield, "Brutal Cathar", backFace)
		bolt := boltFor(t, g, carol)
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

// A Two-Headed Giant game's recording and snapshot carry the variant;
// an older version of either, which had no variant, is refused with one.
func TestTeamVariantInOlderVersionsRefused(t *testing.T) {
	t.Parallel()
	g, err := newChecked([]engine.PlayerConfig{{Name: "A"}, {Name: "B"}, {Name: "C"}, {Name: "D"}},
		engine.WithVariant(engine.TwoHeadedGiant), engine.WithRecording())
	require.NoError(t, err)
	require.NoError(t, g.Start(engine.StartAt{}))
	rec := g.Recording()
	assert.Equal(t, engine.TwoHeadedGiant, rec.Variant)
	r, err := replayChecked(rec, cards.Lookup)
	require.NoError(t, err)
	assert.Equal(t, engine.TwoHeadedGiant, r.Variant())
	rec.Version = 6 // the last version without a variant
	_, err = replayChecked(rec, cards.Lookup)
	assert.ErrorIs(t, err, engine.ErrBadRecording)

	data, err := g.Snapshot()
	require.NoError(t, err)
	old := bytes.Replace(data, fmt.Appendf(nil, `"version":%d`, engine.SnapshotVersion),
		[]byte(`"version":7`), 1) // the last version without a variant
	require.NotEqual(t, data, old)
	_, err = restoreChecked(old, cards.Lookup, nil)
	assert.ErrorIs(t, err, engine.ErrBadSnapshot)
}

// CR 805.4: a team's turns are both teammates' turns, so teammates have
// begun the same turns. A snapshot in which Bob's last turn or his count
// of turns begun differs from Alice's is refused, though each alone would
// be a possible state of a player.
func TestRestoreRefusesTeammatesTurnsApart(t *testing.T) {
	t.Parallel()
	g := teamGameInTurn3(t)
	require.Equal(t, []int{2, 2, 1, 1}, turnsBegun(g))
	good, err := g.Snapshot()
	require.NoError(t, err)
	_, err = restoreChecked(good, cards.Lookup, nil)
	require.NoError(t, err)
	bob := func(m map[string]any) map[string]any { return obj(arr(m["players"])[1]) }
	for name, f := range map[string]func(m map[string]any){
		"Bob's last turn is his team's turn before": func(m map[string]any) { bob(m)["lastTurn"] = 1 },
		"Bob began one turn fewer":                  func(m map[string]any) { bob(m)["turnsBegun"] = 1 },
		"Bob began only the team's first turn":      func(m map[string]any) { bob(m)["lastTurn"], bob(m)["turnsBegun"] = 1, 1 },
	} {
		_, err := restoreChecked(tamper(t, good, f), cards.Lookup, nil)
		assert.ErrorIs(t, err, engine.ErrBadSnapshot, name)
	}
}

// In Two-Headed Giant a turn and a win are the team's (CR 805.4,
// 810.8a): the log names both teammates.
func TestTeamDescribed(t *testing.T) {
	t.Parallel()
	g := newTeamGame(t)
	startMain(t, g)
	require.NoError(t, g.Concede(dave))
	var lines []string
	for ev := range g.EventsSince(0) {
		if ev.Kind == engine.EvTurnBegan || ev.Kind == engine.EvGameOver {
			lines = append(lines, g.Describe(ev))
		}
	}
	assert.Equal(t, []string{"turn 1: Alice and Bob", "the game is over: Alice and Bob win"}, lines)
}
