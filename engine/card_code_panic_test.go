package engine_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// recovered runs f and returns whether it panicked.
func recovered(f func()) (panicked bool) {
	defer func() { panicked = recover() != nil }()
	f()
	return false
}

// Card code that panics — a filter's predicate, a spell's effect, a
// decider — during an action, a query or Step: a program that recovers
// the panic finds the game as it was before the call and accepting
// actions, not refusing every one as if the card code still ran.
func TestPanickingCardCodeLeavesGameUsable(t *testing.T) {
	t.Parallel()
	boom := map[string]bool{}
	explode := func(what string) {
		if boom[what] {
			boom[what] = false
			panic("card code fails: " + what)
		}
	}
	zap := &engine.CardDef{Front: engine.Face{Name: "Test Zap", ManaCost: engine.MustManaCost("{0}"), Types: engine.Types(engine.Instant),
		Spell: &engine.SpellAbility{
			Targets: []engine.TargetSpec{{Kind: engine.TargetPermanent, Filter: engine.Filter{
				Predicate: func(engine.View, engine.PlayerID, engine.ObjID, engine.ObjID) bool {
					explode("predicate")
					return true
				}}}},
			Effect: func(r *engine.Resolution) {
				explode("effect")
				if id, ok := r.TargetObject(0); ok {
					r.DealDamage(engine.TargetObject(id), 2)
				}
			}}}}
	engine.Finish(zap)
	g := newGame(t)
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	z1 := putDef(t, g, alice, zones.Hand, zap)
	startMain(t, g)
	before := engine.Digest(g)

	boom["predicate"] = true
	require.True(t, recovered(func() { _ = g.CastSpell(alice, z1, engine.CastOptions{Targets: []engine.Target{target(bears)}}) }))
	assert.Equal(t, before, engine.Digest(g), "an action rolls back")
	boom["predicate"] = true
	require.True(t, recovered(func() { g.LegalActions(alice, nil) }), "a query")
	assert.Equal(t, before, engine.Digest(g))

	require.NoError(t, g.SetDecider(alice, engine.DeciderFunc(func(*engine.Game, *engine.Decision) ([]int, error) {
		panic("a decider fails")
	})))
	require.True(t, recovered(func() { _ = g.Step() }), "a decider in Step")
	assert.Equal(t, before, engine.Digest(g))
	require.NoError(t, g.SetDecider(alice, script(t, g, alice)))

	cast(t, g, alice, z1, target(bears))
	boom["effect"] = true
	require.NoError(t, g.PassPriority(alice))
	onStack := engine.Digest(g)
	require.True(t, recovered(func() { _ = g.PassPriority(bob) }), "the spell's effect, as it resolves")
	assert.Equal(t, onStack, engine.Digest(g))
	require.NoError(t, g.CheckInvariants())

	require.NoError(t, g.PassPriority(bob), "the game accepts actions again")
	assert.Equal(t, 2, info(t, g, bears).Damage, "and the spell resolves")
}
