package engine_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// sacrificer is a creature defined for these tests, as no card of the pool
// has the cost: "Sacrifice another creature: You gain 2 life." With other
// unset it is "Sacrifice a creature: You gain 2 life.", which may
// sacrifice itself.
func sacrificer(other bool) *engine.CardDef {
	text := "Sacrifice a creature: You gain 2 life."
	if other {
		text = "Sacrifice another creature: You gain 2 life."
	}
	return &engine.CardDef{Front: engine.Face{Name: "Test Sacrificer", ManaCost: engine.MustManaCost("{1}{B}"),
		Types: engine.Types(engine.Creature), Power: 1, Toughness: 1,
		Abilities: []*engine.Ability{{Kind: engine.Activated, Text: text,
			Cost:   engine.Cost{Sacrifice: engine.CostObjects{N: 1, Filter: engine.Filter{Types: engine.Types(engine.Creature), Other: other}}},
			Effect: func(r *engine.Resolution) { r.GainLife(r.Controller(), 2) }}}}}
}

// activations returns p's legal activations of src's abilities.
func activations(g *engine.Game, p engine.PlayerID, src engine.ObjID) []engine.Action {
	var out []engine.Action
	for _, a := range g.LegalActions(p, nil) {
		if a.Kind == engine.ActActivate && a.Obj == src {
			out = append(out, a)
		}
	}
	return out
}

// TestSacrificeAnotherLeavesOutSource checks "Sacrifice another creature"
// (CostObjects.Filter.Other): "another" is a creature other than the
// cost's source (CR 109.1, 118.3, 602.2b, 701.21a). With only the source
// to sacrifice, the ability is not offered and activating it is refused
// with ErrCannotPay, changing nothing; with a second creature, the
// decision offers that creature alone, and an answer naming the source is
// refused with ErrIllegalChoice, changing nothing. "Sacrifice a creature"
// may sacrifice its own source.
func TestSacrificeAnotherLeavesOutSource(t *testing.T) {
	t.Parallel()
	t.Run("alone", func(t *testing.T) {
		g := newGame(t)
		src := putDef(t, g, alice, zones.Battlefield, sacrificer(true))
		startMain(t, g)
		assert.Empty(t, activations(g, alice, src), "nothing but the source to sacrifice: not a legal action")
		before := engine.Digest(g)
		err := g.ActivateAbility(alice, src, 0, engine.ActivateOptions{})
		require.ErrorIs(t, err, engine.ErrCannotPay)
		var ae *engine.ActionError
		require.ErrorAs(t, err, &ae)
		assert.Equal(t, before, engine.Digest(g), "a refused activation changes nothing")
		require.NoError(t, g.CheckInvariants())
	})
	t.Run("with another creature", func(t *testing.T) {
		g := newGame(t)
		src := putDef(t, g, alice, zones.Battlefield, sacrificer(true))
		bears := put(t, g, alice, zones.Battlefield, "Grizzly Bears")
		startMain(t, g)
		require.Len(t, activations(g, alice, src), 1)
		before := engine.Digest(g)

		push(t, g, alice, engine.PickObj(src))
		err := g.ActivateAbility(alice, src, 0, engine.ActivateOptions{})
		require.ErrorIs(t, err, engine.ErrIllegalChoice, "the source is not another creature")
		var de *engine.DecisionError
		require.ErrorAs(t, err, &de)
		assert.Equal(t, before, engine.Digest(g), "a refused answer changes nothing")

		var offered []engine.ObjID
		require.NoError(t, g.SetDecider(alice, engine.DeciderFunc(func(_ *engine.Game, d *engine.Decision) ([]int, error) {
			for _, o := range d.Options {
				offered = append(offered, o.Obj)
			}
			return []int{0}, nil
		})))
		require.NoError(t, g.ActivateAbility(alice, src, 0, engine.ActivateOptions{}))
		assert.Equal(t, []engine.ObjID{bears}, offered, "the sacrifice offers the other creature only")
		info, err := g.Object(bears)
		require.NoError(t, err)
		assert.False(t, info.Current, "the Bears were sacrificed")
		info, err = g.Object(src)
		require.NoError(t, err)
		assert.True(t, info.Current, "the source stays")
	})
	t.Run("a creature, itself included", func(t *testing.T) {
		g := newGame(t)
		src := putDef(t, g, alice, zones.Battlefield, sacrificer(false))
		startMain(t, g)
		require.Len(t, activations(g, alice, src), 1, "\"sacrifice a creature\" may sacrifice its source")
		push(t, g, alice, engine.PickObj(src))
		require.NoError(t, g.ActivateAbility(alice, src, 0, engine.ActivateOptions{}))
		info, err := g.Object(src)
		require.NoError(t, err)
		assert.False(t, info.Current, "it sacrificed itself")
	})
}
