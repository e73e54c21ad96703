// Command cathar runs rulings scenarios written in the .scenario format,
// plays seeded self-play games and serves a duel against a bot in a
// browser. Its usage is the documentation of package
// github.com/cathar-engine/cathar/cli, which holds the whole command.
package main

import (
	"os"

	"github.com/cathar-engine/cathar/cli"
)

func main() {
	os.Exit(cli.Main(os.Args[1:]))
}
