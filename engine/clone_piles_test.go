package engine_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// A clone's piles are its own: they share one array, so each one that
// grows must move out rather than write into the next (the cards, the
// battlefield, exile, and each player's library, hand and graveyard, in
// that order), and none is the original's.
func TestClonePilesGrowApart(t *testing.T) {
	t.Parallel()
	g, err := newChecked([]engine.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}, engine.WithSeed(1))
	require.NoError(t, err)
	piles := []zones.Kind{zones.Battlefield, zones.Exile, zones.Library, zones.Hand, zones.Graveyard}
	put := func(g *engine.Game, p engine.PlayerID, z zones.Kind) {
		_, err := g.Put(engine.Placement{Owner: p, Zone: z, Def: cards.MustLookup("Grizzly Bears"), Controller: engine.NoPlayer})
		require.NoError(t, err)
	}
	for p := range engine.PlayerID(2) {
		for _, z := range piles {
			put(g, p, z)
		}
	}
	type pile struct {
		p engine.PlayerID
		z zones.Kind
	}
	contents := func(g *engine.Game) map[pile][]engine.ObjID {
		m := map[pile][]engine.ObjID{}
		for p := range engine.PlayerID(2) {
			for _, z := range piles {
				m[pile{p, z}] = g.Zone(p, z)
			}
		}
		return m
	}
	before := contents(g)
	c := g.Clone()
	require.Equal(t, before, contents(c))
	// Each pile of the clone in turn grows past any room it was given;
	// the others must keep their cards.
	want := contents(c)
	for p := range engine.PlayerID(2) {
		for _, z := range piles {
			for range 10 {
				put(c, p, z)
			}
			got := contents(c)
			for k, ids := range want {
				if k.p == p && k.z == z || k.z == zones.Battlefield && z == zones.Battlefield || k.z == zones.Exile && z == zones.Exile {
					require.Len(t, got[k], len(ids)+10, "player %d's %v", k.p, k.z)
					require.Equal(t, ids, got[k][:len(ids)], "player %d's %v", k.p, k.z)
					continue
				}
				require.Equal(t, ids, got[k], "player %d's %v changed when player %d's %v grew", k.p, k.z, p, z)
			}
			want = got
		}
	}
	require.Equal(t, before, contents(g), "the original changed with its clone")
}
