package engine_test

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// CR 400.2, 402.3: a card in a public zone is known to every player; a
// card in a hand to its owner; a library card to nobody, until someone
// sees it.
func TestKnownToFollowsTheZones(t *testing.T) {
	t.Parallel()
	g, spell := seekGame(t)
	island := g.Zone(alice, zones.Battlefield)[0]
	assert.True(t, g.KnownTo(alice, spell), "own hand (CR 402.3)")
	assert.False(t, g.KnownTo(bob, spell), "an opponent's hand")
	assert.True(t, g.KnownTo(bob, island), "the battlefield is public (CR 400.2)")
	for _, id := range g.Zone(alice, zones.Library) {
		assert.False(t, g.KnownTo(alice, id), "nobody may look at a library (CR 401.3)")
		assert.False(t, g.KnownTo(bob, id))
	}
	assert.False(t, g.KnownTo(engine.PlayerID(5), island), "no such player")
	assert.False(t, g.KnownTo(alice, engine.ObjID(9999)), "no such object")
}

// Looking at the top of a library (CR 401.3 yields to the effect) teaches
// the player those cards and the places they put them; the card revealed
// (CR 701.20a) is known to every player in the hand it goes to; the card
// nobody saw stays unknown.
func TestKnownToAfterLookingAndRevealing(t *testing.T) {
	t.Parallel()
	g, forest := seekResolved(t)

	hand := g.Zone(alice, zones.Hand)
	require.Len(t, hand, 1)
	assert.True(t, g.KnownTo(bob, hand[0]), "the revealed creature, now in hand")

	after := g.Zone(alice, zones.Library) // bottom first: Craven, Giant, Bolt, Forest
	require.Len(t, after, 4)
	assert.Equal(t, g.Current(forest), after[3])
	assert.False(t, g.KnownTo(alice, after[3]), "Forest was never looked at")
	assert.False(t, g.KnownTo(bob, after[3]))
	for _, id := range after[:3] {
		assert.True(t, g.KnownTo(alice, id), "%s was looked at and put on the bottom by Alice", g.Characteristics(id).Name)
		assert.False(t, g.KnownTo(bob, id), "%s: Bob only saw cards go to the bottom", g.Characteristics(id).Name)
	}
}

// A snapshot keeps what players know (version 11), so a restored game
// answers KnownTo as the original does.
func TestKnownToSurvivesSnapshotAndClone(t *testing.T) {
	t.Parallel()
	g, _ := seekResolved(t)
	data, err := g.Snapshot()
	require.NoError(t, err)
	assert.Contains(t, string(data), `"knownBy":`)
	h, err := restoreChecked(data, lookupWithSeek, nil)
	require.NoError(t, err)
	c := g.Clone()
	for _, p := range []engine.PlayerID{alice, bob} {
		for _, id := range append(g.Zone(alice, zones.Library), g.Zone(alice, zones.Hand)...) {
			assert.Equal(t, g.KnownTo(p, id), h.KnownTo(p, id), "restored: player %d, object %d", p, id)
			assert.Equal(t, g.KnownTo(p, id), c.KnownTo(p, id), "clone: player %d, object %d", p, id)
		}
	}
}

// lookupWithSeek resolves the pool's cards and the test's Seek.
func lookupWithSeek(name string) (*engine.CardDef, error) {
	if name == "Seek" {
		return seek(), nil
	}
	return cards.Lookup(name)
}

// seekResolved is seekGame after Seek has resolved: Alice took Grizzly
// Bears and put Lightning Bolt, Hill Giant and Craven Giant on the bottom
// in that order; it returns the game and Forest's object in the library
// (the card nobody looked at).
func seekResolved(t *testing.T) (*engine.Game, engine.ObjID) {
	g, spell := seekGame(t)
	lib := g.Zone(alice, zones.Library) // bottom first
	forest, giant, bears, craven, bolt := lib[0], lib[4], lib[3], lib[2], lib[1]
	script(t, g, alice).Push(engine.PickObj(bears), engine.PickObj(bolt, giant, craven))
	cast(t, g, alice, spell)
	resolveStack(t, g)
	return g, forest
}

// Cards put on the bottom in a random order are known to be among the
// bottom ones, but no one knows which is where: each is unknown, even to
// the player who looked at them.
func TestKnownToForgetsARandomOrder(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	putN(t, g, alice, zones.Battlefield, "Island", 1)
	for _, name := range []string{"Forest", "Lightning Bolt", "Grizzly Bears", "Hill Giant"} {
		put(t, g, alice, zones.Library, name)
	}
	look := engine.Finish(&engine.CardDef{Front: engine.Face{
		Name: "Look Around", ManaCost: engine.MustManaCost("{U}"), Types: engine.Types(engine.Sorcery),
		Spell: &engine.SpellAbility{Text: "Look at the top three cards of your library. You may reveal a creature card from among them and put it into your hand. Put the rest on the bottom of your library in a random order.",
			Effect: func(r *engine.Resolution) {
				_, rest := r.RevealFromTop(r.Controller(), 3, engine.Creatures(), "you may reveal a creature card")
				r.PutOnBottomRandom(rest)
			}},
	}})
	spell := putDef(t, g, alice, zones.Hand, look)
	startMain(t, g)
	giant := g.Zone(alice, zones.Library)[3]
	script(t, g, alice).Push(engine.PickObj(giant))
	cast(t, g, alice, spell)
	resolveStack(t, g)

	lib := g.Zone(alice, zones.Library) // bottom first: Bolt and Bears in some order, then Forest
	require.Len(t, lib, 3)
	for _, id := range lib {
		assert.False(t, g.KnownTo(alice, id), "%s", g.Characteristics(id).Name)
	}
	hand := g.Zone(alice, zones.Hand)
	require.Len(t, hand, 1)
	assert.Equal(t, "Hill Giant", g.Characteristics(hand[0]).Name)
	assert.True(t, g.KnownTo(bob, hand[0]), "revealed (CR 701.20a)")
}

// A version 10 snapshot records no knowledge: it restores with nothing
// known beyond the rules (CR 400.2, 402.3), and one that claims some is
// refused. A snapshot that records who knows a card in a public zone, or a
// player the game doesn't have, is refused too.
func TestKnownToInOlderAndBadSnapshots(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile("testdata/snapshots/v10-selfplay-midgame.json")
	require.NoError(t, err)
	g, err := restoreChecked(data, cards.Lookup, nil)
	require.NoError(t, err)
	for p := range engine.PlayerID(2) {
		for q := range engine.PlayerID(2) {
			for _, id := range g.Zone(q, zones.Library) {
				assert.False(t, g.KnownTo(p, id))
			}
			for _, id := range g.Zone(q, zones.Hand) {
				assert.Equal(t, p == q, g.KnownTo(p, id))
			}
		}
	}

	s, _ := seekResolved(t)
	data, err = s.Snapshot()
	require.NoError(t, err)
	_, err = restoreChecked(data, lookupWithSeek, nil)
	require.NoError(t, err)
	for _, bad := range []struct{ what, from, to string }{
		{"version 10", fmt.Sprintf(`"version":%d`, engine.SnapshotVersion), `"version":10`},
		{"a player the game lacks", `"knownBy":1`, `"knownBy":4`},
		{"a public zone", `"zone":3,`, `"zone":3,"knownBy":1,`},
	} {
		changed := strings.Replace(string(data), bad.from, bad.to, 1)
		require.NotEqual(t, string(data), changed, bad.what)
		_, err := restoreChecked([]byte(changed), lookupWithSeek, nil)
		assert.ErrorIs(t, err, engine.ErrBadSnapshot, bad.what)
	}
}

// A rewind to a mark (Mark, Rewind) puts back what players knew then:
// the cards Alice looked at with Seek, and the one revealed, are unknown
// again; the Seek she holds is known to her alone (CR 402.3).
func TestKnownToAfterRewind(t *testing.T) {
	t.Parallel()
	g, spell := seekGame(t)
	ids := append(g.Zone(alice, zones.Library), spell)
	m := g.Mark()
	lib := g.Zone(alice, zones.Library) // bottom first
	script(t, g, alice).Push(engine.PickObj(lib[3]), engine.PickObj(lib[1], lib[4], lib[2]))
	cast(t, g, alice, spell)
	resolveStack(t, g)
	learned := 0
	for _, id := range g.Zone(alice, zones.Library) {
		if g.KnownTo(alice, id) {
			learned++
		}
	}
	require.Equal(t, 3, learned, "Alice put three cards she looked at on the bottom")
	require.NoError(t, g.Rewind(m))
	for _, id := range ids {
		for _, p := range []engine.PlayerID{alice, bob} {
			assert.Equal(t, p == alice && id == spell, g.KnownTo(p, id), "player %d, object %d", p, id)
		}
	}
	require.NoError(t, g.CheckInvariants())
}
