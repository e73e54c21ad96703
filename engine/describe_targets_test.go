package engine_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// A cast's line names each of its targets once, players and objects, in
// the order of the spell's target places (CR 601.2c), from the targets
// the spell was cast with, and also once the spell has left the stack.
func TestDescribeNamesCastTargets(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	putN(t, g, alice, zones.Battlefield, "Mountain", 3)
	bolt := put(t, g, alice, zones.Hand, "Lightning Bolt")
	trail := put(t, g, alice, zones.Hand, "Arc Trail")
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)
	from := g.EventCount()
	cast(t, g, alice, bolt, engine.TargetPlayerID(bob))
	resolveStack(t, g)
	cast(t, g, alice, trail, target(bears), engine.TargetPlayerID(bob))
	resolveStack(t, g)
	var casts []string
	for ev := range g.EventsSince(from) {
		if ev.Kind == engine.EvSpellCast {
			casts = append(casts, g.Describe(ev))
		}
	}
	assert.Equal(t, []string{
		"Alice casts Lightning Bolt, targeting Bob",
		"Alice casts Arc Trail, targeting Grizzly Bears and Bob",
	}, casts)
}
