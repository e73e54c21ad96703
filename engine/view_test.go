package engine_test

import (
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// notForCardCode lists the exported methods of *Game that View leaves
// out on purpose, each with why. Every other exported method of Game is a
// read that card code may use and must be on View with the same
// signature (TestViewHasGameReads): a method added to Game goes either on
// View or here, with its reason.
var notForCardCode = map[string]string{
	// Player actions: a card acts only through its resolution's verbs
	// (CR 608.2); players act between resolutions (CR 117).
	"ActivateAbility":  "a player action",
	"CastSpell":        "a player action",
	"PlayLand":         "a player action",
	"PassPriority":     "a player action",
	"DeclareAttackers": "a player action",
	"DeclareBlockers":  "a player action",
	"Concede":          "a player action",
	"Answer":           "a player's answer to a decision",
	"Perform":          "a player action",
	"ItBecomes":        "makes it day or night: an effect does it through Resolution.ItBecomes",
	// Driving the game: what the game waits for and moving it on.
	"Step":            "moves the game on",
	"PlayTurns":       "moves the game on",
	"Continue":        "moves the game on",
	"PauseAfter":      "sets where the game stops",
	"Next":            "moves the game on to its next decision",
	"Pending":         "the decision the game waits for: its caller's, not a card's",
	"PendingGame":     "returns a *Game",
	"Waiting":         "what the game waits for from its caller",
	"BeginningState":  "the decisions of the start the game waits for from its caller",
	"LegalActions":    "what a player may do next: the interface to players, not a rule a card reads",
	"ActionLabel":     "names a player action for people",
	"ForcedAttackers": "what the declaration of attackers asks of a player",
	"LabelOptions":    "writes the labels of a decision",
	// Setting a game up, outside play.
	"Put":                 "setup: puts a card into a zone",
	"SetLife":             "setup: changes a life total",
	"SetStartingDayNight": "setup: changes the designation",
	"SetDecider":          "setup: changes who answers a player's decisions",
	"SetObserver":         "setup: changes who sees the events",
	"Start":               "setup: starts the game",
	"Begin":               "setup: starts the game from its first decision",
	// Whole games: copies, records, undo and checks, for programs.
	"Clone":           "returns a *Game",
	"Determinize":     "returns a *Game",
	"Snapshot":        "serializes the whole game for a program",
	"Recording":       "the game's record for replay, for a program",
	"Mark":            "an undo point",
	"Rewind":          "undoes the game",
	"Release":         "drops an undo point",
	"CheckInvariants": "the engine's self-check, for tests",
	"View":            "View itself",
	// Whole views built for a client; a card reads the same through
	// Object, Zone, Battlefield ….
	"PlayerView":    "a client's view of the whole game",
	"SpectatorView": "a client's view of the whole game",
	"Tag":           "names an object for people, as a client's view does",
}

// Every exported method of *Game is either on View, with the same
// signature, or listed in notForCardCode with its reason; View has no
// method Game lacks, and none of those left out.
func TestViewHasGameReads(t *testing.T) {
	game, view := reflect.TypeFor[*engine.Game](), reflect.TypeFor[engine.View]()
	for name := range notForCardCode {
		_, onGame := game.MethodByName(name)
		assert.True(t, onGame, "notForCardCode lists %s, which Game doesn't have", name)
		_, onView := view.MethodByName(name)
		assert.False(t, onView, "View has %s, which is not for card code (%s)", name, notForCardCode[name])
	}
	for m := range game.Methods() {
		if _, out := notForCardCode[m.Name]; out {
			continue
		}
		vm, ok := view.MethodByName(m.Name)
		if !assert.True(t, ok, "View lacks Game.%s: forward it in view.go, or list it in notForCardCode with why card code may not use it", m.Name) {
			continue
		}
		assert.Equal(t, withoutReceiver(m.Type), withoutReceiver(vm.Type), "View.%s has another signature than Game.%s", m.Name, m.Name)
	}
	for m := range view.Methods() {
		_, ok := game.MethodByName(m.Name)
		assert.True(t, ok, "View.%s is no method of Game", m.Name)
	}
}

// withoutReceiver writes a method's type without its receiver.
func withoutReceiver(f reflect.Type) string {
	in := make([]reflect.Type, 0, f.NumIn()-1)
	for i := 1; i < f.NumIn(); i++ {
		in = append(in, f.In(i))
	}
	out := make([]reflect.Type, 0, f.NumOut())
	for i := range f.NumOut() {
		out = append(out, f.Out(i))
	}
	return reflect.FuncOf(in, out, f.IsVariadic()).String()
}

// Each method of View answers what the Game method of the same name
// answers, on a game under way: a forwarder that called another method
// fails here.
func TestViewForwards(t *testing.T) {
	g := newGame(t)
	bears := put(t, g, alice, zones.Battlefield, "Grizzly Bears")
	put(t, g, bob, zones.Hand, "Forest")
	startMain(t, g)
	card, err := g.Object(bears)
	require.NoError(t, err)
	ev := g.Events()
	var first engine.Event
	for e := range ev {
		first = e
		break
	}
	args := map[reflect.Type]reflect.Value{}
	for _, a := range []any{alice, bears, card.Card, zones.Battlefield, 0, "Alice", engine.Creatures(), first,
		engine.DecisionRecord{}, engine.YouControl, func(engine.ObjID) string { return "it" }} {
		args[reflect.TypeOf(a)] = reflect.ValueOf(a)
	}
	gv, vv := reflect.ValueOf(g), reflect.ValueOf(g.View())
	for m := range vv.Type().Methods() {
		in := []reflect.Value{}
		for i := 1; i < m.Type.NumIn(); i++ {
			a, ok := args[m.Type.In(i)]
			require.True(t, ok, "View.%s: TestViewForwards needs an argument of type %s", m.Name, m.Type.In(i))
			in = append(in, a)
		}
		want := results(gv.MethodByName(m.Name).Call(in))
		got := results(vv.MethodByName(m.Name).Call(in))
		assert.Equal(t, want, got, "View.%s", m.Name)
	}
}

// results turns a call's results into plain values: an iterator becomes
// the slice of what it yields.
func results(vs []reflect.Value) []any {
	out := make([]any, len(vs))
	for i, v := range vs {
		if v.Kind() != reflect.Func {
			out[i] = v.Interface()
			continue
		}
		var seq []any
		yield := reflect.MakeFunc(v.Type().In(0), func(a []reflect.Value) []reflect.Value {
			seq = append(seq, a[0].Interface())
			return []reflect.Value{reflect.ValueOf(true)}
		})
		v.Call([]reflect.Value{yield})
		out[i] = seq
	}
	return out
}
