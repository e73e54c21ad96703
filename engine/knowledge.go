package engine

import "github.com/cathar-engine/cathar/zones"

// What each player knows of the cards in hidden zones (CR 400.2): the
// battlefield, graveyards, exile and the stack are public, and every
// player knows every card there; hands and libraries are hidden. A player
// may look at their own hand at any time (CR 402.3) and, in Two-Headed
// Giant, at their teammate's (CR 810.5), and nobody may look at a library
// (CR 401.3), so beyond those rules a player knows a card in
// a hidden zone only because they saw it:
//
//   - a card that goes from a public zone into a hand or onto the top or
//     the bottom of a library is seen by every player as it goes, and its
//     place in a library is known (CR 400.2, 401.4);
//   - a card that goes from one hidden zone to another is known to those
//     who knew it, and to its owner, who held it (CR 402.3), and in
//     Two-Headed Giant to the owner's teammate, who may look at that
//     hand (CR 810.5, 805.3a): nobody else learns which cards a mulligan
//     put on the bottom of a library, nor their order (CR 401.4);
//   - a player who looks at the top cards of their library knows them
//     and their order (Resolution.TopOfLibrary); a revealed card is known
//     to every player (CR 701.20a);
//   - shuffling a library forgets every position in it (CR 701.24a), and
//     cards put on the bottom of a library in a random order are no
//     longer known to be at any one of those positions.
//
// The engine keeps this as a set of players on each object (knownBy),
// written by the operations of change_knowledge.go, so that it follows
// rollback, Clone, Snapshot and Restore like the rest of the state. An
// object that stays in a library keeps its place relative to the other
// cards until the library is shuffled, so knowing the object is knowing
// what card lies there. Determinize uses it to build the worlds a player
// can't tell apart from the real one.

// KnownTo reports whether player p knows which card object id is: always
// for an object in a public zone (CR 400.2), for a card in p's own hand
// (CR 402.3) and, in Two-Headed Giant, for a card in p's teammate's hand
// (CR 810.5); for another hand card or a library card, whether p has
// seen it since it went there and, for a library card, since the library
// was last shuffled. An object that is no longer current answers as it
// did when it left its zone. An unknown player or object is known to no
// one.
func (g *Game) KnownTo(p PlayerID, id ObjID) bool {
	if g.checkPlayerExists(p) != nil || id <= 0 || int(id) >= len(g.st.objs) {
		return false
	}
	o := g.obj(id)
	switch o.zone {
	case zones.Hand:
		return g.SameTeam(p, o.owner) || o.knownBy&playerBit(p) != 0
	case zones.Library:
		return o.knownBy&playerBit(p) != 0
	}
	return true
}

// playerBit is player p's bit in a set of players.
func playerBit(p PlayerID) uint8 { return 1 << uint(p) }

// everyPlayer is the set of the n players of a game.
func everyPlayer(n int) uint8 { return uint8(1<<uint(n) - 1) }

// hiddenZone reports whether z is a hidden zone (CR 400.2): a hand or a
// library.
func hiddenZone(z zones.Kind) bool { return z == zones.Hand || z == zones.Library }

// knownAfterMove returns who knows which card an object is once it has
// moved from zone from, where the players known knew it, to zone to: in a
// public zone the rules say everyone does, and the set is empty; from a
// public zone into a hidden one everyone saw it go (CR 400.2); between
// hidden zones those who knew it still do, and those who see its owner's
// hand when it leaves or enters that hand (holders: its owner, who held
// it or now holds it, CR 402.3, and in Two-Headed Giant the owner's
// teammate, who may look at that hand and discuss the cards a mulligan
// puts on the bottom, CR 810.5, 805.3a).
func knownAfterMove(from, to zones.Kind, known, holders uint8, players int) uint8 {
	switch {
	case !hiddenZone(to):
		return 0
	case !hiddenZone(from):
		return everyPlayer(players)
	case from == zones.Hand || to == zones.Hand:
		return known | holders
	}
	return known
}

// handHolders returns the players who see player p's hand: p (CR 402.3)
// and, in Two-Headed Giant, p's teammate (CR 810.5).
func (g *Game) handHolders(p PlayerID) uint8 {
	if tm := g.Teammate(p); tm != NoPlayer {
		return playerBit(p) | playerBit(tm)
	}
	return playerBit(p)
}

// checkKnown checks what the state says players know of object o: only
// players of the game, and only in a hidden zone (CR 400.2).
func (c *invariantChecker) checkKnown(o *object, id ObjID) {
	switch {
	case o.knownBy&^everyPlayer(len(c.g.st.players)) != 0:
		c.bad("knowledge", id, NoPlayer, "(%s) is known to players %08b, not all of the game", c.g.defOf(o).Front.Name, o.knownBy)
	case o.knownBy != 0 && !hiddenZone(o.zone):
		c.bad("knowledge", id, NoPlayer, "(%s) in %v, a public zone, records who knows it", c.g.defOf(o).Front.Name, o.zone)
	}
}

// nameKnownTo names object id in words meant for player p, such as an
// error's: its name when p knows which card it is (KnownTo), and "a hidden
// card in OWNER's hand" (or library) when it is a card in a hidden zone
// that p doesn't know, so that no message tells a player what they may not
// see (CR 400.2, 401.3, 402.3). Object IDs are small integers anyone can
// try.
func (g *Game) nameKnownTo(p PlayerID, id ObjID) string {
	o := g.obj(id)
	if !g.KnownTo(p, id) && hiddenZone(o.zone) {
		where := "library"
		if o.zone == zones.Hand {
			where = "hand"
		}
		return "a hidden card in " + g.PlayerName(o.owner) + "'s " + where
	}
	return g.nameOf(g.chars(o))
}
