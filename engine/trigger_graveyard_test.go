package engine_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// graveSweep is an instant made for this test: "Exile target card from a
// graveyard."
var graveSweep = engine.Finish(&engine.CardDef{Front: engine.Face{Name: "Grave Sweep", ManaCost: engine.MustManaCost("{0}"),
	Types: engine.Types(engine.Instant), Spell: &engine.SpellAbility{Text: "Exile target card from a graveyard.",
		Targets: []engine.TargetSpec{{Kind: engine.TargetCardInAnyGraveyard}},
		Effect: func(r *engine.Resolution) {
			if id, ok := r.TargetObject(0); ok {
				r.Exile(id)
			}
		}}}})

// TestGraveyardTriggerFindsNewObjectGone checks that Sunstreak Phoenix's
// ability, triggered from the graveyard (CR 113.6m), does nothing once the
// card has left the graveyard before it resolves: the card is a new object
// (CR 400.7), so no payment is asked and nothing returns.
func TestGraveyardTriggerFindsNewObjectGone(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	put := func(p engine.PlayerID, z zones.Kind, def *engine.CardDef) engine.ObjID {
		id, err := g.Put(engine.Placement{Owner: p, Zone: z, Def: def})
		require.NoError(t, err)
		return id
	}
	phoenix := put(0, zones.Graveyard, cards.MustLookup("Sunstreak Phoenix"))
	put(0, zones.Battlefield, cards.MustLookup("Mountain"))
	put(0, zones.Battlefield, cards.MustLookup("Mountain"))
	sweep := put(1, zones.Hand, graveSweep)
	require.NoError(t, g.SetStartingDayNight(daynight.Day))
	require.NoError(t, g.Start(engine.StartAt{}))
	require.NoError(t, g.ItBecomes(daynight.Night))
	require.Equal(t, 1, g.StackLen(), "the Phoenix's trigger, from the graveyard")
	require.NoError(t, g.PassPriority(0))
	require.NoError(t, g.CastSpell(1, sweep, engine.CastOptions{Targets: []engine.Target{engine.TargetObject(phoenix)}}))
	require.NoError(t, g.PassPriority(1))
	require.NoError(t, g.PassPriority(0))
	require.Equal(t, 1, g.StackLen(), "the sweep resolved")
	info, err := g.Object(phoenix)
	require.NoError(t, err)
	require.False(t, info.Current, "exiled: a new object")
	// Alice's decider has no answer queued: asking her would fail.
	require.NoError(t, g.PassPriority(0))
	require.NoError(t, g.PassPriority(1))
	require.Equal(t, 0, g.StackLen())
	now, _ := g.CardObject(info.Card)
	in, err := g.Object(now)
	require.NoError(t, err)
	require.Equal(t, zones.Exile, in.Zone)
	for _, id := range g.Battlefield() {
		in, err := g.Object(id)
		require.NoError(t, err)
		require.False(t, in.Tapped, "nothing was paid")
	}
}
