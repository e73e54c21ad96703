package engine

import (
	"slices"
	"strconv"
)

// flipPlan lists, in battlefield order, the permanents a change of the
// day/night designation turns (CR 702.145b(2), 702.145e(1)) when layer 1
// and counters are all there is (summary.simple, no continuous effect),
// so that the change turns them without judging every permanent again.
// Every permanent with daybound or nightbound is in it, and each is of a
// flipPair card; otherwise usable is false and the general path judges
// them. Like the summary, it is a cache of the state: it is made when a
// change first needs it and forgotten whenever the characteristics are
// computed again or damage is marked; its own turns keep it true.
type flipPlan struct {
	valid  bool // made since the last computation of characteristics
	usable bool
	ids    []ObjID
	runs   []flipRun
	maxID  ObjID // the largest of ids
	trig   bool  // a face of a run has an ability Game.triggerers lists
	// uniform: every permanent of the plan has the same face up, the
	// back face if upBack. A change of the plan leaves it so (each
	// permanent turned to the other face or had it already); then the
	// next change turns them all, and all reports it as one batch.
	uniform, upBack bool
	all             [2]flipTotal // what turning all of them from side s does
	// tsKnown: the plan's last batch turned all of its permanents, giving
	// the i-th the timestamp tsBase+1+i, and they have kept them.
	tsKnown bool
	tsBase  int64
	// pinned is the action whose undo log holds ids (undoLog.batches): a
	// plan made again during it takes a new list.
	pinned uint32
}

// flipTotal is what turning permanents of a plan from one side does: the
// change of the summary's counts, whether one of them may be subject to a
// state-based action, whether a face has a triggered ability.
type flipTotal struct {
	turn      dayNightCounts
	sba, trig bool
}

// addRun adds what turning n permanents that each do r does.
func (t *flipTotal) addRun(r *flipTotal, n int32) {
	t.turn.addRun(&r.turn, n)
	t.sba = t.sba || r.sba
	t.trig = t.trig || r.trig
}

// flipRun is a run of the plan's permanents of the same card definition:
// ids[previous run's end:end].
type flipRun struct {
	end  int32
	base *defBase
	// side[s] is what turning one permanent of the run from side s does:
	// the change of the counts (faceSide.turn) and the trigger flag
	// (faceSide.anyTrig), kept here so that a change reads the run alone;
	// sba, whether some permanent of the run may then be subject to a
	// state-based action (sbaCandidate) with its counters and damage as
	// they were when the plan was made. Damage marked later unmakes the
	// plan; damage removed leaves the flag set, which only costs a check.
	side [2]flipTotal
}

// forget marks the plan to be made again before its next use.
func (p *flipPlan) forget() { p.valid = false }

// flipPair reports whether the card's permanents are turned by a flip
// plan: a daybound front face and a nightbound back face (and neither
// face has the other keyword), each able to turn to the other
// (CR 701.27d), neither with a static ability, so that the new face's
// values and the counters are the permanent's new characteristics.
func (b *defBase) flipPair() bool {
	const both = KeywordSet(1)<<Daybound | KeywordSet(1)<<Nightbound
	f, k := &b.side[0], &b.side[1]
	return b.def.Back != nil && f.ch[0].Keywords&both == 1<<Daybound && k.ch[0].Keywords&both == 1<<Nightbound &&
		f.turns && k.turns && !f.static && !k.static
}

// flipPlan returns the plan of the current characteristics, making it if
// need be. The caller has checked that the summary is simple and that no
// continuous effect exists.
func (g *Game) flipPlan() *flipPlan {
	p := &g.plan
	if p.valid {
		return p
	}
	g.makeFlipPlan(p)
	return p
}

// makeFlipPlan makes p from the battlefield.
func (g *Game) makeFlipPlan(p *flipPlan) {
	const both = KeywordSet(1)<<Daybound | KeywordSet(1)<<Nightbound
	ids := p.ids[:0]
	if g.undo.active && p.pinned == g.undo.epoch {
		ids = nil
	}
	*p = flipPlan{valid: true, usable: true, ids: ids, runs: p.runs[:0], uniform: true}
	objs := g.st.objs
	for _, id := range g.st.battlefield {
		o := &objs[id]
		if g.chars(o).Keywords&both == 0 {
			continue
		}
		b := o.base
		if o.copyFace != nil || !b.flipPair() || o.next != NoObj {
			p.usable = false // a copy's values are not its card's faces
			return
		}
		if n := len(p.runs); n == 0 || p.runs[n-1].base != b {
			p.runs = append(p.runs, flipRun{base: b, side: [2]flipTotal{
				{turn: b.side[0].turn, trig: b.side[0].anyTrig}, {turn: b.side[1].turn, trig: b.side[1].anyTrig}}})
		}
		r := &p.runs[len(p.runs)-1]
		if len(p.ids) == 0 {
			p.upBack = o.back
		}
		p.uniform = p.uniform && o.back == p.upBack
		p.ids = append(p.ids, id)
		p.maxID = max(p.maxID, id)
		p.trig = p.trig || b.side[0].anyTrig // anyTrig is the same from either side
		r.end = int32(len(p.ids))
		for s := range r.side {
			r.side[s].sba = r.side[s].sba || sbaAfterTurn(o, &b.side[s])
		}
	}
	p.sumRuns()
}

// sumRuns sets p.all from the runs.
func (p *flipPlan) sumRuns() {
	start := int32(0)
	for i := range p.runs {
		r := &p.runs[i]
		for s := range p.all {
			p.all[s].addRun(&r.side[s], r.end-start)
		}
		start = r.end
	}
}

// sbaAfterTurn reports whether permanent o, turning from face side from to
// the other, will be an sbaCandidate with its counters and damage.
func sbaAfterTurn(o *object, from *faceSide) bool {
	tough := from.toTough + int(o.counters[PlusOne]-o.counters[MinusOne])
	return from.toProne || o.attachedTo != NoObj || from.toCreature && (tough <= 0 || int(o.damage) >= tough) ||
		o.counters[PlusOne] > 0 && o.counters[MinusOne] > 0
}

// differs says how plan p differs from want, made from the state now, or
// returns "". A flag of p may be set where want's is not: damage removed
// since p was made.
func (p *flipPlan) differs(want *flipPlan) string {
	switch {
	case p.usable != want.usable:
		return "says usable " + strconv.FormatBool(p.usable) + ", the battlefield " + strconv.FormatBool(want.usable)
	case !p.usable:
		return ""
	case !slices.Equal(p.ids, want.ids) || p.maxID != want.maxID || p.trig != want.trig:
		return "lists other permanents than the battlefield"
	case p.uniform != want.uniform || p.uniform && len(p.ids) > 0 && p.upBack != want.upBack:
		return "says its permanents have the same face up (" + strconv.FormatBool(p.uniform) + "), the back face (" +
			strconv.FormatBool(p.upBack) + "); the battlefield says " + strconv.FormatBool(want.uniform) + ", " + strconv.FormatBool(want.upBack)
	case p.all[0].turn != want.all[0].turn || p.all[1].turn != want.all[1].turn ||
		want.all[0].sba && !p.all[0].sba || want.all[1].sba && !p.all[1].sba:
		return "sums its runs unlike the battlefield's"
	case len(p.runs) != len(want.runs):
		return "has other runs than the battlefield"
	}
	for i := range p.runs {
		a, b := &p.runs[i], &want.runs[i]
		if a.end != b.end || a.base != b.base || b.side[0].sba && !a.side[0].sba || b.side[1].sba && !a.side[1].sba {
			return "has a run unlike the battlefield's"
		}
	}
	return ""
}
