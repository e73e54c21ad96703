package engine_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// twoPhrases is a sorcery, or with trigger a creature whose "enters"
// trigger has the same text, that deals 2 damage to any target and 1 to
// target (another: "another target") creature.
func twoPhrases(another, trigger bool) *engine.CardDef {
	text := "This deals 2 damage to any target and 1 damage to target creature."
	if another {
		text = "This deals 2 damage to any target and 1 damage to another target creature."
	}
	specs := []engine.TargetSpec{{Kind: engine.TargetAny}, {Kind: engine.TargetPermanent, Filter: engine.Creatures(), Another: another}}
	effect := func(r *engine.Resolution) {
		for k, n := range []int{2, 1} {
			for _, t := range r.Targets(k) {
				r.DealDamage(t, n)
			}
		}
	}
	f := engine.Face{Name: "Two Bolts", ManaCost: engine.MustManaCost("{0}"), Types: engine.Types(engine.Sorcery),
		Spell: &engine.SpellAbility{Text: text, Targets: specs, Effect: effect}}
	if trigger {
		f = engine.Face{Name: "Two Bolts Mage", ManaCost: engine.MustManaCost("{0}"), Types: engine.Types(engine.Creature), Power: 1, Toughness: 1,
			Abilities: []*engine.Ability{{Kind: engine.Triggered, Text: "When this enters, it deals 2 damage to any target and 1 damage to another target creature.",
				Trigger: engine.SelfEnters(), Targets: specs, Effect: effect}}}
	}
	return engine.Finish(&engine.CardDef{Front: f})
}

// TestTargetPhrasesMayRepeat: different instances of "target" may choose
// the same object (CR 115.3), and an offered action does so too.
func TestTargetPhrasesMayRepeat(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	giant := put(t, g, bob, zones.Battlefield, "Hill Giant")
	s := putDef(t, g, alice, zones.Hand, twoPhrases(false, false))
	startMain(t, g)
	require.True(t, offersTargets(g, s, target(giant), target(giant)), "the same creature for both phrases is offered")
	cast(t, g, alice, s, target(giant), target(giant))
	resolveStack(t, g)
	assert.False(t, info(t, g, giant).Current, "2 + 1 damage destroy the 3/3")
}

// TestAnotherTarget: "another target" can't be an object another phrase
// chose (CR 115.3, 601.2c), whether the targets come from a cast, from the
// offered actions or from a trigger's decision.
func TestAnotherTarget(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	giant := put(t, g, bob, zones.Battlefield, "Hill Giant")
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	s := putDef(t, g, alice, zones.Hand, twoPhrases(true, false))
	mage := putDef(t, g, alice, zones.Hand, twoPhrases(true, true))
	startMain(t, g)
	require.False(t, offersTargets(g, s, target(giant), target(giant)), "the same creature for both phrases")
	require.True(t, offersTargets(g, s, target(giant), target(bears)))
	before := g.EventCount()
	err := g.CastSpell(alice, s, engine.CastOptions{Targets: []engine.Target{target(giant), target(giant)}})
	require.ErrorIs(t, err, engine.ErrIllegalTarget)
	require.ErrorContains(t, err, "the same target twice")
	require.Equal(t, before, g.EventCount(), "nothing happened")

	var asked []engine.Decision // one decision per phrase (CR 603.3d)
	sc := script(t, g, alice)
	require.NoError(t, g.SetDecider(alice, engine.DeciderFunc(func(g *engine.Game, d *engine.Decision) ([]int, error) {
		if d.Kind == engine.DecideTarget {
			asked = append(asked, *d)
		}
		return sc.Decide(g, d)
	})))
	push(t, g, alice, engine.PickObj(giant), engine.PickObj(bears))
	cast(t, g, alice, mage)
	passAll(t, g) // the mage enters; its trigger goes on the stack
	require.Len(t, asked, 2)
	var opts []engine.ObjID
	for _, o := range asked[1].Options {
		opts = append(opts, o.Obj)
	}
	assert.NotContains(t, opts, giant, "the first phrase chose the giant")
	assert.Contains(t, opts, bears)
	st := g.Stack()
	require.Len(t, st, 1)
	assert.Equal(t, []engine.Target{target(giant), target(bears)}, st[0].Targets)
}

// offersTargets reports whether LegalActions offers alice casting card
// with exactly these targets.
func offersTargets(g *engine.Game, card engine.ObjID, ts ...engine.Target) bool {
	for _, a := range g.LegalActions(alice, nil) {
		if a.Kind == engine.ActCast && a.Obj == card && assert.ObjectsAreEqual(ts, a.TargetList()) {
			return true
		}
	}
	return false
}
