package rulesindex

import (
	_ "embed" // the generated index
	"errors"
	"strings"
	"sync"
)

// indexData is the generated index: after comment lines starting with
// "#", one line per place a rule is cited, RULE, KIND (code, test or
// scenario), FILE and DECL separated by tabs, in the order of
// docs/rules-index.md. The module's rules-index test writes it
// (go test . -run TestRulesIndex -update-rules-index) and fails while it
// is stale.
//
//go:embed index.tsv
var indexData string

// PlaceKind says what kind of file cites a rule.
type PlaceKind uint8

// The kinds of places, in the order the index lists them.
const (
	InCode     PlaceKind = iota // a Go file of the library or the commands
	InTest                      // a Go test file
	InScenario                  // a .scenario file
)

var kindNames = [...]string{InCode: "code", InTest: "test", InScenario: "scenario"}

// String returns "code", "test" or "scenario".
func (k PlaceKind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "unknown"
}

// Place is one place that cites a rule: a file, slash-separated from the
// module's root, and in Go the declaration the citation is in or
// documents ("" for a scenario file).
type Place struct {
	Kind PlaceKind
	File string
	Decl string
}

// Entry is what the index says of one rule number: the places that cite
// it, code first, then tests, then scenario files.
type Entry struct {
	Rule   string
	Places []Place
}

type index struct {
	rules   []string
	entries map[string]Entry
}

var loaded = sync.OnceValues(func() (index, error) { return parse(indexData) })

// errMalformed is returned by parse for a line it can't read.
var errMalformed = errors.New("rulesindex: malformed index line")

// parse reads the generated index.
func parse(data string) (index, error) {
	ix := index{entries: map[string]Entry{}}
	for line := range strings.Lines(data) {
		line = strings.TrimRight(line, "\n")
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 4 {
			return ix, errors.Join(errMalformed, errors.New(line))
		}
		kind := -1
		for k, name := range kindNames {
			if name == f[1] {
				kind = k
			}
		}
		if kind < 0 || f[0] == "" || f[2] == "" {
			return ix, errors.Join(errMalformed, errors.New(line))
		}
		e, ok := ix.entries[f[0]]
		if !ok {
			ix.rules = append(ix.rules, f[0])
			e.Rule = f[0]
		}
		e.Places = append(e.Places, Place{Kind: PlaceKind(kind), File: f[2], Decl: f[3]})
		ix.entries[f[0]] = e
	}
	return ix, nil
}

// Lookup returns the entry of a rule number of Edition as the code cites
// it ("731.2b", "702.145b(2)"), and whether the project cites it.
func Lookup(rule string) (Entry, bool) {
	ix, _ := loaded()
	e, ok := ix.entries[rule]
	e.Places = append([]Place(nil), e.Places...)
	return e, ok
}

// Rules returns every rule number the project cites, in the order of the
// rules.
func Rules() []string {
	ix, _ := loaded()
	return append([]string(nil), ix.rules...)
}
