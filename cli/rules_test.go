package cli

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/rulesindex"
)

func runRules(args ...string) (code int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	code = run(append([]string{"rules"}, args...), &out, &errOut)
	return code, out.String(), errOut.String()
}

// A number of the September 19, 2025 edition that moved is given with its
// number now, in one line; every row of the alias table is answered so.
func TestRulesMoved(t *testing.T) {
	code, out, errOut := runRules("730.2b")
	assert.Equal(t, 0, code, errOut)
	assert.Equal(t, "730.2b in the September 19, 2025 edition is 731.2b in the September 25, 2026 edition (Day and Night)\n", out)
	code, out, errOut = runRules("728.1")
	assert.Equal(t, 0, code, errOut)
	assert.Equal(t, "728.1 in the September 19, 2025 edition is 729.1 in the September 25, 2026 edition (Subgames)\n", out,
		"a sub-rule moves with its section")
	for _, a := range rulesindex.Aliases() {
		code, out, _ := runRules(a.Old)
		assert.Equal(t, 0, code, a.Old)
		was := ""
		if a.Title != "" {
			was = " (" + a.Title + ")"
		}
		if _, cited := rulesindex.Lookup(a.Old); cited {
			assert.True(t, strings.HasSuffix(out, "\nIn the September 19, 2025 edition, "+a.Old+" was another rule"+was+
				", which is "+a.New+" in the September 25, 2026 edition\n"), out)
			continue
		}
		assert.Equal(t, a.Old+" in the September 19, 2025 edition is "+a.New+" in the September 25, 2026 edition"+was+"\n", out)
	}
}

// 731 is Day and Night today, which the project cites, and was Taking
// Shortcuts in the September 19, 2025 edition: `cathar rules 731` gives
// today's index entry, then what 731 was and where that rule is now.
func TestRulesNumberReused(t *testing.T) {
	code, out, errOut := runRules("731")
	require.Equal(t, 0, code, errOut)
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	assert.Equal(t, "731 (September 25, 2026 edition) is cited in:", lines[0])
	assert.Contains(t, out, "  code      daynight/daynight.go  package doc\n")
	assert.Equal(t, "In the September 19, 2025 edition, 731 was another rule (Taking Shortcuts), which is 732 in the September 25, 2026 edition",
		lines[len(lines)-1])
	entryMatchesDoc(t, "731")
}

// A number the project cites prints its index entry: the same files as its
// row of docs/rules-index.md, code, then tests, then scenario files.
func TestRulesCited(t *testing.T) {
	code, out, errOut := runRules("CR", "731.2b")
	require.Equal(t, 0, code, errOut)
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	assert.Equal(t, "731.2b (September 25, 2026 edition) is cited in:", lines[0])
	assert.Contains(t, out, "  code      engine/turn.go  Game.beginTurn\n")
	assert.Contains(t, out, "  scenario  testdata/rulings/10-night-two-spells-becomes-day.scenario\n")

	for _, n := range []string{"731.2b", "603.4", "704.5g"} {
		entryMatchesDoc(t, n)
	}
}

// entryMatchesDoc checks that `cathar rules N` names the files of N's row
// of docs/rules-index.md, one line per place.
func entryMatchesDoc(t *testing.T, n string) {
	t.Helper()
	code, out, _ := runRules(n)
	require.Equal(t, 0, code, n)
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if _, moved := rulesindex.Moved(n); moved {
		lines = lines[:len(lines)-1] // what the number was in the previous edition
	}
	doc, err := os.ReadFile("../docs/rules-index.md")
	require.NoError(t, err)
	var row string
	for line := range strings.Lines(string(doc)) {
		if strings.HasPrefix(line, "| "+n+" |") {
			row = line
		}
	}
	require.NotEmpty(t, row, "docs/rules-index.md has a row for %s", n)
	for _, l := range lines[1:] {
		f := strings.Fields(l)
		require.GreaterOrEqual(t, len(f), 2, l)
		assert.Contains(t, row, f[1], "the index entry and docs/rules-index.md name the same files")
	}
	// One line per place: each file of the three cells, and each further
	// declaration of a file.
	places := strings.Count(row, "<br>") + 3 - strings.Count(row, "|  |") + strings.Count(row, "`, `")
	assert.Equal(t, places, len(lines[1:]), "%s: one line per place", n)
}

// A number the index doesn't know is said to be not in it, with no title,
// and the status is 1; a word that is no rule number is a usage error.
func TestRulesUnknownAndUsage(t *testing.T) {
	code, out, _ := runRules("999.9z")
	assert.Equal(t, 1, code)
	assert.Equal(t, "999.9z: not in this index\n", out)

	code, out, _ = runRules("731.2b", "100.99")
	assert.Equal(t, 1, code, "one number unknown")
	assert.Contains(t, out, "731.2b (September 25, 2026 edition) is cited in:\n")
	assert.True(t, strings.HasSuffix(out, "\n100.99: not in this index\n"), out)

	for _, args := range [][]string{{}, {"day"}, {"731.2B"}, {"-x"}} {
		code, out, errOut := runRules(args...)
		assert.Equal(t, 2, code, "%q", args)
		assert.Empty(t, out, "%q", args)
		assert.NotEmpty(t, errOut, "%q", args)
	}
	code, _, errOut := runRules("-h")
	assert.Equal(t, 0, code)
	assert.Contains(t, errOut, "usage: cathar rules NUMBER...")
}
