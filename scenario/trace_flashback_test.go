package scenario_test

import (
	"bytes"
	"testing"

	"github.com/cathar-engine/cathar/scenario/scenariotest"
	"github.com/stretchr/testify/assert"
)

// TestWriteEventsFlashback checks the events of a flashback cast: the
// cast says it is with flashback, and the spell's move to exile as it
// resolves cites flashback's replacement (CR 702.34a); a spell cast from
// the hand goes to the graveyard under CR 400.7.
func TestWriteEventsFlashback(t *testing.T) {
	res := scenariotest.RunString(t, "flashback.scenario", `scenario: flashback
players: Alice, Bob
battlefield Alice: Grizzly Bears as bears, Forest x4, Mountain x2
graveyard Alice: Unnatural Moonrise as moonrise
hand Alice: Lightning Bolt as bolt
day: day
Alice casts moonrise with flashback targeting bears
resolve
Alice casts bolt targeting Bob
resolve
expect moonrise in exile
`)
	var out bytes.Buffer
	res.WriteEvents(&out, 0)
	events := out.String()
	assert.Contains(t, events, "    Alice casts moonrise with flashback, targeting bears  [CR 601.2]\n")
	assert.Contains(t, events, "    moonrise: stack -> exile  [CR 702.34a]\n")
	assert.Contains(t, events, "    Alice casts bolt, targeting Bob  [CR 601.2]\n")
	assert.Contains(t, events, "    bolt: stack -> graveyard  [CR 400.7]\n")
}
