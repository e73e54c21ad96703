package engine

import "github.com/cathar-engine/cathar/daynight"

// A batch of transforms (CR 701.27a): each permanent of the batch turns to
// its other face, counts one more transform (701.27f) and gets a new
// timestamp (613.7g), in order; then the characteristics are brought up to
// date once for the whole batch (613), whatever else is on the
// battlefield.
//
// A flip changes a permanent's layer-1 values and nothing else, so after
// a batch only these permanents can have new characteristics:
//
//   - the turned ones whose characteristics were their face's values
//     (plain): they still are, and read the new face's;
//   - the turned ones with counters, a copy effect or an effect on them:
//     computed again alone, when every effect on the battlefield affects a
//     fixed object (summary.fixed: the object an Equipment or Aura is
//     attached to, the object a resolved effect named, CR 611.2c);
//   - every permanent, when a static ability selects what it affects by
//     characteristics a flip may change, or a face turned from or to has
//     a static ability: then all are computed again, once.
//
// transformBatch (the permanents given) and flipForDesignation (those the
// designation turns) are the state-change operations of a batch that rules
// code calls. Each runs startFlips, turnInBatch or turnDue, and
// finishFlips (with computeAlone), which take the rollback note of each
// flip (flip) and keep the summary, the trigger list's mark, the day/night
// sweep's mark and the flip plan right; they are used only here, so that
// no batch is left unfinished.

// flipBatch is a batch of transforms in progress.
type flipBatch struct {
	// all: the characteristics of every permanent are computed again at
	// the end; otherwise the summary is brought up to date from what the
	// flips did.
	all bool
	// What turning the plain permanents did: the change of the day/night
	// counts, whether one may now be subject to a state-based action.
	turn dayNightCounts
	sba  bool
	trig bool // a face turned from or to has a triggered ability
	// replan: a permanent turned to a face that has daybound or
	// nightbound where the other had neither, or the reverse: the flip
	// plan's list changes.
	replan bool
	// attach: a permanent turned to a face with "as this transforms into
	// [this face], attach it to a player" (CR 712.20).
	attach bool
	// redo lists the turned permanents whose characteristics were not
	// their face's values: computed again alone at the end.
	redo []ObjID
	// ts0 is the last timestamp before the batch: each permanent turned
	// takes the next one, and nothing else takes one during a batch.
	ts0 int64
}

// startFlips begins a batch, with the characteristics up to date.
func (g *Game) startFlips() flipBatch {
	s := g.summary()
	return flipBatch{all: !s.fixed, redo: g.scratch.redo[:0], ts0: g.st.timestamp}
}

// turnInBatch turns permanent o, which can transform (canTransform), as
// part of batch b: the other face up (CR 701.27a), one more transform
// (701.27f), a new timestamp (613.7g).
func (g *Game) turnInBatch(b *flipBatch, o *object) {
	from := &g.baseOf(o).side[b2i(o.back)]
	switch {
	case b.all:
	case from.static || from.toStatic:
		// A static ability that comes or goes changes other permanents.
		b.all = true
	case o.plain:
		// Its face's values were its characteristics and nothing applied
		// to it: the other face's are (CR 613.2a).
		b.addRun(from, 1)
		b.sba = b.sba || sbaAfterTurn(o, from)
	default:
		g.sum.count(g, o, g.chars(o), -1)
		b.redo = append(b.redo, o.id)
		b.replan = b.replan || !from.sameBound
	}
	b.trig = b.trig || from.anyTrig
	b.attach = b.attach || from.toAttach
	g.flip(o, g.newTimestamp())
}

// turnDue turns, as part of batch b, every permanent face wantBack up
// with a keyword of want that can transform, in battlefield order: those
// a change of the designation turns (CR 702.145b(2), 702.145e(1)). Each is
// judged by its own characteristics before it turns; a flip changes no
// other permanent's until the batch ends. A run of the plan is judged
// once for all its permanents when they are plain: its loop is the inner
// loop of a day/night change.
func (g *Game) turnDue(b *flipBatch, want KeywordSet, wantBack bool) {
	p := g.flipPlan()
	objs, u := g.st.objs, &g.undo
	side, start := b2i(wantBack), int32(0)
	for i := range p.runs {
		r := &p.runs[i]
		ids := p.ids[start:r.end]
		start = r.end
		from := &r.base.side[side]
		if !r.plain || from.ch[0].Keywords&want == 0 || !from.turns || from.static || from.toStatic {
			for _, id := range ids {
				if o := &objs[id]; o.back == wantBack && g.chars(o).Keywords&want != 0 && g.canTransform(o, true) {
					g.turnInBatch(b, o)
				}
			}
			continue
		}
		// Plain permanents whose faces have no static ability: no
		// "can't transform" effect applies to them (their face's values
		// have no rules flags), and the other face's values are their new
		// characteristics.
		notes, k, below := u.flipRoom(len(ids))
		ts0 := g.st.timestamp
		g.st.timestamp, k = turnPlain(objs, ids, wantBack, ts0, notes, k, below)
		u.flips = notes[:k]
		n := int32(g.st.timestamp - ts0)
		if n > 0 {
			b.attach = b.attach || from.toAttach
			b.addRun(from, n)
			b.sba = b.sba || r.sba[side]
		}
	}
}

// turnPlain turns the permanents ids of table objs that have face back
// up, counting their timestamps on from ts (one each, so the last one
// less ts is how many it turned), and writes the rollback note of each
// that existed when the action began (id below below) into notes[k:],
// which has room for them all (flipRoom). It returns the last timestamp
// and the notes' new length. It is the inner loop of a day/night change,
// a function of its own so that its few values stay in registers
// (inlined, it shares turnDue's, and the loop spills them to the stack).
//
//go:noinline
func turnPlain(objs []object, ids []ObjID, back bool, ts int64, notes []savedFlip, k int, below ObjID) (int64, int) {
	for _, id := range ids {
		o := &objs[id]
		if o.back != back {
			continue
		}
		ts++
		if id < below { // noteFlip, into the room made for it
			notes[k] = savedFlip{id: id, timestamp: o.timestamp}
			k++
		}
		o.turnOver(ts)
	}
	return ts, k
}

// addRun adds to b what turning n plain permanents from face side from
// does, but for the state-based actions their damage, counters or
// attachments may bring (sbaAfterTurn). A permanent that turns into a
// non-creature may have an Aura or Equipment attached that no longer may
// be (CR 704.5m, 704.5n).
func (b *flipBatch) addRun(from *faceSide, n int32) {
	b.turn.addRun(&from.turn, n)
	b.sba = b.sba || from.toProne || !from.toCreature || from.toTough <= 0
	b.trig = b.trig || from.anyTrig
	b.replan = b.replan || !from.sameBound
}

// finishFlips ends batch b: the characteristics of the permanents it may
// have changed are computed (CR 613), once for the batch, and the summary,
// the trigger list's mark and the day/night sweep's mark brought up to
// date. It returns how many permanents the batch turned.
func (g *Game) finishFlips(b *flipBatch) int {
	g.scratch.redo = b.redo[:0]
	n := int(g.st.timestamp - b.ts0)
	if n == 0 {
		return 0
	}
	g.stateWritten() // the turns of turnDue's inner loop, which notes them without flip
	if b.trig {
		g.trigStale = true
	}
	if b.replan {
		g.plan.forget()
	}
	var statics []ObjID
	if !b.all && len(b.redo) > 0 && !g.sum.simple {
		statics = g.staticSources()
		// Each permanent computed alone passes over every static ability
		// and effect (applyLayers); the whole computation passes over
		// each once. Past a point, computing all is cheaper.
		b.all = len(b.redo)*(len(statics)+len(g.st.effects)) > 2*len(g.st.battlefield)+32
	}
	if b.all {
		g.scratch.objs = statics[:0]
		g.markDirty()
		g.refresh()
		return n
	}
	g.sum.dayNightCounts.plus(&b.turn)
	if b.sba {
		g.sum.sbaClear = false
	}
	if len(b.redo) > 0 {
		g.computeAlone(b.redo, statics)
	}
	g.swept = g.sum.idle(g.st.dayNight) // what dayNightSweep would find
	return n
}

// transformBatch turns the given permanents that can transform over at
// once (CR 701.27a), in order, as one batch (flipBatch): each stays the
// same object (712.18) with a new timestamp (613.7g), and the
// characteristics are brought up to date once for the whole batch; then
// one EvTransformed per permanent is emitted. It keeps in ids those that
// turned and returns how many.
func (g *Game) transformBatch(ids []ObjID, byDayNight bool) int {
	g.refresh()
	b := g.startFlips()
	n := 0
	for _, id := range ids {
		if o := g.obj(id); g.canTransform(o, byDayNight) {
			g.turnInBatch(&b, o)
			ids[n] = id
			n++
		}
	}
	g.finishFlips(&b)
	g.emitTransformed(ids[:n])
	if b.attach {
		// CR 712.20: as they transform, part of the same event; told
		// after the transforms.
		g.attachAsTransformed(ids[:n])
	}
	return n
}

// flipForDesignation transforms, as one batch, every permanent whose
// daybound or nightbound says it should turn under the current designation
// (CR 702.145b(2), 702.145e(1)).
func (g *Game) flipForDesignation() int {
	if g.st.dayNight == daynight.Neither || g.summary().idle(g.st.dayNight) {
		return 0
	}
	// At night daybound permanents front face up turn; by day nightbound
	// ones back face up.
	want, wantBack := KeywordSet(1)<<Daybound, false
	if g.st.dayNight == daynight.Day {
		want, wantBack = KeywordSet(1)<<Nightbound, true
	}
	b := g.startFlips()
	g.turnDue(&b, want, wantBack)
	n := g.finishFlips(&b)
	if b.attach {
		// CR 712.20: as they transform, part of the same event; told
		// after the transforms. Each takes a new timestamp as it becomes
		// attached, so the batch's are found first.
		ids := g.turnedSince(nil, b.ts0)
		g.emitTransformed(ids)
		g.attachAsTransformed(ids)
		return n
	}
	if !g.eventsWanted(EvTransformed) {
		g.st.nlog += n // the events would only be counted
		return n
	}
	ids := g.turnedSince(g.scratch.flips[:0], b.ts0)
	g.emitTransformed(ids)
	g.scratch.flips = ids[:0]
	return n
}

// computeAlone computes the characteristics of the permanents of redo
// alone (CR 613): every effect that applies to them affects a fixed object
// (summary.fixed), so the others' are unchanged. statics are the
// permanents with a static ability (staticSources).
func (g *Game) computeAlone(redo, statics []ObjID) {
	g.charsGen++
	for _, id := range redo {
		o := &g.st.objs[id]
		g.setBaseChars(o)
		g.applyLayers(statics, id)
		ch := g.chars(o)
		g.sum.count(g, o, ch, 1)
		if g.sum.sbaClear && (sbaCandidate(o, ch, ch.Toughness, g.attachedLegally(o, ch)) || !ch.Is(Creature)) {
			g.sum.sbaClear = false // (a non-creature: what is attached to it may not be)
		}
	}
	g.scratch.objs = statics[:0]
}

// turnedSince appends to ids the permanents with a timestamp after ts, in
// battlefield order: after a batch of turnDue, those it turned, in order
// (CR 613.7g).
func (g *Game) turnedSince(ids []ObjID, ts int64) []ObjID {
	for _, id := range g.st.battlefield {
		if g.st.objs[id].timestamp > ts {
			ids = append(ids, id)
		}
	}
	return ids
}

// staticSources returns the permanents with a static ability, in
// battlefield order, in a scratch buffer: those whose values before
// continuous effects (layer 1) have one, as computeChars finds them
// (baseStatic), read from the face's or the copy effect's flag rather
// than the abilities. A cost-changing or rule-changing ability counts as
// one, which the layers pass over.
func (g *Game) staticSources() []ObjID {
	out := g.scratch.objs[:0]
	for _, id := range g.st.battlefield {
		if g.baseStatic(&g.st.objs[id]) {
			out = append(out, id)
		}
	}
	return out
}

// sbaAfterTurn reports whether plain permanent o, turning from face side
// from to the other, will be an sbaCandidate with its counters and damage.
func sbaAfterTurn(o *object, from *faceSide) bool {
	tough := from.toTough + int(o.counters[PlusOne]-o.counters[MinusOne])
	return from.toProne || o.attachedTo != NoObj || o.attachedPlayer != NoPlayer || from.toCreature && (tough <= 0 || int(o.damage) >= tough) ||
		o.counters[PlusOne] > 0 && o.counters[MinusOne] > 0
}
