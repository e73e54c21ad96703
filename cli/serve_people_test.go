package cli

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// peopleLinks matches what serve --people 2 prints: each seat's private
// link, then the spectators' address.
var peopleLinks = regexp.MustCompile(`Player 1 \(seat 0\): (http://127\.0\.0\.1:\d+/)\?seat=0&token=(\S+)\n` +
	`Player 2 \(seat 1\): (http://127\.0\.0\.1:\d+/)\?seat=1&token=(\S+)\nspectators: (http://127\.0\.0\.1:\d+/)\n`)

// tokenChars is crypto/rand.Text's alphabet: 26 characters of it hold
// 130 bits.
var tokenChars = regexp.MustCompile(`^[A-Z2-7]{26}$`)

// serveRequest sends a request to the served duel with the seat token
// given (none for "") and returns the status and the body.
func serveRequest(t *testing.T, method, url, token, body string) (int, string) {
	t.Helper()
	req, err := http.NewRequest(method, url, strings.NewReader(body))
	require.NoError(t, err)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	if method == http.MethodPost {
		req.Header.Set("Content-Type", "application/json")
	}
	res, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	require.NoError(t, err)
	return res.StatusCode, string(b)
}

// TestServePeople: serve --people 2 prints one private link per seat,
// each on the server's address with a token of its own (130 bits of
// crypto/rand), and the spectators' address. Each token sees its seat's
// view and answers its seat's decisions; with no token a request sees
// the spectator's view and answers nothing (403). Give both seats the
// same token and the tokens are not distinct.
func TestServePeople(t *testing.T) {
	m, out, errOut, stop := startServeWith(t, []string{"--addr", "127.0.0.1:0", "--people", "2", "--seed", "4"},
		defaultServeLimits, peopleLinks)
	base, tok0, tok1, spect := m[1], m[2], m[4], m[5]
	assert.Equal(t, base, m[3])
	assert.Equal(t, base, spect)
	assert.NotEqual(t, tok0, tok1, "each seat has its own token")
	for _, tok := range []string{tok0, tok1} {
		assert.Regexp(t, tokenChars, tok)
	}
	assert.Contains(t, out.String(), "two people play, Player 1 (seat 0) with cathar against Player 2 (seat 1) with werewolves (seed 4)")
	assert.Contains(t, out.String(), "give each player only their own link")

	viewer := regexp.MustCompile(`"viewer":(-?\d)`)
	for tok, want := range map[string]string{tok0: "0", tok1: "1", "": "-1"} {
		code, body := serveRequest(t, http.MethodGet, base+"api/state", tok, "")
		require.Equal(t, http.StatusOK, code, body)
		assert.Equal(t, want, viewer.FindStringSubmatch(body)[1], "the view of token %q", tok)
	}
	code, body := serveRequest(t, http.MethodGet, base+"?seat=0&token="+tok0, "", "")
	assert.Equal(t, http.StatusOK, code)
	assert.Contains(t, body, `id="prompt"`, "a seat's link is the page")
	res, err := http.DefaultClient.Do(mustRequest(t, base+"api/state", tok0))
	st := fetchState(t, res, err)
	require.NotNil(t, st.Decision, "seat 0 plays first")
	answer := fmt.Sprintf(`{"player":0,"choices":[%d]}`, st.Decision.Options[0].Index)
	for _, tok := range []string{"", tok1} {
		code, body := serveRequest(t, http.MethodPost, fmt.Sprintf("%sapi/answer?seq=%d", base, st.Seq), tok, answer)
		assert.Equal(t, http.StatusForbidden, code, "token %q answers for seat 0: %s", tok, body)
	}
	code, body = serveRequest(t, http.MethodPost, fmt.Sprintf("%sapi/answer?seq=%d", base, st.Seq), tok0, answer)
	assert.Equal(t, http.StatusOK, code, body)
	assert.Equal(t, 0, stop(), errOut.String())
	assert.Empty(t, errOut.String(), "no warning on a loopback address")
}

// mustRequest is a GET of url with the seat token given.
func mustRequest(t *testing.T, url, token string) *http.Request {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, url, nil)
	require.NoError(t, err)
	req.Header.Set("Authorization", "Bearer "+token)
	return req
}

// TestServePublicOnePerson: with --public one person against the bot gets
// a private link too (checked on the loopback interface): the page with
// no token only watches.
func TestServePublicOnePerson(t *testing.T) {
	link := regexp.MustCompile(`you \(seat 0\): (http://127\.0\.0\.1:\d+/)\?seat=0&token=(\S+)\nspectators: `)
	m, _, errOut, stop := startServeWith(t, []string{"--addr", "127.0.0.1:0", "--public", "--bot", "random"}, defaultServeLimits, link)
	assert.Regexp(t, tokenChars, m[2])
	code, body := serveRequest(t, http.MethodPost, m[1]+"api/answer", "", `{"player":0,"choices":[0]}`)
	assert.Equal(t, http.StatusForbidden, code, body)
	code, body = serveRequest(t, http.MethodPost, m[1]+"api/answer", m[2], `{"player":0,"choices":[0]}`)
	assert.Equal(t, http.StatusOK, code, body)
	assert.Equal(t, 0, stop(), errOut.String())
}

// TestServeNeedsPublic: an address beyond the loopback interface is
// refused without --public, with a message and status 2, before
// anything listens; with --public the flags are taken (checked without
// listening). Two people with a bot, and a number of people but 1 and
// 2, are refused too.
func TestServeNeedsPublic(t *testing.T) {
	for _, c := range []struct {
		args []string
		says string
	}{
		{[]string{"--addr", "0.0.0.0:0"}, "0.0.0.0:0 is not a loopback address: other machines could reach the game; give --public to serve them"},
		{[]string{"--addr", "192.168.1.5:8080", "--people", "2"}, "give --public"},
		{[]string{"--people", "3"}, "--people 3: one person plays against a bot (1) or two people play each other (2)"},
		{[]string{"--people", "2", "--bot", "greedy"}, "--bot: no bot plays when two people do (--people 2)"},
	} {
		var out, errOut bytes.Buffer
		assert.Equal(t, 2, run(append([]string{"serve"}, c.args...), &out, &errOut), c.args)
		assert.Contains(t, errOut.String(), c.says)
		assert.Empty(t, out.String(), "nothing listens")
	}
	var out, errOut bytes.Buffer
	cfg, code := newTestCommand(t, &out, &errOut).parseServe([]string{"--addr", "0.0.0.0:0", "--public", "--people", "2"})
	require.Equal(t, -1, code, errOut.String())
	assert.True(t, cfg.public)
	assert.Len(t, cfg.tokens(), 2)
	assert.Contains(t, cfg.banner("0.0.0.0:8080", cfg.tokens()), "0.0.0.0 listens on every address of this machine")
}

// TestServeCutsSlowBody: the server reads a whole request within its
// read timeout (here 100 ms; 10 s by default), body included: a POST
// whose body comes a byte every 40 ms (it would take 2.4 s) is cut off
// long before its end, and the game is as it was. Set only
// ReadHeaderTimeout, as serve once did, and the server waits for the
// whole body: the test fails on its time.
func TestServeCutsSlowBody(t *testing.T) {
	limits := defaultServeLimits
	limits.readHeader, limits.read = 100*time.Millisecond, 100*time.Millisecond
	m, _, errOut, stop := startServeWith(t, []string{"--addr", "127.0.0.1:0", "--bot", "random"}, limits, servedURL)
	url := m[1]
	code, before := serveRequest(t, http.MethodGet, url+"api/state", "", "")
	require.Equal(t, http.StatusOK, code)

	host := strings.TrimSuffix(strings.TrimPrefix(url, "http://"), "/")
	conn, err := net.Dial("tcp", host)
	require.NoError(t, err)
	defer conn.Close()
	body := `{"player":0,"choices":[0]}` + strings.Repeat(" ", 34)
	_, err = fmt.Fprintf(conn, "POST /api/answer HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n", host, len(body))
	require.NoError(t, err)
	start := time.Now()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() {
		for i := 0; i < len(body); i++ {
			select {
			case <-ctx.Done():
				return
			case <-time.After(40 * time.Millisecond):
			}
			if _, err := conn.Write([]byte{body[i]}); err != nil {
				return
			}
		}
	}()
	require.NoError(t, conn.SetReadDeadline(time.Now().Add(5*time.Second)))
	res, err := http.ReadResponse(bufio.NewReader(conn), nil)
	took := time.Since(start)
	if err == nil {
		b, _ := io.ReadAll(res.Body)
		res.Body.Close()
		assert.Equal(t, http.StatusRequestTimeout, res.StatusCode, "%s", b)
		assert.Contains(t, string(b), "the reply did not come in time")
	} else {
		assert.ErrorIs(t, err, io.ErrUnexpectedEOF, "the server closed the connection")
	}
	assert.Less(t, took, time.Second, "the slow body is cut off by the read timeout, not read to its end")
	cancel()
	code, after := serveRequest(t, http.MethodGet, url+"api/state", "", "")
	require.Equal(t, http.StatusOK, code)
	assert.Equal(t, before, after, "the game is as it was")
	assert.Equal(t, 0, stop(), errOut.String())
}

// TestServeLimits: serve's server bounds the whole request, not only its
// header, and the header's size.
func TestServeLimits(t *testing.T) {
	srv := defaultServeLimits.server(http.NotFoundHandler())
	assert.Equal(t, 10*time.Second, srv.ReadTimeout)
	assert.Equal(t, 5*time.Second, srv.ReadHeaderTimeout)
	assert.Positive(t, srv.WriteTimeout)
	assert.Positive(t, srv.IdleTimeout)
	assert.Equal(t, 16<<10, srv.MaxHeaderBytes)
}
