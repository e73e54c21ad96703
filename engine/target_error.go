package engine

import (
	"strconv"
	"strings"

	"github.com/cathar-engine/cathar/zones"
)

// TargetReason says why a chosen target is not legal (CR 115, 601.2c).
// Later mechanisms that make targets illegal (protection, CR 702.16b) add
// reasons of their own; a program should treat a reason it does not know
// as ReasonCondition.
type TargetReason uint8

// The reasons a target can be illegal.
const (
	// ReasonCondition: the object fails a condition of the target phrase
	// other than its type and controller: "another", a color, a mana value,
	// power or toughness, a status, an owner, or a card's own test.
	ReasonCondition TargetReason = iota
	// ReasonHexproof: the player or permanent has hexproof and the
	// spell or ability is an opponent's (CR 702.11b, 702.11c).
	ReasonHexproof
	// ReasonWrongType: it isn't of a card type, subtype or kind the phrase
	// names (a creature, a player, a spell, …), or is of one it excludes.
	ReasonWrongType
	// ReasonWrongController: it isn't controlled by the player the phrase
	// asks for ("you control", "an opponent controls").
	ReasonWrongController
	// ReasonWrongZone: it isn't where the phrase looks (the battlefield, a
	// graveyard, the stack), it no longer exists as that object
	// (CR 400.7), or the player has left the game.
	ReasonWrongZone
	// ReasonChosenTwice: the same object or player is chosen twice for one
	// phrase, or for an "another target" phrase (CR 115.3).
	ReasonChosenTwice
	// ReasonMissing: a place of a phrase that isn't "up to" is left
	// empty.
	ReasonMissing
	// ReasonCount: the list has the wrong number of targets for the
	// spell's or ability's phrases.
	ReasonCount
)

var reasonNames = [...]string{"condition", "hexproof", "wrong type", "wrong controller", "wrong zone",
	"chosen twice", "missing", "count"}

// String names the reason in lower case.
func (r TargetReason) String() string {
	if int(r) < len(reasonNames) {
		return reasonNames[r]
	}
	return "reason " + strconv.Itoa(int(r))
}

// TargetError is the error of a spell or ability cast or activated with a
// target that isn't legal. It wraps ErrIllegalTarget, so errors.Is finds
// that sentinel, and errors.As gives the reason. Its message is
// "illegal target: " followed by Words, which name the target and say
// why: "Bob has hexproof", "Forest: it isn't a creature". A card in a
// hidden zone that the acting player doesn't know is not named: "a hidden
// card in Bob's hand: it isn't on the battlefield" (CR 400.2).
type TargetError struct {
	// Index is the target's place in the list of targets, from 0; -1 when
	// the list as a whole is wrong (ReasonCount).
	Index  int
	Target Target
	Reason TargetReason
	Words  string
}

// Error returns "illegal target: WORDS".
func (e *TargetError) Error() string { return ErrIllegalTarget.Error() + ": " + e.Words }

// Unwrap returns ErrIllegalTarget.
func (e *TargetError) Unwrap() error { return ErrIllegalTarget }

// targetError builds the error for place i of the list holding t, which
// legalTarget refused. It runs only on that failure path and re-checks
// legalTarget's tests one by one, in its order, so that the listing of
// legal actions keeps its single test without allocating.
func (g *Game) targetError(spec *TargetSpec, you PlayerID, src ObjID, i int, t Target) *TargetError {
	r, words := g.whyIllegal(spec, you, src, t)
	return &TargetError{Index: i, Target: t, Reason: r, Words: words}
}

// whyIllegal returns the first test of legalTarget that t fails, with its
// words.
func (g *Game) whyIllegal(spec *TargetSpec, you PlayerID, src ObjID, t Target) (TargetReason, string) {
	if t.IsAbility() || spec.Kind == TargetAbilityOnStack {
		return g.whyIllegalAbility(spec, you, src, t)
	}
	if t.IsPlayer {
		return g.whyIllegalPlayer(spec, you, t.Player)
	}
	if t.Obj <= 0 || int(t.Obj) >= len(g.st.objs) {
		return ReasonWrongZone, "object " + strconv.Itoa(int(t.Obj)) + " does not exist"
	}
	o := g.obj(t.Obj)
	name := g.nameKnownTo(you, t.Obj) // never a hidden card's name (CR 400.2)
	if o.gone || o.next != NoObj {
		return ReasonWrongZone, name + ": it has left the zone it was in, and is a new object there (CR 400.7)"
	}
	switch spec.Kind {
	case TargetPlayer:
		return ReasonWrongType, name + ": it isn't a player"
	case TargetCardInGraveyard:
		if o.zone != zones.Graveyard || o.owner != you {
			return ReasonWrongZone, name + ": it isn't in " + g.PlayerName(you) + "'s graveyard"
		}
	case TargetCardInAnyGraveyard:
		if o.zone != zones.Graveyard {
			return ReasonWrongZone, name + ": it isn't in a graveyard"
		}
	case TargetSpell:
		if !g.spellOnStack(o) {
			return ReasonWrongZone, name + ": it isn't a spell on the stack"
		}
	default:
		if o.zone != zones.Battlefield {
			return ReasonWrongZone, name + ": it isn't on the battlefield"
		}
		ch := g.chars(o)
		if spec.Kind == TargetAny && !ch.Is(Creature) && !ch.Is(Planeswalker) && !ch.Is(Battle) {
			return ReasonWrongType, name + ": it isn't " + typeWords(Types(Creature, Planeswalker, Battle))
		}
		if ch.Has(Hexproof) && g.opponents(you, ch.Controller) { // CR 702.11b
			return ReasonHexproof, name + " has hexproof"
		}
	}
	r, why := g.whyNoMatch(&spec.Filter, you, src, o)
	return r, name + ": " + why
}

// whyIllegalPlayer is whyIllegal for player q.
func (g *Game) whyIllegalPlayer(spec *TargetSpec, you, q PlayerID) (TargetReason, string) {
	name := g.PlayerName(q)
	if name == "" {
		return ReasonWrongZone, "player " + strconv.Itoa(int(q)) + " is not in the game"
	}
	switch {
	case spec.Kind != TargetPlayer && spec.Kind != TargetAny:
		return ReasonWrongType, name + ": it isn't " + phraseNoun(spec)
	case g.st.players[q].left:
		return ReasonWrongZone, name + " has left the game"
	case g.opponents(you, q) && g.HasHexproof(q): // CR 702.11c
		return ReasonHexproof, name + " has hexproof"
	}
	return ReasonCondition, name + ": it doesn't meet the target phrase's condition"
}

// whyIllegalAbility is whyIllegal for a phrase that targets an ability on
// the stack, or an ability given as a target (legalAbilityTarget).
func (g *Game) whyIllegalAbility(spec *TargetSpec, you PlayerID, src ObjID, t Target) (TargetReason, string) {
	if spec.Kind != TargetAbilityOnStack {
		return ReasonWrongType, "an ability on the stack: it isn't " + phraseNoun(spec)
	}
	if !t.IsAbility() || t.IsPlayer || t.Obj != NoObj || t.Player != NoPlayer {
		return ReasonWrongType, "it isn't an activated or triggered ability on the stack"
	}
	it := g.abilityItem(t.Stack)
	if it == nil {
		return ReasonWrongZone, "the ability is no longer on the stack"
	}
	name := "the ability of " + g.nameOf(g.chars(g.obj(it.obj)))
	if !g.related(spec.Filter.Controller, you, it.controller) {
		return ReasonWrongController, name + ": " + g.controllerWords(spec.Filter.Controller, you, it.controller)
	}
	f := spec.Filter
	f.Controller = AnyController
	r, why := g.whyNoMatch(&f, you, src, g.obj(it.obj))
	return r, name + ": its source fails the phrase (" + why + ")"
}

// phraseNoun is what a phrase of kind spec.Kind targets, with its article,
// for "it isn't …".
func phraseNoun(spec *TargetSpec) string {
	switch spec.Kind {
	case TargetPlayer:
		return "a player"
	case TargetSpell:
		return "a spell"
	case TargetCardInGraveyard, TargetCardInAnyGraveyard:
		return "a card in a graveyard"
	case TargetAbilityOnStack:
		return "an ability on the stack"
	case TargetAny:
		return "a creature, a planeswalker, a battle or a player"
	}
	if spec.Filter.Types != 0 {
		return typeWords(spec.Filter.Types)
	}
	return "a permanent"
}

// typeWords writes a set of card types with their articles: "a creature",
// "an artifact or a creature".
func typeWords(s TypeSet) string {
	var words []string
	for t := range numCardTypes {
		if s.Has(t) {
			words = append(words, article(strings.ToLower(t.String())))
		}
	}
	return orList(words)
}

// article puts "a" or "an" before a word.
func article(w string) string {
	if w != "" && strings.ContainsRune("aeiouAEIOU", rune(w[0])) {
		return "an " + w
	}
	return "a " + w
}

// orList joins words: "a", "a or b", "a, b or c".
func orList(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " or " + words[len(words)-1]
}

// controllerWords says why controller q fails relation r for player you.
func (g *Game) controllerWords(r Relation, you, q PlayerID) string {
	switch r {
	case YouControl:
		return "it isn't controlled by " + g.PlayerName(you) + " (" + g.PlayerName(q) + " controls it)"
	case OpponentControls:
		return "it isn't controlled by an opponent of " + g.PlayerName(you) + " (" + g.PlayerName(q) + " controls it)"
	case YouDontControl:
		return "it is controlled by " + g.PlayerName(you) + " (the phrase asks for one " + g.PlayerName(you) + " doesn't control)"
	}
	return "its controller, " + g.PlayerName(q) + ", isn't one the target phrase allows"
}

// tooManyTargetsError is the error of a list of targets longer than a
// stack item holds.
func tooManyTargetsError() *TargetError {
	return &TargetError{Index: -1, Reason: ReasonCount, Words: tooManyTargets}
}

// targetName names a target in the words of a TargetError: a player's
// name, an object's name, or the ability's source.
func (g *Game) targetName(t Target) string {
	switch {
	case t.IsPlayer:
		return g.PlayerName(t.Player)
	case t.IsAbility():
		if it := g.abilityItem(t.Stack); it != nil {
			return "the ability of " + g.nameOf(g.chars(g.obj(it.obj)))
		}
		return "an ability"
	case t.Obj > 0 && int(t.Obj) < len(g.st.objs):
		return g.nameOf(g.chars(g.obj(t.Obj)))
	}
	return "object " + strconv.Itoa(int(t.Obj))
}
