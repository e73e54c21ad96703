package engine

import (
	"fmt"
	"unsafe"
)

// needs reports whether object id, if the action in progress changed it,
// would have to be saved first: it existed before the action and has not
// been saved yet.
func (u *undoLog) needs(id ObjID) bool {
	return u.active && int(id) < u.base && u.epochs[id] != u.epoch
}

// touchAs is touch for an object whose characteristics have just been
// recomputed: it is saved with ch, its characteristics before. refresh
// changes nothing else before it calls touchAs.
func (g *Game) touchAs(id ObjID, ch *Characteristics) {
	u := &g.undo
	if !u.active || int(id) >= u.base || u.epochs[id] == u.epoch {
		return
	}
	u.epochs[id] = u.epoch
	u.saved = append(u.saved, savedObject{id: id, o: g.st.objs[id]})
	u.saved[len(u.saved)-1].o.ch = *ch
}

// sameChars reports whether two sets of characteristics are the same
// values (names and abilities compared by identity).
func sameChars(a, b *Characteristics) bool {
	const n = unsafe.Sizeof(Characteristics{})
	return *(*[n]byte)(unsafe.Pointer(a)) == *(*[n]byte)(unsafe.Pointer(b))
}

// undoLog lets atomic restore the objects an action changed without
// copying the whole object table before every action: each object that
// existed when the action began is saved the first time the action touches
// it. It is not game state.
type undoLog struct {
	active bool
	base   int      // objects with ids below base existed when the action began
	epoch  uint32   // the action in progress
	epochs []uint32 // per object: the last action that saved it
	saved  []savedObject
}

type savedObject struct {
	id ObjID
	o  object
}

// begin starts the log of an action on a table of n objects.
func (u *undoLog) begin(n int) {
	u.active = true
	u.base = n
	u.saved = u.saved[:0]
	u.epoch++
	if u.epoch == 0 { // wrapped: forget every old mark
		clear(u.epochs)
		u.epoch = 1
	}
	for len(u.epochs) < n {
		u.epochs = append(u.epochs, 0)
	}
}

// restore puts the saved objects back and drops the objects the action
// created; it returns the table.
func (u *undoLog) restore(objs []object) []object {
	for i := range u.saved {
		objs[u.saved[i].id] = u.saved[i].o
	}
	u.saved = u.saved[:0]
	return objs[:u.base]
}

// verifyUndo makes atomic check the undo log against a full copy of the
// state taken before each action. The engine's own tests set it.
var verifyUndo bool

func sameObject(a, b *object) bool {
	const n = unsafe.Sizeof(object{})
	return *(*[n]byte)(unsafe.Pointer(a)) == *(*[n]byte)(unsafe.Pointer(b))
}

// verifyJournaled panics when an object that existed before a successful
// action changed without being saved: a write without touch.
func (u *undoLog) verifyJournaled(before, now *state) {
	saved := map[ObjID]bool{}
	for _, s := range u.saved {
		saved[s.id] = true
	}
	for i := 1; i < u.base; i++ {
		if !saved[ObjID(i)] && !sameObject(&before.objs[i], &now.objs[i]) {
			panic(fmt.Sprintf("engine: object %d (%s) changed without touch:\nbefore %+v\nafter  %+v",
				i, now.objs[i].def.Front.Name, before.objs[i], now.objs[i]))
		}
	}
}

// verifyRolledBack panics when a rollback did not restore every object.
func (u *undoLog) verifyRolledBack(before, now *state) {
	if len(before.objs) != len(now.objs) {
		panic(fmt.Sprintf("engine: rollback left %d objects, want %d", len(now.objs), len(before.objs)))
	}
	for i := range before.objs {
		if !sameObject(&before.objs[i], &now.objs[i]) {
			panic(fmt.Sprintf("engine: rollback did not restore object %d:\nbefore %+v\nafter  %+v", i, before.objs[i], now.objs[i]))
		}
	}
}
