package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// session runs `cathar try` on a script and returns its output.
func session(t *testing.T, script string) string {
	t.Helper()
	var out, errOut bytes.Buffer
	require.Equal(t, 0, run([]string{"try"}, &out, &errOut, WithStdin(strings.NewReader(script))), errOut.String())
	require.Empty(t, errOut.String())
	return out.String()
}

// after returns what the session printed after the line that echoes
// marker (each command's output follows the previous one's).
func after(t *testing.T, out, marker string) string {
	t.Helper()
	i := strings.Index(out, marker)
	require.GreaterOrEqual(t, i, 0, "%q not in the output:\n%s", marker, out)
	return out[i+len(marker):]
}

func TestTryScriptedSession(t *testing.T) {
	dir := t.TempDir()
	saved := filepath.Join(dir, "bolt.scenario")
	require.NoError(t, os.WriteFile(filepath.Join(dir, "taken.scenario"), []byte("keep me\n"), 0o644))
	script := strings.Join([]string{
		"battlefield Alice: Mountain", // before players: refused
		"players: Alice, Bob",
		"battlefield Alice: Mountain",
		"battlefield Bob: Grizzly Bears as bears",
		"hand Alice: Lightning Bolt as bolt",
		"battlefield Bob Grizzly Bears", // does not parse
		"Alice casts bolt targeting bears",
		"expect life Bob 3", // does not hold
		":board",
		"resolve",
		"expect bears in graveyard",
		":undo",
		":undo",
		"resolve",
		"expect bears in graveyard",
		":save " + filepath.Join(dir, "taken.scenario"),
		":save " + saved,
		":show",
		":quit",
		"this line is never read",
	}, "\n") + "\n"
	out := session(t, script)

	assert.True(t, strings.HasPrefix(out, "rejected, nothing changed:\n  a session begins with `players: NAME, NAME`"), out)
	rest := after(t, out, "rejected, nothing changed:\n  try:6: the colon after `battlefield Bob` is missing")
	assert.NotContains(t, rest[:strings.Index(rest, "events:")], "board:", "a bad line prints no board")
	rest = after(t, rest, "events:\n      bolt: hand -> stack  [CR 400.7]\n")
	assert.Contains(t, rest, "Alice casts bolt, targeting bears  [CR 601.2]\n")
	rest = after(t, rest, "rejected, nothing changed:\n  try:7: expected life Bob 3, found life Bob 20\n")
	// :board: the cast is still there, nothing was kept.
	rest = after(t, rest, "board:\n")
	assert.True(t, strings.HasPrefix(rest, "    turn 1, precombat main step, Alice's turn; it is neither day nor night\n"+
		"    Alice: 20 life, 40 cards in library\n"+
		"      battlefield: Mountain: tapped\n"), rest)
	assert.Contains(t, rest, "      battlefield: bears (Grizzly Bears): 2/2\n", rest)
	assert.Contains(t, rest, "    stack, top first:\n      1. spell bolt (Lightning Bolt) (Alice), targeting bears (Grizzly Bears)\n", rest)
	rest = after(t, rest, "bolt deals 3 damage to bears  [CR 120.3]\n")
	rest = after(t, rest, "undone: expect bears in graveyard\n")
	rest = after(t, rest, "undone: resolve\n")
	assert.Contains(t, rest, "      battlefield: bears (Grizzly Bears): 2/2\n", "undone to the cast")
	assert.Contains(t, rest, "    stack, top first:\n      1. spell bolt", "undone to the cast")
	rest = after(t, rest, "taken.scenario exists: not saved (:save! ")
	rest = after(t, rest, "saved 8 lines to "+saved+"\n")
	assert.Equal(t, "scenario: a session of cathar try\nplayers: Alice, Bob\nbattlefield Alice: Mountain\n"+
		"battlefield Bob: Grizzly Bears as bears\nhand Alice: Lightning Bolt as bolt\nAlice casts bolt targeting bears\n"+
		"resolve\nexpect bears in graveyard\n", strings.SplitAfter(rest, "expect bears in graveyard\n")[0], ":show")
	assert.NotContains(t, out, "never read")

	taken, err := os.ReadFile(filepath.Join(dir, "taken.scenario"))
	require.NoError(t, err)
	assert.Equal(t, "keep me\n", string(taken), "not overwritten")

	// The saved file passes check, run in-process.
	var chk, chkErr bytes.Buffer
	assert.Equal(t, 0, run([]string{"check", saved}, &chk, &chkErr), chk.String()+chkErr.String())
	assert.Equal(t, "1 passed, 0 failed\n", chk.String())
}

func TestTryUndoPastStart(t *testing.T) {
	out := session(t, "scenario: nothing yet\n:undo\n:undo\n:board\n")
	assert.Equal(t, "undone: scenario: nothing yet\nnothing to undo: the session is at its start\n"+
		"no game yet: type `players: A, B`\n", out)
}

func TestTryOverwrite(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.scenario")
	require.NoError(t, os.WriteFile(path, []byte("old\n"), 0o644))
	out := session(t, "players: Alice, Bob\n:save "+path+"\n:save! "+path+"\n:save\n")
	assert.Contains(t, out, "x.scenario exists: not saved")
	assert.Contains(t, out, "saved 2 lines to "+path+"\n")
	assert.Contains(t, out, "usage: :save FILE")
	src, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, "scenario: a session of cathar try\nplayers: Alice, Bob\n", string(src))
	var chk bytes.Buffer
	assert.Equal(t, 0, run([]string{"check", path}, &chk, &chk), chk.String())
}

func TestTryExpectErrorAndUnused(t *testing.T) {
	out := session(t, strings.Join([]string{
		"players: Alice, Bob",
		"battlefield Bob: Grizzly Bears as bears",
		"hand Alice: Lightning Bolt as bolt",
		"Alice casts bolt targeting bears", // no mana: fails
		"expect error",
		"Alice chooses bears",
		":frobnicate",
	}, "\n"))
	rest := after(t, out, "try:5: action failed:")
	rest = after(t, rest, "type `expect error` to keep the action with it)\n")
	assert.True(t, strings.HasPrefix(rest, "events:\n"), "expect error keeps the action: %s", rest)
	assert.Contains(t, rest, "unknown command :frobnicate (:help lists them)\n")
	assert.True(t, strings.HasSuffix(out, "warning: queued answers are unused at the end of the session; "+
		"`cathar check` fails the file with them:\n  try:7: queued answers left unused at the end: Alice's answer of line 7\n"), out)
}

func TestTryCommandLine(t *testing.T) {
	var out, errOut bytes.Buffer
	assert.Equal(t, 0, run([]string{"try"}, &out, &errOut, WithStdin(strings.NewReader(":help\n"))))
	assert.Contains(t, out.String(), ":save! FILE")
	assert.Equal(t, 2, run([]string{"try", "extra"}, &out, &errOut))

	// --help documents the command line and every command of a session.
	out.Reset()
	assert.Equal(t, 0, run([]string{"try", "--help"}, &out, &errOut))
	for _, cmd := range []string{"usage: cathar try", ":undo", ":save FILE", ":save! FILE", ":show", ":board", ":help", ":quit"} {
		assert.Contains(t, out.String(), cmd)
	}
}
