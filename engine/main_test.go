package engine_test

import (
	"os"
	"runtime/debug"
	"testing"
)

// TestMain runs the tests with the garbage collector set to collect when
// the heap has grown fourfold instead of doubled (unless GOGC says
// otherwise): the tests allocate copies of whole games at every checked
// action, and collecting half as often takes a fifth off the package's
// CPU time, for a heap of a few hundred megabytes.
func TestMain(m *testing.M) {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
	os.Exit(m.Run())
}
