package engine

import "github.com/cathar-engine/cathar/zones"

// CreatureDies is "whenever [a creature matching f] dies" (CR 700.4):
// "whenever this creature or another Wolf or Werewolf you control dies",
// "whenever another creature dies". It is a leaves-the-battlefield trigger
// (CR 603.10a): the creature that died is matched as it last existed on
// the battlefield, with its last controller, judged for the controller of
// the source as the source was then too, so creatures that die at the same
// time as the source, the source among them, are seen. Event.Obj is the
// creature as it last existed.
func CreatureDies(f Filter) Trigger {
	return Trigger{On: EvZoneChanged, LooksBack: true, Match: func(v View, src ObjID, ev *Event) bool {
		g := v.g // the engine's own condition reads its internals
		if ev.From != zones.Battlefield || ev.To != zones.Graveyard {
			return false
		}
		o := g.obj(ev.Obj)
		return g.chars(o).Is(Creature) && g.matchesFor(&f, g.chars(g.obj(src)).Controller, src, o)
	}}
}
