package engine_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// pingMany is "Up to one hundred target creatures: 1 damage to each".
func pingMany(name string, types engine.CardType) *engine.CardDef {
	d := &engine.CardDef{Front: engine.Face{Name: name, ManaCost: engine.MustManaCost("{0}"), Types: engine.Types(types),
		Spell: &engine.SpellAbility{
			Targets: []engine.TargetSpec{{Kind: engine.TargetPermanent, Filter: engine.Filter{Types: engine.Types(engine.Creature)},
				Count: 100, UpTo: true}},
			Effect: func(r *engine.Resolution) {
				for i := range 100 {
					if id, ok := r.TargetObject(i); ok {
						r.DealDamage(engine.TargetObject(id), 1)
					}
				}
			}}}}
	engine.Finish(d)
	return d
}

// CR 115.1, 601.2c: an "up to N" phrase may choose any number of targets
// from none to N. With N past the targets a spell holds, it is cast with
// none or a few (they once failed as "too many targets" whatever was
// chosen), and only choosing more than the engine holds is refused.
func TestUpToManyTargets(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	bears := putN(t, g, bob, zones.Battlefield, "Grizzly Bears", 5)
	spells := []engine.ObjID{putDef(t, g, alice, zones.Hand, pingMany("Hundred Pings", engine.Instant)),
		putDef(t, g, alice, zones.Hand, pingMany("Hundred Pings", engine.Instant))}
	startMain(t, g)

	cast(t, g, alice, spells[0])
	resolveStack(t, g)
	assert.Len(t, g.Zone(alice, zones.Graveyard), 1, "resolved with no target")

	many := []engine.Target{target(bears[0]), target(bears[1]), target(bears[2]), target(bears[3]), target(bears[4])}
	before := engine.Digest(g)
	err := g.CastSpell(alice, spells[1], engine.CastOptions{Targets: many})
	require.ErrorIs(t, err, engine.ErrIllegalTarget)
	assert.Contains(t, err.Error(), "more than 4 targets")
	assert.Equal(t, before, engine.Digest(g))

	found := false
	for _, a := range g.LegalActions(alice, nil) {
		if a.Kind == engine.ActCast && a.Obj == spells[1] {
			none := true
			for _, x := range a.TargetList() {
				none = none && x.None()
			}
			found = found || none
		}
	}
	assert.True(t, found, "casting it with no target is a legal action")

	cast(t, g, alice, spells[1], many[:2]...)
	resolveStack(t, g)
	for i, b := range bears {
		assert.Equal(t, map[bool]int{true: 1, false: 0}[i < 2], info(t, g, b).Damage, "bear %d", i)
	}
}

// A definition whose needed targets lie past the places a spell holds, or
// whose phrase begins past them, is refused when it is validated.
func TestValidateTargetPlaces(t *testing.T) {
	t.Parallel()
	up := pingMany("Hundred Pings", engine.Instant)
	assert.NoError(t, engine.Validate(up), "one \"up to\" phrase may take any number of places")
	after := pingMany("Pings Then Player", engine.Instant)
	after.Front.Spell.Targets = append(after.Front.Spell.Targets, engine.TargetSpec{Kind: engine.TargetPlayer})
	five := pingMany("Five Pings", engine.Instant)
	five.Front.Spell.Targets[0] = engine.TargetSpec{Kind: engine.TargetPermanent, Count: 5}
	assert.Equal(t, []string{"Pings Then Player Front.Spell.Targets[1]"}, validFields(t, after))
	assert.Equal(t, []string{"Five Pings Front.Spell.Targets[0].Count"}, validFields(t, five))
}

// CR 603.3d: a triggered ability with an "up to N" phrase past the places
// an ability holds chooses as many targets as it holds, rather than being
// removed from the stack.
func TestUpToManyTargetsTriggered(t *testing.T) {
	t.Parallel()
	pinger := &engine.CardDef{Front: engine.Face{Name: "Test Pinger", ManaCost: engine.MustManaCost("{2}"),
		Types: engine.Types(engine.Creature), Subtypes: engine.Subtypes(engine.Goblin), Power: 1, Toughness: 1,
		Abilities: []*engine.Ability{{Kind: engine.Triggered, Text: "Whenever this attacks, 1 damage to each of up to one hundred target creatures.",
			Trigger: engine.Trigger{On: engine.EvAttacks, Match: func(_ engine.View, src engine.ObjID, ev *engine.Event) bool { return ev.Obj == src }},
			Targets: pingMany("", engine.Instant).Front.Spell.Targets,
			Effect:  pingMany("", engine.Instant).Front.Spell.Effect}}}}
	engine.Finish(pinger)
	g := newGame(t)
	p := putDef(t, g, alice, zones.Battlefield, pinger)
	bears := putN(t, g, bob, zones.Battlefield, "Grizzly Bears", 3)
	startMain(t, g)
	push(t, g, alice, engine.PickObj(bears[0], bears[2]))
	cbAttack(t, g, p)
	resolveStack(t, g)
	assert.Equal(t, []int{1, 0, 1}, []int{info(t, g, bears[0]).Damage, info(t, g, bears[1]).Damage, info(t, g, bears[2]).Damage})
}
