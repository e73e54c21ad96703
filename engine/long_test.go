package engine_test

import (
	"os"
	"testing"

	"github.com/cathar-engine/cathar/engine"
)

// longEnv is the environment variable that asks for the long stress and
// determinism runs: CATHAR_LONG=1 go test ./engine (.ci/run sets it).
const longEnv = "CATHAR_LONG"

// longRun reports whether the long runs are asked for: longEnv is set to
// anything but "" or "0".
func longRun() bool {
	v := os.Getenv(longEnv)
	return v != "" && v != "0"
}

// sized returns short in the default run and long in the long run, and
// says in the test's log which one it chose. Every stress test plays a
// short version of itself by default, so that go test ./... stays fast
// and still plays every path at least a few times.
func sized(t *testing.T, what string, short, long int) int {
	t.Helper()
	if longRun() {
		return long
	}
	t.Logf("%d %s (%s=1: %d)", short, what, longEnv, long)
	return short
}

// quickBulk turns off atomic's check of the undo log (verifyUndo) for
// games of the default run, for a test that plays many games for the
// variety of what they meet and checks something else than the undo log:
// the check copies the state at every action, and is what makes such a
// test slow. The long run keeps it on, so CI still checks every action of
// these games. The switch is each game's (and its clones'): bulkOption
// gives it to a game being made.
func quickBulk(games ...*engine.Game) {
	for _, g := range games {
		engine.SetVerifyUndo(g, longRun())
	}
}

// bulkOption is quickBulk as an option of a game being made.
func bulkOption() engine.GameOption { return engine.WithVerifyUndo(longRun()) }
