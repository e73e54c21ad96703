package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// lockedBuffer is a buffer the server's goroutine and the test share.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

var servedURL = regexp.MustCompile(`open (http://127\.0\.0\.1:\d+/) in a browser`)

// startServe runs serve with args until the test ends, and returns the
// URL it prints once it listens, and a function that stops it and
// returns its exit status.
func startServe(t *testing.T, args []string, opts ...Option) (url string, out, errOut *lockedBuffer, stop func() int) {
	t.Helper()
	m, out, errOut, stop := startServeWith(t, args, defaultServeLimits, servedURL, opts...)
	return m[1], out, errOut, stop
}

// startServeWith runs serve with args and the server's limits until the
// test ends, and returns the submatches of want in what it prints once
// it listens, and a function that stops it and returns its exit status.
func startServeWith(t *testing.T, args []string, limits serveLimits, want *regexp.Regexp, opts ...Option) (m []string, out, errOut *lockedBuffer, stop func() int) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	out, errOut = &lockedBuffer{}, &lockedBuffer{}
	c := newTestCommand(t, out, errOut, opts...)
	done := make(chan int, 1)
	go func() { done <- c.serveWith(ctx, args, limits) }()
	for deadline := time.Now().Add(10 * time.Second); m == nil && time.Now().Before(deadline); {
		m = want.FindStringSubmatch(out.String())
		if m == nil {
			time.Sleep(5 * time.Millisecond)
		}
	}
	stop = func() int {
		cancel()
		select {
		case code := <-done:
			return code
		case <-time.After(10 * time.Second):
			t.Fatal("the server did not stop")
		}
		return -1
	}
	if m == nil {
		stop()
		t.Fatalf("nothing like %s printed: %q %q", want, out.String(), errOut.String())
	}
	return m, out, errOut, stop
}

// serveState is what the serve tests read of a state.
type serveState struct {
	View struct {
		Players []struct{ Name string }
	}
	Decision *struct {
		Player  int
		Options []struct{ Index int }
	}
	Seq  int
	Over bool
}

// fetchState decodes the response of a request that must succeed.
func fetchState(t *testing.T, res *http.Response, err error) serveState {
	t.Helper()
	require.NoError(t, err)
	body, err := io.ReadAll(res.Body)
	res.Body.Close()
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, res.StatusCode, string(body))
	var st serveState
	require.NoError(t, json.Unmarshal(body, &st), string(body))
	return st
}

// TestServeServes starts the server on a free port, with the default bot
// (the search bot) and with the random one: it prints the URL once it
// listens, serves the state of a game of the cathar deck, plays answers
// against the bot, deals a new game, refuses a request sent to another
// name (DNS rebinding), and stops when its context is done.
func TestServeServes(t *testing.T) {
	for _, bot := range []string{"", "random"} {
		t.Run("bot="+bot, func(t *testing.T) {
			args := []string{"--addr", "127.0.0.1:0", "--seed", "3"}
			name := "search"
			if bot != "" {
				args, name = append(args, "--bot", bot), bot
			}
			url, out, errOut, stop := startServe(t, args)
			res, err := http.Get(url + "api/state")
			st := fetchState(t, res, err)
			require.Len(t, st.View.Players, 2)
			assert.Equal(t, "Human", st.View.Players[0].Name)
			// The last option of each decision (passing, attacking with
			// nothing): the bot decides in between.
			for i := 0; i < 4 && st.Decision != nil; i++ {
				assert.Equal(t, 0, st.Decision.Player)
				last := st.Decision.Options[len(st.Decision.Options)-1].Index
				body := fmt.Sprintf(`{"player":0,"choices":[%d]}`, last)
				res, err := http.Post(fmt.Sprintf("%sapi/answer?seq=%d", url, st.Seq), "application/json", strings.NewReader(body))
				st = fetchState(t, res, err)
			}
			require.NotNil(t, st.Decision, "the game goes on")
			req, err := http.NewRequest(http.MethodGet, url+"api/state", nil)
			require.NoError(t, err)
			req.Host = "evil.example"
			res, err = http.DefaultClient.Do(req)
			require.NoError(t, err)
			res.Body.Close()
			assert.Equal(t, http.StatusForbidden, res.StatusCode, "a request sent to another name (DNS rebinding)")
			res, err = http.Post(url+"api/new", "application/json", nil)
			require.NoError(t, err)
			res.Body.Close()
			assert.Equal(t, http.StatusOK, res.StatusCode, "the page may deal a new game")
			assert.Equal(t, 0, stop(), errOut.String())
			assert.Empty(t, errOut.String(), "no warning on a loopback address")
			assert.Contains(t, out.String(), "you play cathar against the "+name+" bot's werewolves (seed 3)")
		})
	}
}

// TestServePortInUse refuses an address that another listener holds,
// with the message that says what to do.
func TestServePortInUse(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	defer ln.Close()
	addr := ln.Addr().String()
	var out, errOut bytes.Buffer
	code := newTestCommand(t, &out, &errOut).serve(context.Background(), []string{"--addr", addr})
	assert.Equal(t, 1, code)
	assert.Equal(t, "cathar serve: "+addr+" is in use: choose another with --addr\n", errOut.String())
	assert.Empty(t, out.String(), "no URL before listening")
}

// TestServeWarnsBeyondLoopback: an address beyond the loopback interface
// gets a warning and is served under any name; a loopback one gets no
// warning and only the loopback names. Checked without listening beyond
// the loopback interface.
func TestServeWarnsBeyondLoopback(t *testing.T) {
	for addr, loop := range map[string]bool{
		"127.0.0.1:8080": true, "127.1.2.3:0": true, "localhost:8080": true, "LocalHost:1": true, "[::1]:8080": true,
		"0.0.0.0:0": false, ":8080": false, "[::]:8080": false, "192.168.1.5:8080": false, "example.com:80": false,
		"nonsense": false,
	} {
		assert.Equal(t, loop, loopbackAddr(addr), addr)
		if loop {
			assert.Empty(t, loopbackWarning(addr), addr)
			assert.Empty(t, serveHosts(addr), addr)
		} else {
			assert.Equal(t, "cathar serve: warning: "+addr+" is not a loopback address: whoever reaches it watches the game, "+
				"whoever has a seat's link plays that seat, and nothing is encrypted (plain HTTP)\n", loopbackWarning(addr))
			assert.Equal(t, []string{"*"}, serveHosts(addr), addr)
		}
	}
}

// TestServeRefuses checks the refusals of the flags: each a message and
// status 2, before anything listens.
func TestServeRefuses(t *testing.T) {
	cases := []struct {
		args []string
		says []string
	}{
		{[]string{"--deck", "nope"}, []string{`unknown deck "nope"; the presets are:`, "cathar", "werewolves", "moonfury"}},
		{[]string{"--opponent", "elves"}, []string{`unknown deck "elves"`, "werewolves"}},
		{[]string{"--bot", "clever"}, []string{`unknown bot "clever": choose one of search, greedy, random`}},
		{[]string{"--seed", "minus"}, []string{`invalid value "minus" for flag -seed`}},
		{[]string{"--port", "80"}, []string{"flag provided but not defined: -port"}},
		{[]string{"extra"}, []string{`unexpected argument "extra"`, "usage: cathar serve"}},
	}
	for _, c := range cases {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			var out, errOut bytes.Buffer
			code := run(append([]string{"serve"}, c.args...), &out, &errOut)
			assert.Equal(t, 2, code)
			for _, s := range c.says {
				assert.Contains(t, errOut.String(), s)
			}
			assert.Empty(t, out.String())
		})
	}
	var out, errOut bytes.Buffer
	assert.Equal(t, 0, run([]string{"serve", "--help"}, &out, &errOut))
	assert.Contains(t, errOut.String(), "preset decks:")
	errOut.Reset()
	assert.Equal(t, 1, newTestCommand(t, &out, &errOut).serve(context.Background(), []string{"--addr", "127.0.0.1"}))
	assert.Contains(t, errOut.String(), "cannot listen on 127.0.0.1: ")
}
