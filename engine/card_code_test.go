package engine_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// playerActions tries every player action on g and returns their errors.
func playerActions(g *engine.Game, card engine.ObjID) []error {
	return []error{
		g.Concede(bob),
		g.PassPriority(alice),
		g.PassPriority(bob),
		g.CastSpell(alice, card, engine.CastOptions{}),
		g.PlayLand(alice, card),
		g.ActivateAbility(alice, card, 0, engine.ActivateOptions{}),
		g.DeclareAttackers(alice, nil),
		g.DeclareBlockers(bob, nil),
		g.ItBecomes(daynight.Night),
		g.Perform(engine.Action{Kind: engine.ActPass, Player: alice}),
		g.Step(),
		g.PlayTurns(10),
	}
}

// An effect that reaches the Game (here through a closure; Resolution.Game
// gives only a View) can't act as a player: every action fails with a
// *CardCodeError and changes nothing, and the resolution goes on.
func TestEffectCantActAsPlayer(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	var errs []error
	forest := put(t, g, alice, zones.Hand, "Forest")
	sorcery := &engine.CardDef{Front: engine.Face{Name: "Rogue Edict", ManaCost: engine.MustManaCost("{0}"), Types: engine.Types(engine.Sorcery),
		Spell: &engine.SpellAbility{Text: "Bob concedes (it can't).", Effect: func(r *engine.Resolution) {
			before := g.Clone()
			errs = playerActions(g, forest)
			assert.Empty(t, engine.StateDiff(before, g), "a refused action changed the game")
			r.GainLife(r.Controller(), 1) // the resolution's own verbs still act
		}}}}
	edict := putDef(t, g, alice, zones.Hand, engine.Finish(sorcery))
	startMain(t, g)
	require.NoError(t, g.CastSpell(alice, edict, engine.CastOptions{}))
	resolveStack(t, g)
	require.Len(t, errs, 12)
	for i, err := range errs {
		var ce *engine.CardCodeError
		require.ErrorAs(t, err, &ce, "action %d", i)
		assert.ErrorIs(t, err, engine.ErrInsideCardCode)
		assert.Equal(t, "a card's effect", ce.Running)
	}
	over, _ := g.Over()
	assert.False(t, over, "Bob did not concede")
	assert.Equal(t, 21, g.Life(alice))
	assert.Equal(t, []engine.ObjID{forest}, g.Zone(alice, zones.Hand))
}

// A trigger condition and an "if" clause are card code too: they receive a
// View, which can't act, and one that reaches the Game through a closure
// is refused like an effect.
func TestTriggerConditionCantActAsPlayer(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	var matchErr, ifErr error
	watcher := &engine.CardDef{Front: engine.Face{Name: "Meddling Watcher", ManaCost: engine.MustManaCost("{1}"), Types: engine.Types(engine.Artifact),
		Abilities: []*engine.Ability{{Kind: engine.Triggered, Text: "Whenever a player gains life, nothing happens.",
			Trigger: engine.Trigger{On: engine.EvLifeChanged, Match: func(engine.View, engine.ObjID, *engine.Event) bool {
				matchErr = g.Concede(bob)
				return true
			}},
			If: func(engine.View, engine.ObjID, engine.PlayerID) bool {
				ifErr = g.PassPriority(alice)
				return false
			},
			Effect: func(*engine.Resolution) {}}}}}
	putDef(t, g, alice, zones.Battlefield, engine.Finish(watcher))
	gain := &engine.CardDef{Front: engine.Face{Name: "Small Comfort", ManaCost: engine.MustManaCost("{0}"), Types: engine.Types(engine.Instant),
		Spell: &engine.SpellAbility{Text: "You gain 1 life.", Effect: func(r *engine.Resolution) { r.GainLife(r.Controller(), 1) }}}}
	comfort := putDef(t, g, alice, zones.Hand, engine.Finish(gain))
	startMain(t, g)
	require.NoError(t, g.CastSpell(alice, comfort, engine.CastOptions{}))
	resolveStack(t, g)
	var ce *engine.CardCodeError
	require.ErrorAs(t, matchErr, &ce)
	assert.Contains(t, ce.Running, "trigger condition")
	require.ErrorAs(t, ifErr, &ce)
	over, _ := g.Over()
	assert.False(t, over)
}

// The view an effect gets reads the game.
func TestResolutionView(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	var seen []int
	look := &engine.CardDef{Front: engine.Face{Name: "Careful Look", ManaCost: engine.MustManaCost("{0}"), Types: engine.Types(engine.Sorcery),
		Spell: &engine.SpellAbility{Text: "Look.", Effect: func(r *engine.Resolution) {
			v := r.Game()
			n, active, _ := v.Turn()
			seen = append(seen, v.Life(bob), len(v.Battlefield()), n, int(active), v.NumPlayers())
		}}}}
	id := putDef(t, g, alice, zones.Hand, engine.Finish(look))
	put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)
	require.NoError(t, g.CastSpell(alice, id, engine.CastOptions{}))
	resolveStack(t, g)
	assert.Equal(t, []int{20, 1, 1, 0, 2}, seen)
	assert.True(t, errors.Is(&engine.CardCodeError{}, engine.ErrNotWaiting), "callers testing for an action out of turn still see it")
}
