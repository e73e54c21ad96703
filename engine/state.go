package engine

import (
	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/zones"
)

// player is one player's part of the state.
type player struct {
	name          string
	life          int32
	left          bool // left the game (CR 800.4a), by losing or conceding
	lost          bool
	library       zones.Pile[ObjID]
	hand          zones.Pile[ObjID]
	graveyard     zones.Pile[ObjID]
	pool          ManaPool
	lastTurn      int32 // the number of their most recent turn; 0 before it
	drewFromEmpty bool  // since the last state-based action check (CR 704.5b)
	landsPlayed   int8
	spells        int16 // spells cast this turn (CR 730.2)
}

func (p *player) copyFrom(o *player) {
	lib, hand, gy := p.library, p.hand, p.graveyard
	*p = *o
	p.library = append(lib[:0], o.library...)
	p.hand = append(hand[:0], o.hand...)
	p.graveyard = append(gy[:0], o.graveyard...)
}

// waitKind says what the game waits for.
type waitKind uint8

const (
	waitSetup waitKind = iota
	waitPriority
	waitAttackers
	waitBlockers
	waitOver
	waitPaused // stopped by PauseAfter; Continue resumes
)

// state is everything that changes during a game. Game keeps one and a
// spare for rollback; copyFrom copies one into the other reusing capacity.
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
	nlog        int
	tokenScan   int32 // objects below it are no token outside the battlefield (CR 704.5d)

	turn         int32
	step         Step
	active       PlayerID
	starting     PlayerID
	prevActive   PlayerID
	prevSpells   int16 // spells the previous turn's active player cast that turn
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

	dayNight  daynight.Designation
	timestamp int64
	rnd       rng
	dirty     bool
	winner    PlayerID
	nextStack StackID
}

// copyFrom makes s a copy of o, reusing s's capacity.
func (s *state) copyFrom(o *state) {
	objs := s.objs
	s.copyRest(o)
	s.objs = append(objs[:0], o.objs...)
}

// copyRest copies everything but the object table, which it leaves as it
// was in s (atomic saves objects one by one in its undo log).
func (s *state) copyRest(o *state) {
	players := s.players
	if cap(players) < len(o.players) {
		players = make([]player, len(o.players))
	}
	players = players[:len(o.players)]
	objs, cards, bf, ex, stack := s.objs, s.cards, s.battlefield, s.exile, s.stack
	effects, links, pending, log := s.effects, s.links, s.pending, s.log
	preventions := s.preventions
	*s = *o
	for i := range players {
		players[i].copyFrom(&o.players[i])
	}
	s.players = players
	s.objs = objs
	s.cards = append(cards[:0], o.cards...)
	s.battlefield = append(bf[:0], o.battlefield...)
	s.exile = append(ex[:0], o.exile...)
	s.stack = append(stack[:0], o.stack...)
	s.effects = append(effects[:0], o.effects...)
	s.links = append(links[:0], o.links...)
	s.preventions = append(preventions[:0], o.preventions...)
	s.pending = append(pending[:0], o.pending...)
	s.log = log // the log is append-only; rollback truncates it
}
