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
	EvEnteredTransformed: "CR 712.14a", // put onto the battlefield transformed (other causes: Event.Cause)
	EvNotTriggered:       "CR 603.4",   // an intervening "if" false as the event happens
	EvPayNotOffered:      "CR 118.3",   // a cost that can't be paid
	// Not an explanation: a permanent sacrificed, before it moves.
	EvSacrificed: "CR 701.21a", // sacrifice
	// The start of a game begun with Begin.
	EvChooser:        "CR 103.1", // who chooses the starting player
	EvStartingPlayer: "CR 103.1", // the starting player
	EvMulligan:       "CR 103.5", // a mulligan declared
	EvKept:           "CR 103.5", // an opening hand kept
	EvPutOnBottom:    "CR 103.5", // the cards a mulligan puts on the bottom
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

// EventRule returns the rule of the Comprehensive Rules (September 25,
// 2026) that says what ev is, as precisely as the game knows: for an
// event that records a cause (Event.Cause), the rule of that cause
// (EventCause.Rule); for the untap step's check of day CR 731.2a (of
// night CR 731.2b), and for the change it makes to night CR 731.2a (to
// day CR 731.2b); for a mana ability activated (it doesn't use the
// stack) CR 605.3b; for a spell cast with flashback that leaves the
// stack into exile CR 702.34a; otherwise its kind's (EventKind.Rule).
func (g *Game) EventRule(ev Event) string {
	if c, ok := ev.Cause(); ok {
		return c.Rule()
	}
	switch ev.Kind {
	case EvDayNightCheck:
		switch checked, _, _ := ev.DayNightCheck(); checked {
		case daynight.Day:
			return "CR 731.2a"
		case daynight.Night:
			return "CR 731.2b"
		}
	case EvAbilityActivated:
		if _, ok := ev.StackID(); !ok { // no stack object: a mana ability
			return "CR 605.3b"
		}
	case EvDayNight:
		if now, _, _ := ev.Designation(); ev.Player != NoPlayer {
			if now == daynight.Night {
				return "CR 731.2a"
			}
			return "CR 731.2b"
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
