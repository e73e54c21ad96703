package engine_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// TestTeamEnchantedPlayerIsFixedAsItTriggers: Curse of Leeches on Dave,
// the second seat of the team whose turn the game records under Carol. Its
// upkeep trigger waits on the stack; it becomes night, the Curse turns into
// Leeching Lurker and becomes unattached (704.5p). As the ability resolves,
// "they" is still Dave, the player it triggered for (CR 603.2, 805.4d),
// not Carol, the team's first seat, and not no one.
func TestTeamEnchantedPlayerIsFixedAsItTriggers(t *testing.T) {
	t.Parallel()
	g := newTeamGame(t)
	put(t, g, alice, zones.Battlefield, "Curse of Leeches", attachedToPlayer(dave))
	for p := range 4 {
		putN(t, g, engine.PlayerID(p), zones.Library, "Forest", 3)
	}
	require.NoError(t, g.SetStartingDayNight(daynight.Day))
	start(t, g, engine.StartAt{Turn: 2, Player: carol, Step: engine.Upkeep})
	for g.StackLen() == 0 {
		advance(t, g)
	}
	from := g.EventCount()
	require.NoError(t, g.ItBecomes(daynight.Night))
	resolveStack(t, g)
	var losers, gainers []engine.PlayerID
	for ev := range g.EventsSince(from) {
		if ev.Kind == engine.EvLifeChanged && ev.Amount < 0 {
			losers = append(losers, ev.Player)
		}
		if ev.Kind == engine.EvLifeChanged && ev.Amount > 0 {
			gainers = append(gainers, ev.Player)
		}
	}
	assert.Equal(t, []engine.PlayerID{dave}, losers, "the player it triggered for loses the life")
	assert.Equal(t, []engine.PlayerID{alice}, gainers, "the Curse's controller gains it")
}
