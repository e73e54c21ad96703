package web_test

import (
	"net/http"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/web"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// externalURL finds what would load something from elsewhere: a URL with
// a scheme or a protocol-relative one in an attribute, a CSS url() or
// @import of one. The SVG namespace is a name, never fetched.
var externalURL = regexp.MustCompile(`(?i)(https?:|ftp:|(src|href|action|srcset)\s*=\s*["']?//|url\(\s*["']?//|@import)`)

// TestDuelPage serves the page: HTML with the DOM contract's elements,
// everything inline (the markers replaced by the assets), no external URL,
// and a policy that forbids loading anything but the API. Put an
// https: link in duel.html and the test fails.
func TestDuelPage(t *testing.T) {
	srv, _ := duelServer(t, 1)
	res, err := srv.Client().Get(srv.URL + "/")
	require.NoError(t, err)
	res.Body.Close()
	assert.Equal(t, "text/html; charset=utf-8", res.Header.Get("Content-Type"))
	assert.Contains(t, res.Header.Get("Content-Security-Policy"), "default-src 'none'")
	code, body := get(t, srv, "/")
	require.Equal(t, http.StatusOK, code)
	page := string(body)
	for _, want := range []string{`id="prompt"`, `data-kind=`, `data-seq=`, `id="submit"`, `id="status"`,
		`id="error" role="alert"`, `id="events"`, `CatharBoard.render(`, `CatharBoard.renderEvents(`,
		`name="viewport"`} {
		assert.Contains(t, page, want)
	}
	assert.NotContains(t, page, "/*duel.js*/", "every asset is put inline")
	assert.NotContains(t, page, "/*board.css*/")
	scrubbed := strings.ReplaceAll(page, "http://www.w3.org/2000/svg", "")
	assert.Empty(t, externalURL.FindAllString(scrubbed, -1), "no external URL")
	_, again := get(t, srv, "/")
	assert.Equal(t, page, string(again), "the same page every time")
}

// TestDuelReloadResumes: the state lives in the server, so a page loaded
// again (GET /api/state) gets the state the last answer returned.
func TestDuelReloadResumes(t *testing.T) {
	srv, _ := duelServer(t, 6)
	s := state(t, mustState(t, srv))
	for range 5 {
		code, body := post(t, srv, "/api/answer", reply(t, 0, []int{len(s.Decision.Options) - 1}))
		require.Equal(t, http.StatusOK, code, string(body))
		assert.Equal(t, string(body), string(mustState(t, srv)), "a reload sees what the answer returned")
		s = state(t, body)
	}
}

// TestDuelNewGame replaces the game with the NewGame of the
// configuration, n counting the new games.
func TestDuelNewGame(t *testing.T) {
	var asked []int
	d, err := web.NewDuel(web.DuelConfig{Game: presetGame(t, 7, engine.NewRandom(8)), Human: 0,
		NewGame: func(n int) (*engine.Game, error) {
			asked = append(asked, n)
			return presetGame(t, 7, engine.NewRandom(8)), nil
		}})
	require.NoError(t, err)
	srv := httptestServer(t, d)
	first := state(t, mustState(t, srv))
	assert.True(t, first.NewGame)
	code, body := post(t, srv, "/api/answer", reply(t, 0, []int{0}))
	require.Equal(t, http.StatusOK, code, string(body))
	code, body = post(t, srv, "/api/new", nil)
	require.Equal(t, http.StatusOK, code, string(body))
	fresh := state(t, body)
	assert.Equal(t, first.View, fresh.View, "the same seed: the same new game")
	assert.Greater(t, fresh.Seq, first.Seq, "a new game is a new prompt")
	_, _ = post(t, srv, "/api/new", nil)
	assert.Equal(t, []int{1, 2}, asked)
}

// TestDuelAnswerForced: with AnswerForced, no decision with a single legal
// answer reaches the page. Drop the OnlyAnswer loop of advance and the
// first such decision is sent.
func TestDuelAnswerForced(t *testing.T) {
	d, err := web.NewDuel(web.DuelConfig{Game: presetGame(t, 1, engine.NewRandom(2)), Human: 0, AnswerForced: true})
	require.NoError(t, err)
	srv := httptestServer(t, d)
	human := engine.NewRandom(3)
	s := state(t, mustState(t, srv))
	for i := 0; i < 60 && !s.Over; i++ {
		_, only := engine.OnlyAnswer(s.Decision)
		require.False(t, only, "decision %d has one legal answer: %+v", i, s.Decision)
		ans, err := human.Decide(nil, s.Decision)
		require.NoError(t, err)
		code, body := post(t, srv, "/api/answer", reply(t, 0, ans))
		require.Equal(t, http.StatusOK, code, string(body))
		s = state(t, body)
	}
}

// TestDuelConcurrent sends answers and reads from many goroutines at once
// (run with -race): each request is served whole, one at a time, with a
// state or a refusal (a read while the bot thinks: 503). Drop the mutex
// and the race detector fails it.
func TestDuelConcurrent(t *testing.T) {
	srv, _ := duelServer(t, 10)
	var wg sync.WaitGroup
	codes := make([][]int, 6)
	for w := range codes {
		wg.Go(func() {
			for i := range 15 {
				var code int
				var body []byte
				if (w+i)%3 == 0 {
					code, body = get(t, srv, "/api/state")
				} else {
					code, body = post(t, srv, "/api/answer", reply(t, 0, []int{0}))
				}
				if code == http.StatusOK {
					_ = state(t, body)
				} else {
					refusal(t, body)
				}
				codes[w] = append(codes[w], code)
			}
		})
	}
	wg.Wait()
	for _, cs := range codes {
		for _, c := range cs {
			assert.Contains(t, []int{http.StatusOK, http.StatusConflict, http.StatusUnprocessableEntity, http.StatusServiceUnavailable}, c)
		}
	}
}
