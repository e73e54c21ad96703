package engine

import (
	"iter"

	"github.com/cathar-engine/cathar/zones"
)

// EventKind is the kind of a game event.
type EventKind uint8

// The kinds of events. Each game action emits one or more.
const (
	EvNone               EventKind = iota
	EvGameStarted                  // Amount: number of players
	EvTurnBegan                    // Player: active player; Amount: turn number
	EvStepBegan                    // Player: active player; Amount: the Step
	EvZoneChanged                  // Obj: old object; Other: new object (or NoObj); From, To; Aux: see Event.Aux
	EvDrew                         // Player; Obj: the card drawn (its new object)
	EvShuffled                     // Player: whose library
	EvLandPlayed                   // Player; Obj: the land
	EvSpellCast                    // Player; Obj: the spell; Amount: its StackID
	EvAbilityActivated             // Player; Obj: the source; Amount: StackID (0 for a mana ability)
	EvAbilityTriggered             // Player: controller; Obj: the source; Amount: StackID
	EvBecameTarget                 // Obj: the target object (or NoObj); Target: the player; Aux: the target ability's StackID; Other: source of the spell or ability; Amount: its StackID
	EvResolved                     // Player: controller; Obj: the source or spell; Amount: StackID
	EvCountered                    // Player: controller; Obj: the source or spell; Amount: StackID; Aux: see Event.Aux
	EvRemovedFromStack             // an ability removed without resolving (CR 603.3d, 603.4): Player: controller; Obj: the source; Amount: StackID (0 before it is put on the stack); Aux: why
	EvPriorityPassed               // Player
	EvTapped                       // Obj
	EvUntapped                     // Obj
	EvTappedForMana                // Player; Obj: the permanent (CR 106.12)
	EvManaAdded                    // Player; Obj: the source; Amount: count; Mana: the type
	EvManaEmptied                  // Player; Amount: mana lost
	EvDamage                       // Obj: source; Other: damaged object, or Target: damaged player; Amount; Combat
	EvLifeChanged                  // Player; Amount: the change
	EvCountersAdded                // Obj; Counter; Amount
	EvCountersRemoved              // Obj; Counter; Amount
	EvTransformed                  // Obj; Amount: 1 when the back face is now up
	EvDayNight                     // Amount: the new designation; Aux: the previous one (daynight.Designation); Player: the active player when the untap step's check made the change (CR 731.2), NoPlayer for any other change
	EvAttacks                      // Obj: the attacker; Target: the defending player; Other: the planeswalker it attacks, or 0
	EvBlocks                       // Obj: the blocker; Other: the attacker
	EvControlChanged               // Obj; Player: the new controller
	EvAttached                     // Obj: the attachment; Other: what it is attached to, or NoObj and Player: the player it is attached to
	EvUnattached                   // Obj: the attachment; Other: what it was attached to, or NoObj and Player: the player
	EvTokenCreated                 // Player: owner; Obj: the token
	EvCeasedToExist                // Obj
	EvDestroyed                    // Obj: the permanent (before it moves); Aux: see Event.Aux
	EvDiscarded                    // Player; Obj: the card (its new object)
	EvPlayerLost                   // Player
	EvPlayerLeft                   // Player
	EvGameOver                     // Player: the winner, or NoPlayer for a draw
	EvDamagePrevented              // Obj: source; Other/Target: what it would have been dealt to; Amount; Player: who controls the prevention effect; Aux: see Event.Aux
	EvDayNightCheck                // Player: the previous turn's active player; Target: their teammate, or NoPlayer; Amount: spells; Aux: the designation checked
	EvNothingExiled                // Player: controller; Obj: the object not exiled; Other: the source that left; Amount: StackID; Aux: see Event.Aux
	EvEnteredTransformed           // Player: controller; Obj: the new permanent; Aux: see Event.Aux
	EvNotTriggered                 // Player: controller; Obj: the source whose intervening "if" is false (CR 603.4)
	EvPayNotOffered                // Player: who could not pay; Obj: the source; Amount: StackID of the resolving ability; Aux: see Event.Aux
	EvSacrificed                   // Player: who sacrificed it; Obj: the permanent as it last existed (just before its zone change, CR 701.21a)
	EvChooser                      // Player: who chooses who takes the first turn of a game begun with Begin (CR 103.1)
	EvStartingPlayer               // the starting player chosen: Player, the starting player (in Two-Headed Giant the starting team's first seat, CR 103.1a); Target: who chose
	EvMulligan                     // Player: who declares a mulligan (CR 103.5); Amount: the number it is for them, 1 for the first
	EvKept                         // Player: who keeps their hand, their opening hand (CR 103.5); Amount: its cards
	EvPutOnBottom                  // Player: who put cards of their hand on the bottom of their library after a mulligan (CR 103.5); Amount: how many (which, and their order, only they know, CR 401.4)
	numEventKinds
)

// Game.trigKinds holds one bit per kind.
var _ [64 - numEventKinds]struct{}

var eventNames = [...]string{
	"none", "game started", "turn began", "step began", "zone changed", "drew", "shuffled",
	"land played", "spell cast", "ability activated", "ability triggered", "became target",
	"resolved", "countered", "removed from stack", "priority passed", "tapped", "untapped",
	"tapped for mana", "mana added", "mana emptied", "damage", "life changed", "counters added",
	"counters removed", "transformed", "day/night", "attacks", "blocks", "control changed",
	"attached", "unattached", "token created", "ceased to exist", "destroyed", "discarded",
	"player lost", "player left", "game over", "damage prevented", "day/night check",
	"nothing exiled", "entered transformed", "not triggered", "payment not offered", "sacrificed",
	"chooser", "starting player", "mulligan", "kept", "put on bottom",
}

// String returns the kind's name.
func (k EventKind) String() string {
	if int(k) < len(eventNames) {
		return eventNames[k]
	}
	return "invalid event"
}

// Event is one game event. It is a flat value: which fields are meaningful
// depends on Kind (see the EventKind constants). Read Amount and Aux
// through the accessors that name what they mean for the kind and report
// whether the kind has it (Turn, Step, Designation, DayNightCheck,
// StackID, Quantity, BackFaceUp, ExiledUntil, TargetedAbility,
// PreventedBy, Cause): the same number means a turn for one kind, a stack
// id or an amount of damage for another.
type Event struct {
	Kind    EventKind
	Player  PlayerID
	Target  PlayerID
	Counter CounterKind
	Mana    ManaType
	From    zones.Kind
	To      zones.Kind
	Combat  bool
	Obj     ObjID
	Other   ObjID
	// Amount is a number whose meaning depends on Kind (see the EventKind
	// constants). Read it through the accessor that names that meaning:
	// Turn, Step, StackID, Quantity, BackFaceUp, Designation or
	// DayNightCheck. It stays exported for the events a test or a tool
	// builds (and their JSON form).
	Amount int32
	// Aux is a second number, whose meaning depends on Kind. Read it
	// through the accessor that names that meaning: Designation (the
	// previous one), ExiledUntil, TargetedAbility, Cause, DayNightCheck
	// (the designation checked) or PreventedBy. By kind:
	//   - EvDayNight: the previous designation (a daynight.Designation);
	//   - EvZoneChanged: for an object exiled until another leaves the
	//     battlefield (CR 610.3), that other object (an ObjID), the
	//     source of the ability that exiled it; 0 for any other move.
	//     The event keeps it after the link is gone, so an account of
	//     the event written later still says why the card was exiled.
	//   - EvBecameTarget: for an ability on the stack that becomes the
	//     target (CR 115.1), its StackID (Obj is NoObj, Target NoPlayer);
	//     0 for an object or a player.
	//   - EvCountersAdded, EvCountersRemoved: what put or removed the
	//     counters, when a rule other than CR 122.1 says so: 1 for
	//     damage to a planeswalker (CR 120.3c), 2 for a loyalty ability's
	//     cost (CR 606.4); Game.EventRule cites it. This and the other
	//     causes below are read as an EventCause (Event.Cause).
	//   - EvRemovedFromStack: why: 1 for an intervening "if" that is
	//     false on resolution (CR 603.4), 2 for a triggered ability put
	//     on the stack with no legal target (CR 603.3d), 3 for one that
	//     needs more targets than the engine holds for one ability (4),
	//     which it can't choose (cited as 603.3d).
	//   - EvDayNightCheck: the designation the untap step's check found,
	//     day or night (CR 731.2a, 731.2b); Amount is the number of spells
	//     the previous turn's active player cast that turn, in Two-Headed
	//     Giant the most one player of that team cast.
	//   - EvNothingExiled: the kind of ability whose "until" exile did
	//     nothing because its source had left the battlefield: 1 for a
	//     spell or activated ability (CR 610.3a), 2 for a triggered one
	//     (CR 610.3b).
	//   - EvEnteredTransformed: why it entered back face up: 1 for a
	//     permanent with daybound entering at night (CR 702.145b), 2 for
	//     a permanent spell that resolved back face up, which enters with
	//     the face it had on the stack (CR 712.13), 0 for an effect that
	//     put it onto the battlefield transformed (CR 712.14a).
	//   - EvPayNotOffered: 1 when the cost asks more life than the
	//     player has (CR 119.4), 0 for another cost that can't be paid
	//     (CR 118.3).
	//   - EvCountered: 1 when the spell or ability doesn't resolve because
	//     its targets are all illegal (CR 608.2b); 0 when an effect
	//     counters it (701.6a).
	//   - EvDestroyed: the state-based action that destroyed it, 1 for
	//     lethal damage (CR 704.5g), 2 for deathtouch damage (704.5h); 0
	//     for a "destroy" effect (701.8a).
	//   - EvDamagePrevented: the object whose spell or ability created
	//     the prevention effect that prevented the damage (an ObjID): the
	//     spell, or the ability's source (CR 615.1, 113.7), named as last
	//     known once it has left (CR 608.2h); 0 when unknown (a shield
	//     restored from a snapshot of version 11 or earlier).
	// It is 0 for every other kind.
	Aux int32
	Seq int32 // position in the log, from 0
}

// emit appends ev to the log and checks triggers against it.
func (g *Game) emit(ev Event) {
	ev.Seq = int32(g.st.nlog)
	g.st.nlog++
	if g.logOn {
		g.st.log = append(g.st.log, ev)
	}
	if !g.mayTrigger(ev.Kind) {
		return
	}
	if g.scratch.emitting {
		// Emitted while triggers are checked against another event (a
		// trigger condition that acts): this one gets its own copy.
		nested := ev
		g.checkTriggers(&nested)
		return
	}
	// The event is checked from a buffer of the game's, so that it does
	// not escape to the heap: trigger conditions receive a pointer.
	g.scratch.emitting = true
	g.scratch.ev = ev
	g.checkTriggers(&g.scratch.ev)
	g.scratch.emitting = false
}

// Events returns the events logged since the game began, in order.
func (g *Game) Events() iter.Seq[Event] {
	return func(yield func(Event) bool) {
		for _, ev := range g.st.log {
			if !yield(ev) {
				return
			}
		}
	}
}

// EventsSince returns the events with Seq >= from.
func (g *Game) EventsSince(from int) iter.Seq[Event] {
	return func(yield func(Event) bool) {
		for _, ev := range g.st.log {
			if int(ev.Seq) < from {
				continue
			}
			if !yield(ev) {
				return
			}
		}
	}
}

// EventCount returns the number of events emitted so far.
func (g *Game) EventCount() int { return g.st.nlog }
