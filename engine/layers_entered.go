package engine

import "github.com/cathar-engine/cathar/zones"

// enteredOnly lets a computation of characteristics (CR 613) that follows
// nothing but permanents entering the battlefield compute those alone.
// When the last computation found that every static ability affects the
// object its source is attached to, whatever its characteristics, and
// every continuous effect the object it named (summary.fixed; without
// either, summary.simple), no permanent's characteristics depend on
// another's but through those fixed links; so when the only changes since
// are permanents entering without a static ability, which nothing is
// attached to yet and no effect names, the others' characteristics and
// their part of the summary are what they were. A land played, a
// creature resolving or a token created is the common case.
//
// It is a cache, not state: a clone, a restored game and a determinized
// copy start without it, and a rollback or a rewind drops it
// (restoredCaches). addToZone notes a permanent entering (noteEntered,
// change_dirty.go); every other change that makes the characteristics
// stale goes through markDirty, which drops the record, so that the next computation is the
// full one. In the engine's tests (verifyUndo) each computation of the
// entered permanents alone is compared with the full computation on a
// clone.
type enteredOnly struct {
	on  bool    // the changes since the last computation are the entries of ids
	ids []ObjID // the permanents that entered since
}

// computeEntered is computeChars with track set, for the permanents that
// entered alone, when enteredOnly allows it; it reports whether it did
// the computation. It gives each the values and summary part that
// computeChars would: without effects or static abilities (simple), the
// face's values and the counters (layer 7c, CR 613.4c); when every
// effect affects a fixed object (summary.fixed), the layers applied to
// it alone, as a transform does (computeAlone).
func (g *Game) computeEntered() bool {
	e := &g.entered
	if !e.on || !g.sum.valid || !g.sum.fixed {
		return false
	}
	simple := g.sum.simple && len(g.st.effects) == 0
	objs := g.st.objs
	for _, id := range e.ids {
		o := &objs[id]
		if o.zone != zones.Battlefield || o.next != NoObj || o.gone || g.baseOf(o).side[o.faceSide()].static || o.copyFace != 0 {
			return false
		}
	}
	var check *Game
	if verifyUndo {
		check = g.Clone()
		check.entered.on = false
	}
	g.charsGen++
	g.st.dirty = false
	trigFresh := !g.trigStale // the lists of triggerers need the entered alone
	g.trigStale = true
	g.swept = false
	var statics []ObjID
	if !simple {
		statics = g.staticSources()
	}
	for _, id := range e.ids {
		o := &objs[id]
		old := g.chars(o).Controller
		_, from := g.setBaseChars(o)
		if simple {
			from, t := g.countersOnly(o, from)
			g.sum.add(g, o, from, t, false)
		} else {
			g.applyLayers(statics, id)
			ch := g.chars(o)
			g.sum.add(g, o, ch, ch.Toughness, g.attachedLegally(o, ch))
		}
		if g.chars(o).Controller != old {
			g.startControlAt(id, g.st.turn) // CR 302.6
		}
	}
	g.scratch.objs = statics[:0]
	g.plan.forget()
	e.on = false
	if trigFresh {
		g.addTriggerers(e.ids)
	}
	if check != nil {
		g.verifyEntered(check)
	}
	return true
}

// verifyEntered panics when computeEntered gave another result than the
// full computation gives on check, a clone taken before it.
func (g *Game) verifyEntered(check *Game) {
	check.computeChars(true)
	for _, id := range g.st.battlefield {
		have, want := g.chars(&g.st.objs[id]), check.chars(&check.st.objs[id])
		if !equalChars(g, have, check, want) || g.st.objs[id].controlSince != check.st.objs[id].controlSince {
			panic("engine: the characteristics computed for the permanents that entered alone differ from the full computation's")
		}
	}
	s, r := &g.sum, &check.sum
	if s.dayNightCounts != r.dayNightCounts || s.simple != r.simple || s.fixed != r.fixed || s.costChanges != r.costChanges ||
		s.gameRules != r.gameRules || s.sbaClear && !r.sbaClear {
		panic("engine: the summary computed for the permanents that entered alone differs from the full computation's")
	}
}
