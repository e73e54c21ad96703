package engine_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// anyNumberDef has "{0}: Transform any number of creatures you control."
var anyNumberDef = engine.Finish(&engine.CardDef{Front: engine.Face{Name: "Test Transformer", ManaCost: engine.MustManaCost("{1}"),
	Types: engine.Types(engine.Artifact),
	Abilities: []*engine.Ability{{Kind: engine.Activated, Text: "{0}: Transform any number of creatures you control.",
		Effect: func(r *engine.Resolution) { r.TransformAnyNumber(engine.Creatures(), "transform any number") }}}}})

// TestTransformAnyNumber: the chosen permanents transform (CR 701.27a);
// a daybound one may be chosen but stays (CR 702.145b), and one not
// chosen stays too, as does another player's.
func TestTransformAnyNumber(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	src := putDef(t, g, alice, zones.Battlefield, anyNumberDef)
	outcasts := put(t, g, alice, zones.Battlefield, "Grizzled Outcasts")
	other := put(t, g, alice, zones.Battlefield, "Grizzled Outcasts")
	ruffian := put(t, g, alice, zones.Battlefield, "Tavern Ruffian")
	bobs := put(t, g, bob, zones.Battlefield, "Grizzled Outcasts")
	startMain(t, g)
	require.NoError(t, g.ActivateAbility(alice, src, 0, engine.ActivateOptions{}))
	push(t, g, alice, engine.PickObj(outcasts, ruffian))
	resolveStack(t, g)
	assert.True(t, info(t, g, outcasts).BackFace)
	assert.False(t, info(t, g, other).BackFace)
	assert.False(t, info(t, g, ruffian).BackFace)
	assert.False(t, info(t, g, bobs).BackFace)
	recs := g.Decisions()
	assert.Len(t, recs[len(recs)-1].Chosen, 2)
}
