package engine_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// flashGame is Bob's upkeep with Alice holding priority, Oakshade Stalker
// ("You may cast this spell as though it had flash if you pay {2} more")
// and Grizzly Bears in her hand, and lands Forests untapped.
func flashGame(t *testing.T, lands int, opts ...engine.GameOption) (g *engine.Game, stalker, bears engine.ObjID) {
	t.Helper()
	g, err := newChecked([]engine.PlayerConfig{{Name: "Alice", Decider: engine.NewScripted()}, {Name: "Bob", Decider: engine.NewScripted()}},
		append([]engine.GameOption{engine.WithSeed(1)}, opts...)...)
	require.NoError(t, err)
	putN(t, g, alice, zones.Battlefield, "Forest", lands)
	stalker = put(t, g, alice, zones.Hand, "Oakshade Stalker")
	bears = put(t, g, alice, zones.Hand, "Grizzly Bears")
	start(t, g, engine.StartAt{Turn: 2, Player: bob, Step: engine.Upkeep})
	require.NoError(t, g.PassPriority(bob))
	require.Equal(t, alice, g.PriorityPlayer())
	return g, stalker, bears
}

// TestAsThoughFlashTiming: only the announced permission gives instant
// timing (CR 601.3c, 117.1a), and a card without one can't announce it
// (CR 601.3). Failed casts change nothing.
func TestAsThoughFlashTiming(t *testing.T) {
	t.Parallel()
	g, stalker, bears := flashGame(t, 5)
	before := engine.Digest(g)
	require.ErrorIs(t, g.CastSpell(alice, stalker, engine.CastOptions{}), engine.ErrTiming)
	require.ErrorIs(t, g.CastSpell(alice, bears, engine.CastOptions{AsThoughFlash: true}), engine.ErrTiming)
	require.Equal(t, before, engine.Digest(g))
	require.NoError(t, g.CastSpell(alice, stalker, engine.CastOptions{AsThoughFlash: true}))
	require.Len(t, g.Stack(), 1)
	for _, id := range g.Select(engine.Filter{Types: engine.Types(engine.Land)}, alice, engine.NoObj) {
		require.True(t, info(t, g, id).Tapped, "{4}{G} taps all five Forests")
	}
}

// TestAsThoughFlashCostsMore: the extra {2} is part of the total cost
// (CR 601.2f): four lands can't pay {4}{G}.
func TestAsThoughFlashCostsMore(t *testing.T) {
	t.Parallel()
	g, stalker, _ := flashGame(t, 4)
	before := engine.Digest(g)
	require.ErrorIs(t, g.CastSpell(alice, stalker, engine.CastOptions{AsThoughFlash: true}), engine.ErrCannotPay)
	require.Equal(t, before, engine.Digest(g))
}

// TestAsThoughFlashReplays: the announcement is recorded and replayed.
func TestAsThoughFlashReplays(t *testing.T) {
	t.Parallel()
	g, stalker, _ := flashGame(t, 5, engine.WithRecording())
	require.NoError(t, g.CastSpell(alice, stalker, engine.CastOptions{AsThoughFlash: true}))
	r, _ := replayThroughJSON(t, g.Recording())
	require.Equal(t, engine.Digest(g), engine.Digest(r))
}
