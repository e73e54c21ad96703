package web

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// CatharGame records a short game: Alice casts Brutal Cathar, whose
// trigger exiles Bob's Grizzly Bears until it leaves the battlefield, and
// it becomes day. It is exported for the package's external tests.
func CatharGame(t *testing.T) (*engine.Game, engine.Recording) {
	t.Helper()
	plains := make([]*engine.CardDef, 10)
	for i := range plains {
		plains[i] = cards.MustLookup("Plains")
	}
	g, err := engine.New([]engine.PlayerConfig{
		{Name: "Alice", Deck: plains, Decider: engine.NewRandom(1)},
		{Name: "Bob", Deck: plains, Decider: engine.NewRandom(2)},
	}, engine.WithSeed(3), engine.WithRecording())
	require.NoError(t, err)
	put := func(owner engine.PlayerID, zone zones.Kind, name string) engine.ObjID {
		id, err := g.Put(engine.Placement{Owner: owner, Zone: zone, Def: cards.MustLookup(name), Controller: engine.NoPlayer})
		require.NoError(t, err)
		return id
	}
	for range 3 {
		put(0, zones.Battlefield, "Plains")
	}
	put(1, zones.Battlefield, "Grizzly Bears")
	cathar := put(0, zones.Hand, "Brutal Cathar")
	require.NoError(t, g.Start(engine.StartAt{Turn: 3, Player: 0, Step: engine.PrecombatMain}))
	require.NoError(t, g.CastSpell(0, cathar, engine.CastOptions{}))
	for i := 0; g.StackLen() > 0 || len(g.ExileLinks()) == 0; i++ {
		require.Less(t, i, 20)
		require.NoError(t, g.PassPriority(g.PriorityPlayer()))
	}
	return g, g.Recording()
}
