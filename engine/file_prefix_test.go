package engine_test

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// filePrefixes are the engine's subsystems: every non-test file of the
// package is named PREFIX.go or PREFIX_something.go with one of them. The
// package doc and docs/internals.md list them; TestEngineFilesHavePrefixes
// keeps the three in step.
var filePrefixes = []struct{ prefix, subsystem string }{
	{"action", "the actions a player takes and the list of legal ones"},
	{"attach", "Auras that enchant players"},
	{"cache", "the derived data kept beside the state, and their registry"},
	{"card", "card definitions, faces, types and their validation"},
	{"cast", "casting spells and the permissions to cast them"},
	{"change", "the state-change operations, the only writers of the state"},
	{"combat", "attacking, blocking and combat damage"},
	{"daynight", "the day/night designation and daybound/nightbound"},
	{"decide", "decisions, deciders, options, labels and the decision log"},
	{"describe", "English accounts of events and decisions"},
	{"determinize", "copies of a game as one player can know it"},
	{"effect", "building blocks of effects for card code"},
	{"error", "the sentinel and typed errors"},
	{"event", "events, their causes, rules and accessors"},
	{"filter", "filters of objects"},
	{"game", "the Game, its ids, its random source and leaving the game"},
	{"invariants", "the checks of the state's invariants and the verifiers"},
	{"json", "the JSON forms of views, events, decisions and actions"},
	{"knowledge", "what each player knows of hidden cards"},
	{"layer", "continuous effects and characteristics through the layers"},
	{"mana", "mana, mana pools and what sources could produce"},
	{"mem", "reusable buffers"},
	{"move", "zone changes"},
	{"object", "the object record and its tables"},
	{"pay", "costs and paying them"},
	{"player", "rule-changing effects on players"},
	{"priority", "priority"},
	{"record", "recordings and replays"},
	{"sba", "state-based actions"},
	{"snapshot", "the snapshot format: encoding, decoding, migration"},
	{"stack", "the stack and resolution"},
	{"start", "setting a game up and starting it"},
	{"state", "the state and its sections"},
	{"subtype", "subtypes and their sets"},
	{"target", "targets and why a target is illegal"},
	{"team", "Two-Headed Giant"},
	{"token", "tokens"},
	{"transform", "transforming double-faced permanents"},
	{"trigger", "triggered abilities and the trigger conditions card code uses"},
	{"turn", "turns, steps and phases"},
	{"undo", "rollback: the undo log, marks and rewinding"},
	{"view", "read-only views of a game and a player's view"},
	{"wait", "decisions that wait for an answer"},
}

// prefixOf returns the subsystem prefix of an engine file name, the
// longest listed one that names it.
func prefixOf(name string) (string, bool) {
	stem := strings.TrimSuffix(name, ".go")
	best := ""
	for _, p := range filePrefixes {
		if (stem == p.prefix || strings.HasPrefix(stem, p.prefix+"_")) && len(p.prefix) > len(best) {
			best = p.prefix
		}
	}
	return best, best != ""
}

// engineFiles returns the non-test Go files of the package but doc.go, by
// prefix.
func engineFiles(t *testing.T) (map[string][]string, []string) {
	t.Helper()
	entries, err := os.ReadDir(".")
	require.NoError(t, err)
	byPrefix := map[string][]string{}
	var unknown []string
	for _, e := range entries {
		n := e.Name()
		if !strings.HasSuffix(n, ".go") || strings.HasSuffix(n, "_test.go") || n == "doc.go" {
			continue
		}
		p, ok := prefixOf(n)
		if !ok {
			unknown = append(unknown, n)
			continue
		}
		byPrefix[p] = append(byPrefix[p], n)
	}
	return byPrefix, unknown
}

// TestEngineFilesHavePrefixes: every non-test file of the engine is named
// by one listed subsystem, and every listed subsystem has a file.
func TestEngineFilesHavePrefixes(t *testing.T) {
	_, ok := prefixOf("widget.go")
	assert.False(t, ok, "a name with no listed prefix")
	p, ok := prefixOf("trigger_kit_dies.go")
	assert.True(t, ok)
	assert.Equal(t, "trigger", p)
	byPrefix, unknown := engineFiles(t)
	assert.Empty(t, unknown, "engine files with no listed subsystem prefix: rename them, or add the subsystem to filePrefixes, the package doc and docs/internals.md")
	for _, p := range filePrefixes {
		assert.NotEmpty(t, byPrefix[p.prefix], "subsystem %q has no file", p.prefix)
	}
}

// TestPackageDocListsPrefixes: the package doc names every subsystem.
func TestPackageDocListsPrefixes(t *testing.T) {
	b, err := os.ReadFile("doc.go")
	require.NoError(t, err)
	doc := string(b)
	for _, p := range filePrefixes {
		assert.Regexp(t, `(?m)^//\s+- `+regexp.QuoteMeta(p.prefix)+`_: `, doc, "doc.go's # Files does not list %s_", p.prefix)
	}
}

// TestInternalsListsFilesByPrefix: the table "Subsystems" of
// docs/internals.md has one row per subsystem, which lists exactly the
// subsystem's files.
func TestInternalsListsFilesByPrefix(t *testing.T) {
	b, err := os.ReadFile("../docs/internals.md")
	require.NoError(t, err)
	byPrefix, _ := engineFiles(t)
	row := regexp.MustCompile("(?m)^\\| `([a-z]+)_` \\| [^|]+ \\| ([^|]+) \\|$")
	seen := map[string]bool{}
	for _, m := range row.FindAllStringSubmatch(string(b), -1) {
		seen[m[1]] = true
		var listed []string
		for _, f := range regexp.MustCompile("`([a-z_]+\\.go)`").FindAllStringSubmatch(m[2], -1) {
			listed = append(listed, f[1])
		}
		slices.Sort(listed)
		assert.Equal(t, byPrefix[m[1]], listed, "docs/internals.md's row of %s_ lists other files than the package has", m[1])
	}
	for _, p := range filePrefixes {
		assert.True(t, seen[p.prefix], "docs/internals.md has no row for subsystem %s_", p.prefix)
	}
}
