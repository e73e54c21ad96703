package scenario_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/cathar-engine/cathar/scenario/scenariotest"
	"github.com/stretchr/testify/assert"
)

// TestWriteEventsLoyalty checks the events of loyalty changes: a loyalty
// ability's cost cites CR 606.4, and combat damage to a planeswalker is
// written before the loyalty counters it removes, which cite CR 120.3c.
func TestWriteEventsLoyalty(t *testing.T) {
	res := scenariotest.RunString(t, "loyalty.scenario", `scenario: loyalty
players: Alice, Bob
battlefield Alice: "Arlinn, the Pack's Hope" as arlinn
battlefield Bob: Hill Giant as giant
day: day
Alice activates arlinn ability 1
resolve
goto turn 2 declare attackers
Bob attacks arlinn with giant
goto turn 2 combat damage
expect arlinn loyalty 2
`)
	var out bytes.Buffer
	res.WriteEvents(&out, 0)
	events := out.String()
	assert.Contains(t, events, "    1 loyalty counter(s) on arlinn  [CR 606.4]\n")
	damage := strings.Index(events, "    giant deals 3 damage to arlinn  [CR 120.3]\n")
	removed := strings.Index(events, "    3 loyalty counter(s) removed from arlinn  [CR 120.3c]\n")
	assert.Positive(t, damage, events)
	assert.Greater(t, removed, damage, "the loyalty counters are removed as a result of the damage")
}
