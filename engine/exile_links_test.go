package engine_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// ExileLinks shows what Brutal Cathar holds in exile (CR 610.3): the link
// outlives the transform into Moonrage Brute (the same object, CR
// 712.18) and is gone when the Brute leaves, the card back under its
// owner's control (CR 610.3c).
func TestExileLinks(t *testing.T) {
	g := dnGame(t, daynight.Day)
	putN(t, g, alice, zones.Battlefield, "Plains", 3)
	putN(t, g, bob, zones.Battlefield, "Swamp", 3)
	card := put(t, g, alice, zones.Hand, "Brutal Cathar")
	murder := put(t, g, bob, zones.Hand, "Murder")
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)
	assert.Empty(t, g.ExileLinks())
	cathar := bctCast(t, g, card, engine.NoObj)
	exiled := g.Current(bears)
	want := []engine.ExileLink{{Exiled: exiled, Source: cathar, ReturnTo: zones.Battlefield, Creator: alice, Returns: true}}
	assert.Equal(t, want, g.ExileLinks())
	l, ok := g.ExileLinkOf(exiled)
	assert.True(t, ok)
	assert.Equal(t, want[0], l)
	_, ok = g.ExileLinkOf(cathar)
	assert.False(t, ok)

	gotoStep(t, g, 3, engine.PrecombatMain)
	require.Equal(t, "Moonrage Brute", info(t, g, cathar).Characteristics.Name)
	assert.Equal(t, want, g.ExileLinks(), "the transformed permanent still holds the card")

	require.NoError(t, g.PassPriority(alice))
	cast(t, g, bob, murder, target(cathar))
	push(t, g, bob, engine.Yes()) // ward: pay 3 life
	resolveStack(t, g)
	assert.Empty(t, g.ExileLinks(), "the Brute left: the link is gone")
	assert.Equal(t, zones.Battlefield, info(t, g, g.Current(bears)).Zone)
}

// A link whose exiled object is a token says that it will not return.
func TestExileLinkOfAToken(t *testing.T) {
	g := dnGame(t, daynight.Day)
	putN(t, g, alice, zones.Battlefield, "Plains", 3)
	card := put(t, g, alice, zones.Hand, "Brutal Cathar")
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears", token)
	startMain(t, g)
	cast(t, g, alice, card)
	passAll(t, g) // the Cathar resolves; its trigger goes on the stack
	passAll(t, g) // the trigger exiles the token
	// The token has ceased to exist (CR 704.5d); the link stays while
	// the Cathar does, and says nothing will return.
	links := g.ExileLinks()
	require.Len(t, links, 1)
	assert.False(t, links[0].Returns)
	assert.Equal(t, g.Current(bears), links[0].Exiled)
}
