package cli

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var updateGolden = flag.Bool("update", false, "rewrite the golden files of testdata")

// explainFile is a ruling with a mistake on purpose; it lives in a folder
// whose name begins with "_", which the scenario suite skips.
const explainFile = "testdata/_explain/ward.scenario"

// --explain prints the trace of a failing file: each statement with its
// events, decisions and rules, then the board and the failure.
func TestCheckExplainGolden(t *testing.T) {
	var out, errOut bytes.Buffer
	code := run([]string{"check", "--explain", explainFile}, &out, &errOut)
	assert.Equal(t, 1, code, errOut.String())
	checkGolden(t, "testdata/explain.golden", out.Bytes())
	for _, s := range []string{
		"line 22: Bob casts murder targeting cathar\n",
		"Bob chooses yes (pay ward: 3 life)\n",
		"bears: battlefield -> exile until cathar leaves the battlefield  [CR 400.7]\n",
		"Brutal Cathar transforms into Moonrage Brute  [CR 701.27a]\n",
		"day/night check: Alice cast 1 spell last turn, so it stays day  [CR 731.2a]\n",
		"  Bob: 17 life",
		"FAIL " + explainFile + ":26: expected life Bob 20, found life Bob 17\n",
	} {
		assert.Contains(t, out.String(), s)
	}
}

// --explain prints the trace of a passing file too.
func TestCheckExplainPassing(t *testing.T) {
	var out, errOut bytes.Buffer
	code := run([]string{"check", "--explain", "../scenario/testdata/bolt.scenario"}, &out, &errOut)
	assert.Equal(t, 0, code, out.String()+errOut.String())
	assert.Contains(t, out.String(), "board at the end:\n")
	assert.Contains(t, out.String(), "\nok\n1 passed, 0 failed\n")
}

// -v states each action that waited into a later turn or step.
func TestCheckVerboseWaits(t *testing.T) {
	var out, errOut bytes.Buffer
	run([]string{"check", "-v", explainFile}, &out, &errOut)
	assert.Equal(t, explainFile+":19: waited until turn 3 precombat main\n"+
		explainFile+":26: expected life Bob 20, found life Bob 17\n0 passed, 1 failed\n", out.String())
}

// A malformed file prints one line for each of its errors.
func TestCheckPrintsEveryParseError(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.scenario")
	src := "scenario: x\nplayers: Alice, Bob\nbattlefield Alice: Nonesuch\nexpect life Carol 3\nAlice frobnicates\n"
	require.NoError(t, os.WriteFile(bad, []byte(src), 0o644))
	var out, errOut bytes.Buffer
	code := run([]string{"check", bad}, &out, &errOut)
	assert.Equal(t, 1, code)
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	require.Len(t, lines, 4, out.String())
	for i, n := range []string{":3: ", ":4: ", ":5: "} {
		assert.True(t, strings.HasPrefix(lines[i], bad+n), lines[i])
	}
	assert.Equal(t, "0 passed, 1 failed", lines[3])
	assert.NotContains(t, out.String(), "more errors")
}

// untoldFiles are scenarios whose --explain shows what did not happen, and
// why: each is a passing scenario of the suite.
var untoldFiles = []string{
	"../scenario/testdata/daynight-check-every-turn.scenario",
	"../testdata/rulings/daynight-g03-one-player-two-spells-day.scenario",
	"../testdata/rulings/07-leaves-before-trigger-resolves.scenario",
	"../testdata/cards/moonmist.scenario",
	"../testdata/rulings/13-daybound-spell-cast-at-night.scenario",
	"../testdata/cards/tovolar-intervening-if-false.scenario",
	"../testdata/cards/tovolar-intervening-if.scenario",
	"../testdata/cards/sunstreak-phoenix.scenario",
	"../testdata/scenarios/17-ward-pay-3-life.scenario",
}

// --explain says what did not happen: the untap step's day/night check
// each time it is made, with the spell count and its rule, also when the
// designation stays (CR 731.2a–b); an "until" exile that does nothing
// because its source left first (610.3b); damage prevented, with its
// source, amount and the effect that prevented it: whose, and the card
// whose spell or ability created it (615.1); a daybound
// permanent entering transformed at night, with no transform (702.145b);
// an intervening "if" false as the event happens (no trigger) or on
// resolution (removed), CR 603.4, and a trigger with no legal target
// removed (603.3d); a "you may pay" or a ward cost not offered because it
// can't be paid (118.3).
func TestCheckExplainUntold(t *testing.T) {
	var out, errOut bytes.Buffer
	code := run(append([]string{"check", "--explain"}, untoldFiles...), &out, &errOut)
	assert.Equal(t, 0, code, out.String()+errOut.String())
	checkGolden(t, "testdata/explain_untold.golden", out.Bytes())
	for _, s := range []string{
		"day/night check: Alice cast 1 spell last turn, so it stays day  [CR 731.2a]\n",
		"day/night check: Bob cast no spells last turn, so it becomes night  [CR 731.2a]\n    it becomes night  [CR 731.2a]\n",
		"day/night check: Bob cast 1 spell last turn, so it stays night  [CR 731.2b]\n",
		"day/night check: Bob cast 2 spells last turn, so it becomes day  [CR 731.2b]\n    it becomes day  [CR 731.2b]\n",
		"day/night check: of Alice and Bob, the most one cast last turn was 2 spells, so it becomes day  [CR 731.2b]\n",
		"giant is not exiled: cathar left the battlefield before its ability resolved  [CR 610.3b]\n",
		"bears is not exiled: cathar left the battlefield before its ability resolved  [CR 610.3b]\n",
		"2 combat damage bears would deal to Bob is prevented by the effect of Alice's moonmist  [CR 615.1]\n",
		"cathar: stack -> battlefield  [CR 400.7]\n    cathar enters transformed, as Moonrage Brute: it is night and the card has daybound  [CR 702.145b]\n",
		"an ability of tovolar does not trigger: its \"if\" condition is false  [CR 603.4]\n",
		"an ability of tovolar is removed from the stack: its \"if\" condition is false now  [CR 603.4]\n",
		"an ability of cathar is removed from the stack: it has no legal target  [CR 603.3d]\n",
		"Alice is not asked to pay for an ability of gy1: they can't pay the cost  [CR 118.3]\n",
		"Alice is not asked to pay for an ability of brute: they have less life than the cost asks  [CR 119.4]\n",
	} {
		assert.Contains(t, out.String(), s)
	}
}

// checkGolden requires got to be the content of the golden file path, and
// with -update writes it there first.
func checkGolden(t *testing.T, path string, got []byte) {
	t.Helper()
	if *updateGolden {
		require.NoError(t, os.WriteFile(path, got, 0o644))
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, string(want), string(got), "run with -update to rewrite %s", path)
}
