package engine_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// passOnlyGame is Alice's precombat main phase with Grizzly Bears ({1}{G})
// in hand, one untapped Forest and one tapped: she may only pass, and the
// cache has been told so.
func passOnlyGame(t *testing.T) (*engine.Game, engine.ObjID) {
	g := newGame(t)
	put(t, g, alice, zones.Hand, "Grizzly Bears")
	put(t, g, alice, zones.Battlefield, "Forest")
	forest := put(t, g, alice, zones.Battlefield, "Forest", tapped)
	startMain(t, g)
	acts := g.LegalActions(alice, nil)
	require.Len(t, acts, 1)
	require.Equal(t, engine.ActPass, acts[0].Kind)
	require.True(t, engine.PassOnlyCached(g, alice))
	return g, forest
}

// TestPassOnlyCacheIsResetByAWrite: untapping the second Forest through its
// operation lets Alice cast the Bears, and the cache no longer answers.
func TestPassOnlyCacheIsResetByAWrite(t *testing.T) {
	t.Parallel()
	g, forest := passOnlyGame(t)
	engine.UntapOutside(g, forest)
	assert.False(t, engine.PassOnlyCached(g, alice))
	acts := g.LegalActions(alice, nil)
	require.Len(t, acts, 2)
	assert.Equal(t, engine.ActCast, acts[1].Kind)
	require.NoError(t, g.CheckInvariants())
}

// TestPassOnlyCacheMissedResetIsFound breaks the reset of one write (the
// untap is not counted): the invariant checker lists Alice's actions again
// and reports the cast the cache hides, and in the engine's tests
// LegalActions itself refuses to answer from the cache. Without the
// check in checkCache, or the one in LegalActions, this test fails.
func TestPassOnlyCacheMissedResetIsFound(t *testing.T) {
	t.Parallel()
	g, forest := passOnlyGame(t)
	engine.UntapMissingPassReset(g, forest)
	require.True(t, engine.PassOnlyCached(g, alice), "the reset is missing")
	err := g.CheckInvariants()
	require.Error(t, err)
	assert.Contains(t, err.Error(), "pass-only cache")
	assert.Contains(t, err.Error(), "Grizzly Bears")
	assert.Panics(t, func() { g.LegalActions(alice, nil) })
}

// TestPassOnlyCacheCarriesOverSteps: the answer found in Bob's upkeep holds
// in the steps after it, in which nothing is written, and the answer
// found in a main phase of Alice's is not taken in her combat (the
// timing of a sorcery is part of the key, CR 307.1).
func TestPassOnlyCacheCarriesOverSteps(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	put(t, g, alice, zones.Hand, "Grizzly Bears")
	putN(t, g, alice, zones.Battlefield, "Forest", 2)
	putN(t, g, bob, zones.Library, "Forest", 5)
	putN(t, g, alice, zones.Library, "Forest", 5)
	startMain(t, g)
	require.Len(t, g.LegalActions(bob, nil), 0, "Bob's team does not have priority")
	require.NoError(t, g.PassPriority(alice))
	require.Len(t, g.LegalActions(bob, nil), 1)
	assert.True(t, engine.PassOnlyCached(g, bob))
	require.NoError(t, g.PassPriority(bob)) // to beginning of combat
	_, _, step := g.Turn()
	require.Equal(t, engine.BeginningOfCombat, step)
	assert.True(t, engine.PassOnlyCached(g, bob), "nothing was written between the steps")
	assert.False(t, engine.PassOnlyCached(g, alice))
	require.Len(t, g.LegalActions(alice, nil), 1, "no sorcery-speed cast in combat")
	require.NoError(t, g.CheckInvariants())
}

// TestPassOnlyCacheKeepsOthersThroughADraw: Alice's draw writes only her
// library and hand, which Bob's listing does not read, so Bob's answer
// found in her upkeep still holds in her draw step. It fails if writes to
// a hand or a library count for every player.
func TestPassOnlyCacheKeepsOthersThroughADraw(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	put(t, g, bob, zones.Hand, "Grizzly Bears")
	putN(t, g, alice, zones.Library, "Forest", 5)
	putN(t, g, bob, zones.Library, "Forest", 5)
	start(t, g, engine.StartAt{Turn: 2, Player: alice, Step: engine.Upkeep})
	require.NoError(t, g.PassPriority(alice))
	require.Len(t, g.LegalActions(bob, nil), 1)
	require.NoError(t, g.PassPriority(bob)) // to the draw step: Alice draws
	_, _, step := g.Turn()
	require.Equal(t, engine.Draw, step)
	require.Len(t, g.Zone(alice, zones.Hand), 1)
	assert.True(t, engine.PassOnlyCached(g, bob), "Alice's draw reset Bob's answer")
	require.NoError(t, g.CheckInvariants())
}
