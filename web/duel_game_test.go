package web_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"testing"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/web"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// playThrough plays the duel of seed to its end through the HTTP API, the
// human's decisions answered by a seeded Random decider that reads each
// decision from the state's JSON. Each answer asks only the events the
// player lacks (events=N, as the page does), so a game costs the test
// time in proportion to its length; the log kept from those parts must be
// the server's whole log at the end. It returns the last state's body,
// with the whole log, and the kinds of decisions asked.
func playThrough(t *testing.T, seed uint64) ([]byte, map[string]int) {
	srv, _ := duelServer(t, seed)
	human := engine.NewRandom(seed + 100)
	kinds := map[string]int{}
	s := state(t, mustState(t, srv))
	log := s.Events
	for range 20000 {
		if s.Over {
			require.Nil(t, s.Decision)
			body := mustState(t, srv)
			require.Equal(t, seqs(log), seqs(state(t, body).Events), "the events asked part by part are the whole log")
			return body, kinds
		}
		require.NotNil(t, s.Decision, "a game not over waits for the human")
		require.Equal(t, engine.PlayerID(0), s.Decision.Player, "only the human's decision is sent")
		kinds[s.Decision.Kind.String()]++
		for _, o := range s.Decision.Options {
			require.NotEmpty(t, o.Text, "option %d of %v has a label", o.Index, s.Decision.Kind)
		}
		ans, err := human.Decide(nil, s.Decision)
		require.NoError(t, err)
		from := 0
		if len(log) > 0 {
			from = log[len(log)-1].Seq + 1
		}
		code, body := post(t, srv, fmt.Sprintf("/api/answer?events=%d&game=%d", from, s.Game), reply(t, 0, ans))
		require.Equal(t, http.StatusOK, code, string(body))
		next := state(t, body) // decoded once, for this check and the next answer
		require.Greater(t, next.Seq, s.Seq, "each answer makes a new state")
		require.Equal(t, from, next.EventsFrom)
		log = append(log, next.Events...)
		s = next
	}
	t.Fatal("the game did not end")
	return nil, nil
}

// seqs returns the sequence numbers of event lines. (The lines' texts name
// objects as they are when the line is written, so a permanent that has
// transformed since reads otherwise in a later request.)
func seqs(lines []web.EventLine) []int {
	out := make([]int, len(lines))
	for i, l := range lines {
		out[i] = l.Seq
	}
	return out
}

// TestDuelWholeGame plays whole games through the API: each ends with a
// result, and it is the game blocking Random deciders play
// (docs/waiting.md): the human's answers, sent over HTTP, change nothing
// in it; the same seed plays the same game to the same bytes. Break
// advance (let it return at a decision of the bot's seat, or skip the
// bot) and the game never ends, or ends otherwise. CATHAR_LONG=1 plays
// more seeds.
func TestDuelWholeGame(t *testing.T) {
	seeds := []uint64{1}
	if os.Getenv("CATHAR_LONG") != "" {
		seeds = append(seeds, 2, 3, 4, 5)
	}
	for _, seed := range seeds {
		last, kinds := playThrough(t, seed)
		s := state(t, last)
		assert.Contains(t, []string{"you won", "you lost", "draw"}, s.Result)
		assert.NotEmpty(t, s.Events)
		assert.Positive(t, kinds["action"])
		t.Logf("seed %d: %s after %d turns; decisions %v", seed, s.Result, s.View.Turn, kinds)

		// The same game with both seats blocking Random deciders.
		direct := presetGameDeciders(t, seed, engine.NewRandom(seed+100), engine.NewRandom(seed+1))
		d, err := direct.Next()
		require.NoError(t, err)
		require.Nil(t, d, "the direct game plays to its end")
		// At the end every hand is revealed: the bot's as its own view
		// shows it.
		end := direct.PlayerView(0)
		end.Players[1].Hand = direct.PlayerView(1).Players[1].Hand
		assert.True(t, s.Revealed, "seed %d: the hands are revealed at the end", seed)
		assert.Len(t, s.View.Players[1].Hand, s.View.Players[1].HandSize, "seed %d: the bot's whole hand", seed)
		want, err := json.Marshal(end)
		require.NoError(t, err)
		got, err := json.Marshal(s.View)
		require.NoError(t, err)
		assert.JSONEq(t, string(want), string(got), "seed %d: the game played over HTTP is the game deciders play", seed)
		if seed == 1 {
			again, _ := playThrough(t, seed)
			assert.Equal(t, string(last), string(again), "seed %d: the same game twice, to the byte", seed)
		}
	}
}
