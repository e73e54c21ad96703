package cli

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// ownModule is a program's own cathar in a module of its own
// (example.com/mycathar): a card and a deck of its own, a scenario file
// about the card. Its folder begins with "_" so that the repository's
// scenario suite, which knows the built-in pool only, skips the file.
const ownModule = "testdata/_mycathar"

// TestOwnCatharInAnotherModule builds ownModule as a user would, in
// another module that requires this one (replaced by the repository),
// offline (GOPROXY=off: the requirements come from the machine's module
// cache and the repository's go.sum), and runs the program: cards and
// check know its card, play deals its deck. A build takes seconds, so it
// runs only with CATHAR_LONG=1.
func TestOwnCatharInAnotherModule(t *testing.T) {
	if os.Getenv("CATHAR_LONG") == "" {
		t.Skip("builds a program in another module; CATHAR_LONG=1 runs it")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command in PATH")
	}
	root, err := filepath.Abs("..")
	require.NoError(t, err)
	dir := t.TempDir()
	for _, name := range []string{"go.mod", "main.go", "its.scenario"} {
		data, err := os.ReadFile(filepath.Join(ownModule, name))
		require.NoError(t, err)
		if name == "go.mod" {
			data = append(data, "\nreplace github.com/cathar-engine/cathar => "+root+"\n"...)
		}
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), data, 0o644))
	}
	sums, err := os.ReadFile(filepath.Join(root, "go.sum"))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "go.sum"), sums, 0o644))

	bin := filepath.Join(dir, "mycathar")
	build := exec.Command(goTool, "build", "-o", bin, ".")
	build.Dir = dir
	build.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOWORK=off", "GOTOOLCHAIN=local")
	out, err := build.CombinedOutput()
	require.NoError(t, err, "go build: %s", out)

	mycathar := func(args ...string) string {
		t.Helper()
		cmd := exec.Command(bin, args...)
		cmd.Dir = dir
		out, err := cmd.CombinedOutput()
		require.NoError(t, err, "mycathar %v: %s", args, out)
		return string(out)
	}
	assert.Equal(t, "Gloomwood Stalker\n  Mana cost  {1}{G}\n  Color      green\n  Type       Creature — Wolf\n"+
		"  P/T        2/3\n  Keywords   Reach\n", mycathar("cards", "Gloomwood Stalker"))
	assert.Equal(t, "ok   its.scenario\n1 passed, 0 failed\n", mycathar("check", "-v", "its.scenario"))
	assert.Contains(t, mycathar("check", "--explain", "its.scenario"), "stalker (Gloomwood Stalker): 2/3")
	assert.Contains(t, mycathar("play", "--decks", "gloomwood,cathar", "--games", "2", "--turns", "8"),
		"decks gloomwood,cathar")
}
