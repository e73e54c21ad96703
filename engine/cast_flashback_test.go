package engine_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// flashbackGame returns a game in setup where Alice has Unnatural Moonrise
// (a sorcery with flashback {2}{R}{G}) in her graveyard, the lands to pay
// for it and Grizzly Bears to target.
func flashbackGame(t *testing.T) (g *engine.Game, moonrise, bears engine.ObjID) {
	t.Helper()
	g = newGame(t)
	moonrise = put(t, g, alice, zones.Graveyard, "Unnatural Moonrise")
	putN(t, g, alice, zones.Battlefield, "Mountain", 2)
	putN(t, g, alice, zones.Battlefield, "Forest", 2)
	bears = put(t, g, alice, zones.Battlefield, "Grizzly Bears")
	fillLibraries(t, g, 3)
	return g, moonrise, bears
}

// TestFlashbackKeepsSorceryTiming: flashback changes where a spell is cast
// from and what it costs, not when (CR 702.34a, 307.1): a sorcery cast
// with flashback in the beginning of combat step is refused with ErrTiming
// and changes nothing, and the legal actions don't offer it; in the main
// phase with an empty stack they do, and it is cast.
func TestFlashbackKeepsSorceryTiming(t *testing.T) {
	t.Parallel()
	flashbacks := func(g *engine.Game) int {
		n := 0
		for _, a := range g.LegalActions(alice, nil) {
			if a.Kind == engine.ActCastFlashback {
				n++
			}
		}
		return n
	}
	g, moonrise, bears := flashbackGame(t)
	start(t, g, engine.StartAt{Turn: 1, Player: alice, Step: engine.BeginningOfCombat})
	require.Zero(t, flashbacks(g), "offered in the beginning of combat")
	opts := engine.CastOptions{Targets: []engine.Target{target(bears)}, Flashback: true}
	before := engine.Digest(g)
	require.ErrorIs(t, g.CastSpell(alice, moonrise, opts), engine.ErrTiming)
	require.Equal(t, before, engine.Digest(g), "a refused cast changes nothing")

	g, moonrise, bears = flashbackGame(t)
	startMain(t, g)
	require.Equal(t, 1, flashbacks(g))
	opts.Targets = []engine.Target{target(bears)}
	require.NoError(t, g.CastSpell(alice, moonrise, opts))
}

// TestFlashbackByOwnerOnly: flashback lets a card's owner cast it from
// their graveyard (CR 702.34a): Alice, with the mana and priority in her
// main phase, can't cast the Unnatural Moonrise in Bob's graveyard; it is
// refused with ErrWrongZone, changes nothing, and is not among her legal
// actions.
func TestFlashbackByOwnerOnly(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	bobs := put(t, g, bob, zones.Graveyard, "Unnatural Moonrise")
	putN(t, g, alice, zones.Battlefield, "Mountain", 2)
	putN(t, g, alice, zones.Battlefield, "Forest", 2)
	bears := put(t, g, alice, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)
	for _, a := range g.LegalActions(alice, nil) {
		require.NotEqual(t, bobs, a.Obj, "offered: %+v", a)
	}
	before := engine.Digest(g)
	err := g.CastSpell(alice, bobs, engine.CastOptions{Targets: []engine.Target{target(bears)}, Flashback: true})
	require.ErrorIs(t, err, engine.ErrWrongZone)
	require.Equal(t, before, engine.Digest(g))
}
