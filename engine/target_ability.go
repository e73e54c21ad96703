package engine

// Abilities on the stack as targets: "counter target activated or
// triggered ability". An activated or triggered ability on the stack is an
// object (CR 109.1) that a spell or ability may target (CR 115.1); the
// engine names it by its stack id. A mana ability never uses the stack, so
// it can never be targeted (CR 605.3b).

// TargetAbility returns the target that is the activated or triggered
// ability on the stack with stack id id.
func TargetAbility(id StackID) Target { return Target{Obj: NoObj, Player: NoPlayer, Stack: id} }

// IsAbility reports whether t is an ability on the stack.
func (t Target) IsAbility() bool { return t.Stack != 0 }

// abilityItem returns the activated or triggered ability (a ward trigger
// included) on the stack with stack id id, or nil: a spell, or an ability
// that has left the stack (resolved, countered or removed).
func (g *Game) abilityItem(id StackID) *stackItem {
	for i := range g.st.stack {
		if it := &g.st.stack[i]; it.id == id {
			if it.kind == itemSpell {
				return nil
			}
			return it
		}
	}
	return nil
}

// legalAbilityTarget reports whether t is a legal target for spec when t
// is an ability or spec asks for one: the ability is still on the stack
// (CR 608.2b), its controller stands in the filter's Controller relation
// to you, and its source (CR 113.7), as it is now or as it last existed,
// passes the filter's other tests.
func (g *Game) legalAbilityTarget(spec *TargetSpec, you PlayerID, src ObjID, t Target) bool {
	if spec.Kind != TargetAbilityOnStack || !t.IsAbility() || t.IsPlayer || t.Obj != NoObj || t.Player != NoPlayer {
		return false
	}
	it := g.abilityItem(t.Stack)
	if it == nil || !g.related(spec.Filter.Controller, you, it.controller) {
		return false
	}
	f := spec.Filter
	f.Controller = AnyController // the ability's controller, tested above
	return g.matchesFor(&f, you, src, g.obj(it.obj))
}

// abilityCandidates appends the abilities on the stack spec may choose,
// from the top.
func (g *Game) abilityCandidates(spec *TargetSpec, you PlayerID, src ObjID, buf []Target) []Target {
	for i := len(g.st.stack) - 1; i >= 0; i-- {
		if t := TargetAbility(g.st.stack[i].id); g.legalTarget(spec, you, src, t) {
			buf = append(buf, t)
		}
	}
	return buf
}

// abilityOption is the option of a decision that offers the ability on
// the stack t (a target of a triggered ability): its source, labelled
// with the ability's text, "Target the ability of X (ward)", X the
// source's tag as player p, who chooses, sees it (Game.Tag).
func (g *Game) abilityOption(t Target, p PlayerID) Option {
	it := g.abilityItem(t.Stack)
	if it == nil {
		return Option{Obj: NoObj, Player: NoPlayer}
	}
	text := "ward"
	if it.ability != nil {
		text = it.ability.Text
	}
	return Option{Obj: it.obj, Player: NoPlayer, Text: "Target the ability of " + g.labellerFor(p).labelName(it.obj) + " (" + text + ")"}
}

// CounterAbility counters the activated or triggered ability on the stack
// with stack id id (CR 701.6b): it is removed from the stack and does
// nothing, and no cost paid for it is refunded. It reports whether it was
// countered: false when no such ability is on the stack any more, or when
// the resolution can't act.
func (r *Resolution) CounterAbility(id StackID) bool {
	if !r.live() || id == 0 || r.g.abilityItem(id) == nil {
		return false
	}
	return r.g.counterItem(id)
}
