package engine_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// rtJailer is a 1/1 for {W}: "{0}: Exile target creature an opponent
// controls until this leaves the battlefield." No card of the pool exiles
// "until" with an activated ability.
func rtJailer() *engine.CardDef {
	return engine.Finish(&engine.CardDef{Front: engine.Face{
		Name: "Jailer", ManaCost: engine.MustManaCost("{W}"), Types: engine.Types(engine.Creature), Power: 1, Toughness: 1,
		Abilities: []*engine.Ability{{Kind: engine.Activated,
			Text:    "{0}: Exile target creature an opponent controls until this leaves the battlefield.",
			Targets: []engine.TargetSpec{{Kind: engine.TargetPermanent, Filter: engine.Filter{Types: engine.Types(engine.Creature), Controller: engine.OpponentControls}}},
			Effect: func(r *engine.Resolution) {
				if id, ok := r.TargetObject(0); ok {
					r.ExileUntilSourceLeaves(id)
				}
			}}},
	}})
}

// CR 610.3a: an activated ability that would exile something until its
// source leaves the battlefield does nothing when the source left before
// it resolved; the log says so with the case of a spell or an activated
// ability (610.3a), not that of a triggered one (610.3b).
func TestUntilExileOfActivatedAbilityWhoseSourceLeft(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	putN(t, g, bob, zones.Battlefield, "Island", 1)
	jailer := putDef(t, g, alice, zones.Battlefield, rtJailer())
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	unsummon := put(t, g, bob, zones.Hand, "Unsummon")
	startMain(t, g)
	require.NoError(t, g.ActivateAbility(alice, jailer, 0, engine.ActivateOptions{Targets: []engine.Target{target(bears)}}))
	require.NoError(t, g.PassPriority(alice))
	cast(t, g, bob, unsummon, target(jailer))
	from := g.EventCount()
	resolveStack(t, g)

	assert.Equal(t, zones.Battlefield, info(t, g, bears).Zone, "the Bears were not exiled")
	none := eventsOf(g, from, engine.EvNothingExiled)
	require.Len(t, none, 1)
	ev := none[0]
	assert.Equal(t, bears, ev.Obj)
	assert.Equal(t, jailer, ev.Other)
	assert.Equal(t, "CR 610.3a", g.EventRule(ev))
	b, err := json.Marshal(ev)
	require.NoError(t, err)
	assert.Contains(t, string(b), `"cause":"spell or activated ability"`)
}
