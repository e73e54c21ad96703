package main

import (
	"fmt"

	"github.com/cathar-engine/cathar/bot"
	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
)

// deckNames are the preset decks the matches use (cards.Presets()).
var deckNames = [2]string{"cathar", "werewolves"}

// maxTurns ends a game that runs this long as a draw. No game gets there:
// a player who must draw from an empty library loses (CR 704.5b), which
// ends every game of 40-card decks before turn 70.
const maxTurns = 100

// gameOptions are the options of the games played: no event log, which
// keeps copies cheap.
var gameOptions = []engine.GameOption{engine.WithoutLog()}

// maker builds the decider of a seat, seeded from the game.
type maker func(seat engine.PlayerID, seed uint64) engine.Decider

// pairing returns, for a match game on seed s, the bot's seat and the
// decks of the bot and of its opponent: seats alternate with the seed's
// parity, and the bot's deck with the next bit, so that every four seeds
// cover both seats with both decks.
func pairing(s uint64) (seat engine.PlayerID, mine, opp string) {
	seat = engine.PlayerID(s % 2)
	k := (s / 2) % 2
	return seat, deckNames[k], deckNames[1-k]
}

// playGame plays one game on seed s between the bot and its opponent and
// reports whether the bot won.
func playGame(s uint64, mine, opp maker) (bool, error) {
	g, seat, err := playOut(s, mine, opp)
	if err != nil {
		return false, err
	}
	over, w := g.Over()
	return over && w == seat, nil
}

// playOut plays one game on seed s, until it is over or turn maxTurns has
// ended, and returns it and the bot's seat.
func playOut(s uint64, mine, opp maker) (*engine.Game, engine.PlayerID, error) {
	seat, botDeck, oppDeck := pairing(s)
	var ps [2]engine.Decider
	ps[seat] = mine(seat, bot.DeriveSeed(s, 1))
	ps[1-seat] = opp(1-seat, bot.DeriveSeed(s, 2))
	decks := [2]string{botDeck, oppDeck}
	if seat == 1 {
		decks = [2]string{oppDeck, botDeck}
	}
	var cfg []engine.PlayerConfig
	for i, name := range decks {
		lib, err := cards.Deck(name)
		if err != nil {
			return nil, seat, err
		}
		cfg = append(cfg, engine.PlayerConfig{Name: fmt.Sprintf("P%d-%s", i, name), Deck: lib, Decider: ps[i]})
	}
	g, err := engine.New(cfg, append([]engine.GameOption{engine.WithSeed(s)}, gameOptions...)...)
	if err != nil {
		return nil, seat, err
	}
	// The game begins from its first decision (CR 103): a chooser drawn
	// from the game's random source chooses who plays first, and each
	// player keeps or takes mulligans, as their decider answers.
	if err := g.Begin(engine.Beginning{RandomChooser: true}); err != nil {
		return nil, seat, err
	}
	for {
		if over, _ := g.Over(); over {
			return g, seat, nil
		}
		if t, _, _ := g.Turn(); t > maxTurns {
			return g, seat, nil
		}
		if err := g.Step(); err != nil {
			return nil, seat, fmt.Errorf("seed %d: %w", s, err)
		}
	}
}

// match plays the games on seeds from..from+n-1 and returns the bot's wins.
func match(from, n uint64, mine, opp maker) (int, error) {
	wins := 0
	for s := from; s < from+n; s++ {
		won, err := playGame(s, mine, opp)
		if err != nil {
			return wins, err
		}
		if won {
			wins++
		}
	}
	return wins, nil
}

func randomMaker(_ engine.PlayerID, seed uint64) engine.Decider { return engine.NewRandom(seed) }

func greedyMaker(seat engine.PlayerID, seed uint64) engine.Decider { return bot.NewGreedy(seat, seed) }

// searchMaker makes search bots with the settings par whose searched
// decisions are timed into times (nil: not timed).
func searchMaker(par bot.Params, times *timings) maker {
	return func(seat engine.PlayerID, seed uint64) engine.Decider {
		s := bot.NewSearch(seat, seed, bot.WithParams(par))
		if times == nil {
			return s
		}
		return &timed{d: s, times: times}
	}
}
