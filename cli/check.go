package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"

	"github.com/cathar-engine/cathar/scenario"
)

// check runs `cathar check [-v] [--explain] PATH...`.
func (c *command) check(args []string) int {
	stdout, stderr := c.stdout, c.stderr
	fs := flag.NewFlagSet("check", flag.ContinueOnError)
	fs.SetOutput(stderr)
	verbose := fs.Bool("v", false, "also name each passing file, and each action that waited into a later turn or step")
	explain := fs.Bool("explain", false, "print the trace of each file run: statements, events, decisions, and the board at the failure or the end")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() == 0 {
		fmt.Fprintln(stderr, "usage: cathar check [-v] [--explain] PATH...")
		return 2
	}
	files, err := scenario.Collect(fs.Args()...)
	if err != nil {
		fmt.Fprintf(stderr, "cathar: %v\n", err)
		return 2
	}
	passed, failed := 0, 0
	for _, path := range files {
		res, err := c.runFile(path)
		if res != nil && *verbose {
			writeWaits(stdout, res)
		}
		if res != nil && *explain {
			res.WriteExplain(stdout)
		}
		if err == nil {
			passed++
			if *verbose {
				fmt.Fprintf(stdout, "ok   %s\n", path)
			}
			continue
		}
		failed++
		if res == nil || !*explain { // the explanation ends with the failure
			writeErrors(stdout, err)
		}
	}
	fmt.Fprintf(stdout, "%d passed, %d failed\n", passed, failed)
	if failed > 0 {
		return 1
	}
	return 0
}

// runFile parses and runs one file, its names read in the command's
// registry. It returns the run's result (nil when the file could not be
// read or parsed) and its error.
func (c *command) runFile(path string) (*scenario.Result, error) {
	f, err := scenario.ParseFileWith(path, scenario.Options{Cards: c.reg})
	if err != nil {
		return nil, err
	}
	res := f.Run()
	return res, res.Err
}

// writeWaits states each action of the run that waited into a later turn
// or step: "FILE:12: waited until turn 3 precombat main".
func writeWaits(w io.Writer, res *scenario.Result) {
	for _, s := range res.Trace {
		if s.Waited {
			fmt.Fprintf(w, "%s:%d: waited until turn %d %s\n", res.File.Name, s.Line, s.Turn, s.Step)
		}
	}
}

// writeErrors prints a failing file's errors, one line each: every error
// of a malformed file, or the failure of a run.
func writeErrors(w io.Writer, err error) {
	var list scenario.ErrorList
	if errors.As(err, &list) {
		for _, e := range list {
			fmt.Fprintln(w, e.Error())
		}
		return
	}
	fmt.Fprintln(w, err.Error())
}
