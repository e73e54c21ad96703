package engine_test

import (
	"go/ast"
	"go/parser"
	gotoken "go/token"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/rulesindex"
)

// eventCitation is the form of the rule an event cites: "CR " and one
// rule number.
var eventCitation = regexp.MustCompile(`^CR ([1-9][0-9]{2}(?:\.[0-9]+(?:[a-z](?:\([0-9]+\))?)?)?)$`)

// citedIn finds the rule numbers cited in a string.
var citedIn = regexp.MustCompile(`CR ([1-9][0-9]{2}(?:\.[0-9]+(?:[a-z](?:\([0-9]+\))?)?)?)`)

// checkCurrent fails unless rule is cited by the project (it is in the
// rules index of package rulesindex) and is not a number of the previous
// edition that moved (its alias table).
func checkCurrent(t *testing.T, where, rule string) {
	t.Helper()
	if now, moved := rulesindex.Stale(rule); moved {
		t.Errorf("%s cites %s, the number of the %s edition; it is %s in the %s edition", where, rule, rulesindex.PreviousEdition, now, rulesindex.Edition)
	}
	_, ok := rulesindex.Lookup(rule)
	assert.True(t, ok, "%s cites %s, which is not in the rules index (regenerate it: go test . -run TestRulesIndex -update-rules-index)", where, rule)
}

// Every citation the engine attaches to an event is a current rule
// number: each kind's rule (EventKind.Rule, every kind there is, however
// many are added), and every citation written in the files that give
// events their rules and their descriptions (Game.EventRule's causes,
// Game.Describe), read from the source so that a new one is checked
// too.
func TestEventCitationsAreCurrent(t *testing.T) {
	t.Parallel()
	kinds := 0
	for k := engine.EvNone; k.String() != "invalid event"; k++ {
		kinds++
		rule := k.Rule()
		if k == engine.EvNone {
			assert.Empty(t, rule)
			continue
		}
		m := eventCitation.FindStringSubmatch(rule)
		if !assert.NotNil(t, m, "event kind %q cites %q, not one rule number after CR", k, rule) {
			continue
		}
		checkCurrent(t, "event kind "+strconv.Quote(k.String()), m[1])
	}
	require.Greater(t, kinds, 40, "the kinds were counted")

	files, err := filepath.Glob("event*.go")
	require.NoError(t, err)
	describe, err := filepath.Glob("describe*.go")
	require.NoError(t, err)
	seen := 0
	for _, path := range append(files, describe...) {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		fset := gotoken.NewFileSet()
		f, err := parser.ParseFile(fset, path, nil, 0)
		require.NoError(t, err)
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != gotoken.STRING {
				return true
			}
			s, err := strconv.Unquote(lit.Value)
			require.NoError(t, err)
			for _, m := range citedIn.FindAllStringSubmatch(s, -1) {
				seen++
				checkCurrent(t, fset.Position(lit.Pos()).String(), m[1])
			}
			return true
		})
	}
	require.Greater(t, seen, kinds, "the citations of event_rules.go were read")
}
