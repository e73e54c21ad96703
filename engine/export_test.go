package engine

// This file exposes internals to the external tests of package engine_test.

import (
	"errors"
	"fmt"
	"reflect"
	"testing"
	"unsafe"

	"github.com/cathar-engine/cathar/zones"
)

// Digest renders the complete game state — every field of every player and
// object, the zones, the stack, effects, links, pending triggers, the event
// log, the random source — as text. Two games in the same state have the
// same digest. It uses %v, so a nil and an empty slice print alike (a
// rollback may leave either). It does not refresh characteristics first:
// it shows the state exactly as it is.
func Digest(g *Game) string { return fmt.Sprintf("%v", g.st) }

// CheckAnswer is the engine's check of an answer to a decision: the right
// number of distinct options that exist, or every option once for an
// ordering.
func CheckAnswer(d *Decision, ans []int) error { return checkAnswer(d, ans) }

// CheckInvariants checks the internal consistency of the state: every
// current object is listed in exactly the zone it records, and only there;
// every card points at an object of that card; attachments and combat
// refer to current permanents; the log has every event; and, when a player
// holds priority, no state-based action is pending (CR 117.5, 704.3). It
// returns every violation found. It works on a clone, so that reading
// characteristics changes nothing in g.
func CheckInvariants(g *Game) error {
	dirty := g.st.dirty
	g = g.Clone()
	var errs []error
	bad := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }
	seen := make(map[ObjID]string)
	list := func(where string, z zones.Kind, owner PlayerID, ids []ObjID) {
		for _, id := range ids {
			if id <= 0 || int(id) >= len(g.st.objs) {
				bad("%s lists unknown object %d", where, id)
				continue
			}
			if prev, dup := seen[id]; dup {
				bad("object %d is listed in %s and %s", id, prev, where)
			}
			seen[id] = where
			o := &g.st.objs[id]
			if o.zone != z || o.gone || o.next != NoObj {
				bad("%s lists object %d (%s) whose zone is %v (gone %v, next %d)", where, id, o.def.Front.Name, o.zone, o.gone, o.next)
			}
			if owner != NoPlayer && o.owner != owner {
				bad("%s lists object %d owned by player %d", where, id, o.owner)
			}
		}
	}
	list("the battlefield", zones.Battlefield, NoPlayer, g.st.battlefield)
	list("exile", zones.Exile, NoPlayer, g.st.exile)
	for i := range g.st.players {
		pl := &g.st.players[i]
		p := PlayerID(i)
		list(pl.name+"'s library", zones.Library, p, pl.library)
		list(pl.name+"'s hand", zones.Hand, p, pl.hand)
		list(pl.name+"'s graveyard", zones.Graveyard, p, pl.graveyard)
	}
	var spells []ObjID
	for _, it := range g.st.stack {
		if it.spell {
			spells = append(spells, it.obj)
		}
	}
	list("the stack", zones.Stack, NoPlayer, spells)
	for i := 1; i < len(g.st.objs); i++ {
		o := &g.st.objs[i]
		if o.id != ObjID(i) {
			bad("object %d has id %d", i, o.id)
		}
		current := !o.gone && o.next == NoObj && o.zone != zones.None
		if _, listed := seen[o.id]; current && !listed {
			bad("object %d (%s) is in %v but listed nowhere", o.id, o.def.Front.Name, o.zone)
		}
		if o.card <= 0 || int(o.card) >= len(g.st.cards) {
			bad("object %d has unknown card %d", o.id, o.card)
		} else if current && g.st.cards[o.card] != o.id {
			bad("card %d points at object %d, not its current object %d", o.card, g.st.cards[o.card], o.id)
		}
		if !current {
			continue
		}
		ref := func(what string, id ObjID) {
			if id == NoObj {
				return
			}
			if id < 0 || int(id) >= len(g.st.objs) {
				bad("object %d is %s unknown object %d", o.id, what, id)
			}
		}
		ref("attached to", o.attachedTo)
		ref("blocking", o.blocking)
		if o.zone != zones.Battlefield && (o.attachedTo != NoObj || o.attacking != NoPlayer || o.blocking != NoObj || o.tapped) {
			bad("object %d in %v keeps battlefield status", o.id, o.zone)
		}
	}
	for c := 1; c < len(g.st.cards); c++ {
		id := g.st.cards[c]
		if id <= 0 || int(id) >= len(g.st.objs) || g.st.objs[id].card != CardID(c) {
			bad("card %d points at object %d of another card", c, id)
		}
	}
	if g.logOn && len(g.st.log) != g.st.nlog {
		bad("the log has %d events, %d were emitted", len(g.st.log), g.st.nlog)
	}
	for i, ev := range g.st.log {
		if int(ev.Seq) != i {
			bad("event %d has Seq %d", i, ev.Seq)
			break
		}
	}
	if g.st.wait == waitPriority {
		if p := g.st.priority; p < 0 || int(p) >= len(g.st.players) || g.st.players[p].left {
			bad("priority with player %d, who is not in the game", p)
		}
		if len(g.st.pending) > 0 {
			bad("%d triggers wait while a player has priority", len(g.st.pending))
		}
		if dirty {
			bad("characteristics are stale while a player has priority")
		}
		g.refresh()
		for i := range g.st.players {
			if pl := &g.st.players[i]; !pl.left && pl.life <= 0 {
				bad("%s has %d life and priority was given", pl.name, pl.life)
			}
		}
		for _, id := range g.st.battlefield {
			o := g.obj(id)
			if o.ch.Is(Creature) && (o.ch.Toughness <= 0 || int(o.damage) >= o.ch.Toughness) {
				bad("creature %d (%s) %d/%d with %d damage survives while a player has priority", id, o.ch.Name, o.ch.Power, o.ch.Toughness, o.damage)
			}
			if o.attachedTo != NoObj {
				t := g.obj(o.attachedTo)
				if t.zone != zones.Battlefield || t.next != NoObj || t.gone || !t.ch.Is(Creature) {
					bad("%d (%s) is attached to %d, which is no creature on the battlefield", id, o.ch.Name, o.attachedTo)
				}
			} else if o.ch.Is(Enchantment) && o.ch.Subtypes.Has(Aura) {
				bad("Aura %d (%s) attached to nothing survives", id, o.ch.Name)
			}
		}
	}
	return errors.Join(errs...)
}

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

// TestCheckInvariantsDetects corrupts a consistent game in a few ways and
// checks that CheckInvariants notices each.
func TestCheckInvariantsDetects(t *testing.T) {
	mk := func() (*Game, ObjID) {
		g, err := New([]PlayerConfig{{Name: "A"}, {Name: "B"}}, WithSeed(1))
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
		if err := CheckInvariants(g); err != nil {
			t.Fatal(err)
		}
		return g, id
	}
	for name, corrupt := range map[string]func(g *Game, id ObjID){
		"listed twice":      func(g *Game, id ObjID) { g.st.exile = append(g.st.exile, id) },
		"listed nowhere":    func(g *Game, id ObjID) { g.st.battlefield = g.st.battlefield[:0] },
		"wrong zone":        func(g *Game, id ObjID) { g.st.objs[id].zone = zones.Graveyard },
		"lethal damage":     func(g *Game, id ObjID) { g.st.objs[id].damage = 2 },
		"card points away":  func(g *Game, id ObjID) { g.st.cards[g.st.objs[id].card] = 0 },
		"log shorter":       func(g *Game, id ObjID) { g.st.log = g.st.log[:1] },
		"trigger left over": func(g *Game, id ObjID) { g.st.pending = append(g.st.pending, pendingTrigger{}) },
	} {
		g, id := mk()
		corrupt(g, id)
		if CheckInvariants(g) == nil {
			t.Errorf("%s: not detected", name)
		}
	}
}
