package engine_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// libraryCardsSeenGame is a game of two Random deciders with decks, in
// which day becomes night and Alice's Gavony Dawnguard has her look at the
// top four cards of her library and put those she doesn't take on the
// bottom in an order she chooses: she knows them and their places, Bob
// does not (CR 401.3, 401.4), and a card she reveals is known to both
// (CR 701.20a). Its file pins what players know of hidden cards (version
// 11).
func libraryCardsSeenGame(t *testing.T, obs engine.GameOption) *engine.Game {
	t.Helper()
	g, put := deckGame(t, 50, obs)
	require.NoError(t, g.SetStartingDayNight(daynight.Day))
	put(0, zones.Battlefield, "Gavony Dawnguard")
	require.NoError(t, g.Start(engine.StartAt{Turn: 1, Player: 0, Step: engine.PrecombatMain}))
	require.NoError(t, g.ItBecomes(daynight.Night))
	require.Equal(t, 1, g.StackLen(), "the Dawnguard's trigger")
	for i := 0; g.StackLen() > 0; i++ {
		require.Less(t, i, 10)
		require.NoError(t, g.Step())
	}
	known := 0
	for _, id := range g.Zone(0, zones.Library) {
		if g.KnownTo(0, id) {
			require.False(t, g.KnownTo(1, id))
			known++
		}
	}
	require.Positive(t, known, "Alice put cards she looked at on the bottom")
	return g
}
