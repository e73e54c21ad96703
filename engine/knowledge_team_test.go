package engine_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// CR 810.5: in Two-Headed Giant teammates may look at each other's hands.
// A player knows the cards of their teammate's hand, not their
// opponents', so Alice's determinized copy keeps Bob's hand and deals
// Carol's and Dave's again.
func TestKnownToTeammateHand(t *testing.T) {
	t.Parallel()
	g := newTeamGame(t) // Alice and Bob against Carol and Dave
	const carol, dave = engine.PlayerID(2), engine.PlayerID(3)
	growth := put(t, g, bob, zones.Hand, "Giant Growth")
	bolt := put(t, g, carol, zones.Hand, "Lightning Bolt")
	for _, p := range []engine.PlayerID{alice, bob, carol, dave} {
		for _, name := range []string{"Forest", "Island", "Hill Giant", "Grizzly Bears", "Plains", "Craven Giant"} {
			put(t, g, p, zones.Library, name)
		}
	}
	startMain(t, g)

	assert.True(t, g.KnownTo(alice, growth), "a teammate's hand (CR 810.5)")
	assert.True(t, g.KnownTo(bob, growth), "one's own hand (CR 402.3)")
	assert.False(t, g.KnownTo(carol, growth), "an opponent's hand")
	assert.True(t, g.KnownTo(dave, bolt))
	assert.False(t, g.KnownTo(alice, bolt))
	require.Len(t, g.PlayerView(alice).Players[bob].Hand, 1)

	carolHands := map[string]bool{}
	for seed := range uint64(12) {
		c, err := g.Determinize(alice, seed)
		require.NoError(t, err)
		requireSameView(t, g, c, alice)
		assert.Equal(t, []engine.ObjID{growth}, c.Zone(bob, zones.Hand), "seed %d: Bob's hand stays", seed)
		assert.Equal(t, "Giant Growth", c.Characteristics(growth).Name, "seed %d", seed)
		hand := c.Zone(carol, zones.Hand)
		require.Len(t, hand, 1)
		carolHands[c.Characteristics(hand[0]).Name] = true
	}
	assert.Greater(t, len(carolHands), 1, "Carol's hand is dealt again")
}
