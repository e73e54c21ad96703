package web_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/web"
)

// startedGame makes a started game of the preset decks between n players
// with random deciders.
func startedGame(t *testing.T, n int, opts ...engine.GameOption) *engine.Game {
	t.Helper()
	names := []string{"Alice", "Bob", "Carol", "Dan"}
	decks := []string{"cathar", "werewolves"}
	players := make([]engine.PlayerConfig, n)
	for i := range players {
		d, err := cards.Deck(decks[i%2])
		require.NoError(t, err)
		players[i] = engine.PlayerConfig{Name: names[i], Deck: d, Decider: engine.NewRandom(uint64(i + 1))}
	}
	g, err := engine.New(players, append([]engine.GameOption{engine.WithSeed(5)}, opts...)...)
	require.NoError(t, err)
	require.NoError(t, g.Start(engine.StartAt{Shuffle: true, OpeningHand: 7}))
	return g
}

// frameEvents returns the sequence numbers of the events a frame lists.
func frameEvents(f map[string]any) []int {
	var seqs []int
	for _, e := range f["events"].([]any) {
		seqs = append(seqs, int(e.(map[string]any)["seq"].(float64)))
	}
	return seqs
}

// TestReplayFromASnapshot checks the replay of a recording that starts at
// a snapshot: the restored position is the first moment, with no events,
// and the moments list the events from there, not the game before it.
func TestReplayFromASnapshot(t *testing.T) {
	t.Parallel()
	g := startedGame(t, 2)
	require.NoError(t, g.PlayTurns(4))
	snap, err := g.Snapshot()
	require.NoError(t, err)
	r, err := engine.Restore(snap, cards.Lookup, []engine.Decider{engine.NewRandom(7), engine.NewRandom(8)}, engine.WithRecording())
	require.NoError(t, err)
	start := r.EventCount()
	require.Positive(t, start)
	n, active, step := r.Turn()
	startLabel := "Turn " + jsonNumber(float64(n)) + " — " + r.PlayerName(active) + " — " + step.String()
	require.NoError(t, r.PlayTurns(6))
	rec := r.Recording()
	require.NotNil(t, rec.Snapshot)

	frames := replayData(t, writePage(t, rec))["frames"].([]any)
	require.Greater(t, len(frames), 1)
	first := frames[0].(map[string]any)
	assert.Equal(t, float64(-1), first["call"], "the start has a moment of its own")
	assert.Equal(t, startLabel, first["label"])
	assert.Empty(t, first["events"], "the game before the snapshot is not listed")
	assert.Equal(t, float64(start), first["view"].(map[string]any)["events"])

	var got []int
	for _, f := range frames {
		got = append(got, frameEvents(f.(map[string]any))...)
	}
	var want []int
	for _, l := range web.EventLines(r, start) {
		want = append(want, l.Seq)
	}
	assert.Equal(t, want, got, "every event since the snapshot, once, in order")
}

// TestReplayWithoutLog checks the replay of a game recorded WithoutLog:
// with no events to tell the calls apart by, each call is a moment, and
// the page says why no event is listed.
func TestReplayWithoutLog(t *testing.T) {
	t.Parallel()
	g := startedGame(t, 2, engine.WithRecording(), engine.WithoutLog())
	require.NoError(t, g.PlayTurns(3))
	rec := g.Recording()
	require.True(t, rec.NoLog)
	page := writePage(t, rec)
	data := replayData(t, page)
	assert.Equal(t, true, data["noLog"])
	frames := data["frames"].([]any)
	assert.Len(t, frames, len(rec.Calls), "a moment for each call")
	last := frames[len(frames)-1].(map[string]any)
	n, _, _ := g.Turn()
	assert.Equal(t, float64(n), last["turn"])
	assert.Contains(t, page, `<p id="no-log" class="muted">This game was recorded without its event log`)

	_, logged := catharGame(t)
	assert.NotContains(t, writePage(t, logged), `id="no-log"`, "a game with its log has no such note")
}

// TestReplayTwoHeadedGiantResult checks that the last moment of a
// Two-Headed Giant game names the winning team: both teammates win
// (CR 810.8a).
func TestReplayTwoHeadedGiantResult(t *testing.T) {
	t.Parallel()
	g := startedGame(t, 4, engine.WithVariant(engine.TwoHeadedGiant), engine.WithRecording())
	require.NoError(t, g.Concede(1)) // Bob's team, Alice and Bob, leaves (CR 810.8b)
	over, winner := g.Over()
	require.True(t, over)
	require.Contains(t, []engine.PlayerID{2, 3}, winner)
	frames := replayData(t, writePage(t, g.Recording()))["frames"].([]any)
	last := frames[len(frames)-1].(map[string]any)
	assert.Equal(t, "Game over — Carol & Dan won", last["label"])
}
