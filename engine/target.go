package engine

import "github.com/cathar-engine/cathar/zones"

// NoTarget fills the place of a target an "up to" phrase leaves empty
// (CR 115.1, 601.2c).
var NoTarget = Target{Obj: NoObj, Player: NoPlayer}

// None reports whether t is NoTarget: no object, no player and no
// ability on the stack.
func (t Target) None() bool { return !t.IsPlayer && t.Obj == NoObj && t.Stack == 0 }

// places returns the number of targets the phrase takes at most.
func (s *TargetSpec) places() int {
	if s.Count > 1 {
		return int(s.Count)
	}
	return 1
}

// targetPlaces returns the number of places in the list of targets of a
// spell or ability with these phrases.
func targetPlaces(specs []TargetSpec) int {
	n := 0
	for i := range specs {
		n += specs[i].places()
	}
	return n
}

// specAt returns the phrase whose targets include place i of the list, or
// nil past the end.
func specAt(specs []TargetSpec, i int) *TargetSpec {
	for k := range specs {
		n := specs[k].places()
		if i < n {
			return &specs[k]
		}
		i -= n
	}
	return nil
}

// phraseOf returns the index of the phrase whose targets include place i
// of the list, or -1 past the end.
func phraseOf(specs []TargetSpec, i int) int {
	for k := range specs {
		n := specs[k].places()
		if i < n {
			return k
		}
		i -= n
	}
	return -1
}

// distinctPlaces reports whether places i and j of the list of targets
// can't hold the same object or player: "target" chooses an object once
// per phrase, different phrases may choose it again unless one of them
// says "another target" (CR 115.3, 601.2c).
func distinctPlaces(specs []TargetSpec, i, j int) bool {
	pi, pj := phraseOf(specs, i), phraseOf(specs, j)
	return pi == pj || pi < 0 || pj < 0 || specs[pi].Another || specs[pj].Another
}

// heldPlaces returns the number of places of the list of targets ts a
// stack item holds: those up to the last chosen target. Empty places of
// "up to" phrases past it are not kept (a resolution reads a place past
// the item's list as empty), so that a phrase such as "up to one hundred
// targets" works as long as the targets chosen fit in the maxTargets
// places an item has.
func heldPlaces(ts []Target) int {
	n := len(ts)
	for n > 0 && ts[n-1].None() {
		n--
	}
	return n
}

// onlyUpToFrom reports whether every place from place i on belongs to an
// "up to" phrase, so that the list may end empty there.
func onlyUpToFrom(specs []TargetSpec, i int) bool {
	end := 0
	for k := range specs {
		end += specs[k].places()
		if end > i && !specs[k].UpTo {
			return false
		}
	}
	return true
}

// padTargets returns ts with NoTarget in the places past its end, up to
// the number of places specs have (a caller may leave out trailing empty
// "up to" places).
func padTargets(specs []TargetSpec, ts []Target) []Target {
	n := targetPlaces(specs)
	if len(ts) >= n {
		return ts
	}
	out := make([]Target, n)
	copy(out, ts)
	for i := len(ts); i < n; i++ {
		out[i] = NoTarget
	}
	return out
}

// spellOnStack reports whether o is a spell on the stack (CR 112.1), an
// object a "target spell" phrase may choose.
func (g *Game) spellOnStack(o *object) bool {
	if o.zone != zones.Stack {
		return false
	}
	for i := range g.st.stack {
		if it := &g.st.stack[i]; it.spell && it.obj == o.id {
			return true
		}
	}
	return false
}

// itemOfSpell returns the stack id of spell id, or 0.
func (g *Game) itemOfSpell(id ObjID) StackID {
	for i := range g.st.stack {
		if it := &g.st.stack[i]; it.spell && it.obj == id {
			return it.id
		}
	}
	return 0
}

// Counter counters a spell (CR 701.6a): it goes from the stack to its
// owner's graveyard, unless it can't be countered. It reports whether it
// was countered.
func (r *Resolution) Counter(id ObjID) bool {
	o, ok := r.current(id)
	if !ok || o.zone != zones.Stack {
		return false
	}
	sid := r.g.itemOfSpell(id)
	return sid != 0 && r.g.counterItem(sid)
}

// Targets returns the legal targets of the k-th target phrase (CR 608.2b),
// leaving out the places left empty and the targets that have become
// illegal.
func (r *Resolution) Targets(k int) []Target {
	specs := r.specs()
	if k < 0 || k >= len(specs) {
		return nil
	}
	first := targetPlaces(specs[:k])
	var out []Target
	for i := first; i < first+specs[k].places(); i++ {
		if t, ok := r.Target(i); ok {
			out = append(out, t)
		}
	}
	return out
}

// specs returns the target phrases of the resolving spell or ability.
func (r *Resolution) specs() []TargetSpec {
	if r.item.ability != nil {
		return r.item.ability.Targets
	}
	if f := r.g.face(r.g.obj(r.item.obj)); f.Spell != nil {
		return f.Spell.Targets
	}
	return nil
}

// graveyardCandidates appends the cards of the graveyards spec may choose
// from: the controller's for TargetCardInGraveyard, every player's in turn
// order for TargetCardInAnyGraveyard.
func (g *Game) graveyardCandidates(spec *TargetSpec, you PlayerID, src ObjID, buf []Target) []Target {
	for p := range g.st.players {
		if spec.Kind == TargetCardInGraveyard && PlayerID(p) != you {
			continue
		}
		for _, id := range g.st.players[p].graveyard {
			if t := TargetObject(id); g.legalTarget(spec, you, src, t) {
				buf = append(buf, t)
			}
		}
	}
	return buf
}

// spellCandidates appends the spells on the stack spec may choose, from the
// top.
func (g *Game) spellCandidates(spec *TargetSpec, you PlayerID, src ObjID, buf []Target) []Target {
	for i := len(g.st.stack) - 1; i >= 0; i-- {
		if it := &g.st.stack[i]; it.spell {
			if t := TargetObject(it.obj); g.legalTarget(spec, you, src, t) {
				buf = append(buf, t)
			}
		}
	}
	return buf
}

// LoseLife makes player p lose n life (CR 119.3), as "each opponent loses
// 1 life" does.
func (r *Resolution) LoseLife(p PlayerID, n int) {
	if r.live() && n > 0 && p >= 0 && int(p) < len(r.g.st.players) && !r.g.st.players[p].left {
		r.g.loseLife(p, n)
	}
}
