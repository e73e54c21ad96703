package engine

import "github.com/cathar-engine/cathar/zones"

// SelfEnters is the trigger condition "when this enters" (CR 603.6a).
func SelfEnters() Trigger {
	return Trigger{On: EvZoneChanged, Match: func(v View, src ObjID, ev *Event) bool {
		return ev.To == zones.Battlefield && ev.Other == src
	}}
}

// SelfDies is the trigger condition "when this dies": put into a graveyard
// from the battlefield, checked as the game was before (CR 603.10a, 700.4).
func SelfDies() Trigger {
	return Trigger{On: EvZoneChanged, LooksBack: true, Match: func(v View, src ObjID, ev *Event) bool {
		return ev.From == zones.Battlefield && ev.To == zones.Graveyard && ev.Obj == src
	}}
}

// SelfLeaves is the trigger condition "when this leaves the battlefield"
// (CR 603.6c, 603.10a).
func SelfLeaves() Trigger {
	return Trigger{On: EvZoneChanged, LooksBack: true, Match: func(v View, src ObjID, ev *Event) bool {
		return ev.From == zones.Battlefield && ev.Obj == src
	}}
}

// AtBeginningOf is the trigger condition "at the beginning of each [step]"
// or, with yours, "at the beginning of your [step]" (CR 603.2b).
func AtBeginningOf(s Step, yours bool) Trigger {
	return Trigger{On: EvStepBegan, Match: func(v View, src ObjID, ev *Event) bool {
		g := v.g // the engine's own condition reads its internals
		if Step(ev.Amount) != s {
			return false
		}
		// "Your" step is your team's in Two-Headed Giant (CR 805.4).
		return !yours || g.SameTeam(g.chars(g.obj(src)).Controller, ev.Player)
	}}
}

// Creatures is the filter "creature".
func Creatures() Filter { return Filter{Types: Types(Creature)} }

// Finish fills what a definition leaves implicit: a face's colors come
// from its mana cost when it has no color indicator (CR 202.2). It returns
// def for chaining.
func Finish(def *CardDef) *CardDef {
	if def.Front.Colors == 0 {
		def.Front.Colors = def.Front.ManaCost.Colors()
	}
	return def
}

// SelfEntersOrTransformsInto is "whenever this enters or transforms into
// NAME" (CR 603.6a, 701.27e): it triggers on entering, and on a transform
// after which the permanent has that name. Entering back face up is not a
// transform and doesn't trigger the second half (702.145b(1)).
func SelfEntersOrTransformsInto(name string) Trigger {
	return Trigger{On: EvZoneChanged, Or: EvTransformed, Match: func(v View, src ObjID, ev *Event) bool {
		g := v.g // the engine's own condition reads its internals
		if ev.Kind == EvTransformed {
			return ev.Obj == src && g.nameOf(g.chars(g.obj(src))) == name
		}
		return ev.To == zones.Battlefield && ev.Other == src
	}}
}

// DayNightChanges is "whenever day becomes night or night becomes day"
// (CR 731.1a): the first designation of the game does not trigger it.
func DayNightChanges() Trigger {
	return Trigger{On: EvDayNight, Match: func(v View, src ObjID, ev *Event) bool {
		return ev.Aux != 0 // the game had a designation before (daynight.Neither is 0)
	}}
}
