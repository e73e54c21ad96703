package engine_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// TestAuraSpellEnteringAsCreatureEntersUnattached: Curse of Leeches cast
// at night resolves targeting a player, but enters transformed
// (CR 702.145b, 712.14a) as Leeching Lurker, which is no Aura: it enters
// unattached (303.4h), so it is never attached to the player and no
// state-based action unattaches it (no attach or unattach event). By day
// it enters attached to the player it targeted (608.3c).
func TestAuraSpellEnteringAsCreatureEntersUnattached(t *testing.T) {
	t.Parallel()
	for _, night := range []bool{true, false} {
		g := newGame(t)
		putN(t, g, alice, zones.Battlefield, "Swamp", 3)
		curse := put(t, g, alice, zones.Hand, "Curse of Leeches")
		dn := daynight.Day
		if night {
			dn = daynight.Night
		}
		require.NoError(t, g.SetStartingDayNight(dn))
		startMain(t, g)
		from := g.EventCount()
		cast(t, g, alice, curse, engine.TargetPlayerID(bob))
		resolveStack(t, g)
		now := info(t, g, g.Current(curse))
		require.Equal(t, zones.Battlefield, now.Zone)
		attached, unattached := eventsOf(g, from, engine.EvAttached), eventsOf(g, from, engine.EvUnattached)
		if night {
			assert.Equal(t, "Leeching Lurker", now.Characteristics.Name)
			assert.Equal(t, engine.NoPlayer, now.AttachedPlayer)
			assert.Empty(t, attached, "the Lurker is never attached (CR 303.4h)")
			assert.Empty(t, unattached, "nothing for 704.5p to unattach")
			continue
		}
		assert.Equal(t, "Curse of Leeches", now.Characteristics.Name)
		assert.Equal(t, bob, now.AttachedPlayer)
		if assert.Len(t, attached, 1) {
			assert.Equal(t, bob, attached[0].Player)
		}
		assert.Empty(t, unattached)
	}
}
