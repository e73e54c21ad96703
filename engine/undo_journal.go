package engine

// journal keeps, while a mark is held, the undo record of every action
// since the oldest mark, so that Rewind can put the game back through
// several actions at the cost of the actions undone (see Mark). Each frame
// is what atomic's undo log and backup held for one successful action:
// the objects it changed, saved on first change, and the core, the
// decision records and the sections of the state as it began. A mark
// adds a frame of its own: the core and the stale characteristics at the
// mark, which the changes made between two actions (a refresh of the
// characteristics, PauseAfter) can leave behind. Frames are kept, with
// their capacity, for the next marks. It is not game state.
type journal struct {
	frames []frame
	n      int    // frames in use; frames[0] is the oldest mark's
	marks  int    // marks held: frames in use with a mark
	serial uint64 // the last mark's serial number
}

// frame is one step back in the journal: an action, or a mark.
type frame struct {
	undoRecord
	mark uint64  // a mark's serial number; 0 for an action
	secs section // the sections rest holds
	// rest holds the sections secs as the action began; for a mark, the
	// core and the decision records at the mark. The mark's core and
	// records are all a rewind needs of the actions' (the records are
	// append-only), so an action's frame keeps neither.
	rest  state
	calls int // the recorded calls at a mark (WithRecording)
	// gen and sum: at a mark, the count of computations of
	// characteristics (Game.charsGen) and the summary of the battlefield.
	gen uint64
	sum summary
	// waits: at a mark, what the game kept of the decision that waits
	// (WithWaitingDecisions; undo_mark_waits.go).
	waits waits
}

// push returns a new frame on top of the journal, reusing a kept one.
func (j *journal) push() *frame {
	if j.n == len(j.frames) {
		j.frames = append(j.frames, frame{})
	}
	j.n++
	return &j.frames[j.n-1]
}

// keepAction moves the undo record of the action that has just succeeded
// into the journal, when a mark is held; atomic calls it. The objects'
// saves change hands without a copy; the sections the action saved are
// copied, as the action's save copied them. The core need not be kept:
// the mark's frame has it (see frame).
func (g *Game) keepAction() {
	u := &g.undo
	f := g.journal.push()
	f.mark = 0
	f.undoRecord, u.undoRecord = u.undoRecord, f.undoRecord
	u.saved, u.flips, u.chars = u.saved[:0], u.flips[:0], u.chars[:0]
	f.secs = u.secs
	f.rest.copySections(&g.backup, u.secs)
}

// pushMark adds a mark's frame to the journal: the state now, to which
// a rewind returns.
func (g *Game) pushMark() (depth int, serial uint64) {
	j := &g.journal
	j.serial++
	f := j.push()
	f.mark = j.serial
	f.start(&g.st)
	f.secs = 0
	f.rest.core = g.st.core
	f.rest.decisions = g.st.decisions
	f.calls = 0
	f.gen, f.sum = g.charsGen, g.sum
	if g.waits != nil {
		f.waits = g.waits.between()
	}
	if g.rec != nil {
		f.calls = len(g.rec.r.Calls)
	}
	j.marks++
	return j.n - 1, j.serial
}

// holds reports whether the journal holds the mark of serial number
// serial at depth.
func (j *journal) holds(depth int, serial uint64) bool {
	return depth >= 0 && depth < j.n && j.frames[depth].mark == serial && serial != 0
}

// rewindTo undoes the frames above depth, newest first, and then the
// mark's frame at depth, which stays: the state is the mark's again, and
// so is what the frame describes. Marks taken after it are dropped.
// Like a rollback, it puts back the objects saved, the sections saved and
// the core, and cuts the log (restored).
func (g *Game) rewindTo(depth int) {
	j := &g.journal
	for i := j.n - 1; i > depth; i-- {
		f := &j.frames[i]
		g.st.objs = f.apply(g.st.objs)
		g.st.copySections(&f.rest, f.secs)
		if f.mark != 0 {
			j.marks--
		}
	}
	f := &j.frames[depth]
	g.st.objs = f.apply(g.st.objs)
	g.st.restoreRest(&f.rest, 0) // the core and the decision records
	j.n = depth + 1
	if g.rec != nil {
		g.rec.r.Calls = g.rec.r.Calls[:f.calls]
		g.rec.answers = nil
	}
	if g.waits != nil {
		g.waits.putBack(&f.waits)
	}
	if g.charsGen == f.gen {
		// Nothing computed characteristics since the mark: the objects
		// no record saved kept theirs, the saved ones are back as they
		// were, a plain permanent turned back shows its face's values
		// again (a permanent with values of its own is computed alone
		// as it turns, computeAlone); the summary, which changes and
		// transforms updated without computing, is the mark's.
		g.sum = f.sum
		g.restoredCaches()
		return
	}
	g.restored()
}

// release drops the mark at depth and those taken after it. Their frames
// stay for the marks taken before, as plain steps back; with none held,
// the journal is emptied and actions are no longer kept.
func (j *journal) release(depth int) {
	for i := depth; i < j.n; i++ {
		if j.frames[i].mark != 0 {
			j.frames[i].mark = 0
			j.marks--
		}
	}
	if j.marks == 0 {
		j.n = 0
	}
}
