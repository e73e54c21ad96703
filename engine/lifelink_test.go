package engine_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// CR 510.2, 120.3f, 702.15b: a lifelink trampler that divides its 5 combat
// damage 2/2/1 between two blockers and the player deals it in one event,
// so its controller gains 5 life once, not three times; a second lifelink
// source dealing damage at the same time makes a gain of its own.
func TestLifelinkCombatDamageGainsOncePerSource(t *testing.T) {
	t.Parallel()
	linker := &engine.CardDef{Front: engine.Face{Name: "Test Linkhorn", ManaCost: engine.MustManaCost("{4}{W}"),
		Types: engine.Types(engine.Creature), Subtypes: engine.Subtypes(engine.Beast), Power: 5, Toughness: 5,
		Keywords: engine.Keywords(engine.Trample, engine.Lifelink)}}
	engine.Finish(linker)
	g := newGame(t)
	big := putDef(t, g, alice, zones.Battlefield, linker)
	child := put(t, g, alice, zones.Battlefield, "Child of Night")
	b1 := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	b2 := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)
	cbAttack(t, g, big, child)
	cbToBlocks(t, g)
	require.NoError(t, g.DeclareBlockers(bob, []engine.Block{{Blocker: b1, Attacker: big}, {Blocker: b2, Attacker: big}}))
	from := g.EventCount()
	gotoStep(t, g, 1, engine.CombatDamage)

	var gains []int32
	for _, ev := range eventsOf(g, from, engine.EvLifeChanged) {
		if ev.Player == alice {
			gains = append(gains, ev.Amount)
		}
	}
	assert.Equal(t, []int32{5, 2}, gains, "one gain per source: the trampler's 2+2+1, then Child of Night's 2")
	assert.Equal(t, 27, g.Life(alice))
	assert.Equal(t, 20-1-2, g.Life(bob))
	assert.Len(t, eventsOf(g, from, engine.EvDamage), 6, "the damage itself is one event per recipient: 3 of the trampler, 1 of Child of Night, 2 of the blockers")
}
