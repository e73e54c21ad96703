package engine

import (
	"encoding/json"
	"errors"
	"fmt"
)

// jsonTarget is the JSON form of a Target: exactly one of {"obj": id},
// {"player": p} and {"stack": id} (an ability on the stack, CR 115.1).
type jsonTarget struct {
	Obj    *ObjID    `json:"obj,omitempty"`
	Player *PlayerID `json:"player,omitempty"`
	Stack  *StackID  `json:"stack,omitempty"`
}

func toJSONTarget(t Target) jsonTarget {
	switch {
	case t.IsAbility():
		return jsonTarget{Stack: &t.Stack}
	case t.IsPlayer:
		return jsonTarget{Player: &t.Player}
	}
	return jsonTarget{Obj: &t.Obj}
}

func toJSONTargets(ts []Target) []jsonTarget {
	out := make([]jsonTarget, len(ts))
	for i, t := range ts {
		out[i] = toJSONTarget(t)
	}
	return out
}

// toJSONActionTargets is toJSONTargets for an action, whose places of an
// "up to" phrase left empty (NoTarget, CR 601.2c) are written {}: a legal
// action may have them (LegalActions).
func toJSONActionTargets(ts []Target) []jsonTarget {
	out := toJSONTargets(ts)
	for i, t := range ts {
		if t.None() {
			out[i] = jsonTarget{}
		}
	}
	return out
}

// target returns the Target j names, or an error when it names none, more
// than one, or an impossible id.
func (j jsonTarget) target() (Target, error) {
	n := 0
	for _, set := range []bool{j.Obj != nil, j.Player != nil, j.Stack != nil} {
		if set {
			n++
		}
	}
	switch {
	case n != 1:
		return Target{}, fmt.Errorf("%w: a target has exactly one of \"obj\", \"player\" and \"stack\"", ErrMalformedJSON)
	case j.Obj != nil && *j.Obj > 0:
		return TargetObject(*j.Obj), nil
	case j.Player != nil && *j.Player >= 0 && *j.Player < MaxPlayers:
		return TargetPlayerID(*j.Player), nil
	case j.Stack != nil && *j.Stack > 0:
		return TargetAbility(*j.Stack), nil
	}
	return Target{}, fmt.Errorf("%w: a target's id is out of range", ErrMalformedJSON)
}

// jsonAction is the JSON form of an Action.
type jsonAction struct {
	Kind    *ActionKind  `json:"kind"`
	Player  *PlayerID    `json:"player"`
	Obj     ObjID        `json:"obj,omitempty"`
	Ability *int         `json:"ability,omitempty"` // ActActivate
	Flash   bool         `json:"flash,omitempty"`
	Targets []jsonTarget `json:"targets,omitempty"`
}

// MarshalJSON writes the action's JSON form (docs/json.md): its kind by
// name, the player, the object, the ability's index for an activation,
// and the targets ({} for a place of an "up to" phrase left empty).
func (a Action) MarshalJSON() ([]byte, error) {
	j := jsonAction{Kind: &a.Kind, Player: &a.Player, Obj: a.Obj, Flash: a.Flash, Targets: toJSONActionTargets(a.TargetList())}
	if a.Kind == ActActivate {
		j.Ability = &a.Ability
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads an action's JSON form. Malformed input (unknown
// fields or names, a key given twice, a missing kind or player, an object,
// flash or targets on a pass, an impossible target, more targets than a
// spell or ability holds) is refused with a JSONError that
// unwraps to ErrMalformedJSON, and a is left unchanged. Whether the action
// is legal is Game.Perform's to say.
func (a *Action) UnmarshalJSON(b []byte) error {
	var j jsonAction
	if err := decodeShape("action", b, &j); err != nil {
		return err
	}
	out, err := j.action()
	if err != nil {
		return jsonErr("action", err)
	}
	*a = out
	return nil
}

func (j *jsonAction) action() (Action, error) {
	switch {
	case j.Kind == nil:
		return Action{}, required("kind")
	case j.Player == nil:
		return Action{}, required("player")
	case *j.Player < 0 || *j.Player >= MaxPlayers:
		return Action{}, fmt.Errorf("%w: player %d out of range", ErrMalformedJSON, *j.Player)
	case j.Obj < 0:
		return Action{}, fmt.Errorf("%w: object %d out of range", ErrMalformedJSON, j.Obj)
	case len(j.Targets) > maxTargets:
		return Action{}, fmt.Errorf("%w: %s", ErrMalformedJSON, tooManyTargets)
	case *j.Kind == ActPass && (j.Obj != 0 || j.Flash || len(j.Targets) > 0):
		return Action{}, fmt.Errorf("%w: a pass has no object, flash or targets", ErrMalformedJSON)
	case (j.Ability != nil) != (*j.Kind == ActActivate):
		return Action{}, errors.New("\"ability\" is given for an activation, and only for one")
	}
	a := Action{Kind: *j.Kind, Player: *j.Player, Obj: j.Obj, Flash: j.Flash, NTargets: int8(len(j.Targets))}
	if j.Ability != nil {
		if *j.Ability < 0 {
			return Action{}, fmt.Errorf("%w: ability %d out of range", ErrMalformedJSON, *j.Ability)
		}
		a.Ability = *j.Ability
	}
	for i, jt := range j.Targets {
		if jt == (jsonTarget{}) {
			a.Targets[i] = NoTarget // a place of an "up to" phrase left empty
			continue
		}
		t, err := jt.target()
		if err != nil {
			return Action{}, err
		}
		a.Targets[i] = t
	}
	return a, nil
}

// DecodeAction decodes an action from its JSON form; malformed input gets
// a JSONError (errors.Is ErrMalformedJSON).
func DecodeAction(b []byte) (Action, error) {
	var a Action
	if err := a.UnmarshalJSON(b); err != nil {
		return Action{}, err
	}
	return a, nil
}
