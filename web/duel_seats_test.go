package web_test

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/web"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// spectator is the token of a request sent with none.
const spectator = ""

// peopleServer serves a duel between two people (web.PeopleDuel) of
// web.PeopleGame(seed).
func peopleServer(t testing.TB, seed uint64) *httptest.Server {
	t.Helper()
	return httptestServer(t, web.PeopleDuel(t, seed))
}

// call sends a request with the token given (Authorization: Bearer; none
// for "") and returns the status and body.
func call(t testing.TB, srv *httptest.Server, method, path, token string, body []byte) (int, []byte) {
	t.Helper()
	req, err := http.NewRequest(method, srv.URL+path, bytes.NewReader(body))
	require.NoError(t, err)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	if method == http.MethodPost {
		req.Header.Set("Content-Type", "application/json")
	}
	res, err := srv.Client().Do(req)
	require.NoError(t, err)
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	require.NoError(t, err)
	return res.StatusCode, b
}

// seatState fetches the state with token, which must be served.
func seatState(t testing.TB, srv *httptest.Server, token string) []byte {
	t.Helper()
	code, b := call(t, srv, http.MethodGet, "/api/state", token, nil)
	require.Equal(t, http.StatusOK, code, string(b))
	return b
}

// allStates are the states of both seats and of a spectator, in that
// order: what a refusal must leave as it was.
func allStates(t testing.TB, srv *httptest.Server) []string {
	t.Helper()
	return []string{string(seatState(t, srv, web.SeatTokens[0])), string(seatState(t, srv, web.SeatTokens[1])),
		string(seatState(t, srv, spectator))}
}

// handNames are the names of the cards in the hands a view shows.
func handNames(v engine.PlayerView) []string {
	var out []string
	for _, p := range v.Players {
		for _, c := range p.Hand {
			out = append(out, c.Name)
		}
	}
	return out
}

// TestDuelSeatsViews: with its token each seat sees its own view (its
// hand, not the other's) and only its own decision; with no token a
// request sees the spectator's view, in which neither hand shows a card
// (CR 400.2, 402.3) and no hidden card is named anywhere; and everyone
// sees whose decision waits. Serve PlayerView(0) to the spectator and
// the hand of seat 0 shows.
func TestDuelSeatsViews(t *testing.T) {
	srv := peopleServer(t, 5)
	ann, ben, watcher := state(t, seatState(t, srv, web.SeatTokens[0])), state(t, seatState(t, srv, web.SeatTokens[1])),
		seatState(t, srv, spectator)
	spec := state(t, watcher)

	assert.Equal(t, engine.PlayerID(0), ann.View.Viewer)
	require.NotNil(t, ann.Decision, "seat 0 plays first and decides")
	assert.Equal(t, engine.PlayerID(0), ann.Decision.Player)
	assert.Len(t, ann.View.Players[0].Hand, 7, "seat 0 sees its hand")
	assert.Empty(t, ann.View.Players[1].Hand, "seat 0 does not see seat 1's hand")
	assert.Equal(t, 7, ann.View.Players[1].HandSize)

	assert.Equal(t, engine.PlayerID(1), ben.View.Viewer)
	assert.Nil(t, ben.Decision, "seat 0's decision is not seat 1's")
	assert.Equal(t, engine.PlayerID(0), ben.Deciding, "seat 1 sees who decides")
	assert.Len(t, ben.View.Players[1].Hand, 7)
	assert.Empty(t, ben.View.Players[0].Hand)

	assert.Equal(t, engine.NoPlayer, spec.View.Viewer)
	assert.Nil(t, spec.Decision)
	assert.Equal(t, engine.PlayerID(0), spec.Deciding)
	assert.False(t, spec.NewGame, "a spectator deals no new game")
	for i, p := range spec.View.Players {
		assert.Empty(t, p.Hand, "the spectator sees no card of player %d's hand", i)
		assert.Equal(t, 7, p.HandSize)
	}
	hidden := append(handNames(ann.View), handNames(ben.View)...)
	require.Len(t, hidden, 14)
	for _, name := range hidden {
		assert.NotContains(t, string(watcher), `"`+name+`"`, "the spectator's state names no card of a hand")
	}
	for _, name := range handNames(ben.View) {
		if !strings.Contains(fmt.Sprint(handNames(ann.View)), name) {
			assert.NotContains(t, string(seatState(t, srv, web.SeatTokens[0])), `"`+name+`"`, "seat 0's state names no card of seat 1's hand")
		}
	}
}

// TestDuelSeatsRefusals: no request acts for a seat without that seat's
// token. An answer with no token, with another seat's or with one that is
// no seat's, a state asked with a wrong token, a new game asked by a
// spectator: each is refused with 403 and leaves every seat's state and
// the spectator's byte for byte as they were. Compare the reply's player
// with the token's seat no more in answer and seat 1's token answers
// seat 0's decision.
func TestDuelSeatsRefusals(t *testing.T) {
	srv := peopleServer(t, 5)
	before := allStates(t, srv)
	ann := state(t, []byte(before[0]))
	require.NotNil(t, ann.Decision)
	mine := reply(t, 0, []int{0})
	cases := []struct {
		name, method, path, token string
		body                      []byte
		says                      string
	}{
		{"an answer with no token", http.MethodPost, "/api/answer", spectator, mine, "spectator may not answer"},
		{"seat 0's answer with seat 1's token", http.MethodPost, "/api/answer", web.SeatTokens[1], mine, "you play player 1"},
		{"seat 1's answer to seat 0's decision", http.MethodPost, "/api/answer", web.SeatTokens[1], reply(t, 1, []int{0}), "not"},
		{"an answer with a token of no seat", http.MethodPost, "/api/answer", "seat0-secret-token-aaaaaaab", mine, "not one of this game's seats"},
		{"an answer with a token's prefix", http.MethodPost, "/api/answer", web.SeatTokens[0][:20], mine, "not one of this game's seats"},
		{"a state with a token of no seat", http.MethodGet, "/api/state", "nobody", nil, "not one of this game's seats"},
		{"a new game with no token", http.MethodPost, "/api/new", spectator, []byte(`{}`), "spectator may not deal a new game"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, body := call(t, srv, c.method, c.path, c.token, c.body)
			assert.Equal(t, http.StatusForbidden, code, string(body))
			assert.Contains(t, refusal(t, body), c.says)
			assert.Equal(t, before, allStates(t, srv), "every state is as it was")
		})
	}
	t.Run("not a bearer token", func(t *testing.T) {
		req, err := http.NewRequest(http.MethodPost, srv.URL+"/api/answer", bytes.NewReader(mine))
		require.NoError(t, err)
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Basic "+web.SeatTokens[0])
		res, err := srv.Client().Do(req)
		require.NoError(t, err)
		res.Body.Close()
		assert.Equal(t, http.StatusForbidden, res.StatusCode)
		assert.Equal(t, before, allStates(t, srv))
	})
	code, body := call(t, srv, http.MethodPost, fmt.Sprintf("/api/answer?seq=%d", ann.Seq), web.SeatTokens[0], mine)
	assert.Equal(t, http.StatusOK, code, "seat 0's token answers seat 0's decision: %s", body)
}

// TestDuelSeatsTakeTurns plays a game between two people through the
// API, each answering with a seeded random decider whenever their seat
// decides: each answer's state is what that seat's reload gets (the game
// resumes), the other seat's page and the spectator's see the game move
// on (a new seq, and the new events from the number they had on), and
// both seats decide on the way. Make answer keep the state's seq and the
// other pages never see a change.
func TestDuelSeatsTakeTurns(t *testing.T) {
	srv := peopleServer(t, 2)
	deciders := []engine.Decider{engine.NewRandom(11), engine.NewRandom(12)}
	answered := [2]int{}
	for range 12 {
		ann := state(t, seatState(t, srv, web.SeatTokens[0]))
		if ann.Over {
			break
		}
		seat := ann.Deciding
		require.Contains(t, []engine.PlayerID{0, 1}, seat)
		other := 1 - seat
		mine := state(t, seatState(t, srv, web.SeatTokens[seat]))
		theirs := state(t, seatState(t, srv, web.SeatTokens[other]))
		require.NotNil(t, mine.Decision)
		require.Nil(t, theirs.Decision, "one seat decides at a time")
		ans, err := deciders[seat].Decide(nil, mine.Decision)
		require.NoError(t, err)
		code, body := call(t, srv, http.MethodPost, fmt.Sprintf("/api/answer?seq=%d", mine.Seq), web.SeatTokens[seat], reply(t, seat, ans))
		require.Equal(t, http.StatusOK, code, string(body))
		answered[seat]++
		assert.Equal(t, string(body), string(seatState(t, srv, web.SeatTokens[seat])), "a reload resumes where the answer left the game")

		next := len(theirs.Events)
		code, b := call(t, srv, http.MethodGet, fmt.Sprintf("/api/state?events=%d&game=%d", next, theirs.Game), web.SeatTokens[other], nil)
		require.Equal(t, http.StatusOK, code, string(b))
		after := state(t, b)
		assert.NotEqual(t, theirs.Seq, after.Seq, "the other seat's page sees the game move on")
		assert.Equal(t, next, after.EventsFrom, "and gets only the events it lacks")
		assert.NotEmpty(t, after.Events, "the answer is in the other seat's log")
		spec := state(t, seatState(t, srv, spectator))
		assert.Equal(t, after.Seq, spec.Seq, "the spectator sees the same state")
		for _, p := range spec.View.Players {
			assert.Empty(t, p.Hand, "and never a card of a hand")
		}
	}
	assert.Positive(t, answered[0], "seat 0 decided")
	assert.Positive(t, answered[1], "seat 1 decided")
}

// TestNewDuelRefusesSeats checks the seats NewDuel cannot serve.
func TestNewDuelRefusesSeats(t *testing.T) {
	tok := web.SeatTokens
	cases := []struct {
		name  string
		seats []web.Seat
		says  string
	}{
		{"no token", []web.Seat{{Player: 0}, {Player: 1, Token: tok[1]}}, "a token has at least 22"},
		{"a short token", []web.Seat{{Player: 0, Token: "abc"}, {Player: 1, Token: tok[1]}}, "a token has at least 22"},
		{"a space in a token", []web.Seat{{Player: 0, Token: tok[0] + " x"}, {Player: 1, Token: tok[1]}}, "A-Z, a-z, 0-9"},
		{"a seat twice", []web.Seat{{Player: 0, Token: tok[0]}, {Player: 0, Token: tok[1]}}, "seat 0 is given twice"},
		{"the same token", []web.Seat{{Player: 0, Token: tok[0]}, {Player: 1, Token: tok[0]}}, "the same token"},
		{"a seat not in the game", []web.Seat{{Player: 0, Token: tok[0]}, {Player: 2, Token: tok[1]}}, "seat 2 is not in a game"},
		{"a seat with no decider and no person", []web.Seat{{Player: 1, Token: tok[1]}}, "give that seat a decider"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d, err := web.NewDuel(web.DuelConfig{Game: web.PeopleGame(t, 1), Seats: c.seats})
			require.Error(t, err)
			assert.Nil(t, d)
			assert.ErrorIs(t, err, web.ErrDuelConfig)
			assert.Contains(t, err.Error(), c.says)
		})
	}
}

// TestDuelOneSeatWithToken: one person against a bot, known by a token
// (cathar serve --public): the token answers, no token only watches.
func TestDuelOneSeatWithToken(t *testing.T) {
	d, err := web.NewDuel(web.DuelConfig{Game: presetGame(t, 3, engine.NewRandom(4)),
		Seats: []web.Seat{{Player: 0, Token: web.SeatTokens[0]}}})
	require.NoError(t, err)
	srv := httptestServer(t, d)
	spec := state(t, seatState(t, srv, spectator))
	assert.Equal(t, engine.NoPlayer, spec.View.Viewer)
	assert.Nil(t, spec.Decision)
	code, body := call(t, srv, http.MethodPost, "/api/answer", spectator, reply(t, 0, []int{0}))
	assert.Equal(t, http.StatusForbidden, code, string(body))
	code, body = call(t, srv, http.MethodPost, "/api/answer", web.SeatTokens[0], reply(t, 0, []int{0}))
	assert.Equal(t, http.StatusOK, code, string(body))
}
