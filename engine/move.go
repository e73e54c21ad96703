package engine

import (
	"slices"

	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/zones"
)

// move is one object's part of a simultaneous zone change.
type move struct {
	obj        ObjID
	to         zones.Kind
	bottom     bool     // to the bottom of a library
	controller PlayerID // the battlefield: under whose control; NoPlayer for the owner
	cast       bool     // a resolving spell becoming a permanent
	x          int16    // the spell's X (CR 107.3m)
	back       bool     // a permanent spell resolving back face up: it enters so (CR 712.13)
	attachTo   ObjID    // an Aura entering attached
	// toPlayer: an Aura with "enchant player" entering attached to player
	// attachPlayer (CR 303.4, 608.3c).
	toPlayer     bool
	attachPlayer PlayerID
	tapped       bool
	create       bool // a token being created: it comes from outside the game (CR 111.2)
	sacrifice    bool // its controller sacrifices it (CR 701.21a): EvSacrificed comes before its zone change
	// until is, for an exile "until" an object leaves the battlefield
	// (CR 610.3), that object: the zone-change event names it (Aux).
	until ObjID

	// filled by the entering pipeline
	enter Entering
	newID ObjID
	from  zones.Kind
	index int // position in the caller's slice
}

// untilLink is a one-shot effect's promise (CR 610.3): when source leaves
// the battlefield, exiled returns to the zone it came from.
type untilLink struct {
	source  ObjID
	exiled  ObjID
	to      zones.Kind
	creator PlayerID
}

// movedInBatch reports whether a move of batch moves object id.
func movedInBatch(batch []move, id ObjID) bool {
	for i := range batch {
		if batch[i].obj == id {
			return true
		}
	}
	return false
}

// moveOne moves one object and returns its new id (NoObj if it did not
// move or has no new object).
func (g *Game) moveOne(m move) (ObjID, error) {
	ms := [1]move{m}
	if err := g.moveBatch(ms[:]); err != nil {
		return NoObj, err
	}
	return ms[0].newID, nil
}

// moveBatch performs simultaneous zone changes (CR 400.6, 400.7). Each
// object that moves becomes a new object; permanents entering go through
// the replacement effects of CR 614.12 and 616.1 first; then the events are
// emitted and triggers checked (leaves-the-battlefield triggers look back,
// CR 603.10a); then every "until this leaves the battlefield" return is
// performed at once, immediately, before anything else (CR 610.3, 610.3d).
// moves is reused by callers; moveBatch copies what it needs.
func (g *Game) moveBatch(moves []move) error {
	g.refresh() // last known information is the state just before the move
	batch := g.scratch.moves.take()
	defer g.scratch.moves.give(&batch)
	for i, m := range moves {
		m.index = i
		o := g.obj(m.obj)
		if o.gone || o.next != NoObj {
			continue // no longer that object (CR 400.7)
		}
		if movedInBatch(batch, m.obj) {
			// Two results of one event for the same object (a legendary
			// creature with lethal damage that the legend rule also puts
			// into the graveyard, CR 704.3): it moves once, by the first.
			continue
		}
		if o.token && !m.create && o.zone != zones.Battlefield && o.zone != zones.Stack {
			continue // a token that left the battlefield can't move again (CR 111.8)
		}
		if m.to == zones.Battlefield {
			ctrl := m.controller
			if ctrl == NoPlayer {
				ctrl = o.owner
			}
			if g.st.players[ctrl].left || g.st.players[o.owner].left {
				continue // CR 800.4b
			}
			m.controller = ctrl
		}
		m.to = flashbackExile(o, m.to) // CR 702.34a
		m.from = o.zone
		batch = append(batch, m)
	}
	// Choices for entering permanents are made before they enter
	// (CR 614.12a), against the battlefield as it is now.
	for i := range batch {
		if batch[i].to == zones.Battlefield {
			if err := g.prepareEntering(&batch[i]); err != nil {
				return err
			}
		}
	}
	var leftBF []ObjID
	entered := false
	for i := range batch {
		m := &batch[i]
		if m.from == zones.Battlefield {
			// Leaving the game from the battlefield is leaving the
			// battlefield too (CR 800.4a, 610.3): record it before the
			// object is gone.
			leftBF = append(leftBF, m.obj)
		}
		entered = entered || m.to == zones.Battlefield
		g.relocate(m)
	}
	g.refresh()
	g.scratch.departed = append(g.scratch.departed[:0], leftBF...)
	for i := range batch {
		m := &batch[i]
		if m.sacrifice && m.from == zones.Battlefield {
			// Sacrifice triggers look back in time like leaves-the-battlefield
			// ones (CR 603.10a): the permanent and the sources that left
			// with it are seen as they last existed.
			g.emit(Event{Kind: EvSacrificed, Player: g.chars(g.obj(m.obj)).Controller, Obj: m.obj})
		}
		g.emit(Event{Kind: EvZoneChanged, Player: g.obj(m.obj).owner, Obj: m.obj, Other: m.newID, From: m.from, To: m.to,
			Aux: int32(m.until)})
		if m.to == zones.Battlefield && m.newID != NoObj && m.enter.Back {
			g.emitEnteredTransformed(m)
		}
		if m.attachTo != NoObj && m.newID != NoObj {
			g.emit(Event{Kind: EvAttached, Obj: m.newID, Other: m.attachTo})
		}
		if m.toPlayer && m.newID != NoObj {
			g.emit(Event{Kind: EvAttached, Obj: m.newID, Player: m.attachPlayer})
		}
	}
	g.scratch.departed = g.scratch.departed[:0]
	if entered || len(leftBF) > 0 {
		g.dayNightSweep() // CR 702.145c-g act at once on what entered
	}
	for i := range batch {
		moves[batch[i].index].newID = batch[i].newID
	}
	if len(leftBF) > 0 {
		return g.returnLinked(leftBF)
	}
	return nil
}

// returnLinked performs the returns promised to objects that have just
// left the battlefield (CR 610.3): all at once (610.3d), under their
// owners' control (610.3c), only if the exiled object is still that object
// in exile (a token has ceased to exist; a card that left exile is a new
// object, CR 400.7).
func (g *Game) returnLinked(left []ObjID) error {
	var returns []move
	for _, l := range g.st.links {
		if !slices.Contains(left, l.source) {
			continue
		}
		if e := g.obj(l.exiled); returnsFromExile(e) {
			returns = append(returns, move{obj: l.exiled, to: l.to, controller: NoPlayer})
		}
	}
	g.dropLinks(left)
	if len(returns) == 0 {
		return nil
	}
	return g.moveBatch(returns)
}

// returnsFromExile reports whether a linked object e returns when its
// link's source leaves: it is still that object in exile (a card that
// left exile is a new object, CR 400.7) and not a token (CR 111.8).
func returnsFromExile(e *object) bool {
	return e.zone == zones.Exile && e.next == NoObj && !e.gone && !e.token
}

// Entering describes a permanent about to enter the battlefield while the
// replacement effects that modify how it enters apply (CR 614.1c–d,
// 614.12, 616.1). Its methods are for EnterReplacement functions.
type Entering struct {
	g          *Game
	Obj        ObjID // the object as it was before entering (a spell, a card in exile, …)
	Controller PlayerID
	CopyFace   *Face
	CopyBack   bool
	Back       bool
	Tapped     bool
	Counters   [NumCounterKinds]int16
	// X is the X of the spell it came from, for ETB replacements that refer
	// to X (CR 107.3m); 0 when it wasn't cast or is a copy.
	X    int
	Cast bool
	// byDaybound: Back was set by daybound at night (CR 702.145b), for
	// the event that says why it entered transformed.
	byDaybound bool
}

// Game returns a read-only view of the game: a replacement modifies the
// entering permanent through Entering's methods, never acting as a
// player.
func (e *Entering) Game() View { return View{e.g} }

// Face returns the face it would enter with: the copied face, or the face
// that would be up.
func (e *Entering) Face() *Face {
	if e.CopyFace != nil {
		return e.CopyFace
	}
	def := e.g.defOf(e.g.obj(e.Obj))
	if e.Back && def.Back != nil {
		return def.Back
	}
	return &def.Front
}

// CopyOf makes it enter as a copy of permanent src (CR 707.5): its
// copiable values are src's, which are src's own copy effect if it has one
// (CR 707.2). Choices and X of the original are not copied (CR 707.6).
func (e *Entering) CopyOf(src ObjID) {
	s := e.g.obj(src)
	if f := e.g.copyFaceOf(s); f != nil {
		e.CopyFace, e.CopyBack = f, s.copyBack
	} else {
		e.CopyFace = e.g.face(s)
		e.CopyBack = s.back && e.g.defOf(s).Back != nil
	}
	e.X = 0
}

// AddCounters makes it enter with n more counters of kind k (CR 122.6).
func (e *Entering) AddCounters(k CounterKind, n int) {
	if n > 0 {
		e.Counters[k] += int16(n)
	}
}

// Choose asks the entering permanent's controller to decide d. It sets
// each option's Index to its place in d.Options, as the engine's own
// decisions have it.
func (e *Entering) Choose(d *Decision) ([]int, error) {
	numberOptions(d) // built by card code
	return e.choose(d)
}

// choose is Choose for a decision the engine built, its options' Index
// set as they were appended.
func (e *Entering) choose(d *Decision) ([]int, error) {
	d.Player = e.Controller
	return e.g.decide(d)
}

// prepareEntering applies the replacement effects that modify how the
// permanent enters, in the order of CR 616.1: control, copy, back face,
// then the rest, each judged against the permanent as it would exist on
// the battlefield (CR 614.12).
func (g *Game) prepareEntering(m *move) error {
	o := g.obj(m.obj)
	e := &m.enter
	*e = Entering{g: g, Obj: m.obj, Controller: m.controller, Back: m.back, Tapped: m.tapped}
	if m.cast {
		e.X, e.Cast = int(m.x), true
	}
	if e.Back && g.defOf(o).Back == nil {
		e.Back = false
	}
	for cat := ReplaceSelf; cat <= ReplaceOther; cat++ {
		if cat == ReplaceBackFace {
			if err := g.enterBackFace(e); err != nil {
				return err
			}
			continue
		}
		face := e.Face()
		var apply []*Ability
		for _, ab := range face.Abilities {
			if ab.Kind == EntersReplacement && ab.Enters.Category == cat {
				apply = append(apply, ab)
			}
		}
		if len(apply) > 1 {
			// The affected permanent's controller orders them (CR 616.1e).
			d := &Decision{Kind: DecideReplacementOrder, Source: m.obj, Prompt: "order replacement effects", Ordered: true}
			for _, ab := range apply {
				d.Options = append(d.Options, Option{Obj: m.obj, Index: len(d.Options), Text: ab.Text})
			}
			d.Min, d.Max = len(apply), len(apply)
			order, err := e.choose(d)
			if err != nil {
				return err
			}
			sorted := make([]*Ability, len(apply))
			for i, k := range order {
				sorted[i] = apply[k]
			}
			apply = sorted
		}
		for _, ab := range apply {
			if err := g.applyEnters(ab, e); err != nil {
				return err
			}
		}
	}
	e.enterWithLoyalty()               // CR 306.5b
	e.enterWithPlayerCounters()        // CR 614.1c
	enterUnattachedUnlessAttachable(m) // CR 303.4h
	return g.enterAttachedToPlayer(m)
}

// BecomeDayIfNeither is "if it's neither day nor night, it becomes day as
// this enters" (CR 614.1c): the designation changes as part of the event.
func (e *Entering) BecomeDayIfNeither() {
	if e.g.st.dayNight == daynight.Neither {
		e.g.setDesignation(daynight.Day, NoPlayer)
	}
}
