package engine

import "slices"

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
func (g *Game) dealHidden(q PlayerID, h *hiddenPlaces, contents []*defBase) {
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
		o.card, o.base, o.def, o.knownBy = cardIDs[i], contents[i], contents[i].def, 0
		g.st.cards[o.card] = id
		g.setBaseChars(o) // off the battlefield: no layer applies to it
	}
}

// cutDealtHistory makes the earlier objects of the cards dealt agree with
// the deal: an object that became a dealt one no longer leads to it (it
// counts as gone, CR 400.7 making it a different object anyway), and an
// earlier object in a hidden zone that player p didn't know shows the
// content its card was dealt, so that neither follows a card of the real
// game to its place.
func (g *Game) cutDealtHistory(p PlayerID, dealt []bool) {
	for i := 1; i < len(g.st.objs); i++ {
		o := &g.st.objs[i]
		if o.next != NoObj && dealt[o.next] {
			o.next, o.gone = NoObj, true
		}
		if current(o) || !hiddenZone(o.zone) || g.KnownTo(p, o.id) {
			continue
		}
		if now := g.st.cards[o.card]; dealt[now] {
			o.base, o.def = g.obj(now).base, g.obj(now).def
			g.setBaseChars(o)
		}
	}
}

// reseed gives the game's random source a new seed.
func (g *Game) reseed(s uint64) { g.st.rnd = rng{s: s} }
