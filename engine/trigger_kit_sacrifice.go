package engine

// Sacrifices is "whenever [who] sacrifices [a permanent matching f]": who
// is YouControl for "whenever you sacrifice a permanent", OpponentControls
// for "an opponent sacrifices", AnyController for "a player sacrifices"; f
// the permanents it counts (Creatures() for "a creature", the zero Filter
// for any permanent). It triggers on EvSacrificed (CR 701.21a) and looks
// back in time (CR 603.10a, which lists abilities that trigger when a
// player sacrifices a permanent since the September 25, 2026 edition): the
// sacrificed permanent is matched as it last existed on the battlefield,
// and the source is judged, with its controller, as it was then too, so a
// source sacrificed in the same event, or sacrificed itself, sees it.
// Event.Obj is the permanent as it last existed; Event.Player the player
// who sacrificed it.
func Sacrifices(who Relation, f Filter) Trigger {
	return Trigger{On: EvSacrificed, LooksBack: true, Match: func(v View, src ObjID, ev *Event) bool {
		g := v.g // the engine's own condition reads its internals
		you := g.chars(g.obj(src)).Controller
		return g.related(who, you, ev.Player) && g.matchesFor(&f, you, src, g.obj(ev.Obj))
	}}
}
