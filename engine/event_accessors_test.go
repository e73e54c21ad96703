package engine_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// Each accessor reads Amount or Aux for the kinds that give them its
// meaning, and nothing for other kinds.
func TestEventAccessors(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	put(t, g, alice, zones.Battlefield, "Mountain")
	bolt := put(t, g, alice, zones.Hand, "Lightning Bolt")
	start(t, g, engine.StartAt{Step: engine.PrecombatMain})
	require.NoError(t, g.ItBecomes(daynight.Day))
	require.NoError(t, g.ItBecomes(daynight.Night))
	require.NoError(t, g.CastSpell(alice, bolt, engine.CastOptions{Targets: []engine.Target{engine.TargetPlayerID(bob)}}))
	resolveStack(t, g)
	var steps []engine.Step
	var designations [][2]daynight.Designation
	stackIDs := map[engine.EventKind]engine.StackID{}
	quantities := map[engine.EventKind]int{}
	for ev := range g.Events() {
		if s, ok := ev.Step(); ok {
			steps = append(steps, s)
		}
		if now, before, ok := ev.Designation(); ok {
			designations = append(designations, [2]daynight.Designation{now, before})
		}
		if id, ok := ev.StackID(); ok {
			stackIDs[ev.Kind] = id
		}
		if n, ok := ev.Quantity(); ok {
			quantities[ev.Kind] = n
		}
		if n, ok := ev.Turn(); ok {
			assert.Equal(t, 1, n)
		}
		_, okStep := ev.Step()
		assert.Equal(t, ev.Kind == engine.EvStepBegan, okStep, ev.Kind.String())
		if ev.Kind == engine.EvAbilityActivated {
			_, ok := ev.StackID()
			assert.False(t, ok, "a mana ability has no stack object (CR 605.3a)")
		}
	}
	assert.Equal(t, []engine.Step{engine.PrecombatMain}, steps)
	assert.Equal(t, [][2]daynight.Designation{{daynight.Day, daynight.Neither}, {daynight.Night, daynight.Day}}, designations)
	assert.Equal(t, engine.StackID(1), stackIDs[engine.EvSpellCast])
	assert.Equal(t, engine.StackID(1), stackIDs[engine.EvResolved])
	assert.Equal(t, 3, quantities[engine.EvDamage])
	assert.Equal(t, -3, quantities[engine.EvLifeChanged])
	assert.Equal(t, 2, quantities[engine.EvGameStarted])

	other := engine.Event{Kind: engine.EvTapped, Amount: 7, Aux: 9}
	_, ok := other.Quantity()
	assert.False(t, ok)
	_, ok = other.ExiledUntil()
	assert.False(t, ok)
	_, ok = other.BackFaceUp()
	assert.False(t, ok)
	exiled := engine.Event{Kind: engine.EvZoneChanged, Aux: 12}
	src, ok := exiled.ExiledUntil()
	assert.True(t, ok)
	assert.Equal(t, engine.ObjID(12), src)
	flip := engine.Event{Kind: engine.EvTransformed, Amount: 1}
	up, ok := flip.BackFaceUp()
	assert.True(t, ok && up)
}
