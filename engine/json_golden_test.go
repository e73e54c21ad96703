package engine_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

var updateJSON = flag.Bool("update", false, "rewrite the golden JSON files of testdata/json")

// golden compares v's indented JSON with testdata/json/name.json, or
// writes it there with -update: a change to a JSON form is a deliberate
// diff of these files (docs/json.md).
func golden(t *testing.T, name string, v any) []byte {
	t.Helper()
	got, err := json.MarshalIndent(v, "", "  ")
	require.NoError(t, err)
	got = append(got, '\n')
	path := filepath.Join("testdata", "json", name+".json")
	if *updateJSON {
		require.NoError(t, os.WriteFile(path, got, 0o644))
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "run go test ./engine -run TestJSONGolden -update")
	assert.Equal(t, string(want), string(got), "%s: the JSON form changed; if on purpose, run with -update and update docs/json.md", path)
	return got
}

func TestJSONGoldenView(t *testing.T) {
	t.Parallel()
	f := newViewFixture(t, hiddenHand, hiddenLibrary)
	golden(t, "view", f.g.PlayerView(alice))
	golden(t, "spectator_view", f.g.SpectatorView())
	golden(t, "events", f.g.EventsFor(alice, 0))
}

// captureDecision returns the first decision of the kind asked of p while
// act runs, answered with the first option.
func captureDecision(t *testing.T, g *engine.Game, p engine.PlayerID, kind engine.DecisionKind, act func()) engine.Decision {
	t.Helper()
	var got *engine.Decision
	require.NoError(t, g.SetDecider(p, engine.DeciderFunc(func(_ *engine.Game, d *engine.Decision) ([]int, error) {
		if got == nil && d.Kind == kind {
			c := *d
			c.Options = append([]engine.Option(nil), d.Options...)
			got = &c
		}
		if only, ok := engine.OnlyAnswer(d); ok {
			return only, nil
		}
		return []int{0}, nil
	})))
	act()
	require.NotNil(t, got, "no %v decision", kind)
	return *got
}

func TestJSONGoldenDecision(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	putN(t, g, alice, zones.Battlefield, "Plains", 3)
	put(t, g, alice, zones.Battlefield, "Mountain")
	card := put(t, g, alice, zones.Hand, "Brutal Cathar")
	put(t, g, alice, zones.Hand, "Lightning Bolt")
	put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	put(t, g, bob, zones.Battlefield, "Llanowar Elves")
	startMain(t, g)
	d := captureDecision(t, g, alice, engine.DecideTarget, func() {
		cast(t, g, alice, card)
		passAll(t, g)
	})
	golden(t, "decision_target", d)
	d = captureDecision(t, g, alice, engine.DecideAction, func() { require.NoError(t, g.Step()) })
	golden(t, "decision_action", d)
}

// goldenActions are actions of each kind, with each kind of target.
var goldenActions = []engine.Action{
	{Kind: engine.ActPass, Player: 0},
	{Kind: engine.ActPlayLand, Player: 1, Obj: 12},
	{Kind: engine.ActCast, Player: 0, Obj: 20, NTargets: 2,
		Targets: [4]engine.Target{engine.TargetObject(7), engine.TargetPlayerID(1)}},
	{Kind: engine.ActCast, Player: 1, Obj: 21, Flash: true},
	{Kind: engine.ActActivate, Player: 0, Obj: 5, Ability: 1, NTargets: 1,
		Targets: [4]engine.Target{engine.TargetAbility(3)}},
	{Kind: engine.ActCastFlashback, Player: 0, Obj: 30},
}

func TestJSONGoldenAction(t *testing.T) {
	t.Parallel()
	b := golden(t, "actions", goldenActions)
	var back []engine.Action
	require.NoError(t, json.Unmarshal(b, &back))
	assert.Equal(t, goldenActions, back)
	for _, a := range goldenActions {
		one, err := engine.DecodeAction(mustJSON(t, a))
		require.NoError(t, err)
		assert.Equal(t, a, one)
	}
}

func TestJSONGoldenReply(t *testing.T) {
	t.Parallel()
	r := engine.Reply{Player: 1, Choices: []int{2, 0}}
	b := golden(t, "reply", r)
	back, err := engine.DecodeReply(b)
	require.NoError(t, err)
	assert.Equal(t, r, back)
	back, err = engine.DecodeReply([]byte(`{"player":0,"choices":[]}`))
	require.NoError(t, err)
	assert.Equal(t, engine.Reply{Player: 0, Choices: []int{}}, back, "choosing nothing")
}

// Malformed input is refused with a typed error, and the value decoded
// into is left unchanged.
func TestJSONMalformedInput(t *testing.T) {
	t.Parallel()
	for _, in := range []string{
		``, `nul`, `[]`, `{"kind":"pass"}`, `{"player":0}`, `{"kind":"fly","player":0}`, `{"kind":3,"player":0}`,
		`{"kind":"pass","player":0,"extra":1}`, `{"kind":"pass","player":-1}`, `{"kind":"pass","player":9}`,
		`{"kind":"cast","player":0,"obj":-4}`, `{"kind":"cast","player":0,"targets":[{"player":-1}]}`,
		`{"kind":"cast","player":0,"targets":[{"obj":1,"player":0}]}`, `{"kind":"cast","player":0,"targets":[{"obj":0}]}`,
		`{"kind":"cast","player":0,"targets":[{"stack":1},{"stack":2},{"stack":3},{"stack":4},{"stack":5}]}`,
		`{"kind":"cast","player":0,"ability":0}`, `{"kind":"activate","player":0,"obj":3}`,
		`{"kind":"activate","player":0,"obj":3,"ability":-1}`, `{"kind":"pass","player":0} {}`,
	} {
		_, err := engine.DecodeAction([]byte(in))
		require.Error(t, err, in)
		assert.ErrorIs(t, err, engine.ErrMalformedJSON, in)
		var je *engine.JSONError
		assert.ErrorAs(t, err, &je, in)
		a := engine.Action{Kind: engine.ActCast, Player: 1, Obj: 9}
		require.Error(t, json.Unmarshal([]byte(in), &a), in)
		assert.Equal(t, engine.Action{Kind: engine.ActCast, Player: 1, Obj: 9}, a, in)
	}
	for _, in := range []string{
		``, `{}`, `{"player":0}`, `{"choices":[1]}`, `{"player":0,"choices":[-1]}`, `{"player":-1,"choices":[]}`,
		`{"player":0,"choices":[1],"x":0}`, `{"player":"0","choices":[1]}`, `{"player":0,"choices":[1.5]}`,
		`{"player":0,"choices":[1]}]`,
	} {
		_, err := engine.DecodeReply([]byte(in))
		require.Error(t, err, in)
		assert.ErrorIs(t, err, engine.ErrMalformedJSON, in)
		var je *engine.JSONError
		assert.ErrorAs(t, err, &je, in)
	}
	assert.False(t, bytes.Contains(mustJSON(t, engine.Event{Kind: engine.EvTapped, Obj: 3}), []byte(`"kind":16`)))
}

// Each golden file reads back into its type and writes again byte for
// byte: a program on the other side of a server reads what it is sent.
func TestJSONGoldenReadsBack(t *testing.T) {
	t.Parallel()
	for name, v := range map[string]any{
		"view": &engine.PlayerView{}, "spectator_view": &engine.PlayerView{}, "events": &[]engine.Event{},
		"decision_target": &engine.Decision{}, "decision_action": &engine.Decision{}, "actions": &[]engine.Action{},
		"reply": &engine.Reply{},
	} {
		want, err := os.ReadFile(filepath.Join("testdata", "json", name+".json"))
		require.NoError(t, err)
		require.NoError(t, json.Unmarshal(want, v), name)
		got, err := json.MarshalIndent(v, "", "  ")
		require.NoError(t, err)
		assert.Equal(t, string(want), string(append(got, '\n')), name)
	}
}

// The view, event and decision decoders refuse what their forms never
// write, with a typed error.
func TestJSONMalformedShapes(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		in string
		v  any
	}{
		{`{"seq":1,"kind":"drew","player":0,"obj":3,"amount":2}`, &engine.Event{}},
		{`{"seq":1,"kind":"jumped"}`, &engine.Event{}},
		{`{"seq":1,"kind":"zone changed","player":0,"obj":3}`, &engine.Event{}},
		{`{"seq":1,"kind":"counters added","obj":3,"counter":"+1/+1","amount":1,"cause":"luck"}`, &engine.Event{}},
		{`{"seq":1,"kind":"day/night"}`, &engine.Event{}},
		{`{"kind":"target","player":0,"prompt":"","min":1,"max":1,"options":[{"index":1,"text":""}]}`, &engine.Decision{}},
		{`{"kind":"guess","player":0,"prompt":"","min":1,"max":1,"options":[]}`, &engine.Decision{}},
		{`{"viewer":0,"step":"lunch"}`, &engine.PlayerView{}},
		{`{"viewer":0,"players":[{"id":0,"secret":1}]}`, &engine.PlayerView{}},
		{`{"viewer":0,"stack":[{"id":1,"kind":"spell","targets":[{}]}]}`, &engine.PlayerView{}},
		{`{"viewer":0,"exileLinks":[{"exiled":1,"returnTo":"moon"}]}`, &engine.PlayerView{}},
	} {
		err := json.Unmarshal([]byte(c.in), c.v)
		require.Error(t, err, c.in)
		assert.ErrorIs(t, err, engine.ErrMalformedJSON, c.in)
	}
}
