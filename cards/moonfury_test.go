package cards_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// TestMoonfuryPlaysItsMechanisms plays seeded games of the moonfury preset
// against howlpack between random deciders and requires the rules the deck
// is built around to happen in them: loyalty abilities (CR 606), attacks
// on planeswalkers (CR 508.1b), flashback casts (CR 702.34a), Curse of
// Leeches attached to a player (CR 303.4), and Sunstreak Phoenix returning
// from the graveyard by its own ability (CR 113.6).
func TestMoonfuryPlaysItsMechanisms(t *testing.T) {
	var loyalty, pwAttacks, flashback, cursed, phoenix int
	for i := range 60 {
		seed := uint64(1000 + i)
		pcs := make([]engine.PlayerConfig, 2)
		for j, name := range []string{"moonfury", "howlpack"} {
			deck, err := cards.Deck(name)
			require.NoError(t, err)
			pcs[j] = engine.PlayerConfig{Name: name, Deck: deck, Decider: engine.NewRandom(seed*7 + uint64(j))}
		}
		g, err := engine.New(pcs, engine.WithSeed(seed))
		require.NoError(t, err)
		require.NoError(t, g.Start(engine.StartAt{Shuffle: true, OpeningHand: 7}))
		for n := 0; n < 5000; n++ {
			if over, _ := g.Over(); over {
				break
			}
			if turn, _, _ := g.Turn(); turn > 40 {
				break
			}
			require.NoError(t, g.Step(), "game %d", i)
		}
		name := func(id engine.ObjID) string {
			o, err := g.Object(id)
			require.NoError(t, err)
			return o.Def.Name()
		}
		for ev := range g.Events() {
			switch {
			case ev.Kind == engine.EvAbilityActivated && name(ev.Obj) == "Arlinn, the Pack's Hope":
				loyalty++
			case ev.Kind == engine.EvAttacks && ev.Other != engine.NoObj:
				pwAttacks++
			case ev.Kind == engine.EvZoneChanged && ev.From == zones.Graveyard && ev.To == zones.Stack:
				flashback++
			case ev.Kind == engine.EvAttached && ev.Other == engine.NoObj:
				cursed++
			case ev.Kind == engine.EvZoneChanged && ev.From == zones.Graveyard && ev.To == zones.Battlefield && name(ev.Obj) == "Sunstreak Phoenix":
				phoenix++
			}
		}
	}
	t.Logf("loyalty abilities %d, attacks on planeswalkers %d, flashback casts %d, Curses attached %d, Phoenix returns %d",
		loyalty, pwAttacks, flashback, cursed, phoenix)
	assert.Positive(t, loyalty, "loyalty abilities activated")
	assert.Positive(t, pwAttacks, "planeswalkers attacked")
	assert.Positive(t, flashback, "flashback casts")
	assert.Positive(t, cursed, "Curses attached to players")
	assert.Positive(t, phoenix, "Phoenix returned from the graveyard")
}
