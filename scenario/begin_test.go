package scenario_test

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/scenario"
	"github.com/cathar-engine/cathar/scenario/scenariotest"
)

// beginHeader begins a two-player file with `begin: game`.
const beginHeader = "scenario: test\nplayers: Alice, Bob\nbegin: game\n"

// runBegin parses and runs a file and returns its error as an
// *scenario.Error (nil when it passed).
func runBegin(t *testing.T, src string) *scenario.Error {
	t.Helper()
	f, err := scenario.ParseString("inline.scenario", src)
	require.NoError(t, err)
	res := f.Run()
	if res.Err == nil {
		return nil
	}
	var e *scenario.Error
	require.True(t, errors.As(res.Err, &e), "error %v is not a *scenario.Error", res.Err)
	return e
}

// TestBeginFailures checks the failures of a file begun with `begin:
// game`: a decision of the start with no answer queued, an answer that
// does not fit the decision asked (naming it and its options), and the
// expectations of the start that do not hold.
func TestBeginFailures(t *testing.T) {
	mull := "Alice chooses play\nAlice chooses mulligan\nBob chooses keep\n"
	tests := []struct {
		name string
		src  string
		msg  string
		kind scenario.Kind
		is   error
	}{
		{"no answer", beginHeader + "Alice chooses play\nexpect hand Alice 7\n",
			`inline.scenario:5: Alice has a decision with no queued answer: keep or mulligan (keep your hand or take a mulligan); add a line before line 5 such as "Alice chooses keep" — options: keep, mulligan`,
			scenario.KindRunner, engine.ErrNoDecision},
		{"no answer at the end", beginHeader + "Alice chooses play\nAlice chooses keep\n",
			`inline.scenario:5: Bob has a decision with no queued answer: keep or mulligan (keep your hand or take a mulligan); add a line after line 5 such as "Bob chooses keep" — options: keep, mulligan`,
			scenario.KindRunner, engine.ErrNoDecision},
		{"no chooser's answer", beginHeader + "expect hand Alice 7\n",
			`inline.scenario:4: Alice has a decision with no queued answer: starting player (choose who takes the first turn); add a line before line 4 such as "Alice chooses play" — options: play, draw, Alice, Bob`,
			scenario.KindRunner, engine.ErrNoDecision},
		{"a declaration for who plays first", beginHeader + "Alice chooses keep\nexpect hand Alice 7\n",
			"inline.scenario:4: the start of the game (`begin: game`, line 3) failed: Alice's answer of line 4 (keep) does not fit the starting player (choose who takes the first turn): illegal choice: keep is not one of the options — options: play, draw, Alice, Bob",
			scenario.KindAction, engine.ErrIllegalChoice},
		{"keep for the bottom", beginHeader + mull + "Alice chooses keep\nexpect hand Alice 6\n",
			"inline.scenario:7: the start of the game (`begin: game`, line 3) failed: Alice's answer of line 7 (keep) does not fit the cards to the bottom (put 1 card on the bottom of your library (the last named at the very bottom)): illegal choice: keep is not one of the options — options: Wastes",
			scenario.KindAction, engine.ErrIllegalChoice},
		{"a card not in the hand", beginHeader + mull + "Alice chooses Forest\nexpect hand Alice 6\n",
			"inline.scenario:7: the start of the game (`begin: game`, line 3) failed: Alice's answer of line 7 (Forest) does not fit the cards to the bottom (put 1 card on the bottom of your library (the last named at the very bottom)): illegal choice: Forest is not one of the options — options: Wastes",
			scenario.KindAction, engine.ErrIllegalChoice},
		{"too many cards", beginHeader + mull + "Alice chooses Wastes, Wastes\nexpect hand Alice 6\n",
			"inline.scenario:7: the start of the game (`begin: game`, line 3) failed: Alice's answer of line 7 (Wastes, Wastes) does not fit the cards to the bottom (put 1 card on the bottom of your library (the last named at the very bottom)): illegal choice: 2 chosen, the decision takes 1 to 1 — options: Wastes",
			scenario.KindAction, engine.ErrIllegalChoice},
		{"a card for a declaration", beginHeader + "Alice chooses play\nAlice chooses Wastes\nexpect hand Alice 6\n",
			"inline.scenario:5: the start of the game (`begin: game`, line 3) failed: Alice's answer of line 5 (Wastes) does not fit the keep or mulligan (keep your hand or take a mulligan): illegal choice: Wastes is not one of the options — options: keep, mulligan",
			scenario.KindAction, engine.ErrIllegalChoice},
		{"an answer left over", beginHeader + "Alice chooses play\nAlice chooses keep\nBob chooses keep\nBob chooses keep\nexpect hand Bob 7\n",
			"inline.scenario:7: queued answers left unused at the end: Bob's answer of line 7", scenario.KindRunner, nil},
		{"mulligans", beginHeader + mull + "Alice chooses Wastes\nAlice chooses keep\nexpect mulligans Alice 2\n",
			"inline.scenario:9: expected mulligans Alice 2, found mulligans Alice 1", scenario.KindExpectation, nil},
		{"starting player", beginHeader + "Alice chooses draw\nAlice chooses keep\nBob chooses keep\nexpect starting player Alice\n",
			"inline.scenario:7: expected starting player Alice, found starting player Bob", scenario.KindExpectation, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := runBegin(t, tc.src)
			require.NotNil(t, e, "the file passed")
			assert.Equal(t, tc.msg, e.Error())
			assert.Equal(t, tc.kind, e.Kind)
			if tc.is != nil {
				assert.ErrorIs(t, e, tc.is)
			}
		})
	}
}

// TestBeginAnswers checks the chooser's answers of who plays first
// (CR 103.1): `play` in a game of three, where the engine's options are
// the players; a player of the other team in Two-Headed Giant, who names
// their team (103.1a); and `draw` there.
func TestBeginAnswers(t *testing.T) {
	three := "scenario: t\nplayers: Alice, Bob, Carol\nbegin: game\nAlice chooses play\n" +
		"Alice chooses keep\nBob chooses keep\nCarol chooses keep\nexpect starting player Alice\nexpect active Alice\n"
	scenariotest.RunString(t, "three.scenario", three)
	for _, answer := range []string{"Dave", "Carol", "draw"} {
		src := "scenario: t\nplayers: Alice, Bob, Carol, Dave\nvariant: two-headed giant\nbegin: game\n" +
			"Alice chooses " + answer + "\nCarol chooses keep\nDave chooses keep\nAlice chooses keep\nBob chooses keep\n" +
			"expect starting player Dave\nexpect active Carol\n"
		scenariotest.RunString(t, answer+".scenario", src)
	}
	src := "scenario: t\nplayers: Alice, Bob, Carol, Dave\nvariant: two-headed giant\nbegin: game\n" +
		"Alice chooses Bob\nAlice chooses keep\nBob chooses keep\nCarol chooses keep\nDave chooses keep\n" +
		"expect starting player Alice\nexpect active Bob\n"
	scenariotest.RunString(t, "own-team.scenario", src)
}

// TestBeginParseErrors checks the errors of the file about `begin: game`
// that are not in testdata/malformed/begin.scenario: a misplaced header
// line, and answers of the start in a file without it.
func TestBeginParseErrors(t *testing.T) {
	for _, tc := range []struct{ src, msg string }{
		{"scenario: t\nplayers: Alice, Bob\nlife Alice: 3\nbegin: game\n",
			"t.scenario:4: `begin:` belongs to the header: right after `players:` (and `variant:`), before the setup"},
		{"scenario: t\nbegin: game\nplayers: Alice, Bob\n",
			"t.scenario:2: `begin:` belongs to the header: right after `players:` (and `variant:`), before the setup"},
		{"scenario: t\nplayers: Alice, Bob, Carol, Dave\nbegin: game\nvariant: two-headed giant\n",
			"t.scenario:4: `variant:` must come right after `players:`"},
		{"scenario: t\nplayers: Alice, Bob\nbegin: game please\n", "t.scenario:3: unexpected `please`"},
		{"scenario: t\nplayers: Alice, Bob\nAlice chooses play\n",
			"t.scenario:3: chooses play: `play` answers a decision of the start of a game (CR 103), which only a file with `begin: game` has: add `begin: game` to the header, after `players:`"},
		{"scenario: t\nplayers: Alice, Bob\nbegin: game\nAlice chooses play\nlibrary Alice: Forest\n",
			"t.scenario:5: setup statement after the first action or expectation"},
	} {
		_, err := scenario.ParseString("t.scenario", tc.src)
		require.Error(t, err, tc.src)
		assert.Equal(t, tc.msg, err.Error())
	}
	// A label or a player called "draw" is not possible (a word of version
	// 1), but a label called "keep" keeps its meaning after `chooses`: the
	// card, not the declaration.
	src := "scenario: t\nplayers: Alice, Bob\nbegin: game\nlibrary Alice: Forest as keep, Wastes x10\n" +
		"Alice chooses play\nAlice chooses mulligan\nBob chooses keep\n" + "expect hand Alice 6\n"
	e := runBegin(t, src)
	require.NotNil(t, e)
	assert.Contains(t, e.Error(), "Bob's answer of line 7 (keep) does not fit the keep or mulligan (keep your hand or take a mulligan): illegal choice: Forest is not one of the options")
}

// TestStartingPlayerWithoutBegin checks `expect starting player` in files
// that start at a set position: whoever took turn 1, counting back from
// the `start:` line (by teams in Two-Headed Giant).
func TestStartingPlayerWithoutBegin(t *testing.T) {
	for _, tc := range []struct{ players, start, want string }{
		{"Alice, Bob", "", "Alice"},
		{"Alice, Bob, Carol", "start: turn 3 Bob\n", "Carol"},
		{"Alice, Bob, Carol", "start: turn 4 Bob\n", "Bob"},
		{"Alice, Bob, Carol, Dave\nvariant: two-headed giant", "start: turn 3 Dave\n", "Carol"},
		{"Alice, Bob, Carol, Dave\nvariant: two-headed giant", "start: turn 2 Dave\n", "Alice"},
	} {
		src := "scenario: t\nplayers: " + tc.players + "\n" + tc.start + "expect starting player " + tc.want + "\nexpect mulligans " + tc.want + " 0\n"
		scenariotest.RunString(t, "t.scenario", src)
	}
}

// TestBeginOrderScenarios runs the repository's scenarios of the order of
// the start's declarations and mulligans, which a file can't see (each
// player's answers are their own), and checks that order in the game's
// log: the starting player (team) first, then turn order (CR 103.5,
// 103.5d); every declaration of a round before any mulligan; the
// mulligans taken at the same time; the cards to the bottom in APNAP
// order, the starting player first (101.4e).
func TestBeginOrderScenarios(t *testing.T) {
	root := repoRoot(t)
	for _, tc := range []struct {
		file string
		want []string
	}{
		{"103.5-declaration-order.scenario", []string{
			"keep Carol", "mulligan Dave", "keep Alice", "keep Bob", "draw Dave", "keep Dave"}},
		{"103.5-mulligans-at-once.scenario", []string{
			"mulligan Bob", "mulligan Alice", "draw Bob", "draw Alice", "bottom Bob", "bottom Alice", "keep Bob", "keep Alice"}},
		{"103.5d-two-headed-giant-order.scenario", []string{
			"keep Carol", "mulligan Dave", "mulligan Alice", "keep Bob", "draw Dave", "draw Alice", "keep Dave", "keep Alice"}},
	} {
		t.Run(tc.file, func(t *testing.T) {
			f, err := scenario.ParseFile(filepath.Join(root, "testdata", "start", tc.file))
			require.NoError(t, err)
			res := f.Run()
			require.NoError(t, res.Err)
			assert.Equal(t, tc.want, startSequence(res.Game))
		})
	}
}

// startSequence returns the declarations, the draws of a mulligan's new
// hand (one entry for each player's seven), the cards put on the bottom
// and the hands kept of a game's start, in the order of its log.
func startSequence(g *engine.Game) []string {
	var out []string
	declared := false
	add := func(s string) {
		if len(out) == 0 || out[len(out)-1] != s {
			out = append(out, s)
		}
	}
	for ev := range g.Events() {
		who := g.PlayerName(ev.Player)
		switch ev.Kind {
		case engine.EvMulligan:
			declared = true
			add("mulligan " + who)
		case engine.EvKept:
			declared = true
			add("keep " + who)
		case engine.EvPutOnBottom:
			add("bottom " + who)
		case engine.EvDrew:
			if declared {
				add("draw " + who)
			}
		case engine.EvTurnBegan:
			return out
		}
	}
	return out
}

// TestBeginSession checks `begin: game` in a session: the chooses lines
// are kept without the start running, which runs at the first other
// statement; undo goes back before it.
func TestBeginSession(t *testing.T) {
	s := scenario.NewSession("try")
	enter(t, s, "players: Alice, Bob", "begin: game", "library Alice: Forest x10", "Alice chooses play", "Alice chooses keep")
	w := s.Result().Game.Waiting()
	assert.True(t, w.Beginning, "the start waits for the statements after the answers")
	require.Error(t, s.Enter("expect hand Alice 7"), "Bob has no answer")
	enter(t, s, "Bob chooses keep", "expect hand Alice 7")
	assert.False(t, s.Result().Game.Waiting().Beginning)
	require.NoError(t, s.Undo())
	assert.True(t, s.Result().Game.Waiting().Beginning)
	assert.Error(t, s.Unused(), "the answers wait for the start")
	enter(t, s, "expect turn 1 upkeep")
	assert.True(t, strings.HasSuffix(string(s.Source()), "Bob chooses keep\nexpect turn 1 upkeep\n"))
}

// TestBeginExplain checks that the trace shows the start as the statement
// `begin: game`, after the answers it used, with its decisions and
// events, and a draw's move in the draw's line only.
func TestBeginExplain(t *testing.T) {
	res := scenariotest.RunString(t, "e.scenario", beginHeader+"library Bob: Mountain x10\nAlice chooses draw\nBob chooses keep\nAlice chooses keep\nexpect active Bob\n")
	var b strings.Builder
	res.WriteExplain(&b)
	out := b.String()
	assert.Contains(t, out, "line 7: Alice chooses keep\nline 3: begin: game\n    (the start of the game, CR 103, with the answers queued before it)\n")
	assert.Contains(t, out, "    Alice chooses Bob to take the first turn  [CR 103.1]\n    Bob draws Mountain  [CR 121.1]\n")
	assert.Contains(t, out, "    Bob keeps 7 cards  [CR 103.5]\n")
	assert.NotContains(t, out, "library -> hand")
	assert.Contains(t, out, "line 8: expect active Bob\n")
}
