package scenario_test

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/cathar-engine/cathar/scenario"
)

var lineRef = regexp.MustCompile(`^fuzz\.scenario:[0-9]+: `)

// FuzzParse checks that Parse never panics or hangs, and that every error
// it reports names a line. The seed corpus is every scenario file of the
// repository, the malformed ones included.
func FuzzParse(f *testing.F) {
	root := repoRoot(f)
	_ = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && filepath.Ext(path) == scenario.Ext {
			if src, err := os.ReadFile(path); err == nil {
				f.Add(src)
			}
		}
		return nil
	})
	f.Fuzz(func(t *testing.T, src []byte) {
		file, err := scenario.Parse("fuzz.scenario", src)
		if err == nil {
			if file == nil {
				t.Fatal("no file and no error")
			}
			return
		}
		var list scenario.ErrorList
		if !errors.As(err, &list) || len(list) == 0 {
			t.Fatalf("error %v is not a non-empty ErrorList", err)
		}
		for _, e := range list {
			if !lineRef.MatchString(e.Error()) || e.Line < 1 {
				t.Fatalf("error without a line: %q", e.Error())
			}
		}
	})
}
