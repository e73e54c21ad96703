package engine

import "slices"

// The state-change operations on the state's lists: the stack, the
// triggered abilities waiting to be put on it, continuous effects, the
// links of "until" effects and prevention shields (see change.go). Each
// list is a section of the rollback backup, saved before its first change
// in an action.

// pushItem puts item it on top of the stack (CR 405.1) with a new stack
// id, which it returns.
func (g *Game) pushItem(it stackItem) StackID {
	g.st.nextStack++
	it.id = g.st.nextStack
	g.save(secStack)
	g.st.stack = append(g.st.stack, it)
	return it.id
}

// popItem takes the top item off the stack: an ability leaves it as it
// resolves (CR 608.2n).
func (g *Game) popItem() {
	g.save(secStack)
	g.st.stack = g.st.stack[:len(g.st.stack)-1]
}

// removeItem removes the stack item at index i (an ability countered,
// CR 701.6a).
func (g *Game) removeItem(i int) {
	g.save(secStack)
	g.st.stack = append(g.st.stack[:i], g.st.stack[i+1:]...)
}

// removeAbilitiesOf removes from the stack the abilities that player p
// controls, and the triggered abilities p would put there (CR 800.4d).
func (g *Game) removeAbilitiesOf(p PlayerID) {
	g.save(secStack | secPending)
	out := g.st.stack[:0]
	for _, it := range g.st.stack {
		if !it.spell && it.controller == p {
			continue
		}
		out = append(out, it)
	}
	g.st.stack = out
	pend := g.st.pending[:0]
	for _, t := range g.st.pending {
		if t.controller != p {
			pend = append(pend, t)
		}
	}
	g.st.pending = pend
}

// addPending records a triggered ability that has triggered, to be put
// on the stack the next time a player would receive priority (CR 603.3).
func (g *Game) addPending(t pendingTrigger) {
	g.save(secPending)
	g.st.pending = append(g.st.pending, t)
}

// clearPending forgets the triggered abilities waiting to be put on the
// stack.
func (g *Game) clearPending() {
	if len(g.st.pending) > 0 {
		g.save(secPending)
		g.st.pending = g.st.pending[:0]
	}
}

// addEffect records a continuous effect from a resolving spell or
// ability, with a new timestamp (CR 611.2, 613.7a).
func (g *Game) addEffect(e contEffect) {
	e.timestamp = g.newTimestamp()
	g.save(secEffects)
	g.st.effects = append(g.st.effects, e)
	g.markDirty()
}

// endEffects removes the continuous effects for which drop returns true
// (CR 514.2, 611.2a, 800.4a).
func (g *Game) endEffects(drop func(e *contEffect) bool) {
	out := g.st.effects[:0]
	for i := range g.st.effects {
		if drop(&g.st.effects[i]) {
			g.save(secEffects)
			g.markDirty()
			continue
		}
		out = append(out, g.st.effects[i]) // unchanged until the first effect dropped
	}
	g.st.effects = out
}

// addLink records the promise of a one-shot effect (CR 610.3): when
// source leaves the battlefield, exiled returns to zone to.
func (g *Game) addLink(l untilLink) {
	g.save(secLinks)
	g.st.links = append(g.st.links, l)
}

// dropLinks removes the links whose source is one of left.
func (g *Game) dropLinks(left []ObjID) {
	out := g.st.links[:0]
	for _, l := range g.st.links {
		if slices.Contains(left, l.source) {
			g.save(secLinks)
			continue
		}
		out = append(out, l) // unchanged until the first link dropped
	}
	g.st.links = out
}

// addPrevention adds a prevention shield (CR 615.1).
func (g *Game) addPrevention(p prevention) {
	g.save(secPreventions)
	g.st.preventions = append(g.st.preventions, p)
}

// clearPreventions ends every prevention shield: each lasts until end of
// turn (CR 514.2).
func (g *Game) clearPreventions() {
	if len(g.st.preventions) == 0 {
		return // a write that changes nothing would still save the section
	}
	g.save(secPreventions)
	g.st.preventions = g.st.preventions[:0]
}
