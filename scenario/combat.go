package scenario

import (
	"slices"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// attack declares attackers at the declaration of the next combat of the
// player's turn.
func (r *runner) attack(s *attackStmt) error {
	g := r.g
	p := engine.PlayerID(s.player)
	err := r.waitFor(s.line, s.player, func() bool {
		turn, active, step := g.Turn()
		if active != p || step != engine.DeclareAttackersStep {
			return false
		}
		w := g.Waiting()
		// The engine skips the declaration when no creature could attack;
		// the moment has come all the same.
		return w.Attackers == p || (w.Priority != engine.NoPlayer && r.attackTurn != turn)
	})
	if err != nil {
		return err
	}
	var attacks []engine.Attack
	var used []engine.ObjID
	for _, it := range s.items {
		id, err := r.permanent(s.player, it.attacker, used, nil)
		if err != nil {
			return err
		}
		used = append(used, id)
		def := r.nextOpponent(s.player)
		if it.defender >= 0 {
			def = engine.PlayerID(it.defender)
		}
		pw, err := r.attackedPlaneswalker(it)
		if err != nil {
			return err
		}
		if pw != engine.NoObj {
			def = r.info(pw).Characteristics.Controller // CR 508.5
		}
		attacks = append(attacks, engine.Attack{Attacker: id, Defender: def, Planeswalker: pw})
	}
	turn, _, _ := g.Turn()
	if g.Waiting().Attackers != p {
		return r.cantAttack(p, attacks)
	}
	if err := g.DeclareAttackers(p, attacks); err != nil {
		return r.classify(s.line, err)
	}
	r.attackTurn = turn
	return nil
}

// cantAttack explains why a declaration fails in a combat where the
// engine found that no creature could attack.
func (r *runner) cantAttack(p engine.PlayerID, attacks []engine.Attack) error {
	for _, a := range attacks {
		in := r.info(a.Attacker)
		ch := in.Characteristics
		fail := func(err error, why string) error {
			return &engine.ActionError{Action: "declare attackers", Player: p, Obj: a.Attacker, Err: err, Detail: why}
		}
		switch {
		case !in.Current || in.Zone != zones.Battlefield:
			return fail(engine.ErrWrongZone, "not on the battlefield")
		case !ch.Is(engine.Creature):
			return fail(engine.ErrIllegalAttack, "not a creature")
		case ch.Controller != p:
			return fail(engine.ErrIllegalAttack, "not controlled by the attacking player")
		case in.Tapped:
			return fail(engine.ErrIllegalAttack, "tapped")
		case ch.Rules&engine.CantAttack != 0:
			return fail(engine.ErrIllegalAttack, "can't attack")
		case ch.Has(engine.Defender):
			return fail(engine.ErrIllegalAttack, "defender: it can't attack (CR 702.3b)")
		case in.SummoningSick && !ch.Has(engine.Haste):
			return fail(engine.ErrSummoningSick, "it can't attack (CR 302.6)")
		}
	}
	return &engine.ActionError{Action: "declare attackers", Player: p, Err: engine.ErrNotWaiting, Detail: "no creature could attack"}
}

// block declares blockers at the declaration of the next combat's declare
// blockers step.
func (r *runner) block(s *blockStmt) error {
	g := r.g
	p := engine.PlayerID(s.player)
	sawTurn := -1
	err := r.waitFor(s.line, s.player, func() bool {
		w := g.Waiting()
		if slices.Contains(w.Blockers, p) {
			return true
		}
		turn, _, step := g.Turn()
		switch {
		case step == engine.DeclareAttackersStep:
			sawTurn = turn
		case step == engine.DeclareBlockersStep && w.Priority != engine.NoPlayer && r.blockTurn[p] != turn:
			return true // the engine skipped this player's declaration
		case sawTurn == turn && step >= engine.EndOfCombat:
			return true // a combat without a declare blockers step
		}
		return false
	})
	if err != nil {
		return err
	}
	var blocks []engine.Block
	var used []engine.ObjID
	for _, it := range s.items {
		a, err := r.permanent(-1, it.attacker, nil, func(in engine.ObjectInfo) bool { return in.Attacking != engine.NoPlayer })
		if err != nil {
			return err
		}
		b, err := r.permanent(s.player, it.blocker, used, nil)
		if err != nil {
			return err
		}
		used = append(used, b)
		blocks = append(blocks, engine.Block{Blocker: b, Attacker: a})
	}
	turn, _, _ := g.Turn()
	if !slices.Contains(g.Waiting().Blockers, p) {
		return r.cantBlock(p, blocks)
	}
	if err := g.DeclareBlockers(p, blocks); err != nil {
		return r.classify(s.line, err)
	}
	for _, b := range blocks {
		r.blockOrder = append(r.blockOrder, b.Blocker)
	}
	r.blockTurn[p] = turn
	return nil
}

// cantBlock explains why a declaration fails when the game does not wait
// for this player's blockers.
func (r *runner) cantBlock(p engine.PlayerID, blocks []engine.Block) error {
	fail := func(obj engine.ObjID, err error, why string) error {
		return &engine.ActionError{Action: "declare blockers", Player: p, Obj: obj, Err: err, Detail: why}
	}
	attacked, attacking := false, false
	for _, id := range r.g.Battlefield() {
		in := r.info(id)
		attacking = attacking || in.Attacking != engine.NoPlayer
		attacked = attacked || in.Attacking == p
	}
	name := r.f.Players[p]
	switch {
	case !attacking:
		return fail(engine.NoObj, engine.ErrIllegalBlock, "no creature is attacking in this combat")
	case !attacked:
		return fail(engine.NoObj, engine.ErrIllegalBlock, name+" is not attacked in this combat")
	}
	for _, b := range blocks {
		in := r.info(b.Blocker)
		ch := in.Characteristics
		switch {
		case !in.Current || in.Zone != zones.Battlefield:
			return fail(b.Blocker, engine.ErrWrongZone, "not on the battlefield")
		case !ch.Is(engine.Creature) || ch.Controller != p:
			return fail(b.Blocker, engine.ErrIllegalBlock, "not a creature the defending player controls")
		case in.Tapped:
			return fail(b.Blocker, engine.ErrIllegalBlock, "tapped")
		case ch.Rules&engine.CantBlock != 0:
			return fail(b.Blocker, engine.ErrIllegalBlock, "can't block")
		}
	}
	return fail(engine.NoObj, engine.ErrNotWaiting, "no creature could block")
}
