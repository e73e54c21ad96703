package engine

import "github.com/cathar-engine/cathar/zones"

// The state-change operations on an object that stays where it is (see
// change.go). An object created by the action in progress needs no save;
// touch ignores it.

// tap taps permanent id (CR 701.26a); it does nothing to one that is
// tapped already or is not on the battlefield.
func (g *Game) tap(id ObjID) {
	o := g.obj(id)
	if o.tapped || o.zone != zones.Battlefield {
		return
	}
	g.touch(id)
	o.tapped = true
	g.emit(Event{Kind: EvTapped, Obj: id})
}

// untap untaps permanent id (CR 701.26b).
func (g *Game) untap(id ObjID) {
	o := g.obj(id)
	if !o.tapped || o.zone != zones.Battlefield {
		return
	}
	g.touch(id)
	o.tapped = false
	g.emit(Event{Kind: EvUntapped, Obj: id})
}

// markAttacking makes creature id an attacking creature attacking player
// defender, or planeswalker pw that defender controls (CR 508.1a, 508.1b).
func (g *Game) markAttacking(id ObjID, defender PlayerID, pw ObjID) {
	o := g.mut(id)
	o.attacking, o.attackingPW = defender, pw
}

// markBlocking makes blocker block attacker, which becomes blocked
// (CR 509.1a, 509.1h).
func (g *Game) markBlocking(blocker, attacker ObjID) {
	g.mut(blocker).blocking = attacker
	g.mut(attacker).blocked = true
}

// markDealtFirst records that creature id dealt combat damage in the
// first-strike combat damage step (CR 510.4).
func (g *Game) markDealtFirst(id ObjID) {
	g.mut(id).dealtFirst = true
}

// removeFromCombat removes creature id from combat (CR 506.4, 511.3).
func (g *Game) removeFromCombat(id ObjID) {
	o := g.obj(id)
	if o.attacking == NoPlayer && o.attackingPW == NoObj && o.blocking == NoObj && !o.blocked && !o.dealtFirst {
		return
	}
	o = g.mut(id)
	o.attacking, o.attackingPW, o.blocking, o.blocked, o.dealtFirst = NoPlayer, NoObj, NoObj, false, false
}

// markDamage marks n damage on permanent id (CR 120.3e). Lethal damage is
// then checked again (CR 704.5g): the summary's and the flip plan's
// state-based action flags are made again.
func (g *Game) markDamage(id ObjID, n int) {
	g.mut(id).damage += int16(n)
	g.sum.sbaClear = false
	g.plan.forget()
}

// markDeathtouch marks permanent id as dealt damage by a source with
// deathtouch since the state-based actions were last checked (CR 704.5h).
// markDamage, which comes with it, makes the check run.
func (g *Game) markDeathtouch(id ObjID) {
	g.mut(id).deathtouched = true
}

// clearDeathtouch removes the mark of markDeathtouch as the state-based
// actions are checked.
func (g *Game) clearDeathtouch(id ObjID) {
	if g.obj(id).deathtouched {
		g.mut(id).deathtouched = false
	}
}

// removeDamage removes all damage marked on permanent id (CR 514.2).
// Less damage makes no state-based action apply: no cache changes.
func (g *Game) removeDamage(id ObjID) {
	if g.obj(id).damage != 0 {
		g.mut(id).damage = 0
	}
}

// addCounters puts n counters of kind k on object id (CR 122.1); they
// may change its power and toughness (layer 7c, CR 613.4c).
func (g *Game) addCounters(id ObjID, k CounterKind, n int) { g.addCountersFor(id, k, n, 0) }

// addCountersFor is addCounters with the cause its event records in Aux
// (causeLoyaltyCost, or 0).
func (g *Game) addCountersFor(id ObjID, k CounterKind, n int, cause int32) {
	g.mut(id).counters[k] += int16(n)
	g.markDirty()
	g.emit(Event{Kind: EvCountersAdded, Obj: id, Counter: k, Amount: int32(n), Aux: cause})
}

// removeCounters removes n counters of kind k from object id.
func (g *Game) removeCounters(id ObjID, k CounterKind, n int) { g.removeCountersFor(id, k, n, 0) }

// removeCountersFor is removeCounters with the cause its event records in
// Aux (causeDamage, causeLoyaltyCost, or 0).
func (g *Game) removeCountersFor(id ObjID, k CounterKind, n int, cause int32) {
	g.mut(id).counters[k] -= int16(n)
	g.markDirty()
	g.emit(Event{Kind: EvCountersRemoved, Obj: id, Counter: k, Amount: int32(n), Aux: cause})
}

// markLoyaltyActivated records that a loyalty ability of permanent id
// was activated this turn (CR 606.3).
func (g *Game) markLoyaltyActivated(id ObjID) {
	g.mut(id).loyaltyTurn = g.st.turn
}

// attach attaches permanent src to permanent to, with a new timestamp
// (CR 701.3a, 613.7e).
func (g *Game) attach(src, to ObjID) {
	g.attachment(src, to, NoPlayer)
}

// attachment makes permanent src attached to object to or, with to
// NoObj, to player p, with a new timestamp (CR 701.3a, 613.7e): whatever
// it was attached to, it no longer is.
func (g *Game) attachment(src, to ObjID, p PlayerID) {
	g.emitUnattached(g.obj(src))
	o := g.mut(src)
	o.attachedTo, o.attachedPlayer = to, p
	o.timestamp = g.newTimestamp()
	g.markDirty()
	ev := Event{Kind: EvAttached, Obj: src, Other: to}
	if to == NoObj {
		ev.Player = p // attached to a player (CR 303.4)
	}
	g.emit(ev)
}

// unattach makes permanent id attached to nothing (CR 701.3d, 704.5n,
// 704.5p).
func (g *Game) unattach(id ObjID) {
	ev, ok := unattachedEvent(g.obj(id))
	o := g.mut(id)
	o.attachedTo, o.attachedPlayer = NoObj, NoPlayer
	g.markDirty()
	if ok {
		g.emit(ev)
	}
}

// emitUnattached emits the event of o becoming unattached from what it is
// attached to, if anything.
func (g *Game) emitUnattached(o *object) {
	if ev, ok := unattachedEvent(o); ok {
		g.emit(ev)
	}
}

// unattachedEvent returns the event of o becoming unattached from what it
// is attached to, an object or a player, and whether it is attached.
func unattachedEvent(o *object) (Event, bool) {
	switch {
	case o.attachedTo != NoObj:
		return Event{Kind: EvUnattached, Obj: o.id, Other: o.attachedTo}, true
	case o.attachedPlayer != NoPlayer:
		return Event{Kind: EvUnattached, Obj: o.id, Player: o.attachedPlayer}, true
	}
	return Event{}, false
}

// becomeSpell gives the object that has just moved to the stack as a
// spell its controller and what was chosen as it was cast (CR 601.2a,
// 107.3m), and whether its flashback cost was paid (CR 702.34a).
func (g *Game) becomeSpell(id ObjID, p PlayerID, x int, flashback bool) {
	s := g.mut(id)
	s.controller = p
	s.castX = int16(x)
	s.wasCast = true
	s.flashback = flashback
	g.setBaseChars(s)
}

// startControlAt makes permanent id controlled continuously since turn t
// (CR 302.6).
func (g *Game) startControlAt(id ObjID, t int32) {
	g.mut(id).controlSince = t
}
