package engine

import "errors"

// ErrInsideCardCode is wrapped by a CardCodeError: a player action (cast,
// activate, pass, declare, concede, make it day or night, step …) was
// attempted while a card's code was running: an effect, a replacement, a
// trigger condition or "if" clause, or a decider. A card acts only through
// its resolution's verbs (CR 608.2); players act between resolutions
// (CR 117). A refused action changes nothing.
var ErrInsideCardCode = errors.New("a player action was attempted while a card's code was running")

// cardCode says which card code is running, if any.
type cardCode uint8

// The kinds of card code during which player actions are refused.
const (
	runningNone        cardCode = iota
	runningCondition            // a trigger condition, an "if" clause, a cost reduction's condition
	runningReplacement          // an "as enters" / "enters with" replacement (CR 614.1c)
	runningDecider              // a player's decider answering a decision
)

var cardCodeNames = [...]string{"", "a trigger condition or an \"if\" clause", "a replacement effect", "a decision"}

// CardCodeError is the error of a player action refused inside card code.
// It unwraps to ErrInsideCardCode and, for callers that test for an
// action out of turn, ErrNotWaiting.
type CardCodeError struct {
	// Running says what was running: "a card's effect", "a decision", ….
	Running string
}

// Error names what was running.
func (e *CardCodeError) Error() string {
	return ErrInsideCardCode.Error() + " (" + e.Running + "): a card acts only through its resolution (CR 608.2)"
}

// Unwrap returns ErrInsideCardCode and ErrNotWaiting.
func (e *CardCodeError) Unwrap() []error { return []error{ErrInsideCardCode, ErrNotWaiting} }

// enterCardCode marks card code of kind k as running and returns what ran
// before, which the caller puts back with a deferred leaveCardCode, so
// that card code that panics doesn't leave the game refusing every action:
//
//	defer g.leaveCardCode(g.enterCardCode(runningCondition))
func (g *Game) enterCardCode(k cardCode) cardCode {
	g.passOnly.code++ // what it reads is unknown (cache_pass_only.go)
	prev := g.running
	g.running = k
	return prev
}

// leaveCardCode puts back what ran before card code (enterCardCode).
func (g *Game) leaveCardCode(prev cardCode) { g.running = prev }

// askDecider asks dec to answer d, as card code: player actions are
// refused meanwhile, until it returns or panics.
func (g *Game) askDecider(dec Decider, d *Decision) ([]int, error) {
	g.choosing = true
	defer g.leaveDecider(g.enterCardCode(runningDecider))
	return dec.Decide(g, d)
}

// leaveDecider ends a decision (askDecider).
func (g *Game) leaveDecider(prev cardCode) {
	g.running = prev
	g.choosing = false
}

// refuseInCardCode returns a *CardCodeError while a card's effect (g.res),
// other card code or a decider runs, nil otherwise. Every player action
// checks it first (atomic, Step). Card code receives a View, which has no
// action (TestCardCallbacksTakeNoGame), so this is defence in depth: it
// refuses card code that reached the *Game some other way (a closure, a
// package variable) and deciders, which are given the *Game.
func (g *Game) refuseInCardCode() error {
	switch {
	case g.running != runningNone:
		return &CardCodeError{Running: cardCodeNames[g.running]}
	case g.res != nil:
		return &CardCodeError{Running: "a card's effect"}
	case g.choosing:
		return &CardCodeError{Running: cardCodeNames[runningDecider]}
	}
	return nil
}

// The card code a definition supplies is called below with the game's
// View, a value holding the game's pointer: it costs no allocation on the
// hot paths (legal actions, trigger checks).

// checkIf evaluates an intervening "if" clause (CR 603.4) as card code.
func (g *Game) checkIf(ab *Ability, src ObjID, ctrl PlayerID) bool {
	defer g.leaveCardCode(g.enterCardCode(runningCondition))
	return ab.If(g.View(), src, ctrl)
}

// reductionApplies evaluates a cost reduction's condition (CR 601.2f) as
// card code.
func (g *Game) reductionApplies(r *CostReduction, p PlayerID) bool {
	defer g.leaveCardCode(g.enterCardCode(runningCondition))
	return r.If(g.View(), p)
}

// predicateHolds evaluates a filter's custom test as card code, so that it
// can't act as a player.
func (g *Game) predicateHolds(f *Filter, you PlayerID, src, id ObjID) bool {
	defer g.leaveCardCode(g.enterCardCode(runningCondition))
	return f.Predicate(g.View(), you, src, id)
}

// castLimit evaluates a rule's restriction on casting (CR 601.3) as card
// code: why p may not cast face, or "".
func (g *Game) castLimit(r *GameRule, src ObjID, p PlayerID, face *Face, mv int) string {
	defer g.leaveCardCode(g.enterCardCode(runningCondition))
	return r.CastLimit(g.View(), src, p, face, mv)
}

// costLessBy evaluates a cost change's LessBy (CR 601.2f) as card code.
func (g *Game) costLessBy(cc *CostChange, src ObjID) int {
	defer g.leaveCardCode(g.enterCardCode(runningCondition))
	return cc.LessBy(g.View(), src)
}

// triggerMatches evaluates a trigger condition (CR 603.2) as card code.
func (g *Game) triggerMatches(ab *Ability, src ObjID, ev *Event) bool {
	defer g.leaveCardCode(g.enterCardCode(runningCondition))
	return ab.Trigger.Match(g.View(), src, ev)
}

// applyEnters applies an "as enters" replacement (CR 614.1c) as card code.
func (g *Game) applyEnters(ab *Ability, e *Entering) error {
	defer g.leaveCardCode(g.enterCardCode(runningReplacement))
	return ab.Enters.Apply(e)
}
