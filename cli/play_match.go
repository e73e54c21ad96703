package cli

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/cathar-engine/cathar/decklist"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/match"
)

// matchResult is the outcome of one match of a match run (cathar play
// --match): its games' results, in order, and the seat that won it
// (engine.NoPlayer when neither did). Like a game's, it depends only on
// the configuration and the match's index.
type matchResult struct {
	games  []gameResult
	winner engine.PlayerID
}

// parseMatch reads --match: "" for a run of games, or boN (N odd, from 1
// to 99), a best of N, the first to (N+1)/2 wins. It returns the wins a
// match takes, 0 for a run of games.
func parseMatch(s string) (int, error) {
	if s == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(strings.TrimPrefix(strings.ToLower(s), "bo"))
	if !strings.HasPrefix(strings.ToLower(s), "bo") || err != nil || n < 1 || n > 99 || n%2 == 0 {
		return 0, fmt.Errorf("--match %q: want bo1 (best of one) or bo3 (best of three; boN for any odd N up to 99)", s)
	}
	return (n + 1) / 2, nil
}

// matchName is the name of a match run's format: bo1, bo3, ...
func matchName(wins int) string { return fmt.Sprintf("bo%d", 2*wins-1) }

// matchWords words a match run's format for the games line: "best of
// three".
func matchWords(wins int) string {
	switch wins {
	case 1:
		return "best of one"
	case 2:
		return "best of three"
	}
	return fmt.Sprintf("best of %d", 2*wins-1)
}

// checkMatch refuses a match run that is not between two players: a
// match is a two-player affair (CR 100.6a), between the two decks of
// --decks.
func (cfg *playConfig) checkMatch() error {
	switch {
	case cfg.match == 0:
		return nil
	case cfg.players != 2 || cfg.variant != engine.FreeForAll:
		return fmt.Errorf("--match plays two players, one deck each (--decks A,B), not %d players", cfg.players)
	case len(cfg.dealt) > 2:
		return fmt.Errorf("--match plays two decks (--decks A,B), not %d", len(cfg.dealt))
	}
	return nil
}

// playMatch plays match i of a match run with package match: the
// players P1 and P2 with the run's two decks, each with a random decider
// seeded from the match's seed that serves every game of the match,
// the run's turn cap, no check of the decks (--format checked the files
// when they were read).
func playMatch(cfg *playConfig, i int) (matchResult, error) {
	seed := gameSeed(cfg.seed, i)
	var seats [2]match.Seat
	for j := range seats {
		seats[j] = match.Seat{Name: fmt.Sprintf("P%d", j+1), Deck: cfg.dealt[j%len(cfg.dealt)].list(),
			Decider: engine.NewRandom(mix(seed + uint64(j) + 1))}
	}
	res, err := match.Play(match.Config{Seats: seats, Wins: cfg.match, Seed: seed, MaxTurns: cfg.turns,
		Format: decklist.Custom, Options: []engine.GameOption{engine.WithoutLog()}})
	if err != nil {
		return matchResult{}, fmt.Errorf("match %d (seed %d): %w", i, seed, err)
	}
	m := matchResult{winner: res.Winner, games: make([]gameResult, len(res.Games))}
	for k, g := range res.Games {
		r := gameResult{turns: g.Turns, actions: g.Steps, events: g.Events, winner: g.Winner, over: !g.Capped,
			mulls: g.Mulligans[0] + g.Mulligans[1]}
		copy(r.life[:], g.Life[:])
		m.games[k] = r
	}
	return m, nil
}

// list is the deck as a deck list for package match: its cards in order,
// a run of one card an entry, the library Deck.Cards gives back.
func (d deck) list() *decklist.Deck {
	l := &decklist.Deck{Name: d.name}
	for _, def := range d.cards {
		if n := len(l.Main); n > 0 && l.Main[n-1].Def == def {
			l.Main[n-1].Count++
			continue
		}
		l.Main = append(l.Main, decklist.Entry{Count: 1, Name: def.Name(), Def: def})
	}
	return l
}

// matchWinLine says who won how many matches: each deck by name (with
// its seat when both decks have one name).
func (cfg *playConfig) matchWinLine(wins [2]int) string {
	a, b := cfg.decks[0], cfg.decks[1%len(cfg.decks)]
	if a == b {
		a, b = "P1 ("+a+")", "P2 ("+b+")"
	}
	return fmt.Sprintf("%s %d, %s %d", a, wins[0], b, wins[1])
}
