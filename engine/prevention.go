package engine

// prevention is a prevention effect on combat damage for the rest of the
// turn (CR 615): "prevent all combat damage that would be dealt this turn
// by creatures other than [subtypes]". Which sources it covers is judged
// as the damage would be dealt.
type prevention struct {
	except  SubtypeSet
	creator PlayerID
}

// combatDamagePrevented reports whether combat damage from src is
// prevented (CR 615.1), and the player who controls the first prevention
// effect that prevents it, for the event that says so.
func (g *Game) combatDamagePrevented(src ObjID) (PlayerID, bool) {
	if len(g.st.preventions) == 0 {
		return NoPlayer, false
	}
	o := g.obj(src)
	for _, p := range g.st.preventions {
		if g.chars(o).Is(Creature) && !g.chars(o).Subtypes.Any(p.except) {
			return p.creator, true
		}
	}
	return NoPlayer, false
}

// PreventCombatDamageExcept prevents, for the rest of the turn, all combat
// damage that would be dealt by creatures that have none of the given
// subtypes (Moonmist: other than Werewolves and Wolves).
func (r *Resolution) PreventCombatDamageExcept(except SubtypeSet) {
	if r.live() {
		r.g.addPrevention(prevention{except: except, creator: r.item.controller})
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
