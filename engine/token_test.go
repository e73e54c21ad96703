package engine_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// "Destroy target creature. Its controller investigates." (the creature
// half of Fateful Absence): the Clue goes to the destroyed creature's
// controller, read with last known information (CR 701.16a, 608.2h,
// 111.2), not to the spell's controller.
func TestInvestigateForAnotherPlayer(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	absence := engine.Finish(&engine.CardDef{Front: engine.Face{Name: "Fateful Absence", ManaCost: engine.MustManaCost("{0}"), Types: engine.Types(engine.Instant),
		Spell: &engine.SpellAbility{Text: "Destroy target creature. Its controller investigates.",
			Targets: []engine.TargetSpec{{Kind: engine.TargetPermanent, Filter: engine.Creatures()}},
			Effect: func(r *engine.Resolution) {
				id, ok := r.TargetObject(0)
				if !ok {
					return
				}
				r.Destroy(id)
				last, err := r.Game().Object(id) // last known information (CR 608.2h)
				if err == nil {
					r.Investigate(last.Controller)
				}
			}}}})
	spell := putDef(t, g, alice, zones.Hand, absence)
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)
	require.NoError(t, g.CastSpell(alice, spell, engine.CastOptions{Targets: []engine.Target{{Obj: bears}}}))
	resolveStack(t, g)
	bf := g.Battlefield()
	require.Len(t, bf, 1)
	ch := g.Characteristics(bf[0])
	assert.Equal(t, "Clue Token", ch.Name)
	assert.Equal(t, bob, ch.Controller, "the destroyed creature's controller investigates")
	info, err := g.Object(bf[0])
	require.NoError(t, err)
	assert.Equal(t, bob, info.Owner, "the player who creates a token owns it (CR 111.2)")
	assert.True(t, ch.Subtypes.Has(engine.Clue) && ch.Is(engine.Artifact))
	assert.Equal(t, engine.ColorSet(0), ch.Colors, "colorless (CR 111.10f)")
}

// CreateTokensFor makes tokens for any player, and none for a player who
// has left the game (CR 800.4b).
func TestCreateTokensFor(t *testing.T) {
	t.Parallel()
	g := newGame(t, "Alice", "Bob", "Carol")
	carol := engine.PlayerID(2)
	var made [][]engine.ObjID
	gift := engine.Finish(&engine.CardDef{Front: engine.Face{Name: "Shared Bounty", ManaCost: engine.MustManaCost("{0}"), Types: engine.Types(engine.Sorcery),
		Spell: &engine.SpellAbility{Text: "Each opponent creates a Food and a Treasure.", Effect: func(r *engine.Resolution) {
			for p := range r.Game().NumPlayers() {
				if q := engine.PlayerID(p); q != r.Controller() {
					made = append(made, r.CreateTokensFor(q, engine.FoodToken(), 1), r.CreateTokensFor(q, engine.TreasureToken(), 1))
				}
			}
			made = append(made, r.CreateTokensFor(engine.PlayerID(9), engine.FoodToken(), 1))
		}}}})
	id := putDef(t, g, alice, zones.Hand, gift)
	startMain(t, g)
	require.NoError(t, g.Concede(carol))
	require.NoError(t, g.CastSpell(alice, id, engine.CastOptions{}))
	resolveStack(t, g)
	require.Len(t, made, 5)
	require.Len(t, made[0], 1)
	require.Len(t, made[1], 1)
	assert.Equal(t, bob, g.Characteristics(made[0][0]).Controller)
	assert.Equal(t, "Food Token", g.Characteristics(made[0][0]).Name)
	assert.Equal(t, "Treasure Token", g.Characteristics(made[1][0]).Name)
	assert.Empty(t, made[2], "Carol has left the game")
	assert.Empty(t, made[3])
	assert.Empty(t, made[4], "no such player")
	for _, id := range g.Battlefield() {
		assert.Equal(t, bob, g.Characteristics(id).Controller, "no token for the spell's controller")
	}
}
