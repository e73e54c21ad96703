package engine

import (
	"encoding/json"

	"github.com/cathar-engine/cathar/daynight"
)

// A RecordedCall keeps, in recordings and snapshots, the JSON form its
// targets had before Target had a JSON form of its own (Target.
// MarshalJSON): recTarget is a Target with the default encoding, and
// recordedCallJSON is RecordedCall with its targets so (a test checks that
// the two list the same fields).

// recTarget is a Target written as recordings and snapshots write it.
type recTarget Target

// recordedCallJSON is the JSON form of a RecordedCall.
type recordedCallJSON struct {
	Op        string               `json:"op"`
	Player    PlayerID             `json:"player,omitempty"`
	Obj       ObjID                `json:"obj,omitempty"`
	Index     int                  `json:"index,omitempty"`
	Targets   []recTarget          `json:"targets,omitempty"`
	X         int                  `json:"x,omitempty"`
	NoPay     bool                 `json:"withoutPaying,omitempty"`
	Flash     bool                 `json:"asThoughFlash,omitempty"`
	Flashback bool                 `json:"flashback,omitempty"`
	Color     ManaType             `json:"color,omitempty"`
	Attacks   []Attack             `json:"attacks,omitempty"`
	Blocks    []Block              `json:"blocks,omitempty"`
	Placement *RecordedPlacement   `json:"placement,omitempty"`
	Life      int                  `json:"life,omitempty"`
	DayNight  daynight.Designation `json:"dayNight,omitempty"`
	Start     *StartAt             `json:"start,omitempty"`
	Begin     *Beginning           `json:"begin,omitempty"`
	Turn      int                  `json:"turn,omitempty"`
	Step      Step                 `json:"step,omitempty"`
	Answers   [][]int              `json:"answers,omitempty"`
}

// MarshalJSON writes the call as recordings and snapshots of every
// version write it.
func (c RecordedCall) MarshalJSON() ([]byte, error) {
	return json.Marshal(recordedCallJSON{
		Op:        c.Op,
		Player:    c.Player,
		Obj:       c.Obj,
		Index:     c.Index,
		Targets:   recTargets(c.Targets),
		X:         c.X,
		NoPay:     c.NoPay,
		Flash:     c.Flash,
		Flashback: c.Flashback,
		Color:     c.Color,
		Attacks:   c.Attacks,
		Blocks:    c.Blocks,
		Placement: c.Placement,
		Life:      c.Life,
		DayNight:  c.DayNight,
		Start:     c.Start,
		Begin:     c.Begin,
		Turn:      c.Turn,
		Step:      c.Step,
		Answers:   c.Answers,
	})
}

// UnmarshalJSON reads the call as MarshalJSON writes it; a field it does
// not write is refused.
func (c *RecordedCall) UnmarshalJSON(b []byte) error {
	var j recordedCallJSON
	if err := decodeOne(b, &j); err != nil {
		return err
	}
	*c = RecordedCall{
		Op:        j.Op,
		Player:    j.Player,
		Obj:       j.Obj,
		Index:     j.Index,
		Targets:   targetsOf(j.Targets),
		X:         j.X,
		NoPay:     j.NoPay,
		Flash:     j.Flash,
		Flashback: j.Flashback,
		Color:     j.Color,
		Attacks:   j.Attacks,
		Blocks:    j.Blocks,
		Placement: j.Placement,
		Life:      j.Life,
		DayNight:  j.DayNight,
		Start:     j.Start,
		Begin:     j.Begin,
		Turn:      j.Turn,
		Step:      j.Step,
		Answers:   j.Answers,
	}
	return nil
}

func recTargets(ts []Target) []recTarget {
	if ts == nil {
		return nil
	}
	out := make([]recTarget, len(ts))
	for i, t := range ts {
		out[i] = recTarget(t)
	}
	return out
}

func targetsOf(ts []recTarget) []Target {
	if ts == nil {
		return nil
	}
	out := make([]Target, len(ts))
	for i, t := range ts {
		out[i] = Target(t)
	}
	return out
}
