package engine

// This file exposes internals to the external tests of package engine_test.

import (
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"testing"
	"unsafe"

	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/zones"
)

// Digest renders the complete game state — every field of every player and
// object, the zones, the stack, effects, links, pending triggers, the event
// log, the random source — as text. Two games in the same state have the
// same digest. A nil and an empty slice print alike (a rollback may leave
// either). It does not refresh characteristics first:
// it shows the state exactly as it is.
//
// Characteristics are shown as the engine reads them (canonical): whether
// a permanent is plain only says where they are kept.
func Digest(g *Game) string {
	st := g.st
	objs := make([]canonObject, len(g.st.objs))
	for i := range g.st.objs {
		objs[i] = canonical(g, &g.st.objs[i])
	}
	st.objs = nil
	b := digestAppend(make([]byte, 0, 1<<15), reflect.ValueOf(objs))
	b = append(b, ' ')
	return string(digestAppend(b, reflect.ValueOf(&st).Elem()))
}

// digestAppend appends the text of v to b: every field and element in
// order, a pointer, function or channel as its address (so two games
// sharing a definition print it alike), a nil and an empty slice alike, a
// map sorted by the texts of its keys. It does what %v did for Digest in
// a fifth of the time, which the tests that compare states often feel.
func digestAppend(b []byte, v reflect.Value) []byte {
	switch v.Kind() {
	case reflect.Bool:
		return strconv.AppendBool(b, v.Bool())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return strconv.AppendInt(b, v.Int(), 10)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return strconv.AppendUint(b, v.Uint(), 10)
	case reflect.Float32, reflect.Float64:
		return strconv.AppendFloat(b, v.Float(), 'g', -1, 64)
	case reflect.Complex64, reflect.Complex128:
		c := v.Complex()
		b = strconv.AppendFloat(b, real(c), 'g', -1, 64)
		return strconv.AppendFloat(append(b, '+'), imag(c), 'g', -1, 64)
	case reflect.String:
		return strconv.AppendQuote(b, v.String())
	case reflect.Slice, reflect.Array:
		b = append(b, '[')
		for i := range v.Len() {
			if i > 0 {
				b = append(b, ' ')
			}
			b = digestAppend(b, v.Index(i))
		}
		return append(b, ']')
	case reflect.Struct:
		b = append(b, '{')
		for i := range v.NumField() {
			if i > 0 {
				b = append(b, ' ')
			}
			b = digestAppend(b, v.Field(i))
		}
		return append(b, '}')
	case reflect.Pointer, reflect.Func, reflect.Chan, reflect.UnsafePointer:
		if v.IsNil() {
			return append(b, "nil"...)
		}
		return strconv.AppendUint(append(b, "0x"...), uint64(v.Pointer()), 16)
	case reflect.Interface:
		if v.IsNil() {
			return append(b, "nil"...)
		}
		b = append(append(b, v.Elem().Type().String()...), '(')
		return append(digestAppend(b, v.Elem()), ')')
	case reflect.Map:
		entries := make([]string, 0, v.Len())
		for it := v.MapRange(); it.Next(); {
			e := digestAppend(nil, it.Key())
			e = digestAppend(append(e, ':'), it.Value())
			entries = append(entries, string(e))
		}
		slices.Sort(entries)
		b = append(b, "map["...)
		for i, e := range entries {
			if i > 0 {
				b = append(b, ' ')
			}
			b = append(b, e...)
		}
		return append(b, ']')
	}
	return append(b, v.Kind().String()...) // no kind is left: Invalid only
}

// StateDiff compares two games' states as Digest would, field by field,
// but fast enough to run after every action of a fuzzed game. It returns
// "" when they are the same, or the path of the first difference. Like
// Digest, it takes a nil slice and an empty one as the same and compares
// pointers by identity.
func StateDiff(a, b *Game) string {
	if len(a.st.objs) != len(b.st.objs) {
		return fmt.Sprintf("state.objs: %d objects, %d objects", len(a.st.objs), len(b.st.objs))
	}
	for i := range a.st.objs {
		if !sameObj(a, &a.st.objs[i], b, &b.st.objs[i]) {
			return fmt.Sprintf("state.objs[%d]: %+v, %+v", i, canonical(a, &a.st.objs[i]), canonical(b, &b.st.objs[i]))
		}
	}
	x, y := a.st, b.st
	x.objs, y.objs = nil, nil
	return valueDiff("state", reflect.ValueOf(&x).Elem(), reflect.ValueOf(&y).Elem())
}

// valueDiff returns "" when a and b are equal, or where they differ,
// relative to path (built only on a difference, to keep it fast).
func valueDiff(path string, a, b reflect.Value) string {
	differ := func() string { return fmt.Sprintf("%s: %v, %v", path, a, b) }
	switch a.Kind() {
	case reflect.Bool:
		if a.Bool() != b.Bool() {
			return differ()
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if a.Int() != b.Int() {
			return differ()
		}
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		if a.Uint() != b.Uint() {
			return differ()
		}
	case reflect.Float32, reflect.Float64:
		if a.Float() != b.Float() {
			return differ()
		}
	case reflect.String:
		if a.String() != b.String() {
			return differ()
		}
	case reflect.Pointer, reflect.Func, reflect.UnsafePointer, reflect.Map, reflect.Chan:
		if a.Pointer() != b.Pointer() {
			return differ()
		}
	case reflect.Slice, reflect.Array:
		if a.Len() != b.Len() {
			return fmt.Sprintf("%s: length %d, %d", path, a.Len(), b.Len())
		}
		for i := range a.Len() {
			if d := valueDiff("", a.Index(i), b.Index(i)); d != "" {
				return fmt.Sprintf("%s[%d]%s", path, i, d)
			}
		}
	case reflect.Struct:
		for i := range a.NumField() {
			if d := valueDiff("", a.Field(i), b.Field(i)); d != "" {
				return path + "." + a.Type().Field(i).Name + d
			}
		}
	case reflect.Interface:
		if a.IsNil() != b.IsNil() {
			return differ()
		}
		if !a.IsNil() {
			return valueDiff(path, a.Elem(), b.Elem())
		}
	default:
		return fmt.Sprintf("%s: cannot compare a %v", path, a.Kind())
	}
	return ""
}

// TestDigestCoversEveryField changes each field of state and of player in
// turn and checks that the digest sees the change, so a field added later
// cannot escape the atomicity and determinism tests.
func TestDigestCoversEveryField(t *testing.T) {
	t.Parallel()
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
		if StateDiff(base(), g) == "" {
			t.Errorf("StateDiff does not show a change of %s", name)
		}
	}
	// The fields of embedded structs (state.core, player.playerCore) one
	// by one.
	for _, f := range reflect.VisibleFields(reflect.TypeFor[state]()) {
		if !f.Anonymous {
			check(t, "state."+f.Name, func(v reflect.Value) { perturb(t, settable(v.FieldByIndex(f.Index))) })
		}
	}
	for _, f := range reflect.VisibleFields(reflect.TypeFor[player]()) {
		if !f.Anonymous {
			check(t, "player."+f.Name, func(v reflect.Value) {
				perturb(t, settable(v.FieldByName("players").Index(1).FieldByIndex(f.Index)))
			})
		}
	}
	ot := reflect.TypeFor[object]()
	for i := range ot.NumField() {
		f := ot.Field(i)
		if f.Name == "base" || f.Name == "plain" {
			// Where the characteristics are kept, not what they are:
			// base is derived from def, and Digest shows a plain
			// object's characteristics as own (canonical).
			continue
		}
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

// TestCheckInvariantsDetects corrupts a consistent game in a few ways and
// checks that CheckInvariants notices each.
func TestCheckInvariantsDetects(t *testing.T) {
	t.Parallel()
	mk := func() (*Game, ObjID) {
		g, err := newVerified([]PlayerConfig{{Name: "A"}, {Name: "B"}}, WithSeed(1))
		if err != nil {
			t.Fatal(err)
		}
		def := &CardDef{Front: Face{Name: "Bear", Types: Types(Creature), Power: 2, Toughness: 2}}
		Finish(def)
		id, err := g.Put(Placement{Owner: 0, Zone: zones.Battlefield, Def: def, Controller: NoPlayer})
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Start(StartAt{Step: PrecombatMain}); err != nil {
			t.Fatal(err)
		}
		if err := g.CheckInvariants(); err != nil {
			t.Fatal(err)
		}
		return g, id
	}
	type corruption struct {
		name      string
		invariant string // the Invariant the error names
		corrupt   func(g *Game, id ObjID)
	}
	for _, tc := range []corruption{
		{"listed twice", "zones", func(g *Game, id ObjID) { g.st.exile = append(g.st.exile, id) }},
		{"listed nowhere", "zones", func(g *Game, id ObjID) { g.st.battlefield = g.st.battlefield[:0] }},
		{"wrong zone", "zones", func(g *Game, id ObjID) { g.st.objs[id].zone = zones.Graveyard }},
		{"unknown object listed", "zones", func(g *Game, id ObjID) { g.st.exile = append(g.st.exile, 999) }},
		{"negative object listed", "zones", func(g *Game, id ObjID) { g.st.players[1].hand = append(g.st.players[1].hand, -3) }},
		{"listed in another player's hand", "zones", func(g *Game, id ObjID) {
			g.st.battlefield = g.st.battlefield[:0]
			g.st.objs[id].zone = zones.Hand
			g.st.players[1].hand = append(g.st.players[1].hand, id)
		}},
		{"old object listed", "zones", func(g *Game, id ObjID) { g.st.objs[id].gone = true }},
		{"id mismatch", "ids", func(g *Game, id ObjID) { g.st.objs[id].id = id + 1 }},
		{"next not later", "ids", func(g *Game, id ObjID) { g.st.objs[id].next = id }},
		{"unknown owner", "ids", func(g *Game, id ObjID) { g.st.objs[id].owner = 7 }},
		{"lethal damage", "state-based actions", func(g *Game, id ObjID) { g.st.objs[id].damage = 2 }},
		{"negative damage", "counts", func(g *Game, id ObjID) { g.st.objs[id].damage = -1 }},
		{"negative counters", "counts", func(g *Game, id ObjID) { g.st.objs[id].counters[PlusOne] = -2 }},
		{"negative pool", "counts", func(g *Game, id ObjID) { g.st.players[0].pool[0] = -1 }},
		{"negative lands played", "counts", func(g *Game, id ObjID) { g.st.players[0].landsPlayed = -1 }},
		{"negative spells cast", "counts", func(g *Game, id ObjID) { g.st.players[1].spells = -1 }},
		{"card points away", "cards", func(g *Game, id ObjID) { g.st.cards[g.st.objs[id].card] = 0 }},
		{"log shorter", "log", func(g *Game, id ObjID) { g.st.log = g.st.log[:1] }},
		{"log out of order", "log", func(g *Game, id ObjID) { g.st.log[1].Seq = 5 }},
		{"designation back to neither", "log", func(g *Game, id ObjID) {
			g.emit(Event{Kind: EvDayNight, Amount: int32(daynight.Day), Aux: int32(daynight.Neither)})
		}},
		{"exile until an unknown object", "log", func(g *Game, id ObjID) {
			g.emit(Event{Kind: EvZoneChanged, Obj: id, From: zones.Battlefield, To: zones.Exile, Aux: 500})
		}},
		{"move to a graveyard until an object leaves", "log", func(g *Game, id ObjID) {
			g.emit(Event{Kind: EvZoneChanged, Obj: id, From: zones.Battlefield, To: zones.Graveyard, Aux: int32(id)})
		}},
		{"a second number on a kind that has none", "log", func(g *Game, id ObjID) {
			g.emit(Event{Kind: EvTapped, Obj: id, Aux: 1})
		}},
		{"trigger left over", "priority", func(g *Game, id ObjID) { g.st.pending = append(g.st.pending, pendingTrigger{}) }},
		{"stale characteristics", "priority", func(g *Game, id ObjID) { g.st.dirty = true }},
		{"priority with a player who left", "turn", func(g *Game, id ObjID) { g.st.players[0].left = true; g.st.players[1].left = false }},
		{"priority with nobody", "turn", func(g *Game, id ObjID) { g.st.priority = NoPlayer }},
		{"invalid step", "turn", func(g *Game, id ObjID) { g.st.step = numSteps }},
		{"invalid active player", "turn", func(g *Game, id ObjID) { g.st.active = 9 }},
		{"attackers awaited in the main phase", "turn", func(g *Game, id ObjID) { g.st.wait = waitAttackers; g.st.priority = NoPlayer }},
		{"lost but in the game", "players", func(g *Game, id ObjID) { g.st.players[1].lost = true }},
		{"zero life at priority", "state-based actions", func(g *Game, id ObjID) { g.st.players[1].life = 0 }},
		{"attached to itself", "state-based actions", func(g *Game, id ObjID) { g.st.objs[id].attachedTo = id }},
		{"attached to an unknown object", "status", func(g *Game, id ObjID) { g.st.objs[id].attachedTo = 500 }},
		{"attached to an unknown player", "status", func(g *Game, id ObjID) { g.st.objs[id].attachedPlayer = 7 }},
		{"a creature attached to a player", "state-based actions", func(g *Game, id ObjID) { g.st.objs[id].attachedPlayer = 1 }},
		{"stack item by an unknown player", "stack", func(g *Game, id ObjID) {
			g.st.nextStack++
			g.st.stack = append(g.st.stack, stackItem{id: g.st.nextStack, kind: itemActivated, obj: id, ability: &Ability{}, controller: 4})
		}},
		{"stack item with an unknown target", "links", func(g *Game, id ObjID) {
			g.st.nextStack++
			it := stackItem{id: g.st.nextStack, kind: itemActivated, obj: id, ability: &Ability{}, controller: 0, ntargets: 1}
			it.targets[0] = TargetObject(-4)
			g.st.stack = append(g.st.stack, it)
		}},
		{"effect on an unknown object", "links", func(g *Game, id ObjID) {
			g.st.effects = append(g.st.effects, contEffect{layer: LayerAbility, affected: 77, creator: 0})
		}},
		{"link whose source left", "links", func(g *Game, id ObjID) {
			g.st.links = append(g.st.links, untilLink{source: id, exiled: id, to: zones.Battlefield})
		}},
	} {
		g, id := mk()
		tc.corrupt(g, id)
		err := g.CheckInvariants()
		if err == nil {
			t.Errorf("%s: not detected", tc.name)
			continue
		}
		if !namesInvariant(err, tc.invariant) {
			t.Errorf("%s: detected, but not as invariant %q: %v", tc.name, tc.invariant, err)
		}
	}
}

// namesInvariant reports whether err, from CheckInvariants, holds an
// InvariantError of invariant inv.
func namesInvariant(err error, inv string) bool {
	for _, e := range err.(interface{ Unwrap() []error }).Unwrap() {
		if ie, ok := e.(*InvariantError); ok && ie.Invariant == inv {
			return true
		}
	}
	return false
}

// TestCheckInvariantsChangesNothing checks that the checker leaves the game
// as it was, even when the characteristics are stale.
func TestCheckInvariantsChangesNothing(t *testing.T) {
	t.Parallel()
	g, err := newVerified([]PlayerConfig{{Name: "A"}, {Name: "B"}}, WithSeed(1))
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Start(StartAt{Step: PrecombatMain}); err != nil {
		t.Fatal(err)
	}
	g.st.dirty = true
	before := Digest(g)
	_ = g.CheckInvariants()
	if Digest(g) != before {
		t.Error("CheckInvariants changed the game")
	}
}

// PlayerRulesOf returns the rules effects on players give player p
// (PlayerRules), for the tests of their durations.
func PlayerRulesOf(g *Game, p PlayerID) PlayerRules {
	var r PlayerRules
	for _, e := range g.st.effects {
		if e.affected == NoObj && e.creator == p {
			r |= e.player
		}
	}
	return r
}
