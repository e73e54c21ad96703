package engine_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// TestLoyaltyAbilitySorceryTiming: a loyalty ability is activated only
// as a sorcery (CR 606.3, 307.1): not in the beginning of combat step,
// not with a spell on the stack, not in an opponent's turn, even by a
// player holding priority there. Each try fails with ErrTiming and
// changes nothing; in her main phase with an empty stack it works.
func TestLoyaltyAbilitySorceryTiming(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name  string
		reach func(t *testing.T, g *engine.Game, bolt engine.ObjID)
		ok    bool
	}{
		{"beginning of combat", func(t *testing.T, g *engine.Game, _ engine.ObjID) {
			start(t, g, engine.StartAt{Turn: 1, Player: alice, Step: engine.BeginningOfCombat})
		}, false},
		{"a spell on the stack", func(t *testing.T, g *engine.Game, bolt engine.ObjID) {
			startMain(t, g)
			cast(t, g, alice, bolt, engine.TargetPlayerID(bob)) // she keeps priority (CR 117.3c)
		}, false},
		{"the opponent's main phase", func(t *testing.T, g *engine.Game, _ engine.ObjID) {
			startMain(t, g)
			gotoStep(t, g, 2, engine.PrecombatMain)
			require.NoError(t, g.PassPriority(bob))
		}, false},
		{"her main phase, empty stack", func(t *testing.T, g *engine.Game, _ engine.ObjID) {
			startMain(t, g)
		}, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := newGame(t)
			arlinn := put(t, g, alice, zones.Battlefield, packsHope, counters(engine.Loyalty, 4))
			put(t, g, alice, zones.Battlefield, "Mountain")
			bolt := put(t, g, alice, zones.Hand, "Lightning Bolt")
			fillLibraries(t, g, 3)
			c.reach(t, g, bolt)
			require.Equal(t, alice, g.PriorityPlayer())
			before := engine.Digest(g)
			err := g.ActivateAbility(alice, arlinn, 0, engine.ActivateOptions{})
			if c.ok {
				require.NoError(t, err)
				return
			}
			require.ErrorIs(t, err, engine.ErrTiming)
			require.Equal(t, before, engine.Digest(g), "a refused activation changes nothing")
		})
	}
}
