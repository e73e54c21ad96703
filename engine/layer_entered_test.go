package engine_test

// A computation of characteristics that follows nothing but permanents
// entering or leaving computes the entered ones alone (layer_entered.go)
// only when no other permanent's characteristics can depend on them (CR
// 613). These tests give the others a way to depend on them.

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// crowdLord is "As long as you control three or more creatures, creatures
// you control get +1/+1": a static ability whose filter is card code that
// reads the battlefield.
func crowdLord() *engine.CardDef {
	crowd := func(g engine.View, you engine.PlayerID, _, _ engine.ObjID) bool {
		n := 0
		for _, id := range g.Battlefield() {
			if ch := g.Characteristics(id); ch.Controller == you && ch.Is(engine.Creature) {
				n++
			}
		}
		return n >= 3
	}
	return engine.Finish(&engine.CardDef{Front: engine.Face{
		Name: "Crowd Lord", ManaCost: engine.MustManaCost("{2}"), Types: engine.Types(engine.Artifact),
		Abilities: []*engine.Ability{{Kind: engine.Static,
			Text: "As long as you control three or more creatures, creatures you control get +1/+1.",
			Static: engine.StaticEffect{Layer: engine.LayerPTModify, Power: 1, Tough: 1,
				Affects: engine.Filter{Types: engine.Types(engine.Creature), Controller: engine.YouControl, Predicate: crowd}}}},
	}})
}

// A creature entering or dying changes what a static ability of card
// code gives the others: they are computed again with it, not left as
// they were (summary.local). In the engine's tests every computation of
// the entered permanents alone is also compared with the full one.
func TestEnteredAloneNotWithCardCodeFilters(t *testing.T) {
	t.Parallel()
	g := newGame(t, "Alice", "Bob")
	putDef(t, g, alice, zones.Battlefield, crowdLord())
	bears := putN(t, g, alice, zones.Battlefield, "Grizzly Bears", 2)
	putN(t, g, alice, zones.Battlefield, "Forest", 2)
	put(t, g, alice, zones.Battlefield, "Mountain")
	third := put(t, g, alice, zones.Hand, "Grizzly Bears")
	bolt := put(t, g, alice, zones.Hand, "Lightning Bolt")
	startMain(t, g)
	require.Equal(t, 2, g.Characteristics(bears[0]).Power, "two creatures: no bonus")

	cast(t, g, alice, third)
	resolveStack(t, g)
	assert.Equal(t, 3, g.Characteristics(bears[0]).Power, "the third creature's entering gives the others +1/+1")
	require.NoError(t, g.CheckInvariants())

	cast(t, g, alice, bolt, target(bears[1])) // 3 damage to a 3/3: it dies (CR 704.5g)
	resolveStack(t, g)
	require.NotEqual(t, engine.NoObj, g.Current(bears[1]))
	assert.NotEqual(t, bears[1], g.Current(bears[1]), "the bolted creature left the battlefield")
	assert.Equal(t, 2, g.Characteristics(bears[0]).Power, "one leaving takes the bonus away")
	require.NoError(t, g.CheckInvariants())
}
