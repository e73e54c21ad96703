package web_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/web"
	"github.com/stretchr/testify/require"
)

// presetGame is a game of the cathar deck (the human, seat 0, who has no
// decider) against the werewolves deck (seat 1, bot), made
// WithWaitingDecisions and started.
func presetGame(t testing.TB, seed uint64, bot engine.Decider) *engine.Game {
	t.Helper()
	return presetGameDeciders(t, seed, nil, bot)
}

// presetGameDeciders is presetGame with a decider for the human's seat too
// (nil for none).
func presetGameDeciders(t testing.TB, seed uint64, human, bot engine.Decider) *engine.Game {
	t.Helper()
	a, err := cards.Deck("cathar")
	require.NoError(t, err)
	b, err := cards.Deck("werewolves")
	require.NoError(t, err)
	g, err := engine.New([]engine.PlayerConfig{{Name: "You", Deck: a, Decider: human}, {Name: "Bot", Deck: b, Decider: bot}},
		engine.WithSeed(seed), engine.WithWaitingDecisions())
	require.NoError(t, err)
	require.NoError(t, g.Start(engine.StartAt{Shuffle: true, OpeningHand: 7}))
	return g
}

// duelServer serves a duel of presetGame(seed) with a seeded random bot.
func duelServer(t testing.TB, seed uint64) (*httptest.Server, *web.Duel) {
	t.Helper()
	d, err := web.NewDuel(web.DuelConfig{Game: presetGame(t, seed, engine.NewRandom(seed+1)), Human: 0})
	require.NoError(t, err)
	srv := httptest.NewServer(d)
	t.Cleanup(srv.Close)
	return srv, d
}

// get fetches path and returns the status and body.
func get(t testing.TB, srv *httptest.Server, path string) (int, []byte) {
	t.Helper()
	res, err := srv.Client().Get(srv.URL + path)
	require.NoError(t, err)
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	require.NoError(t, err)
	return res.StatusCode, b
}

// post sends body to path and returns the status and body.
func post(t testing.TB, srv *httptest.Server, path string, body []byte) (int, []byte) {
	t.Helper()
	res, err := srv.Client().Post(srv.URL+path, "application/json", bytes.NewReader(body))
	require.NoError(t, err)
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	require.NoError(t, err)
	return res.StatusCode, b
}

// state decodes a state.
func state(t testing.TB, b []byte) web.DuelState {
	t.Helper()
	var s web.DuelState
	require.NoError(t, json.Unmarshal(b, &s), string(b))
	return s
}

// reply is the JSON of a reply.
func reply(t testing.TB, p engine.PlayerID, choices []int) []byte {
	t.Helper()
	b, err := json.Marshal(engine.Reply{Player: p, Choices: choices})
	require.NoError(t, err)
	return b
}

// mustState fetches the state, which must be served.
func mustState(t testing.TB, srv *httptest.Server) []byte {
	t.Helper()
	code, b := get(t, srv, "/api/state")
	require.Equal(t, http.StatusOK, code, string(b))
	return b
}

// httptestServer serves h for the test.
func httptestServer(t testing.TB, h http.Handler) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return srv
}
