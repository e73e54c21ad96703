package engine_test

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// Recordings are outside input too: a server replays what a client or a
// file gives it (Replay, ReplayCalls). Fuzzed, a recording that does not
// read as JSON is refused by encoding/json; one that reads writes back to
// the same bytes; Replay never panics, refuses with an error that wraps
// ErrBadRecording and no game, or returns a game that met every invariant
// after each call and whose own recording, written and read back, replays
// to the same state and records itself again to the same bytes.

// recordingSeeds are recordings, as JSON: short seeded games, one with
// every setup call and a pause, one that begins at a snapshot, and the
// kept recordings of earlier versions.
func recordingSeeds(tb testing.TB) [][]byte {
	var out [][]byte
	add := func(r engine.Recording) {
		b, err := json.Marshal(r)
		if err != nil {
			tb.Fatal(err)
		}
		out = append(out, b)
	}
	for seed := uint64(1); seed <= 2; seed++ {
		g, _ := snapGame(tb, seed, engine.WithRecording())
		if err := detStepN(g, 12*int(seed)); err != nil {
			tb.Fatal(err)
		}
		add(g.Recording())
	}
	g, err := newChecked(snapPlayers(tb, 3), engine.WithSeed(3), engine.WithRecording())
	if err != nil {
		tb.Fatal(err)
	}
	put(tb, g, 1, zones.Battlefield, "Brutal Cathar")
	put(tb, g, 0, zones.Hand, "Lightning Bolt")
	for _, err := range []error{
		g.SetLife(0, 7),
		g.SetStartingDayNight(daynight.Day),
		g.Start(engine.StartAt{Shuffle: true, OpeningHand: 7}),
		g.PauseAfter(2, engine.Untap),
		stepToPause(g),
		g.Continue(),
		detStepN(g, 4),
		g.Concede(1),
	} {
		if err != nil {
			tb.Fatal(err)
		}
	}
	add(g.Recording())
	base, _ := snapGame(tb, 4)
	if err := detStepN(base, 20); err != nil {
		tb.Fatal(err)
	}
	snap, err := base.Snapshot()
	if err != nil {
		tb.Fatal(err)
	}
	r, err := restoreChecked(snap, cards.Lookup, []engine.Decider{engine.NewRandom(1), engine.NewRandom(2)}, engine.WithRecording())
	if err != nil {
		tb.Fatal(err)
	}
	if err := detStepN(r, 5); err != nil {
		tb.Fatal(err)
	}
	add(r.Recording())
	for _, name := range []string{v1Recording, v2Recording} {
		b, err := os.ReadFile(filepath.FromSlash(name))
		if err != nil {
			tb.Fatal(err)
		}
		out = append(out, b)
	}
	return out
}

// stepToPause steps game g until it is paused (PauseAfter), for at most
// 100 steps.
func stepToPause(g *engine.Game) error {
	for range 100 {
		if g.Waiting().Paused {
			return nil
		}
		if err := g.Step(); err != nil {
			return err
		}
	}
	return errors.New("the game did not pause")
}

// sameJSON fails unless v, read from b and written again, writes the
// bytes of v written again once more (encode(decode(x)) is stable).
func sameJSON(t *testing.T, what string, b []byte, v, back any) {
	t.Helper()
	out, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("the %s read from %q does not write: %v", what, b, err)
	}
	if err := json.Unmarshal(out, back); err != nil {
		t.Fatalf("the %s written as %s does not read back: %v", what, out, err)
	}
	again, err := json.Marshal(back)
	if err != nil || string(again) != string(out) {
		t.Fatalf("the %s written as %s reads back and writes as %s (%v)", what, out, again, err)
	}
}

// FuzzReplay replays the recording the fuzzer's bytes give.
func FuzzReplay(f *testing.F) {
	for _, b := range recordingSeeds(f) {
		f.Add(b)
	}
	f.Fuzz(checkReplayInput)
}

// FuzzReplayNumbers tampers with valid recordings where byte mutations
// rarely reach, as FuzzRestoreNumbers does with snapshots: it sets one or
// two of a recording's numbers or booleans (chosen by position among all
// of them) to the fuzzer's values, so that the JSON stays well formed and
// Replay's own checks are exercised. The same properties as FuzzReplay's
// must hold.
func FuzzReplayNumbers(f *testing.F) {
	bases := recordingSeeds(f)
	f.Add(uint8(0), uint16(3), int64(-1), uint16(0), int64(0))
	f.Add(uint8(1), uint16(100), int64(2), uint16(200), int64(1))
	f.Add(uint8(2), uint16(40), int64(1000), uint16(41), int64(7))
	f.Add(uint8(3), uint16(7), int64(5), uint16(500), int64(-3))
	f.Fuzz(func(t *testing.T, base uint8, at1 uint16, v1 int64, at2 uint16, v2 int64) {
		checkReplayInput(t, setTwoLeaves(t, bases[int(base)%len(bases)], at1, v1, at2, v2))
	})
}

// checkReplayInput reads a recording from data and replays it (FuzzReplay).
func checkReplayInput(t *testing.T, data []byte) {
	var r engine.Recording
	if json.Unmarshal(data, &r) != nil {
		return
	}
	sameJSON(t, "recording", data, r, &engine.Recording{})
	g, err := replayCallsChecked(r, cards.Lookup, func(call int, g *engine.Game) error {
		if err := g.CheckInvariants(); err != nil {
			t.Fatalf("replayed to call %d: %v", call, err)
		}
		return nil
	})
	if err != nil {
		if !errors.Is(err, engine.ErrBadRecording) || g != nil {
			t.Fatalf("refused with %v (a game %v), not an error that wraps ErrBadRecording and no game", err, g != nil)
		}
		return
	}
	b, err := json.Marshal(g.Recording())
	if err != nil {
		t.Fatal(err)
	}
	var again engine.Recording
	if err := json.Unmarshal(b, &again); err != nil {
		t.Fatalf("the replay's recording %s does not read back: %v", b, err)
	}
	g2, err := replayChecked(again, cards.Lookup)
	if err != nil {
		t.Fatalf("the replay's recording does not replay: %v", err)
	}
	if diff := engine.StateDiff(g, g2); diff != "" {
		t.Fatalf("the replay's recording replays to another state: %s", diff)
	}
	if b2, _ := json.Marshal(g2.Recording()); string(b2) != string(b) {
		t.Fatalf("the replay's recording records itself as another:\n%s\n%s", b, b2)
	}
}

// FuzzRecordedCall reads a recorded call from the fuzzer's bytes: it
// never panics, leaves the value as it was when it refuses the input, and
// writes what it accepts back to bytes that read back and write the same.
func FuzzRecordedCall(f *testing.F) {
	for _, b := range recordingSeeds(f) {
		var r engine.Recording
		if err := json.Unmarshal(b, &r); err != nil {
			f.Fatal(err)
		}
		for i, c := range r.Calls {
			if i%3 == 0 || len(c.Answers) > 0 || c.Op != engine.OpStep {
				cb, err := json.Marshal(c)
				if err != nil {
					f.Fatal(err)
				}
				f.Add(cb)
			}
		}
	}
	f.Add([]byte(`{"op":"cast","player":1,"obj":40,"targets":[{"Obj":3,"Player":0,"IsPlayer":false,"Stack":0}],"x":2,"flashback":true}`))
	f.Add([]byte(`{"op":"declareAttackers","player":0,"attacks":[{"attacker":5,"defender":1,"planeswalker":9}],"answers":[[0,1],[]]}`))
	f.Add([]byte(`{"op":"step","unknown":1}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		kept := engine.RecordedCall{Op: "kept", Answers: [][]int{{1}}}
		c := kept
		if err := json.Unmarshal(data, &c); err != nil {
			if !reflect.DeepEqual(c, kept) {
				t.Fatalf("a refused call (%v) left the value as %+v", err, c)
			}
			return
		}
		sameJSON(t, "call", data, c, &engine.RecordedCall{})
	})
}
