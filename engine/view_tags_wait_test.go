package engine_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
)

// A decision that waits (WithWaitingDecisions) is shown with the view of
// the game as it is at the decision (PendingGame, docs/waiting.md), also
// in the middle of an action (a target for a trigger, a ward payment):
// every object an option names is named in its label by the tag that
// view shows on it, as the duel page draws it.
func TestWaitingOptionTagsAreInThePendingView(t *testing.T) {
	t.Parallel()
	presets := cards.Presets()
	checked, pending := 0, 0
	for i := range 2 {
		cfg := make([]engine.PlayerConfig, 2)
		for p := range cfg {
			deck, err := cards.Deck(presets[(i+p)%len(presets)].Name)
			require.NoError(t, err)
			cfg[p] = engine.PlayerConfig{Name: fmt.Sprintf("P%d", p+1), Deck: deck}
		}
		g, err := newChecked(cfg, engine.WithSeed(uint64(i+1)), engine.WithWaitingDecisions(), bulkOption())
		require.NoError(t, err)
		require.NoError(t, g.Start(engine.StartAt{Shuffle: true, OpeningHand: 7}))
		rnd := rand.New(rand.NewPCG(uint64(i), 9))
		for range 3000 {
			d, err := g.Next()
			require.NoError(t, err)
			if d == nil {
				break
			}
			seen := g.PendingGame()
			if seen == nil {
				seen = g
			} else {
				pending++
			}
			tags := viewTags(seen.PlayerView(d.Player))
			for k := range d.Options {
				for _, id := range optionObjects(d, k) {
					tag := seen.Tag(d.Player, id)
					require.True(t, tag != "" && tags[id] == tag && strings.Contains(d.Options[k].Text, tag),
						"%v decision: option %q names object %d, tagged %q, shown as %q", d.Kind, d.Options[k].Text, id, tag, tags[id])
					checked++
				}
			}
			ans, ok := engine.OnlyAnswer(d)
			if !ok {
				ans, err = engine.NewRandom(rnd.Uint64()).Decide(g, d)
				require.NoError(t, err)
			}
			require.NoError(t, g.Answer(d.Player, ans))
			if n, _, _ := g.Turn(); n > 12 {
				break
			}
		}
	}
	require.Positive(t, checked)
	t.Logf("%d objects checked, %d decisions in the middle of an action", checked, pending)
}
