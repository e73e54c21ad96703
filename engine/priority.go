package engine

import "github.com/cathar-engine/cathar/zones"

// givePriority gives p priority after the loop of CR 117.5 / 704.3:
// state-based actions as one event, repeated until none apply, then waiting
// triggered abilities onto the stack (CR 603.3b), and again until neither
// happens.
func (g *Game) givePriority(p PlayerID) error {
	if err := g.settle(); err != nil {
		return err
	}
	if g.st.wait == waitOver {
		return nil
	}
	if g.st.players[p].left {
		p = g.nextPlayer(p) // CR 800.4a: priority passes to the next player
	}
	g.st.wait = waitPriority
	g.st.priority = p
	return nil
}

// settle runs state-based actions and puts waiting triggers on the stack
// until neither happens (CR 117.5). It reports nothing when it did nothing.
func (g *Game) settle() error {
	if !g.st.dirty && g.swept && len(g.st.pending) == 0 && g.noStateBasedAction() {
		return nil // the common case: the loop below would find nothing
	}
	for g.st.wait != waitOver {
		g.dayNightSweep() // immediate, not a state-based action (CR 702.145c-g)
		did, err := g.stateBasedActions()
		if err != nil {
			return err
		}
		if did {
			continue
		}
		if len(g.st.pending) == 0 {
			return nil
		}
		if err := g.placeTriggers(); err != nil {
			return err
		}
	}
	return nil
}

// PassPriority passes priority (CR 117.3d). When every player still in the
// game has passed in succession, the top of the stack resolves, or, with
// an empty stack, the step ends (CR 117.4, 500.2).
func (g *Game) PassPriority(p PlayerID) error {
	if g.tracked() {
		return g.recorded(g.atomic(func() error { return g.pass(p) }), RecordedCall{Op: OpPass, Player: p})
	}
	if g.passOn(p) {
		return nil
	}
	return g.atomic(func() error { return g.pass(p) })
}

// passOn passes priority for p, outside atomic, when the pass does no more
// than hand priority on (CR 117.3d): another player in the game has not
// passed yet and nothing could trigger on the pass. It then changes only
// the log, the count of passes and the holder of priority, and cannot fail
// once p is found to hold priority, so it needs no backup. It reports
// whether it passed; it declines, and atomic passes, inside another action
// or card code, or when a mark (Rewind) or an observer waits for the
// action.
func (g *Game) passOn(p PlayerID) bool {
	// The last pass of a round, the most common refusal, is told first.
	if int(g.st.passes)+1 >= len(g.st.players) || int(g.st.passes)+1 >= g.livePlayers() {
		return false
	}
	if g.undo.active || g.journal.marks > 0 || g.observer != nil || g.refuseInCardCode() != nil ||
		g.hasPriority(actPass, p) != nil || g.mayTrigger(EvPriorityPassed) {
		return false
	}
	return g.handOn(p)
}

// handOn records p's pass (CR 117.3d) and, unless every player in the game
// has now passed in succession, gives priority to the next player. It
// reports whether it did.
func (g *Game) handOn(p PlayerID) bool {
	g.emit(Event{Kind: EvPriorityPassed, Player: p})
	g.st.passes++
	if int(g.st.passes) < g.livePlayers() {
		g.st.priority = g.nextPriority(p)
		return true
	}
	return false
}

// actPass is the action of passing priority, as errors name it.
const actPass = "pass priority"

// actListed is the listing of the actions a player may take: any but
// passing, for a teammate of the player holding priority (CR 805.5a).
const actListed = "list actions"

func (g *Game) pass(p PlayerID) error {
	if err := g.hasPriority(actPass, p); err != nil {
		return err
	}
	if g.handOn(p) {
		return nil
	}
	g.st.passes = 0
	if len(g.st.stack) > 0 {
		if err := g.resolveTop(); err != nil {
			return err
		}
		if g.st.wait == waitOver {
			return nil
		}
		return g.givePriority(g.st.active) // CR 117.3b
	}
	return g.endStep()
}

// resolveTop resolves the top object of the stack (CR 608).
func (g *Game) resolveTop() error {
	n := len(g.st.stack)
	it := g.st.stack[n-1]
	if it.kind != itemSpell {
		g.popItem() // an ability leaves as it resolves
	}
	switch it.kind {
	case itemWard:
		return g.resolveWard(&it)
	case itemSpell:
		return g.resolveSpell(&it)
	}
	// Activated and triggered abilities: 608.2a intervening if, 608.2b
	// targets.
	ab := it.ability
	if ab.If != nil && !g.checkIf(ab, it.obj, it.controller) {
		g.emit(Event{Kind: EvRemovedFromStack, Player: it.controller, Obj: it.obj, Amount: int32(it.id), Aux: causeIfFalse}) // CR 603.4
		return nil
	}
	if !g.someTargetLegal(ab.Targets, &it) {
		g.emit(Event{Kind: EvCountered, Player: it.controller, Obj: it.obj, Amount: int32(it.id), Aux: causeIllegalTargets})
		return nil
	}
	if ab.Effect != nil {
		r := &Resolution{g: g, item: it}
		g.res = r
		ab.Effect(r)
		g.res = nil
		if r.err != nil {
			return r.err
		}
	}
	g.emit(Event{Kind: EvResolved, Player: it.controller, Obj: it.obj, Amount: int32(it.id)})
	return nil
}

// someTargetLegal applies CR 608.2b: a spell or ability with targets that
// are all illegal now doesn't resolve.
func (g *Game) someTargetLegal(specs []TargetSpec, it *stackItem) bool {
	chosen := false
	for i, t := range it.targetList() {
		if spec := specAt(specs, i); spec != nil && !t.None() {
			chosen = true
			if g.legalTarget(spec, it.controller, it.obj, t) {
				return true
			}
		}
	}
	return !chosen // no target chosen at all: nothing to be illegal
}

func (g *Game) resolveSpell(it *stackItem) error {
	o := g.obj(it.obj)
	face := g.face(o)
	var specs []TargetSpec
	if face.Spell != nil {
		specs = face.Spell.Targets
	}
	if !g.someTargetLegal(specs, it) {
		// 608.2b / 608.3b: it doesn't resolve and goes to the graveyard.
		g.emit(Event{Kind: EvCountered, Player: it.controller, Obj: it.obj, Amount: int32(it.id), Aux: causeIllegalTargets})
		_, err := g.moveOne(move{obj: it.obj, to: zones.Graveyard})
		return err
	}
	if g.chars(o).Types.Permanent() {
		// 608.3: it becomes a permanent under its controller's control.
		m := move{obj: it.obj, to: zones.Battlefield, controller: it.controller, cast: o.wasCast, x: it.x, back: o.back}
		if face.Types.Has(Enchantment) && face.Subtypes.Has(Aura) && it.ntargets > 0 && !it.targets[0].None() {
			// 608.3c, 303.4: attached to the object or player it targets.
			m.attachTo = it.targets[0].Obj
			m.toPlayer, m.attachPlayer = it.targets[0].IsPlayer, it.targets[0].Player
		}
		g.emit(Event{Kind: EvResolved, Player: it.controller, Obj: it.obj, Amount: int32(it.id)})
		_, err := g.moveOne(m)
		return err
	}
	if face.Spell != nil && face.Spell.Effect != nil {
		r := &Resolution{g: g, item: *it}
		g.res = r
		face.Spell.Effect(r)
		g.res = nil
		if r.err != nil {
			return r.err
		}
	}
	g.emit(Event{Kind: EvResolved, Player: it.controller, Obj: it.obj, Amount: int32(it.id)})
	// 608.2n: an instant or sorcery goes to its owner's graveyard.
	if cur := g.obj(it.obj); cur.zone == zones.Stack && cur.next == NoObj {
		_, err := g.moveOne(move{obj: it.obj, to: zones.Graveyard})
		return err
	}
	return nil
}

// counterItem counters the spell or ability with that id (CR 701.6): a
// spell goes to its owner's graveyard; an ability ceases to exist.
func (g *Game) counterItem(id StackID) bool {
	for i := range g.st.stack {
		it := g.st.stack[i]
		if it.id != id {
			continue
		}
		if it.spell {
			if g.defOf(g.obj(it.obj)).Front.Uncounterable {
				return false
			}
			g.emit(Event{Kind: EvCountered, Player: it.controller, Obj: it.obj, Amount: int32(it.id)})
			g.moveOne(move{obj: it.obj, to: zones.Graveyard})
			return true
		}
		g.removeItem(i)
		g.emit(Event{Kind: EvCountered, Player: it.controller, Obj: it.obj, Amount: int32(it.id)})
		return true
	}
	return false
}

// resolveWard resolves a ward trigger (CR 702.21a): counter the spell or
// ability unless its controller pays the cost.
func (g *Game) resolveWard(it *stackItem) error {
	var target *stackItem
	for i := range g.st.stack {
		if g.st.stack[i].id == it.ward {
			target = &g.st.stack[i]
		}
	}
	if target == nil {
		g.emit(Event{Kind: EvResolved, Player: it.controller, Obj: it.obj, Amount: int32(it.id)})
		return nil
	}
	paid, err := g.payWard(target.controller, it.obj, it.id, &it.wardCost)
	if err != nil {
		return err
	}
	if paid {
		g.emit(Event{Kind: EvResolved, Player: it.controller, Obj: it.obj, Amount: int32(it.id)})
		return nil
	}
	g.counterItem(it.ward)
	g.emit(Event{Kind: EvResolved, Player: it.controller, Obj: it.obj, Amount: int32(it.id)})
	return nil
}
