package engine

import (
	"cmp"
	"fmt"
	"slices"
)

// Determinization: a world that one player can't tell from the real game.
//
// Search over a game of hidden information (information-set Monte Carlo
// tree search, for one) must not look at what its player can't see: the
// opponents' hands, the order of every library, the random source that
// will shuffle them. Determinize samples one world consistent with what
// player p knows (knowledge.go): the public zones (CR 400.2), p's own hand
// (CR 402.3), the cards revealed to p and the library cards whose place p
// has seen stay as they are; every other card of a hand or a library is
// dealt again, at random, among those places. A card can only be in its
// owner's hand or library (CR 400.3, 401.1, 402.1), so each owner's unknown
// cards are dealt among that owner's unknown places.
//
// The dealt places must not betray the real game through their ids: a
// library's objects are numbered in the order its deck was listed, so an
// object id or card id left at its place would say which card is there.
// Each unknown place is therefore given its content afresh, and the ids it
// shows depend only on what p sees: a hand keeps its objects (p saw each
// card drawn), a library's unknown places take that library's unknown
// object ids in increasing order from the bottom, and the card ids go to
// the places, hand then library, in increasing order. The history must
// not betray it either. The objects a library began with that have left
// it would say which cards of the list were drawn: they take the lowest
// of those ids, in the order they left. The earlier objects of a dealt
// card (the library object a card was drawn as, say) take the card and
// content it was dealt, back to the first one p saw, which keeps what p
// saw and no longer leads to the dealt object: it counts as gone.

// Determinize returns a copy of the game as player p might imagine it: the
// cards in hands and libraries that p doesn't know (KnownTo) are dealt
// again at random, each among its owner's places that p can't see; what p
// knows is unchanged. The same game, p and seed always give the same copy,
// and so do two games that p can't tell apart (the same public zones, the
// same hand and knowledge for p, the same numbers of cards in each hidden
// zone and the same unknown cards): nothing in the copy depends on which
// hidden card is where in the real game.
//
// Besides the deal, the copy differs from a Clone in what could leak the
// real game: its random source is seeded from seed (future shuffles and
// random choices are not the real game's), it has no deciders (give it
// some with SetDecider; a Random decider of the original would carry the
// opponents' future choices), no observer, no recording, and no event log
// or decision records (the log names the cards players drew): it plays
// on as a game made WithoutLog. No player but p keeps what they knew of
// the cards dealt again.
//
// A decider may call it while it chooses the action, the attackers or the
// blockers that Step asks for: no action is in progress then, and that is
// where a search begins. In a game made WithWaitingDecisions it may be
// called while a decision waits, at priority or in the middle of an
// action (the game is then at the state before the call that stopped,
// wait.go): the copy, dealt from that state, runs the call again and
// waits at the same decision (same kind, player, options), for every
// player has no decider in it. The cards p comes to see in that call
// before the decision (the top of a library an effect has p look at, a
// card p draws) count as known: p sees them at the decision
// (PendingGame), and they stay in place. If the call does not reach an
// equal decision in the copy's world, it returns an error wrapping
// ErrPendingDiverges (determinize_wait.go). It returns an error wrapping
// ErrUnknownPlayer for an unknown player, and one wrapping ErrNotWaiting
// while an action is in progress (a decision an effect or a cost asks
// for, card code running); the game is unchanged in every case.
func (g *Game) Determinize(p PlayerID, seed uint64) (*Game, error) {
	if err := g.checkPlayerExists(p); err != nil {
		return nil, fmt.Errorf("determinize: %w", err)
	}
	if g.undo.active || g.res != nil {
		return nil, fmt.Errorf("determinize: %w: an action is in progress", ErrNotWaiting)
	}
	seen := g.seenInPendingCall(p)
	c := g.Clone()
	c.rec = nil
	clear(c.deciders)
	c.forgetHistory()
	led := c.ledTo()
	for q := range c.st.players {
		c.renumberLibraryBorn(p, PlayerID(q), led, seen)
	}
	deal := rng{s: seed}
	c.alignDealtHistory(p, c.dealUnknown(p, &deal, seen), seen)
	c.reseed(deal.next())
	if err := c.waitAgain(g.Pending()); err != nil {
		return nil, err
	}
	return c, nil
}

// ledTo returns, for each object, whether another object became it (CR
// 400.7): whether it has an earlier object.
func (g *Game) ledTo() []bool {
	led := make([]bool, len(g.st.objs))
	for i := range g.st.objs {
		if n := g.st.objs[i].next; n != NoObj {
			led[n] = true
		}
	}
	return led
}

// dealUnknown deals each owner's cards that player p doesn't know among
// that owner's places p can't see, at random from deal, and returns which
// objects were dealt. The objects seen marks count as known
// (seenInPendingCall).
func (g *Game) dealUnknown(p PlayerID, deal *rng, seen []bool) []bool {
	dealt := make([]bool, len(g.st.objs))
	for q := range g.st.players {
		places := g.unknownPlaces(p, PlayerID(q), seen)
		if len(places.objs) == 0 {
			continue
		}
		g.dealHidden(PlayerID(q), &places, g.shuffledContents(&places, deal))
		for _, id := range places.objs {
			dealt[id] = true
		}
	}
	return dealt
}

// hiddenPlaces are one owner's places in a hand and a library that a
// player can't see: the objects there, hand first (in hand order) then
// library (bottom first), and the positions in the library of the
// library's ones.
type hiddenPlaces struct {
	objs   []ObjID
	inHand int   // objs[:inHand] are in the hand
	libPos []int // positions of objs[inHand:] in the library
}

// unknownPlaces returns owner q's places that player p doesn't know (nor
// sees in the pending call: seen).
func (g *Game) unknownPlaces(p, q PlayerID, seen []bool) hiddenPlaces {
	var h hiddenPlaces
	pl := &g.st.players[q]
	for _, id := range pl.hand {
		if !g.knowsOrSees(p, id, seen) {
			h.objs = append(h.objs, id)
		}
	}
	h.inHand = len(h.objs)
	for i, id := range pl.library {
		if !g.knowsOrSees(p, id, seen) {
			h.objs = append(h.objs, id)
			h.libPos = append(h.libPos, i)
		}
	}
	return h
}

// shuffledContents returns the cards of places h (their definitions'
// bases), put in an order that depends only on which cards they are, then
// shuffled with deal: the content of each place, in order.
func (g *Game) shuffledContents(h *hiddenPlaces, deal *rng) []defRef {
	out := make([]defRef, len(h.objs))
	for i, id := range h.objs {
		out[i] = g.obj(id).def
	}
	slices.SortFunc(out, func(a, b defRef) int {
		if c := cmp.Compare(g.defList[a-1].def.Front.Name, g.defList[b-1].def.Front.Name); c != 0 {
			return c
		}
		return cmp.Compare(a, b) // two definitions of one name: their order in defList
	})
	for i := len(out) - 1; i > 0; i-- { // Fisher–Yates
		j := deal.intn(i + 1)
		out[i], out[j] = out[j], out[i]
	}
	return out
}
