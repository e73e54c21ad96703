package scenario_test

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/scenario"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// enter enters each line, requiring each to be kept.
func enter(t *testing.T, s *scenario.Session, lines ...string) {
	t.Helper()
	for _, l := range lines {
		require.NoError(t, s.Enter(l), l)
	}
}

// snapshot is the session's game, to compare before and after.
func snapshot(t *testing.T, s *scenario.Session) []byte {
	t.Helper()
	b, err := s.Result().Game.Snapshot()
	require.NoError(t, err)
	return b
}

func TestSessionHeader(t *testing.T) {
	s := scenario.NewSession("try")
	assert.Nil(t, s.Result())
	require.NoError(t, s.Enter("scenario: a title"))
	assert.EqualError(t, s.Enter("scenario: another"), "try:2: `scenario:` comes once, first: the session has its title; `players: NAME, NAME` comes next")
	require.NoError(t, s.Undo())
	assert.ErrorIs(t, s.Enter("battlefield Alice: Mountain"), scenario.ErrNoPlayers)
	assert.Empty(t, s.Lines())
	require.NoError(t, s.Enter("  # a comment changes nothing"))
	assert.Empty(t, s.Lines())
	require.NoError(t, s.Enter("players: Alice, Bob"))
	assert.Equal(t, []string{"scenario: " + scenario.DefaultTitle, "players: Alice, Bob"}, s.Lines(), "a default title")
	require.NotNil(t, s.Result())

	s = scenario.NewSession("try")
	var perr *scenario.Error
	require.ErrorAs(t, s.Enter("scenario:"), &perr)
	assert.Equal(t, scenario.KindParse, perr.Kind)
	enter(t, s, "scenario: Bolt kills bears")
	assert.Nil(t, s.Result(), "no game before players:")
	assert.ErrorIs(t, s.Enter("hand Alice: Lightning Bolt"), scenario.ErrNoPlayers)
	enter(t, s, "players: Alice, Bob")
	assert.Equal(t, []string{"scenario: Bolt kills bears", "players: Alice, Bob"}, s.Lines())
	assert.Error(t, s.Enter("scenario: again"))
}

func TestSessionBadLinesChangeNothing(t *testing.T) {
	s := scenario.NewSession("try")
	enter(t, s, "players: Alice, Bob", "battlefield Alice: Mountain", "battlefield Bob: Grizzly Bears as bears",
		"hand Alice: Lightning Bolt as bolt")
	lines, game, from := s.Lines(), snapshot(t, s), s.EventsBefore()
	for _, bad := range []string{
		"battlefield Alice Mountain",          // does not parse
		"Alice casts bolt targeting nobody",   // unknown label
		"Bob casts bolt targeting bears",      // fails: not in Bob's hand
		"expect life Bob 3",                   // does not hold
		"Alice chooses",                       // does not parse
		"resolve 0",                           // out of range
		"expect bears in graveyard # not yet", // does not hold
		"resolve\nexpect life Bob 20",         // two statements
	} {
		err := s.Enter(bad)
		require.Error(t, err, bad)
		assert.Equal(t, lines, s.Lines(), bad)
		assert.Equal(t, game, snapshot(t, s), bad)
		assert.Equal(t, from, s.EventsBefore(), bad)
	}
	var e *scenario.Error
	require.ErrorAs(t, s.Enter("expect life Bob 3"), &e)
	assert.Equal(t, scenario.KindExpectation, e.Kind)
	assert.Equal(t, 6, e.Line, "numbered as the line would be in the saved file")
}

func TestSessionEventsAndUndo(t *testing.T) {
	s := scenario.NewSession("try")
	enter(t, s, "players: Alice, Bob", "battlefield Alice: Mountain", "battlefield Bob: Grizzly Bears as bears",
		"hand Alice: Lightning Bolt as bolt")
	before, game := s.Result().Game.EventCount(), snapshot(t, s)
	enter(t, s, "Alice casts bolt targeting bears")
	assert.Equal(t, before, s.EventsBefore())
	var kinds []engine.EventKind
	for ev := range s.Result().Game.EventsSince(s.EventsBefore()) {
		kinds = append(kinds, ev.Kind)
	}
	assert.Contains(t, kinds, engine.EvSpellCast)
	afterCast := snapshot(t, s)
	enter(t, s, "resolve", "expect bears in graveyard")

	require.NoError(t, s.Undo())
	require.NoError(t, s.Undo())
	assert.Equal(t, afterCast, snapshot(t, s), "the game as it was before the statements undone")
	require.NoError(t, s.Undo())
	assert.Equal(t, game, snapshot(t, s))
	assert.Equal(t, 5, len(s.Lines()))
	for range 4 {
		require.NoError(t, s.Undo())
	}
	assert.Nil(t, s.Result())
	assert.Empty(t, s.Lines())
	assert.ErrorIs(t, s.Undo(), scenario.ErrNothingToUndo)
	enter(t, s, "players: Alice, Bob")
}

func TestSessionExpectError(t *testing.T) {
	s := scenario.NewSession("try")
	enter(t, s, "players: Alice, Bob", "battlefield Bob: Grizzly Bears as bears", "hand Alice: Lightning Bolt as bolt")
	err := s.Enter("Alice casts bolt targeting bears") // no Mountain
	assert.ErrorIs(t, err, engine.ErrCannotPay)
	assert.Len(t, s.Lines(), 4)
	assert.Error(t, s.Enter(`expect error "wrong text"`), "the error must still match")
	enter(t, s, "expect error")
	assert.Equal(t, []string{"Alice casts bolt targeting bears", "expect error"}, s.Lines()[4:])
	require.NoError(t, s.Undo())
	assert.Len(t, s.Lines(), 4, "an action and its expect error are undone together")
	assert.Error(t, s.Enter("expect error"), "no failed action before it")
}

func TestSessionSave(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "bolt.scenario")
	s := scenario.NewSession("try")
	assert.ErrorIs(t, s.Save(path, false), scenario.ErrNoPlayers)
	enter(t, s, "players: Alice, Bob", "battlefield Alice: Mountain", "battlefield Bob: Grizzly Bears as bears",
		"hand Alice: Lightning Bolt as bolt", "Alice casts bolt targeting bears", "resolve", "expect bears in graveyard")
	require.NoError(t, s.Save(path, false))
	require.NoError(t, scenario.Run(path))
	src, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, string(s.Source()), string(src))

	require.NoError(t, s.Undo())
	err = s.Save(path, false)
	assert.True(t, errors.Is(err, fs.ErrExist), "%v", err)
	kept, _ := os.ReadFile(path)
	assert.Equal(t, src, kept, "not overwritten")
	require.NoError(t, s.Save(path, true))
	kept, _ = os.ReadFile(path)
	assert.Equal(t, s.Source(), kept)
}

func TestSessionUnusedAnswers(t *testing.T) {
	s := scenario.NewSession("try")
	enter(t, s, "players: Alice, Bob", "battlefield Alice: Island x4, Hill Giant as giant", "hand Alice: Clone as clone")
	enter(t, s, "Alice chooses giant")
	require.Error(t, s.Unused())
	assert.Contains(t, s.Unused().Error(), "try:5: queued answers left unused at the end")
	enter(t, s, "Alice casts clone", "resolve")
	assert.NoError(t, s.Unused())
	enter(t, s, "expect clone named Hill Giant")
	assert.True(t, strings.HasSuffix(string(s.Source()), "expect clone named Hill Giant\n"))
}
