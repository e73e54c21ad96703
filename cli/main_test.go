package cli

import (
	"os"
	"runtime/debug"
	"testing"
)

// TestMain runs the tests with the garbage collector set to collect when
// the heap has grown fourfold instead of doubled (unless GOGC says
// otherwise): the tests' heap is small and churns fast, and collecting
// less often takes a tenth to a third off the package's CPU time.
func TestMain(m *testing.M) {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
	os.Exit(m.Run())
}
