package match_test

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/decklist"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/match"
)

// plains is a deck of n Plains. A game of two decks of seven Plains, both
// players keeping, lasts two turns: the player who does not play first
// draws from an empty library on turn 2 and loses (CR 704.5b), so the
// starting player wins.
func plains(n int) *decklist.Deck {
	return &decklist.Deck{Name: fmt.Sprintf("%d Plains", n),
		Main: []decklist.Entry{{Count: n, Name: "Plains", Def: cards.MustLookup("Plains")}}}
}

// choosing is a decider that answers "play" or "draw" (start) when it
// chooses who plays first, keeps every opening hand, and answers the
// rest at random.
func choosing(start string, seed uint64) engine.Decider {
	rnd := engine.NewRandom(seed)
	return engine.DeciderFunc(func(g *engine.Game, d *engine.Decision) ([]int, error) {
		word := ""
		switch d.Kind {
		case engine.DecideStartingPlayer:
			word = start
		case engine.DecideMulligan:
			word = "keep"
		default:
			return rnd.Decide(g, d)
		}
		for i, o := range d.Options {
			if o.Word == word {
				return []int{i}, nil
			}
		}
		return nil, fmt.Errorf("no option %q", word)
	})
}

// seats are two seats with 7-Plains decks whose deciders choose as
// starts says.
func seats(starts [2]string) [2]match.Seat {
	return [2]match.Seat{
		{Name: "Alice", Deck: plains(7), Decider: choosing(starts[0], 1)},
		{Name: "Bob", Deck: plains(7), Decider: choosing(starts[1], 2)},
	}
}

// TestLoserChooses: in every game after the first, the loser of the
// previous game chooses who plays first (CR 103.1). Both players choose
// to play first, and the starting player wins, so the games alternate
// and the match goes to three; the first game's chooser is drawn at
// random, each seat on some seeds.
func TestLoserChooses(t *testing.T) {
	first := map[engine.PlayerID]bool{}
	for seed := range uint64(8) {
		res, err := match.Play(match.Config{Seats: seats([2]string{"play", "play"}), Seed: seed, Format: decklist.Custom})
		require.NoError(t, err)
		require.Len(t, res.Games, 3, "seed %d", seed)
		for k, g := range res.Games {
			assert.Equal(t, g.Chooser, g.Starting, "the chooser plays first")
			assert.Equal(t, g.Starting, g.Winner, "the starting player wins")
			assert.Equal(t, 2, g.Turns)
			if k > 0 {
				assert.Equal(t, 1-res.Games[k-1].Winner, g.Chooser, "seed %d, game %d: the loser of game %d chooses", seed, k+1, k)
			}
		}
		assert.Equal(t, res.Games[2].Winner, res.Winner)
		assert.Equal(t, 2, res.Wins[res.Winner])
		assert.Equal(t, 1, res.Wins[1-res.Winner])
		first[res.Games[0].Chooser] = true
	}
	assert.Len(t, first, 2, "the first game's chooser is drawn at random: both seats on eight seeds")
}

// capThenShort is a sideboard hook that gives every seat seven Plains
// after the first game: with 20-card decks and a turn cap of 2 the first
// game is stopped at the cap, a draw, and the second is decided on turn 2.
func capThenShort(game int, _ engine.PlayerID, _ match.GameResult, d *decklist.Deck) (*decklist.Deck, error) {
	if game == 1 {
		return plains(7), nil
	}
	return nil, nil
}

// TestDrawKeepsChooser: after a drawn game, the player who chose for it
// chooses again (CR 103.1); a drawn game counts toward neither side.
func TestDrawKeepsChooser(t *testing.T) {
	for seed := range uint64(4) {
		s := seats([2]string{"play", "play"})
		s[0].Deck, s[1].Deck = plains(20), plains(20)
		res, err := match.Play(match.Config{Seats: s, Seed: seed, Wins: 1, MaxTurns: 2, Format: decklist.Custom,
			Sideboard: capThenShort})
		require.NoError(t, err)
		require.Len(t, res.Games, 2, "a draw, then the deciding game of a best of one")
		draw, next := res.Games[0], res.Games[1]
		assert.True(t, draw.Capped)
		assert.Equal(t, engine.NoPlayer, draw.Winner)
		assert.Equal(t, 2, draw.Turns, "the turn cap")
		assert.Equal(t, draw.Chooser, next.Chooser, "seed %d: the chooser of the drawn game chooses again", seed)
		assert.Equal(t, 1, res.Draws)
		assert.Equal(t, next.Winner, res.Winner)
		assert.Equal(t, 1, res.Wins[0]+res.Wins[1], "the draw counts toward neither side")
	}
}

// TestMatchLength: a best of one ends after one decisive game, a best of
// three once a side has won two (CR 100.6a); a match of drawn games ends at the game
// cap with no winner. Alice always plays first (she chooses to play, Bob
// to draw) and wins every game.
func TestMatchLength(t *testing.T) {
	for _, tc := range []struct {
		name          string
		wins          int
		aliceWins     int
		sideboard     bool // a drawn game first
		wantGames     int
		wantDraws     int
		wantWinner    engine.PlayerID
		maxTurns      int
		deck, maxGame int
	}{
		{name: "best of one", wins: 1, aliceWins: 1, wantGames: 1, wantWinner: 0},
		{name: "best of one after a draw", wins: 1, sideboard: true, aliceWins: 1, wantGames: 2, wantDraws: 1, wantWinner: 0},
		{name: "best of three", wins: 2, aliceWins: 2, wantGames: 2, wantWinner: 0},
		{name: "best of three by default", wins: 0, aliceWins: 2, wantGames: 2, wantWinner: 0},
		{name: "best of five", wins: 3, aliceWins: 3, wantGames: 3, wantWinner: 0},
		{name: "draws to the cap", wins: 2, deck: 20, maxTurns: 1, wantGames: 7, wantDraws: 7, wantWinner: engine.NoPlayer},
		{name: "draws to a cap of 3", wins: 2, deck: 20, maxTurns: 1, maxGame: 3, wantGames: 3, wantDraws: 3, wantWinner: engine.NoPlayer},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := seats([2]string{"play", "draw"})
			cfg := match.Config{Seats: s, Seed: 3, Wins: tc.wins, MaxTurns: tc.maxTurns, MaxGames: tc.maxGame, Format: decklist.Custom}
			if tc.sideboard {
				cfg.Seats[0].Deck, cfg.Seats[1].Deck = plains(20), plains(20)
				cfg.MaxTurns, cfg.Sideboard = 2, capThenShort
			}
			if tc.deck > 0 {
				cfg.Seats[0].Deck, cfg.Seats[1].Deck = plains(tc.deck), plains(tc.deck)
			}
			res, err := match.Play(cfg)
			require.NoError(t, err)
			assert.Len(t, res.Games, tc.wantGames)
			assert.Equal(t, tc.aliceWins, res.Wins[0])
			assert.Zero(t, res.Wins[1])
			assert.Equal(t, tc.wantDraws, res.Draws)
			assert.Equal(t, tc.wantWinner, res.Winner)
		})
	}
}

// TestMatchCapMoreWins: a match that reaches its game cap is won by the
// side with more wins.
func TestMatchCapMoreWins(t *testing.T) {
	s := seats([2]string{"play", "draw"})
	s[0].Deck, s[1].Deck = plains(20), plains(20)
	sb := func(game int, _ engine.PlayerID, _ match.GameResult, d *decklist.Deck) (*decklist.Deck, error) {
		if game == 2 {
			return plains(7), nil // game 3 is Alice's; the others are drawn
		}
		if game == 3 {
			return plains(20), nil
		}
		return nil, nil
	}
	res, err := match.Play(match.Config{Seats: s, Wins: 2, MaxTurns: 2, MaxGames: 4, Format: decklist.Custom, Sideboard: sb})
	require.NoError(t, err)
	require.Len(t, res.Games, 4)
	assert.Equal(t, [2]int{1, 0}, res.Wins)
	assert.Equal(t, 3, res.Draws)
	assert.Equal(t, engine.PlayerID(0), res.Winner, "one win to none at the cap")
}

// TestSideboardHook: the hook is called between games (CR 100.4), for
// each seat, with the previous game and the deck played in it; the deck
// it returns is the one played next, and the one after keeps it.
func TestSideboardHook(t *testing.T) {
	s := seats([2]string{"play", "play"})
	s[0].Deck, s[1].Deck = plains(20), plains(20)
	type call struct {
		game int
		seat engine.PlayerID
		prev uint64
		deck string
	}
	var calls []call
	sb := func(game int, seat engine.PlayerID, prev match.GameResult, d *decklist.Deck) (*decklist.Deck, error) {
		calls = append(calls, call{game, seat, prev.Seed, d.Name})
		return capThenShort(game, seat, prev, d)
	}
	res, err := match.Play(match.Config{Seats: s, Seed: 5, MaxTurns: 2, Format: decklist.Custom, Sideboard: sb})
	require.NoError(t, err)
	require.Len(t, res.Games, 4, "a draw, then three decided games")
	assert.True(t, res.Games[0].Capped)
	for _, g := range res.Games[1:] {
		assert.False(t, g.Capped, "the 7-Plains decks decide on turn 2")
		assert.Equal(t, 2, g.Turns)
	}
	want := []call{
		{1, 0, res.Games[0].Seed, "20 Plains"}, {1, 1, res.Games[0].Seed, "20 Plains"},
		{2, 0, res.Games[1].Seed, "7 Plains"}, {2, 1, res.Games[1].Seed, "7 Plains"},
		{3, 0, res.Games[2].Seed, "7 Plains"}, {3, 1, res.Games[2].Seed, "7 Plains"},
	}
	assert.Equal(t, want, calls)
}

// TestDeckChecked: every deck is checked for the match's format (CR
// 100.2a): a deck the sideboard hook returns that fails is an error
// naming the seat and the rule, before the game is played; so is a seat's
// first deck.
func TestDeckChecked(t *testing.T) {
	s := seats([2]string{"play", "play"})
	s[0].Deck, s[1].Deck = plains(60), plains(60)
	sb := func(game int, seat engine.PlayerID, _ match.GameResult, d *decklist.Deck) (*decklist.Deck, error) {
		if seat == 1 {
			return plains(59), nil
		}
		return nil, nil
	}
	res, err := match.Play(match.Config{Seats: s, MaxTurns: 1, Sideboard: sb}) // constructed, the zero Format
	require.Error(t, err)
	assert.Len(t, res.Games, 1, "the first game was played")
	var de *match.DeckError
	require.ErrorAs(t, err, &de)
	assert.Equal(t, 1, de.Game)
	assert.Equal(t, engine.PlayerID(1), de.Seat)
	assert.ErrorIs(t, err, decklist.ErrDeckSize)
	assert.Contains(t, err.Error(), "game 2: seat 1 (Bob)")
	assert.Contains(t, err.Error(), "CR 100.2a")

	s[1].Deck = plains(59)
	res, err = match.Play(match.Config{Seats: s, MaxTurns: 1})
	require.ErrorAs(t, err, &de)
	assert.Equal(t, 0, de.Game)
	assert.ErrorIs(t, err, decklist.ErrDeckSize)
	assert.Empty(t, res.Games)

	boom := errors.New("boom")
	s[1].Deck = plains(60)
	_, err = match.Play(match.Config{Seats: s, MaxTurns: 1, Sideboard: func(int, engine.PlayerID, match.GameResult, *decklist.Deck) (*decklist.Deck, error) {
		return nil, boom
	}})
	assert.ErrorIs(t, err, boom)
	assert.Contains(t, err.Error(), "before game 2: sideboard of seat 0 (Alice)")
}

// presetSeats are two seats with the preset decks cathar and werewolves
// and random deciders seeded from seed.
func presetSeats(t *testing.T, seed uint64) [2]match.Seat {
	t.Helper()
	var s [2]match.Seat
	for seat, name := range []string{"cathar", "werewolves"} {
		i := slices.IndexFunc(cards.Presets(), func(p cards.Preset) bool { return p.Name == name })
		require.GreaterOrEqual(t, i, 0, name)
		d, err := decklist.FromPreset(cards.Presets()[i], nil)
		require.NoError(t, err)
		s[seat] = match.Seat{Deck: d, Decider: engine.NewRandom(seed + uint64(seat))}
	}
	return s
}

// TestDeterministic: the same configuration, with deciders in the same
// state, gives the same result; game k's seed is GameSeed(seed, k).
func TestDeterministic(t *testing.T) {
	play := func(seed uint64) match.Result {
		res, err := match.Play(match.Config{Seats: presetSeats(t, 9), Seed: seed, Format: decklist.Custom,
			Options: []engine.GameOption{engine.WithoutLog()}})
		require.NoError(t, err)
		return res
	}
	a, b := play(4), play(4)
	assert.Equal(t, a, b)
	require.GreaterOrEqual(t, len(a.Games), 2)
	for k, g := range a.Games {
		assert.Equal(t, match.GameSeed(4, k), g.Seed)
		assert.Positive(t, g.Steps)
	}
	assert.NotEqual(t, a, play(5), "another seed, another match")
}

// TestConfigErrors: a configuration that can't be played is refused.
func TestConfigErrors(t *testing.T) {
	for name, edit := range map[string]func(*match.Config){
		"no deck":       func(c *match.Config) { c.Seats[1].Deck = nil },
		"no decider":    func(c *match.Config) { c.Seats[0].Decider = nil },
		"same names":    func(c *match.Config) { c.Seats[1].Name = "Alice" },
		"default names": func(c *match.Config) { c.Seats[0].Name, c.Seats[1].Name = "P2", "" },
		"wins":          func(c *match.Config) { c.Wins = -1 },
		"turns":         func(c *match.Config) { c.MaxTurns = -1 },
		"games":         func(c *match.Config) { c.MaxGames = -2 },
	} {
		cfg := match.Config{Seats: seats([2]string{"play", "play"}), Format: decklist.Custom}
		edit(&cfg)
		_, err := match.Play(cfg)
		assert.ErrorIs(t, err, match.ErrConfig, name)
	}
}

// TestNextChooser: the loser of a game chooses who plays first in the
// next (CR 103.1), and after a drawn game the player who chose for it.
func TestNextChooser(t *testing.T) {
	require.Equal(t, engine.PlayerID(1), match.NextChooser(0, 0))
	require.Equal(t, engine.PlayerID(1), match.NextChooser(1, 0))
	require.Equal(t, engine.PlayerID(0), match.NextChooser(1, 1))
	require.Equal(t, engine.PlayerID(1), match.NextChooser(1, engine.NoPlayer))
	require.Equal(t, engine.PlayerID(0), match.NextChooser(0, engine.NoPlayer))
	require.Equal(t, 7, match.MaxGames(2))
}
