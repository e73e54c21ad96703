package engine

import (
	"slices"

	"github.com/cathar-engine/cathar/zones"
)

// section is a part of the state, outside the object table, that an
// action's backup copies only when the action first changes it
// (Game.save): a list, or the players' values. Most actions change few
// sections or none, and copying them all before every action was the
// largest fixed cost of a small action. The core is small and copied
// before every action (Game.beginBackup).
type section uint16

const (
	secPiles       section = 1 << iota // every player's library, hand and graveyard
	secCards                           // state.cards
	secBattlefield                     // state.battlefield
	secExile                           // state.exile
	secStack                           // state.stack
	secEffects                         // state.effects
	secLinks                           // state.links
	secPreventions                     // state.preventions
	secPending                         // state.pending
	secPlayers                         // every player's playerCore: life, pool, counts

	allSections = secPlayers<<1 - 1
)

// save copies section s into the backup before the action in progress
// first changes it. Every change to a section follows a save of it: the
// undo verifier of the engine's tests fails on one that does not.
func (g *Game) save(s section) {
	g.stateWritten()
	g.backUp(s)
}

// saveHidden is save for a change confined to player p's hand and
// library (their piles, a card created there), which the pass-only cache
// counts apart (cache_pass_only.go).
func (g *Game) saveHidden(s section, p PlayerID) {
	g.hiddenWritten(p)
	g.backUp(s)
}

// backUp copies section s into the backup unless the action in progress
// already did.
func (g *Game) backUp(s section) {
	u := &g.undo
	if u.active && u.secs&s != s {
		g.backup.copySections(&g.st, s&^u.secs)
		u.secs |= s
	}
}

// beginBackup copies the core into the backup as an action begins; the
// sections wait for save.
func (g *Game) beginBackup() {
	g.backup.core = g.st.core
	g.backup.decisions = g.st.decisions // append-only: the length is the save
	g.undo.secs = 0
}

// playerMut returns player p, to change: the players' values are saved
// first.
func (g *Game) playerMut(p PlayerID) *player {
	g.save(secPlayers)
	return &g.st.players[p]
}

// restoreRest puts back into s the part of backup b outside the object
// table: the core and the sections secs that the action saved. It did
// not change the others.
func (s *state) restoreRest(b *state, secs section) {
	s.core = b.core
	s.decisions = b.decisions
	s.copySections(b, secs)
}

// restDiff names the first part of the state outside the object table in
// which a and b differ, or returns "".
func restDiff(a, b *state) string {
	if a.core != b.core {
		return "core"
	}
	if len(a.players) != len(b.players) {
		return "players"
	}
	for i := range a.players {
		x, y := a.players[i], b.players[i]
		if !slices.Equal(x.library, y.library) || !slices.Equal(x.hand, y.hand) || !slices.Equal(x.graveyard, y.graveyard) {
			return "piles of " + x.name
		}
		if x.playerCore != y.playerCore {
			return "player " + x.name
		}
	}
	switch {
	case !slices.Equal(a.cards, b.cards):
		return "cards"
	case !slices.Equal(a.battlefield, b.battlefield):
		return "battlefield"
	case !slices.Equal(a.exile, b.exile):
		return "exile"
	case !slices.Equal(a.stack, b.stack):
		return "stack"
	case !slices.Equal(a.effects, b.effects):
		return "effects"
	case !slices.Equal(a.links, b.links):
		return "links"
	case !slices.Equal(a.preventions, b.preventions):
		return "preventions"
	case !slices.Equal(a.pending, b.pending):
		return "pending"
	case len(a.decisions) != len(b.decisions): // append-only, records never change
		return "decisions"
	}
	return ""
}

// presizeBackup gives the backup of a new game's piles the room the
// state's have (player.presize), taken from room, so that the first saves
// of its actions seldom grow them.
func (g *Game) presizeBackup(room []ObjID) {
	g.backup.players = make([]player, len(g.st.players))
	for i := range g.backup.players {
		room = g.backup.players[i].presize(cap(g.st.players[i].library), room)
	}
	if n := cap(g.st.battlefield); len(room) >= n {
		g.backup.battlefield = zones.Pile[ObjID](room[0:0:n])
	} else {
		g.backup.battlefield = make(zones.Pile[ObjID], 0, n)
	}
}

// saveIn is save for a change to section s in zone z of player p's
// (owner's) side: saveHidden for a hand or a library.
func (g *Game) saveIn(s section, p PlayerID, z zones.Kind) {
	if hiddenZone(z) {
		g.saveHidden(s, p)
		return
	}
	g.save(s)
}
