package engine

import (
	"fmt"

	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/zones"
)

// The JSON forms write every kind as a stable lower-case name, never as
// its number (docs/json.md lists them). The kinds that no other format
// writes have MarshalText and UnmarshalText themselves; those that
// snapshots and recordings write as numbers (Step, zones.Kind,
// daynight.Designation, ManaType, DecisionKind, Variant) keep that form,
// and the JSON forms write them through the text types below.

// textName returns v's name in names, or an error for a value without one.
func textName[T ~uint8](names []string, what string, v T) ([]byte, error) {
	if int(v) >= len(names) {
		return nil, fmt.Errorf("%w: %s %d has no name", ErrInvalidValue, what, v)
	}
	return []byte(names[v]), nil
}

// parseName returns the value named b in names.
func parseName[T ~uint8](names []string, what string, b []byte) (T, error) {
	for i, n := range names {
		if n == string(b) {
			return T(i), nil
		}
	}
	return 0, fmt.Errorf("%w: unknown %s %q", ErrMalformedJSON, what, b)
}

// stringsOf returns the String of each value below n.
func stringsOf[T interface {
	~uint8
	String() string
}](n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = T(i).String()
	}
	return out
}

var (
	actionNames      = []string{"pass", "play land", "cast", "activate", "cast flashback"}
	zoneNames        = stringsOf[zones.Kind](zones.Count)
	designationNames = stringsOf[daynight.Designation](3)
	variantNames     = stringsOf[Variant](int(numVariants))
)

// MarshalText returns the kind's name.
func (k EventKind) MarshalText() ([]byte, error) { return textName(eventNames[:], "event kind", k) }

// UnmarshalText sets the kind named b.
func (k *EventKind) UnmarshalText(b []byte) (err error) {
	*k, err = parseName[EventKind](eventNames[:], "event kind", b)
	return err
}

// MarshalText returns the kind's name.
func (k ActionKind) MarshalText() ([]byte, error) { return textName(actionNames, "action kind", k) }

// UnmarshalText sets the kind named b.
func (k *ActionKind) UnmarshalText(b []byte) (err error) {
	*k, err = parseName[ActionKind](actionNames, "action kind", b)
	return err
}

// MarshalText returns the counter's name ("+1/+1").
func (k CounterKind) MarshalText() ([]byte, error) {
	return textName(counterNames[:], "counter kind", k)
}

// UnmarshalText sets the counter kind named b.
func (k *CounterKind) UnmarshalText(b []byte) (err error) {
	*k, err = parseName[CounterKind](counterNames[:], "counter kind", b)
	return err
}

// MarshalText returns the color's name ("white", CR 105.1): the JSON
// forms of views write a face's and a permanent's colors with it.
func (c Color) MarshalText() ([]byte, error) { return textName(colorNames[:], "color", c) }

// UnmarshalText sets the color named b.
func (c *Color) UnmarshalText(b []byte) (err error) {
	*c, err = parseName[Color](colorNames[:], "color", b)
	return err
}

// MarshalText returns the kind's name.
func (k StackItemKind) MarshalText() ([]byte, error) {
	return textName(stackItemNames[:], "stack item kind", k)
}

// UnmarshalText sets the kind named b.
func (k *StackItemKind) UnmarshalText(b []byte) (err error) {
	*k, err = parseName[StackItemKind](stackItemNames[:], "stack item kind", b)
	return err
}

// jsonStep is a Step written by name.
type jsonStep Step

func (s jsonStep) MarshalText() ([]byte, error) { return textName(stepNames[:], "step", s) }
func (s *jsonStep) UnmarshalText(b []byte) (err error) {
	*s, err = parseName[jsonStep](stepNames[:], "step", b)
	return err
}

// jsonZone is a zone written by name.
type jsonZone zones.Kind

func (z jsonZone) MarshalText() ([]byte, error) { return textName(zoneNames, "zone", z) }
func (z *jsonZone) UnmarshalText(b []byte) (err error) {
	*z, err = parseName[jsonZone](zoneNames, "zone", b)
	return err
}

// jsonDesignation is a day/night designation written by name.
type jsonDesignation daynight.Designation

func (d jsonDesignation) MarshalText() ([]byte, error) {
	return textName(designationNames, "day/night designation", d)
}
func (d *jsonDesignation) UnmarshalText(b []byte) (err error) {
	*d, err = parseName[jsonDesignation](designationNames, "day/night designation", b)
	return err
}

// jsonMana is a mana type written by name ("green", "colorless").
type jsonMana ManaType

func (m jsonMana) MarshalText() ([]byte, error) { return textName(manaTypeNames[:], "mana type", m) }
func (m *jsonMana) UnmarshalText(b []byte) (err error) {
	*m, err = parseName[jsonMana](manaTypeNames[:], "mana type", b)
	return err
}

// jsonDecisionKind is a decision kind written by name.
type jsonDecisionKind DecisionKind

func (k jsonDecisionKind) MarshalText() ([]byte, error) {
	return textName(decisionNames[:], "decision kind", k)
}
func (k *jsonDecisionKind) UnmarshalText(b []byte) (err error) {
	*k, err = parseName[jsonDecisionKind](decisionNames[:], "decision kind", b)
	return err
}

// jsonVariant is a variant written by name.
type jsonVariant Variant

func (v jsonVariant) MarshalText() ([]byte, error) { return textName(variantNames, "variant", v) }
func (v *jsonVariant) UnmarshalText(b []byte) (err error) {
	*v, err = parseName[jsonVariant](variantNames, "variant", b)
	return err
}
