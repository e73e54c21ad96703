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
	// Fragments of version 3, beside its files: the header line, a label
	// with its optional parts, the expectations and what is refused.
	for _, body := range v3Seeds {
		f.Add([]byte("scenario: v3\nplayers: Alice, Bob\nversion: 3\n" + body))
	}
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

// v3Seeds are statements of version 3 for FuzzParse, each after a header.
var v3Seeds = []string{
	"battlefield Alice: Hill Giant as giant (damage 2)\nexpect giant damage 2\n",
	"battlefield Alice: Soldier Token (token)\nlabel s: newest token named Soldier 1/1 of Alice\nexpect s is Soldier\n",
	"label s: newest token named \"Wolf Token\"\nlabel t: newest token named Wolf 3/2 red\n",
	"battlefield Alice: Grizzly Bears as b\nexpect b is not creature\nexpect b not attacking\nexpect b attacking Bob\n" +
		"expect b blocking b\nexpect b not blocking\nexpect b blocked\nexpect b not blocked\nexpect spells cast Alice 0\n",
	"begin: game\nexpect mulligans Alice 1\nexpect starting player Alice\nAlice casts Dig Up with cleave\n",
	"battlefield Alice: Blood (token), Wolf 3/2 (token)\nexpect b named Arlinn, the Pack's Hope\n",
	"Alice assigns combat damage of x: 0 to y, 3 to Bob\nversion: 99999999999999999999\n",
}
