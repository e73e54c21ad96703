package web

import (
	"testing"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/stretchr/testify/require"
)

// SeatTokens are the seats' tokens of the tests' duels between two
// people: seat 0's, then seat 1's.
var SeatTokens = [2]string{"seat0-secret-token-aaaaaaaa", "seat1-secret-token-bbbbbbbb"}

// PeopleGame is a game of the cathar deck (seat 0, "Ann") against the
// werewolves deck (seat 1, "Ben"), neither seat with a decider, made
// WithWaitingDecisions and started with seven cards in each hand.
func PeopleGame(t testing.TB, seed uint64) *engine.Game {
	t.Helper()
	g, err := newPeopleGame(seed)
	require.NoError(t, err)
	return g
}

// newPeopleGame is PeopleGame, for a server's NewGame, which runs in the
// server's goroutines: it returns its error.
func newPeopleGame(seed uint64) (*engine.Game, error) {
	a, err := cards.Deck("cathar")
	if err != nil {
		return nil, err
	}
	b, err := cards.Deck("werewolves")
	if err != nil {
		return nil, err
	}
	g, err := engine.New([]engine.PlayerConfig{{Name: "Ann", Deck: a}, {Name: "Ben", Deck: b}},
		engine.WithSeed(seed), engine.WithWaitingDecisions())
	if err != nil {
		return nil, err
	}
	return g, g.Start(engine.StartAt{Shuffle: true, OpeningHand: 7})
}

// PeopleDuel serves PeopleGame(seed) to two people, seat i known by
// SeatTokens[i], answering their forced decisions at once; its n-th new
// game is PeopleGame(seed+n).
func PeopleDuel(t testing.TB, seed uint64) *Duel {
	t.Helper()
	return peopleDuelOf(t, PeopleGame(t, seed), func(n int) (*engine.Game, error) { return newPeopleGame(seed + uint64(n)) })
}

// peopleDuelOf serves g to two people, seat i known by SeatTokens[i],
// answering their forced decisions at once, its new games made by
// newGame (nil: none).
func peopleDuelOf(t testing.TB, g *engine.Game, newGame func(int) (*engine.Game, error)) *Duel {
	t.Helper()
	d, err := NewDuel(DuelConfig{Game: g, AnswerForced: true, NewGame: newGame,
		Seats: []Seat{{Player: 0, Token: SeatTokens[0]}, {Player: 1, Token: SeatTokens[1]}}})
	require.NoError(t, err)
	return d
}
