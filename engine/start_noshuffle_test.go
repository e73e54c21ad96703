package engine_test

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// cardsIn returns the physical cards of player p's zone z, in the zone's
// order (a library bottom first).
func cardsIn(t *testing.T, g *engine.Game, p engine.PlayerID, z zones.Kind) []engine.CardID {
	t.Helper()
	var out []engine.CardID
	for _, id := range g.Zone(p, z) {
		info, err := g.Object(id)
		require.NoError(t, err)
		out = append(out, info.Card)
	}
	return out
}

// topFirst returns a library's cards top first.
func topFirst(lib []engine.CardID) []engine.CardID {
	out := slices.Clone(lib)
	slices.Reverse(out)
	return out
}

// With Beginning.NoShuffle (a setup's option, not the rules' procedure:
// CR 103.3 and 103.5 shuffle) nothing is shuffled: the hand drawn is the
// top seven, and a mulligan puts it on the bottom of the library in its
// order, so that the next seven are the cards below it; a snapshot taken
// before the mulligan restores a game that deals the same.
func TestBeginNoShuffleMulligan(t *testing.T) {
	t.Parallel()
	o := &opener{starting: alice, mulls: map[engine.PlayerID]int{alice: 1}}
	g := startGame(t, 2, o, engine.Beginning{Chooser: alice, NoShuffle: true})
	deck := topFirst(cardsIn(t, g, alice, zones.Library))
	require.Len(t, deck, 20)

	require.NoError(t, g.Step()) // Alice plays first; the hands are drawn
	assert.Equal(t, deck[:7], cardsIn(t, g, alice, zones.Hand), "the top seven, unshuffled")
	data, err := g.Snapshot()
	require.NoError(t, err)
	o2 := o.again()
	restored, err := restoreChecked(data, cards.Lookup, []engine.Decider{o2, o2})
	require.NoError(t, err)

	// Alice mulligans: her seven go to the bottom in order, she draws the
	// next seven and puts the first of them (the opener's answer) on the
	// bottom.
	want := slices.Concat(deck[14:], deck[:7], deck[7:8])
	for _, h := range []*engine.Game{g, restored} {
		stepStart(t, h)
		assert.Equal(t, 1, h.Mulligans(alice))
		assert.Equal(t, deck[8:14], cardsIn(t, h, alice, zones.Hand), "the next seven, less the one on the bottom")
		assert.Equal(t, want, topFirst(cardsIn(t, h, alice, zones.Library)), "the first hand below the rest, in its order, then the card put on the bottom")
	}
	assert.Equal(t, stateOf(g), stateOf(restored), "the restored game mulligans the same way")
	assert.Empty(t, startEvents(g, engine.EvShuffled), "no library is shuffled")
}
