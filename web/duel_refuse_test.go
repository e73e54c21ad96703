package web_test

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/web"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// refusal decodes an error body: {"error": "..."} and nothing else.
func refusal(t *testing.T, b []byte) string {
	t.Helper()
	var e map[string]string
	require.NoError(t, json.Unmarshal(b, &e), string(b))
	require.Len(t, e, 1, string(b))
	require.NotEmpty(t, e["error"], string(b))
	return e["error"]
}

// TestDuelRefusals sends every answer the server must refuse: each gets
// its 4xx and a JSON message that says why, and the game is exactly as it
// was (/api/state byte-equal before and after). Let serveAnswer skip a
// check (the player, the decoding) and the game moves or answers 200.
func TestDuelRefusals(t *testing.T) {
	srv, d := duelServer(t, 3)
	before := mustState(t, srv)
	s := state(t, before)
	require.NotNil(t, s.Decision)
	n := len(s.Decision.Options)
	cases := []struct {
		name, body string
		code       int
		says       string
	}{
		{"not JSON", `{"player": 0, "choices": [0]`, http.StatusBadRequest, "malformed"},
		{"no choices", `{"player": 0}`, http.StatusBadRequest, "choices"},
		{"unknown field", `{"player": 0, "choices": [0], "cheat": true}`, http.StatusBadRequest, "cheat"},
		{"negative index", `{"player": 0, "choices": [-1]}`, http.StatusBadRequest, "malformed"},
		{"two objects", `{"player": 0, "choices": [0]} {}`, http.StatusBadRequest, "malformed"},
		{"the bot's seat", `{"player": 1, "choices": [0]}`, http.StatusForbidden, "you play player 0"},
		{"a seat not in the game", `{"player": 5, "choices": [0]}`, http.StatusForbidden, "you play player 0"},
		{"no such option", string(reply(t, 0, []int{n + 3})), http.StatusUnprocessableEntity, "does not exist"},
		{"too many", string(reply(t, 0, []int{0, 1})), http.StatusUnprocessableEntity, "chosen"},
		{"none", `{"player": 0, "choices": []}`, http.StatusUnprocessableEntity, "chosen"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, body := post(t, srv, "/api/answer", []byte(c.body))
			assert.Equal(t, c.code, code, string(body))
			msg := refusal(t, body)
			t.Log(msg)
			assert.Contains(t, strings.ToLower(msg), strings.ToLower(c.says))
			assert.Equal(t, string(before), string(mustState(t, srv)), "the game is as it was")
		})
	}
	t.Run("too long", func(t *testing.T) {
		// Sent to the same duel through a server closed at once: the
		// connection of a 413 lingers half a second, which srv's Close
		// would wait for.
		res, err := http.Post(quickServer(t, d)+"/api/answer", "application/json",
			strings.NewReader(`{"player": 0, "choices": [`+strings.Repeat("0,", 40000)+`0]}`))
		require.NoError(t, err)
		body, err := io.ReadAll(res.Body)
		res.Body.Close()
		require.NoError(t, err)
		assert.Equal(t, http.StatusRequestEntityTooLarge, res.StatusCode)
		assert.Contains(t, refusal(t, body), "longer than 65536 bytes")
		assert.Equal(t, string(before), string(mustState(t, srv)))
	})
	t.Run("not JSON content", func(t *testing.T) {
		for _, path := range []string{"/api/answer", "/api/new"} {
			res, err := srv.Client().Post(srv.URL+path, "text/plain", strings.NewReader(string(reply(t, 0, []int{0}))))
			require.NoError(t, err)
			body, err := io.ReadAll(res.Body)
			res.Body.Close()
			require.NoError(t, err)
			assert.Equal(t, http.StatusUnsupportedMediaType, res.StatusCode)
			assert.Contains(t, refusal(t, body), "application/json")
			assert.Equal(t, string(before), string(mustState(t, srv)))
		}
	})
	t.Run("wrong method", func(t *testing.T) {
		code, body := get(t, srv, "/api/answer")
		assert.Equal(t, http.StatusMethodNotAllowed, code)
		assert.Contains(t, refusal(t, body), "use POST")
		code, body = post(t, srv, "/api/state", nil)
		assert.Equal(t, http.StatusMethodNotAllowed, code)
		assert.Contains(t, refusal(t, body), "use GET")
	})
	t.Run("no such page", func(t *testing.T) {
		code, body := get(t, srv, "/api/nothing")
		assert.Equal(t, http.StatusNotFound, code)
		refusal(t, body)
		code, body = post(t, srv, "/api/new", nil)
		assert.Equal(t, http.StatusNotFound, code, "no NewGame: no new game")
		assert.Contains(t, refusal(t, body), "no new game")
		assert.Equal(t, string(before), string(mustState(t, srv)))
	})
}

// TestDuelAnswerWhenOver refuses an answer once the game is over: nothing
// waits. Drop the check of Over and the answer reaches the game, which
// refuses it too, with the engine's words.
func TestDuelAnswerWhenOver(t *testing.T) {
	g := presetGame(t, 4, engine.NewRandom(5))
	require.NoError(t, g.Concede(0))
	d, err := web.NewDuel(web.DuelConfig{Game: g, Human: 0})
	require.NoError(t, err)
	srv := httptestServer(t, d)
	before := mustState(t, srv)
	s := state(t, before)
	assert.True(t, s.Over)
	assert.Equal(t, "you lost", s.Result)
	assert.Nil(t, s.Decision)
	code, body := post(t, srv, "/api/answer", reply(t, 0, []int{0}))
	assert.Equal(t, http.StatusConflict, code)
	assert.Contains(t, refusal(t, body), "the game is over")
	assert.Equal(t, string(before), string(mustState(t, srv)))
}

// TestNewDuelRefuses checks the configurations NewDuel cannot serve.
func TestNewDuelRefuses(t *testing.T) {
	notWaiting, err := engine.New([]engine.PlayerConfig{{Name: "A"}, {Name: "B"}}, engine.WithSeed(1))
	require.NoError(t, err)
	require.NoError(t, notWaiting.Start(engine.StartAt{}))
	notStarted, err := engine.New([]engine.PlayerConfig{{Name: "A"}, {Name: "B"}}, engine.WithSeed(1), engine.WithWaitingDecisions())
	require.NoError(t, err)
	cases := []struct {
		name string
		cfg  web.DuelConfig
		also error
		says string
	}{
		{"no game", web.DuelConfig{}, nil, "no game"},
		{"no such seat", web.DuelConfig{Game: presetGame(t, 1, engine.NewRandom(1)), Human: 2}, nil, "seat 2"},
		{"not waiting", web.DuelConfig{Game: notWaiting}, engine.ErrNotWaiting, "WithWaitingDecisions"},
		{"not started", web.DuelConfig{Game: notStarted}, engine.ErrNotStarted, "not started"},
		{"a bot without a decider", web.DuelConfig{Game: presetGame(t, 1, nil), Human: 1}, nil, "give that seat a decider"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d, err := web.NewDuel(c.cfg)
			require.Error(t, err)
			assert.Nil(t, d)
			assert.ErrorIs(t, err, web.ErrDuelConfig)
			if c.also != nil {
				assert.True(t, errors.Is(err, c.also), err)
			}
			assert.Contains(t, err.Error(), c.says)
		})
	}
}
