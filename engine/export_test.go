package engine

// This file exposes internals to the external tests of package engine_test.

import (
	"fmt"
	"reflect"
	"testing"
	"unsafe"
)

// Digest renders the complete game state — every field of every player and
// object, the zones, the stack, effects, links, pending triggers, the event
// log, the random source — as text. Two games in the same state have the
// same digest. It uses %v, so a nil and an empty slice print alike (a
// rollback may leave either). It does not refresh characteristics first:
// it shows the state exactly as it is.
func Digest(g *Game) string { return fmt.Sprintf("%v", g.st) }

// TestDigestCoversEveryField changes each field of state and of player in
// turn and checks that the digest sees the change, so a field added later
// cannot escape the atomicity and determinism tests.
func TestDigestCoversEveryField(t *testing.T) {
	base := func() *Game {
		g := &Game{logOn: true}
		g.st.players = make([]player, 2)
		g.st.objs = make([]object, 2)
		g.st.cards = make([]ObjID, 2)
		g.st.winner, g.st.priority, g.st.prevActive = NoPlayer, NoPlayer, NoPlayer
		return g
	}
	check := func(t *testing.T, name string, mutate func(v reflect.Value)) {
		g := base()
		before := Digest(g)
		mutate(reflect.ValueOf(&g.st).Elem())
		if Digest(g) == before {
			t.Errorf("Digest does not show a change of %s", name)
		}
	}
	st := reflect.TypeFor[state]()
	for i := range st.NumField() {
		f := st.Field(i)
		check(t, "state."+f.Name, func(v reflect.Value) { perturb(t, settable(v.Field(i))) })
	}
	pt := reflect.TypeFor[player]()
	for i := range pt.NumField() {
		f := pt.Field(i)
		check(t, "player."+f.Name, func(v reflect.Value) {
			perturb(t, settable(v.FieldByName("players").Index(1).Field(i)))
		})
	}
	ot := reflect.TypeFor[object]()
	for i := range ot.NumField() {
		f := ot.Field(i)
		check(t, "object."+f.Name, func(v reflect.Value) {
			perturb(t, settable(v.FieldByName("objs").Index(1).Field(i)))
		})
	}
}

// settable makes an unexported field writable.
func settable(v reflect.Value) reflect.Value {
	return reflect.NewAt(v.Type(), unsafe.Pointer(v.UnsafeAddr())).Elem()
}

// perturb changes v to a different value that %v prints differently.
func perturb(t *testing.T, v reflect.Value) {
	switch v.Kind() {
	case reflect.Bool:
		v.SetBool(!v.Bool())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(v.Int() + 3)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		v.SetUint(v.Uint() + 3)
	case reflect.String:
		v.SetString(v.String() + "x")
	case reflect.Pointer:
		v.Set(reflect.New(v.Type().Elem()))
	case reflect.Slice:
		v.Set(reflect.Append(v, reflect.Zero(v.Type().Elem())))
	case reflect.Array:
		perturb(t, settable(v.Index(0)))
	case reflect.Struct:
		if v.NumField() == 0 {
			t.Errorf("cannot perturb empty struct %v", v.Type())
			return
		}
		perturb(t, settable(v.Field(0)))
	default:
		t.Errorf("cannot perturb a %v", v.Type())
	}
}
