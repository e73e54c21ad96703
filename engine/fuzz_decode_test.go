package engine_test

import (
	"encoding/json"
	"errors"
	"maps"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
)

// The decoders of what a client sends (docs/json.md): DecodeAction and
// DecodeReply, fuzzed, and what they accept given to a game. A decoder
// never panics; it refuses malformed input with a JSONError that unwraps
// to ErrMalformedJSON and returns the zero value; what it accepts writes
// back to the same form and reads back as itself. The game that is given
// an accepted action or answer either takes it and meets every invariant,
// or refuses it with an error that wraps an engine sentinel and is left
// exactly as it was: its state, its log and the decision that waits.

// checkJSONRefusal fails unless err is the refusal the decoders promise.
func checkJSONRefusal(t *testing.T, err error) {
	t.Helper()
	var je *engine.JSONError
	if !errors.Is(err, engine.ErrMalformedJSON) || !errors.As(err, &je) {
		t.Fatalf("refused with %v, not a JSONError that unwraps to ErrMalformedJSON", err)
	}
}

// checkRefusedUnchanged fails when game g, a clone of base given an input
// it refused with err, differs from base or err wraps no sentinel.
func checkRefusedUnchanged(t *testing.T, what string, err error, base, g *engine.Game) {
	t.Helper()
	if !wrapsSentinel(err) {
		t.Fatalf("%s: the error wraps no engine sentinel: %v", what, err)
	}
	if diff := engine.StateDiff(base, g); diff != "" {
		t.Fatalf("%s was refused (%v) but changed the state: %s", what, err, diff)
	}
	if g.EventCount() != base.EventCount() {
		t.Fatalf("%s was refused (%v) but emitted %d events", what, err, g.EventCount()-base.EventCount())
	}
	if !reflect.DeepEqual(g.Pending(), base.Pending()) {
		t.Fatalf("%s was refused (%v) but the game waits at %+v, not %+v", what, err, g.Pending(), base.Pending())
	}
}

// actionPositions are games in which a player holds priority: seeded
// games of two players (random deciders, which a clone copies, so that
// every input meets the same game) at several points, some with spells
// or abilities on the stack.
func actionPositions(tb testing.TB) []*engine.Game {
	var out []*engine.Game
	for seed := uint64(1); seed <= 3; seed++ {
		g, _ := snapGame(tb, seed)
		for step := 0; step < 300 && len(out) < int(seed)*6; step++ {
			if over, _ := g.Over(); over {
				break
			}
			if w := g.Waiting(); w.Priority != engine.NoPlayer && (step%40 == 5 || g.StackLen() > 0 && step%3 == 0) {
				out = append(out, g.Clone())
			}
			if err := g.Step(); err != nil {
				tb.Fatal(err)
			}
		}
	}
	return out
}

// FuzzDecodeAction decodes an action from the fuzzer's bytes and, when it
// is accepted, has the player perform it in one of the positions (the
// first argument picks it).
func FuzzDecodeAction(f *testing.F) {
	positions := actionPositions(f)
	for i, g := range positions {
		for p := range engine.PlayerID(g.NumPlayers()) {
			for _, a := range g.LegalActions(p, nil) {
				b, err := json.Marshal(a)
				if err != nil {
					f.Fatal(err)
				}
				f.Add(uint8(i), b)
			}
		}
	}
	for _, s := range []string{
		`{"kind":"pass","player":0}`,
		`{"kind":"cast","player":1,"obj":12,"targets":[{"player":0},{"obj":3},{"stack":2}]}`,
		`{"kind":"activate","player":0,"obj":4,"ability":1,"flash":true}`,
		`{"kind":"cast flashback","player":0,"obj":40,"targets":[{"obj":3,"player":1}]}`,
		`{"kind":"play land","player":0,"obj":5,"obj":6}`,
		`{"kind":"pass","player":0,"obj":5}`,
		`{"kind":7,"player":-1}`,
		`{"kind":"cast","player":0,"targets":[{},{},{},{},{},{},{},{},{},{}]}`,
		`[{"kind":"pass","player":0}]`,
		`{"kind":"pass","player":0} {}`,
		`null`,
	} {
		f.Add(uint8(0), []byte(s))
	}
	f.Fuzz(func(t *testing.T, pos uint8, data []byte) {
		a, err := engine.DecodeAction(data)
		kept := engine.Action{Kind: engine.ActCast, Player: 1, Obj: 7, NTargets: 1}
		into := kept
		uerr := into.UnmarshalJSON(data)
		if (err == nil) != (uerr == nil) {
			t.Fatalf("DecodeAction says %v, UnmarshalJSON %v", err, uerr)
		}
		if err != nil {
			checkJSONRefusal(t, err)
			if a != (engine.Action{}) || into != kept {
				t.Fatalf("a refused action gave %+v, and left the value as %+v", a, into)
			}
			return
		}
		if into != a {
			t.Fatalf("UnmarshalJSON read %+v, DecodeAction %+v", into, a)
		}
		if a.Player < 0 || a.Player >= engine.MaxPlayers || a.Obj < 0 || a.Ability < 0 || a.NTargets < 0 || int(a.NTargets) > len(a.Targets) {
			t.Fatalf("accepted %+v, out of the ranges the form allows", a)
		}
		b, err := json.Marshal(a)
		if err != nil {
			t.Fatalf("%+v does not write: %v", a, err)
		}
		back, err := engine.DecodeAction(b)
		if err != nil || back != a {
			t.Fatalf("%+v writes %s, which reads back as %+v (%v)", a, b, back, err)
		}
		if again, _ := json.Marshal(back); string(again) != string(b) {
			t.Fatalf("%s reads back and writes as %s", b, again)
		}
		base := positions[int(pos)%len(positions)]
		g := base.Clone()
		if err := g.Perform(a); err != nil {
			checkRefusedUnchanged(t, string(b), err, base, g)
		} else if err := g.CheckInvariants(); err != nil {
			t.Fatalf("after %s: %v", b, err)
		}
	})
}

// A legal action may leave a place of an "up to" phrase empty (NoTarget,
// CR 601.2c): its JSON form writes {} there and reads it back (FuzzGame
// found a cast whose empty places wrote as {"obj":0}, which the decoder
// refused, so that a client could not send back that legal action).
func TestActionEmptyUpToPlaceReadsBack(t *testing.T) {
	t.Parallel()
	a := engine.Action{Kind: engine.ActCast, Player: 1, Obj: 9, NTargets: 3}
	a.Targets[0], a.Targets[1], a.Targets[2] = engine.TargetObject(4), engine.NoTarget, engine.NoTarget
	b, err := json.Marshal(a)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"kind":"cast","player":1,"obj":9,"targets":[{"obj":4},{},{}]}`; string(b) != want {
		t.Fatalf("writes %s, want %s", b, want)
	}
	back, err := engine.DecodeAction(b)
	if err != nil || back != a {
		t.Fatalf("reads back as %+v (%v), not %+v", back, err, a)
	}
}

// replyPositions are games that wait at a decision of their first player,
// who has no decider (WithWaitingDecisions): of several kinds, reached by
// answering the decisions before them as the bytes of a fixed generator
// say.
func replyPositions(tb testing.TB) []*engine.Game {
	var out []*engine.Game
	for seed := uint64(1); seed <= 3; seed++ {
		players := snapPlayers(tb, seed)
		players[0].Decider = nil
		g, err := newChecked(players, engine.WithSeed(seed), engine.WithWaitingDecisions())
		if err != nil {
			tb.Fatal(err)
		}
		if err := g.Start(engine.StartAt{Shuffle: true, OpeningHand: 7}); err != nil && !errors.Is(err, engine.ErrDecisionPending) {
			tb.Fatal(err)
		}
		x := seed
		for i := 0; i < 3000 && len(out) < int(seed)*5; i++ {
			d := g.Pending()
			if d == nil {
				if over, _ := g.Over(); over {
					break
				}
				if _, err := g.Next(); err != nil {
					tb.Fatal(err)
				}
				continue
			}
			if d.Kind != engine.DecideAction || len(d.Options) > 1 && i%5 == 0 {
				out = append(out, g.Clone())
			}
			x = x*6364136223846793005 + 1442695040888963407
			ans := []int{0}
			if n := len(d.Options); d.Kind == engine.DecideAction && n > 1 {
				ans = []int{1 + int(x>>33)%(n-1)} // an action rather than a pass
			} else if d.Kind != engine.DecideAction {
				ans = firstLegal(d)
			}
			if err := g.Answer(d.Player, ans); err != nil {
				if err := g.Answer(d.Player, firstLegal(d)); err != nil {
					tb.Fatal(err)
				}
			}
		}
	}
	return out
}

// firstLegal is the first legal answer to d: the first options, as many
// as it takes, in order.
func firstLegal(d *engine.Decision) []int {
	if d.Ordered {
		return identity(len(d.Options))
	}
	return identity(min(max(d.Min, 0), len(d.Options)))
}

// FuzzDecodeReply decodes a reply from the fuzzer's bytes and, when it is
// accepted, answers with it the decision that waits in one of the
// positions (the first argument picks it).
func FuzzDecodeReply(f *testing.F) {
	positions := replyPositions(f)
	for i, g := range positions {
		d := g.Pending()
		for _, r := range []engine.Reply{
			{Player: d.Player, Choices: firstLegal(d)},
			{Player: d.Player, Choices: []int{len(d.Options) - 1}},
			{Player: d.Player + 1, Choices: firstLegal(d)},
			{Player: d.Player, Choices: []int{0, 0}},
		} {
			b, err := json.Marshal(r)
			if err != nil {
				f.Fatal(err)
			}
			f.Add(uint8(i), b)
		}
	}
	for _, s := range []string{
		`{"player":0,"choices":[]}`,
		`{"player":0,"choices":[1],"choices":[2]}`,
		`{"player":-1,"choices":[0]}`,
		`{"player":0,"choices":[-1]}`,
		`{"player":0}`,
		`{"player":0,"choices":null}`,
		`{"player":0,"choices":[1e3]}`,
		`{"player":0,"choices":[0],"extra":1}`,
	} {
		f.Add(uint8(1), []byte(s))
	}
	f.Fuzz(func(t *testing.T, pos uint8, data []byte) {
		r, err := engine.DecodeReply(data)
		if err != nil {
			checkJSONRefusal(t, err)
			if !reflect.DeepEqual(r, engine.Reply{}) {
				t.Fatalf("a refused reply gave %+v", r)
			}
			return
		}
		if r.Player < 0 || r.Player >= engine.MaxPlayers || r.Choices == nil || slices.Min(append([]int{0}, r.Choices...)) < 0 {
			t.Fatalf("accepted %+v, out of the ranges the form allows", r)
		}
		b, err := json.Marshal(r)
		if err != nil {
			t.Fatalf("%+v does not write: %v", r, err)
		}
		back, err := engine.DecodeReply(b)
		if err != nil || !reflect.DeepEqual(back, r) {
			t.Fatalf("%+v writes %s, which reads back as %+v (%v)", r, b, back, err)
		}
		if again, _ := json.Marshal(back); string(again) != string(b) {
			t.Fatalf("%s reads back and writes as %s", b, again)
		}
		base := positions[int(pos)%len(positions)]
		g := base.Clone()
		if err := g.Answer(r.Player, r.Choices); err != nil {
			checkRefusedUnchanged(t, string(b), err, base, g)
		} else if err := g.CheckInvariants(); err != nil {
			t.Fatalf("after %s: %v", b, err)
		}
	})
}

// snapPlayers are the two players snapGame makes for seed, with random
// deciders.
func snapPlayers(tb testing.TB, seed uint64) []engine.PlayerConfig {
	tb.Helper()
	pair := snapPairs[seed%uint64(len(snapPairs))]
	var out []engine.PlayerConfig
	for i, name := range []string{"Alice", "Bob"} {
		deck, err := cards.Deck(pair[i])
		if err != nil {
			tb.Fatal(err)
		}
		out = append(out, engine.PlayerConfig{Name: name, Deck: deck, Decider: engine.NewRandom(seed*2 + uint64(i) + 1)})
	}
	return out
}

// jsonForms are the values whose JSON forms a client reads from a server
// (docs/json.md), each new: FuzzDecodeForms decodes into one of them.
var jsonForms = []func() json.Unmarshaler{
	func() json.Unmarshaler { return &engine.Decision{Prompt: "kept"} },
	func() json.Unmarshaler { return &engine.Event{Seq: 77} },
	func() json.Unmarshaler { return &engine.PlayerView{Turn: 77} },
	func() json.Unmarshaler { return &engine.DecisionRecord{Seq: 77} },
	func() json.Unmarshaler { return &engine.Option{Text: "kept"} },
	func() json.Unmarshaler { return &engine.Choice{Text: "kept"} },
	func() json.Unmarshaler { return &engine.Target{Obj: 77} },
	func() json.Unmarshaler { return &engine.ViewStackItem{Text: "kept"} },
}

// FuzzDecodeForms reads the fuzzer's bytes as one of the JSON forms a
// client reads (the first argument picks it), through its UnmarshalJSON:
// a refusal is a JSONError that unwraps to ErrMalformedJSON and leaves the
// value as it was; an accepted value writes to a form that reads back and
// writes the same bytes again.
func FuzzDecodeForms(f *testing.F) {
	files, err := filepath.Glob(filepath.Join("testdata", "json", "*.json"))
	if err != nil {
		f.Fatal(err)
	}
	// Each golden file's values, as the form they are (by the file's
	// name; the others rotate through the forms), a few of each file.
	formOf := map[string]int{"decision_action": 0, "decision_target": 0, "decisions_every_kind": 0,
		"events": 1, "events_every_kind": 1, "view": 2, "spectator_view": 2, "decision_records": 3, "stack_up_to": 7}
	for _, name := range files {
		b, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		var elems []json.RawMessage
		if json.Unmarshal(b, &elems) != nil {
			var fields map[string]json.RawMessage
			_ = json.Unmarshal(b, &fields)
			elems = []json.RawMessage{b}
			for _, k := range slices.Sorted(maps.Keys(fields)) {
				elems = append(elems, fields[k])
			}
		}
		base := strings.TrimSuffix(filepath.Base(name), ".json")
		for i, e := range elems[:min(len(elems), 12)] {
			k, ok := formOf[base]
			if !ok {
				k = i
			}
			f.Add(uint8(k%len(jsonForms)), []byte(e))
		}
	}
	f.Fuzz(func(t *testing.T, kind uint8, data []byte) {
		mk := jsonForms[int(kind)%len(jsonForms)]
		v, kept := mk(), mk()
		if err := v.UnmarshalJSON(data); err != nil {
			checkJSONRefusal(t, err)
			if !reflect.DeepEqual(v, kept) {
				t.Fatalf("a refused %T left the value as %+v", v, v)
			}
			return
		}
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatalf("%+v does not write: %v", v, err)
		}
		back := mk()
		if err := back.UnmarshalJSON(b); err != nil {
			t.Fatalf("%T written as %s does not read back: %v", v, b, err)
		}
		if again, err := json.Marshal(back); err != nil || string(again) != string(b) {
			t.Fatalf("%T written as %s reads back and writes as %s (%v)", v, b, again, err)
		}
	})
}
