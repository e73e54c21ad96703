package engine

import (
	"fmt"

	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/zones"
)

// UnmarshalJSON reads an event's JSON form (MarshalJSON), for a program
// that receives events from a server. A field the kind does not write is
// refused, as is an unknown kind or name, a negative seq or object, and
// an attachment's player beside its object; a field the form leaves out is
// zero, as in the events the engine emits, so that an event reads back as
// the very event written. The error is a JSONError (errors.Is ErrMalformedJSON), and ev
// is then unchanged.
func (ev *Event) UnmarshalJSON(b []byte) error {
	var j jsonEvent
	if err := decodeShape("event", b, &j); err != nil {
		return err
	}
	out, err := j.event()
	if err != nil {
		return jsonErr("event", err)
	}
	*ev = out
	return nil
}

// fieldsSet returns the fields of j that are present, as eventFields
// flags, with those that share a flag told apart by the kind.
func (j *jsonEvent) fieldsSet() uint32 {
	var f uint32
	set := func(present bool, flag uint32) {
		if present {
			f |= flag
		}
	}
	set(j.Player != nil, efPlayer)
	set(j.Target != nil, efTarget)
	set(j.Obj != 0, efObj)
	set(j.Other != 0, efOther)
	set(j.Amount != nil, efAmount)
	set(j.Stack != 0, efStack)
	set(j.From != nil || j.To != nil || j.ExiledUntil != 0, efZones)
	set(j.Mana != nil, efMana)
	set(j.Counter != nil, efCounter)
	set(j.Cause != "", efCause)
	set(j.Checked != nil, efChecked)
	set(j.Combat, efCombat)
	set(j.Step != nil, efStep)
	set(j.DayNight != nil || j.Before != nil, efDayNight)
	set(j.BackUp != nil, efBackUp)
	set(j.TargetStack != 0, efTargetStack)
	set(j.PreventedBy != 0, efPreventedBy)
	return f
}

// event is the Event j writes.
func (j *jsonEvent) event() (Event, error) {
	if int(j.Kind) >= len(eventFields) {
		return Event{}, fmt.Errorf("%w: event kind %d", ErrMalformedJSON, j.Kind)
	}
	allowed := eventFields[j.Kind]
	if extra := j.fieldsSet() &^ allowed; extra != 0 {
		return Event{}, fmt.Errorf("%w: a field %q events do not have", ErrMalformedJSON, j.Kind.String())
	}
	switch {
	case j.Seq < 0 || j.Obj < 0 || j.Other < 0 || j.ExiledUntil < 0 || j.Stack < 0 || j.TargetStack < 0 || j.PreventedBy < 0:
		return Event{}, fmt.Errorf("%w: a negative seq or id", ErrMalformedJSON)
	case attachment(j.Kind) && j.Other != 0 && j.Player != nil:
		return Event{}, fmt.Errorf("%w: an attachment names a permanent or a player, not both", ErrMalformedJSON)
	}
	ev := Event{Kind: j.Kind, Seq: j.Seq, Obj: j.Obj, Other: j.Other, Combat: j.Combat}
	if j.Player != nil {
		ev.Player = *j.Player
	}
	if j.Target != nil {
		ev.Target = *j.Target
	}
	if j.Amount != nil {
		ev.Amount = *j.Amount
	}
	if err := j.eventKinds(&ev); err != nil {
		return Event{}, err
	}
	return ev, nil
}

// eventKinds sets the fields of ev that j writes by name or in Aux.
func (j *jsonEvent) eventKinds(ev *Event) error {
	if j.Stack != 0 {
		ev.Amount = int32(j.Stack)
	}
	if j.From != nil && j.To != nil {
		ev.From, ev.To = zones.Kind(*j.From), zones.Kind(*j.To)
	} else if eventFields[j.Kind]&efZones != 0 {
		return required("from")
	}
	ev.Aux = int32(j.ExiledUntil) + int32(j.TargetStack) + int32(j.PreventedBy) // at most one, by kind
	if j.Mana != nil {
		ev.Mana = ManaType(*j.Mana)
	}
	if j.Counter != nil {
		ev.Counter = *j.Counter
	}
	if j.Cause != "" {
		c, err := parseName[uint8](causeNames(j.Kind), "cause", []byte(j.Cause))
		if err != nil || c == 0 {
			return fmt.Errorf("%w: unknown cause %q of a %q event", ErrMalformedJSON, j.Cause, j.Kind.String())
		}
		ev.Aux = int32(c)
	}
	if j.Checked != nil {
		if daynight.Designation(*j.Checked) == daynight.Neither {
			// No check is made while it is neither day nor night (CR 731.2c).
			return fmt.Errorf("%w: a day/night check found day or night, never %q", ErrMalformedJSON, "neither")
		}
		ev.Aux = int32(*j.Checked)
	} else if j.Kind == EvDayNightCheck {
		return required("checked")
	}
	if j.Step != nil {
		ev.Amount = int32(*j.Step)
	}
	if j.DayNight != nil && j.Before != nil {
		ev.Amount, ev.Aux = int32(*j.DayNight), int32(*j.Before)
	} else if j.Kind == EvDayNight {
		return required("dayNight")
	}
	if j.BackUp != nil && *j.BackUp {
		ev.Amount = 1
	}
	return nil
}
