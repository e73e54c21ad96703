package engine_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// brawl is a sorcery for {G}: "Target creature you control fights target
// creature you don't control."
func brawl() *engine.CardDef {
	return engine.Finish(&engine.CardDef{Front: engine.Face{
		Name: "Brawl", ManaCost: engine.MustManaCost("{G}"), Types: engine.Types(engine.Sorcery),
		Spell: &engine.SpellAbility{Text: "Target creature you control fights target creature you don't control.",
			Targets: []engine.TargetSpec{
				{Kind: engine.TargetPermanent, Filter: engine.Filter{Types: engine.Types(engine.Creature), Controller: engine.YouControl}},
				{Kind: engine.TargetPermanent, Filter: engine.Filter{Types: engine.Types(engine.Creature), Controller: engine.OpponentControls}}},
			Effect: func(r *engine.Resolution) {
				a, okA := r.TargetObject(0)
				b, okB := r.TargetObject(1)
				if okA && okB {
					r.Fight(a, b)
				}
			}},
	}})
}

// CR 701.14a: each creature deals damage equal to its power to the other,
// and each is the source of its own damage (Typhoid Rats' deathtouch
// kills the Hill Giant).
func TestFightEachDealsItsPower(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	putN(t, g, alice, zones.Battlefield, "Forest", 1)
	rats := put(t, g, alice, zones.Battlefield, "Typhoid Rats")
	giant := put(t, g, bob, zones.Battlefield, "Hill Giant")
	spell := putDef(t, g, alice, zones.Hand, brawl())
	startMain(t, g)
	from := g.EventCount()
	cast(t, g, alice, spell, target(rats), target(giant))
	resolveStack(t, g)
	var sources []engine.ObjID
	for _, ev := range eventsOf(g, from, engine.EvDamage) {
		sources = append(sources, ev.Obj)
		n, _ := ev.Quantity()
		want := 1
		if ev.Obj == giant {
			want = 3
		}
		assert.Equal(t, want, n, "damage equal to its power")
	}
	assert.Equal(t, []engine.ObjID{rats, giant}, sources)
	rtNewObj(t, g, from, rats, zones.Graveyard)
	rtNewObj(t, g, from, giant, zones.Graveyard) // deathtouch: the rats dealt the damage
}

// CR 701.14b: if one of the creatures has left the battlefield, neither
// deals damage. The test card destroys its second target first: "Destroy
// target creature you don't control. Then target creature you control
// fights it."
func TestFightWithOneGoneDealsNoDamage(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	putN(t, g, alice, zones.Battlefield, "Forest", 1)
	bears := put(t, g, alice, zones.Battlefield, "Grizzly Bears")
	giant := put(t, g, bob, zones.Battlefield, "Hill Giant")
	def := brawl()
	def.Front.Spell.Effect = func(r *engine.Resolution) {
		a, _ := r.TargetObject(0)
		b, _ := r.TargetObject(1)
		r.Destroy(b)
		r.Fight(a, b)
	}
	spell := putDef(t, g, alice, zones.Hand, def)
	startMain(t, g)
	cast(t, g, alice, spell, target(bears), target(giant))
	from := g.EventCount()
	resolveStack(t, g)
	rtNewObj(t, g, from, giant, zones.Graveyard)
	assert.Empty(t, eventsOf(g, from, engine.EvDamage))
	assert.Equal(t, 0, info(t, g, bears).Damage)
}
