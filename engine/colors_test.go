package engine_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// TestColorsFromManaCostWithoutFinish shows that a face with no color
// indicator has the colors of its mana cost (CR 202.2) even when its
// definition never went through engine.Finish: a card put straight into a
// game is not colorless by mistake.
func TestColorsFromManaCostWithoutFinish(t *testing.T) {
	t.Parallel()
	def := &engine.CardDef{Front: engine.Face{Name: "Unfinished Ghoul", ManaCost: engine.MustManaCost("{1}{B}"),
		Types: engine.Types(engine.Creature), Subtypes: engine.Subtypes(engine.Zombie), Power: 2, Toughness: 2}}
	g, err := newChecked([]engine.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}, engine.WithSeed(1))
	require.NoError(t, err)
	id, err := g.Put(engine.Placement{Owner: 0, Zone: zones.Battlefield, Def: def})
	require.NoError(t, err)
	require.Equal(t, engine.ColorSet(0).With(engine.Black), g.Characteristics(id).Colors)
	require.Zero(t, def.Front.Colors, "the definition itself is not changed")
}
