package engine_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
)

// CR 731.2: the spells each player cast this turn, which the next untap
// step's day/night check reads, are in every view, the spectator's too.
// In the fixture Alice casts Brutal Cathar in turn 2, then Lightning Bolt
// in Bob's turn 3: in turn 3 she has cast one spell, Bob none.
func TestPlayerViewShowsSpellsCastThisTurn(t *testing.T) {
	t.Parallel()
	f := newViewFixture(t, hiddenHand, hiddenLibrary)
	for _, v := range []engine.PlayerView{f.g.PlayerView(alice), f.g.PlayerView(bob), f.g.SpectatorView()} {
		require.Len(t, v.Players, 2)
		assert.Equal(t, 1, v.Players[alice].SpellsCast)
		assert.Equal(t, 0, v.Players[bob].SpellsCast)
	}
	assert.Contains(t, string(mustJSON(t, f.g.PlayerView(bob))), `"spellsCast":1`)
}
