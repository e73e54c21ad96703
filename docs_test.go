package cathar

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/rulesindex"
)

// The documents must stay true as the code changes: these tests check
// what can be checked mechanically.

// TestInternalsNamesEveryEngineFile checks that the internals guide says
// what each file of the engine, the scenario package and the command
// holds.
func TestInternalsNamesEveryEngineFile(t *testing.T) {
	guide, err := os.ReadFile("docs/internals.md")
	require.NoError(t, err)
	for _, dir := range []string{"engine", "scenario", "cli", "cmd/cathar"} {
		files, err := filepath.Glob(dir + "/*.go")
		require.NoError(t, err)
		for _, f := range files {
			name := filepath.Base(f)
			if strings.HasSuffix(name, "_test.go") || (dir == "engine" && strings.HasPrefix(name, "change")) {
				continue // tests are described together; change*.go as the protocol
			}
			if !strings.Contains(string(guide), "`"+name+"`") {
				t.Errorf("docs/internals.md does not say what %s/%s holds; add it to its package's line or the tables of \"The engine, file by file\"", dir, name)
			}
		}
	}
}

// linkRe finds the target of a Markdown link or image.
var linkRe = regexp.MustCompile(`\]\(([^)\s]+)\)`)

// TestDocLinks checks that every relative link of the repository's
// Markdown files points to a file or folder that exists.
func TestDocLinks(t *testing.T) {
	for _, doc := range repoFiles(t, ".md") {
		src, err := os.ReadFile(doc)
		require.NoError(t, err)
		for _, m := range linkRe.FindAllStringSubmatch(string(src), -1) {
			target, _, _ := strings.Cut(m[1], "#")
			if target == "" || strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			_, err := os.Stat(filepath.Join(filepath.Dir(doc), filepath.FromSlash(target)))
			assert.NoError(t, err, "%s links to %s, which does not exist", doc, m[1])
		}
	}
}

// outsideNeedles are literal parts of outside, one of which every match
// contains.
var outsideNeedles = []string{"shared" + "/", "rules" + "-reference", "scenario" + "-format", "daynight" + "-rulings",
	"cards." + "md", "design." + "md", "issue" + " "}

// outside are the words that would refer a reader to documents the
// repository does not hold, or to an issue tracker (assembled so that
// this file does not contain them).
var outside = regexp.MustCompile(strings.Join([]string{
	"shared" + "/", "rules" + "-reference", "scenario" + "-format", "daynight" + "-rulings",
	`cards\.` + "md", `design\.` + "md", "issue" + " [0-9]",
}, "|"))

// TestNoOutsideReferences checks that no Markdown file, Go file or
// scenario file refers to a document outside the repository or to an
// issue number: the documents say what they mean in their own words.
func TestNoOutsideReferences(t *testing.T) {
	for _, path := range repoFiles(t, ".md", ".go", ".scenario") {
		src, err := os.ReadFile(path)
		require.NoError(t, err)
		if !slices.ContainsFunc(outsideNeedles, func(n string) bool { return bytes.Contains(src, []byte(n)) }) {
			continue // a fast look for the literal parts first: the expression on every line costs most of the test
		}
		for i, line := range strings.Split(string(src), "\n") {
			if m := outside.FindString(line); m != "" {
				t.Errorf("%s:%d refers to %q, outside the repository: say it in the project's own words or link to its docs", path, i+1, m)
			}
		}
	}
}

// repoFiles lists the repository's files with one of the extensions exts,
// but for those in folders whose names begin with a dot.
func repoFiles(t *testing.T, exts ...string) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path != "." && strings.HasPrefix(d.Name(), ".") {
			return filepath.SkipDir
		}
		if !d.IsDir() && slices.Contains(exts, filepath.Ext(path)) {
			out = append(out, path)
		}
		return nil
	})
	require.NoError(t, err)
	return out
}

// TestDocsNameTheEdition checks that the README and every document under
// docs/ name the edition of the Comprehensive Rules whose numbers they
// use, as rulesindex.Edition says.
func TestDocsNameTheEdition(t *testing.T) {
	docs, err := filepath.Glob("docs/*.md")
	require.NoError(t, err)
	for _, doc := range append(docs, "README.md") {
		src, err := os.ReadFile(doc)
		require.NoError(t, err)
		text := strings.Join(strings.Fields(string(src)), " ")
		assert.True(t, strings.Contains(text, rulesindex.Edition+" edition"), "%s does not say %q: name the edition of the Comprehensive Rules it cites", doc, rulesindex.Edition+" edition")
	}
}

// TestRulesEditionsTable checks that docs/rules-editions.md lists exactly
// the alias table of package rulesindex, row by row.
func TestRulesEditionsTable(t *testing.T) {
	src, err := os.ReadFile("docs/rules-editions.md")
	require.NoError(t, err)
	row := regexp.MustCompile(`(?m)^\| ([0-9][0-9a-z.]*) \| ([0-9][0-9a-z.]*) \| ([A-Za-z ]*?) ?\|$`)
	var got []rulesindex.Alias
	for _, m := range row.FindAllStringSubmatch(string(src), -1) {
		got = append(got, rulesindex.Alias{Old: m[1], New: m[2], Title: m[3]})
	}
	assert.Equal(t, rulesindex.Aliases(), got, "docs/rules-editions.md's table and rulesindex.Aliases differ")
}

// TestRulesIndexHasOnlyCurrentNumbers checks that the rules index lists no
// number of the previous edition that moved (rulesindex.Stale): none of
// 722–730, 732 with their sub-rules, or 500.4. (731 moved too, but the
// project cites today's 731, Day and Night. The current 500.4 and 722–730
// are other rules, which the project does not cite; one that comes to
// cite them will have to add them to rulesindex's citedAnew.)
func TestRulesIndexHasOnlyCurrentNumbers(t *testing.T) {
	for _, r := range rulesindex.Rules() {
		if now, moved := rulesindex.Stale(r); moved {
			t.Errorf("the rules index lists %s, which is %s in the %s edition", r, now, rulesindex.Edition)
		}
	}
}
