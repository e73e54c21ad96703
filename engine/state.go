package engine

import (
	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/zones"
)

// player is one player's part of the state: the piles, and the values
// (playerCore) that a backup saves as one section (secPlayers).
type player struct {
	library   zones.Pile[ObjID]
	hand      zones.Pile[ObjID]
	graveyard zones.Pile[ObjID]
	playerCore
}

// playerCore is all of a player but the piles.
type playerCore struct {
	name          string
	life          int32
	left          bool // left the game (CR 800.4a), by losing or conceding
	lost          bool
	pool          ManaPool
	kept          ManaPool // the part of pool that stays as steps and phases end, until end of turn (change_mana_kept.go)
	lastTurn      int32    // the number of their most recent turn; 0 before it
	drewFromEmpty bool     // since the last state-based action check (CR 704.5b)
	landsPlayed   int8
	spells        int16 // spells cast this turn (CR 731.2)
	turnsBegun    int32 // the turns they have begun, the current one included (turn_begun.go)
	// The start of a game begun with Begin (start_game.go): the mulligans
	// taken (CR 103.5), the declaration of this round, and the cards
	// still to put on the bottom of the library.
	mulligans int8
	declared  declaration
	owed      int8
}

// The room a new game gives a player's hand and graveyard and the
// battlefield, so that a typical game grows them seldom. Beyond it they
// grow as any slice does.
const (
	handCap        = 8
	graveyardCap   = 24
	battlefieldCap = 32
)

// presize gives p's empty piles room for a library of n cards and a
// typical hand and graveyard, taken from the front of room (made anew if
// it is too short), and returns the rest of room.
func (p *player) presize(n int, room []ObjID) []ObjID {
	need := n + handCap + graveyardCap
	if len(room) < need {
		room = make([]ObjID, need)
	}
	p.library = room[0:0:n] // full slice expressions: none grows into another
	p.hand = room[n : n : n+handCap]
	p.graveyard = room[n+handCap : n+handCap : need]
	return room[need:]
}

// pilesRoom returns the room for the piles of a new game whose decks
// hold cards cards in all, of its state and of the backup (presize,
// presizeBackup), made at once.
func pilesRoom(players, cards int) []ObjID {
	return make([]ObjID, 2*(cards+players*(handCap+graveyardCap)+battlefieldCap))
}

// copyPiles copies o's library, hand and graveyard into p's, reusing p's
// capacity.
func (p *player) copyPiles(o *player) {
	p.library = append(p.library[:0], o.library...)
	p.hand = append(p.hand[:0], o.hand...)
	p.graveyard = append(p.graveyard[:0], o.graveyard...)
}

// waitKind says what the game waits for.
type waitKind uint8

const (
	waitSetup waitKind = iota
	waitPriority
	waitAttackers
	waitBlockers
	waitOver
	waitPaused    // stopped by PauseAfter; Continue resumes
	waitBeginning // a game begun with Begin is starting: its decisions are asked (CR 103, start_game.go)
)

// state is everything that changes during a game. Game keeps one, and a
// backup of the part outside the object table for a rollback (see
// undoLog and section).
type state struct {
	players     []player
	objs        []object // indexed by ObjID; objs[0] is unused
	cards       []ObjID  // indexed by CardID: the card's current object
	battlefield zones.Pile[ObjID]
	exile       zones.Pile[ObjID]
	stack       []stackItem
	effects     []contEffect
	links       []untilLink
	preventions []prevention
	pending     []pendingTrigger
	log         []Event
	decisions   []DecisionRecord // kept with the log: append-only, see change_decisions.go
	core
}

// core is the part of the state that is neither a list nor a player: an
// action's backup copies it whole before the action begins.
type core struct {
	nlog      int
	tokenScan int32 // objects below it are no token outside the battlefield (CR 704.5d)

	turn         int32
	step         Step
	active       PlayerID
	starting     PlayerID
	prevActive   PlayerID
	prevSpells   int16 // spells the previous turn's active player cast that turn; the most one player of the previous active team cast, with teams (CR 731.2)
	prevTotal    int16 // spells all players cast during the previous turn
	prevMost     int16 // the most spells one player cast during the previous turn
	priority     PlayerID
	passes       int8
	wait         waitKind
	blockers     uint8 // bit p: player p has declared blockers this combat
	firstDone    bool  // the first-strike combat damage step has happened
	twoDamage    bool  // this combat has a first-strike damage step
	cleanupAgain bool
	pauseTurn    int32 // PauseAfter: stop after this turn's pauseStep; 0 for none
	pauseStep    Step

	variant   Variant // set by New, never changed
	dayNight  daynight.Designation
	timestamp int64
	rnd       rng
	dirty     bool
	winner    PlayerID
	nextStack StackID
	opening   opening // the start of a game begun with Begin (start_game.go)
}

// copyFrom makes s a copy of o, reusing s's capacity.
func (s *state) copyFrom(o *state) {
	s.core = o.core
	s.copySections(o, allSections)
	s.objs = append(s.objs[:0], o.objs...)
	s.log = o.log             // the log is append-only; a rollback truncates it
	s.decisions = o.decisions // append-only too; a rollback restores the length
}

// cloneRoom is the room each pile of a clone gets beyond its cards.
const cloneRoom = 4

// cloneFrom makes s, a new state, a copy of o, as copyFrom does, in
// fewer allocations (Game.Clone): the players' piles, the cards, the
// battlefield and exile share one array, each with cloneRoom to grow
// before it moves out. Full slice expressions bound each one's capacity,
// so an append never writes into the next.
func (s *state) cloneFrom(o *state) {
	s.core = o.core
	n := len(o.cards) + len(o.battlefield) + len(o.exile) + 3*cloneRoom
	for i := range o.players {
		p := &o.players[i]
		n += len(p.library) + len(p.hand) + len(p.graveyard) + 3*cloneRoom
	}
	ids := make([]ObjID, 0, n)
	s.cards = carve(&ids, o.cards)
	s.battlefield = carve(&ids, o.battlefield)
	s.exile = carve(&ids, o.exile)
	s.players = make([]player, len(o.players))
	for i := range s.players {
		p, q := &s.players[i], &o.players[i]
		p.playerCore = q.playerCore
		p.library = carve(&ids, q.library)
		p.hand = carve(&ids, q.hand)
		p.graveyard = carve(&ids, q.graveyard)
	}
	s.stack = append([]stackItem(nil), o.stack...)
	s.effects = append([]contEffect(nil), o.effects...)
	s.links = append([]untilLink(nil), o.links...)
	s.preventions = append([]prevention(nil), o.preventions...)
	s.pending = append([]pendingTrigger(nil), o.pending...)
	s.objs = append([]object(nil), o.objs...)
	s.log = o.log
	s.decisions = o.decisions
}

// carve appends src to *ids, which has room for it and cloneRoom more,
// and returns the copy with that room as its capacity.
func carve(ids *[]ObjID, src []ObjID) []ObjID {
	a := len(*ids)
	*ids = append(*ids, src...)
	b := len(*ids)
	*ids = (*ids)[:b+cloneRoom]
	return (*ids)[a : b : b+cloneRoom]
}

// sizedPlayers returns ps with n players, reusing its capacity.
func sizedPlayers(ps []player, n int) []player {
	if cap(ps) < n {
		return make([]player, n)
	}
	return ps[:n]
}

// copySections copies the sections secs of o into s, reusing s's
// capacity.
func (s *state) copySections(o *state, secs section) {
	if secs&(secPiles|secPlayers) != 0 {
		s.players = sizedPlayers(s.players, len(o.players))
	}
	if secs&secPlayers != 0 {
		for i := range s.players {
			s.players[i].playerCore = o.players[i].playerCore
		}
	}
	if secs&secPiles != 0 {
		for i := range s.players {
			s.players[i].copyPiles(&o.players[i])
		}
	}
	if secs&secCards != 0 {
		s.cards = append(s.cards[:0], o.cards...)
	}
	if secs&secBattlefield != 0 {
		s.battlefield = append(s.battlefield[:0], o.battlefield...)
	}
	if secs&secExile != 0 {
		s.exile = append(s.exile[:0], o.exile...)
	}
	if secs&secStack != 0 {
		s.stack = append(s.stack[:0], o.stack...)
	}
	if secs&secEffects != 0 {
		s.effects = append(s.effects[:0], o.effects...)
	}
	if secs&secLinks != 0 {
		s.links = append(s.links[:0], o.links...)
	}
	if secs&secPreventions != 0 {
		s.preventions = append(s.preventions[:0], o.preventions...)
	}
	if secs&secPending != 0 {
		s.pending = append(s.pending[:0], o.pending...)
	}
}
