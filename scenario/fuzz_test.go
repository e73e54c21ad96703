package scenario_test

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/cathar-engine/cathar/scenario"
)

var lineRef = regexp.MustCompile(`^fuzz\.scenario:[0-9]+: `)

// FuzzParse checks that Parse never panics or hangs, and that every error
// it reports names a line. The seed corpus is every scenario file of the
// repository, the malformed ones included, and files in the forms of
// version 3 (v3Seeds), which this parser may refuse: the fuzzer explores
// them once they parse.
func FuzzParse(f *testing.F) {
	for _, src := range v3Seeds() {
		f.Add([]byte(src))
	}
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
	for _, body := range v3Statements {
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

// v3Statements are statements of version 3 for FuzzParse, each after a header.
var v3Statements = []string{
	"battlefield Alice: Hill Giant as giant (damage 2)\nexpect giant damage 2\n",
	"battlefield Alice: Soldier Token (token)\nlabel s: newest token named Soldier 1/1 of Alice\nexpect s is Soldier\n",
	"label s: newest token named \"Wolf Token\"\nlabel t: newest token named Wolf 3/2 red\n",
	"battlefield Alice: Grizzly Bears as b\nexpect b is not creature\nexpect b not attacking\nexpect b attacking Bob\n" +
		"expect b blocking b\nexpect b not blocking\nexpect b blocked\nexpect b not blocked\nexpect spells cast Alice 0\n",
	"begin: game\nexpect mulligans Alice 1\nexpect starting player Alice\nAlice casts Dig Up with cleave\n",
	"battlefield Alice: Blood (token), Wolf 3/2 (token)\nexpect b named Arlinn, the Pack's Hope\n",
	"Alice assigns combat damage of x: 0 to y, 3 to Bob\nversion: 99999999999999999999\n",
}

// v3Seeds are files in the forms version 3 of the format adds: the damage
// a permanent has in setup, a label given to the newest token of a name,
// and the expectations of types, attacks, blocks and spells cast. Each
// comes with and without a version line, so that a parser that wants one
// and a parser that doesn't both meet them.
func v3Seeds() []string {
	body := []string{`scenario: damage marked in setup
players: Alice, Bob

battlefield Bob: Hill Giant as giant (damage 2), Grizzly Bears as bears (damage 1, tapped)
battlefield Alice: Mountain x2, Raging Goblin as goblin
hand Alice: Lightning Bolt as bolt

expect giant 3/3
Alice casts bolt targeting bears
resolve
expect bears in graveyard
expect spells cast Alice 1
expect spells cast Bob 0
`, `scenario: the newest token of a name gets a label
players: Alice, Bob

battlefield Alice: Arlinn, the Pack's Hope as arlinn, Forest x4

Alice activates arlinn ability 2
resolve
label w: newest token named Wolf
label w2: newest token named Wolf of Alice
label w3: newest token named Wolf 2/2
expect w is creature
expect w is Wolf
expect w is not planeswalker
expect Alice controls 2 tokens named Wolf
`, `scenario: attacking, blocking and blocked
players: Alice, Bob

battlefield Alice: Hill Giant as giant, Raging Goblin as goblin
battlefield Bob: Grizzly Bears as bears

goto turn 1 declare attackers
Alice attacks with giant, goblin
expect giant attacking
expect giant attacking Bob
expect bears not attacking
goto turn 1 declare blockers
Bob blocks giant with bears
expect bears blocking giant
expect bears blocking
expect giant blocked
expect goblin not blocked
expect goblin attacking Bob
goto turn 1 end of combat
expect bears not blocking
expect spells cast Alice 2
`, `scenario: a game from its first decision
players: Alice, Bob
begin: game

library Alice: Forest x20, Grizzly Bears x20
library Bob: Mountain x20, Grizzly Bears x20
Alice chooses play
Alice chooses mulligan
Bob chooses keep
Alice chooses Forest
Alice chooses keep
expect hand Alice 6
expect mulligans Alice 1
expect starting player Alice
expect turn 1 upkeep
`}
	var out []string
	for _, b := range body {
		head, rest, _ := strings.Cut(b, "\n")
		out = append(out, b, head+"\nversion: 3\n"+rest, "version: 3\n"+b)
	}
	return out
}
