package web_test

import (
	"fmt"
	"net/http"
	"sync/atomic"
	"testing"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/web"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDuelAnswerSeq: an answer sent with the seq of the state it answers
// is taken once; the same request sent again (a second tab, a retry) has
// the old seq and is refused with a 409, the game as it was, instead of
// being taken as the answer to the next decision. Drop the seq check of
// serveAnswer and the second request answers 200.
func TestDuelAnswerSeq(t *testing.T) {
	srv, _ := duelServer(t, 3)
	s := state(t, mustState(t, srv))
	require.NotNil(t, s.Decision)
	body := reply(t, 0, []int{0})
	path := fmt.Sprintf("/api/answer?seq=%d", s.Seq)
	code, b := post(t, srv, path, body)
	require.Equal(t, http.StatusOK, code, string(b))
	after := state(t, b)
	require.NotEqual(t, s.Seq, after.Seq)
	require.NotNil(t, after.Decision)
	before := mustState(t, srv)
	code, b = post(t, srv, path, body)
	assert.Equal(t, http.StatusConflict, code, string(b))
	assert.Contains(t, refusal(t, b), fmt.Sprintf("state %d, but the game has moved on to state %d", s.Seq, after.Seq))
	assert.Equal(t, string(before), string(mustState(t, srv)), "the game is as it was")
	code, b = post(t, srv, "/api/answer?seq=one", body)
	assert.Equal(t, http.StatusBadRequest, code, string(b))
	assert.Contains(t, refusal(t, b), "whole number")
	code, b = post(t, srv, fmt.Sprintf("/api/answer?seq=%d", after.Seq), body)
	assert.Equal(t, http.StatusOK, code, "the seq of the state now: "+string(b))
}

// TestDuelOpponentFails: a bot that answers illegally stops the game after
// the human's answer. The answer was taken; the state says the opponent
// failed (error), answers are refused with 503, and each request asks
// the bot again: once it answers, the game goes on with a new seq and no
// error. Without the retry the game waits for nobody for good.
func TestDuelOpponentFails(t *testing.T) {
	var failing atomic.Bool
	rnd := engine.NewRandom(5)
	bot := engine.DeciderFunc(func(g *engine.Game, d *engine.Decision) ([]int, error) {
		if failing.Load() {
			return []int{len(d.Options) + 7}, nil
		}
		return rnd.Decide(g, d)
	})
	d, err := web.NewDuel(web.DuelConfig{Game: presetGame(t, 3, bot), Human: 0})
	require.NoError(t, err)
	srv := httptestServer(t, d)
	s := state(t, mustState(t, srv))
	failing.Store(true)
	for i := 0; i < 50 && s.Error == ""; i++ {
		require.NotNil(t, s.Decision, "the bot is asked before the game ends")
		code, b := post(t, srv, fmt.Sprintf("/api/answer?seq=%d", s.Seq), reply(t, 0, []int{len(s.Decision.Options) - 1}))
		require.Equal(t, http.StatusOK, code, "the human's answer was taken: %s", b)
		s = state(t, b)
	}
	require.NotEmpty(t, s.Error, "the bot was asked")
	assert.Contains(t, s.Error, "the opponent failed")
	assert.Contains(t, s.Error, "illegal choice")
	assert.Nil(t, s.Decision)
	assert.False(t, s.Over)
	again := state(t, mustState(t, srv))
	assert.Equal(t, s.Error, again.Error, "a failing bot fails again")
	code, b := post(t, srv, "/api/answer", reply(t, 0, []int{0}))
	assert.Equal(t, http.StatusServiceUnavailable, code, string(b))
	assert.Contains(t, refusal(t, b), "the opponent failed")
	failing.Store(false)
	on := state(t, mustState(t, srv))
	assert.Empty(t, on.Error)
	assert.NotEqual(t, s.Seq, on.Seq)
	require.True(t, on.Decision != nil || on.Over, "the game goes on")
}
