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

// replayThroughJSON encodes a recording, decodes it and replays it.
func replayThroughJSON(t *testing.T, r engine.Recording) (*engine.Game, []byte) {
	t.Helper()
	data, err := json.Marshal(r)
	require.NoError(t, err)
	var back engine.Recording
	require.NoError(t, json.Unmarshal(data, &back))
	g, err := replayChecked(back, cards.Lookup)
	require.NoError(t, err)
	return g, data
}

func TestReplaySeededGames(t *testing.T) {
	t.Parallel()
	games, turns := sized(t, "games", 10, 100), 15
	for seed := uint64(1); seed <= uint64(games); seed++ {
		g, _ := snapGame(t, seed, engine.WithRecording())
		require.NoError(t, g.PlayTurns(turns))
		rec := g.Recording()
		require.NotEmpty(t, rec.Calls)
		r, data := replayThroughJSON(t, rec)
		require.Equal(t, detLogHash(g), detLogHash(r), "seed %d: the replay's log differs", seed)
		require.Equal(t, engine.Digest(g), engine.Digest(r), "seed %d: the replay's final state differs", seed)
		again, err := json.Marshal(r.Recording())
		require.NoError(t, err)
		require.JSONEq(t, string(data), string(again), "seed %d: the replay records itself differently", seed)
	}
}

func TestReplayEveryCall(t *testing.T) {
	t.Parallel()
	g := setupGame(t, engine.WithRecording())
	lib := g.Zone(0, zones.Library)
	require.NoError(t, g.Start(engine.StartAt{Turn: 2, Player: 0, Step: engine.PrecombatMain}))
	bolt := g.Zone(0, zones.Hand)[0]
	// A failed action is not recorded.
	before := len(g.Recording().Calls)
	require.Error(t, g.CastSpell(1, bolt, engine.CastOptions{}))
	require.Error(t, g.PlayLand(0, lib[0]))
	require.Equal(t, before, len(g.Recording().Calls))
	// Lightning Bolt at Bob, paid by tapping a Mountain automatically.
	require.NoError(t, g.CastSpell(0, bolt, engine.CastOptions{Targets: []engine.Target{engine.TargetPlayerID(1)}}))
	require.NoError(t, g.PassPriority(0))
	require.NoError(t, g.PassPriority(1))
	require.Equal(t, 10, g.Life(1))
	require.NoError(t, g.ItBecomes(daynight.Day))
	n, _, _ := g.Turn()
	require.NoError(t, g.PauseAfter(n+1, engine.Untap))
	for !g.Waiting().Paused {
		require.NoError(t, g.Step())
	}
	require.NoError(t, g.Continue())
	require.NoError(t, detStepN(g, 60))
	require.NoError(t, g.Concede(1))

	rec := g.Recording()
	ops := map[string]bool{}
	for _, c := range rec.Calls {
		ops[c.Op] = true
	}
	for _, op := range []string{engine.OpPut, engine.OpSetLife, engine.OpSetStartingDayNight, engine.OpStart, engine.OpCast,
		engine.OpPass, engine.OpItBecomes, engine.OpPauseAfter, engine.OpContinue, engine.OpStep, engine.OpConcede} {
		assert.True(t, ops[op], "no %s call recorded", op)
	}
	r, _ := replayThroughJSON(t, rec)
	require.Equal(t, detLogHash(g), detLogHash(r))
	require.Equal(t, engine.Digest(g), engine.Digest(r))
}

func TestReplayFromSnapshotAndClone(t *testing.T) {
	t.Parallel()
	g, ds := snapGame(t, 6)
	require.NoError(t, detStepN(g, 150))
	data, err := g.Snapshot()
	require.NoError(t, err)
	r, err := restoreChecked(data, cards.Lookup, cloneDeciders(ds), engine.WithRecording())
	require.NoError(t, err)
	require.NoError(t, detStepN(r, 200))
	c := r.Clone() // records its own continuation
	require.NoError(t, detStepN(c, 100))

	for _, game := range []*engine.Game{r, c} {
		rec := game.Recording()
		require.NotEmpty(t, rec.Snapshot)
		back, _ := replayThroughJSON(t, rec)
		require.Equal(t, engine.Digest(game), engine.Digest(back))
		require.Equal(t, detLogHash(game), detLogHash(back))
	}
	assert.Greater(t, len(c.Recording().Calls), len(r.Recording().Calls))
}

func TestReplayRejectsBadRecordings(t *testing.T) {
	t.Parallel()
	g, _ := snapGame(t, 2, engine.WithRecording())
	require.NoError(t, detStepN(g, 80))
	good := g.Recording()
	_, err := replayChecked(good, cards.Lookup)
	require.NoError(t, err)

	bad := func(f func(r *engine.Recording)) engine.Recording {
		data, err := json.Marshal(good)
		require.NoError(t, err)
		var r engine.Recording
		require.NoError(t, json.Unmarshal(data, &r))
		f(&r)
		return r
	}
	cases := map[string]engine.Recording{
		"version":        bad(func(r *engine.Recording) { r.Version = 9 }),
		"no version":     bad(func(r *engine.Recording) { r.Version = 0 }),
		"old op name":    bad(func(r *engine.Recording) { r.Calls[0].Op = "setDayNight" }), // a version 1 name
		"unknown card":   bad(func(r *engine.Recording) { r.Players[0].Deck[3] = "Nonesuch" }),
		"unknown op":     bad(func(r *engine.Recording) { r.Calls[5].Op = "dance" }),
		"missing answer": bad(func(r *engine.Recording) { r.Calls[len(r.Calls)-1].Answers = nil }),
		"extra answer":   bad(func(r *engine.Recording) { r.Calls[0].Answers = append(r.Calls[0].Answers, []int{0}) }),
		"illegal answer": bad(func(r *engine.Recording) { r.Calls[len(r.Calls)-1].Answers[0] = []int{999} }),
		"one player":     bad(func(r *engine.Recording) { r.Players = r.Players[:1] }),
		"bad snapshot":   bad(func(r *engine.Recording) { r.Players = nil; r.Snapshot = json.RawMessage(`{"version":1}`) }),
	}
	for name, r := range cases {
		t.Run(name, func(t *testing.T) {
			var err error
			require.NotPanics(t, func() { _, err = replayChecked(r, cards.Lookup) })
			require.ErrorIs(t, err, engine.ErrBadRecording)
		})
	}
}
