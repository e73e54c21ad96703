package cards_test

import (
	"fmt"
	"os"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
)

// labelCheck is a decider that plays as a Random decider does and
// checks, before answering, that every option of the decision it is
// asked has a label, and that every legal action of the player has one.
// It does not say it skips labels, so the engine builds them for it.
type labelCheck struct {
	r       *engine.Random
	missing *[]string // the decisions met with an unlabelled option
	kinds   map[engine.DecisionKind]int
	acts    []engine.Action
}

func (c *labelCheck) Decide(g *engine.Game, d *engine.Decision) ([]int, error) {
	c.kinds[d.Kind]++
	for i, o := range d.Options {
		if o.Text == "" && len(*c.missing) < 10 {
			*c.missing = append(*c.missing, fmt.Sprintf("%v decision %q: option %d (%+v)", d.Kind, d.Prompt, i, o))
		}
	}
	if d.Kind == engine.DecideAction {
		c.acts = g.LegalActions(d.Player, c.acts)
		for _, a := range c.acts {
			if g.ActionLabel(a) == "" && len(*c.missing) < 10 {
				*c.missing = append(*c.missing, fmt.Sprintf("action of kind %d on object %d", a.Kind, a.Obj))
			}
		}
	}
	return c.r.Decide(g, d)
}

// TestSelfPlayLabels plays 60 seeded games (300 with CATHAR_LONG=1) of
// every pairing of the preset decks, a quarter of them Two-Headed Giant
// games, with deciders that read labels: no option of any decision they
// meet, and no legal action, is unlabelled. (It lives with the decks,
// where the engine's test-time check of every action's undo log is off,
// so the games are quick.)
func TestSelfPlayLabels(t *testing.T) {
	n := games(60, 300)
	var missing []string
	kinds := map[engine.DecisionKind]int{}
	for i := range n {
		playPreset(t, i, func(p int, r *engine.Random) engine.Decider {
			return &labelCheck{r: r, missing: &missing, kinds: kinds}
		})
	}
	require.Empty(t, missing)
	for _, k := range []engine.DecisionKind{engine.DecideAction, engine.DecideAttackers, engine.DecideBlockers,
		engine.DecideTarget, engine.DecideDiscard, engine.DecideYesNo, engine.DecideCombatDamage,
		engine.DecideStartingPlayer, engine.DecideMulligan, engine.DecideBottom} {
		require.Positive(t, kinds[k], "no %v decision met", k)
	}
	t.Logf("decisions met: %v", kinds)
}

// reader wraps a Random decider without saying it skips labels: the
// engine labels every decision it is asked.
type reader struct{ r *engine.Random }

func (d reader) Decide(g *engine.Game, dec *engine.Decision) ([]int, error) {
	return d.r.Decide(g, dec)
}

// TestLabelsChangeNoGame plays 40 seeded games (150 with CATHAR_LONG=1; a
// quarter of them Two-Headed Giant) twice, by Random deciders that skip labels and by the
// same deciders made to read them: building the labels, and reading the
// names they need as they are now, changes nothing, and the two games
// have the same events and the same recorded decisions.
func TestLabelsChangeNoGame(t *testing.T) {
	for i := range games(40, 150) {
		var events [2][]engine.Event
		var recs [2][]engine.DecisionRecord
		for k := range 2 {
			g := playPreset(t, i, func(_ int, r *engine.Random) engine.Decider {
				if k == 1 {
					return reader{r}
				}
				return r
			})
			events[k] = slices.Collect(g.Events())
			recs[k] = g.Decisions()
		}
		require.Equal(t, events[0], events[1], "game %d", i)
		require.Equal(t, recs[0], recs[1], "game %d", i)
	}
}

// games is short games in the default run, long with CATHAR_LONG=1.
func games(short, long int) int {
	if os.Getenv("CATHAR_LONG") != "" {
		return long
	}
	return short
}

// playPreset plays seeded game i from its first decision (Game.Begin: who
// plays first, the mulligans) to its end or turn 40: two players with
// preset decks, every pairing in turn, or every fourth game Two-Headed
// Giant, each player's decider made by decider from a seeded Random.
func playPreset(t *testing.T, i int, decider func(p int, r *engine.Random) engine.Decider) *engine.Game {
	t.Helper()
	presets := cards.Presets()
	seed := uint64(i + 1)
	players := 2
	opts := []engine.GameOption{engine.WithSeed(seed)}
	if i%4 == 3 {
		players = 4
		opts = append(opts, engine.WithVariant(engine.TwoHeadedGiant))
	}
	cfg := make([]engine.PlayerConfig, players)
	for p := range cfg {
		deck, err := cards.Deck(presets[(i+p*(1+i/len(presets)))%len(presets)].Name)
		require.NoError(t, err)
		cfg[p] = engine.PlayerConfig{Name: fmt.Sprintf("P%d", p), Deck: deck,
			Decider: decider(p, engine.NewRandom(seed*8+uint64(p)))}
	}
	g, err := engine.New(cfg, opts...)
	require.NoError(t, err)
	require.NoError(t, g.Begin(engine.Beginning{RandomChooser: true}))
	require.NoError(t, g.PlayTurns(40), "game %d", i)
	return g
}
