package cathar

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/scenario"
	"github.com/cathar-engine/cathar/scenario/scenariotest"
)

// TestReadmeRuling runs the ruling of the README's first ten minutes: as
// written there it fails where the README says, for the reason it shows,
// and with the fix the README gives it passes.
func TestReadmeRuling(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	require.NoError(t, err)
	const start = "```\nscenario: Brutal Cathar dies"
	i := strings.Index(string(readme), start)
	require.GreaterOrEqual(t, i, 0, "the README's ruling")
	src := string(readme)[i+len("```\n"):]
	src = src[:strings.Index(src, "```")]

	f, err := scenario.ParseString("cathar-dies.scenario", src)
	require.NoError(t, err)
	res := f.Run()
	require.Error(t, res.Err)
	msg := "cathar-dies.scenario:12: action failed: cast: cannot pay the cost ({1}{B}{B})"
	assert.Equal(t, msg, res.Err.Error())
	assert.Contains(t, string(readme), msg, "the README shows the message")

	fixed := strings.Replace(src, "Swamp x2", "Swamp x3", 1)
	require.NotEqual(t, src, fixed)
	scenariotest.RunString(t, "cathar-dies.scenario", fixed)
}
