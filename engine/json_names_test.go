package engine

import (
	"encoding"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/zones"
)

// textKind is one kind the JSON forms write by name: a value of it for
// each number below n, and n itself, which has no name.
type textKind struct {
	what  string
	n     int
	value func(i int) encoding.TextMarshaler
	back  func(name []byte) (int, error)
}

func kindOf[T ~uint8, P interface {
	*T
	encoding.TextUnmarshaler
}](what string, n int, wrap func(T) encoding.TextMarshaler) textKind {
	return textKind{what: what, n: n, value: func(i int) encoding.TextMarshaler { return wrap(T(i)) },
		back: func(b []byte) (int, error) {
			var v T
			err := P(&v).UnmarshalText(b)
			return int(v), err
		}}
}

func self[T encoding.TextMarshaler](v T) encoding.TextMarshaler { return v }

// Every value of every kind the JSON forms carry has a name of its own, in
// lower case, that reads back as the value: adding a kind without a name
// fails here.
func TestJSONKindNamesCoverEveryKind(t *testing.T) {
	t.Parallel()
	kinds := []textKind{
		kindOf[EventKind]("event kind", int(numEventKinds), self[EventKind]),
		kindOf[ActionKind]("action kind", int(numActionKinds), self[ActionKind]),
		kindOf[CounterKind]("counter kind", NumCounterKinds, self[CounterKind]),
		kindOf[StackItemKind]("stack item kind", int(numStackItemKinds), self[StackItemKind]),
		kindOf[jsonStep]("step", int(numSteps), self[jsonStep]),
		kindOf[jsonZone]("zone", zones.Count, self[jsonZone]),
		kindOf[jsonDesignation]("day/night designation", int(daynight.Night)+1, self[jsonDesignation]),
		kindOf[jsonMana]("mana type", NumManaTypes, self[jsonMana]),
		kindOf[jsonDecisionKind]("decision kind", int(numDecisionKinds), self[jsonDecisionKind]),
		kindOf[jsonVariant]("variant", int(numVariants), self[jsonVariant]),
		kindOf[Color]("color", int(Green)+1, self[Color]),
	}
	for _, k := range kinds {
		seen := map[string]bool{}
		for i := range k.n {
			b, err := k.value(i).MarshalText()
			require.NoError(t, err, "%s %d has no name", k.what, i)
			name := string(b)
			assert.NotEmpty(t, name, k.what)
			assert.Equal(t, strings.ToLower(name), name, "%s names are lower case", k.what)
			assert.NotContains(t, name, "invalid", k.what)
			assert.False(t, seen[name], "%s name %q twice", k.what, name)
			seen[name] = true
			back, err := k.back(b)
			require.NoError(t, err, k.what)
			assert.Equal(t, i, back, "%s %q reads back", k.what, name)
		}
		_, err := k.value(k.n).MarshalText()
		assert.Error(t, err, "%s %d is past the last", k.what, k.n)
		_, err = k.back([]byte("no such name"))
		assert.ErrorIs(t, err, ErrMalformedJSON, k.what)
	}
}

// Every kind of event says which of its fields its JSON form writes.
func TestJSONEventFieldsCoverEveryKind(t *testing.T) {
	t.Parallel()
	for k := EvNone + 1; k < numEventKinds; k++ {
		assert.NotZero(t, eventFields[k], "event kind %q has no fields in JSON (json_event.go)", k)
	}
}

// docs/json.md lists every name of every kind, and every field an event
// writes.
func TestJSONDocListsEveryName(t *testing.T) {
	t.Parallel()
	b, err := os.ReadFile(filepath.Join("..", "docs", "json.md"))
	require.NoError(t, err)
	doc := string(b)
	names := slices.Concat(eventNames[:], actionNames, decisionNames[:], stackItemNames[:], stepNames[:], zoneNames,
		designationNames, manaTypeNames[:], counterNames[:], causeNameList(), variantNames, colorNames[:])
	for _, n := range names {
		assert.Contains(t, doc, "`"+n+"`", "docs/json.md does not name %q", n)
	}
	for _, tag := range jsonTags(reflect.TypeFor[jsonEvent]()) {
		assert.Contains(t, doc, "`"+tag+"`", "docs/json.md does not describe the event field %q", tag)
	}
}

// jsonTags returns the JSON names of the fields of struct type t.
func jsonTags(t reflect.Type) []string {
	var out []string
	for f := range t.Fields() {
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		out = append(out, name)
	}
	return out
}

// fieldNames returns the names of the fields of struct type t.
func fieldNames(t reflect.Type) []string {
	var out []string
	for f := range t.Fields() {
		out = append(out, f.Name)
	}
	return out
}

// The JSON forms of events, actions, decisions and options write each
// field of their types (through the kinds' field tables for events): a
// field added to one of them fails here until its JSON form writes it.
func TestJSONFormsCoverEveryField(t *testing.T) {
	t.Parallel()
	assert.ElementsMatch(t, []string{"Kind", "Player", "Target", "Counter", "Mana", "From", "To", "Combat", "Obj",
		"Other", "Amount", "Aux", "Seq"}, fieldNames(reflect.TypeFor[Event]()), "json_event.go")
	assert.ElementsMatch(t, []string{"Kind", "Player", "NTargets", "Flash", "Obj", "Ability", "Targets"},
		fieldNames(reflect.TypeFor[Action]()), "json_action.go")
	assert.ElementsMatch(t, []string{"Kind", "Player", "Source", "Prompt", "Options", "Min", "Max", "Ordered", "Divide",
		"Default"}, fieldNames(reflect.TypeFor[Decision]()), "json_decision.go")
	assert.ElementsMatch(t, []string{"Obj", "Player", "IsPlayer", "Mana", "Yes", "Word", "Index", "Text", "Action",
		"Block", "Amount", "Lethal", "Attacked", "Planeswalker", "Same"}, fieldNames(reflect.TypeFor[Option]()), "json_decision.go")
	assert.ElementsMatch(t, []string{"Obj", "Player", "IsPlayer", "Stack"}, fieldNames(reflect.TypeFor[Target]()), "json_action.go")
	assert.ElementsMatch(t, []string{"Blocker", "Attacker"}, fieldNames(reflect.TypeFor[Block]()), "json_decision.go")
	// The view's types write their fields by their tags: each has one.
	for _, typ := range []reflect.Type{reflect.TypeFor[PlayerView](), reflect.TypeFor[Waiting](), reflect.TypeFor[ViewPlayer](),
		reflect.TypeFor[ViewPool](), reflect.TypeFor[ViewCard](), reflect.TypeFor[ViewFace](), reflect.TypeFor[ViewLibraryCard](),
		reflect.TypeFor[ViewPermanent](), reflect.TypeFor[ViewCounter](), reflect.TypeFor[ViewStackItem](),
		reflect.TypeFor[ViewExileLink](), reflect.TypeFor[Reply]()} {
		for f := range typ.Fields() {
			if !f.Anonymous {
				assert.NotEmpty(t, f.Tag.Get("json"), "%s.%s has no JSON name", typ.Name(), f.Name)
			}
		}
	}
}
