package engine

import (
	"fmt"
	"slices"
)

// undoLog lets atomic restore the objects an action changed without
// copying the whole object table before every action: each object that
// existed when the action began is saved the first time the action touches
// it, and each of its transforms is noted in a few bytes (CR 712.18 keeps
// it the same object, so only its face, transform count and timestamp
// change). The characteristics of permanents are a cache of
// the layer system (CR 613): a rollback recomputes them instead of saving
// them. It is not game state.
type undoLog struct {
	active bool
	secs   section  // the sections saved in the backup
	epoch  uint32   // the action in progress
	epochs []uint32 // per object: the last action that saved it
	// gen and sum: as the action began, the count of computations of
	// characteristics (Game.charsGen) and the summary of the battlefield,
	// which a rollback past no computation puts back (rollback).
	gen uint64
	sum summary
	undoRecord
}

// undoRecord is what it takes to put the object table back as it was at
// some point: the objects changed since, saved on first change, the
// transforms noted since, and the characteristics that were stale then.
// The log of the action in progress is one; a mark's journal keeps one
// per action (undo_journal.go).
type undoRecord struct {
	base  int // objects with ids below base existed at that point
	saved []savedObject
	flips []savedFlip
	// chars keeps the characteristics of the permanents at that point
	// when they were not yet computed (state.dirty): a rollback could not
	// compute the stale values again.
	chars []savedChars
}

type savedChars struct {
	id    ObjID
	plain bool
	own   charVals
}

type savedObject struct {
	id ObjID
	at int32 // how many flips were noted before the save
	o  object
}

// savedFlip is a transform of an object that existed when the action
// began: undoing it turns the face back, takes one off the count and
// restores the timestamp.
type savedFlip struct {
	id        ObjID
	timestamp int64
}

// begin starts the log of an action on state st.
func (u *undoLog) begin(st *state) {
	n := len(st.objs)
	u.active = true
	if u.saved == nil {
		u.saved = make([]savedObject, 0, 16) // a typical action saves a few objects
	}
	u.start(st)
	u.epoch++
	if u.epoch == 0 { // wrapped: forget every old mark
		clear(u.epochs)
		u.epoch = 1
	}
	if cap(u.epochs) < n { // room for the table's capacity at once, not one object at a time
		u.epochs = slices.Grow(u.epochs, cap(st.objs)-len(u.epochs))
	}
	for len(u.epochs) < n {
		u.epochs = append(u.epochs, 0)
	}
}

// start empties record r and makes it the point of state st: nothing
// changed yet, the characteristics kept if they are stale.
func (r *undoRecord) start(st *state) {
	r.base = len(st.objs)
	r.saved = r.saved[:0]
	r.flips = r.flips[:0]
	r.chars = r.chars[:0]
	if st.dirty {
		for _, id := range st.battlefield {
			o := &st.objs[id]
			r.chars = append(r.chars, savedChars{id: id, plain: o.plain, own: o.own})
		}
	}
}

// atomic runs an action. If it fails, the state is restored exactly
// (CR 733: an illegal action is reversed) and the error returned.
//
// The object table, the bulk of the state, is not copied: an object is
// saved in the undo log the first time the action changes it (touch), and
// objects created by the action are dropped. The core is copied into
// backup; each list, and the players' values, are copied there the first
// time the action changes them (save, playerMut).
func (g *Game) atomic(f func() error) error {
	if err := g.refuseInCardCode(); err != nil {
		return err
	}
	if err := g.refuseWaiting("act"); err != nil {
		return err
	}
	if g.undo.active {
		return f() // an action inside an action rolls back with it
	}
	g.beginBackup()
	g.undo.begin(&g.st)
	g.undo.gen, g.undo.sum = g.charsGen, g.sum
	var check *state
	if g.verifyUndo {
		check = g.takeVerifyState(0)
		check.copyFrom(&g.st)
	}
	start := g.st.nlog
	done := false
	defer func() {
		if !done {
			g.abandon() // f panicked
		}
	}()
	g.deferred = nil
	err := f()
	done = true
	g.undo.active = false
	if err == nil {
		err = g.deferred
	}
	g.deferred = nil
	if err != nil {
		g.rollback()
		if check != nil {
			g.verifySame("rollback did not restore", check, &g.st)
			g.verifyCaches("after a rollback")
			g.verifyStates[0] = check
		}
		return err
	}
	if check != nil {
		g.verifyUndoable(check)
		g.verifyStates[0] = check
	}
	if g.journal.marks > 0 {
		g.keepAction() // a mark is held: Rewind may undo this action
	}
	if g.observer != nil && g.logOn {
		for _, ev := range g.st.log[start:] {
			g.observer(ev)
		}
	}
	return nil
}

// deferFail makes the action in progress fail with err, from rules code
// that returns no error (a decision asked while permanents transform): the
// first such error is kept, and atomic returns it once the action ends, so
// that the action rolls back.
func (g *Game) deferFail(err error) {
	if g.deferred == nil {
		g.deferred = err
	}
}

// abandon ends an action whose card code panicked (a card's effect,
// condition or replacement, or a decider): the state is rolled back as for
// a failed action, and nothing is running any more, so that a program that
// recovers the panic finds the game as it was and accepting actions. The
// panic goes on.
func (g *Game) abandon() {
	g.undo.active = false
	g.rollback()
	g.running = runningNone
	g.choosing = false
}

// touch saves object id in the undo log before the action in progress
// changes it, once per action.
func (g *Game) touch(id ObjID) {
	if o := &g.st.objs[id]; hiddenZone(o.zone) {
		g.hiddenWritten(o.owner)
	} else {
		g.stateWritten()
	}
	u := &g.undo
	if !u.active || int(id) >= u.base || u.epochs[id] == u.epoch {
		return
	}
	u.epochs[id] = u.epoch
	u.saved = append(u.saved, savedObject{id: id, at: int32(len(u.flips))})
	u.saved[len(u.saved)-1].o = g.st.objs[id] // one copy, not two
}

// mut returns the object with that id, to change: it is touched first.
func (g *Game) mut(id ObjID) *object {
	g.touch(id)
	return &g.st.objs[id]
}

// flip turns permanent o over (CR 701.27a): the other face up, one more
// transform (701.27f) and the new timestamp ts (613.7g), noted for a
// rollback (noteFlip).
func (g *Game) flip(o *object, ts int64) {
	g.stateWritten()
	g.undo.flips = g.undo.noteFlip(g.undo.flips, o)
	o.turnOver(ts)
}

// noteFlip returns notes with a note of a flip of object o appended,
// unless the action made the object: undoing the flip needs only the
// timestamp it had (CR 712.18 keeps it the same object). notes is u.flips,
// or a copy of it that the caller gives back.
func (u *undoLog) noteFlip(notes []savedFlip, o *object) []savedFlip {
	if u.active && int(o.id) < u.base {
		notes = append(notes, savedFlip{id: o.id, timestamp: o.timestamp})
	}
	return notes
}

// flipRoom returns u.flips with room for n more notes beyond its length
// k, and the id below which a flipped object needs a note (noteFlip): 0
// while no action is in progress. A loop that turns many permanents
// writes notes[k] and counts k, with no append (and no call to grow the
// slice) in the loop, then gives back notes[:k].
func (u *undoLog) flipRoom(n int) (notes []savedFlip, k int, below ObjID) {
	notes = slices.Grow(u.flips, n)
	if u.active {
		below = ObjID(u.base)
	}
	return notes[:cap(notes)], len(u.flips), below
}

// turnOver turns o to its other face, counts the transform and gives it
// timestamp ts; unturn undoes it.
func (o *object) turnOver(ts int64) {
	o.back = !o.back
	o.transforms++
	o.timestamp = ts
}

// unturn undoes a transform of o that gave it a new timestamp: the other
// face up again, one transform less, the timestamp it had.
func (o *object) unturn(timestamp int64) {
	o.back = !o.back
	o.transforms--
	o.timestamp = timestamp
}

// apply undoes the record on table objs, which it returns without the
// objects created since its point. Saves and flips are undone newest first: a
// flip noted after its object's save is undone before the save puts the
// object back as it was, and one noted before it after (the save holds
// the flipped values).
func (u *undoRecord) apply(objs []object) []object {
	s := len(u.saved) - 1
	for i := len(u.flips) - 1; i >= 0; i-- {
		for ; s >= 0 && int(u.saved[s].at) > i; s-- {
			objs[u.saved[s].id] = u.saved[s].o
		}
		f := &u.flips[i]
		objs[f.id].unturn(f.timestamp)
	}
	for ; s >= 0; s-- {
		objs[u.saved[s].id] = u.saved[s].o
	}
	for i := range u.chars {
		o := &objs[u.chars[i].id]
		o.plain, o.own = u.chars[i].plain, u.chars[i].own
	}
	return objs[:u.base]
}

// restoreChars gives the permanents of a state that a rollback has just
// restored their characteristics: computed again, or as they were when
// they had not been computed.
func (g *Game) restoreChars() {
	if g.st.dirty {
		return // apply put back the stale values; the next refresh computes them
	}
	g.computeChars(false)
}

// rollback puts the state back as it was when the action began.
func (g *Game) rollback() {
	objs := g.undo.apply(g.st.objs)
	g.undo.saved = g.undo.saved[:0]
	g.undo.flips = g.undo.flips[:0]
	g.undo.chars = g.undo.chars[:0]
	g.st.objs = objs
	g.st.restoreRest(&g.backup, g.undo.secs)
	if g.charsGen == g.undo.gen {
		// Nothing computed characteristics during the action: as for a
		// rewind past no computation (rewindTo), every object has its
		// values as the action began, and so has the summary. An illegal
		// declaration refused before any permanent changed is the
		// common case.
		g.sum = g.undo.sum
		g.restoredCaches()
		return
	}
	g.restored()
}

// restored makes the rest of the game agree with a state just put back
// by a rollback or a rewind: the log cut to the restored length, the
// characteristics restored, the caches marked stale.
func (g *Game) restored() {
	g.restoreChars()
	g.restoredCaches()
}

// restoredCaches is restored but for the characteristics: the log cut,
// and each cache reset as the registry says (cache_registry.go).
func (g *Game) restoredCaches() {
	if len(g.st.log) > g.st.nlog {
		g.st.log = g.st.log[:g.st.nlog]
	}
	g.res = nil
	g.resetCaches()
}

// sameObject reports whether two objects are the same values, field by
// field as == compares them: object has padding (3 bytes before own, and
// own's 7), whose bytes no copy is bound to keep equal, so its memory is
// not compared byte by byte.
func sameObject(a, b *object) bool { return *a == *b }

// canonObject is an object as canonical shows it: what its references
// refer to beside it, the references zero.
type canonObject struct {
	object
	def      *CardDef
	copyFace *Face
	text     cardText
}

// canonical returns object o of game g with its characteristics in own,
// as the engine reads them (whether a permanent is plain only says where
// they are kept), and its references to the game's tables resolved, so
// that objects of two games compare and print alike.
func canonical(g *Game, o *object) canonObject {
	c := canonObject{object: *o}
	if c.plain {
		c.own = *g.charsChecked(o)
		c.plain = false
	}
	// A reference the game can't resolve (a corrupted object) stays.
	if o.def > 0 && int(o.def) <= len(g.defList) {
		c.def, c.object.def = g.defOf(o), 0
	}
	if o.copyFace > 0 && int(o.copyFace) <= len(g.copyFaces) {
		c.copyFace, c.object.copyFace = g.copyFaceOf(o), 0
	}
	if uint(c.own.text) < uint(len(g.texts)) {
		c.text, c.own.text = g.texts[c.own.text], 0
	}
	return c
}

// sameObj reports whether object a of game ga and object b of game gb
// have the same values, characteristics as the engine reads them (their
// abilities compared one by one).
func sameObj(ga *Game, a *object, gb *Game, b *object) bool {
	x, y := canonical(ga, a), canonical(gb, b)
	return sameObject(&x.object, &y.object) && x.def == y.def && x.copyFace == y.copyFace &&
		x.text.name == y.text.name && slices.Equal(x.text.abilities, y.text.abilities)
}

// verifyUndoable panics when the undo log of a successful action would
// not restore the state it began with: it rolls back a copy of the state
// and compares every object, characteristics included, with before. A
// write without touch fails here.
func (g *Game) verifyUndoable(before *state) {
	// The caches of the live game are put back as they were, so that the
	// tests trust them across actions as a game without the check does.
	live, kept := g.st, g.caches
	sim := g.takeVerifyState(1)
	sim.copyFrom(&g.st)
	g.st = *sim
	g.st.objs = g.undo.apply(g.st.objs)
	g.st.restoreRest(&g.backup, g.undo.secs)
	g.restoreChars()
	defer func() {
		g.st, g.caches = live, kept
		g.verifyStates[1] = sim
	}()
	g.verifySame("a rollback would not restore", before, &g.st)
}

// takeVerifyState takes the verifier's copy i of the state, kept from the
// last action (copyFrom reuses its capacity), or a new one; the verifier
// puts it back in verifyStates once it is done with it, so that a check
// that ran an action inside could not write over the copy in use.
func (g *Game) takeVerifyState(i int) *state {
	s := g.verifyStates[i]
	g.verifyStates[i] = nil
	if s == nil {
		s = new(state)
	}
	return s
}

// verifySame panics when now differs from before: an object, or the rest
// of the state (restDiff). The log is append-only; only its length is in
// the core.
func (g *Game) verifySame(what string, before, now *state) {
	if d := restDiff(before, now); d != "" {
		panic(fmt.Sprintf("engine: %s the %s", what, d))
	}
	if len(before.objs) != len(now.objs) {
		panic(fmt.Sprintf("engine: %s the table: %d objects, want %d", what, len(now.objs), len(before.objs)))
	}
	for i := range before.objs {
		// Equal records are the same object: canonical reads only g and
		// the record. Most records are untouched; only the others pay
		// for their characteristics.
		if sameObject(&before.objs[i], &now.objs[i]) {
			continue
		}
		if !sameObj(g, &before.objs[i], g, &now.objs[i]) {
			panic(fmt.Sprintf("engine: %s object %d (%s):\nbefore %+v\nafter  %+v",
				what, i, g.defOf(&now.objs[i]).Front.Name, before.objs[i], now.objs[i]))
		}
	}
}
