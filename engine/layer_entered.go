package engine

import "github.com/cathar-engine/cathar/zones"

// enteredOnly lets a computation of characteristics (CR 613) that follows
// nothing but permanents entering or leaving the battlefield compute the
// entered ones alone. When the last computation found that every static
// ability picks what it affects by that object's own characteristics and
// status, or affects the object its source is attached to, and every
// continuous effect the object it named (summary.local; with no static
// ability that selects, summary.fixed; without either, summary.simple),
// no permanent's characteristics depend on another's but through its
// sources' static abilities; so when the only changes since are
// permanents entering without a static ability, which nothing is attached
// to yet and no effect names, and permanents leaving without one, which
// nothing was attached to (leavesAlone), the others' characteristics are
// what they were, and so is their part of the summary but for the
// state-based actions, which a departure is looked at again for. A land
// played, a creature resolving, a token created or a creature dying is
// the common case.
//
// It is a cache, not state: a clone, a restored game and a determinized
// copy start without it, and a rollback or a rewind drops it
// (restoredCaches). addToZone notes a permanent entering (noteEntered,
// change_dirty.go) and removeFromZone one leaving (noteLeft); every other
// change that makes the characteristics stale goes through markDirty,
// which drops the record, so that the next computation is the full one.
// In the engine's tests (verifyUndo) each computation of the entered
// permanents alone is compared with the full computation on a clone.
type enteredOnly struct {
	on   bool    // the changes since the last computation are the entries of ids and the departures of left
	ids  []ObjID // the permanents that entered since
	left []ObjID // the permanents that left since (leavesAlone)
}

// leavesAlone reports whether permanent id, which has just left the
// battlefield, left every other permanent's characteristics as they were
// when they were local (summary.local): it had no static ability, so none
// of its applied to another (CR 611.3a, 613.1), it was no copy, and no
// permanent is attached to it (an Aura or Equipment left on nothing is
// unattached or put into the graveyard, CR 704.5m-n, which is looked at
// with the rest of the characteristics).
func (g *Game) leavesAlone(id ObjID) bool {
	o := g.obj(id)
	if o.copyFace != 0 || g.baseStatic(o) {
		return false
	}
	for _, b := range g.st.battlefield {
		if g.st.objs[b].attachedTo == id {
			return false
		}
	}
	return true
}

// computeEntered is computeChars with track set, for the permanents that
// entered alone, when enteredOnly allows it; it reports whether it did
// the computation. It gives each the values and summary part that
// computeChars would: without effects or static abilities (simple), the
// face's values and the counters (layer 7c, CR 613.4c); else
// (summary.local) the layers applied to it alone, as a transform does
// (computeAlone). The permanents that left are taken out of the summary's
// day/night counts, and when the summary saw a state-based action to look
// at, the permanents are looked at again (sbaClearNow).
func (g *Game) computeEntered() bool {
	e := &g.entered
	if !e.on || !g.sum.valid || !g.sum.local {
		return false
	}
	simple := g.sum.simple && len(g.st.effects) == 0
	objs := g.st.objs
	for _, id := range e.ids {
		o := &objs[id]
		if o.zone != zones.Battlefield || o.next != NoObj || o.gone || o.copyFace != 0 || g.baseStatic(o) {
			return false // among others, one that entered and left since: the summary never counted it
		}
	}
	var check *Game
	if g.verifyUndo {
		check = g.Clone()
		check.entered.on = false
	}
	g.charsGen++
	g.st.dirty = false
	// The lists of triggerers need the entered alone, when nothing left:
	// a departure has them rebuilt.
	trigFresh := !g.trigStale && len(e.left) == 0
	g.trigStale = true
	g.swept = false
	for _, id := range e.left {
		// Its values are those of the last computation, which the
		// summary counted.
		if o := &objs[id]; g.chars(o).Keywords&(1<<Daybound|1<<Nightbound) != 0 {
			g.sum.count(g, o, g.chars(o), -1)
		}
	}
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
	if len(e.left) > 0 && !g.sum.sbaClear {
		// The departed may have been what the summary saw (a creature
		// with lethal damage, the common way to leave).
		g.sum.sbaClear = g.sbaClearNow(simple)
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
	if s.dayNightCounts != r.dayNightCounts || s.simple != r.simple || s.fixed != r.fixed || s.local != r.local || s.costChanges != r.costChanges ||
		s.gameRules != r.gameRules || s.sbaClear && !r.sbaClear {
		panic("engine: the summary computed for the permanents that entered alone differs from the full computation's")
	}
}

// sbaClearNow reports whether no permanent can be subject to a state-based
// action of CR 704.5f-q, judged as computeChars judges it for the summary
// (summary.add): with simple, a permanent's attachment is not judged
// legal, as the single pass of computeChars does not.
func (g *Game) sbaClearNow(simple bool) bool {
	for _, id := range g.st.battlefield {
		o := &g.st.objs[id]
		ch := g.chars(o)
		if sbaCandidate(o, ch, ch.Toughness, !simple && g.attachedLegally(o, ch)) {
			return false
		}
	}
	return true
}
