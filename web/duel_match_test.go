package web_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/web"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// matchDuel serves a duel of matches (DuelConfig.Match) between the
// preset decks, each cut to its first size cards when size > 0: with
// seven cards, the player who does not play first loses at their first
// draw (CR 704.5b), so a game takes a few decisions. A bot opponent is a
// seeded Random decider.
func matchDuel(t testing.TB, seed uint64, size int, seats []web.Seat, opponents ...string) (*httptest.Server, *web.Duel) {
	t.Helper()
	if len(opponents) == 0 {
		opponents = []string{"random"}
	}
	game := func(c web.DuelChoice, n int) (*engine.Game, error) {
		var pcs []engine.PlayerConfig
		for i, name := range []string{c.Deck, c.OpponentDeck} {
			deck, err := cards.Deck(name)
			if err != nil {
				return nil, err
			}
			if size > 0 {
				deck = deck[:size]
			}
			pcs = append(pcs, engine.PlayerConfig{Name: []string{"You", "Bot"}[i], Deck: deck})
		}
		if c.Opponent != web.Person {
			pcs[1].Decider = engine.NewRandom(seed + uint64(n) + 1)
		}
		return engine.New(pcs, engine.WithSeed(seed+uint64(n)), engine.WithWaitingDecisions(), engine.WithRecording())
	}
	d, err := web.NewDuel(web.DuelConfig{Seats: seats, AnswerForced: true, Lookup: cards.Lookup, Match: &web.DuelMatch{
		Decks: []string{"cathar", "werewolves", "howlpack"}, Opponents: opponents,
		Default: web.DuelChoice{Deck: "cathar", OpponentDeck: "werewolves", Opponent: opponents[0], BestOf: 1},
		Game:    game,
	}})
	require.NoError(t, err)
	return httptestServer(t, d), d
}

// finish answers the human's decisions with a seeded Random decider until
// the game is over, and returns the last state.
func finish(t testing.TB, srv *httptest.Server, s web.DuelState, seed uint64) web.DuelState {
	t.Helper()
	r := engine.NewRandom(seed)
	for range 500 {
		if s.Over {
			return s
		}
		require.NotNil(t, s.Decision)
		assert.False(t, s.Revealed, "no hand is revealed before the end")
		assert.Empty(t, s.View.Players[1].Hand, "the bot's hand is hidden before the end")
		ans, err := r.Decide(nil, s.Decision)
		require.NoError(t, err)
		code, b := post(t, srv, fmt.Sprintf("/api/answer?seq=%d", s.Seq), reply(t, 0, ans))
		require.Equal(t, http.StatusOK, code, string(b))
		s = state(t, b)
	}
	t.Fatal("the game did not end")
	return s
}

// TestDuelMatchMulligan: a game of a match begins from its first
// decision, and the person's decisions of the start (who plays first,
// keep or mulligan, the card put on the bottom) are answered over HTTP,
// the hand in view while deciding (CR 103.1, 103.5).
func TestDuelMatchMulligan(t *testing.T) {
	srv, _ := matchDuel(t, 3, 0, nil)
	s := state(t, mustState(t, srv))
	require.NotNil(t, s.Match)
	assert.Equal(t, 1, s.Match.Game)
	kinds := map[engine.DecisionKind]int{}
	var bottom engine.ObjID
	for s.Decision != nil && s.View.Turn == 0 {
		d := s.Decision
		kinds[d.Kind]++
		assert.Len(t, s.View.Players[0].Hand, s.View.Players[0].HandSize, "the person sees their hand while deciding")
		var ans []int
		switch d.Kind {
		case engine.DecideStartingPlayer:
			assert.Equal(t, s.Match.Chooser, engine.PlayerID(0))
			ans = []int{0} // play first
			assert.Equal(t, "play", d.Options[0].Word)
		case engine.DecideMulligan:
			ans = []int{0} // keep
			if kinds[engine.DecideMulligan] == 1 {
				ans = []int{1}
				assert.Equal(t, "mulligan", d.Options[1].Word)
			}
		case engine.DecideBottom:
			require.Equal(t, 1, d.Min)
			tg, ok := d.Target(len(d.Options) - 1)
			require.True(t, ok)
			ans, bottom = []int{len(d.Options) - 1}, tg.Obj
		default:
			t.Fatalf("a decision of the start was expected, not %v", d.Kind)
		}
		code, b := post(t, srv, fmt.Sprintf("/api/answer?seq=%d", s.Seq), reply(t, 0, ans))
		require.Equal(t, http.StatusOK, code, string(b))
		s = state(t, b)
	}
	assert.Equal(t, 2, kinds[engine.DecideMulligan], "a mulligan, then keep")
	assert.Equal(t, 1, kinds[engine.DecideBottom], "one card to the bottom")
	require.NotZero(t, bottom)
	me := s.View.Players[0]
	assert.Equal(t, 1, me.Mulligans)
	for _, c := range me.Hand {
		assert.NotEqual(t, bottom, c.Obj, "the card chosen went to the bottom")
	}
}

// TestDuelMatchChoices: POST /api/new begins a new match with the
// choices of its body; an unknown deck or opponent, a best of 2 or an
// unknown field are refused with 400 and change nothing.
func TestDuelMatchChoices(t *testing.T) {
	srv, _ := matchDuel(t, 5, 7, nil, "random", "greedy")
	code, b := get(t, srv, "/api/setup")
	require.Equal(t, http.StatusOK, code, string(b))
	var setup web.DuelSetup
	require.NoError(t, json.Unmarshal(b, &setup))
	assert.Equal(t, []string{"cathar", "werewolves", "howlpack"}, setup.Decks)
	assert.Equal(t, []string{"random", "greedy"}, setup.Opponents)
	assert.Equal(t, "cathar", setup.Choice.Deck)

	before := mustState(t, srv)
	for _, body := range []string{
		`{"deck":"nope"}`, `{"opponentDeck":"Cathar"}`, `{"opponent":"search"}`, `{"opponent":"person"}`,
		`{"bestOf":2}`, `{"bestOf":-1}`, `{"deck":"cathar","seed":3}`, `[1]`,
	} {
		code, b := post(t, srv, "/api/new", []byte(body))
		assert.Equal(t, http.StatusBadRequest, code, "%s: %s", body, b)
		assert.Equal(t, string(before), string(mustState(t, srv)), "%s changes nothing", body)
	}

	code, b = post(t, srv, "/api/new", []byte(`{"deck":"howlpack","opponentDeck":"cathar","opponent":"greedy","bestOf":3}`))
	require.Equal(t, http.StatusOK, code, string(b))
	s := state(t, b)
	assert.Equal(t, web.DuelChoice{Deck: "howlpack", OpponentDeck: "cathar", Opponent: "greedy", BestOf: 3}, s.Match.Choice)
	assert.Equal(t, 1, s.Game)
	assert.Equal(t, 1, s.Match.Game)
	code, b = post(t, srv, "/api/new", []byte(`{"bestOf":1}`))
	require.Equal(t, http.StatusOK, code, string(b))
	assert.Equal(t, web.DuelChoice{Deck: "howlpack", OpponentDeck: "cathar", Opponent: "greedy", BestOf: 1}, state(t, b).Match.Choice,
		"a field left out keeps the match's")
}

// TestDuelRecordingAtEnd: the recording and the replay page are refused
// (409) while the game is played, whoever asks, and served once it is
// over, when every hand is revealed.
func TestDuelRecordingAtEnd(t *testing.T) {
	srv, _ := matchDuel(t, 7, 7, nil)
	for _, path := range []string{"/api/recording", "/api/replay"} {
		code, b := get(t, srv, path)
		assert.Equal(t, http.StatusConflict, code, "%s before the end: %s", path, b)
	}
	s := finish(t, srv, state(t, mustState(t, srv)), 70)
	assert.True(t, s.Revealed)
	for _, p := range s.View.Players {
		assert.Len(t, p.Hand, p.HandSize, "%s's hand is revealed", p.Name)
	}
	res, err := srv.Client().Get(srv.URL + "/api/recording")
	require.NoError(t, err)
	var rec engine.Recording
	require.NoError(t, json.NewDecoder(res.Body).Decode(&rec))
	res.Body.Close()
	assert.Equal(t, http.StatusOK, res.StatusCode)
	assert.Contains(t, res.Header.Get("Content-Disposition"), "attachment")
	g, err := engine.Replay(rec, cards.Lookup)
	require.NoError(t, err)
	over, winner := g.Over()
	assert.True(t, over, "the recording replays to the end")
	assert.Equal(t, s.View.Winner, winner)
	code, b := get(t, srv, "/api/replay")
	require.Equal(t, http.StatusOK, code, string(b))
	assert.True(t, strings.HasPrefix(string(b), "<!DOCTYPE html>"), "the replay page")
}

// TestDuelMatchBestOfThree: in a best of three the next game begins only
// once a game is over (POST /api/next; 409 before), its chooser the
// loser of the game before (CR 103.1), until a side has two wins; then
// only a new match begins.
func TestDuelMatchBestOfThree(t *testing.T) {
	srv, _ := matchDuel(t, 11, 7, nil)
	code, b := post(t, srv, "/api/new", []byte(`{"bestOf":3}`))
	require.Equal(t, http.StatusOK, code, string(b))
	s := state(t, b)
	code, b = post(t, srv, "/api/next", []byte(`{}`))
	assert.Equal(t, http.StatusConflict, code, "the game is not over: %s", b)
	for game := 1; ; game++ {
		require.Equal(t, game, s.Match.Game)
		s = finish(t, srv, s, uint64(100+game))
		winner := s.View.Winner
		require.NotEqual(t, engine.NoPlayer, winner, "a game of seven-card decks is won by who plays first")
		if s.Match.Over {
			assert.Equal(t, 2, s.Match.Wins[winner])
			assert.Equal(t, winner, s.Match.Winner)
			assert.False(t, s.Match.Next)
			break
		}
		require.True(t, s.Match.Next)
		code, b := post(t, srv, "/api/next", []byte(`{}`))
		require.Equal(t, http.StatusOK, code, string(b))
		s = state(t, b)
		assert.Equal(t, 1-winner, s.Match.Chooser, "game %d: the loser of game %d chooses", game+1, game)
	}
	code, b = post(t, srv, "/api/next", []byte(`{}`))
	assert.Equal(t, http.StatusConflict, code, "the match is over: %s", b)
	code, b = post(t, srv, "/api/new", []byte(`{}`))
	require.Equal(t, http.StatusOK, code, string(b))
	s = state(t, b)
	assert.Equal(t, [2]int{}, s.Match.Wins, "a new match")
	assert.Equal(t, 3, s.Match.Choice.BestOf)
}

// TestDuelMatchPeople: with two seats by token, a spectator may neither
// begin a match nor read the recording's refusal past 409; a seat may
// begin one, with a person as the opponent only.
func TestDuelMatchPeople(t *testing.T) {
	seats := []web.Seat{{Player: 0, Token: strings.Repeat("a", 26)}, {Player: 1, Token: strings.Repeat("b", 26)}}
	srv, _ := matchDuel(t, 13, 7, seats, web.Person)
	code, b := post(t, srv, "/api/new", []byte(`{}`))
	assert.Equal(t, http.StatusForbidden, code, "a spectator: %s", b)
	code, b = post(t, srv, "/api/next", []byte(`{}`))
	assert.Equal(t, http.StatusForbidden, code, "a spectator: %s", b)
	as := func(tok, path, body string) (int, []byte) {
		req, err := http.NewRequest(http.MethodPost, srv.URL+path, strings.NewReader(body))
		require.NoError(t, err)
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+tok)
		res, err := srv.Client().Do(req)
		require.NoError(t, err)
		defer res.Body.Close()
		var raw json.RawMessage
		_ = json.NewDecoder(res.Body).Decode(&raw)
		return res.StatusCode, raw
	}
	code, b = as(seats[1].Token, "/api/new", `{"opponent":"random"}`)
	assert.Equal(t, http.StatusBadRequest, code, "no bot with two people: %s", b)
	code, b = as(strings.Repeat("c", 26), "/api/new", `{}`)
	assert.Equal(t, http.StatusForbidden, code, "no seat's token: %s", b)
	code, b = as(seats[1].Token, "/api/new", `{"deck":"howlpack","bestOf":3}`)
	require.Equal(t, http.StatusOK, code, string(b))
	s := state(t, b)
	assert.Equal(t, web.DuelChoice{Deck: "howlpack", OpponentDeck: "werewolves", Opponent: web.Person, BestOf: 3}, s.Match.Choice)
	assert.Equal(t, engine.PlayerID(1), s.View.Viewer)
}
