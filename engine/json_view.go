package engine

import "encoding/json"

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
