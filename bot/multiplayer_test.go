package bot_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/bot"
	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
)

// TestBotsPlayMultiplayer: the bots are not bound to two players. In a
// three-player free-for-all and a Two-Headed Giant game (CR 810), every
// seat a Search or Greedy bot, the game is played to its end by Step.
func TestBotsPlayMultiplayer(t *testing.T) {
	for _, c := range []struct {
		name    string
		variant engine.Variant
		players int
	}{{"free-for-all of 3", engine.FreeForAll, 3}, {"Two-Headed Giant", engine.TwoHeadedGiant, 4}} {
		t.Run(c.name, func(t *testing.T) {
			pcs := make([]engine.PlayerConfig, c.players)
			for i := range pcs {
				deck, err := cards.Deck([]string{"cathar", "werewolves"}[i%2])
				require.NoError(t, err)
				seat := engine.PlayerID(i)
				var d engine.Decider = bot.NewGreedy(seat, uint64(i)+1)
				if i == 0 {
					d = bot.NewSearch(seat, 1, bot.WithParams(quick))
				}
				pcs[i] = engine.PlayerConfig{Name: string(rune('A' + i)), Deck: deck, Decider: d}
			}
			g, err := engine.New(pcs, engine.WithSeed(4), engine.WithVariant(c.variant))
			require.NoError(t, err)
			require.NoError(t, g.Start(engine.StartAt{Shuffle: true, OpeningHand: 7}))
			for range maxSteps {
				if over, _ := g.Over(); over {
					return
				}
				require.NoError(t, g.Step())
			}
			t.Fatalf("the game did not end in %d steps", maxSteps)
		})
	}
}
