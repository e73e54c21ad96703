package main

import (
	"bytes"
	"context"
	"encoding/json"
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

// TestServeServes starts the server on a free port: it prints the URL
// once it listens, serves the page and the state of a game of the cathar
// deck, and stops when its context is done.
func TestServeServes(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	var out, errOut lockedBuffer
	done := make(chan int, 1)
	go func() {
		done <- serve(ctx, []string{"--addr", "127.0.0.1:0", "--seed", "3", "--bot", "random"}, &out, &errOut)
	}()
	var url string
	for deadline := time.Now().Add(10 * time.Second); url == "" && time.Now().Before(deadline); {
		if m := servedURL.FindStringSubmatch(out.String()); m != nil {
			url = m[1]
		}
		time.Sleep(5 * time.Millisecond)
	}
	require.NotEmpty(t, url, "no URL printed: %q %q", out.String(), errOut.String())
	res, err := http.Get(url + "api/state")
	require.NoError(t, err)
	body, err := io.ReadAll(res.Body)
	res.Body.Close()
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, res.StatusCode, string(body))
	var st struct {
		View struct {
			Players []struct{ Name string }
		}
		Decision *struct{ Player int }
	}
	require.NoError(t, json.Unmarshal(body, &st))
	require.Len(t, st.View.Players, 2)
	assert.Equal(t, "Human", st.View.Players[0].Name)
	require.NotNil(t, st.Decision)
	assert.Equal(t, 0, st.Decision.Player)
	res, err = http.Post(url+"api/new", "application/json", nil)
	require.NoError(t, err)
	res.Body.Close()
	assert.Equal(t, http.StatusOK, res.StatusCode, "the page may deal a new game")
	cancel()
	select {
	case code := <-done:
		assert.Equal(t, 0, code, errOut.String())
	case <-time.After(10 * time.Second):
		t.Fatal("the server did not stop")
	}
	assert.Contains(t, out.String(), "you play cathar against the random bot's werewolves (seed 3)")
}

// TestServePortInUse refuses an address that another listener holds,
// with the message that says what to do.
func TestServePortInUse(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	defer ln.Close()
	addr := ln.Addr().String()
	var out, errOut bytes.Buffer
	code := serve(context.Background(), []string{"--addr", addr}, &out, &errOut)
	assert.Equal(t, 1, code)
	assert.Equal(t, "cathar serve: "+addr+" is in use: choose another with --addr\n", errOut.String())
	assert.Empty(t, out.String(), "no URL before listening")
}

// TestServeWarnsBeyondLoopback warns when the page can be reached from
// other machines.
func TestServeWarnsBeyondLoopback(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	var out, errOut lockedBuffer
	done := make(chan int, 1)
	go func() { done <- serve(ctx, []string{"--addr", "0.0.0.0:0"}, &out, &errOut) }()
	for deadline := time.Now().Add(10 * time.Second); !strings.Contains(out.String(), "open http://") && time.Now().Before(deadline); {
		time.Sleep(5 * time.Millisecond)
	}
	cancel()
	assert.Equal(t, 0, <-done)
	assert.Contains(t, errOut.String(), "is not a loopback address: whoever reaches it can play your game")
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
	assert.Equal(t, 1, serve(context.Background(), []string{"--addr", "127.0.0.1"}, &out, &errOut))
	assert.Contains(t, errOut.String(), "cannot listen on 127.0.0.1: ")
}
