package engine_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// altarKeeper is a test creature, 1/1: "Whenever you sacrifice a
// creature matching f, you gain 1 life." "Sacrifice another creature:
// nothing happens" (activated ability 0, a sacrifice outlet), and "Sacrifice this
// creature and another creature: nothing happens" (activated ability 1).
func altarKeeper(f engine.Filter) *engine.CardDef {
	other := engine.Filter{Types: engine.Types(engine.Creature), Other: true}
	nothing := func(*engine.Resolution) {}
	return engine.Finish(&engine.CardDef{Front: engine.Face{Name: "Altar Keeper", ManaCost: engine.MustManaCost("{B}"),
		Types: engine.Types(engine.Creature), Subtypes: engine.Subtypes(engine.Human), Power: 1, Toughness: 1,
		Abilities: []*engine.Ability{
			{Kind: engine.Triggered, Text: "Whenever you sacrifice a creature, you gain 1 life.",
				Trigger: engine.Sacrifices(engine.YouControl, f),
				Effect:  func(r *engine.Resolution) { r.GainLife(r.Controller(), 1) }},
			{Kind: engine.Activated, Text: "Sacrifice another creature: Nothing happens.",
				Cost: engine.Cost{Sacrifice: engine.CostObjects{N: 1, Filter: other}}, Effect: nothing},
			{Kind: engine.Activated, Text: "Sacrifice this creature and another creature: Nothing happens.",
				Cost: engine.Cost{SacrificeSelf: true, Sacrifice: engine.CostObjects{N: 1, Filter: other}}, Effect: nothing},
		}}})
}

// sacrificeTriggers returns the sources of the Altar Keepers' triggered
// abilities on the stack, bottom first.
func sacrificeTriggers(g *engine.Game) []engine.ObjID {
	var out []engine.ObjID
	for _, it := range g.Stack() {
		if it.Text == "Whenever you sacrifice a creature, you gain 1 life." {
			out = append(out, it.Obj)
		}
	}
	return out
}

// CR 603.10a (September 25, 2026): an ability that triggers when a player
// sacrifices a permanent looks back in time. A creature sacrificed with a
// +1/+1 counter was a 3/3 on the battlefield (a 2/2 card in the
// graveyard): "a creature with power 3 or greater" sees it as it last
// existed there. A source sacrificed together with another creature, or
// by itself, sees its own sacrifice: two triggers.
func TestSacrificeTriggersLookBackInTime(t *testing.T) {
	t.Parallel()
	t.Run("as it last existed on the battlefield", func(t *testing.T) {
		g := newGame(t)
		keeper := putDef(t, g, alice, zones.Battlefield, altarKeeper(engine.Filter{Types: engine.Types(engine.Creature), Power: engine.AtLeast(3)}))
		big := put(t, g, alice, zones.Battlefield, "Grizzly Bears", counters(engine.PlusOne, 1))
		small := put(t, g, alice, zones.Battlefield, "Grizzly Bears")
		startMain(t, g)

		from := g.EventCount()
		push(t, g, alice, engine.PickObj(big))
		require.NoError(t, g.ActivateAbility(alice, keeper, 0, engine.ActivateOptions{}))
		sac := eventsOf(g, from, engine.EvSacrificed)
		require.Len(t, sac, 1)
		assert.Equal(t, big, sac[0].Obj)
		assert.Equal(t, alice, sac[0].Player)
		assert.Equal(t, "CR 701.21a", g.EventRule(sac[0]))
		assert.Equal(t, []engine.ObjID{keeper}, sacrificeTriggers(g), "a 3/3 as it last existed: it triggers")
		resolveStack(t, g)
		assert.Equal(t, 21, g.Life(alice))

		push(t, g, alice, engine.PickObj(small))
		require.NoError(t, g.ActivateAbility(alice, keeper, 0, engine.ActivateOptions{}))
		assert.Empty(t, sacrificeTriggers(g), "a 2/2 doesn't match")
		resolveStack(t, g)
		assert.Equal(t, 21, g.Life(alice))
	})
	t.Run("the source sacrificed with another", func(t *testing.T) {
		g := newGame(t)
		keeper := putDef(t, g, alice, zones.Battlefield, altarKeeper(engine.Creatures()))
		bears := put(t, g, alice, zones.Battlefield, "Grizzly Bears")
		startMain(t, g)

		push(t, g, alice, engine.PickObj(bears), engine.PickObj(keeper, keeper))
		require.NoError(t, g.ActivateAbility(alice, keeper, 1, engine.ActivateOptions{}))
		assert.False(t, info(t, g, keeper).Current, "the Keeper is gone")
		assert.Equal(t, []engine.ObjID{keeper, keeper}, sacrificeTriggers(g), "it saw both sacrifices, its own among them")
		resolveStack(t, g)
		assert.Equal(t, 22, g.Life(alice), "the Keeper saw both sacrifices, its own among them")
	})
	t.Run("not an opponent's sacrifice", func(t *testing.T) {
		g := newGame(t)
		putDef(t, g, alice, zones.Battlefield, altarKeeper(engine.Creatures()))
		other := putDef(t, g, bob, zones.Battlefield, altarKeeper(engine.Filter{Types: engine.Types(engine.Land)}))
		bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
		start(t, g, engine.StartAt{Turn: 1, Player: bob, Step: engine.PrecombatMain})

		push(t, g, bob, engine.PickObj(bears))
		require.NoError(t, g.ActivateAbility(bob, other, 0, engine.ActivateOptions{}))
		assert.Empty(t, sacrificeTriggers(g), "Bob sacrificed it, not Alice; and Bob's Keeper counts lands")
	})
}
