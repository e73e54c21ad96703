package engine

import (
	"fmt"

	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/zones"
)

// Game is one game of Magic. Its methods are not safe for concurrent use;
// Clone gives an independent copy for another goroutine or for search.
type Game struct {
	st      state
	backup  state // rollback buffer for atomic actions: all but the objects (see section)
	undo    undoLog
	journal journal // the actions since the oldest mark held (Mark)
	// charsGen counts the computations of characteristics, which write
	// the cache of objects no undo record saves: a rewind past none of
	// them need not compute them again. It is not game state.
	charsGen uint64
	// caches: the values kept computed beside the state, each registered
	// with what makes it stale and how it is checked (cache.go).
	caches
	deciders []Decider
	logOn    bool
	observer func(Event)
	// verifyUndo and verifyOptions turn on the checks of the engine's own
	// tests (invariants_verify.go); a game of a program never has them.
	verifyUndo, verifyOptions bool
	// verifyStates are the copies of the state the check of the undo log
	// makes (atomic, verifyUndoable), kept from one action to the next so
	// that a verified game does not allocate two states an action.
	verifyStates [2]*state
	res          *Resolution // the resolving spell or ability, if any
	// defList holds each defBase of the game's objects once; texts the
	// names and ability lists of their characteristics, copyFaces the
	// faces copy effects gave them (object_tables.go).
	defList   []*defBase
	texts     []cardText
	copyFaces []copiedFace
	defRoom   defRoom // room for the defBases still to come (card_facebase_room.go)

	choosing bool     // inside a decision: nested actions are refused
	running  cardCode // card code that is running: player actions are refused (card_code.go)
	scratch  scratch
	rec      *recorder // WithRecording: the calls and answers so far
	waits    *waits    // WithWaitingDecisions: the decision that waits (wait.go)
	// deferred is the error of a decision that rules code which returns
	// no error had to ask (deferFail); the action in progress fails with
	// it. It is not game state.
	deferred error
}

// scratch holds reusable buffers. It is not game state.
type scratch struct {
	objs     []ObjID
	departed []ObjID // objects that left the battlefield in the batch being reported
	players  []PlayerID
	flips    []ObjID
	redo     []ObjID                  // a batch of transforms: permanents computed again alone
	ctrl     []ObjID                  // computeChars: permanents whose controller changed
	acts     []Action                 // Step's legal actions
	decision Decision                 // Step's DecideAction
	ev       Event                    // the event triggers are being checked against
	emitting bool                     // ev is in use
	plan     planBuffers              // the search for a payment (payPlan, canPay)
	moves    bufStack[move]           // moveBatch's batches
	trigs    bufStack[pendingTrigger] // placeTriggers' copies of the waiting triggers
	hits     bufStack[combatHit]      // combat damage about to be dealt
	asks     decisionBuffers
}

// PlayerConfig describes one player of a new game.
type PlayerConfig struct {
	Name    string
	Deck    []*CardDef // the library, top card last; shuffled by Start
	Decider Decider
}

// GameOption configures a new game.
type GameOption func(*Game)

// WithSeed seeds the game's random source (shuffles, random choices the
// rules make). The same seed and the same decisions give the same game.
func WithSeed(seed uint64) GameOption { return func(g *Game) { g.st.rnd = rng{s: seed} } }

// WithoutLog turns the event log off, for self-play where only the result
// matters. Triggers still see every event.
func WithoutLog() GameOption { return func(g *Game) { g.logOn = false } }

// WithObserver calls f with each event once the action that caused it has
// succeeded; events of a failed (rolled back) action are never delivered.
func WithObserver(f func(Event)) GameOption { return func(g *Game) { g.observer = f } }

// StartingLife is the life total each player begins with (CR 103.4).
const StartingLife = 20

// New creates a game in its setup phase. Cards may be placed with Put,
// life totals and the designation set, then Start begins play.
func New(players []PlayerConfig, opts ...GameOption) (*Game, error) {
	if len(players) < 2 || len(players) > MaxPlayers {
		return nil, fmt.Errorf("new game with %d players: %w (2 to %d)", len(players), ErrInvalidValue, MaxPlayers)
	}
	g := &Game{logOn: true}
	g.startCaches()
	cards := 0
	for _, pc := range players {
		cards += len(pc.Deck)
	}
	// Room for the objects of a typical game, made at once: a card is a
	// new object each time it changes zones (CR 400.7), about 2.2 objects
	// per card of the decks in a self-play game of 40 turns.
	g.st.objs = make([]object, 1, max(64, 1+3*cards))
	room := pilesRoom(len(players), cards)
	g.st.battlefield = zones.Pile[ObjID](room[0:0:battlefieldCap])
	room = room[battlefieldCap:]
	g.st.cards = make([]ObjID, 1, max(64, 1+cards+16))
	g.st.players = make([]player, len(players))
	var buf [64]*CardDef
	order := deckDefs(players, buf[:0])
	shared := g.beginDefTables(order)
	g.deciders = make([]Decider, len(players))
	g.st.winner = NoPlayer
	g.st.priority = NoPlayer
	g.st.prevActive = NoPlayer
	for _, o := range opts {
		o(g)
	}
	if err := g.checkVariant(len(players)); err != nil {
		return nil, err
	}
	for i, pc := range players {
		if pc.Name == "" {
			return nil, fmt.Errorf("player %d: %w: empty name", i, ErrInvalidValue)
		}
		for j := range i {
			if players[j].Name == pc.Name {
				return nil, fmt.Errorf("player %q: %w: duplicate name", pc.Name, ErrInvalidValue)
			}
		}
		p := &g.st.players[i]
		room = p.presize(len(pc.Deck), room)
		p.name = pc.Name
		p.life = g.startingLife()
		g.deciders[i] = pc.Decider
		ref := defRef(0)
		for j, def := range pc.Deck {
			if def == nil {
				return nil, fmt.Errorf("player %q: %w: nil card", pc.Name, ErrUnknownCard)
			}
			if j == 0 || pc.Deck[j-1] != def { // a deck repeats a card in a row
				if err := g.checkDefOnce(def); err != nil {
					return nil, fmt.Errorf("player %q: %w", pc.Name, err)
				}
				ref = g.refOfDef(def)
			}
			g.newCardOf(ref, PlayerID(i), zones.Library, false)
		}
	}
	if !shared {
		g.keepDefTables(order)
	}
	g.presizeBackup(room)
	if g.rec != nil {
		g.rec.begin(g, players)
	}
	return g, nil
}

// Clone returns a copy of the game that shares nothing mutable with it,
// for search or for another goroutine. It copies the game's state (every
// object, zone, player, effect and the stack), the event log and the
// decision records, and the recording when WithRecording is on and no
// action is in progress, and the decision that waits
// (WithWaitingDecisions) with the call stopped at it, so that the clone
// waits at the same decision and is answered on its own. A decider that
// implements ClonableDecider (the package's Random and Scripted do) is
// cloned. Two things are not copied:
//   - the observer of WithObserver: a clone has none, so acting on a clone
//     never calls the original's observer; SetObserver gives it one;
//   - a decider that does not implement ClonableDecider, which the engine
//     can't copy: the clone refers to the same value, so give the clone
//     its own with SetDecider before using both games at once.
//
// A clone holds none of the game's marks (Mark): they rewind the game
// they were taken on. Card definitions are immutable and shared by every
// game.
func (g *Game) Clone() *Game {
	c := g.cloneState()
	c.st.log = append([]Event(nil), g.st.log...)
	c.st.decisions = append([]DecisionRecord(nil), g.st.decisions...) // records are immutable: their choices are shared
	if g.rec != nil && !g.choosing && !g.undo.active {
		c.rec = g.rec.clone() // a clone made in mid-action can't be replayed
	}
	c.waits = g.waits.clone()
	c.deciders = make([]Decider, len(g.deciders))
	for i, d := range g.deciders {
		if cd, ok := d.(ClonableDecider); ok {
			c.deciders[i] = cd.CloneDecider()
		} else {
			c.deciders[i] = d
		}
	}
	return c
}

// cloneState returns a copy of g's state and caches that shares g's event
// log and decision records, capped so that an append copies them, and has
// neither recording, deciders nor a decision that waits: what Clone
// starts from, and all that the check of the caches (checkCache) reads of
// a clone, whose log grows with the game.
func (g *Game) cloneState() *Game {
	c := &Game{logOn: g.logOn, verifyUndo: g.verifyUndo, verifyOptions: g.verifyOptions}
	c.cloneCaches(&g.caches)
	c.st.cloneFrom(&g.st)
	c.defList = g.defList[:len(g.defList):len(g.defList)] // appends copy
	c.texts = g.texts[:len(g.texts):len(g.texts)]
	c.copyFaces = g.copyFaces[:len(g.copyFaces):len(g.copyFaces)]
	c.st.log = g.st.log[:len(g.st.log):len(g.st.log)]
	c.st.decisions = g.st.decisions[:len(g.st.decisions):len(g.st.decisions)]
	return c
}

// SetObserver sets the function called with each event the game logs, as
// WithObserver does; nil removes it. Events are passed once the action
// that logged them has succeeded, so an observer never sees an event
// that rollback took back. Clone does not copy the observer.
func (g *Game) SetObserver(f func(Event)) { g.observer = f }

// SetDecider replaces player p's decider.
func (g *Game) SetDecider(p PlayerID, d Decider) error {
	if err := g.checkPlayer(p); err != nil {
		return err
	}
	g.deciders[p] = d
	return nil
}

// NumPlayers returns the number of players the game began with.
func (g *Game) NumPlayers() int { return len(g.st.players) }

// PlayerName returns player p's name, or "" for an unknown player.
func (g *Game) PlayerName(p PlayerID) string {
	if p < 0 || int(p) >= len(g.st.players) {
		return ""
	}
	return g.st.players[p].name
}

// PlayerByName returns the player with that name.
func (g *Game) PlayerByName(name string) (PlayerID, bool) {
	for i := range g.st.players {
		if g.st.players[i].name == name {
			return PlayerID(i), true
		}
	}
	return NoPlayer, false
}

// Life returns player p's life total: in Two-Headed Giant the team's
// shared total (CR 810.4, 810.9a).
func (g *Game) Life(p PlayerID) int {
	if g.checkPlayerExists(p) != nil {
		return 0
	}
	return int(g.st.players[p].life)
}

// HasLeft reports whether player p has left the game (lost or conceded).
func (g *Game) HasLeft(p PlayerID) bool {
	return g.checkPlayerExists(p) == nil && g.st.players[p].left
}

// HasLost reports whether player p has lost the game.
func (g *Game) HasLost(p PlayerID) bool {
	return g.checkPlayerExists(p) == nil && g.st.players[p].lost
}

// Pool returns the mana in player p's pool.
func (g *Game) Pool(p PlayerID) ManaPool {
	if g.checkPlayerExists(p) != nil {
		return ManaPool{}
	}
	return g.st.players[p].pool
}

// Zone returns the objects in player p's library, hand or graveyard, or in
// the battlefield, stack (spells only) or exile (p is ignored), bottom
// first. The slice is a copy.
func (g *Game) Zone(p PlayerID, z zones.Kind) []ObjID {
	switch z {
	case zones.Battlefield:
		return append([]ObjID(nil), g.st.battlefield...)
	case zones.Exile:
		return append([]ObjID(nil), g.st.exile...)
	case zones.Stack:
		var out []ObjID
		for _, it := range g.st.stack {
			if it.spell {
				out = append(out, it.obj)
			}
		}
		return out
	}
	if g.checkPlayerExists(p) != nil {
		return nil
	}
	pl := &g.st.players[p]
	switch z {
	case zones.Library:
		return append([]ObjID(nil), pl.library...)
	case zones.Hand:
		return append([]ObjID(nil), pl.hand...)
	case zones.Graveyard:
		return append([]ObjID(nil), pl.graveyard...)
	}
	return nil
}

// Turn returns the turn number (from 1), the active player and the step.
// In Two-Headed Giant the active player returned is the active team's
// first seat; IsActive says whether a player is one of the active team.
func (g *Game) Turn() (n int, active PlayerID, step Step) {
	return int(g.st.turn), g.st.active, g.st.step
}

// PriorityPlayer returns the player who holds priority, or NoPlayer.
func (g *Game) PriorityPlayer() PlayerID {
	if g.st.wait != waitPriority {
		return NoPlayer
	}
	return g.st.priority
}

// DayNight returns the game's day/night designation (CR 731).
func (g *Game) DayNight() daynight.Designation { return g.st.dayNight }

// Over reports whether the game has ended, and its winner (NoPlayer for a
// draw). In Two-Headed Giant the winner is the winning team's first seat;
// both its players win (CR 810.8a).
func (g *Game) Over() (bool, PlayerID) { return g.st.wait == waitOver, g.st.winner }

// Object returns a view of the object with that id, current or not.
func (g *Game) Object(id ObjID) (ObjectInfo, error) {
	if id <= 0 || int(id) >= len(g.st.objs) {
		return ObjectInfo{}, fmt.Errorf("object %d: %w", id, ErrUnknownObject)
	}
	g.refresh()
	o := &g.st.objs[id]
	info := ObjectInfo{
		ID: o.id, Card: o.card, Def: g.defOf(o), Owner: o.owner, Controller: g.chars(o).Controller,
		Zone: o.zone, Token: o.token, BackFace: o.back && o.zone == zones.Battlefield, Tapped: o.tapped,
		Damage: int(o.damage), AttachedTo: o.attachedTo, AttachedPlayer: o.attachedPlayer, Attacking: o.attacking, AttackingPlaneswalker: o.attackingPW, Blocking: o.blocking,
		Blocked: o.blocked && o.attacking != NoPlayer, Current: o.next == NoObj && !o.gone, Characteristics: g.public(g.chars(o)),
	}
	if o.back && o.zone == zones.Stack {
		info.BackFace = true
	}
	for i, n := range o.counters {
		info.Counters[i] = int(n)
	}
	if o.zone == zones.Battlefield {
		info.SummoningSick = g.summoningSick(o)
	}
	return info, nil
}

// Characteristics returns the current characteristics of an object.
func (g *Game) Characteristics(id ObjID) Characteristics {
	if id <= 0 || int(id) >= len(g.st.objs) {
		return Characteristics{}
	}
	g.refresh()
	return g.public(g.chars(&g.st.objs[id]))
}

// CardObject returns the object a physical card is now (it follows the
// card through zone changes), and whether the card still exists.
func (g *Game) CardObject(c CardID) (ObjID, bool) {
	if c <= 0 || int(c) >= len(g.st.cards) {
		return NoObj, false
	}
	id := g.st.cards[c]
	o := &g.st.objs[id]
	return id, !o.gone
}

// Current follows an object through its zone changes to the object it is
// now (CR 400.7 makes each a new object; this is for callers that track a
// physical card).
func (g *Game) Current(id ObjID) ObjID {
	if id <= 0 || int(id) >= len(g.st.objs) {
		return NoObj
	}
	return g.st.cards[g.st.objs[id].card]
}

// Battlefield returns the permanents on the battlefield in the order they
// entered.
func (g *Game) Battlefield() []ObjID { return g.Zone(NoPlayer, zones.Battlefield) }

func (g *Game) checkPlayerExists(p PlayerID) error {
	if p < 0 || int(p) >= len(g.st.players) {
		return fmt.Errorf("player %d: %w", p, ErrUnknownPlayer)
	}
	return nil
}

func (g *Game) checkPlayer(p PlayerID) error {
	if err := g.checkPlayerExists(p); err != nil {
		return err
	}
	if g.st.players[p].left {
		return fmt.Errorf("%s: %w", g.st.players[p].name, ErrPlayerLeft)
	}
	return nil
}

// obj returns the object with that id, to read. Changes go through the
// state-change operations (change.go).
func (g *Game) obj(id ObjID) *object { return &g.st.objs[id] }

func (g *Game) newTimestamp() int64 {
	g.st.timestamp++
	return g.st.timestamp
}

// livePlayers counts the players still in the game.
func (g *Game) livePlayers() int {
	n := 0
	for i := range g.st.players {
		if !g.st.players[i].left {
			n++
		}
	}
	return n
}

// nextPlayer returns the next player in turn order after p who is still in
// the game.
func (g *Game) nextPlayer(p PlayerID) PlayerID {
	n := len(g.st.players)
	for i := 1; i <= n; i++ {
		q := PlayerID((int(p) + i) % n)
		if !g.st.players[q].left {
			return q
		}
	}
	return NoPlayer
}

// apnap returns the players still in the game in APNAP order (CR 101.4).
func (g *Game) apnap(buf []PlayerID) []PlayerID {
	buf = buf[:0]
	n := len(g.st.players)
	for i := range n {
		q := PlayerID((int(g.st.active) + i) % n)
		if !g.st.players[q].left {
			buf = append(buf, q)
		}
	}
	return buf
}
