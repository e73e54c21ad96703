package engine_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// The untap step's day/night check is logged every time it is made (CR
// 731.2), also when the designation stays: the previous turn's active
// player, their spell count and the designation checked, with 731.2a for
// day and 731.2b for night. Every player and a spectator see it, it reads
// back from JSON, and a clone and a restored snapshot keep it.
func TestDayNightCheckLoggedEveryTurn(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	fillLibraries(t, g, 10)
	bolt := put(t, g, alice, zones.Hand, "Lightning Bolt")
	put(t, g, alice, zones.Battlefield, "Mountain")
	require.NoError(t, g.SetStartingDayNight(daynight.Day))
	startMain(t, g)
	cast(t, g, alice, bolt, engine.TargetPlayerID(bob))
	gotoStep(t, g, 2, engine.Upkeep) // Alice cast 1 spell: it stays day
	gotoStep(t, g, 3, engine.Upkeep) // Bob cast none: it becomes night
	gotoStep(t, g, 4, engine.Upkeep) // Alice cast none: it stays night

	checks := eventsOf(g, 0, engine.EvDayNightCheck)
	require.Len(t, checks, 3)
	want := []struct {
		who     engine.PlayerID
		spells  int
		checked daynight.Designation
		rule    string
		text    string
	}{
		{alice, 1, daynight.Day, "CR 731.2a", "day/night check: Alice cast 1 spell last turn, so it stays day"},
		{bob, 0, daynight.Day, "CR 731.2a", "day/night check: Bob cast no spells last turn, so it becomes night"},
		{alice, 0, daynight.Night, "CR 731.2b", "day/night check: Alice cast no spells last turn, so it stays night"},
	}
	for i, ev := range checks {
		checked, n, ok := ev.DayNightCheck()
		require.True(t, ok)
		assert.Equal(t, want[i].who, ev.Player)
		assert.Equal(t, engine.NoPlayer, ev.Target)
		assert.Equal(t, want[i].spells, n)
		assert.Equal(t, want[i].checked, checked)
		assert.Equal(t, want[i].rule, g.EventRule(ev))
		assert.Equal(t, want[i].text, g.Describe(ev))
		for _, seen := range [][]engine.Event{g.EventsFor(alice, int(ev.Seq)), g.EventsFor(bob, int(ev.Seq)), g.SpectatorEvents(int(ev.Seq))} {
			assert.Equal(t, ev, seen[0])
		}
		b, err := json.Marshal(ev)
		require.NoError(t, err)
		var back engine.Event
		require.NoError(t, json.Unmarshal(b, &back), "%s", b)
		assert.Equal(t, ev, back)
	}
	// The change follows its check.
	next := eventsOf(g, int(checks[1].Seq)+1, engine.EvDayNight)
	require.NotEmpty(t, next)
	assert.Equal(t, checks[1].Seq+1, next[0].Seq)

	clone := g.Clone()
	assert.Equal(t, checks, eventsOf(clone, 0, engine.EvDayNightCheck))
	data, err := g.Snapshot()
	require.NoError(t, err)
	restored, err := restoreChecked(data, cards.Lookup, nil)
	require.NoError(t, err)
	assert.Equal(t, checks, eventsOf(restored, 0, engine.EvDayNightCheck))
}

// While it is neither day nor night no check is made, and none is logged
// (CR 731.2c).
func TestDayNightCheckNotMadeWhenNeither(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	fillLibraries(t, g, 10)
	startMain(t, g)
	gotoStep(t, g, 3, engine.Upkeep)
	assert.Empty(t, eventsOf(g, 0, engine.EvDayNightCheck))
	assert.Equal(t, daynight.Neither, g.DayNight())
}

// A snapshot whose log holds a day/night check that names no designation
// is refused: the check is made only by day or night (CR 731.2c).
func TestRestoreRefusesACheckOfNeither(t *testing.T) {
	t.Parallel()
	_, err := restoreChecked(tamperedCheck(t, 11, float64(daynight.Neither)), cards.Lookup, nil)
	require.ErrorIs(t, err, engine.ErrBadSnapshot)
}

// A snapshot whose day/night check found a designation other than the one
// in force as it was made (day here: the check made it night) is refused
// (CR 731.2), and so is one that names as the previous active player's
// teammate a player who is not (in a game without teams, none is).
func TestRestoreRefusesACheckAtOddsWithTheGame(t *testing.T) {
	t.Parallel()
	_, err := restoreChecked(tamperedCheck(t, 11, float64(daynight.Night)), cards.Lookup, nil)
	require.ErrorIs(t, err, engine.ErrBadSnapshot, "a check that found night by day")
	_, err = restoreChecked(tamperedCheck(t, 2, float64(bob)), cards.Lookup, nil)
	require.ErrorIs(t, err, engine.ErrBadSnapshot, "a teammate in a game without teams")
	_, err = restoreChecked(tamperedCheck(t, -1, 0), cards.Lookup, nil)
	require.NoError(t, err, "the snapshot as it was")
}

// tamperedCheck returns the snapshot of a game whose only day/night check
// found day, with no spell cast the turn before, so that it became night;
// the check's number at index field of its log entry is set to v (none
// for a field of -1).
func tamperedCheck(t *testing.T, field int, v float64) []byte {
	t.Helper()
	g := newGame(t)
	fillLibraries(t, g, 10)
	require.NoError(t, g.SetStartingDayNight(daynight.Day))
	startMain(t, g)
	gotoStep(t, g, 2, engine.Upkeep)
	require.Equal(t, daynight.Night, g.DayNight())
	data, err := g.Snapshot()
	require.NoError(t, err)
	var raw map[string]any
	require.NoError(t, json.Unmarshal(data, &raw))
	found := 0
	for _, e := range raw["log"].([]any) {
		ev := e.([]any)
		if engine.EventKind(ev[0].(float64)) == engine.EvDayNightCheck {
			if field >= 0 {
				ev[field] = v
			}
			found++
		}
	}
	require.Equal(t, 1, found)
	bad, err := json.Marshal(raw)
	require.NoError(t, err)
	return bad
}
