package engine_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
)

// recordedGame plays a seeded game for some turns and returns it and its
// recording.
func recordedGame(t *testing.T, seed uint64, turns int) (*engine.Game, engine.Recording) {
	t.Helper()
	g, _ := snapGame(t, seed, engine.WithRecording())
	require.NoError(t, g.PlayTurns(turns))
	return g, g.Recording()
}

func TestReplayCallsSeesEveryCall(t *testing.T) {
	t.Parallel()
	g, rec := recordedGame(t, 3, 6)
	var seen []int
	var events []int
	r, err := replayCallsChecked(rec, cards.Lookup, func(call int, rg *engine.Game) error {
		seen = append(seen, call)
		events = append(events, rg.EventCount())
		_ = rg.SpectatorView()
		_ = rg.Clone()
		return nil
	})
	require.NoError(t, err)
	require.Len(t, seen, len(rec.Calls)+1)
	for i, c := range seen {
		require.Equal(t, i-1, c, "the game as made (-1), then the calls in order, each once")
	}
	assert.Equal(t, g.EventCount(), events[len(events)-1], "the last callback sees the final log")
	assert.Less(t, events[1], events[len(events)-1], "the callback sees the game as each call left it")
	plain, err := replayChecked(rec, cards.Lookup)
	require.NoError(t, err)
	assert.Equal(t, engine.Digest(plain), engine.Digest(r), "the result is Replay's")
	assert.Equal(t, detLogHash(plain), detLogHash(r))
	assert.Equal(t, rec, r.Recording())
}

func TestReplayCallsStopsOnCallbackError(t *testing.T) {
	t.Parallel()
	_, rec := recordedGame(t, 4, 3)
	stop := errors.New("enough")
	n := 0
	g, err := replayCallsChecked(rec, cards.Lookup, func(call int, _ *engine.Game) error {
		n++
		if call == 5 {
			return stop
		}
		return nil
	})
	assert.Nil(t, g)
	require.ErrorIs(t, err, stop)
	assert.Equal(t, 7, n, "no callback after the one that failed (the first is before call 0)")
}

func TestReplayCallsRefusesChanges(t *testing.T) {
	t.Parallel()
	_, rec := recordedGame(t, 5, 3)
	changes := []struct {
		name   string
		change func(g *engine.Game)
	}{
		{"a step", func(g *engine.Game) {
			for p := range g.NumPlayers() {
				_ = g.SetDecider(engine.PlayerID(p), engine.NewRandom(uint64(p)))
			}
			_ = g.Step()
		}},
		{"a mark held", func(g *engine.Game) { _ = g.Mark() }},
		{"a concession", func(g *engine.Game) { _ = g.Concede(1) }},
	}
	for _, c := range changes {
		name, change := c.name, c.change
		_, err := replayCallsChecked(rec, cards.Lookup, func(call int, g *engine.Game) error {
			if call == 4 {
				change(g)
			}
			return nil
		})
		require.ErrorIs(t, err, engine.ErrReplayChanged, name)
		assert.NotErrorIs(t, err, engine.ErrBadRecording, name)
	}
	// A decider the callback sets is set back: the replay goes on.
	g, err := replayCallsChecked(rec, cards.Lookup, func(_ int, g *engine.Game) error {
		return g.SetDecider(0, engine.NewRandom(9))
	})
	require.NoError(t, err)
	assert.Equal(t, rec, g.Recording())
	// A mark taken and released changes nothing.
	_, err = replayCallsChecked(rec, cards.Lookup, func(_ int, g *engine.Game) error {
		if m := g.Mark(); m.Err() == nil {
			return g.Release(m)
		}
		return nil
	})
	require.NoError(t, err)
	_, err = replayCallsChecked(rec, cards.Lookup, nil)
	require.ErrorIs(t, err, engine.ErrReplayChanged)
}

func TestReplayCallsBadRecording(t *testing.T) {
	t.Parallel()
	_, rec := recordedGame(t, 6, 2)
	rec.Calls = append(rec.Calls, engine.RecordedCall{Op: "nonsense"})
	calls := 0
	_, err := replayCallsChecked(rec, cards.Lookup, func(int, *engine.Game) error { calls++; return nil })
	require.ErrorIs(t, err, engine.ErrBadRecording)
	assert.Equal(t, len(rec.Calls), calls, "before call 0, then each call but the bad one")
}

// TestReplayCallsFromASnapshot checks the callback before the first call
// of a recording that starts at a snapshot: it sees the restored position,
// whose log holds the earlier game, and may not change it either.
func TestReplayCallsFromASnapshot(t *testing.T) {
	t.Parallel()
	g, _ := snapGame(t, 7)
	require.NoError(t, g.PlayTurns(3))
	data, err := g.Snapshot()
	require.NoError(t, err)
	r, err := restoreChecked(data, cards.Lookup, []engine.Decider{engine.NewRandom(1), engine.NewRandom(2)}, engine.WithRecording())
	require.NoError(t, err)
	start := r.EventCount()
	require.Positive(t, start)
	startTurn, _, _ := r.Turn()
	require.NoError(t, r.PlayTurns(2))
	rec := r.Recording()
	require.NotNil(t, rec.Snapshot)

	var first []int
	_, err = replayCallsChecked(rec, cards.Lookup, func(call int, rg *engine.Game) error {
		if len(first) == 0 {
			n, _, _ := rg.Turn()
			first = append(first, call, rg.EventCount(), n)
		}
		return nil
	})
	require.NoError(t, err)
	assert.Equal(t, []int{-1, start, startTurn}, first, "call -1, the restored position and its log")

	_, err = replayCallsChecked(rec, cards.Lookup, func(call int, rg *engine.Game) error {
		if call < 0 {
			_ = rg.Mark()
		}
		return nil
	})
	require.ErrorIs(t, err, engine.ErrReplayChanged)
	assert.ErrorContains(t, err, "before the first call: a mark is held")
}
