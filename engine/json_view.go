package engine

import (
	"encoding/json"

	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/zones"
)

// The JSON forms of a PlayerView and its parts are their fields with the
// names their tags give; MarshalJSON below writes the kinds that other
// formats write as numbers by name instead.

// MarshalJSON writes the view's JSON form (docs/json.md).
func (v PlayerView) MarshalJSON() ([]byte, error) {
	type plain PlayerView
	return json.Marshal(struct {
		plain
		Variant  jsonVariant     `json:"variant"`
		Step     jsonStep        `json:"step"`
		DayNight jsonDesignation `json:"dayNight"`
	}{plain(v), jsonVariant(v.Variant), jsonStep(v.Step), jsonDesignation(v.DayNight)})
}

// MarshalJSON writes the stack item's JSON form: its targets as
// {"obj": id}, {"player": p} or {"stack": id}.
func (s ViewStackItem) MarshalJSON() ([]byte, error) {
	type plain ViewStackItem
	return json.Marshal(struct {
		plain
		Targets []jsonTarget `json:"targets"`
	}{plain(s), toJSONTargets(s.Targets)})
}

// MarshalJSON writes the link's JSON form: the zone by name.
func (l ViewExileLink) MarshalJSON() ([]byte, error) {
	type plain ViewExileLink
	return json.Marshal(struct {
		plain
		ReturnTo jsonZone `json:"returnTo"`
	}{plain(l), jsonZone(l.ReturnTo)})
}

// UnmarshalJSON reads a view's JSON form (MarshalJSON), for a program that
// receives views from a server. Unknown fields or names are refused with a
// JSONError (errors.Is ErrMalformedJSON).
func (v *PlayerView) UnmarshalJSON(b []byte) error {
	type plain PlayerView
	var out PlayerView
	aux := struct {
		*plain
		Variant  jsonVariant     `json:"variant"`
		Step     jsonStep        `json:"step"`
		DayNight jsonDesignation `json:"dayNight"`
	}{plain: (*plain)(&out)}
	if err := decodeShape("view", b, &aux); err != nil {
		return err
	}
	out.Variant, out.Step, out.DayNight = Variant(aux.Variant), Step(aux.Step), daynight.Designation(aux.DayNight)
	*v = out
	return nil
}

// UnmarshalJSON reads a stack item's JSON form.
func (s *ViewStackItem) UnmarshalJSON(b []byte) error {
	type plain ViewStackItem
	var out ViewStackItem
	aux := struct {
		*plain
		Targets []jsonTarget `json:"targets"`
	}{plain: (*plain)(&out)}
	if err := decodeShape("stack item", b, &aux); err != nil {
		return err
	}
	out.Targets = make([]Target, len(aux.Targets))
	for i, jt := range aux.Targets {
		t, err := jt.target()
		if err != nil {
			return jsonErr("stack item", err)
		}
		out.Targets[i] = t
	}
	*s = out
	return nil
}

// UnmarshalJSON reads an exile link's JSON form.
func (l *ViewExileLink) UnmarshalJSON(b []byte) error {
	type plain ViewExileLink
	var out ViewExileLink
	aux := struct {
		*plain
		ReturnTo jsonZone `json:"returnTo"`
	}{plain: (*plain)(&out)}
	if err := decodeShape("exile link", b, &aux); err != nil {
		return err
	}
	out.ReturnTo = zones.Kind(aux.ReturnTo)
	*l = out
	return nil
}

// MarshalJSON writes the start's JSON form: the kind of the next
// decision by name ("keep or mulligan").
func (b ViewBeginning) MarshalJSON() ([]byte, error) {
	type plain ViewBeginning
	return json.Marshal(struct {
		plain
		Asking jsonDecisionKind `json:"asking"`
	}{plain(b), jsonDecisionKind(b.Asking)})
}

// UnmarshalJSON reads the start's JSON form.
func (b *ViewBeginning) UnmarshalJSON(data []byte) error {
	type plain ViewBeginning
	var out ViewBeginning
	aux := struct {
		*plain
		Asking jsonDecisionKind `json:"asking"`
	}{plain: (*plain)(&out)}
	if err := decodeShape("beginning", data, &aux); err != nil {
		return err
	}
	out.Asking = DecisionKind(aux.Asking)
	*b = out
	return nil
}
