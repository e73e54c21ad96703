package cli

import (
	"fmt"
	"strings"

	"github.com/cathar-engine/cathar/bot"
	"github.com/cathar-engine/cathar/engine"
)

// serveBots are the names --bot accepts, the default first.
var serveBots = []string{"search", "greedy", "random"}

// serveBot is the opponent's decider of `cathar serve`, for seat, seeded
// with seed: the search bot (which never reads the human's hidden cards),
// the greedy bot (one ply on copies of the game: it may see the next card
// of a library), or random legal answers (engine.Random).
func serveBot(kind string, seat engine.PlayerID, seed uint64) (engine.Decider, error) {
	switch kind {
	case "search":
		return bot.NewSearch(seat, seed), nil
	case "greedy":
		return bot.NewGreedy(seat, seed), nil
	case "random":
		return engine.NewRandom(seed), nil
	}
	return nil, fmt.Errorf("unknown bot %q: choose one of %s", kind, strings.Join(serveBots, ", "))
}
