package engine

import (
	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/zones"
)

// eventRules holds, for each event kind, the rule of the Comprehensive
// Rules that says what the event is: read by EventKind.Rule.
var eventRules = [numEventKinds]string{
	EvNone:             "",
	EvGameStarted:      "CR 103.1",   // starting the game
	EvTurnBegan:        "CR 500.1",   // the turn and its phases
	EvStepBegan:        "CR 500.1",   // a phase or step begins
	EvZoneChanged:      "CR 400.7",   // an object that changes zones becomes a new object
	EvDrew:             "CR 121.1",   // drawing a card
	EvShuffled:         "CR 701.24a", // shuffle
	EvLandPlayed:       "CR 305.1",   // playing a land
	EvSpellCast:        "CR 601.2",   // casting a spell
	EvAbilityActivated: "CR 602.2",   // activating an ability
	EvAbilityTriggered: "CR 603.3",   // a triggered ability is put on the stack
	EvBecameTarget:     "CR 115.1",   // targets
	EvResolved:         "CR 608.1",   // resolving spells and abilities
	EvCountered:        "CR 701.6a",  // counter
	EvRemovedFromStack: "CR 603.3d",  // a triggered ability with no legal target is removed
	EvPriorityPassed:   "CR 117.3d",  // passing priority
	EvTapped:           "CR 701.26a", // tap
	EvUntapped:         "CR 701.26b", // untap
	EvTappedForMana:    "CR 106.12",  // tapping a permanent for mana
	EvManaAdded:        "CR 106.4",   // mana added to a pool
	EvManaEmptied:      "CR 500.5",   // mana pools empty as a step ends
	EvDamage:           "CR 120.3",   // the results of damage
	EvLifeChanged:      "CR 119.3",   // gaining and losing life
	EvCountersAdded:    "CR 122.1",   // counters
	EvCountersRemoved:  "CR 122.1",   // counters
	EvTransformed:      "CR 701.27a", // transform
	EvDayNight:         "CR 731.1",   // day and night
	EvAttacks:          "CR 508.1",   // declaring attackers
	EvBlocks:           "CR 509.1",   // declaring blockers
	EvControlChanged:   "CR 613.1b",  // control-changing effects (layer 2)
	EvAttached:         "CR 701.3a",  // attach
	EvUnattached:       "CR 701.3d",  // unattach
	EvTokenCreated:     "CR 701.7a",  // create
	EvCeasedToExist:    "CR 111.7",   // a token off the battlefield ceases to exist
	EvDestroyed:        "CR 701.8a",  // destroy
	EvDiscarded:        "CR 701.9a",  // discard
	EvPlayerLost:       "CR 104.3",   // ways to lose the game
	EvPlayerLeft:       "CR 800.4a",  // a player leaves a multiplayer game
	EvGameOver:         "CR 104.1",   // the game ends
	EvDamagePrevented:  "CR 615.1",   // prevention effects
	// The explanations of what did not happen.
	EvDayNightCheck:      "CR 731.2",   // the untap step's day/night check
	EvNothingExiled:      "CR 610.3",   // an "until" exile whose event already happened
	EvEnteredTransformed: "CR 712.14a", // put onto the battlefield transformed (the causes: ruleOfCause)
	EvNotTriggered:       "CR 603.4",   // an intervening "if" false as the event happens
	EvPayNotOffered:      "CR 118.3",   // a cost that can't be paid
	EvSacrificed:         "CR 701.21a", // sacrifice
}

// Rule returns the rule of the Comprehensive Rules (September 25, 2026)
// that defines events of this kind, as "CR 701.27a", or "" for EvNone
// and an unknown kind.
func (k EventKind) Rule() string {
	if k < numEventKinds {
		return eventRules[k]
	}
	return ""
}

// The causes an EvCountersAdded or EvCountersRemoved event records in its
// Aux, for the rule it cites (Game.EventRule).
const (
	causeDamage      int32 = 1 // damage to a planeswalker (CR 120.3c)
	causeLoyaltyCost int32 = 2 // a loyalty ability's cost (CR 606.4)
)

// The causes the explanations of what did not happen record in Aux
// (Event.Aux), for the rule Game.EventRule cites.
const (
	causeIfFalse   int32 = 1 // EvRemovedFromStack: an intervening "if" false on resolution (CR 603.4)
	causeNoTargets int32 = 2 // EvRemovedFromStack: no legal target as it is put on the stack (CR 603.3d)
	// EvRemovedFromStack: as it is put on the stack, the ability needs more
	// targets than a stack item holds (maxTargets). That is the engine's
	// limit, not a rule's; the rule cited is the one under which it is
	// removed when its required choice of targets can't be made (CR 603.3d).
	causeTargetLimit int32 = 3

	causeUntilResolving int32 = 1 // EvNothingExiled: a spell or activated ability (CR 610.3a)
	causeUntilTriggered int32 = 2 // EvNothingExiled: a triggered ability (CR 610.3b)

	causeLifeCost int32 = 1 // EvPayNotOffered: the life to pay is more than the payer has (CR 119.4)

	causeDaybound     int32 = 1 // EvEnteredTransformed: daybound at night (CR 702.145b)
	causeResolvedBack int32 = 2 // EvEnteredTransformed: a permanent spell that resolved back face up (CR 712.13)
)

// causeIllegalTargets is what an EvCountered event records in its Aux for
// a spell or ability that doesn't resolve because every target it has is
// illegal (CR 608.2b), rather than one a "counter" effect counters (CR
// 701.6a); Game.EventRule cites it.
const causeIllegalTargets int32 = 1

// The causes an EvDestroyed event records in its Aux when a state-based
// action destroys the permanent, for the rule it cites (Game.EventRule); 0
// is a "destroy" effect (CR 701.8a).
const (
	causeLethalDamage int32 = 1 // damage marked on it at least its toughness (CR 704.5g)
	causeDeathtouch   int32 = 2 // damage from a source with deathtouch (CR 704.5h)
)

// EventRule returns the rule of the Comprehensive Rules (September 25,
// 2026) that says what ev is, as precisely as the game knows: its kind's
// (EventKind.Rule), or for loyalty counters removed by damage CR 120.3c,
// for loyalty counters put on or removed as a loyalty ability's cost CR
// 606.4, for a spell cast with flashback that leaves the stack into exile
// CR 702.34a, for a mana ability activated (it doesn't use the stack) CR
// 605.3b, for a spell or ability that doesn't resolve because its targets
// are all illegal CR 608.2b, for a creature destroyed by lethal damage CR
// 704.5g (by deathtouch damage CR 704.5h), and for the untap step's change
// of day to night CR 731.2a (night to day CR 731.2b); for the explanations
// of what did not happen, the rule of their case (ruleOfCause).
func (g *Game) EventRule(ev Event) string {
	if r := ruleOfCause(&ev); r != "" {
		return r
	}
	switch ev.Kind {
	case EvDestroyed:
		switch ev.Aux {
		case causeLethalDamage:
			return "CR 704.5g"
		case causeDeathtouch:
			return "CR 704.5h"
		}
	case EvAbilityActivated:
		if ev.Amount == 0 { // no stack object: a mana ability
			return "CR 605.3b"
		}
	case EvCountered:
		if ev.Aux == causeIllegalTargets {
			return "CR 608.2b"
		}
	case EvDayNight:
		if ev.Player != NoPlayer {
			if daynight.Designation(ev.Amount) == daynight.Night {
				return "CR 731.2a"
			}
			return "CR 731.2b"
		}
	case EvCountersAdded, EvCountersRemoved:
		switch ev.Aux {
		case causeDamage:
			return "CR 120.3c"
		case causeLoyaltyCost:
			return "CR 606.4"
		}
	case EvZoneChanged:
		if ev.From == zones.Stack && ev.To == zones.Exile && g.castWithFlashback(ev.Obj) {
			return "CR 702.34a"
		}
	}
	return ev.Kind.Rule()
}

// castWithFlashback reports whether id is a spell object cast with
// flashback (CR 702.34a), as it was last known on the stack.
func (g *Game) castWithFlashback(id ObjID) bool {
	return id > 0 && int(id) < len(g.st.objs) && g.st.objs[id].zone == zones.Stack && g.st.objs[id].flashback
}

// ruleOfCause returns the rule of an explanation's case, or "": the day/night
// check of day (CR 731.2a) or of night (CR 731.2b); an ability removed
// because its intervening "if" is false (CR 603.4) or because it has no
// legal target (CR 603.3d); an "until" exile of a spell or activated
// ability (CR 610.3a) or of a triggered ability (CR 610.3b) that did
// nothing; a daybound permanent entering transformed at night (CR
// 702.145b), or a permanent spell resolving back face up, which enters
// with the face it had on the stack (CR 712.13); a cost not offered
// because its life can't be paid (CR 119.4).
func ruleOfCause(ev *Event) string {
	switch ev.Kind {
	case EvDayNightCheck:
		switch daynight.Designation(ev.Aux) {
		case daynight.Day:
			return "CR 731.2a"
		case daynight.Night:
			return "CR 731.2b"
		}
	case EvRemovedFromStack:
		switch ev.Aux {
		case causeIfFalse:
			return "CR 603.4"
		case causeNoTargets, causeTargetLimit:
			return "CR 603.3d"
		}
	case EvNothingExiled:
		switch ev.Aux {
		case causeUntilResolving:
			return "CR 610.3a"
		case causeUntilTriggered:
			return "CR 610.3b"
		}
	case EvPayNotOffered:
		if ev.Aux == causeLifeCost {
			return "CR 119.4"
		}
	case EvEnteredTransformed:
		switch ev.Aux {
		case causeDaybound:
			return "CR 702.145b"
		case causeResolvedBack:
			return "CR 712.13"
		}
	}
	return ""
}
