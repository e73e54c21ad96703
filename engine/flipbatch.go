package engine

import "slices"

// The turning of a flip plan's permanents at a change of the day/night
// designation (CR 702.145b(2), 702.145e(1)): each turns to its other face
// (701.27a), counts one more transform (701.27f) and gets a new timestamp
// (613.7g), in battlefield order; a rollback can undo the batch.

// flipByPlan turns the plan's permanents that are face wantBack up, as one
// batch in battlefield order, writes their ids to ids unless it is nil,
// brings the summary up to date and returns how many turned.
func (g *Game) flipByPlan(p *flipPlan, ids []ObjID, wantBack bool) int {
	var k int
	if p.uniform && p.upBack == wantBack {
		g.turnWholePlan(p, wantBack)
		if ids != nil {
			copy(ids, p.ids)
		}
		g.applyTotal(&p.all[b2i(wantBack)])
		k = len(p.ids)
	} else {
		var total flipTotal
		k, total = g.turnPlanRuns(p, ids, wantBack)
		g.applyTotal(&total)
	}
	p.uniform, p.upBack = true, !wantBack
	return k
}

// applyTotal brings the summary and the trigger list's mark up to date
// after a batch that did t.
func (g *Game) applyTotal(t *flipTotal) {
	g.sum.dayNightCounts.plus(&t.turn)
	g.sum.sbaClear = g.sum.sbaClear && !t.sba
	g.trigStale = g.trigStale || t.trig
}

// turnWholePlan turns every permanent of the plan, all face wantBack up.
// A rollback undoes the batch from one note when the timestamps the
// permanents had are known (the plan's last batch gave them: tsKnown) and
// the action neither saved an object whole nor made one of them; else
// each permanent gets its note.
func (g *Game) turnWholePlan(p *flipPlan, wantBack bool) {
	u := &g.undo
	ts := g.st.timestamp
	var notes []savedFlip
	filter := -1
	if u.active {
		if p.tsKnown && len(p.ids) > 0 && len(u.saved) == 0 && int(p.maxID) < u.base {
			u.flips = append(u.flips, savedFlip{id: -ObjID(len(p.ids)), timestamp: p.tsBase})
			u.batches = append(u.batches, p.ids)
			p.pinned = u.epoch
		} else {
			nn := len(u.flips)
			u.flips = slices.Grow(u.flips, len(p.ids))[:nn+len(p.ids)]
			notes = u.flips[nn:]
			if len(u.saved) > 0 || int(p.maxID) >= u.base {
				filter = nn
			}
		}
	}
	g.st.timestamp = turnAll(g.st.objs, p.ids, notes, wantBack, ts)
	if filter >= 0 {
		u.flips = u.noteFilter(u.flips, filter)
	}
	p.tsKnown, p.tsBase = true, ts
}

// turnPlanRuns turns the plan's permanents that are face wantBack up, run
// by run, writes their ids to ids unless it is nil, and returns how many
// turned and what turning them does.
func (g *Game) turnPlanRuns(p *flipPlan, ids []ObjID, wantBack bool) (int, flipTotal) {
	u := &g.undo
	var notes []savedFlip
	nn := len(u.flips)
	if u.active {
		notes = slices.Grow(u.flips, len(p.ids))[:nn+len(p.ids)]
	}
	objs := g.st.objs
	side := b2i(wantBack)
	ts, k, start := g.st.timestamp, 0, 0
	var total flipTotal
	for ri := range p.runs {
		r := &p.runs[ri]
		var n int
		var run []savedFlip
		var out []ObjID
		if notes != nil {
			run = notes[nn+k:]
		}
		if ids != nil {
			out = ids[k:]
		}
		n, ts = turnPlain(objs, p.ids[start:r.end], out, run, wantBack, ts)
		k += n
		start = int(r.end)
		if n > 0 {
			total.addRun(&r.side[side], int32(n))
		}
	}
	g.st.timestamp = ts
	if notes != nil {
		u.flips = notes[:nn+k]
		if len(u.saved) > 0 || int(p.maxID) >= u.base {
			u.flips = u.noteFilter(u.flips, nn)
		}
	}
	p.tsKnown = false // those that did not turn kept theirs
	return k, total
}

// noteFilter drops, from the flip notes from index from on, those a
// rollback must not apply: of objects the action made, and of objects
// saved whole before they turned (the save holds the turn's values).
func (u *undoLog) noteFilter(notes []savedFlip, from int) []savedFlip {
	out := notes[:from]
	for _, f := range notes[from:] {
		if int(f.id) < u.base && u.epochs[f.id] != u.epoch {
			out = append(out, f)
		}
	}
	return out
}

// turnPlain turns the permanents of ids that are face wantBack up, in
// order: the other face up (CR 701.27a), one more transform (701.27f), a
// new timestamp after ts (613.7g), and for one with counters the new
// face's values with them (a plain permanent reads its face's). Unless
// they are nil, it writes the ids of those it turned to out and their
// notes for a rollback to notes, in order; it returns how many turned and
// the last timestamp. It is the inner loop of a day/night change, kept
// apart so that its few values stay in registers. Entry i of out and
// notes is written for entry i of ids (NoObj for one that does not turn),
// which spares a bounds check per permanent; the rare batch in which not
// all turn is closed up afterwards.
func turnPlain(objs []object, ids, out []ObjID, notes []savedFlip, wantBack bool, ts int64) (int, int64) {
	if out != nil {
		out = out[:len(ids)]
	}
	if notes != nil {
		notes = notes[:len(ids)]
	}
	k := 0
	for i, id := range ids {
		o := &objs[id]
		if o.back != wantBack {
			if out != nil {
				out[i] = NoObj
			}
			if notes != nil {
				notes[i].id = NoObj
			}
			continue
		}
		if notes != nil {
			notes[i] = savedFlip{id: id, timestamp: o.timestamp}
		}
		ts++
		turnOne(o, wantBack, ts)
		if out != nil {
			out[i] = id
		}
		k++
	}
	if k < len(ids) {
		closeUp(out, notes)
	}
	return k, ts
}

// turnAll is turnPlain for a batch in which every permanent of ids turns
// from face wantBack: it writes the note of entry i to notes[i] unless
// notes is nil, and returns the last timestamp.
func turnAll(objs []object, ids []ObjID, notes []savedFlip, wantBack bool, ts int64) int64 {
	if notes != nil {
		notes = notes[:len(ids)]
	}
	for i, id := range ids {
		o := &objs[id]
		if notes != nil {
			notes[i] = savedFlip{id: id, timestamp: o.timestamp}
		}
		ts++
		turnOne(o, wantBack, ts)
	}
	return ts
}

// turnOne turns permanent o from face wantBack to the other (CR 701.27a),
// counts the transform (701.27f) and gives it timestamp ts (613.7g); with
// counters it gets its new face's values with them (a plain permanent
// reads its face's).
func turnOne(o *object, wantBack bool, ts int64) {
	o.back = !wantBack
	o.transforms++
	o.timestamp = ts
	if !o.plain {
		ownFace(o, b2i(wantBack))
	}
}

// closeUp moves the entries of out and notes that are not NoObj to their
// front, in order.
func closeUp(out []ObjID, notes []savedFlip) {
	n := 0
	for _, id := range out {
		if id != NoObj {
			out[n] = id
			n++
		}
	}
	n = 0
	for _, f := range notes {
		if f.id != NoObj {
			notes[n] = f
			n++
		}
	}
}

// ownFace gives permanent o, which has just turned from face side from and
// has counters (so is not plain), its new face's values and its counters
// as characteristics (layers 1 and 7c, CR 613.4c).
func ownFace(o *object, from int) {
	c := int(o.counters[PlusOne] - o.counters[MinusOne])
	o.own = o.base.side[1-from].ch[o.controller]
	o.own.Power += c
	o.own.Toughness += c
	o.plain = c == 0
}
