package match

import (
	"fmt"

	"github.com/cathar-engine/cathar/decklist"
	"github.com/cathar-engine/cathar/engine"
)

// DefaultWins is the number of games a side must win when Config.Wins is
// 0: two, a best of three (CR 100.6a).
const DefaultWins = 2

// DefaultMaxTurns is the turn cap of a game when Config.MaxTurns is 0.
const DefaultMaxTurns = 100

// Seat is one side of a match: the player, their deck and who decides for
// them. Seat 0 of Config.Seats is player 0 of every game (engine.PlayerID
// 0), seat 1 player 1; who plays first changes from game to game, the
// seats do not.
type Seat struct {
	// Name is the player's name in each game; "" means "P1" for seat 0
	// and "P2" for seat 1. The two names must differ.
	Name string
	// Deck is the deck the seat begins the match with: its main deck is
	// the library of the first game (Deck.Cards), and its sideboard what
	// Config.Sideboard may swap in between games (CR 100.4).
	Deck *decklist.Deck
	// Pool is the seat's card pool in a limited match (CR 100.2b), which
	// each deck the seat plays is checked against (Deck.Check); nil for
	// none.
	Pool *decklist.Deck
	// Decider makes the seat's decisions in every game of the match,
	// those of the start of a game included: who plays first when the
	// seat chooses (DecideStartingPlayer), keep or mulligan and the cards
	// put on the bottom (CR 103). The same decider serves every game; it
	// may keep state from one game to the next, and each game calls its
	// Decide with a new *engine.Game.
	Decider engine.Decider
}

// Config describes a match.
type Config struct {
	// Seats are the two sides, player 0 and player 1 of every game.
	Seats [2]Seat
	// Wins is the number of games a side must win to win the match: 1
	// for a best of one, 2 for a best of three; 0 means DefaultWins.
	Wins int
	// Seed is the match's seed: game k is seeded with GameSeed(Seed, k).
	Seed uint64
	// MaxTurns is the turn cap: a game still going after this turn ends
	// (turn MaxTurns+1 has begun) is stopped and counts as a draw
	// (GameResult.Capped). 0 means DefaultMaxTurns.
	MaxTurns int
	// MaxGames is the most games the match plays: a match that reaches it
	// without a side having Wins wins ends with the side that has won
	// more games, or with no winner. 0 means 2·Wins+3: the most games a
	// match can take without a draw (2·Wins−1) and four drawn games.
	MaxGames int
	// Format is the deck-construction rules every deck of the match is
	// checked against, before the first game and after each change
	// between games (Deck.Check; decklist.Custom checks nothing). The
	// zero value is decklist.Constructed.
	Format decklist.Format
	// Sideboard, when not nil, is called between games, before game game
	// (counted from 0, so at least 1), for each seat in turn, with the
	// previous game's result and the deck the seat played in it; it
	// returns the deck the seat plays next (CR 100.4), or nil to keep
	// it. The deck is checked for Format before the game (an error, a
	// *DeckError, stops the match). A sideboard swap is hidden from the
	// other side: the hook of one seat is not told what the other did.
	Sideboard func(game int, seat engine.PlayerID, prev GameResult, d *decklist.Deck) (*decklist.Deck, error)
	// Options are given to engine.New for every game, before the game's
	// seed (engine.WithSeed), which they can't replace: engine.WithoutLog
	// for speed, engine.WithObserver to watch. A game made
	// engine.WithWaitingDecisions can't be played by Play.
	Options []engine.GameOption
}

// GameResult is the outcome of one game of a match.
type GameResult struct {
	// Seed is the game's seed (GameSeed of the match's seed and the
	// game's index).
	Seed uint64
	// Chooser is the player who chose who played first (CR 103.1);
	// Starting the player who took the first turn; Winner the winner,
	// engine.NoPlayer for a draw (a game drawn by the rules, CR 104.4a,
	// or stopped at the turn cap).
	Chooser, Starting, Winner engine.PlayerID
	// Capped reports a game stopped at the turn cap: a draw by the
	// runner's decision, not the rules'.
	Capped bool
	// Turns is the number of the last turn played: the turn the game
	// ended in, or the turn cap.
	Turns int
	// Steps is the number of engine.Game.Step calls the game took, the
	// decisions of its start included.
	Steps int
	// Events is the number of events the game emitted
	// (engine.Game.EventCount).
	Events int
	// Mulligans is the number of mulligans each player took (CR 103.5).
	Mulligans [2]int
	// Life is each player's life total at the end.
	Life [2]int
}

// Result is the outcome of a match.
type Result struct {
	// Games are the results of the games played, in order.
	Games []GameResult
	// Wins counts the games each seat won; Draws the drawn games, which
	// count toward neither.
	Wins  [2]int
	Draws int
	// Winner is the seat that won the match, engine.NoPlayer when no side
	// did (the game cap reached with equal wins, or an error).
	Winner engine.PlayerID
}

// GameSeed returns the seed of game k (counted from 0) of a match of seed
// seed: a function of the two alone, so a game of a match can be played
// again by itself.
func GameSeed(seed uint64, k int) uint64 { return mix(seed ^ mix(uint64(k)+1)) }

// mix is SplitMix64's finalizer: it spreads a seed over all 64 bits.
func mix(z uint64) uint64 {
	z += 0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Play plays the match cfg describes and returns its result: games until
// a seat has won cfg.Wins of them, or until cfg.MaxGames have been
// played. The first game's chooser is drawn at random from that game's
// seeded random source; in each later game the loser of the previous
// game chooses who plays first, and after a drawn game the player who
// chose for it chooses again (CR 103.1).
//
// A configuration that can't be played is an error wrapping ErrConfig; a
// deck that fails its check, before the first game or after a sideboard
// change, a *DeckError naming the seat and the rule; an error of the
// sideboard hook or of a game (a decider's, the engine's) stops the match
// with the games played so far in the Result and an error naming the
// game.
func Play(cfg Config) (Result, error) {
	res := Result{Winner: engine.NoPlayer}
	r, err := newRunner(cfg)
	if err != nil {
		return res, err
	}
	chooser := engine.NoPlayer // drawn at random in the first game
	for k := 0; k < r.maxGames && res.Wins[0] < r.wins && res.Wins[1] < r.wins; k++ {
		if k > 0 {
			if err := r.sideboard(k, res.Games[k-1]); err != nil {
				return res, err
			}
		}
		g, err := r.playGame(k, chooser)
		if err != nil {
			return res, err
		}
		res.Games = append(res.Games, g)
		if g.Winner == engine.NoPlayer {
			res.Draws++
		} else {
			res.Wins[g.Winner]++
		}
		chooser = NextChooser(g.Chooser, g.Winner)
	}
	switch {
	case res.Wins[0] > res.Wins[1]:
		res.Winner = 0
	case res.Wins[1] > res.Wins[0]:
		res.Winner = 1
	}
	return res, nil
}

// NextChooser returns the player who chooses who plays first in the next
// game of a two-player match, after a game in which chooser chose and
// winner won (engine.NoPlayer for a draw): the loser of that game (CR
// 103.1), or after a drawn game the player who chose for it.
func NextChooser(chooser, winner engine.PlayerID) engine.PlayerID {
	if winner == engine.NoPlayer {
		return chooser // CR 103.1: after a draw, the same player chooses
	}
	return 1 - winner // CR 103.1: the loser chooses
}

// MaxGames returns the most games a match of wins wins plays by default
// (Config.MaxGames 0): 2·wins+3, the most games it can take without a
// draw (2·wins−1) and four drawn games.
func MaxGames(wins int) int { return 2*wins + 3 }

// runner is a match being played: its settings with the defaults filled
// in, and the deck each seat plays next.
type runner struct {
	cfg      Config
	names    [2]string
	decks    [2]*decklist.Deck
	wins     int
	maxTurns int
	maxGames int
}

// newRunner checks cfg and the seats' decks and fills in the defaults.
func newRunner(cfg Config) (*runner, error) {
	r := &runner{cfg: cfg, wins: cfg.Wins, maxTurns: cfg.MaxTurns, maxGames: cfg.MaxGames}
	switch {
	case cfg.Wins < 0:
		return nil, fmt.Errorf("%w: Wins %d (1 or more; 0 for %d)", ErrConfig, cfg.Wins, DefaultWins)
	case cfg.MaxTurns < 0:
		return nil, fmt.Errorf("%w: MaxTurns %d (1 or more; 0 for %d)", ErrConfig, cfg.MaxTurns, DefaultMaxTurns)
	case cfg.MaxGames < 0:
		return nil, fmt.Errorf("%w: MaxGames %d (1 or more; 0 for 2·Wins+3)", ErrConfig, cfg.MaxGames)
	}
	if r.wins == 0 {
		r.wins = DefaultWins
	}
	if r.maxTurns == 0 {
		r.maxTurns = DefaultMaxTurns
	}
	if r.maxGames == 0 {
		r.maxGames = MaxGames(r.wins)
	}
	for i, s := range cfg.Seats {
		r.names[i] = s.Name
		if s.Name == "" {
			r.names[i] = fmt.Sprintf("P%d", i+1)
		}
		switch {
		case s.Deck == nil:
			return nil, fmt.Errorf("%w: seat %d (%s) has no deck", ErrConfig, i, r.names[i])
		case s.Decider == nil:
			return nil, fmt.Errorf("%w: seat %d (%s) has no decider", ErrConfig, i, r.names[i])
		}
		r.decks[i] = s.Deck
	}
	if r.names[0] == r.names[1] {
		return nil, fmt.Errorf("%w: both seats are named %q", ErrConfig, r.names[0])
	}
	for i := range r.decks {
		if err := r.check(0, engine.PlayerID(i)); err != nil {
			return nil, err
		}
	}
	return r, nil
}

// check checks the deck seat plays in game k for the match's format.
func (r *runner) check(k int, seat engine.PlayerID) error {
	if err := r.decks[seat].Check(r.cfg.Format, r.cfg.Seats[seat].Pool); err != nil {
		return &DeckError{Game: k, Seat: seat, Name: r.names[seat], Deck: r.decks[seat].Name, Format: r.cfg.Format, Err: err}
	}
	return nil
}

// sideboard gives each seat the chance to change its deck before game k,
// after game prev (CR 100.4), and checks the deck it will play.
func (r *runner) sideboard(k int, prev GameResult) error {
	if r.cfg.Sideboard == nil {
		return nil
	}
	for i := range r.decks {
		seat := engine.PlayerID(i)
		d, err := r.cfg.Sideboard(k, seat, prev, r.decks[i])
		if err != nil {
			return fmt.Errorf("match: before game %d: sideboard of seat %d (%s): %w", k+1, i, r.names[i], err)
		}
		if d == nil {
			continue
		}
		r.decks[i] = d
		if err := r.check(k, seat); err != nil {
			return err
		}
	}
	return nil
}
