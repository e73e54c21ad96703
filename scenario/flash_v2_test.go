package scenario_test

import (
	"testing"

	"github.com/cathar-engine/cathar/scenario/scenariotest"
)

// TestAsThoughFlash checks `as though it had flash`: it waits only for
// priority, follows `without paying its mana cost` (the {2} of the
// permission is an additional cost and is still paid, CR 118.9, 601.3c),
// and the words stay usable in a label ("flash") elsewhere.
func TestAsThoughFlash(t *testing.T) {
	scenariotest.RunString(t, "flash.scenario", header+`battlefield Alice: Forest as flash, Forest as had
hand Alice: Oakshade Stalker as stalker
goto turn 2 upkeep
Alice casts stalker without paying its mana cost as though it had flash
expect turn 2 upkeep
expect stalker in stack
expect flash tapped
expect had tapped
resolve
expect stalker in battlefield
`)
}
