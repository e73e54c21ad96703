package engine_test

import (
	"errors"
	"testing"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// testWalker is a planeswalker with printed loyalty 3 and one loyalty
// ability, changed by change.
func testWalker(name string, change func(f *engine.Face)) *engine.CardDef {
	d := &engine.CardDef{Front: engine.Face{Name: name, ManaCost: engine.MustManaCost("{2}{G}"),
		Types: engine.Types(engine.Planeswalker), Subtypes: engine.Subtypes(engine.Arlinn), Loyalty: 3,
		Abilities: []*engine.Ability{{Kind: engine.Activated, Loyalty: true, Cost: engine.Cost{Loyalty: 1},
			Text: "+1: Nothing happens.", Effect: func(*engine.Resolution) {}}}}}
	change(&d.Front)
	engine.Finish(d)
	return d
}

// CR 306.5b, 606.2: a planeswalker face has a printed loyalty, and a
// loyalty ability is printed on a planeswalker only; a definition that
// breaks either is refused with a *CardError naming the field, and a
// registry does not register it.
func TestValidateLoyalty(t *testing.T) {
	assert.Empty(t, validFields(t, testWalker("Plain Walker", func(*engine.Face) {})))
	assert.Equal(t, []string{"Empty Walker Front.Loyalty"},
		validFields(t, testWalker("Empty Walker", func(f *engine.Face) { f.Loyalty = 0 })))
	notWalker := testWalker("Loyal Bear", func(f *engine.Face) {
		f.Types, f.Subtypes, f.Loyalty, f.Power, f.Toughness = engine.Types(engine.Creature), engine.Subtypes(engine.Bear), 0, 2, 2
	})
	assert.Equal(t, []string{"Loyal Bear Front.Abilities[0].Loyalty"}, validFields(t, notWalker))

	reg, err := cards.NewRegistry("loyalty test")
	require.NoError(t, err)
	err = reg.Register(notWalker)
	var ce *engine.CardError
	require.True(t, errors.As(err, &ce), "%v", err)
	assert.ErrorIs(t, err, engine.ErrInvalidCard)
	assert.Contains(t, ce.Problem, "CR 606.2")
	_, err = reg.Lookup("Loyal Bear")
	assert.ErrorIs(t, err, engine.ErrUnknownCard, "a refused definition is not registered")
}
