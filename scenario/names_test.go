package scenario_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/scenario"
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

// An unknown card in a file is an error a program can recognize: the
// parse error wraps engine.ErrUnknownCard.
func TestUnknownCardIsTyped(t *testing.T) {
	_, err := scenario.ParseString("x.scenario", "scenario: x\nplayers: Alice, Bob\nhand Alice: Grizzly Bear\n")
	require.Error(t, err)
	assert.ErrorIs(t, err, engine.ErrUnknownCard)
	var unknown *cards.UnknownCardError
	require.ErrorAs(t, err, &unknown)
	assert.Equal(t, []string{"Grizzly Bears"}, unknown.Suggestions)
}
