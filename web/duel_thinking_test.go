package web

import (
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDuelStateWhileThinking: a reload while the opponent thinks does not
// wait for it: GET /api/state answers 503 with Retry-After at once (the
// page asks again a moment later), and the state once it is done. Take
// out the thinking check and the request waits on the game's mutex, which
// the test holds: it fails on its timeout instead of a 503.
func TestDuelStateWhileThinking(t *testing.T) {
	d, err := NewDuel(DuelConfig{Game: DivisionGame(t, nil), Human: 0})
	require.NoError(t, err)
	srv := httptest.NewServer(d)
	t.Cleanup(srv.Close)
	client := srv.Client()
	client.Timeout = 5 * time.Second
	d.mu.Lock()
	d.thinking.Store(true)
	res, err := client.Get(srv.URL + "/api/state")
	d.thinking.Store(false)
	d.mu.Unlock()
	require.NoError(t, err)
	res.Body.Close()
	assert.Equal(t, http.StatusServiceUnavailable, res.StatusCode)
	assert.Equal(t, "1", res.Header.Get("Retry-After"))
	res, err = client.Get(srv.URL + "/api/state")
	require.NoError(t, err)
	res.Body.Close()
	assert.Equal(t, http.StatusOK, res.StatusCode)
}
