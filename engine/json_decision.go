package engine

import (
	"encoding/json"
	"fmt"
)

// jsonDecision is the JSON form of a Decision.
type jsonDecision struct {
	Kind    jsonDecisionKind `json:"kind"`
	Player  PlayerID         `json:"player"`
	Source  ObjID            `json:"source,omitempty"`
	Prompt  string           `json:"prompt"`
	Min     int              `json:"min"`
	Max     int              `json:"max"`
	Ordered bool             `json:"ordered,omitempty"`
	Divide  int              `json:"divide,omitempty"`
	Default []int            `json:"default,omitempty"`
	Options []jsonOption     `json:"options"`
}

// jsonOption is the JSON form of an Option: its index and label, and the
// fields the decision's kind gives a meaning.
type jsonOption struct {
	Index        int        `json:"index"`
	Text         string     `json:"text"`
	Obj          ObjID      `json:"obj,omitempty"`
	Player       *PlayerID  `json:"player,omitempty"`
	Mana         *jsonMana  `json:"mana,omitempty"`
	Yes          *bool      `json:"yes,omitempty"`
	Word         string     `json:"word,omitempty"`
	Action       *Action    `json:"action,omitempty"`
	Block        *jsonBlock `json:"block,omitempty"`
	Amount       int32      `json:"amount,omitempty"`
	Lethal       int32      `json:"lethal,omitempty"`
	Attacked     bool       `json:"attacked,omitempty"`
	Planeswalker ObjID      `json:"planeswalker,omitempty"`
}

// jsonBlock is the JSON form of a Block.
type jsonBlock struct {
	Blocker  ObjID `json:"blocker"`
	Attacker ObjID `json:"attacker"`
}

// MarshalJSON writes the decision's JSON form (docs/json.md): its kind by
// name, who decides, the bounds of an answer, and each option with the
// fields the kind gives a meaning. An answer is a list of the options'
// indices (Reply).
func (d Decision) MarshalJSON() ([]byte, error) {
	j := jsonDecision{Kind: jsonDecisionKind(d.Kind), Player: d.Player, Source: d.Source, Prompt: d.Prompt,
		Min: d.Min, Max: d.Max, Ordered: d.Ordered, Divide: d.Divide, Default: d.Default,
		Options: make([]jsonOption, len(d.Options))}
	for i := range d.Options {
		j.Options[i] = d.jsonOption(i)
	}
	return json.Marshal(j)
}

// jsonOption is option i of d in its JSON form.
func (d *Decision) jsonOption(i int) jsonOption {
	o := &d.Options[i]
	j := jsonOption{Index: i, Text: o.Text, Obj: o.Obj, Word: o.Word, Amount: o.Amount, Lethal: o.Lethal,
		Attacked: o.Attacked, Planeswalker: o.Planeswalker}
	if o.IsPlayer {
		j.Player = &o.Player
	}
	switch d.Kind {
	case DecideColor:
		m := jsonMana(o.Mana)
		j.Mana = &m
	case DecideYesNo:
		j.Yes = &o.Yes
	case DecideAction:
		j.Action = &o.Action
	case DecideBlockers:
		j.Block = &jsonBlock{Blocker: o.Block.Blocker, Attacker: o.Block.Attacker}
	}
	return j
}

// UnmarshalJSON reads a decision's JSON form (MarshalJSON), for a program
// that receives decisions from a server. Unknown fields or names, and an
// option whose index is not its place, are refused with a JSONError
// (errors.Is ErrMalformedJSON), and d is then unchanged.
func (d *Decision) UnmarshalJSON(b []byte) error {
	var j jsonDecision
	if err := decodeShape("decision", b, &j); err != nil {
		return err
	}
	out := Decision{Kind: DecisionKind(j.Kind), Player: j.Player, Source: j.Source, Prompt: j.Prompt,
		Min: j.Min, Max: j.Max, Ordered: j.Ordered, Divide: j.Divide, Default: j.Default,
		Options: make([]Option, len(j.Options))}
	for i, jo := range j.Options {
		if jo.Index != i {
			return jsonErr("decision", fmt.Errorf("%w: option %d has index %d", ErrMalformedJSON, i, jo.Index))
		}
		out.Options[i] = jo.option()
	}
	*d = out
	return nil
}

// option is the Option j writes.
func (j *jsonOption) option() Option {
	o := Option{Index: j.Index, Text: j.Text, Obj: j.Obj, Player: NoPlayer, Word: j.Word, Amount: j.Amount,
		Lethal: j.Lethal, Attacked: j.Attacked, Planeswalker: j.Planeswalker}
	if j.Player != nil {
		o.Player, o.IsPlayer = *j.Player, true
	}
	if j.Mana != nil {
		o.Mana = ManaType(*j.Mana)
	}
	if j.Yes != nil {
		o.Yes = *j.Yes
	}
	if j.Action != nil {
		o.Action = *j.Action
	}
	if j.Block != nil {
		o.Block = Block{Blocker: j.Block.Blocker, Attacker: j.Block.Attacker}
	}
	return o
}
