package engine_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// seek is a sorcery for {U}: "Look at the top four cards of your library.
// You may reveal a creature card with mana value 3 or less from among them
// and put it into your hand. Put the rest on the bottom of your library in
// any order."
func seek() *engine.CardDef {
	f := engine.Filter{Types: engine.Types(engine.Creature), HasMaxMV: true, MaxMV: 3}
	return engine.Finish(&engine.CardDef{Front: engine.Face{
		Name: "Seek", ManaCost: engine.MustManaCost("{U}"), Types: engine.Types(engine.Sorcery),
		Spell: &engine.SpellAbility{Text: "Look at the top four cards of your library. You may reveal a creature card with mana value 3 or less from among them and put it into your hand. Put the rest on the bottom of your library in any order.",
			Effect: func(r *engine.Resolution) {
				r.Dig(r.Controller(), 4, f, "you may reveal a creature card with mana value 3 or less")
			}},
	}})
}

// libraryNames returns the names of p's library, top first.
func libraryNames(g *engine.Game, p engine.PlayerID) []string {
	lib := g.Zone(p, zones.Library)
	out := make([]string, 0, len(lib))
	for i := len(lib) - 1; i >= 0; i-- {
		out = append(out, g.Characteristics(lib[i]).Name)
	}
	return out
}

// seekGame sets up Alice with Seek in hand and a library of, from the top,
// Hill Giant (mana value 4), Grizzly Bears, Craven Giant, Lightning Bolt and
// Forest.
func seekGame(t *testing.T) (*engine.Game, engine.ObjID) {
	g := newGame(t)
	putN(t, g, alice, zones.Battlefield, "Island", 1)
	for _, name := range []string{"Forest", "Lightning Bolt", "Craven Giant", "Grizzly Bears", "Hill Giant"} {
		put(t, g, alice, zones.Library, name)
	}
	spell := putDef(t, g, alice, zones.Hand, seek())
	startMain(t, g)
	require.Equal(t, []string{"Hill Giant", "Grizzly Bears", "Craven Giant", "Lightning Bolt", "Forest"}, libraryNames(g, alice))
	return g, spell
}

// CR 401.4: the player orders the rest on the bottom, the first named
// highest; the card taken must match the filter.
func TestDigTakesAMatchAndOrdersTheRest(t *testing.T) {
	t.Parallel()
	g, spell := seekGame(t)
	lib := g.Zone(alice, zones.Library) // bottom first
	giant, bears, craven, bolt := lib[4], lib[3], lib[2], lib[1]
	script(t, g, alice).Push(engine.PickObj(bears), engine.PickObj(bolt, giant, craven))
	cast(t, g, alice, spell)
	resolveStack(t, g)
	assert.Equal(t, []string{"Forest", "Lightning Bolt", "Hill Giant", "Craven Giant"}, libraryNames(g, alice))
	hand := g.Zone(alice, zones.Hand)
	require.Len(t, hand, 1)
	assert.Equal(t, "Grizzly Bears", g.Characteristics(hand[0]).Name)
}

// A card that doesn't match the filter can't be taken (mana value 4).
func TestDigRefusesACardOutsideTheFilter(t *testing.T) {
	t.Parallel()
	g, spell := seekGame(t)
	giant := g.Zone(alice, zones.Library)[4]
	script(t, g, alice).Push(engine.PickObj(giant))
	cast(t, g, alice, spell)
	require.NoError(t, g.PassPriority(alice))
	err := g.PassPriority(bob)
	require.ErrorIs(t, err, engine.ErrIllegalChoice)
}
