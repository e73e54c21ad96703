package bot_test

import (
	"os"
	"runtime/debug"
	"testing"
)

// TestMain runs the tests with the garbage collector set to collect when
// the heap has grown fourfold instead of doubled (unless GOGC says
// otherwise): the tests' heap is small and churns fast (searches, JSON),
// and collecting less often takes a quarter off the package's CPU time.
func TestMain(m *testing.M) {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
	os.Exit(m.Run())
}
