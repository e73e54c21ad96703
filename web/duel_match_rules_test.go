package web

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/match"
)

// TestMatchRulesAgreeWithPackageMatch: the duel's match rules, which
// mirror package match's (web may not import it), give the same chooser
// of the next game (CR 103.1) and the same cap of games.
func TestMatchRulesAgreeWithPackageMatch(t *testing.T) {
	for _, chooser := range []engine.PlayerID{0, 1} {
		for _, winner := range []engine.PlayerID{0, 1, engine.NoPlayer} {
			assert.Equal(t, match.NextChooser(chooser, winner), nextChooser(chooser, winner), "chose %d, won %d", chooser, winner)
		}
	}
	for wins := 1; wins <= 3; wins++ {
		assert.Equal(t, match.MaxGames(wins), maxGames(wins))
	}
}
