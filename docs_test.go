package cathar

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The documents must stay true as the code changes: these tests check
// what can be checked mechanically.

// TestInternalsNamesEveryEngineFile checks that the internals guide says
// what each file of the engine, the scenario package and the command
// holds.
func TestInternalsNamesEveryEngineFile(t *testing.T) {
	guide, err := os.ReadFile("docs/internals.md")
	require.NoError(t, err)
	for _, dir := range []string{"engine", "scenario", "cmd/cathar"} {
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
