package scenario_test

import (
	"bytes"
	"testing"

	"github.com/cathar-engine/cathar/scenario/scenariotest"
	"github.com/stretchr/testify/assert"
)

// TestWriteBoardTeams checks the board of a Two-Headed Giant game: the
// turn is the team's (CR 805.4), the life total is shown once, shared
// (CR 810.4), and a team wins together (CR 810.8a).
func TestWriteBoardTeams(t *testing.T) {
	res := scenariotest.RunString(t, "teams.scenario", `scenario: a team wins
players: Alice, Bob, Carol, Dave
variant: two-headed giant
battlefield Alice: Mountain
hand Alice: Lightning Bolt as bolt
life Carol: 3
start: turn 4 Carol upkeep
Alice casts bolt targeting Dave
resolve
`)
	var out bytes.Buffer
	res.WriteBoard(&out)
	board := out.String()
	assert.Contains(t, board, "  turn 4, upkeep step, Carol and Dave's turn; ")
	assert.Contains(t, board, "  the game is over: Alice and Bob win\n")
	assert.Contains(t, board, "  Alice and Bob: 30 life (shared)\n  Alice: ")
	assert.Contains(t, board, "  Carol and Dave: 0 life (shared)\n  Carol: ")
	assert.NotContains(t, board, "\n  Bob: 30 life")
	assert.NotContains(t, board, "\n  Dave: 0 life")
}
