package engine

import "github.com/cathar-engine/cathar/daynight"

// The accessors below say what Event.Amount and Event.Aux mean for the
// kinds that give them a meaning; each returns false (and a zero value)
// for any other kind, so that a card or a tool never reads a number of
// one kind as another's.

// Turn returns the number of the turn that began (EvTurnBegan).
func (ev *Event) Turn() (int, bool) {
	if ev.Kind != EvTurnBegan {
		return 0, false
	}
	return int(ev.Amount), true
}

// Step returns the step that began (EvStepBegan, CR 500.1).
func (ev *Event) Step() (Step, bool) {
	if ev.Kind != EvStepBegan {
		return 0, false
	}
	return Step(ev.Amount), true
}

// Designation returns the day/night designation the game now has, and the
// one it had before (EvDayNight, CR 731.1); the first designation of a
// game has daynight.Neither before it.
func (ev *Event) Designation() (now, before daynight.Designation, ok bool) {
	if ev.Kind != EvDayNight {
		return 0, 0, false
	}
	return daynight.Designation(ev.Amount), daynight.Designation(ev.Aux), true
}

// StackID returns the stack object the event is about: the spell cast,
// the ability activated or triggered, the spell or ability that targets,
// resolved, was countered or removed (EvSpellCast, EvAbilityActivated,
// EvAbilityTriggered, EvBecameTarget, EvResolved, EvCountered,
// EvRemovedFromStack), or the resolving ability whose "until" exile did
// nothing (EvNothingExiled) or whose payment was not offered
// (EvPayNotOffered). A mana ability doesn't use the stack (CR 605.3a):
// its activation has none, and ok is false; nor does a triggered ability
// removed as it would be put on the stack (CR 603.3d).
func (ev *Event) StackID() (StackID, bool) {
	switch ev.Kind {
	case EvSpellCast, EvAbilityActivated, EvAbilityTriggered, EvBecameTarget, EvResolved, EvCountered, EvRemovedFromStack,
		EvNothingExiled, EvPayNotOffered:
		return StackID(ev.Amount), ev.Amount != 0
	}
	return 0, false
}

// Quantity returns how much: the damage dealt or prevented (EvDamage,
// EvDamagePrevented), the change of life, negative for a loss
// (EvLifeChanged), the counters put or removed (EvCountersAdded,
// EvCountersRemoved), the mana added or emptied (EvManaAdded,
// EvManaEmptied), the number of players (EvGameStarted), the number of
// a mulligan declared, 1 for a player's first (EvMulligan), the cards of
// an opening hand kept (EvKept) or the cards a mulligan put on the bottom
// of a library (EvPutOnBottom).
func (ev *Event) Quantity() (int, bool) {
	switch ev.Kind {
	case EvDamage, EvDamagePrevented, EvLifeChanged, EvCountersAdded, EvCountersRemoved, EvManaAdded, EvManaEmptied, EvGameStarted,
		EvMulligan, EvKept, EvPutOnBottom:
		return int(ev.Amount), true
	}
	return 0, false
}

// BackFaceUp reports, for a transform (EvTransformed, CR 701.27), whether
// the back face is up now.
func (ev *Event) BackFaceUp() (backUp, ok bool) {
	if ev.Kind != EvTransformed {
		return false, false
	}
	return ev.Amount == 1, true
}

// ExiledUntil returns, for a zone change that exiled an object until
// another leaves the battlefield (EvZoneChanged, CR 610.3), that other
// object: the source of the ability that exiled it. ok is false for any
// other move.
func (ev *Event) ExiledUntil() (ObjID, bool) {
	if ev.Kind != EvZoneChanged || ev.Aux == 0 {
		return NoObj, false
	}
	return ObjID(ev.Aux), true
}

// PreventedBy returns, for damage that was prevented (EvDamagePrevented,
// CR 615.1), the object whose spell or ability created the prevention
// effect that prevented it: the spell, or the ability's source (CR 113.7),
// which may have left its zone since (its name is then its last known
// one, CR 608.2h). ok is false when that object is unknown (an effect
// restored from a snapshot of version 11 or earlier), and for any other
// kind.
func (ev *Event) PreventedBy() (ObjID, bool) {
	if ev.Kind != EvDamagePrevented || ev.Aux == 0 {
		return NoObj, false
	}
	return ObjID(ev.Aux), true
}

// TargetedAbility returns, for an event of an ability on the stack
// becoming the target of a spell or ability (EvBecameTarget, CR 115.1),
// the targeted ability's stack id; ok is false for an object or a player
// becoming the target, and for any other kind.
func (ev *Event) TargetedAbility() (StackID, bool) {
	if ev.Kind != EvBecameTarget || ev.Aux == 0 {
		return 0, false
	}
	return StackID(ev.Aux), true
}

// DayNightCheck returns, for the untap step's day/night check
// (EvDayNightCheck, CR 731.2), the designation it found (day or night)
// and the number of spells that decided it: those the previous turn's
// active player cast during that turn, in Two-Headed Giant the most one
// player of that team cast. The check is made whenever it is day or
// night, whether or not the designation changes; a change follows as its
// own event (EvDayNight).
func (ev *Event) DayNightCheck() (checked daynight.Designation, spells int, ok bool) {
	if ev.Kind != EvDayNightCheck {
		return 0, 0, false
	}
	return daynight.Designation(ev.Aux), int(ev.Amount), true
}
