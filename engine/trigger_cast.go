package engine

// YouCastSpell is "whenever you cast a [kind of] spell" (CR 603.2, 601.2i):
// it triggers when the source's controller casts a spell that matches f,
// judged as the spell is on the stack ("noncreature" is NotTypes
// Creature, "instant or sorcery" is Types Instant and Sorcery).
func YouCastSpell(f Filter) Trigger {
	return Trigger{On: EvSpellCast, Match: func(v View, src ObjID, ev *Event) bool {
		g := v.g // the engine's own condition reads its internals
		you := g.chars(g.obj(src)).Controller
		return ev.Player == you && g.Matches(f, you, src, ev.Obj)
	}}
}
