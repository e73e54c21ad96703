package scenario_test

import (
	"testing"

	"github.com/cathar-engine/cathar/scenario/scenariotest"
)

// TestLenientNames checks that a name pasted with a typographic
// apostrophe, and a double-faced card's full name, run as the exact name:
// the full name sets the front face up, on the battlefield too.
func TestLenientNames(t *testing.T) {
	scenariotest.RunString(t, "names.scenario", header+`
battlefield Alice: Brutal Cathar // Moonrage Brute as cathar
hand Alice: Moonrager’s Slash as slash, "Brutal Cathar // Moonrage Brute" as cathar2
expect cathar face front
expect cathar named Brutal Cathar
expect slash named Moonrager's Slash
expect cathar2 in hand
`)
}
