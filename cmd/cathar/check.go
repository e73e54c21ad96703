package main

import (
	"errors"
	"flag"
	"fmt"
	"io"

	"github.com/cathar-engine/cathar/scenario"
)

// check runs `cathar check [-v] PATH...`.
func check(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("check", flag.ContinueOnError)
	fs.SetOutput(stderr)
	verbose := fs.Bool("v", false, "also name each passing file")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() == 0 {
		fmt.Fprintln(stderr, "usage: cathar check [-v] PATH...")
		return 2
	}
	files, err := scenario.Collect(fs.Args()...)
	if err != nil {
		fmt.Fprintf(stderr, "cathar: %v\n", err)
		return 2
	}
	passed, failed := 0, 0
	for _, f := range files {
		err := scenario.Run(f)
		if err == nil {
			passed++
			if *verbose {
				fmt.Fprintf(stdout, "ok   %s\n", f)
			}
			continue
		}
		failed++
		fmt.Fprintln(stdout, firstLine(err))
	}
	fmt.Fprintf(stdout, "%d passed, %d failed\n", passed, failed)
	if failed > 0 {
		return 1
	}
	return 0
}

// firstLine is the line printed for a failing file: its first error, and
// how many more a malformed file has.
func firstLine(err error) string {
	var list scenario.ErrorList
	if errors.As(err, &list) && len(list) > 1 {
		return fmt.Sprintf("%s (and %d more errors)", list[0].Error(), len(list)-1)
	}
	return err.Error()
}
