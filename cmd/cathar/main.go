// Command cathar runs rulings scenarios written in the .scenario format.
//
// Usage:
//
//	cathar check [-v] PATH...
//
// check runs each scenario file named, and every .scenario file below each
// folder named (sorted), prints one line for each failing file
// (FILE:LINE: message), then "N passed, M failed". It exits with status 0
// only when every file passed, 1 when some failed, 2 on a usage error.
// With -v it also names each passing file.
package main

import (
	"fmt"
	"io"
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

const usage = `usage: cathar check [-v] PATH...

  check   run scenario files and folders of scenario files
`

// run is the command with its arguments; it returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	switch args[0] {
	case "check":
		return check(args[1:], stdout, stderr)
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, usage)
		return 0
	}
	fmt.Fprintf(stderr, "cathar: unknown command %q\n%s", args[0], usage)
	return 2
}
