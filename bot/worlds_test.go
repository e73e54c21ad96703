package bot

import (
	"slices"
	"strings"
	"testing"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
	"github.com/stretchr/testify/require"
)

// names returns the card names of objects, sorted when sorted is set.
func names(g *engine.Game, ids []engine.ObjID, sorted bool) []string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = g.Characteristics(id).Name
	}
	if sorted {
		slices.Sort(out)
	}
	return out
}

// randomGame returns a game between random deciders played to turn n.
func randomGame(t *testing.T, n int) *engine.Game {
	t.Helper()
	a, err := cards.Deck("cathar")
	require.NoError(t, err)
	b, err := cards.Deck("werewolves")
	require.NoError(t, err)
	g, err := engine.New([]engine.PlayerConfig{
		{Name: "A", Deck: a, Decider: engine.NewRandom(1)},
		{Name: "B", Deck: b, Decider: engine.NewRandom(2)},
	}, engine.WithSeed(5), engine.WithoutLog())
	require.NoError(t, err)
	require.NoError(t, g.Start(engine.StartAt{Shuffle: true, OpeningHand: 7}))
	require.NoError(t, g.PlayTurns(n))
	return g
}

// TestWorldsKeepWhatThePlayerSees checks the determinized copies: the
// player's hand, the battlefield, the graveyards and the size of every
// hidden zone stay; the opponent's hidden cards are the same cards dealt
// again, and differ from world to world.
func TestWorldsKeepWhatThePlayerSees(t *testing.T) {
	g := randomGame(t, 6)
	const p, q = engine.PlayerID(0), engine.PlayerID(1)
	ws, err := worlds(g, p, []uint64{1, 2, 3, 4})
	require.NoError(t, err)
	require.Len(t, ws, 4)
	hidden := func(g *engine.Game) []string {
		return names(g, append(g.Zone(q, zones.Hand), g.Zone(q, zones.Library)...), true)
	}
	hands := map[string]bool{}
	for _, w := range ws {
		require.NoError(t, w.CheckInvariants())
		require.Equal(t, g.Zone(p, zones.Hand), w.Zone(p, zones.Hand))
		require.Equal(t, names(g, g.Zone(p, zones.Hand), false), names(w, w.Zone(p, zones.Hand), false))
		require.Equal(t, names(g, g.Battlefield(), false), names(w, w.Battlefield(), false))
		for _, pl := range []engine.PlayerID{p, q} {
			require.Equal(t, names(g, g.Zone(pl, zones.Graveyard), false), names(w, w.Zone(pl, zones.Graveyard), false))
			require.Len(t, w.Zone(pl, zones.Library), len(g.Zone(pl, zones.Library)))
		}
		require.Len(t, w.Zone(q, zones.Hand), len(g.Zone(q, zones.Hand)))
		require.Equal(t, hidden(g), hidden(w))
		require.Equal(t, names(g, g.Zone(p, zones.Library), true), names(w, w.Zone(p, zones.Library), true))
		hands[strings.Join(names(w, w.Zone(q, zones.Library), false), ",")] = true
	}
	require.Greater(t, len(hands), 1, "every world dealt the hidden cards the same way")
}
