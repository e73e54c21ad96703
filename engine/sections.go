package engine

import "slices"

// section is a list of the state, outside the object table, that an
// action's backup copies only when the action first changes it
// (Game.save). Most actions change few lists or none, and copying them all
// before every action was the largest fixed cost of a small action. The
// core and the players' own values are small and copied before every
// action (Game.beginBackup).
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

	allSections = secPending<<1 - 1
)

// save copies section s into the backup before the action in progress
// first changes it. Every change to a section follows a save of it: the
// undo verifier of the engine's tests fails on one that does not.
func (g *Game) save(s section) {
	u := &g.undo
	if u.active && u.secs&s != s {
		g.backup.copySections(&g.st, s&^u.secs)
		u.secs |= s
	}
}

// beginBackup copies the core and the players' values into the backup as
// an action begins; the sections wait for save.
func (g *Game) beginBackup() {
	b := &g.backup
	b.core = g.st.core
	b.players = sizedPlayers(b.players, len(g.st.players))
	for i := range b.players {
		b.players[i].playerCore = g.st.players[i].playerCore
	}
	g.undo.secs = 0
}

// restoreRest puts back into s the part of backup b outside the object
// table: the core, the players' values, and the sections secs that the
// action saved. It did not change the others.
func (s *state) restoreRest(b *state, secs section) {
	s.core = b.core
	for i := range s.players {
		s.players[i].playerCore = b.players[i].playerCore
	}
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
	}
	return ""
}
