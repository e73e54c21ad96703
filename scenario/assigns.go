package scenario

import (
	"fmt"
	"slices"

	"github.com/cathar-engine/cathar/engine"
)

// assignStmt is `PLAYER assigns combat damage of ATTACKER: N to X, …`: the
// attacking player's whole division of one attacker's combat damage in
// one combat damage step (CR 510.1c–d, 702.19b).
type assignStmt struct {
	line, player int
	attacker     ref
	parts        []assignPart
}

type assignPart struct {
	n  int
	to target
}

func (s *assignStmt) lineNo() int { return s.line }

func colonStop(c *cursor) bool { return c.peek().isPunct(":") }

// assign parses `assigns combat damage of ATTACKER: N to X, …`; inside it,
// a name that contains `to` or a colon is quoted.
func (p *parser) assign(c *cursor, who int) stmt {
	if !c.acceptSeq("combat", "damage", "of") {
		p.fail("assigns: expected `combat damage of`, found %s", describe(c.peek()))
		return nil
	}
	attacker, ok := p.ref(c, colonStop)
	if !ok {
		return nil
	}
	if !c.acceptPunct(":") {
		p.fail("assigns: expected a colon after the attacker, found %s", describe(c.peek()))
		return nil
	}
	s := &assignStmt{line: p.line, player: who, attacker: attacker}
	for {
		n, ok := p.number(c, "damage", 0, maxX)
		if !ok {
			return nil
		}
		if !c.accept("to") {
			p.fail("assigns: expected `to`, found %s", describe(c.peek()))
			return nil
		}
		t, ok := p.target(c, func(*cursor) bool { return false })
		if !ok {
			return nil
		}
		s.parts = append(s.parts, assignPart{n: n, to: t})
		if c.done() {
			return s
		}
		if !c.acceptPunct(",") {
			p.fail("assigns: expected a comma, found %s", describe(c.peek()))
			return nil
		}
	}
}

// pendingAssign is an `assigns` line waiting for its attacker's combat
// damage: the division the decider answers with, or the error that made
// it fail.
type pendingAssign struct {
	s        *assignStmt
	attacker engine.ObjID
	used     bool
	err      error
}

// assign waits until the attacker's combat damage is divided in a
// combat damage step and gives the division of the line. A division the
// rules forbid fails with engine.ErrIllegalAssignment and the step stays
// open; where the rules leave no choice (an unblocked attacker, or one
// blocker and no trample), the line must say what the creature deals.
func (r *runner) assign(s *assignStmt) error {
	id, err := r.permanent(s.player, s.attacker, nil, func(in engine.ObjectInfo) bool { return in.Attacking != engine.NoPlayer })
	if err != nil {
		return err
	}
	in := r.info(id)
	if in.Characteristics.Controller != engine.PlayerID(s.player) {
		return &engine.ActionError{Action: "assign combat damage", Player: engine.PlayerID(s.player), Obj: id,
			Err: engine.ErrIllegalAssignment, Detail: "only the attacker's controller divides its combat damage"}
	}
	pa := &pendingAssign{s: s, attacker: id}
	r.assigning = pa
	defer func() { r.assigning = nil }()
	events := r.g.EventCount()
	err = r.waitFor(s.line, s.player, func() bool {
		if pa.used || pa.err != nil {
			return true
		}
		return r.dealtWithoutChoice(pa, events)
	})
	if err != nil {
		if pa.err != nil {
			return pa.err
		}
		return err
	}
	return pa.err
}

// dealtWithoutChoice reports whether the attacker of pa has dealt its
// combat damage since event events without a division to choose, or
// combat ended without it dealing any; it sets pa.err when the line is
// not what happened.
func (r *runner) dealtWithoutChoice(pa *pendingAssign, events int) bool {
	_, _, step := r.g.Turn()
	var dealt []engine.Event
	for ev := range r.g.EventsSince(events) {
		if ev.Kind == engine.EvDamage && ev.Combat && ev.Obj == pa.attacker {
			dealt = append(dealt, ev)
		}
	}
	if len(dealt) == 0 {
		if step > engine.CombatDamage || step < engine.BeginningOfCombat {
			pa.err = r.illegalAssign(pa, "it dealt no combat damage")
			return true
		}
		return false
	}
	parts := dealing(pa.s.parts)
	if len(dealt) != len(parts) {
		pa.err = r.illegalAssign(pa, "the rules left no choice of division")
		return true
	}
	for i, ev := range dealt {
		part := parts[i]
		to, ok := r.assignTarget(part.to)
		n, _ := ev.Quantity()
		if !ok || n != part.n || to.IsPlayer != (ev.Target != engine.NoPlayer) ||
			to.IsPlayer && to.Player != ev.Target || !to.IsPlayer && to.Obj != ev.Other {
			pa.err = r.illegalAssign(pa, "the rules left no choice of division")
			return true
		}
	}
	pa.used = true
	return true
}

// dealing returns the parts of an `assigns` line that assign some damage:
// `0 to X` says that X is assigned none.
func dealing(parts []assignPart) []assignPart {
	out := make([]assignPart, 0, len(parts))
	for _, p := range parts {
		if p.n > 0 {
			out = append(out, p)
		}
	}
	return out
}

func (r *runner) illegalAssign(pa *pendingAssign, why string) error {
	return &engine.ActionError{Action: "assign combat damage", Player: engine.PlayerID(pa.s.player), Obj: pa.attacker,
		Err: engine.ErrIllegalAssignment, Detail: why}
}

// assignTarget finds the creature or player a part of an `assigns` line
// names.
func (r *runner) assignTarget(t target) (engine.Target, bool) {
	if t.player >= 0 {
		return engine.TargetPlayerID(engine.PlayerID(t.player)), true
	}
	id, err := r.permanent(-1, t.ref, nil, nil)
	if err != nil {
		return engine.Target{}, false
	}
	return engine.TargetObject(id), true
}

// divide answers a DecideCombatDamage decision: with the pending
// `assigns` line for that attacker, or else by default — lethal damage
// to each blocker in the order the `blocks` line named them, the rest to
// the last one or, with trample, to the player attacked. It is not a
// decision of the file: no `chooses` answer is used.
func (r *runner) divide(g *engine.Game, d *engine.Decision) ([]int, error) {
	if pa := r.assigning; pa != nil && pa.attacker == d.Source && !pa.used {
		var ans engine.Answer
		for _, part := range pa.s.parts {
			to, ok := r.assignTarget(part.to)
			if !ok {
				pa.err = r.illegalAssign(pa, fmt.Sprintf("%s is not on the battlefield", part.to.ref))
				return nil, pa.err
			}
			if part.n > 0 { // `0 to X` (version 3) assigns X nothing (CR 510.1c)
				ans.Picks = append(ans.Picks, engine.DamageTo(to, part.n))
			}
		}
		got, err := engine.NewScripted(ans).Decide(g, d)
		if err == nil {
			err = engine.CheckAnswer(d, got)
		}
		if err != nil {
			pa.err = r.illegalAssign(pa, err.Error())
			return nil, pa.err
		}
		pa.used = true
		return got, nil
	}
	return r.defaultDivision(d), nil
}

// defaultDivision is the division of a decision without an `assigns`
// line, as divide describes it.
func (r *runner) defaultDivision(d *engine.Decision) []int {
	type rec struct{ first, lethal, rank int }
	var blockers []rec
	player := -1
	for i := range d.Options {
		a, _ := d.Assignment(i)
		if a.Amount != 1 {
			continue
		}
		if a.To.IsPlayer || a.Attacked { // the player or planeswalker it attacks
			player = i
			continue
		}
		rank := slices.Index(r.blockOrder, a.To.Obj)
		if rank < 0 {
			rank = len(r.blockOrder) + i
		}
		blockers = append(blockers, rec{i, a.Lethal, rank})
	}
	slices.SortStableFunc(blockers, func(a, b rec) int { return a.rank - b.rank })
	rest := d.Divide
	var ans []int
	for k, b := range blockers {
		n := min(b.lethal, rest)
		if k == len(blockers)-1 && player < 0 {
			n = rest
		}
		if n > 0 {
			ans = append(ans, b.first+n-1)
			rest -= n
		}
	}
	if player >= 0 && rest > 0 {
		ans = append(ans, player+rest-1)
	}
	return ans
}
