package cards

import (
	"iter"

	e "github.com/cathar-engine/cathar/engine"
)

// eachOpponent yields, in turn order, each opponent of p still in the game:
// "each opponent" (CR 102.3), which in Two-Headed Giant is each player of
// the other team.
func eachOpponent(g e.View, p e.PlayerID) iter.Seq[e.PlayerID] {
	return func(yield func(e.PlayerID) bool) {
		for i := range g.NumPlayers() {
			if q := e.PlayerID(i); g.Opponents(p, q) && !g.HasLeft(q) && !yield(q) {
				return
			}
		}
	}
}
