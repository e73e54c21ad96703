package engine_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// xCounterDef has "{X}: Put X +1/+1 counters on this creature."
var xCounterDef = engine.Finish(&engine.CardDef{Front: engine.Face{Name: "Test Grower", ManaCost: engine.MustManaCost("{1}"),
	Types: engine.Types(engine.Creature), Power: 0, Toughness: 1,
	Abilities: []*engine.Ability{{Kind: engine.Activated, Text: "{X}: Put X +1/+1 counters on this creature.",
		Cost:   engine.Cost{Mana: engine.MustManaCost("{X}")},
		Effect: func(r *engine.Resolution) { r.AddCounters(r.Source(), engine.PlusOne, r.X()) }}}}})

// TestActivateWithX: X is announced with the activation, paid in the cost
// and read by the effect (CR 107.3a, 107.3m, 602.2b); an X that can't be
// paid, or an X for an ability without {X}, is refused with a typed error
// and changes nothing.
func TestActivateWithX(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	grower := putDef(t, g, alice, zones.Battlefield, xCounterDef)
	putN(t, g, alice, zones.Battlefield, "Forest", 2)
	startMain(t, g)
	before := engine.Digest(g)
	require.ErrorIs(t, g.ActivateAbility(alice, grower, 0, engine.ActivateOptions{X: 3}), engine.ErrCannotPay)
	require.ErrorIs(t, g.ActivateAbility(alice, grower, 0, engine.ActivateOptions{X: -1}), engine.ErrInvalidValue)
	forest := g.Zone(alice, zones.Battlefield)[1]
	require.ErrorIs(t, g.ActivateAbility(alice, forest, 0, engine.ActivateOptions{X: 1}), engine.ErrInvalidValue)
	require.Equal(t, before, engine.Digest(g))
	require.NoError(t, g.ActivateAbility(alice, grower, 0, engine.ActivateOptions{X: 2}))
	resolveStack(t, g)
	assert.Equal(t, 2, info(t, g, grower).Counters[engine.PlusOne])
}
