package web_test

import (
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

// send makes a request with the Host and Origin given ("" for the
// server's own Host, and no Origin) and returns the status and body.
func send(t *testing.T, srv *httptest.Server, method, path, host, origin, body string) (int, string) {
	t.Helper()
	req, err := http.NewRequest(method, srv.URL+path, strings.NewReader(body))
	require.NoError(t, err)
	if host != "" {
		req.Host = host
	}
	if origin != "" {
		req.Header.Set("Origin", origin)
	}
	if method == http.MethodPost {
		req.Header.Set("Content-Type", "application/json")
	}
	res, err := srv.Client().Do(req)
	require.NoError(t, err)
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	require.NoError(t, err)
	return res.StatusCode, string(b)
}

// TestDuelRefusesOtherSites: a page of another site that makes its name
// resolve to 127.0.0.1 (DNS rebinding) sends its own name as Host, and a
// cross-site POST carries its Origin: the server answers neither (403),
// and the game is as it was. The loopback names are served. Drop the
// guard from ServeHTTP and the rebinding requests answer 200.
func TestDuelRefusesOtherSites(t *testing.T) {
	srv, _ := duelServer(t, 3)
	before := mustState(t, srv)
	s := state(t, before)
	require.NotNil(t, s.Decision)
	answer := string(reply(t, 0, []int{0}))
	_, port, _ := strings.Cut(strings.TrimPrefix(srv.URL, "http://"), ":")
	cases := []struct {
		name, method, path, host, origin string
	}{
		{"state by another name", http.MethodGet, "/api/state", "evil.example:" + port, ""},
		{"page by another name", http.MethodGet, "/", "evil.example", ""},
		{"answer by another name", http.MethodPost, "/api/answer", "evil.example:" + port, "http://evil.example:" + port},
		{"answer from another origin", http.MethodPost, "/api/answer", "", "http://evil.example"},
		{"new game from another origin", http.MethodPost, "/api/new", "", "https://evil.example"},
		{"a private address", http.MethodGet, "/api/state", "192.168.1.5:" + port, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, body := send(t, srv, c.method, c.path, c.host, c.origin, answer)
			assert.Equal(t, http.StatusForbidden, code, body)
			assert.Contains(t, body, `"error"`)
			assert.Equal(t, string(before), string(mustState(t, srv)), "the game is as it was")
		})
	}
	for _, host := range []string{"localhost:" + port, "LOCALHOST", "127.0.0.1:" + port, "127.9.9.9", "[::1]:" + port} {
		code, body := send(t, srv, http.MethodGet, "/api/state", host, "", "")
		assert.Equal(t, http.StatusOK, code, host+": "+body)
	}
	code, body := send(t, srv, http.MethodPost, "/api/answer", "localhost:"+port, "http://localhost:"+port, answer)
	assert.Equal(t, http.StatusOK, code, "the page's own origin may answer: "+body)
}

// TestDuelHosts: DuelConfig.Hosts adds names the server answers, "*" any.
func TestDuelHosts(t *testing.T) {
	for hosts, ok := range map[string]map[string]bool{
		"game.lan":      {"game.lan:8080": true, "GAME.lan": true, "evil.example": false},
		"game.lan:8080": {"game.lan:9999": true, "evil.example": false},
		"*":             {"evil.example": true, "192.168.1.5:80": true},
	} {
		d, err := web.NewDuel(web.DuelConfig{Game: presetGame(t, 1, engine.NewRandom(2)), Hosts: []string{hosts}})
		require.NoError(t, err)
		srv := httptestServer(t, d)
		for host, want := range ok {
			code, body := send(t, srv, http.MethodGet, "/api/state", host, "", "")
			assert.Equal(t, want, code == http.StatusOK, "Hosts %q, Host %q: %d %s", hosts, host, code, body)
		}
	}
}

// TestDuelSecurityHeaders: no page of another site may frame the duel
// page, and no response is sniffed as another type (the 404 repeats the
// path asked). Remove frame-ancestors or the nosniff of writeError and
// this fails.
func TestDuelSecurityHeaders(t *testing.T) {
	srv, _ := duelServer(t, 1)
	res, err := srv.Client().Get(srv.URL + "/")
	require.NoError(t, err)
	res.Body.Close()
	assert.Contains(t, res.Header.Get("Content-Security-Policy"), "frame-ancestors 'none'")
	assert.Equal(t, "DENY", res.Header.Get("X-Frame-Options"))
	res, err = srv.Client().Get(srv.URL + "/<script>")
	require.NoError(t, err)
	res.Body.Close()
	assert.Equal(t, http.StatusNotFound, res.StatusCode)
	assert.Equal(t, "nosniff", res.Header.Get("X-Content-Type-Options"))
}

// TestDuelOriginHTTPOnly: a POST may come from the server's own origin
// only, http:// and the request's Host with its port. The server speaks
// no TLS, so an https:// origin is another site's, even of the same host
// and port: 403, and the game as it was. So is another port, and the
// "null" origin of a sandboxed or file page. Accept https:// in
// originAllowed again and the first case answers 200.
func TestDuelOriginHTTPOnly(t *testing.T) {
	srv, _ := duelServer(t, 3)
	host := strings.TrimPrefix(srv.URL, "http://")
	before := mustState(t, srv)
	answer := string(reply(t, 0, []int{0}))
	for _, origin := range []string{"https://" + host, "HTTPS://" + host, "http://127.0.0.1:1", "http://" + host + ".evil.example", "null"} {
		code, body := send(t, srv, http.MethodPost, "/api/answer", "", origin, answer)
		assert.Equal(t, http.StatusForbidden, code, "Origin %s: %.200s", origin, body)
		assert.Contains(t, refusal(t, []byte(body)), "may not play this game")
		assert.Equal(t, string(before), string(mustState(t, srv)), "Origin %s: the game is as it was", origin)
	}
	code, body := send(t, srv, http.MethodPost, "/api/answer", "", "http://"+host, answer)
	assert.Equal(t, http.StatusOK, code, "the server's own origin: %s", body)
}
