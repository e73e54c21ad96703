package engine

import (
	"flag"
	"os"
	"testing"
)

// TestMain turns on the check of atomic's undo log (verifyUndo) for every
// test of the package: each action is compared with a full copy of the
// state taken before it, so a change to an object without touch panics.
// Benchmarks (-test.bench) run without the check.
func TestMain(m *testing.M) {
	flag.Parse()
	verifyUndo = flag.Lookup("test.bench").Value.String() == ""
	os.Exit(m.Run())
}
