package engine_test

// "Whenever this creature or another Wolf or Werewolf you control dies":
// a leaves-the-battlefield trigger by filter (CR 603.10a, 700.4).

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

func TestCreatureDiesByFilterLooksBack(t *testing.T) {
	t.Parallel()
	crasher := engine.Finish(&engine.CardDef{Front: engine.Face{
		Name: "Test Crasher", ManaCost: engine.MustManaCost("{G}"), Types: engine.Types(engine.Creature),
		Subtypes: engine.Subtypes(engine.Werewolf), Power: 2, Toughness: 2,
		Abilities: []*engine.Ability{{Kind: engine.Triggered, Text: "Whenever this creature or another Wolf or Werewolf you control dies, you gain 1 life.",
			Trigger: engine.CreatureDies(engine.Filter{Subtypes: engine.Subtypes(engine.Wolf, engine.Werewolf), Controller: engine.YouControl}),
			Effect:  func(r *engine.Resolution) { r.GainLife(r.Controller(), 1) }}},
	}})
	g := newGame(t)
	putN(t, g, alice, zones.Battlefield, "Mountain", 2)
	pyro := putDef(t, g, alice, zones.Hand, rtPyroclasm())
	src := putDef(t, g, alice, zones.Battlefield, crasher)
	put(t, g, alice, zones.Battlefield, "Immerwolf")     // a Wolf of Alice's: +1/+1 to the Crasher
	put(t, g, alice, zones.Battlefield, "Grizzly Bears") // not a Wolf or Werewolf
	put(t, g, bob, zones.Battlefield, "Immerwolf")       // Bob's Wolf
	startMain(t, g)
	cast(t, g, alice, pyro)
	push(t, g, alice, engine.PickObj(src, src))
	passAll(t, g)
	assert.Equal(t, []engine.ObjID{src, src}, rtTriggerSources(g), "Alice's Wolf, and the Crasher itself once the Wolf's +1/+1 is gone; not Bob's Wolf nor the Bears")
	resolveStack(t, g)
	assert.Equal(t, 22, g.Life(alice))
}
