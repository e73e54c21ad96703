package web

import (
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// DivisionGame is the game of the damage-division tests: the human's
// precombat main phase with Hill Giant (3/3); the opponent has two Grizzly
// Bears (2/2) and blocks with every creature it can, passing otherwise;
// while failing is set (when not nil), it answers with an option that
// does not exist. It is exported to the package's external tests only.
func DivisionGame(t testing.TB, failing *atomic.Bool) *engine.Game {
	t.Helper()
	return divisionGameOf(t, failing, "Hill Giant", "Grizzly Bears", "Grizzly Bears")
}

// divisionGameOf is DivisionGame with the human's attacker and the
// opponent's blockers named, in the order they enter.
func divisionGameOf(t testing.TB, failing *atomic.Bool, attacker string, blockers ...string) *engine.Game {
	t.Helper()
	blocker := engine.DeciderFunc(func(_ *engine.Game, d *engine.Decision) ([]int, error) {
		if failing != nil && failing.Load() {
			return []int{len(d.Options) + 7}, nil
		}
		if d.Kind == engine.DecideBlockers {
			all := make([]int, min(len(d.Options), d.Max))
			for i := range all {
				all[i] = i
			}
			return all, nil
		}
		return make([]int, min(max(d.Min, 1), len(d.Options))), nil
	})
	g, err := engine.New([]engine.PlayerConfig{{Name: "Human"}, {Name: "Bot", Decider: blocker}},
		engine.WithSeed(1), engine.WithWaitingDecisions())
	require.NoError(t, err)
	_, err = g.Put(engine.Placement{Owner: 0, Zone: zones.Battlefield, Def: cards.MustLookup(attacker)})
	require.NoError(t, err)
	for _, name := range blockers {
		_, err := g.Put(engine.Placement{Owner: 1, Zone: zones.Battlefield, Def: cards.MustLookup(name)})
		require.NoError(t, err)
	}
	require.NoError(t, g.Start(engine.StartAt{Step: engine.PrecombatMain}))
	return g
}
