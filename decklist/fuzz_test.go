package decklist_test

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/cathar-engine/cathar/decklist"
)

// fuzzSeeds are lists in the forms the files of testdata do not show.
var fuzzSeeds = []string{
	"\uFEFFDeck\r\n4x Brutal Cathar (MID) 7\r\n\r\nSideboard\r\n2X Murder # a comment\r\n",
	"About\nName Dawn Patrol\n\nDeck\n4 Moonrage Brute\n1 Brutal Cathar // Moonrage Brute\n",
	"Name: x\nAbout: y\n// comment\n4 Forest\n\n\n2 Island\n\n1 Cancel\n",
	"Commander\n1 Thalia, Guardian of Thraben\nCompanion\n1 Forest\nDeck\n0 Forest\n-1 Forest\n251 Forest\n4a Forest\nForest\n2 Soldier\n4 mountain\n",
	"4 Moonrager\u2019s Slash\n1 B.F.M. (Big Furry Monster)\n1 Forest (M20)  279\n",
}

// FuzzParse checks that Parse never panics, that each error it reports is
// a *Error of the file at a line of it (or of the whole file), and that
// whatever parses reads back as the same deck from its canonical form,
// which is a fixed point; Check, Cards and Preset take any parsed deck.
// The seed corpus is every list of testdata and fuzzSeeds.
func FuzzParse(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s))
	}
	for _, pattern := range []string{"testdata/*.txt", "testdata/presets/*.txt"} {
		files, _ := filepath.Glob(pattern)
		for _, path := range files {
			if src, err := os.ReadFile(path); err == nil {
				f.Add(src)
			}
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		d, err := decklist.Parse("fuzz.txt", bytes.NewReader(src), nil)
		if err != nil {
			checkFuzzErrors(t, src, d, err)
			return
		}
		out := d.String()
		back, err := decklist.Parse("fuzz.txt", strings.NewReader(out), nil)
		if err != nil {
			t.Fatalf("the canonical form does not parse: %v\n%s", err, out)
		}
		if !reflect.DeepEqual(withoutLines(d), withoutLines(back)) {
			t.Fatalf("the canonical form reads as another deck:\n%s\nfrom\n%q", out, src)
		}
		if again := back.String(); again != out {
			t.Fatalf("the canonical form is not a fixed point:\n%s\nthen\n%s", out, again)
		}
		main, _ := d.Counts()
		if len(d.Cards()) != main || len(d.Preset().Entries) != len(d.Main) {
			t.Fatalf("Cards or Preset lost cards")
		}
		for _, format := range []decklist.Format{decklist.Constructed, decklist.Limited, decklist.Custom} {
			_ = d.Check(format, back)
			_ = d.Check(format, nil)
		}
	})
}

// checkFuzzErrors checks the error of a list that did not parse.
func checkFuzzErrors(t *testing.T, src []byte, d *decklist.Deck, err error) {
	t.Helper()
	if d != nil {
		t.Fatal("a deck and an error")
	}
	var list decklist.ErrorList
	if !errors.As(err, &list) || len(list) == 0 {
		t.Fatalf("error %v is not a non-empty ErrorList", err)
	}
	lines := bytes.Count(src, []byte("\n")) + 1
	for _, e := range list {
		if e.File != "fuzz.txt" || e.Line < 0 || e.Line > lines || e.Err == nil || !strings.HasPrefix(e.Error(), "fuzz.txt:") {
			t.Fatalf("error without its file, its line or its cause: %q (line %d of %d)", e.Error(), e.Line, lines)
		}
	}
}
