package engine

import "fmt"

// Starting a game from its first decision (CR 103): Begin sets the game
// up to start, and Step (PlayTurns, Next) asks the decisions of the start
// one at a time, as it asks a player's actions, until turn 1 begins.
//
//  1. The chooser chooses the starting player (CR 103.1; a starting team
//     in Two-Headed Giant, 103.1a): a DecideStartingPlayer decision, asked
//     before any hand is drawn.
//  2. Each library is shuffled (CR 103.3) and each player draws their
//     starting hand (CR 103.5), in turn order from the starting player.
//  3. Mulligan rounds (CR 103.5): the starting player, then each other
//     player in turn order who has not kept (in Two-Headed Giant the
//     starting team's players, then the other team's, 103.5d, 805.3a),
//     declares whether they keep their hand (DecideMulligan). Each
//     declaration is an event every later player sees (CR 101.4b). Once
//     all have declared, every player who declared a mulligan takes it at
//     the same time: their hand is shuffled into their library (put on
//     its bottom in order with Beginning.NoShuffle) and they draw a new
//     hand of the starting size; then each of them puts N of
//     those cards on the bottom of their library in an order they choose
//     (DecideBottom), asked in APNAP order with the starting player as the
//     active player (CR 101.4e), N being the mulligans they have taken, one
//     fewer when the first is free (CR 103.5c). The rounds repeat until no
//     player takes a mulligan. A player whose hand holds no card can't
//     take another mulligan: they keep without being asked.
//  4. Opening-hand actions (CR 103.6): no card of the pool has one, so
//     there is no step for them; openingHandActions is where they go.
//  5. Turn 1 begins with the starting player (CR 103.8), at its untap
//     step: in a two-player game the starting player skips the draw step
//     of that turn (103.8a), in Two-Headed Giant the starting team does
//     (103.8b, 810.6), and in any other multiplayer game nobody does
//     (103.8c); Game.following applies it, as for Start.
//
// The state of the start (the chooser, the starting hand size, the stage,
// each player's mulligans, declaration and cards owed to the bottom) is
// part of the game's state: the core's opening and each player's values,
// written by the operations of change_start.go, so that rollback, marks,
// clones, snapshots (version 13) and Determinize keep it.

// DefaultHandSize is the normal starting hand size: seven cards
// (CR 103.5).
const DefaultHandSize = 7

// maxHandSize is the largest starting hand size Begin accepts, as Start
// accepts for its opening hand.
const maxHandSize = 60

// FreeMulligan says whether each player's first mulligan is free: not
// counted among the cards put on the bottom (CR 103.5c).
type FreeMulligan uint8

// The rules a game's first mulligan follows.
const (
	// FreeMulliganByRules follows the rules: the first mulligan is free in
	// a multiplayer game, one that begins with more than two players
	// (Two-Headed Giant among them), and not in a two-player game
	// (CR 103.5c, 100.1, 800.6).
	FreeMulliganByRules FreeMulligan = iota
	// FreeMulliganAlways makes the first mulligan free in every game, as
	// in Brawl (CR 103.5c).
	FreeMulliganAlways
	// FreeMulliganNever makes no mulligan free.
	FreeMulliganNever
	numFreeMulligan
)

// Beginning says how Begin starts a game (CR 103). Its zero value is a
// real game's start in which player 0 chooses who plays first: seven
// cards, the first mulligan free as the rules say, libraries shuffled.
type Beginning struct {
	// Chooser is the player who chooses who takes the first turn
	// (CR 103.1). In a match's later games it is the loser of the
	// previous game, or after a drawn game the player who chose for it:
	// a match runner above the engine knows them. It is not read with
	// RandomChooser.
	Chooser PlayerID `json:"chooser"`
	// RandomChooser draws the chooser at random from the game's random
	// source ("any mutually agreeable method", CR 103.1), as a match's
	// first game does: the event log says who it is (EvChooser), and a
	// replay of the game draws the same player.
	RandomChooser bool `json:"randomChooser,omitempty"`
	// HandSize is the starting hand size, from 1 to 60 (CR 103.5); 0
	// means DefaultHandSize.
	HandSize int `json:"handSize,omitempty"`
	// FreeMulligan says whether each player's first mulligan is free
	// (CR 103.5c); the zero value follows the rules.
	FreeMulligan FreeMulligan `json:"freeMulligan,omitempty"`
	// NoShuffle leaves every library in the order New was given it
	// instead of shuffling it once the starting player is chosen (CR
	// 103.3 says each player shuffles), and has a mulligan put the hand
	// on the bottom of the library in its order, the first card drawn
	// the highest of them, instead of shuffling it into the library (CR
	// 103.5 says shuffle): the next hand is the cards that were below
	// it. It is an option for tests and setups that list libraries top
	// first (scenario files' `begin: game`), which then deal the same
	// hands every time, not the rules' procedure.
	NoShuffle bool `json:"noShuffle,omitempty"`
}

// opening is the part of the core that a game begun with Begin keeps:
// where its start is (stage), who chooses the starting player, the
// starting hand size, whether the first mulligan is free, and whether the
// libraries are shuffled once the starting player is known and at each
// mulligan (Beginning.NoShuffle). A game set up
// and started with Start has none (stage openingNone).
type opening struct {
	stage    openingStage
	chooser  PlayerID
	handSize int8
	free     bool
	shuffle  bool
}

// openingStage is where the start of a game begun with Begin is.
type openingStage uint8

const (
	openingNone    openingStage = iota // not begun with Begin
	openingChoose                      // the chooser is to choose the starting player (CR 103.1)
	openingDeclare                     // players declare whether they keep (CR 103.5)
	openingBottom                      // players who took a mulligan put cards on the bottom (CR 103.5)
	openingDone                        // turn 1 has begun
	numOpeningStages
)

// starting reports whether the start is at one of its decisions: the game
// begun with Begin has not begun turn 1.
func (o *opening) starting() bool {
	return o.stage == openingChoose || o.stage == openingDeclare || o.stage == openingBottom
}

// declaration is what a player declared in the current mulligan round
// (CR 103.5).
type declaration uint8

const (
	undeclared       declaration = iota // not yet declared this round
	declaredMulligan                    // will take a mulligan this round
	declaredKeep                        // kept their opening hand: no more mulligans
	numDeclarations
)

// Begin ends setup and starts the game from its first decision (CR 103):
// the chooser chooses the starting player, the libraries are shuffled,
// each player draws their starting hand, the mulligan rounds follow, and
// turn 1 begins (see the steps at the top of start_game.go). Begin itself
// asks nothing: it draws the chooser when b says so and logs the start
// (EvGameStarted, EvChooser); Step, PlayTurns and Next then ask the
// decisions of the start one at a time (DecideStartingPlayer,
// DecideMulligan, DecideBottom), through each player's Decider or, in a
// game made WithWaitingDecisions, as decisions that wait, and Waiting
// reports Beginning until turn 1 begins. Start, which begins play at a
// set point without these decisions, is for scenarios and tests.
//
// It returns an error wrapping ErrStarted after Start or Begin, one
// wrapping ErrUnknownPlayer for an unknown chooser, and one wrapping
// ErrInvalidValue for a hand size or a free-mulligan rule out of range;
// the game is then unchanged.
func (g *Game) Begin(b Beginning) error {
	return g.recorded(g.begin(b), RecordedCall{Op: OpBegin, Begin: &b})
}

func (g *Game) begin(b Beginning) error {
	if err := g.refuseWaiting("begin"); err != nil {
		return err
	}
	if g.st.wait != waitSetup {
		return fmt.Errorf("begin: %w", ErrStarted)
	}
	size := b.HandSize
	if size == 0 {
		size = DefaultHandSize
	}
	if size < 0 || size > maxHandSize {
		return fmt.Errorf("begin: %w: hand size %d (1 to %d)", ErrInvalidValue, b.HandSize, maxHandSize)
	}
	if b.FreeMulligan >= numFreeMulligan {
		return fmt.Errorf("begin: %w: free mulligan rule %d", ErrInvalidValue, b.FreeMulligan)
	}
	if !b.RandomChooser {
		if err := g.checkPlayerExists(b.Chooser); err != nil {
			return fmt.Errorf("begin: chooser: %w", err)
		}
	}
	return g.atomic(func() error {
		n := len(g.st.players)
		chooser := b.Chooser
		if b.RandomChooser {
			chooser = PlayerID(g.st.rnd.intn(n)) // CR 103.1: the game's seeded source, so a replay draws the same
		}
		g.beginOpening(opening{stage: openingChoose, chooser: chooser, handSize: int8(size),
			free: g.firstMulliganFree(b.FreeMulligan), shuffle: !b.NoShuffle})
		g.emit(Event{Kind: EvGameStarted, Amount: int32(n)})
		g.emit(Event{Kind: EvChooser, Player: chooser}) // CR 103.1
		return nil
	})
}

// firstMulliganFree reports whether the first mulligan is free under rule
// r: by the rules, in a game that begins with more than two players
// (CR 103.5c, 100.1b; Two-Headed Giant has four).
func (g *Game) firstMulliganFree(r FreeMulligan) bool {
	switch r {
	case FreeMulliganAlways:
		return true
	case FreeMulliganNever:
		return false
	}
	return len(g.st.players) > 2
}

// Chooser returns the player who chose, or is to choose, who takes the
// first turn of a game begun with Begin (CR 103.1), and false for a game
// not begun with Begin. A match runner reads it after a drawn game: that
// player chooses again (CR 103.1).
func (g *Game) Chooser() (PlayerID, bool) {
	if g.st.opening.stage == openingNone {
		return NoPlayer, false
	}
	return g.st.opening.chooser, true
}

// Mulligans returns the number of mulligans player p has taken (CR 103.5),
// 0 for an unknown player or a game not begun with Begin.
func (g *Game) Mulligans(p PlayerID) int {
	if g.checkPlayerExists(p) != nil {
		return 0
	}
	return int(g.st.players[p].mulligans)
}

// startOrder returns the players still in the game in the order the start
// asks them (CR 103.5, 101.4e): the starting player first, then the others
// in turn order; in Two-Headed Giant the starting team's players, its first
// seat first, then the other team's (103.5d, 805.3a), which is the same
// order with the teams' seats next to each other.
func (g *Game) startOrder(buf []PlayerID) []PlayerID {
	n := len(g.st.players)
	first := g.teamLead(g.st.starting)
	for i := range n {
		p := PlayerID((int(first) + i) % n)
		if !g.st.players[p].left {
			buf = append(buf, p)
		}
	}
	return buf
}

// keepsAfterMulligan returns how many cards player p keeps if they take
// one more mulligan: the starting hand size less the cards that mulligan
// puts on the bottom (CR 103.5, 103.5c), at least none.
func (g *Game) keepsAfterMulligan(p PlayerID) int {
	o := &g.st.opening
	return max(int(o.handSize)-g.bottomFor(int(g.st.players[p].mulligans)+1), 0)
}

// bottomFor returns how many cards a player who has taken m mulligans puts
// on the bottom after the last of them: m, less one when the first is free
// (CR 103.5, 103.5c).
func (g *Game) bottomFor(m int) int {
	if g.st.opening.free {
		return max(m-1, 0)
	}
	return m
}

// openingHandActions is where the actions a card allows from a player's
// opening hand would be taken, once the mulligans are over: the starting
// player's first, then each other player's in turn order (CR 103.6;
// 103.6c with shared team turns). No card of the pool has one ("begin the
// game with this card on the battlefield", "reveal this card from your
// opening hand"), so there is nothing to do.
func (g *Game) openingHandActions() {}

// playFirstTurn ends the start: the opening-hand actions, then turn 1 of
// the starting player begins at its untap step (CR 103.8), as Start begins
// a game at a set point. A starting player who conceded during the start
// left the first turn to the next player in turn order (startOrder).
func (g *Game) playFirstTurn() error {
	g.openingHandActions()
	g.setOpeningStage(openingDone)
	var buf [MaxPlayers]PlayerID
	at := StartAt{Turn: 1, Player: g.startOrder(buf[:0])[0], Step: Untap}
	g.placeStart(at)
	return g.playFrom(at)
}
