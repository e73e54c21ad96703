package engine

import (
	"cmp"
	"slices"

	"github.com/cathar-engine/cathar/zones"
)

// The state-change operations of Determinize (determinize.go): they make
// a fresh copy of a game, outside any action, into a world one player
// can't tell from the real one. Nothing is saved for a rollback (no
// action is in progress), and no cache is affected: they change only
// cards in hidden zones, whose characteristics are their printed ones.

// forgetHistory drops the event log and the decision records and turns
// the log off: they name cards the player did not see.
func (g *Game) forgetHistory() {
	g.logOn = false
	g.st.log = nil
	g.st.decisions = nil
	g.observer = nil
}

// dealHidden gives owner q's places h the contents given, in order: a
// library's unknown places take their object ids in increasing order from
// the bottom, the places take their card ids in increasing order, and
// each object its new content, known to no one beyond the rules.
func (g *Game) dealHidden(q PlayerID, h *hiddenPlaces, contents []defRef) {
	lib := g.st.players[q].library
	libIDs := slices.Clone(h.objs[h.inHand:])
	slices.Sort(libIDs)
	for k, pos := range h.libPos {
		lib[pos] = libIDs[k]
	}
	copy(h.objs[h.inHand:], libIDs)
	cardIDs := make([]CardID, len(h.objs))
	for i, id := range h.objs {
		cardIDs[i] = g.obj(id).card
	}
	slices.Sort(cardIDs)
	for i, id := range h.objs {
		o := g.obj(id)
		o.card, o.def, o.knownBy = cardIDs[i], contents[i], 0
		g.st.cards[o.card] = id
		g.setBaseChars(o) // off the battlefield: no layer applies to it
	}
}

// alignDealtHistory makes the earlier objects of the cards dealt agree
// with the deal, so that none follows a card of the real game to its new
// place. Walking back from each dealt object along the objects its card
// was before (CR 400.7), an earlier object in a hidden zone that player p
// didn't know takes the card and content its successor was dealt; the
// first one p saw (in a public zone, or known to p) keeps what p saw and
// no longer leads on: it counts as gone. Successors have higher ids, so
// one pass from the highest id down meets each after the one it leads to.
func (g *Game) alignDealtHistory(p PlayerID, dealt, seen []bool) {
	for i := len(g.st.objs) - 1; i > 0; i-- {
		o := &g.st.objs[i]
		if o.next == NoObj || !dealt[o.next] {
			continue
		}
		if !hiddenZone(o.zone) || g.knowsOrSees(p, o.id, seen) {
			o.next, o.gone = NoObj, true
			continue
		}
		n := g.obj(o.next)
		o.card, o.def = n.card, n.def // mirror: the chain stays one card
		g.setBaseChars(o)
		dealt[i] = true // what leads to it is aligned in turn
	}
}

// renumberLibraryBorn gives new ids to owner q's objects that began the
// game in their library, unseen by player p: objects numbered in the
// order the deck was listed, so that which of them are still in the
// library, and which left it when, would say which cards of the list
// were drawn. Those that left take the lowest of their ids, in the order
// they left (the order of the objects they became, which p saw made);
// those still there take the others. Each id keeps its timestamp and
// turn of control, which follow the order objects were made; nothing
// leads to these objects, and the objects they lead to were made during
// play, with higher ids.
func (g *Game) renumberLibraryBorn(p, q PlayerID, led, seen []bool) {
	var left, still []ObjID
	for i := 1; i < len(g.st.objs); i++ {
		o := &g.st.objs[i]
		if o.owner != q || o.zone != zones.Library || led[i] || g.knowsOrSees(p, o.id, seen) {
			continue
		}
		if current(o) {
			still = append(still, o.id)
		} else {
			left = append(left, o.id)
		}
	}
	slices.SortStableFunc(left, func(a, b ObjID) int { return cmp.Compare(g.obj(a).next, g.obj(b).next) })
	ids := slices.Concat(left, still)
	to := slices.Clone(ids)
	slices.Sort(to)
	moved := make([]object, len(ids))
	renum := make([]ObjID, len(g.st.objs)) // renum[id]: its new id, or NoObj
	for k, id := range ids {
		moved[k] = g.st.objs[id]
		renum[id] = to[k]
	}
	for k := range ids {
		frame := &g.st.objs[to[k]]
		o := moved[k]
		o.id, o.timestamp, o.controlSince = to[k], frame.timestamp, frame.controlSince
		*frame = o
	}
	g.renumberRefs(q, renum)
}

// renumberRefs points what referred to the renumbered objects of owner q
// (their library, the card table, the events of triggered abilities) at
// their new ids: renum[id] is the new id of object id, or NoObj.
func (g *Game) renumberRefs(q PlayerID, renum []ObjID) {
	re := func(id *ObjID) {
		if *id > 0 && int(*id) < len(renum) && renum[*id] != NoObj {
			*id = renum[*id]
		}
	}
	for i := range g.st.players[q].library {
		re(&g.st.players[q].library[i])
	}
	for c := range g.st.cards {
		re(&g.st.cards[c]) // a card's last object, current or gone
	}
	for i := range g.st.stack {
		re(&g.st.stack[i].ev.Obj)
		re(&g.st.stack[i].ev.Other)
	}
	for i := range g.st.pending {
		re(&g.st.pending[i].ev.Obj)
		re(&g.st.pending[i].ev.Other)
	}
}

// reseed gives the game's random source a new seed.
func (g *Game) reseed(s uint64) { g.st.rnd = rng{s: s} }
