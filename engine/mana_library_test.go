package engine_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// libraryWell is a test card, "{T}: Add {G}. Draw a card.", written as
// kind: a mana ability, or an activated ability whose effect adds the
// mana.
func libraryWell(kind engine.AbilityKind) *engine.CardDef {
	ab := &engine.Ability{Kind: kind, Text: "{T}: Add {G}. Draw a card.", Cost: engine.Cost{Tap: true},
		Effect: func(r *engine.Resolution) {
			r.AddMana(r.Controller(), engine.ManaG, 1)
			r.Draw(r.Controller(), 1)
		}}
	if kind == engine.ManaAbility {
		ab.Mana = engine.ManaSpec{Fixed: engine.ManaPool{engine.ManaG: 1}}
	}
	return engine.Finish(&engine.CardDef{Front: engine.Face{Name: "Library Well",
		Types: engine.Types(engine.Artifact), Abilities: []*engine.Ability{ab}}})
}

// CR 605.1a (September 25, 2026): an activated ability is a mana ability
// only if its cost and effect move no card to or from a library. A card
// that declares "{T}: Add {G}. Draw a card." a mana ability is refused
// with a *CardError on its effect that cites the rule; written as an
// activated ability, it is accepted, uses the stack, and can be responded
// to before it adds the mana and draws.
func TestManaAbilityThatDrawsIsNotAManaAbility(t *testing.T) {
	t.Parallel()
	err := engine.Validate(libraryWell(engine.ManaAbility))
	require.ErrorIs(t, err, engine.ErrInvalidCard)
	var ce *engine.CardError
	require.True(t, errors.As(err, &ce), "%v", err)
	assert.Equal(t, "Front.Abilities[0].Effect", ce.Field)
	assert.True(t, strings.Contains(ce.Problem, "CR 605.1a"), ce.Problem)

	def := libraryWell(engine.Activated)
	require.NoError(t, engine.Validate(def))
	g := newGame(t)
	well := putDef(t, g, alice, zones.Battlefield, def)
	putN(t, g, alice, zones.Library, "Forest", 3)
	forest := put(t, g, alice, zones.Battlefield, "Forest")
	startMain(t, g)
	hand := len(g.Zone(alice, zones.Hand))
	from := g.EventCount()
	require.NoError(t, g.ActivateAbility(alice, well, 0, engine.ActivateOptions{}))
	act := eventsOf(g, from, engine.EvAbilityActivated)
	require.Len(t, act, 1)
	assert.Equal(t, "CR 602.2", g.EventRule(act[0]), "an activated ability, not a mana ability (605.3b)")
	assert.Equal(t, 1, g.StackLen(), "it uses the stack (CR 605.1a, 602.2)")
	assert.Equal(t, alice, g.PriorityPlayer(), "and players get priority to respond")
	assert.Len(t, g.Zone(alice, zones.Hand), hand, "nothing is drawn before it resolves")
	resolveStack(t, g)
	assert.Len(t, g.Zone(alice, zones.Hand), hand+1, "it drew a card")
	assert.Equal(t, 1, g.Pool(alice).Total(), "and added {G}")

	from = g.EventCount()
	require.NoError(t, g.ActivateAbility(alice, forest, 0, engine.ActivateOptions{}))
	act = eventsOf(g, from, engine.EvAbilityActivated)
	require.Len(t, act, 1)
	assert.Equal(t, "CR 605.3b", g.EventRule(act[0]), "a mana ability doesn't use the stack")
}

// A mana ability whose extra effect doesn't touch a library ("{T}: Add
// {G}. You gain 1 life.") is still a mana ability under CR 605.1a and must
// not use the stack (605.3b). The engine can't run such an effect, so
// Validate refuses it too, but its words must not send the author to
// Activated, which would put the ability on the stack.
func TestManaAbilityWithOtherEffectIsNotSentToActivated(t *testing.T) {
	t.Parallel()
	def := engine.Finish(&engine.CardDef{Front: engine.Face{Name: "Healing Well",
		Types: engine.Types(engine.Artifact), Abilities: []*engine.Ability{{Kind: engine.ManaAbility,
			Text: "{T}: Add {G}. You gain 1 life.", Cost: engine.Cost{Tap: true},
			Mana:   engine.ManaSpec{Fixed: engine.ManaPool{engine.ManaG: 1}},
			Effect: func(r *engine.Resolution) { r.GainLife(r.Controller(), 1) }}}}})
	err := engine.Validate(def)
	require.ErrorIs(t, err, engine.ErrInvalidCard)
	var ce *engine.CardError
	require.True(t, errors.As(err, &ce), "%v", err)
	assert.Equal(t, "Front.Abilities[0].Effect", ce.Field)
	assert.Contains(t, ce.Problem, "gaining life")
	assert.Contains(t, ce.Problem, "still a mana ability, which doesn't use the stack (CR 605.3b): do not make it Activated")
	assert.Contains(t, ce.Problem, "can't express such a mana ability yet")
}
