package cards_test

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
)

// TestDayNightPool requires every day/night card listed in
// testdata/daynight-cards.txt to be in the built-in pool, with both faces
// named as listed. TestEveryCardInAScenario (package scenario) then
// requires each to be set up by a passing scenario.
func TestDayNightPool(t *testing.T) {
	f, err := os.Open("testdata/daynight-cards.txt")
	require.NoError(t, err)
	defer f.Close()
	n := 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		n++
		front, back, double := strings.Cut(line, " // ")
		d, err := cards.Lookup(front)
		if !assert.NoError(t, err, line) {
			continue
		}
		require.Equal(t, front, d.Name(), line)
		require.Equal(t, double, d.DoubleFaced(), "%s: double-faced", line)
		if double {
			require.Equal(t, back, d.Back.Name, line)
		}
	}
	require.NoError(t, sc.Err())
	require.Equal(t, 51, n, "50 tournament-legal day/night cards and Angel of Eternal Dawn")
}
