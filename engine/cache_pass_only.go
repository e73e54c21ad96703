package engine

import "github.com/cathar-engine/cathar/daynight"

// passOnly remembers, for each player, that LegalActions found nothing
// for them but passing priority, and the conditions under which that
// answer was found. Most priority stops of a game are of that kind (an
// upkeep, a draw step, an opponent's turn with no instant to cast), and
// listing them in full — the mana sources, a payment planned for every
// card in hand — costs more than the rest of the step.
//
// It is a cache, not state: a clone, a restored game and a determinized
// copy start without it, and nothing of it is in a snapshot. It is kept
// right by counting writes rather than by recognizing them:
//
//   - writes counts every write to the state made through the
//     bookkeeping primitives that every state-change operation calls
//     (touch and mut for an object, save and playerMut for a list or the
//     players' values, flip for a transform, and finishFlips once for a
//     batch of transforms, whose inner loop turns permanents without
//     flip), and every state put back by a rollback or a rewind
//     (restoredCaches). An answer found at one
//     count holds only while the count is unchanged, so a new kind of
//     change that follows the protocol (change.go) resets it with no code
//     of its own.
//   - a player's listing reads, of the hidden zones, their own hand only
//     (the cards to cast, a discard cost): not a library, not another
//     player's hand. So the writes are counted apart when they are
//     confined to one player's hand and library (an object there touched,
//     those piles saved with saveHidden, a card created there): a draw
//     resets the drawing player's answers and not the others'. Every
//     other write counts for everyone.
//   - the core's scalars, which rules code sets without those primitives,
//     are part of the key where the listing reads them: the turn, the
//     active player, the designation and whether the player could cast a
//     sorcery now (CR 307.1: the step and the stack, which is the only
//     way the listing reads the step). Passing priority from step to step
//     changes none of the rest, so the answer carries over the steps of a
//     turn in which nothing happens.
//   - card code (a filter's predicate, a cost reduction's condition, a
//     casting limit) may read anything. When the listing ran some
//     (counted by enterCardCode), the answer is keyed to every write,
//     hidden ones included, and also to the step,
//     the holder of priority, the first-strike damage mark, and the
//     lengths of the log and of the decisions kept with it.
//
// A missed reset would make a player unable to act. The invariant checker
// (CheckInvariants) lists the actions again whenever the cache says
// "pass only" and reports a difference, and in the engine's own tests
// (verifyUndo) every answer taken from the cache is listed again and
// compared.
//
// Each player has two answers, one for each value of sorcery timing: the
// active player's answer found in the draw step still holds in the
// beginning of combat when nothing was written in the main phase between,
// whatever that main phase offered.
type passOnly struct {
	writes uint64             // writes to the state so far, as counted above
	public uint64             // those not confined to one player's hand and library
	hidden [MaxPlayers]uint64 // those confined to player p's hand and library
	code   uint64             // card code conditions run so far (enterCardCode)
	// known holds each player's answers by sorcery timing: [0] without,
	// [1] with. It is made at the first listing, so that a Clone does not
	// copy room for answers it has not found.
	known [][2]passKey
}

// passKey is what an answer of passOnly was found under; the zero value
// is no answer.
type passKey struct {
	set      bool
	sorcery  bool
	strict   bool // card code ran: the fields below it count too
	dayNight daynight.Designation
	active   PlayerID
	turn     int32
	public   uint64 // passOnly.public
	own      uint64 // passOnly.hidden of the player

	writes uint64 // strict: passOnly.writes

	holder    PlayerID
	firstDone bool
	step      Step
	nlog      int
	decisions int
}

// passKeyOf returns the key of a listing for p now, sorcery being
// sorceryTiming(p); strict adds what card code might have read.
func (g *Game) passKeyOf(p PlayerID, sorcery, strict bool) passKey {
	k := passKey{set: true, sorcery: sorcery, strict: strict, dayNight: g.st.dayNight,
		active: g.st.active, turn: g.st.turn, public: g.passOnly.public, own: g.passOnly.hidden[p]}
	if strict {
		k.writes = g.passOnly.writes
		k.holder, k.firstDone, k.step = g.st.priority, g.st.firstDone, g.st.step
		k.nlog, k.decisions = g.st.nlog, len(g.st.decisions)
	}
	return k
}

// onlyPassing reports whether the cache knows that p may take no action
// but passing now. The characteristics must be up to date: a stale
// computation may follow writes that the count saw, but not always.
func (g *Game) onlyPassing(p PlayerID) bool {
	if p < 0 || int(p) >= len(g.passOnly.known) {
		return false
	}
	sorcery := g.sorceryTiming(p)
	k := &g.passOnly.known[p][b2i(sorcery)]
	// The counts of writes are what most often differ: compared first,
	// then the rest of the key field by field, as passKeyOf would make it.
	if !k.set || g.st.dirty || k.public != g.passOnly.public || k.own != g.passOnly.hidden[p] {
		return false
	}
	if k.turn != g.st.turn || k.active != g.st.active || k.dayNight != g.st.dayNight {
		return false
	}
	return !k.strict || *k == g.passKeyOf(p, sorcery, true)
}

// notePassOnly keeps what a listing of p's actions found: acts, with
// cardCode the count of card code run before it began. A list with an
// action other than passing is not kept.
func (g *Game) notePassOnly(p PlayerID, acts []Action, cardCode uint64) {
	if g.passOnly.known == nil {
		g.passOnly.known = make([][2]passKey, len(g.st.players))
	}
	sorcery := g.sorceryTiming(p)
	k := &g.passOnly.known[p][b2i(sorcery)]
	for i := range acts { // by index: an Action is large to copy
		if acts[i].Kind != ActPass {
			*k = passKey{}
			return
		}
	}
	*k = g.passKeyOf(p, sorcery, cardCode != g.passOnly.code)
}

// stateWritten counts a write to the state: every answer kept so far
// stops holding. The bookkeeping primitives call it.
func (g *Game) stateWritten() {
	g.passOnly.writes++
	g.passOnly.public++
}

// hiddenWritten counts a write confined to player p's hand and library:
// p's answers stop holding, and those of the others that card code
// helped find.
func (g *Game) hiddenWritten(p PlayerID) {
	g.passOnly.writes++
	g.passOnly.hidden[p]++
}

// checkPassOnly lists p's actions again when the cache says p may only
// pass, and returns the first other action the listing finds, or "". The
// listing reads the state and writes nothing of it (the characteristics
// are up to date when the cache answers).
func (g *Game) checkPassOnly(p PlayerID) string {
	if !g.onlyPassing(p) {
		return ""
	}
	for _, a := range g.listActions(p, nil) {
		if a.Kind != ActPass {
			return g.ActionLabel(a)
		}
	}
	return ""
}
