package scenario_test

import (
	"bytes"
	"testing"

	"github.com/cathar-engine/cathar/scenario/scenariotest"
	"github.com/stretchr/testify/assert"
)

// TestWriteBoardAttackingPlaneswalker checks that the board names the
// planeswalker an attacking creature attacks, and its controller, rather
// than the player who controls it (CR 506.3, 508.1b).
func TestWriteBoardAttackingPlaneswalker(t *testing.T) {
	res := scenariotest.RunString(t, "pw.scenario", `scenario: attacking Arlinn
players: Alice, Bob
battlefield Alice: "Arlinn, the Pack's Hope" as arlinn
battlefield Bob: Hill Giant as giant
battlefield Bob: Grizzly Bears as bears
day: day
start: turn 2 Bob precombat main
Bob attacks arlinn with giant
Bob attacks Alice with bears
goto turn 2 declare blockers
`)
	var out bytes.Buffer
	res.WriteBoard(&out)
	assert.Contains(t, out.String(), "giant (Hill Giant): 3/3, tapped, attacking Alice's planeswalker arlinn (Arlinn, the Pack's Hope)\n")
	assert.Contains(t, out.String(), "bears (Grizzly Bears): 2/2, tapped, attacking Alice\n")
}
