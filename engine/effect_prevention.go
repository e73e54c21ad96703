package engine

// prevention is a prevention effect on combat damage for the rest of the
// turn (CR 615): "prevent all combat damage that would be dealt this turn
// by creatures other than [subtypes]". Which sources it covers is judged
// as the damage would be dealt.
type prevention struct {
	except  SubtypeSet
	creator PlayerID
	// source is the object whose spell or ability created the effect:
	// the spell, or the ability's source (CR 113.7), as it was then. The
	// object is kept after it changes zones (a new object, CR 400.7), so
	// its name is known from last known information (CR 608.2h) after it
	// has left. NoObj when unknown: a shield restored from a snapshot of
	// version 11 or earlier, which did not record it.
	source ObjID
}

// combatDamagePrevented reports whether combat damage from src is
// prevented (CR 615.1), and the first prevention effect that prevents it,
// for the event that says so.
func (g *Game) combatDamagePrevented(src ObjID) (prevention, bool) {
	if len(g.st.preventions) == 0 {
		return prevention{}, false
	}
	o := g.obj(src)
	for _, p := range g.st.preventions {
		if g.chars(o).Is(Creature) && !g.chars(o).Subtypes.Any(p.except) {
			return p, true
		}
	}
	return prevention{}, false
}

// PreventCombatDamageExcept prevents, for the rest of the turn, all combat
// damage that would be dealt by creatures that have none of the given
// subtypes (Moonmist: other than Werewolves and Wolves). The effect
// remembers the resolving spell, or the ability's source, as its source
// (CR 615.1), which the event of damage it prevents names.
func (r *Resolution) PreventCombatDamageExcept(except SubtypeSet) {
	if r.live() {
		r.g.addPrevention(prevention{except: except, creator: r.item.controller, source: r.item.obj})
	}
}

// TransformAll transforms, as one event, each permanent matching f
// (judged from the resolution's controller) that can transform; daybound
// and nightbound permanents can't this way (CR 702.145b(3)).
func (r *Resolution) TransformAll(f Filter) int {
	if !r.live() {
		return 0
	}
	return r.g.transformBatch(r.Select(f), false)
}
