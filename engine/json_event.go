package engine

import "encoding/json"

// The fields of an event's JSON form, by kind: which of Event's fields
// mean something for it (see the EventKind constants).
const (
	efPlayer      uint32 = 1 << iota // "player"
	efTarget                         // "target": a player
	efObj                            // "obj"
	efOther                          // "other"
	efAmount                         // "amount"
	efStack                          // "stack": Amount is a StackID
	efZones                          // "from", "to" and "exiledUntil" (Aux)
	efMana                           // "mana"
	efCounter                        // "counter"
	efCombat                         // "combat"
	efStep                           // "step": Amount is a Step
	efDayNight                       // "dayNight", "before": Amount and Aux
	efBackUp                         // "backUp": Amount 1 or 0
	efTargetStack                    // "targetStack": Aux is a StackID
	efCause                          // "cause": Aux names why (Event.Cause): an explanation's case, the counters' cause, why it was destroyed or countered
	efChecked                        // "checked": Aux is the designation the day/night check found
	efPreventedBy                    // "preventedBy": Aux is the object that created the prevention effect
)

// eventFields lists, for each kind, the fields its JSON form writes.
var eventFields = [numEventKinds]uint32{
	EvGameStarted:        efAmount,
	EvTurnBegan:          efPlayer | efAmount,
	EvStepBegan:          efPlayer | efStep,
	EvZoneChanged:        efPlayer | efObj | efOther | efZones,
	EvDrew:               efPlayer | efObj,
	EvShuffled:           efPlayer,
	EvLandPlayed:         efPlayer | efObj,
	EvSpellCast:          efPlayer | efObj | efStack,
	EvAbilityActivated:   efPlayer | efObj | efStack,
	EvAbilityTriggered:   efPlayer | efObj | efStack,
	EvBecameTarget:       efPlayer | efObj | efTarget | efOther | efStack | efTargetStack,
	EvResolved:           efPlayer | efObj | efStack,
	EvCountered:          efPlayer | efObj | efStack | efCause,
	EvRemovedFromStack:   efPlayer | efObj | efStack | efCause,
	EvPriorityPassed:     efPlayer,
	EvTapped:             efObj,
	EvUntapped:           efObj,
	EvTappedForMana:      efPlayer | efObj,
	EvManaAdded:          efPlayer | efObj | efAmount | efMana,
	EvManaEmptied:        efPlayer | efAmount,
	EvDamage:             efObj | efOther | efTarget | efAmount | efCombat,
	EvLifeChanged:        efPlayer | efAmount,
	EvCountersAdded:      efObj | efCounter | efAmount | efCause,
	EvCountersRemoved:    efObj | efCounter | efAmount | efCause,
	EvTransformed:        efObj | efBackUp,
	EvDayNight:           efPlayer | efDayNight,
	EvAttacks:            efPlayer | efObj | efTarget | efOther,
	EvBlocks:             efPlayer | efObj | efOther,
	EvControlChanged:     efObj | efPlayer,
	EvAttached:           efObj | efOther | efPlayer,
	EvUnattached:         efObj | efOther | efPlayer,
	EvTokenCreated:       efPlayer | efObj,
	EvCeasedToExist:      efObj,
	EvDestroyed:          efObj | efCause,
	EvDiscarded:          efPlayer | efObj,
	EvPlayerLost:         efPlayer,
	EvPlayerLeft:         efPlayer,
	EvGameOver:           efPlayer,
	EvDamagePrevented:    efPlayer | efObj | efOther | efTarget | efAmount | efCombat | efPreventedBy,
	EvDayNightCheck:      efPlayer | efTarget | efAmount | efChecked,
	EvNothingExiled:      efPlayer | efObj | efOther | efStack | efCause,
	EvEnteredTransformed: efPlayer | efObj | efCause,
	EvNotTriggered:       efPlayer | efObj,
	EvPayNotOffered:      efPlayer | efObj | efStack | efCause,
	EvSacrificed:         efPlayer | efObj,
	EvChooser:            efPlayer,
	EvStartingPlayer:     efPlayer | efTarget,
	EvMulligan:           efPlayer | efAmount,
	EvKept:               efPlayer | efAmount,
	EvPutOnBottom:        efPlayer | efAmount,
}

// attachment reports whether k is the kind of an attachment event, whose
// player means something only when Other is NoObj (CR 303.4, 701.3).
func attachment(k EventKind) bool { return k == EvAttached || k == EvUnattached }

// jsonEvent is the JSON form of an Event: only the fields its kind gives
// a meaning, the kinds, zones, steps and designations by name.
type jsonEvent struct {
	Seq         int32            `json:"seq"`
	Kind        EventKind        `json:"kind"`
	Player      *PlayerID        `json:"player,omitempty"`
	Target      *PlayerID        `json:"target,omitempty"`
	Obj         ObjID            `json:"obj,omitempty"`
	Other       ObjID            `json:"other,omitempty"`
	Amount      *int32           `json:"amount,omitempty"`
	Stack       StackID          `json:"stack,omitempty"`
	From        *jsonZone        `json:"from,omitempty"`
	To          *jsonZone        `json:"to,omitempty"`
	ExiledUntil ObjID            `json:"exiledUntil,omitempty"`
	Mana        *jsonMana        `json:"mana,omitempty"`
	Counter     *CounterKind     `json:"counter,omitempty"`
	Cause       string           `json:"cause,omitempty"`
	Combat      bool             `json:"combat,omitempty"`
	Step        *jsonStep        `json:"step,omitempty"`
	DayNight    *jsonDesignation `json:"dayNight,omitempty"`
	Before      *jsonDesignation `json:"before,omitempty"`
	BackUp      *bool            `json:"backUp,omitempty"`
	TargetStack StackID          `json:"targetStack,omitempty"`
	Checked     *jsonDesignation `json:"checked,omitempty"`
	PreventedBy ObjID            `json:"preventedBy,omitempty"`
}

// MarshalJSON writes the event's JSON form (docs/json.md): its sequence
// number, its kind by name, and the fields the kind gives a meaning. An
// object that is NoObj (none, or hidden from the player whose events these
// are: Game.EventsFor) is left out.
func (ev Event) MarshalJSON() ([]byte, error) {
	var f uint32
	if int(ev.Kind) < len(eventFields) {
		f = eventFields[ev.Kind]
	}
	j := jsonEvent{Seq: ev.Seq, Kind: ev.Kind}
	if f&efPlayer != 0 && !(attachment(ev.Kind) && ev.Other != NoObj) {
		j.Player = &ev.Player // an attachment names a player only when attached to one
	}
	if f&efTarget != 0 {
		j.Target = &ev.Target
	}
	if f&efObj != 0 {
		j.Obj = ev.Obj
	}
	if f&efOther != 0 {
		j.Other = ev.Other
	}
	if f&efAmount != 0 {
		j.Amount = &ev.Amount
	}
	if f&efStack != 0 {
		j.Stack = StackID(ev.Amount)
	}
	ev.marshalKinds(f, &j)
	return json.Marshal(j)
}

// marshalKinds sets the fields of j that name a kind or decode Aux.
func (ev *Event) marshalKinds(f uint32, j *jsonEvent) {
	if f&efZones != 0 {
		from, to := jsonZone(ev.From), jsonZone(ev.To)
		j.From, j.To = &from, &to
		j.ExiledUntil, _ = ev.ExiledUntil()
	}
	if f&efMana != 0 {
		m := jsonMana(ev.Mana)
		j.Mana = &m
	}
	if f&efCounter != 0 {
		j.Counter = &ev.Counter
	}
	if c, ok := ev.Cause(); f&efCause != 0 && ok {
		j.Cause = c.String()
	}
	if checked, _, ok := ev.DayNightCheck(); f&efChecked != 0 && ok {
		c := jsonDesignation(checked)
		j.Checked = &c
	}
	j.Combat = f&efCombat != 0 && ev.Combat
	if s, ok := ev.Step(); ok {
		js := jsonStep(s)
		j.Step = &js
	}
	if now, before, ok := ev.Designation(); ok {
		n, b := jsonDesignation(now), jsonDesignation(before)
		j.DayNight, j.Before = &n, &b
	}
	if up, ok := ev.BackFaceUp(); ok {
		j.BackUp = &up
	}
	if f&efTargetStack != 0 {
		j.TargetStack, _ = ev.TargetedAbility()
	}
	if f&efPreventedBy != 0 {
		j.PreventedBy, _ = ev.PreventedBy()
	}
}
