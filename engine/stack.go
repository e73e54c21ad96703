package engine

import (
	"strconv"

	"github.com/cathar-engine/cathar/zones"
)

// maxTargets is the most targets one spell or ability may have.
const maxTargets = 4

// tooManyTargets is the reason of an action with more targets than a stack
// item holds.
var tooManyTargets = "more than " + strconv.Itoa(maxTargets) + " targets: a spell or ability holds at most " + strconv.Itoa(maxTargets)

// Target is an object, a player or an ability on the stack chosen as a
// target (CR 115). An ability on the stack is an object of its own (CR
// 109.1) without an ObjID: it is named by its stack id (Stack), with Obj
// NoObj and Player NoPlayer (TargetAbility).
type Target struct {
	Obj      ObjID
	Player   PlayerID
	IsPlayer bool
	Stack    StackID `json:"Stack,omitempty"` // an ability on the stack, or 0
}

// TargetObject returns the target that is object id.
func TargetObject(id ObjID) Target { return Target{Obj: id, Player: NoPlayer} }

// TargetPlayerID returns the target that is player p.
func TargetPlayerID(p PlayerID) Target { return Target{Player: p, IsPlayer: true} }

type itemKind uint8

const (
	itemSpell itemKind = iota
	itemActivated
	itemTriggered
	itemWard
)

// stackItem is a spell or an ability on the stack (CR 405).
type stackItem struct {
	// The small fields first, packed: the stack is copied by the rollback
	// backup and by Clone.
	id          StackID
	kind        itemKind
	spell       bool
	controller  PlayerID
	ntargets    int8
	obj         ObjID // the spell, or the ability's source
	x           int16
	sourceFlips uint16 // the source's transform count then (CR 701.27f)
	ability     *Ability
	targets     [maxTargets]Target
	ev          Event    // the trigger event of a triggered ability
	ward        StackID  // itemWard: the spell or ability to counter
	wardCost    wardCost // itemWard: the cost that stops it
}

func (it *stackItem) targetList() []Target { return it.targets[:it.ntargets] }

// StackItemInfo is a read-only view of a spell or ability on the stack.
type StackItemInfo struct {
	ID         StackID
	Spell      bool
	Obj        ObjID // the spell, or the source of the ability
	Controller PlayerID
	Targets    []Target
	X          int
	Text       string
}

// Stack returns the spells and abilities on the stack, bottom first.
func (g *Game) Stack() []StackItemInfo {
	out := make([]StackItemInfo, 0, len(g.st.stack))
	for i := range g.st.stack {
		it := &g.st.stack[i]
		info := StackItemInfo{ID: it.id, Spell: it.spell, Obj: it.obj, Controller: it.controller,
			Targets: append([]Target(nil), it.targetList()...), X: int(it.x)}
		switch {
		case it.kind == itemWard:
			info.Text = "ward: counter it unless its controller pays " + it.wardCost.String()
		case it.ability != nil:
			info.Text = it.ability.Text
		default:
			info.Text = g.nameOf(g.chars(g.obj(it.obj)))
		}
		out = append(out, info)
	}
	return out
}

// StackLen returns the number of objects on the stack.
func (g *Game) StackLen() int { return len(g.st.stack) }

// legalTarget reports whether t is a legal target for spec, for a spell or
// ability controlled by you with source src (CR 115, 702.11 hexproof).
func (g *Game) legalTarget(spec *TargetSpec, you PlayerID, src ObjID, t Target) bool {
	if t.IsAbility() || spec.Kind == TargetAbilityOnStack {
		return g.legalAbilityTarget(spec, you, src, t)
	}
	if t.IsPlayer {
		if spec.Kind != TargetPlayer && spec.Kind != TargetAny {
			return false
		}
		return t.Player >= 0 && int(t.Player) < len(g.st.players) && !g.st.players[t.Player].left &&
			!(g.opponents(you, t.Player) && g.HasHexproof(t.Player)) // CR 702.11c
	}
	if t.Obj <= 0 || int(t.Obj) >= len(g.st.objs) {
		return false
	}
	o := g.obj(t.Obj)
	if o.gone || o.next != NoObj {
		return false
	}
	switch spec.Kind {
	case TargetPlayer:
		return false
	case TargetCardInGraveyard:
		return o.zone == zones.Graveyard && o.owner == you && g.matchesFor(&spec.Filter, you, src, o)
	case TargetCardInAnyGraveyard:
		return o.zone == zones.Graveyard && g.matchesFor(&spec.Filter, you, src, o)
	case TargetSpell:
		return g.spellOnStack(o) && g.matchesFor(&spec.Filter, you, src, o)
	}
	return o.zone == zones.Battlefield && g.legalPermanentTarget(spec, you, src, o)
}

// legalPermanentTarget is legalTarget for permanent o, on the battlefield
// and neither gone nor moved on, and spec a TargetPermanent or TargetAny
// phrase: TargetAny takes a creature, a planeswalker or a battle (CR
// 115.4), and a permanent with hexproof is not an opponent's legal target
// (CR 702.11b).
func (g *Game) legalPermanentTarget(spec *TargetSpec, you PlayerID, src ObjID, o *object) bool {
	ch := g.chars(o)
	if spec.Kind == TargetAny && !ch.Is(Creature) && !ch.Is(Planeswalker) && !ch.Is(Battle) {
		return false
	}
	if ch.Has(Hexproof) && g.opponents(you, ch.Controller) {
		return false
	}
	return g.matchesFor(&spec.Filter, you, src, o)
}

// checkTargets validates a list of chosen targets against specs, padded
// by padTargets: each phrase's places filled, or, for an "up to" phrase,
// any of them left empty (NoTarget); each target legal, the same object at
// most once per phrase, and once in all for an "another target" phrase
// (CR 115.3, 601.2c). It returns nil, or the first failure with its
// reason (target_error.go).
func (g *Game) checkTargets(specs []TargetSpec, ts []Target, you PlayerID, src ObjID) *TargetError {
	if n := targetPlaces(specs); len(ts) != n {
		return &TargetError{Index: -1, Reason: ReasonCount, Words: "needs " + strconv.Itoa(n) + " target(s), got " + strconv.Itoa(len(ts))}
	}
	for i, t := range ts {
		spec := specAt(specs, i)
		if t.None() {
			if !spec.UpTo {
				return &TargetError{Index: i, Target: t, Reason: ReasonMissing,
					Words: "target " + strconv.Itoa(i+1) + " is missing: only an \"up to\" phrase may be left empty"}
			}
			continue
		}
		if !g.legalTarget(spec, you, src, t) {
			return g.targetError(spec, you, src, i, t)
		}
		for j := range i {
			if ts[j] == t && distinctPlaces(specs, j, i) {
				return &TargetError{Index: i, Target: t, Reason: ReasonChosenTwice,
					Words: g.targetName(t) + ": the same target twice (CR 115.3)"}
			}
		}
	}
	return nil
}

// targetCandidates lists the legal targets for spec.
func (g *Game) targetCandidates(spec *TargetSpec, you PlayerID, src ObjID, buf []Target) []Target {
	buf = buf[:0]
	if spec.Kind == TargetPlayer || spec.Kind == TargetAny {
		for i := range g.st.players {
			t := TargetPlayerID(PlayerID(i))
			if g.legalTarget(spec, you, src, t) {
				buf = append(buf, t)
			}
		}
	}
	switch spec.Kind {
	case TargetCardInGraveyard, TargetCardInAnyGraveyard:
		return g.graveyardCandidates(spec, you, src, buf)
	case TargetSpell:
		return g.spellCandidates(spec, you, src, buf)
	case TargetAbilityOnStack:
		return g.abilityCandidates(spec, you, src, buf)
	}
	if spec.Kind != TargetPlayer {
		// TargetPermanent or TargetAny: each permanent is judged by
		// legalPermanentTarget, without legalTarget's checks of what the
		// target is, which the engine's tests (verifyUndo) make anew.
		for _, id := range g.st.battlefield {
			o := g.obj(id)
			ok := o.zone == zones.Battlefield && !o.gone && o.next == NoObj && g.legalPermanentTarget(spec, you, src, o)
			if g.verifyUndo && ok != g.legalTarget(spec, you, src, TargetObject(id)) {
				panic("engine: legalPermanentTarget and legalTarget differ on " + g.nameOf(g.chars(o)))
			}
			if ok {
				buf = append(buf, TargetObject(id))
			}
		}
	}
	return buf
}

// emitTargeted emits "becomes the target" events (CR 601.2c, 602.2b,
// 603.3d), which is when ward triggers (CR 702.21a).
func (g *Game) emitTargeted(it *stackItem) {
	src := it.obj
	for _, t := range it.targetList() {
		if t.None() {
			continue
		}
		ev := Event{Kind: EvBecameTarget, Player: it.controller, Other: src, Amount: int32(it.id), Target: NoPlayer}
		switch {
		case t.IsAbility():
			ev.Aux = int32(t.Stack) // an ability on the stack: no object, no player
		case t.IsPlayer:
			ev.Target = t.Player
		default:
			ev.Obj = t.Obj
		}
		g.emit(ev)
	}
}

// hasPriority returns an error naming why p may not take action now, nil
// when p holds priority (CR 117.1).
func (g *Game) hasPriority(action string, p PlayerID) error {
	if g.st.wait == waitPriority && g.st.priority == p && p >= 0 && int(p) < len(g.st.players) && !g.st.players[p].left {
		return nil // the common case, inlined: what the checks below find
	}
	return g.priorityRefused(action, p)
}

// priorityRefused is hasPriority's full check.
func (g *Game) priorityRefused(action string, p PlayerID) error {
	if err := g.checkActing(action, p); err != nil {
		return err
	}
	if g.st.wait != waitPriority || !g.teamHasPriority(action, p) {
		return actErr(action, p, NoObj, ErrNoPriority, "")
	}
	return nil
}

// checkActing checks that the game is running and p may act at all.
func (g *Game) checkActing(action string, p PlayerID) error {
	switch g.st.wait {
	case waitSetup:
		return actErr(action, p, NoObj, ErrNotStarted, "")
	case waitOver:
		return actErr(action, p, NoObj, ErrGameOver, "")
	}
	if err := g.checkPlayer(p); err != nil {
		return actErr(action, p, NoObj, err, "")
	}
	return nil
}

// sorceryTiming reports whether p could cast a sorcery now (CR 307.1):
// their main phase (their team's, CR 805.4a), the stack empty, with
// priority.
func (g *Game) sorceryTiming(p PlayerID) bool {
	return g.isActive(p) && len(g.st.stack) == 0 &&
		(g.st.step == PrecombatMain || g.st.step == PostcombatMain)
}

func (g *Game) checkObj(action string, p PlayerID, id ObjID) (*object, error) {
	if id <= 0 || int(id) >= len(g.st.objs) {
		return nil, actErr(action, p, id, ErrUnknownObject, "")
	}
	o := g.obj(id)
	if o.gone || o.next != NoObj {
		return nil, actErr(action, p, id, ErrWrongZone, "that object no longer exists")
	}
	return o, nil
}
