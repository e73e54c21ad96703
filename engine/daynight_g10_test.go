package engine_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// TestBackFaceManaValueAndColor shows the parts of ruling G10 (the index
// in testdata/rulings) that the scenario format has no expectation for: a
// transforming double-faced permanent with its back face up has the front
// face's mana value (CR 712.8e) and the color of its color indicator
// (CR 204, 712.8d), and in a hidden zone the card has its front face only.
func TestBackFaceManaValueAndColor(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	def := cards.MustLookup("Brutal Cathar")
	brute, err := g.Put(engine.Placement{Owner: 0, Zone: zones.Battlefield, Def: def, BackFace: true})
	require.NoError(t, err)
	inHand, err := g.Put(engine.Placement{Owner: 0, Zone: zones.Hand, Def: def})
	require.NoError(t, err)
	ch := g.Characteristics(brute)
	require.Equal(t, "Moonrage Brute", ch.Name)
	require.Equal(t, 3, ch.ManaValue, "the front face's mana value, {2}{W}")
	require.Equal(t, engine.ColorSet(0).With(engine.Red), ch.Colors, "the color indicator's red")
	hand := g.Characteristics(inHand)
	require.Equal(t, "Brutal Cathar", hand.Name)
	require.Equal(t, engine.ColorSet(0).With(engine.White), hand.Colors)
}
