package engine_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// kept is a value a caller copied from the engine, and how it printed
// when it was copied.
type kept struct {
	what  string
	value any
	print string
}

func keep(what string, v any) kept { return kept{what, v, fmt.Sprintf("%#v", v)} }

// TestCopiesStayTheCallers checks the ownership rule of the values the
// engine returns (package doc): what a caller copies — a decision copied
// with Decision.Copy, a list of legal actions cloned, the slices Zone,
// Battlefield and Decisions return — is never changed by later calls on
// the game, however the engine reuses its buffers (Step's DecideAction
// decision is one it reuses, as is the buffer passed to LegalActions).
func TestCopiesStayTheCallers(t *testing.T) {
	t.Parallel()
	var all []kept
	copying := func(r *engine.Random) engine.Decider {
		return engine.DeciderFunc(func(g *engine.Game, d *engine.Decision) ([]int, error) {
			all = append(all, keep("a decider's decision", d.Copy()))
			return r.Decide(g, d)
		})
	}
	g := presetGame(t, 6, false)
	require.NoError(t, g.SetDecider(0, copying(engine.NewRandom(60))))
	rs := outsideAnswerers(6)
	var buf []engine.Action
	for n := 0; n < 3000; n++ {
		if n%50 == 0 {
			w := g.Waiting()
			if w.Priority != engine.NoPlayer && g.Pending() == nil {
				buf = g.LegalActions(w.Priority, buf) // reused: only a clone is the caller's
				all = append(all, keep("legal actions", slices.Clone(buf)))
			}
			all = append(all, keep("battlefield", g.Battlefield()), keep("hand", g.Zone(0, zones.Hand)),
				keep("decisions", g.Decisions()))
		}
		d, err := g.Next()
		require.NoError(t, err)
		if d == nil {
			break
		}
		all = append(all, keep("the pending decision", d.Copy()))
		ans, err := rs[d.Player].Decide(g, d)
		require.NoError(t, err)
		require.NoError(t, g.Answer(d.Player, ans))
	}
	require.Greater(t, len(all), 100)
	for i, k := range all {
		require.Equal(t, k.print, fmt.Sprintf("%#v", k.value), "%s (value %d) changed after it was copied", k.what, i)
	}
}

// TestDecisionsAreReusedAfterDecide shows why a Decider may read the
// Decision it is given only during Decide (package doc): the game asks its
// next questions of a kind with the same Decision, so one kept past
// Decide changes under the keeper, while its Copy does not.
func TestDecisionsAreReusedAfterDecide(t *testing.T) {
	t.Parallel()
	seen := map[*engine.Decision]int{}
	var keptD *engine.Decision
	var keptCopy kept
	changed := false
	r := engine.NewRandom(7)
	g := selfPlayGame(t, 3)
	require.NoError(t, g.SetDecider(0, engine.DeciderFunc(func(g *engine.Game, d *engine.Decision) ([]int, error) {
		seen[d]++
		if keptD == nil && d.Kind == engine.DecideAction {
			keptD, keptCopy = d, keep("a copy of a decision", d.Copy())
		} else if keptD != nil && keptD.Prompt != keptCopy.value.(*engine.Decision).Prompt {
			changed = true
		}
		return r.Decide(g, d)
	})))
	playSelf(t, g)
	most := 0
	for _, n := range seen {
		most = max(most, n)
	}
	require.Greater(t, most, 1, "the game asked every question with a new Decision")
	require.True(t, changed, "a Decision kept past Decide never changed")
	require.Equal(t, keptCopy.print, fmt.Sprintf("%#v", keptCopy.value), "the copy changed")
}
