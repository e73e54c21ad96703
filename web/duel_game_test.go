package web_test

import (
	"encoding/json"
	"net/http"
	"os"
	"testing"

	"github.com/cathar-engine/cathar/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// playThrough plays the duel of seed to its end through the HTTP API, the
// human's decisions answered by a seeded Random decider that reads each
// decision from the state's JSON. It returns the last state's body and
// the kinds of decisions asked.
func playThrough(t *testing.T, seed uint64) ([]byte, map[string]int) {
	srv, _ := duelServer(t, seed)
	human := engine.NewRandom(seed + 100)
	kinds := map[string]int{}
	body := mustState(t, srv)
	s := state(t, body)
	for range 20000 {
		if s.Over {
			require.Nil(t, s.Decision)
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
		var code int
		code, body = post(t, srv, "/api/answer", reply(t, 0, ans))
		require.Equal(t, http.StatusOK, code, string(body))
		next := state(t, body) // decoded once, for this check and the next answer
		require.Greater(t, next.Seq, s.Seq, "each answer makes a new state")
		s = next
	}
	t.Fatal("the game did not end")
	return nil, nil
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
		want, err := json.Marshal(direct.PlayerView(0))
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
