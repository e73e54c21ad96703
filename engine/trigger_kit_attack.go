package engine

import "github.com/cathar-engine/cathar/zones"

// Trigger conditions on attacks and on combat damage dealt to players, the
// defending player, and the effects of a creature dealing damage as the
// source (CR 508, 510, 120).

// SelfAttacks is "whenever this creature attacks" (CR 508.3a): it triggers
// as the creature is declared as an attacker. Event.Target is the player it
// attacks, the defending player for its abilities (CR 508.5).
func SelfAttacks() Trigger {
	return Trigger{On: EvAttacks, Match: func(v View, src ObjID, ev *Event) bool {
		return ev.Obj == src
	}}
}

// SelfEntersOrAttacks is "whenever this creature enters or attacks"
// (CR 603.6a, 508.3a): one ability that triggers on either event.
func SelfEntersOrAttacks() Trigger {
	return Trigger{On: EvZoneChanged, Or: EvAttacks, Match: func(v View, src ObjID, ev *Event) bool {
		if ev.Kind == EvAttacks {
			return ev.Obj == src
		}
		return ev.To == zones.Battlefield && ev.Other == src
	}}
}

// DealsCombatDamageToPlayer is "whenever [a creature matching f] deals
// combat damage to a player" (CR 510.3a, 603.2), f judged for the
// source's controller and the source itself ("you control", "other");
// Filter{} with self set is "whenever this creature deals combat damage to
// a player". It triggers once for each creature that deals such damage in
// a combat damage step, however many subtypes of f the creature has.
// Event.Obj is the creature and Event.Target the player.
func DealsCombatDamageToPlayer(f Filter, self bool) Trigger {
	return Trigger{On: EvDamage, Match: func(v View, src ObjID, ev *Event) bool {
		g := v.g // the engine's own condition reads its internals
		if !ev.Combat || ev.Target == NoPlayer || ev.Other != NoObj {
			return false
		}
		if self {
			return ev.Obj == src
		}
		return g.Matches(f, g.chars(g.obj(src)).Controller, src, ev.Obj)
	}}
}

// DefendingPlayer returns, for an ability of an attacking creature, the
// player that creature attacks (CR 508.5, 508.5a): the player of the
// attack event for an attack trigger, else the player the source is
// attacking, or was when it left the battlefield. NoPlayer when there is
// none.
func (r *Resolution) DefendingPlayer() PlayerID {
	if ev := r.item.ev; ev.Kind == EvAttacks && ev.Obj == r.item.obj {
		return ev.Target
	}
	return r.g.obj(r.item.obj).attacking
}

// ControlledByDefendingPlayer is a Filter.Predicate for "… defending player
// controls" (CR 508.5): the object's controller is the player the source
// attacks, or attacked when it left the battlefield.
func ControlledByDefendingPlayer(v View, you PlayerID, src, id ObjID) bool {
	g := v.g // the engine's own test reads its internals
	if src == NoObj {
		return false
	}
	def := g.obj(src).attacking
	return def != NoPlayer && g.chars(g.obj(id)).Controller == def
}

// DamageFrom makes the object src deal n damage to a target, src being
// the source (CR 120.3, 608.2h), as in "it deals damage equal to its
// power": its deathtouch and lifelink apply, as it last existed if it has
// left the battlefield (CR 113.7a). It returns the damage dealt.
func (r *Resolution) DamageFrom(src ObjID, to Target, n int) int {
	if !r.live() || n <= 0 || src <= 0 || int(src) >= len(r.g.st.objs) {
		return 0
	}
	dealt := r.g.damage(src, to, n, false)
	r.g.lifelink(src, dealt)
	return dealt
}

// PowerOf returns the power of the object id now, or as it last existed
// (CR 608.2h); 0 for a power below zero, which deals no damage.
func (r *Resolution) PowerOf(id ObjID) int {
	if id <= 0 || int(id) >= len(r.g.st.objs) {
		return 0
	}
	r.g.refresh()
	return max(0, int(r.g.chars(r.g.obj(id)).Power))
}

// Tap taps a permanent (CR 701.26a): "tap target permanent".
func (r *Resolution) Tap(id ObjID) {
	if !r.live() {
		return
	}
	if o, ok := r.current(id); ok && o.zone == zones.Battlefield {
		r.g.tap(id)
	}
}
