package scenario_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/scenario"
	"github.com/cathar-engine/cathar/scenario/scenariotest"
)

// TestVariantLineErrors checks the errors of the `variant:` line and of
// a team's life total set twice (format version 2, Two-Headed Giant).
func TestVariantLineErrors(t *testing.T) {
	const four = "scenario: t\nplayers: Alice, Bob, Carol, Dave\n"
	for _, tc := range []struct{ src, want string }{
		{"scenario: t\nplayers: Alice, Bob, Carol\nvariant: two-headed giant\n",
			"t.scenario:3: variant: two-headed giant needs exactly four players, found 3 (CR 810.1)"},
		{four + "life Alice: 20\nvariant: two-headed giant\n",
			"t.scenario:4: `variant:` must come right after `players:`"},
		{four + "variant: three-headed giant\n",
			"t.scenario:3: variant: expected `two-headed giant`, found \"three-headed giant\""},
		{four + "variant: two-headed giant\nlife Alice: 20\nlife Bob: 25\n",
			"t.scenario:5: life of Bob already set at line 4, which set Alice's: teammates share one life total (CR 810.4); keep one of the lines"},
		{four + "variant: two-headed giant\nlife Bob: 25\nlife Alice: 20\n",
			"t.scenario:5: life of Alice already set at line 4, which set Bob's: teammates share one life total (CR 810.4); keep one of the lines"},
		{four + "variant: two-headed giant\nlife Dave: 25\nlife Carol: 20\n",
			"t.scenario:5: life of Carol already set at line 4, which set Dave's: teammates share one life total (CR 810.4); keep one of the lines"},
		{four + "variant: two-headed giant\nlife Dave: 25\nlife Dave: 3\n",
			"t.scenario:5: life of Dave already set at line 4"},
	} {
		_, err := scenario.ParseString("t.scenario", tc.src)
		require.Error(t, err, tc.src)
		assert.Equal(t, tc.want, err.Error())
	}
	// Without the variant, four players are a free-for-all: each has a
	// life total of their own.
	_, err := scenario.ParseString("t.scenario", four+"life Alice: 20\nlife Bob: 25\n")
	assert.NoError(t, err)
	scenariotest.RunString(t, "ffa.scenario", four+"life Alice: 7\nexpect life Bob 20\n")
	scenariotest.RunString(t, "2hg.scenario", four+"variant: two-headed giant\nlife Alice: 7\nexpect life Bob 7\nexpect life Carol 30\n")
}

// TestSessionVariant checks that a session takes `variant:` right after
// its `players:` line.
func TestSessionVariant(t *testing.T) {
	s := scenario.NewSession("try")
	require.NoError(t, s.Enter("players: Alice, Bob, Carol, Dave"))
	require.NoError(t, s.Enter("variant: two-headed giant"))
	require.NoError(t, s.Enter("life Bob: 12"))
	require.NoError(t, s.Enter("expect life Alice 12"))
	assert.Error(t, s.Enter("variant: two-headed giant"), "only right after players:")
}
