package engine_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
)

// forcedGame returns a started game of the preset decks between two
// deciders, logged.
func forcedGame(t *testing.T, seed uint64, a, b engine.Decider, opts ...engine.GameOption) *engine.Game {
	t.Helper()
	x, err := cards.Deck("cathar")
	require.NoError(t, err)
	y, err := cards.Deck("werewolves")
	require.NoError(t, err)
	g, err := newChecked([]engine.PlayerConfig{
		{Name: "Alice", Deck: x, Decider: a},
		{Name: "Bob", Deck: y, Decider: b},
	}, append([]engine.GameOption{engine.WithSeed(seed)}, opts...)...)
	require.NoError(t, err)
	require.NoError(t, g.Start(engine.StartAt{Shuffle: true, OpeningHand: 7}))
	return g
}

// eventLines returns the game's log, one line per event.
func eventLines(g *engine.Game) []string {
	var out []string
	for ev := range g.Events() {
		out = append(out, fmt.Sprintf("%+v", ev))
	}
	return out
}

// counting wraps a Random decider in a DeciderFunc, which says nothing of
// forced decisions, and counts the priority decisions with one option it
// is asked.
func counting(seed uint64, forced *int) engine.Decider {
	r := engine.NewRandom(seed)
	return engine.DeciderFunc(func(g *engine.Game, d *engine.Decision) ([]int, error) {
		if d.Kind == engine.DecideAction && len(d.Options) == 1 {
			*forced++
		}
		return r.Decide(g, d)
	})
}

// A Random decider says it answers forced decisions with their only
// answer (ForcedSkipper), so Step passes for it without asking when
// passing is the only legal action (CR 117.3d). The game must be the one
// a decider asked every decision plays: the same events, in the same
// order, for every seed. A skip taken when another action was legal, or
// a pass for the wrong player, would change the games.
func TestForcedPassSkipsOnlyForcedDecisions(t *testing.T) {
	t.Parallel()
	for seed := uint64(1); seed <= 8; seed++ {
		skip := forcedGame(t, seed, engine.NewRandom(seed*2+1), engine.NewRandom(seed*2+2))
		forced := 0
		ask := forcedGame(t, seed, counting(seed*2+1, &forced), counting(seed*2+2, &forced))
		playSelf(t, skip)
		playSelf(t, ask)
		assert.Positive(t, forced, "seed %d: the asked game has forced priority decisions", seed)
		require.Equal(t, eventLines(ask), eventLines(skip), "seed %d", seed)
	}
}

// skipper is a decider that says it skips forced decisions, and counts
// the priority decisions with one option it is asked all the same.
type skipper struct {
	r      *engine.Random
	forced int
}

func (s *skipper) Decide(g *engine.Game, d *engine.Decision) ([]int, error) {
	if d.Kind == engine.DecideAction && len(d.Options) == 1 {
		s.forced++
	}
	return s.r.Decide(g, d)
}

func (s *skipper) SkipsForced() bool { return true }

// A decider of its own that implements ForcedSkipper is not asked a
// priority decision whose only option is passing; in a game made
// WithRecording it is asked every decision, so that the recording holds
// every answer.
func TestForcedSkipperIsNotAsked(t *testing.T) {
	t.Parallel()
	a, b := &skipper{r: engine.NewRandom(3)}, &skipper{r: engine.NewRandom(4)}
	g := forcedGame(t, 1, a, b)
	playSelf(t, g)
	assert.Zero(t, a.forced+b.forced, "a ForcedSkipper was asked a forced pass")

	a, b = &skipper{r: engine.NewRandom(3)}, &skipper{r: engine.NewRandom(4)}
	rec := forcedGame(t, 1, a, b, engine.WithRecording())
	playSelf(t, rec)
	assert.Positive(t, a.forced+b.forced, "a recorded game asks every decision")
	assert.Equal(t, eventLines(g), eventLines(rec), "recorded or not, the game is the same")
}
