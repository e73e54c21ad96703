package mycards

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
)

// TestRegistryRefusesADuplicate shows that a name defined twice is a typed
// error: the example's cards can't be registered a second time.
func TestRegistryRefusesADuplicate(t *testing.T) {
	reg, err := Registry()
	require.NoError(t, err)
	err = reg.Register(negate())
	require.ErrorIs(t, err, cards.ErrDuplicateCard)
	assert.Contains(t, err.Error(), "Negate")
}

// TestDecks checks that every card of the example's decks is a card of
// its registry, 40 cards a deck, and that no deck takes the name of a
// preset of the pool.
func TestDecks(t *testing.T) {
	reg, err := Registry()
	require.NoError(t, err)
	presets := map[string]bool{}
	for _, p := range cards.Presets() {
		presets[p.Name] = true
	}
	for _, d := range Decks() {
		assert.False(t, presets[d.Name], d.Name)
		n := 0
		for _, e := range d.Entries {
			def, err := reg.Lookup(e.Name)
			if assert.NoError(t, err, d.Name) {
				assert.False(t, reg.IsToken(def), e.Name)
			}
			n += e.Count
		}
		assert.Equal(t, 40, n, d.Name)
	}
}
