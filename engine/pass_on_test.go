package engine_test

// Passing priority that only hands it on (CR 117.3d) is done outside
// atomic when nothing could trigger on it and nothing waits for the action
// (PassPriority's passOn). These tests hold it to what atomic guarantees.

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// passWatcher is "Whenever a player passes priority, …", whose trigger
// condition panics: card code that fails while the pass is checked
// against it.
func passWatcher() *engine.CardDef {
	return engine.Finish(&engine.CardDef{Front: engine.Face{
		Name: "Pass Watcher", ManaCost: engine.MustManaCost("{1}"), Types: engine.Types(engine.Artifact),
		Abilities: []*engine.Ability{{Kind: engine.Triggered, Text: "Whenever a player passes priority, you gain 1 life.",
			Trigger: engine.Trigger{On: engine.EvPriorityPassed, Match: func(engine.View, engine.ObjID, *engine.Event) bool {
				panic("pass watcher")
			}},
			Effect: func(r *engine.Resolution) { r.GainLife(r.Controller(), 1) }}},
	}})
}

// A pass that something could trigger on goes through atomic: when the
// trigger's card code panics, the game is as it was before the pass, the
// log and the holder of priority included.
func TestPassOnLeavesTriggersToAtomic(t *testing.T) {
	t.Parallel()
	g := newGame(t, "Alice", "Bob")
	putDef(t, g, alice, zones.Battlefield, passWatcher())
	startMain(t, g)
	before, holder := g.EventCount(), g.PriorityPlayer()
	require.PanicsWithValue(t, "pass watcher", func() { _ = g.PassPriority(alice) })
	assert.Equal(t, before, g.EventCount(), "the pass's event was rolled back")
	assert.Equal(t, holder, g.PriorityPlayer(), "priority did not move")
	require.NoError(t, g.CheckInvariants())
}

// A pass made while a mark is held is undone by Rewind, the holder of
// priority and the log with it.
func TestPassOnRewinds(t *testing.T) {
	t.Parallel()
	g := newGame(t, "Alice", "Bob")
	startMain(t, g)
	before, holder := g.EventCount(), g.PriorityPlayer()
	m := g.Mark()
	require.NoError(t, g.PassPriority(alice))
	require.NotEqual(t, holder, g.PriorityPlayer())
	require.NoError(t, g.Rewind(m))
	assert.Equal(t, holder, g.PriorityPlayer(), "the rewind gave priority back")
	assert.Equal(t, before, g.EventCount(), "the rewind took the pass's event back")
}
