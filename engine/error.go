package engine

import (
	"errors"
	"strconv"
)

// Sentinel errors. Every error an action returns wraps one of them, so
// callers test with errors.Is; the message of each contains the phrase the
// scenario format relies on ("priority", "timing", "cannot pay",
// "summoning sick", "illegal target").
var (
	ErrGameOver      = errors.New("the game is over")
	ErrNotStarted    = errors.New("the game has not started")
	ErrStarted       = errors.New("the game has already started")
	ErrNoPriority    = errors.New("player does not have priority")
	ErrTiming        = errors.New("wrong timing")
	ErrCannotPay     = errors.New("cannot pay the cost")
	ErrSummoningSick = errors.New("summoning sick")
	ErrIllegalTarget = errors.New("illegal target")
	ErrUnknownPlayer = errors.New("unknown player")
	ErrPlayerLeft    = errors.New("player has left the game")
	ErrUnknownObject = errors.New("unknown object")
	ErrWrongZone     = errors.New("object is not in the required zone")
	ErrNotController = errors.New("player does not control the object")
	ErrInvalidValue  = errors.New("value out of range")
	ErrNoAbility     = errors.New("no such ability")
	ErrNotCastable   = errors.New("card cannot be cast")
	ErrLandPlay      = errors.New("cannot play a land now")
	ErrIllegalAttack = errors.New("illegal attack declaration")
	ErrIllegalBlock  = errors.New("illegal block declaration")
	ErrNotWaiting    = errors.New("the game is not waiting for that action")
	ErrNoDecision    = errors.New("no answer for a decision")
	ErrIllegalChoice = errors.New("illegal choice")
	ErrUnknownCard   = errors.New("unknown card")
	// ErrLoyaltyUsed: a loyalty ability of that permanent was already
	// activated this turn (CR 606.3).
	ErrLoyaltyUsed = errors.New("a loyalty ability of this permanent was already activated this turn")
)

// ActionError is the error of an illegal action: which action, by whom, on
// which object, and the rule that forbids it. It unwraps to a sentinel.
type ActionError struct {
	Action string
	Player PlayerID
	Obj    ObjID
	Detail string
	Err    error
}

// Error returns "ACTION: REASON (DETAIL)".
func (e *ActionError) Error() string {
	s := e.Action + ": " + e.Err.Error()
	if e.Detail != "" {
		s += " (" + e.Detail + ")"
	}
	return s
}

// Unwrap returns the sentinel error.
func (e *ActionError) Unwrap() error { return e.Err }

func actErr(action string, p PlayerID, obj ObjID, err error, detail string) error {
	return &ActionError{Action: action, Player: p, Obj: obj, Err: err, Detail: detail}
}

// DecisionError reports a decision that a Decider could not answer: which
// player, which decision, and why.
type DecisionError struct {
	Player PlayerID
	Name   string // the player's name
	Kind   DecisionKind
	Prompt string
	Err    error
}

// Error names the player and the decision.
func (e *DecisionError) Error() string {
	name := e.Name
	if name == "" {
		name = "player " + strconv.Itoa(int(e.Player))
	}
	return name + ": " + e.Err.Error() + ": " + e.Kind.String() + " (" + e.Prompt + ")"
}

// Unwrap returns the underlying error.
func (e *DecisionError) Unwrap() error { return e.Err }
