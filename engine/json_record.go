package engine

import (
	"encoding/json"
	"fmt"
)

// The JSON forms of the values a caller keeps apart from a decision: a
// Target, an Option and a decision kept with the log (DecisionRecord)
// with its choices (docs/json.md). Kinds are written by name.

// MarshalJSON writes the target's JSON form: {"obj": id}, {"player": p}
// or {"stack": id}, and {} for no target (a place of an "up to" phrase
// left empty, CR 601.2c).
func (t Target) MarshalJSON() ([]byte, error) {
	if t.None() {
		return []byte("{}"), nil
	}
	return json.Marshal(toJSONTarget(t))
}

// UnmarshalJSON reads a target's JSON form. Anything but exactly one of
// "obj" (from 1), "player" (0–7) and "stack" (from 1), or {} for no
// target, is refused with a JSONError (errors.Is ErrMalformedJSON), and t
// is then unchanged.
func (t *Target) UnmarshalJSON(b []byte) error {
	var j jsonTarget
	if err := decodeShape("target", b, &j); err != nil {
		return err
	}
	if j == (jsonTarget{}) {
		*t = Target{}
		return nil
	}
	out, err := j.target()
	if err != nil {
		return jsonErr("target", err)
	}
	*t = out
	return nil
}

// jsonOptionAlone is the JSON form of an Option outside its decision: the
// fields of the decision's form, with those whose zero means something
// (mana, yes, action) always written, as the option alone does not say
// its decision's kind.
type jsonOptionAlone struct {
	jsonOption
	Mana   jsonMana `json:"mana"`
	Yes    bool     `json:"yes"`
	Action Action   `json:"action"`
}

// MarshalJSON writes the option's JSON form outside a decision (a
// decision's form writes only the fields its kind gives a meaning; see
// Decision.MarshalJSON): index, text, the object, player, word, block
// and amounts when set, and mana, yes and action always.
func (o Option) MarshalJSON() ([]byte, error) {
	d := Decision{Options: []Option{o}}
	j := jsonOptionAlone{jsonOption: d.jsonOption(0), Mana: jsonMana(o.Mana), Yes: o.Yes, Action: o.Action}
	j.Index = o.Index
	if o.Block != (Block{}) {
		j.Block = &jsonBlock{Blocker: o.Block.Blocker, Attacker: o.Block.Attacker}
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads an option's JSON form (MarshalJSON). Unknown fields
// or names are refused with a JSONError (errors.Is ErrMalformedJSON).
func (o *Option) UnmarshalJSON(b []byte) error {
	var j jsonOptionAlone
	if err := decodeShape("option", b, &j); err != nil {
		return err
	}
	if j.jsonOption.Mana != nil || j.jsonOption.Yes != nil || j.jsonOption.Action != nil {
		return jsonErr("option", fmt.Errorf("%w: a field given twice", ErrMalformedJSON))
	}
	out := j.option()
	out.Mana, out.Yes, out.Action = ManaType(j.Mana), j.Yes, j.Action
	*o = out
	return nil
}

// jsonRecord is the JSON form of a DecisionRecord.
type jsonRecord struct {
	Seq    int32            `json:"seq"`
	Kind   jsonDecisionKind `json:"kind"`
	Player PlayerID         `json:"player"`
	Source ObjID            `json:"source,omitempty"`
	Prompt string           `json:"prompt"`
	Chosen []jsonChoice     `json:"chosen"`
}

// jsonChoice is the JSON form of a Choice: the fields that say what was
// chosen, those whose zero means something (mana, yes) by the record's
// kind.
type jsonChoice struct {
	Index  int       `json:"index"`
	Text   string    `json:"text"`
	Obj    ObjID     `json:"obj,omitempty"`
	Player *PlayerID `json:"player,omitempty"`
	Mana   *jsonMana `json:"mana,omitempty"`
	Yes    *bool     `json:"yes,omitempty"`
}

// toJSONChoice is c's JSON form in a record of kind k; a choice alone
// (k out of range) writes mana and yes always.
func toJSONChoice(k DecisionKind, c Choice) jsonChoice {
	j := jsonChoice{Index: c.Index, Text: c.Text, Obj: c.Obj}
	if c.IsPlayer {
		j.Player = &c.Player
	}
	alone := k >= numDecisionKinds
	if alone || k == DecideColor {
		m := jsonMana(c.Mana)
		j.Mana = &m
	}
	if alone || k == DecideYesNo {
		j.Yes = &c.Yes
	}
	return j
}

// choice is the Choice j writes.
func (j *jsonChoice) choice() (Choice, error) {
	c := Choice{Index: j.Index, Text: j.Text, Obj: j.Obj, Player: NoPlayer}
	if j.Index < 0 || j.Obj < 0 {
		return Choice{}, fmt.Errorf("%w: a choice's index or object is negative", ErrMalformedJSON)
	}
	if j.Player != nil {
		if *j.Player < 0 || *j.Player >= MaxPlayers {
			return Choice{}, fmt.Errorf("%w: player %d out of range", ErrMalformedJSON, *j.Player)
		}
		c.Player, c.IsPlayer = *j.Player, true
	}
	if j.Mana != nil {
		c.Mana = ManaType(*j.Mana)
	}
	if j.Yes != nil {
		c.Yes = *j.Yes
	}
	return c, nil
}

// MarshalJSON writes the choice's JSON form alone: index, text, the object
// and the player when set, and mana and yes always (in a record, they are
// written for the kinds that give them a meaning only).
func (c Choice) MarshalJSON() ([]byte, error) {
	return json.Marshal(toJSONChoice(numDecisionKinds, c))
}

// UnmarshalJSON reads a choice's JSON form; malformed input gets a
// JSONError (errors.Is ErrMalformedJSON).
func (c *Choice) UnmarshalJSON(b []byte) error {
	var j jsonChoice
	if err := decodeShape("choice", b, &j); err != nil {
		return err
	}
	out, err := j.choice()
	if err != nil {
		return jsonErr("choice", err)
	}
	*c = out
	return nil
}

// MarshalJSON writes the record's JSON form (docs/json.md): its place
// among the events, its kind by name, who decided, the source, the
// prompt and the options chosen, in order.
func (r DecisionRecord) MarshalJSON() ([]byte, error) {
	j := jsonRecord{Seq: r.Seq, Kind: jsonDecisionKind(r.Kind), Player: r.Player, Source: r.Source, Prompt: r.Prompt,
		Chosen: make([]jsonChoice, len(r.Chosen))}
	for i, c := range r.Chosen {
		j.Chosen[i] = toJSONChoice(r.Kind, c)
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads a record's JSON form. Unknown fields or names, a
// negative seq or id, a player out of range, and a field a choice of the
// record's kind does not have are refused with a JSONError (errors.Is
// ErrMalformedJSON), and r is then unchanged.
func (r *DecisionRecord) UnmarshalJSON(b []byte) error {
	var j jsonRecord
	if err := decodeShape("decision record", b, &j); err != nil {
		return err
	}
	out, err := j.record()
	if err != nil {
		return jsonErr("decision record", err)
	}
	*r = out
	return nil
}

// record is the DecisionRecord j writes.
func (j *jsonRecord) record() (DecisionRecord, error) {
	k := DecisionKind(j.Kind)
	if j.Seq < 0 || j.Source < 0 || j.Player < 0 || j.Player >= MaxPlayers {
		return DecisionRecord{}, fmt.Errorf("%w: a seq, source or player out of range", ErrMalformedJSON)
	}
	r := DecisionRecord{Seq: j.Seq, Kind: k, Player: j.Player, Source: j.Source, Prompt: j.Prompt}
	for i := range j.Chosen {
		jc := &j.Chosen[i]
		if (jc.Mana != nil) != (k == DecideColor) || (jc.Yes != nil) != (k == DecideYesNo) {
			return DecisionRecord{}, fmt.Errorf("%w: choice %d: mana is for a color, yes for a yes or no, and each is required there", ErrMalformedJSON, i)
		}
		c, err := jc.choice()
		if err != nil {
			return DecisionRecord{}, err
		}
		r.Chosen = append(r.Chosen, c)
	}
	return r, nil
}
