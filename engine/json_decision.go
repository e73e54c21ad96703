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
	Same         int        `json:"same,omitempty"`
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
		Attacked: o.Attacked, Planeswalker: o.Planeswalker, Same: o.Same}
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
// that receives decisions from a server. Unknown fields or names, a key
// given twice, a player or id out of range, bounds that no answer meets
// (min < 0, min > max, max above the number of options for an unordered
// decision), a field the decision's kind does not give a meaning (a "yes"
// on a target, a "divide" outside a division of combat damage), and an
// option whose index is not its place are refused with a JSONError
// (errors.Is ErrMalformedJSON), and d is then unchanged.
func (d *Decision) UnmarshalJSON(b []byte) error {
	var j jsonDecision
	if err := decodeShape("decision", b, &j); err != nil {
		return err
	}
	if err := j.check(); err != nil {
		return jsonErr("decision", err)
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
		Lethal: j.Lethal, Attacked: j.Attacked, Planeswalker: j.Planeswalker, Same: j.Same}
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

// check refuses what a decision's form never writes (UnmarshalJSON).
func (j *jsonDecision) check() error {
	k := DecisionKind(j.Kind)
	switch {
	case j.Player < 0 || j.Player >= MaxPlayers:
		return fmt.Errorf("%w: player %d out of range", ErrMalformedJSON, j.Player)
	case j.Source < 0:
		return fmt.Errorf("%w: source %d out of range", ErrMalformedJSON, j.Source)
	case j.Min < 0 || j.Min > j.Max || !j.Ordered && j.Max > len(j.Options):
		return fmt.Errorf("%w: bounds %d to %d for %d options", ErrMalformedJSON, j.Min, j.Max, len(j.Options))
	case j.Divide != 0 && k != DecideCombatDamage || j.Divide < 0:
		return fmt.Errorf("%w: \"divide\" is for a division of combat damage", ErrMalformedJSON)
	}
	for i := range j.Options {
		if err := j.Options[i].check(k); err != nil {
			return fmt.Errorf("option %d: %w", i, err)
		}
	}
	return nil
}

// check refuses the fields of an option that a decision of kind k does
// not give a meaning, and ids out of range.
func (j *jsonOption) check(k DecisionKind) error {
	damage := k == DecideCombatDamage
	switch {
	case (j.Mana != nil) != (k == DecideColor), (j.Yes != nil) != (k == DecideYesNo),
		(j.Action != nil) != (k == DecideAction), (j.Block != nil) != (k == DecideBlockers):
		return fmt.Errorf("%w: mana, yes, action and block are for (and required by) a color, a yes or no, an action and a block", ErrMalformedJSON)
	case !damage && (j.Amount != 0 && k != DecideMulligan || j.Lethal != 0 || j.Attacked), j.Planeswalker != 0 && k != DecideAttackers:
		return fmt.Errorf("%w: a field a %s decision does not have", ErrMalformedJSON, k)
	case j.Obj < 0 || j.Planeswalker < 0 || j.Amount < 0 || j.Lethal < 0 || j.Same < 0,
		j.Player != nil && (*j.Player < 0 || *j.Player >= MaxPlayers),
		j.Block != nil && (j.Block.Blocker <= 0 || j.Block.Attacker <= 0):
		return fmt.Errorf("%w: an id or amount out of range", ErrMalformedJSON)
	}
	return nil
}
