package scenario_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// rulingsIndex lists the day/night rulings and engine bugs with the
// scenario files that show each one.
const rulingsIndex = "testdata/rulings/daynight-index.txt"

// rulingID is the form of an id in the index: a letter for the kind of row
// and its number.
var rulingID = regexp.MustCompile(`^[GCTB][0-9]+$`)

// TestRulingsIndex checks the day/night rulings index: every id appears
// once, and either names scenario files that exist and mention the id as a
// word (so the file says which ruling it quotes) or gives, after "-", the
// reason no scenario shows it.
func TestRulingsIndex(t *testing.T) {
	root := repoRoot(t)
	data, err := os.ReadFile(filepath.Join(root, rulingsIndex))
	require.NoError(t, err)
	seen := map[string]bool{}
	shown := 0
	for n, line := range strings.Split(string(data), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		where := rulingsIndex + ":" + strconv.Itoa(n+1)
		id, rest, ok := strings.Cut(line, "\t")
		require.True(t, ok, "%s: no tab after the id", where)
		require.Regexp(t, rulingID, id, where)
		require.False(t, seen[id], "%s: %s listed twice", where, id)
		seen[id] = true
		if reason, ok := strings.CutPrefix(rest, "- "); ok {
			require.NotEmpty(t, strings.TrimSpace(reason), "%s: %s has no reason", where, id)
			continue
		}
		files := strings.Fields(rest)
		require.NotEmpty(t, files, "%s: %s names no file", where, id)
		mention := regexp.MustCompile(`\b` + id + `\b`)
		for _, f := range files {
			body, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(f)))
			require.NoError(t, err, "%s: %s", where, id)
			require.Truef(t, mention.Match(body), "%s: %s doesn't mention %s", where, f, id)
		}
		shown++
	}
	require.NotZero(t, shown)
}
