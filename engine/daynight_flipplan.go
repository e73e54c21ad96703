package engine

import "slices"

// flipPlan lists, in battlefield order, the permanents with daybound or
// nightbound: those a change of the day/night designation may turn
// (CR 702.145b(2), 702.145e(1)), in runs, so that a change reads what it
// needs from the runs instead of judging every permanent (turnDue). Like
// the summary, it is a cache of the state: made when a change first needs
// it, forgotten whenever the characteristics are computed again, damage
// is marked or an action is rolled back. A batch of transforms keeps it
// true: a flip changes no permanent's membership, and a plain permanent
// stays plain.
type flipPlan struct {
	valid bool
	ids   []ObjID
	runs  []flipRun
}

// flipRun is a run of the plan, ids[previous run's end:end]: permanents of
// one card that are plain (their characteristics are their face's
// values), or one permanent that is not, which a change judges and turns
// alone.
type flipRun struct {
	end   int32
	base  *defBase
	plain bool
	// sba[s]: some permanent of the run may be subject to a state-based
	// action after turning from side s (sbaAfterTurn), with the damage it
	// had when the plan was made. Damage marked since unmakes the plan;
	// damage removed leaves the flag set, which only costs a check.
	sba [2]bool
}

// forget marks the plan to be made again before its next use.
func (p *flipPlan) forget() { p.valid = false }

// flipPlan returns the plan of the current characteristics, making it if
// need be.
func (g *Game) flipPlan() *flipPlan {
	p := &g.plan
	if !p.valid {
		g.makeFlipPlan(p)
	}
	return p
}

// makeFlipPlan makes p from the battlefield.
func (g *Game) makeFlipPlan(p *flipPlan) {
	const both = KeywordSet(1)<<Daybound | KeywordSet(1)<<Nightbound
	*p = flipPlan{valid: true, ids: p.ids[:0], runs: p.runs[:0]}
	for _, id := range g.st.battlefield {
		o := &g.st.objs[id]
		if g.chars(o).Keywords&both == 0 {
			continue
		}
		n := len(p.runs)
		b := g.baseOf(o)
		if !o.plain || n == 0 || !p.runs[n-1].plain || p.runs[n-1].base != b {
			p.runs = append(p.runs, flipRun{base: b, plain: o.plain})
			n++
		}
		r := &p.runs[n-1]
		p.ids = append(p.ids, id)
		r.end = int32(len(p.ids))
		for s := range r.sba {
			r.sba[s] = r.sba[s] || o.plain && sbaAfterTurn(o, &b.side[s])
		}
	}
}

// differs says how plan p differs from want, made from the state now, or
// returns "". A flag of p may be set where want's is not: damage removed
// since p was made.
func (p *flipPlan) differs(want *flipPlan) string {
	if !slices.Equal(p.ids, want.ids) {
		return "lists other permanents than the battlefield"
	}
	if len(p.runs) != len(want.runs) {
		return "has other runs than the battlefield"
	}
	for i := range p.runs {
		a, b := &p.runs[i], &want.runs[i]
		if a.end != b.end || a.base != b.base || a.plain != b.plain || b.sba[0] && !a.sba[0] || b.sba[1] && !a.sba[1] {
			return "has a run unlike the battlefield's"
		}
	}
	return ""
}
