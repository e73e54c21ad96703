package engine

import (
	"fmt"

	"github.com/cathar-engine/cathar/zones"
)

// The snapshot builder's checks of single values: references to players,
// objects and zones, counts, card definitions, faces and abilities by
// name, events and targets. what says where the value is, for the error.

// playerRef checks a player id: in range, or NoPlayer where none allows it.
func (b *snapBuilder) playerRef(what string, p PlayerID, none bool) error {
	if (none && p == NoPlayer) || (p >= 0 && int(p) < b.n) {
		return nil
	}
	return badf("%s: player %d out of range (%d players)", what, p, b.n)
}

// objRef checks an object id: in range, or NoObj where none allows it.
func (b *snapBuilder) objRef(what string, id ObjID, none bool) error {
	if (none && id == NoObj) || (id > 0 && int(id) < b.nobj) {
		return nil
	}
	return badf("%s: object %d out of range (%d objects)", what, id, b.nobj-1)
}

// zoneRef checks a zone.
func zoneRef(what string, z zones.Kind) error {
	if int(z) >= zones.Count {
		return badf("%s: zone %d out of range", what, z)
	}
	return nil
}

// nonNeg checks a count.
func nonNeg(what string, v int64) error {
	if v < 0 {
		return badf("%s is negative (%d)", what, v)
	}
	return nil
}

// def returns the card definition whose front face is named name.
func (b *snapBuilder) def(what, name string) (*CardDef, error) {
	if d, ok := b.defs[name]; ok {
		return d, nil
	}
	d, err := b.lookup(name)
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrBadSnapshot, what, lookupErr(name, err))
	}
	if d == nil || d.Front.Name != name {
		return nil, badf("%s: card %q is not the front name of a card definition", what, name)
	}
	b.defs[name] = d
	return d, nil
}

// face returns the face a reference names.
func (b *snapBuilder) face(what string, ref *snapFace) (*Face, error) {
	d, err := b.def(what, ref.Card)
	if err != nil {
		return nil, err
	}
	if !ref.Back {
		return &d.Front, nil
	}
	if d.Back == nil {
		return nil, badf("%s: card %q has no back face", what, ref.Card)
	}
	return d.Back, nil
}

// ability returns the ability a reference names, or nil for none.
func (b *snapBuilder) ability(what string, ref *snapAbility) (*Ability, error) {
	if ref == nil {
		return nil, nil
	}
	f, err := b.face(what, &snapFace{Card: ref.Card, Back: ref.Back})
	if err != nil {
		return nil, err
	}
	abs := f.Abilities
	if ref.Granted {
		abs = f.Grants
	}
	if ref.Index < 0 || ref.Index >= len(abs) {
		return nil, badf("%s: ability index %d out of range (%q has %d)", what, ref.Index, f.Name, len(abs))
	}
	return abs[ref.Index], nil
}

// event decodes an event: 12 numbers, and its sequence number as a
// thirteenth withSeq.
func (b *snapBuilder) event(what string, e snapEvent, withSeq bool) (Event, error) {
	want := 12
	if withSeq {
		want = 13
	}
	if len(e) != want {
		return Event{}, badf("%s: an event has %d numbers, want %d", what, len(e), want)
	}
	ev := Event{Kind: EventKind(e[0]), Player: PlayerID(e[1]), Target: PlayerID(e[2]), Counter: CounterKind(e[3]),
		Mana: ManaType(e[4]), From: zones.Kind(e[5]), To: zones.Kind(e[6]), Combat: e[7] == 1,
		Obj: ObjID(e[8]), Other: ObjID(e[9]), Amount: int32(e[10]), Aux: int32(e[11])}
	if msg := b.eventOutOfRange(e); msg != "" {
		return ev, badf("%s: %s", what, msg)
	}
	if withSeq {
		if e[12] < 0 || e[12] > int64(b.s.EventCount) {
			return ev, badf("%s: event sequence number %d out of range", what, e[12])
		}
		ev.Seq = int32(e[12])
	}
	return ev, nil
}

// eventOutOfRange says which of an event's 12 numbers is out of range, or
// returns "".
func (b *snapBuilder) eventOutOfRange(e snapEvent) string {
	in := func(v int64, lo, end int) bool { return v >= int64(lo) && v < int64(end) }
	switch {
	case !in(e[0], 0, int(numEventKinds)):
		return fmt.Sprintf("event kind %d out of range", e[0])
	case !in(e[1], -1, b.n) || !in(e[2], -1, b.n):
		return "event player out of range"
	case !in(e[3], 0, int(NumCounterKinds)) || !in(e[4], 0, int(NumManaTypes)):
		return "event counter or mana type out of range"
	case !in(e[5], 0, zones.Count) || !in(e[6], 0, zones.Count):
		return "event zone out of range"
	case e[7] != 0 && e[7] != 1:
		return fmt.Sprintf("event combat flag %d is not 0 or 1", e[7])
	case !in(e[8], 0, b.nobj) || !in(e[9], 0, b.nobj):
		return "event object out of range"
	case e[10] != int64(int32(e[10])) || e[11] != int64(int32(e[11])):
		return "event amount out of range"
	case e[0] == int64(EvZoneChanged) && e[11] != 0 && (e[6] != int64(zones.Exile) || !in(e[11], 1, b.nobj)):
		return "event names the object an exile lasts until, but that object does not exist or the move is not to exile (CR 610.3)"
	case e[0] == int64(EvDamagePrevented) && e[11] != 0 && !in(e[11], 1, b.nobj):
		return "event names the object that created a prevention effect, but that object does not exist (CR 615.1)"
	}
	return ""
}

// target decodes a target of a stack item. An ability on the stack
// (CR 115.1) is named by a stack id given out, with no object or player.
func (b *snapBuilder) target(what string, t snapTarget) (Target, error) {
	if t.Stack != 0 {
		if t.Stack < 0 || t.Stack > b.s.NextStack || t.Obj != NoObj || t.Player != NoPlayer || t.IsPlayer {
			return Target{}, badf("%s: target: stack item %d is not an ability's id alone (next %d)", what, t.Stack, b.s.NextStack)
		}
		return Target(t), nil
	}
	if err := b.playerRef(what+": target", t.Player, true); err != nil {
		return Target{}, err
	}
	if err := b.objRef(what+": target", t.Obj, true); err != nil {
		return Target{}, err
	}
	return Target(t), nil
}
