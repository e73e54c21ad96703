package engine_test

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// v1Recording is a recording that version 1 of the format made: the game
// v1Game plays, with the setup call SetStartingDayNight recorded under its
// old name. It is kept as it was written and never made again.
const v1Recording = "testdata/recordings/v1-setup-day.json"

// v1Game plays, with today's calls, the game v1Recording recorded: a
// Brutal Cathar on Bob's battlefield, day from the start, then 150 steps
// of two Random deciders, in which day becomes night.
func v1Game(t *testing.T) *engine.Game {
	t.Helper()
	alice, err := cards.Deck("werewolves")
	require.NoError(t, err)
	bob, err := cards.Deck("cathar")
	require.NoError(t, err)
	g, err := newChecked([]engine.PlayerConfig{
		{Name: "Alice", Deck: alice, Decider: engine.NewRandom(21)},
		{Name: "Bob", Deck: bob, Decider: engine.NewRandom(22)},
	}, engine.WithSeed(20), engine.WithRecording())
	require.NoError(t, err)
	_, err = g.Put(engine.Placement{Owner: 1, Zone: zones.Battlefield, Def: cards.MustLookup("Brutal Cathar"), Controller: engine.NoPlayer})
	require.NoError(t, err)
	require.NoError(t, g.SetStartingDayNight(daynight.Day))
	require.NoError(t, g.Start(engine.StartAt{Shuffle: true, OpeningHand: 7}))
	require.NoError(t, detStepN(g, 150))
	return g
}

// TestReplayVersion1 replays a version 1 recording: it plays the same
// game as today's calls do, and the replayed game records itself in the
// current version, the old operation name replaced by the new one.
func TestReplayVersion1(t *testing.T) {
	t.Parallel()
	old := readRecording(t, v1Recording, 1)
	oldOps := map[string]int{}
	for _, c := range old.Calls {
		oldOps[c.Op]++
	}
	require.Equal(t, 1, oldOps["setDayNight"], "the recording should hold the old name of the setup call")

	r, err := replayChecked(old, cards.Lookup)
	require.NoError(t, err)
	assert.Equal(t, "setDayNight", old.Calls[1].Op, "Replay changed the caller's recording")

	g := v1Game(t)
	require.Equal(t, detLogHash(g), detLogHash(r), "the replay's log differs from the game played today")
	require.Equal(t, engine.Digest(g), engine.Digest(r), "the replay's final state differs from the game played today")
	assert.Equal(t, daynight.Night, r.DayNight(), "day should have become night")

	now, err := json.Marshal(g.Recording())
	require.NoError(t, err)
	again, err := json.Marshal(r.Recording())
	require.NoError(t, err)
	require.JSONEq(t, string(now), string(again), "the replay should record itself as today's game does")
	assert.Equal(t, engine.RecordingVersion, r.Recording().Version)
	assert.Equal(t, engine.OpSetStartingDayNight, r.Recording().Calls[1].Op)
}

// v2Recording is a recording that version 2 of the format made, of the
// game v1Game plays. It is kept as it was written and never made again.
const v2Recording = "testdata/recordings/v2-setup-day.json"

// TestReplayVersion2 replays a version 2 recording: it plays the same game
// as today's calls do, and the replayed game records itself in the
// current version.
func TestReplayVersion2(t *testing.T) {
	t.Parallel()
	old := readRecording(t, v2Recording, 2)
	r, err := replayChecked(old, cards.Lookup)
	require.NoError(t, err)
	g := v1Game(t)
	require.Equal(t, detLogHash(g), detLogHash(r), "the replay's log differs from the game played today")
	require.Equal(t, engine.Digest(g), engine.Digest(r), "the replay's final state differs from the game played today")
	assert.Equal(t, engine.RecordingVersion, r.Recording().Version)
}

// TestRecordingAbilityTarget records a game in which Stifle targets
// Brutal Cathar's trigger (CR 115.1): the recording names the ability by
// its stack id, survives JSON and replays to the same game; the same
// calls claiming version 2, which had no such target, are refused.
func TestRecordingAbilityTarget(t *testing.T) {
	t.Parallel()
	g := abilityTargetGame(t, engine.WithRecording())
	resolveStack(t, g)
	rec := g.Recording()
	data, err := json.Marshal(rec)
	require.NoError(t, err)
	require.Contains(t, string(data), `"Stack":`)
	var back engine.Recording
	require.NoError(t, json.Unmarshal(data, &back))
	r, err := replayChecked(back, cards.Lookup)
	require.NoError(t, err)
	require.Equal(t, detLogHash(g), detLogHash(r))
	require.Equal(t, engine.Digest(g), engine.Digest(r))
	back.Version = 2
	_, err = replayChecked(back, cards.Lookup)
	require.ErrorIs(t, err, engine.ErrBadRecording)
	require.ErrorContains(t, err, "no ability as a target")
}

// readRecording reads the recording kept at path, which must be of that
// version.
func readRecording(t *testing.T, path string, version int) engine.Recording {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	var r engine.Recording
	require.NoError(t, json.Unmarshal(data, &r))
	require.Equal(t, version, r.Version)
	return r
}
