package engine

import (
	"flag"
	"os"
	"testing"
)

// TestMain turns on the check of atomic's undo log (verifyUndo) for every
// test of the package: each action is compared with a full copy of the
// state taken before it, so a change to an object without touch panics.
// It also turns on the check that every option of every decision asked
// carries its place as its Index (verifyOptions). Benchmarks (-test.bench)
// run without the checks.
func TestMain(m *testing.M) {
	flag.Parse()
	verifyUndo = flag.Lookup("test.bench").Value.String() == ""
	verifyOptions = verifyUndo
	os.Exit(m.Run())
}
