package web_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/web"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// soakClient sends the soak's requests from many goroutines: it reports
// what goes wrong with t.Errorf (never FailNow, which only the test's
// goroutine may call) and counts the requests.
type soakClient struct {
	t        *testing.T
	url      string // the server's, http://127.0.0.1:PORT
	client   *http.Client
	requests atomic.Int64
	game     atomic.Int64 // the latest game number a state gave
}

// quickServer serves h on the loopback interface for the test and
// returns its URL (http://127.0.0.1:PORT). The server is closed at once
// when the test ends, not shut down: a connection the server closes
// after refusing a body too long (413) lingers half a second (net/http's
// wait before closing, so that the client reads the refusal), and
// httptest.Server.Close would wait for it.
func quickServer(t *testing.T, h http.Handler) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	srv := &http.Server{Handler: h}
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(func() { _ = srv.Close() })
	return "http://" + ln.Addr().String()
}

// newSoakClient serves h on the loopback interface for the test
// (quickServer) and sends the soak's requests to it.
func newSoakClient(t *testing.T, h http.Handler) *soakClient {
	t.Helper()
	url := quickServer(t, h)
	tr := &http.Transport{MaxIdleConnsPerHost: 8}
	t.Cleanup(tr.CloseIdleConnections)
	return &soakClient{t: t, url: url, client: &http.Client{Transport: tr}}
}

// do sends a request with token (none for "") and origin (none for "")
// and returns the status and the body; 0 and nil when it fails.
func (c *soakClient) do(method, path, token, origin string, body []byte) (int, []byte) {
	c.requests.Add(1)
	req, err := http.NewRequest(method, c.url+path, bytes.NewReader(body))
	if err != nil {
		c.t.Errorf("%s %s: %v", method, path, err)
		return 0, nil
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	if origin != "" {
		req.Header.Set("Origin", origin)
	}
	if method == http.MethodPost {
		req.Header.Set("Content-Type", "application/json")
	}
	res, err := c.client.Do(req)
	if err != nil {
		c.t.Errorf("%s %s: %v", method, path, err)
		return 0, nil
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		c.t.Errorf("%s %s: reading: %v", method, path, err)
	}
	return res.StatusCode, b
}

// statePath asks the state with no event (the view says how many there
// are) of the latest game seen: the pages ask only the events they lack,
// and a whole log at every request would make the soak slow.
func (c *soakClient) statePath() string {
	return fmt.Sprintf("/api/state?events=1000000&game=%d", c.game.Load())
}

// state fetches the state with token and decodes it; ok is false when it
// was not served.
func (c *soakClient) state(token string) (raw []byte, s web.DuelState, ok bool) {
	code, b := c.do(http.MethodGet, c.statePath(), token, "", nil)
	if code != http.StatusOK {
		c.t.Errorf("GET /api/state: %d %s", code, b)
		return nil, s, false
	}
	if err := json.Unmarshal(b, &s); err != nil {
		c.t.Errorf("GET /api/state: %v", err)
		return nil, s, false
	}
	for g := c.game.Load(); int64(s.Game) > g && !c.game.CompareAndSwap(g, int64(s.Game)); g = c.game.Load() {
	}
	return b, s, true
}

// states are the three states a refusal must leave as they were: seat
// 0's, seat 1's and a spectator's.
func (c *soakClient) states() string {
	var b strings.Builder
	path := c.statePath()
	for _, tok := range []string{web.SeatTokens[0], web.SeatTokens[1], spectator} {
		code, raw := c.do(http.MethodGet, path, tok, "", nil)
		fmt.Fprintf(&b, "%d %s\n", code, raw)
	}
	return b.String()
}

// soakRefusal is a request the server must refuse with code, made by the
// seat that decides: its decision waits, so no other request may change
// the game meanwhile.
type soakRefusal struct {
	name          string
	code          int
	path          string
	token, origin string
	body          func(seat engine.PlayerID) []byte
}

// soakRefusals are the refusals a seat sends at its decisions in turn.
func soakRefusals(seat engine.PlayerID, seq int) []soakRefusal {
	other := web.SeatTokens[1-seat]
	mine := func(p engine.PlayerID) []byte { return []byte(fmt.Sprintf(`{"player":%d,"choices":[0]}`, p)) }
	return []soakRefusal{
		{"the other seat's token", http.StatusForbidden, "/api/answer", other, "", mine},
		{"no token", http.StatusForbidden, "/api/answer", spectator, "", mine},
		{"a token of no seat", http.StatusForbidden, "/api/answer", "x" + web.SeatTokens[seat], "", mine},
		{"an old seq", http.StatusConflict, fmt.Sprintf("/api/answer?seq=%d", seq-1), web.SeatTokens[seat], "", mine},
		{"no such option", http.StatusUnprocessableEntity, "/api/answer", web.SeatTokens[seat], "",
			func(p engine.PlayerID) []byte { return []byte(fmt.Sprintf(`{"player":%d,"choices":[999]}`, p)) }},
		{"an https origin", http.StatusForbidden, "/api/answer", web.SeatTokens[seat], "https://HOST", mine},
		{"a spectator's new game", http.StatusForbidden, "/api/new", spectator, "", func(engine.PlayerID) []byte { return []byte(`{}`) }},
		{"a body too long", http.StatusRequestEntityTooLarge, "/api/answer", web.SeatTokens[seat], "",
			func(p engine.PlayerID) []byte {
				return []byte(fmt.Sprintf(`{"player":%d,"choices":[%s0]}`, p, strings.Repeat("0,", 40000)))
			}},
	}
}

// TestDuelSoak plays a game between two people on a loopback server
// while three spectators watch, all at once (the package's tests run
// under -race in .ci/run): at each of its decisions a seat first sends a
// request the server must refuse (another seat's token, none, a wrong
// one, an old seq, an illegal option, an https origin, a spectator's new
// game, a body too long, in turn) and checks that it is refused with its
// code and that every state (both seats' and a spectator's) is byte for
// byte as it was, then answers; the seat that waits polls and sends an
// answer out of turn; the spectators poll, never see a card of a hand,
// and try to answer; seat 0 deals a new game when one is over. A bounded
// number of moves (20; 600 with CATHAR_LONG=1, over several games) and of
// requests.
func TestDuelSoak(t *testing.T) {
	moves := int64(20)
	if os.Getenv("CATHAR_LONG") != "" {
		moves = 600
	}
	budget := 40*moves + 200 // the requests of the whole soak, at most
	c := newSoakClient(t, web.PeopleDuel(t, 21))
	host := strings.TrimPrefix(c.url, "http://")
	var made, refused, games atomic.Int64
	finished := func() bool { return made.Load() >= moves || c.requests.Load() >= budget }
	var wg sync.WaitGroup
	for seat := range engine.PlayerID(2) {
		wg.Go(func() {
			decider := engine.NewRandom(uint64(40 + seat))
			for !finished() {
				_, s, ok := c.state(web.SeatTokens[seat])
				if !ok {
					return
				}
				if s.Over && seat == 0 {
					// Seat 0 alone deals the next game, so that no new game
					// comes while the other seat's decision waits.
					if code, b := c.do(http.MethodPost, "/api/new", web.SeatTokens[0], "http://"+host, []byte(`{}`)); code != http.StatusOK {
						t.Errorf("a new game: %d %.200s", code, b)
						return
					}
					games.Add(1)
					continue
				}
				if s.Decision == nil {
					// Not this seat's turn: an answer out of turn, to the
					// state it saw, is refused: not its decision (403), or
					// the game moved on meanwhile (409).
					code, b := c.do(http.MethodPost, fmt.Sprintf("/api/answer?seq=%d", s.Seq), web.SeatTokens[seat], "",
						[]byte(fmt.Sprintf(`{"player":%d,"choices":[0]}`, seat)))
					if code != http.StatusForbidden && code != http.StatusConflict {
						t.Errorf("seat %d answering out of turn: %d %.200s", seat, code, b)
					}
					time.Sleep(2 * time.Millisecond)
					continue
				}
				rs := soakRefusals(seat, s.Seq)
				r := rs[int(refused.Add(1))%len(rs)]
				before := c.states()
				code, b := c.do(http.MethodPost, r.path, r.token, strings.ReplaceAll(r.origin, "HOST", host), r.body(seat))
				if code != r.code {
					t.Errorf("seat %d, %s: %d %.200s, want %d", seat, r.name, code, b, r.code)
				}
				if after := c.states(); after != before {
					t.Errorf("seat %d, %s: the game changed on a refusal", seat, r.name)
				}
				ans, err := decider.Decide(nil, s.Decision)
				if err != nil {
					t.Error(err)
					return
				}
				path := fmt.Sprintf("/api/answer?seq=%d&events=1000000&game=%d", s.Seq, s.Game)
				if code, b := c.do(http.MethodPost, path, web.SeatTokens[seat], "http://"+host, []byte(fmt.Sprintf(`{"player":%d,"choices":%s}`, seat, ints(ans)))); code != http.StatusOK {
					t.Errorf("seat %d answering: %d %.200s", seat, code, b)
					return
				}
				made.Add(1)
			}
		})
	}
	for range 3 {
		wg.Go(func() {
			for !finished() {
				_, s, ok := c.state(spectator)
				if !ok {
					return
				}
				for p, pl := range s.View.Players {
					if len(pl.Hand) > 0 && !s.Over { // the hands are revealed once the game is over
						t.Errorf("a spectator sees %d cards of player %d's hand", len(pl.Hand), p)
					}
				}
				if code, b := c.do(http.MethodPost, "/api/answer", spectator, "", []byte(`{"player":0,"choices":[0]}`)); code != http.StatusForbidden {
					t.Errorf("a spectator's answer: %d %.200s", code, b)
				}
				time.Sleep(10 * time.Millisecond)
			}
		})
	}
	wg.Wait()
	t.Logf("%d moves, %d refusals at a decision, %d new games, %d requests", made.Load(), refused.Load(), games.Load(), c.requests.Load())
	assert.GreaterOrEqual(t, made.Load(), moves, "the games moved %d times in %d requests", made.Load(), c.requests.Load())
	assert.Positive(t, refused.Load())
}

// ints writes choices as a JSON array.
func ints(choices []int) string {
	b, _ := json.Marshal(choices)
	return string(b)
}
