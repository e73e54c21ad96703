package engine_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// tapperDef has "{0}: Tap or untap target creature."
var tapperDef = engine.Finish(&engine.CardDef{Front: engine.Face{Name: "Test Tapper", ManaCost: engine.MustManaCost("{1}"),
	Types: engine.Types(engine.Artifact),
	Abilities: []*engine.Ability{{Kind: engine.Activated, Text: "{0}: Tap or untap target creature.",
		Targets: []engine.TargetSpec{{Kind: engine.TargetPermanent, Filter: engine.Creatures()}},
		Effect: func(r *engine.Resolution) {
			if id, ok := r.TargetObject(0); ok {
				r.TapOrUntap(r.Controller(), id)
			}
		}}}}})

// TestTapOrUntap: "tap or untap" is one DecideTapOrUntap decision answered
// tap or untap, with no "no" (CR 701.26); untapping an untapped creature
// changes nothing.
func TestTapOrUntap(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	src := putDef(t, g, alice, zones.Battlefield, tapperDef)
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)
	for _, c := range []struct {
		word   string
		tapped bool
	}{{"tap", true}, {"tap", true}, {"untap", false}, {"untap", false}} {
		require.NoError(t, g.ActivateAbility(alice, src, 0, engine.ActivateOptions{Targets: []engine.Target{engine.TargetObject(bears)}}))
		push(t, g, alice, engine.PickWord(c.word))
		resolveStack(t, g)
		assert.Equal(t, c.tapped, info(t, g, bears).Tapped, c.word)
		recs := g.Decisions()
		last := recs[len(recs)-1]
		assert.Equal(t, engine.DecideTapOrUntap, last.Kind)
		assert.Equal(t, c.word, last.Chosen[0].Text)
	}
	require.NoError(t, g.ActivateAbility(alice, src, 0, engine.ActivateOptions{Targets: []engine.Target{engine.TargetObject(bears)}}))
	push(t, g, alice, engine.No())
	require.NoError(t, g.PassPriority(alice))
	before := engine.Digest(g)
	assert.ErrorIs(t, g.PassPriority(bob), engine.ErrIllegalChoice) // no "no" without "you may"
	assert.Equal(t, before, engine.Digest(g))
}
