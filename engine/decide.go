package engine

import (
	"errors"
	"fmt"
	"slices"
)

// DecisionKind says what a player is asked to decide.
type DecisionKind uint8

// The kinds of decisions.
const (
	DecideAction           DecisionKind = iota // what to do with priority (autoplay)
	DecideAttackers                            // which creatures attack (autoplay)
	DecideBlockers                             // which creatures block which (autoplay)
	DecideTarget                               // a target for a triggered ability (CR 603.3d)
	DecideObjects                              // objects to choose ("choose a creature")
	DecideYesNo                                // a "may", or paying an "unless" cost such as ward's
	DecideColor                                // a color or type of mana
	DecideTriggerOrder                         // order of simultaneous triggers (CR 603.3b)
	DecideReplacementOrder                     // order of replacement effects (CR 616.1)
	DecideCopy                                 // what an "enter as a copy" copies, or nothing
	DecideDiscard                              // cards to discard
	DecideLegend                               // the legendary permanent to keep (CR 704.5j)
	DecideCombatDamage                         // the division of a blocked creature's combat damage (CR 510.1c–d)
	DecideMode                                 // a mode
	DecideTapOrUntap                           // "tap or untap": tap, untap, or (for "you may") no (CR 701.26)
	DecideAttachPlayer                         // the player an Aura is attached to as it transforms or enters uncast (CR 712.20, 303.4f)
	DecideStartingPlayer                       // who takes the first turn of a game begun with Begin (CR 103.1)
	DecideMulligan                             // keep the hand or take a mulligan (CR 103.5)
	DecideBottom                               // the cards a mulligan puts on the bottom of the library, and their order (CR 103.5, 401.4)
	numDecisionKinds
)

var decisionNames = [...]string{"action", "attackers", "blockers", "target", "choice of objects",
	"yes or no", "color", "trigger order", "replacement order", "copy choice", "discard",
	"legend rule", "combat damage assignment", "mode", "tap or untap", "player to attach to",
	"starting player", "keep or mulligan", "cards to the bottom"}

// String returns the kind's name.
func (k DecisionKind) String() string {
	if int(k) < len(decisionNames) {
		return decisionNames[k]
	}
	return "invalid decision"
}

// Option is one answer a Decision offers. Which fields matter depends on
// the decision's kind; every option has Index and Text. Obj, Player and
// IsPlayer mean something different in each kind: read them through the
// Decision's accessors that name that meaning (Choice, Attack, Block,
// Assignment). By kind:
//
//   - DecideAction: Action (and Obj, its Obj).
//   - DecideAttackers: Obj, the creature; Player, the player it attacks;
//     Planeswalker, the planeswalker it attacks or NoObj (Decision.Attack).
//   - DecideBlockers: Block (and Obj, its Blocker) (Decision.Block).
//   - DecideTarget: Obj, the object, or Player with IsPlayer, the player;
//     for an ability on the stack, Obj is its source (Decision.Choice).
//   - DecideObjects, DecideDiscard, DecideLegend: Obj (Decision.Choice).
//   - DecideCopy: Obj, the object to copy, or NoObj for nothing
//     (Decision.Choice).
//   - DecideAttachPlayer: Player with IsPlayer (Decision.Choice).
//   - DecideTriggerOrder: Obj, the triggered ability's source
//     (Decision.Choice); Text names the ability.
//   - DecideReplacementOrder: Obj, the object the effects apply to
//     (Decision.Choice); Text names the effect.
//   - DecideYesNo: Yes and Word ("yes" or "no").
//   - DecideColor: Mana.
//   - DecideMode: Index alone, the mode's place.
//   - DecideTapOrUntap: Word ("tap", "untap", or "no").
//   - DecideCombatDamage: Obj, the creature or the planeswalker attacked
//     (Attacked), or Player with IsPlayer, the player; Amount; Lethal
//     (Decision.Assignment).
//   - DecideStartingPlayer: Player with IsPlayer, the player who would
//     take the first turn (in Two-Headed Giant the first seat of the team
//     that would), and in a game of two players or two teams Word, "play"
//     for the chooser (or the chooser's team) and "draw" for the other
//     (Decision.Target).
//   - DecideMulligan: Word, "keep" or "mulligan"; Amount, the number of
//     cards the player keeps with that answer: the hand they hold, or the
//     hand another mulligan leaves them (Decision.Keeps).
//   - DecideBottom: Obj, a card of the player's hand (Decision.Target).
//     The answer names exactly Min cards, and its order is the order
//     they go to the bottom of the library: the first named ends the
//     highest of them, the last named is the bottom card of the library
//     (CR 401.4).
type Option struct {
	// Obj is the object the option is about; what it is depends on the
	// decision's kind (see Option): read it through Decision.Choice,
	// Attack, Block or Assignment.
	Obj ObjID
	// Player and IsPlayer name a player the option is about: the one a
	// creature attacks (DecideAttackers, where IsPlayer is false), or
	// with IsPlayer the target, the player attached to, the player dealt
	// damage; read them through Decision.Choice, Attack or Assignment.
	Player   PlayerID
	IsPlayer bool
	Mana     ManaType // DecideColor: the color (as a mana type) or colorless
	Yes      bool     // DecideYesNo
	// Word names an option that is a word rather than an object, player
	// or color: "tap" and "untap" for DecideTapOrUntap, "yes" and "no"
	// for DecideYesNo (and the "no" of a "you may tap or untap").
	Word string
	// Index is the option's place in the decision's Options, from 0: the
	// number an answer (and a Reply) gives for it, and the "index" of the
	// option's JSON form. Every decision the engine asks has it set, the
	// same whether it is read live or through JSON.
	Index int
	// Text is the option's label, a short English line such as "Cast
	// Brutal Cathar ({2}{W})" or "Target Bob", each object in it named by
	// its tag as the deciding player sees it ("Target Tavern Smasher
	// (Bob's) #2", Game.Tag; see LabelOptions).
	Text   string
	Action Action // DecideAction
	Block  Block  // DecideBlockers
	// DecideCombatDamage: the damage this option assigns to its creature
	// (Obj) or player, and the damage lethal to that creature for the
	// assignment (CR 510.1c, 702.2c, 702.19b; 0 for a player).
	// DecideMulligan: the cards the player keeps with this answer
	// (Amount alone).
	Amount int32
	Lethal int32
	// Attacked marks, in a DecideCombatDamage decision, the option of
	// the planeswalker (Obj) the creature attacks: like the player it
	// would otherwise attack, it gets damage only once every blocker is
	// assigned lethal damage (CR 702.19b–c).
	Attacked bool
	// Planeswalker is, in a DecideAttackers decision, the planeswalker
	// the creature Obj attacks (CR 508.1b); NoObj for the player.
	Planeswalker ObjID
	// Same is the option's group among the options of its decision,
	// numbered from 1 in the order of each group's first option: options
	// of one group differ only in objects the rules can't tell apart
	// (three untapped basic Forests in hand; see LabelOptions), so a
	// person may be shown one option per group, and choosing any one of
	// a group is the same choice. It is 0 when the options have not been
	// grouped: LabelOptions groups them with the labels, and the engine
	// does so for the decisions it labels.
	Same int
}

// Decision is a question to one player. An answer is a list of indices
// into Options: between Min and Max distinct ones, or, when Ordered, every
// index once in the chosen order. The answer to a DecideBottom decision
// is in an order that matters, though it is not Ordered: the order the
// cards chosen go to the bottom of the library (see Option).
//
// A DecideCombatDamage decision divides Divide damage: its options are,
// for each blocker in turn and then (with trample) the player attacked,
// one option for each amount from 1 to Divide; an answer picks at most
// one option per creature or player, the amounts adding up to Divide, and
// gives the player damage only when every blocker has lethal damage
// (CR 510.1c–d, 702.19b). CheckAnswer tells whether an answer is legal.
type Decision struct {
	Kind    DecisionKind
	Player  PlayerID
	Source  ObjID // the object whose rules ask, if any
	Prompt  string
	Options []Option
	Min     int
	Max     int
	Ordered bool
	// Divide is the damage a DecideCombatDamage decision divides.
	Divide int
	// Default, when set, is the answer the engine takes when the player
	// has no decider and a Scripted decider takes when nothing is queued
	// (DefaultDivision for DecideCombatDamage). A game made
	// WithWaitingDecisions takes none: a player with no decider is asked,
	// and the decision waits for their answer.
	Default []int
}

// Decider answers a player's decisions. The engine calls it synchronously
// whenever the rules give that player a choice. The engine reads an answer
// before it asks any decider again, so a decider may return a slice it
// reuses; and the Decision (with its Options) belongs to the engine, which
// may reuse it after Decide returns, so a decider must not keep it
// (Decision.Copy makes a copy to keep). A game made WithWaitingDecisions
// needs no decider: a player without one is asked through Pending and
// Answer.
type Decider interface {
	Decide(g *Game, d *Decision) ([]int, error)
}

// ClonableDecider is a Decider whose state Game.Clone copies.
type ClonableDecider interface {
	Decider
	CloneDecider() Decider
}

// DeciderFunc adapts a function to the Decider interface.
type DeciderFunc func(g *Game, d *Decision) ([]int, error)

// Decide calls f.
func (f DeciderFunc) Decide(g *Game, d *Decision) ([]int, error) { return f(g, d) }

// decide asks d.Player's decider and checks the answer.
func (g *Game) decide(d *Decision) ([]int, error) {
	if d.Max > len(d.Options) {
		d.Max = len(d.Options)
	}
	if d.Min > d.Max {
		d.Min = d.Max
	}
	if g.verifyOptions {
		checkOptionIndexes(d)
	}
	var dec Decider
	if d.Player >= 0 && int(d.Player) < len(g.deciders) {
		dec = g.deciders[d.Player]
	}
	if dec == nil || !skipsLabels(dec) {
		g.LabelOptions(d)
	} else if g.keepsDecision(d.Kind) {
		g.labelOptions(d, false) // for the record only: no groups
	}
	if g.waits != nil {
		if ans, done, err := g.waitDecide(d); done {
			return ans, err
		}
	}
	if dec == nil {
		if only, ok := onlyAnswer(d); ok || d.Default != nil {
			if !ok {
				only = d.Default
			}
			g.answered(d, only)
			return only, nil
		}
		return nil, &DecisionError{Player: d.Player, Name: g.PlayerName(d.Player), Kind: d.Kind, Prompt: d.Prompt, Err: ErrNoDecision}
	}
	ans, err := g.askDecider(dec, d)
	if err != nil {
		var de *DecisionError
		if errors.As(err, &de) {
			return nil, err
		}
		return nil, &DecisionError{Player: d.Player, Name: g.PlayerName(d.Player), Kind: d.Kind, Prompt: d.Prompt, Err: err}
	}
	if err := CheckAnswer(d, ans); err != nil {
		return nil, &DecisionError{Player: d.Player, Name: g.PlayerName(d.Player), Kind: d.Kind, Prompt: d.Prompt, Err: err}
	}
	g.answered(d, ans)
	return ans, nil
}

// answered keeps the answer to a decision: in the recording, the
// decision records and the answers of the call in progress.
func (g *Game) answered(d *Decision, ans []int) {
	if g.rec != nil {
		g.rec.answer(ans)
	}
	if g.waits != nil {
		g.waits.cur = append(g.waits.cur, slices.Clone(ans))
	}
	g.recordDecision(d, ans)
}

// bounds returns how many options an answer to d may choose: Max and Min
// limited to the options there are, as decide normalizes them (a choice
// among fewer options than asked takes what there is, CR 609.3).
func bounds(d *Decision) (lo, hi int) {
	hi = min(d.Max, len(d.Options))
	lo = min(d.Min, hi)
	return max(lo, 0), max(hi, 0)
}

// onlyAnswer returns the answer when exactly one is legal.
func onlyAnswer(d *Decision) ([]int, bool) {
	lo, hi := bounds(d)
	switch {
	case d.Ordered && len(d.Options) <= 1:
		if len(d.Options) == 1 {
			return []int{0}, true
		}
		return nil, true
	case hi == 0:
		return nil, true
	case len(d.Options) == 1 && lo == 1:
		return []int{0}, true
	case len(d.Options) == lo && lo == hi && !d.Ordered:
		if orderMatters(d) && lo > 1 {
			return nil, false // every card, but in an order to choose
		}
		all := make([]int, len(d.Options))
		for i := range all {
			all[i] = i
		}
		return all, true
	}
	return nil, false
}

// orderMatters reports whether the order of an answer to d that is not
// Ordered matters all the same: the cards a mulligan puts on the bottom
// go there in the order named (DecideBottom, CR 401.4).
func orderMatters(d *Decision) bool { return d.Kind == DecideBottom }

// OnlyAnswer returns the answer to d when exactly one answer is legal (a
// single candidate, or nothing to choose), for deciders that take it
// without asking.
func OnlyAnswer(d *Decision) ([]int, bool) { return onlyAnswer(d) }

// CheckAnswer reports why ans is not a legal answer to d, as the engine
// checks it, or nil: the number of options, each once, and for
// DecideCombatDamage a division the rules allow (the error then wraps
// ErrIllegalAssignment).
func CheckAnswer(d *Decision, ans []int) error {
	if err := checkAnswer(d, ans); err != nil {
		return err
	}
	if d.Kind == DecideCombatDamage {
		return checkDivision(d, ans)
	}
	return nil
}

func checkAnswer(d *Decision, ans []int) error {
	if d.Ordered {
		if len(ans) != len(d.Options) {
			return fmt.Errorf("%w: an order needs all %d options, got %d", ErrIllegalChoice, len(d.Options), len(ans))
		}
	} else if len(ans) < d.Min || len(ans) > d.Max {
		return fmt.Errorf("%w: %d chosen, need %d to %d", ErrIllegalChoice, len(ans), d.Min, d.Max)
	}
	var seen [64]bool
	for _, i := range ans {
		if i < 0 || i >= len(d.Options) {
			return fmt.Errorf("%w: option %d does not exist", ErrIllegalChoice, i)
		}
		if i < len(seen) {
			if seen[i] {
				return fmt.Errorf("%w: option %d chosen twice", ErrIllegalChoice, i)
			}
			seen[i] = true
		}
	}
	return nil
}

// chooseYesNo asks p a yes/no question, its options labelled "yes" and
// "no".
func (g *Game) chooseYesNo(p PlayerID, src ObjID, prompt string) (bool, error) {
	return g.chooseYesNoLabelled(p, src, prompt, "yes", "no")
}

// chooseYesNoLabelled asks p a yes/no question whose options are
// labelled yes and no ("Pay 3 life for ward"). Their Word is "yes" and
// "no" whatever their labels.
func (g *Game) chooseYesNoLabelled(p PlayerID, src ObjID, prompt, yes, no string) (bool, error) {
	d := &Decision{Kind: DecideYesNo, Player: p, Source: src, Prompt: prompt, Min: 1, Max: 1,
		Options: []Option{{Yes: true, Word: "yes", Text: yes, Index: 0}, {Yes: false, Word: "no", Text: no, Index: 1}}}
	ans, err := g.decide(d)
	if err != nil {
		return false, err
	}
	return d.Options[ans[0]].Yes, nil
}

// checkOptionIndexes panics when an option of d does not carry its place
// in d.Options as its Index: a place that builds options without setting
// it.
func checkOptionIndexes(d *Decision) {
	for i := range d.Options {
		if d.Options[i].Index != i {
			panic(fmt.Sprintf("engine: option %d of a %v decision (%s) has Index %d", i, d.Kind, d.Prompt, d.Options[i].Index))
		}
	}
}

// numberOptions sets each option's Index to its place in d.Options: for
// the decisions card code builds (Resolution.Choose, Entering.Choose). The
// engine sets Index on its own as it appends each option, so that asking
// costs no pass over the options.
func numberOptions(d *Decision) {
	for i := range d.Options {
		d.Options[i].Index = i
	}
}

// Copy returns a copy of d that shares nothing with it: a caller keeps a
// decision the game owns (Pending, a Decider's argument) this way.
func (d *Decision) Copy() *Decision {
	c := *d
	c.Options = slices.Clone(d.Options)
	c.Default = slices.Clone(d.Default)
	return &c
}
