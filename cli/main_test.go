package cli

import (
	"io"
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

// run is Main with args, writing to stdout and stderr, with opts besides.
func run(args []string, stdout, stderr io.Writer, opts ...Option) int {
	return Main(args, append([]Option{WithStdout(stdout), WithStderr(stderr)}, opts...)...)
}

// newTestCommand returns the command Main runs with opts, writing to
// stdout and stderr.
func newTestCommand(t *testing.T, stdout, stderr io.Writer, opts ...Option) *command {
	t.Helper()
	c, err := newCommand(append([]Option{WithStdout(stdout), WithStderr(stderr)}, opts...))
	if err != nil {
		t.Fatal(err)
	}
	return c
}
