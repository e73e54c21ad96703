package main

import (
	"bytes"
	"errors"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/examples/custom-cards/internal/mycards"
	"github.com/cathar-engine/cathar/scenario"
	"github.com/cathar-engine/cathar/scenario/scenariotest"
)

// TestRun plays the example and checks what it tells: the cards, the
// Clue going to the destroyed creature's controller, and every ruling
// passing.
func TestRun(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, run(&out, "rulings"))
	s := out.String()
	assert.Contains(t, s, "  Hollowmoor Stalker {2}{G} — Creature — Human Werewolf 3/2\n      daybound\n")
	assert.Contains(t, s, "    back face: Hollowmoor Ravager — Creature — Werewolf 4/3\n")
	assert.Contains(t, s, "  Mirewalk Corpse {1}{B} — Creature — Zombie 2/2\n")
	assert.Contains(t, s, "  Mirewalk Corpse is destroyed  [CR 701.8a]\n")
	assert.Contains(t, s, "  Bob controls Clue Token\n")
	for _, f := range []string{"fateful-absence", "negate", "werewolf"} {
		assert.Contains(t, s, "  ok   "+f+".scenario\n")
	}
}

// TestRulings runs each scenario file about the example's cards with its
// registry, as a Go test of a program's own cards would.
func TestRulings(t *testing.T) {
	reg, err := mycards.Registry()
	require.NoError(t, err)
	files, err := scenario.Collect("rulings")
	require.NoError(t, err)
	require.Len(t, files, 3)
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			scenariotest.RunFileWith(t, f, scenario.Options{Cards: reg})
		})
	}
}

// TestRulingsNeedTheRegistry shows that the built-in pool alone does not
// know the example's cards: a file about them is an error that says so.
func TestRulingsNeedTheRegistry(t *testing.T) {
	err := scenario.RunWith(filepath.Join("rulings", "negate.scenario"), scenario.Options{})
	require.Error(t, err)
	assert.True(t, errors.Is(err, engine.ErrUnknownCard), "%v", err)
}
