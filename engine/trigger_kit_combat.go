package engine

import "github.com/cathar-engine/cathar/zones"

// Trigger conditions about combat and damage, and the effects their
// abilities use: "whenever this creature becomes blocked", "whenever a
// creature blocking this creature dies", "whenever this creature is dealt
// damage", "whenever a permanent you control is dealt damage".

// SelfBecomesBlocked is "whenever this creature becomes blocked"
// (CR 509.3c): it triggers once as blockers are declared, however many
// creatures block it. Blocks are recorded one by one as the declaration is
// carried out, so the condition holds for the event of the first creature
// recorded as blocking it and for no later one.
func SelfBecomesBlocked() Trigger {
	return Trigger{On: EvBlocks, Match: func(v View, src ObjID, ev *Event) bool {
		g := v.g // the engine's own condition reads its internals
		if ev.Other != src {
			return false
		}
		for _, id := range g.st.battlefield {
			if id != ev.Obj && g.obj(id).blocking == src {
				return false // an earlier blocker: the trigger already fired
			}
		}
		return true
	}}
}

// BlockerOfSelfDies is "whenever a creature blocking this creature dies"
// (CR 700.4, 603.10a): a leaves-the-battlefield trigger, so whether the
// creature that died was blocking this one is looked at as the game was
// just before it died. Event.Obj is the creature as it last existed.
func BlockerOfSelfDies() Trigger {
	return Trigger{On: EvZoneChanged, LooksBack: true, Match: func(v View, src ObjID, ev *Event) bool {
		g := v.g // the engine's own condition reads its internals
		if ev.From != zones.Battlefield || ev.To != zones.Graveyard || ev.Obj == src {
			return false
		}
		o := g.obj(ev.Obj)
		return o.blocking == src && g.chars(o).Is(Creature)
	}}
}

// SelfDealtDamage is "whenever this creature is dealt damage"
// (CR 120.3, 603.2): the amount is the event's (Event.Amount), and the
// ability triggers even when the damage is lethal, since the creature is
// still on the battlefield as the damage is dealt (CR 704.3).
func SelfDealtDamage() Trigger {
	return Trigger{On: EvDamage, Match: func(v View, src ObjID, ev *Event) bool {
		return ev.Other == src && ev.Target == NoPlayer
	}}
}

// PermanentYouControlDealtDamage is "whenever a permanent you control is
// dealt damage" (CR 120.3, 603.2), this permanent included; one trigger
// for each permanent dealt damage, carrying its amount.
func PermanentYouControlDealtDamage() Trigger {
	return Trigger{On: EvDamage, Match: func(v View, src ObjID, ev *Event) bool {
		g := v.g // the engine's own condition reads its internals
		if ev.Other == NoObj || ev.Target != NoPlayer {
			return false
		}
		o := g.obj(ev.Other)
		return o.zone == zones.Battlefield && g.chars(o).Controller == g.chars(g.obj(src)).Controller
	}}
}

// BlockersOf returns the creatures blocking the attacker id, in battlefield
// order (CR 509.1g); none once it has left combat or the battlefield.
func (r *Resolution) BlockersOf(id ObjID) []ObjID {
	return r.g.blockersOf(id)
}

// DealDamageCounted is DealDamage that returns the damage dealt: 0 when
// the recipient is gone, so that "a creature dealt damage this way"
// (CR 120.3) applies only to one that was.
func (r *Resolution) DealDamageCounted(to Target, n int) int {
	return r.DamageFrom(r.item.obj, to, n)
}
