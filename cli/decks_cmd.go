package cli

import (
	"flag"
	"fmt"
	"strings"

	"github.com/cathar-engine/cathar/decklist"
)

// decksUsage is the usage of `cathar decks`.
const decksUsage = `usage: cathar decks [list]
       cathar decks check [--format constructed|limited|custom] [--pool FILE] FILE...

list (or decks alone) lists the decks the command knows, the presets of the card pool
and the program's own, with their sizes: the names play, replay and serve take in --decks.

check reads each deck-list file (Arena, Magic Online or typed by hand; docs/decklists.md),
its cards in the command's cards, and checks it for the format:
  constructed  (the default) at least 60 cards, at most 4 of a card but basic lands,
               counting the sideboard, a sideboard of at most 15 (CR 100.2a, 100.4a)
  limited      at least 40 cards (CR 100.2b); with --pool FILE, every card but a basic
               land from the pool, a list of its own (--pool alone means limited)
  custom       no check: the file only has to read
It prints a line for each passing file, "FILE: ok, deck NAME, 60 cards (constructed)", and
each error as FILE:LINE: message, then "N passed, M failed". It exits with status 0 when
every file passes, 1 when some fail (or the pool does not read), 2 on a usage error.
`

// decksCmd runs `cathar decks`: list with no argument or "list", check
// with "check".
func (c *command) decksCmd(args []string) int {
	if len(args) == 0 {
		return c.decksList(nil)
	}
	switch args[0] {
	case "list":
		return c.decksList(args[1:])
	case "check":
		return c.decksCheck(args[1:])
	case "help", "-h", "-help", "--help":
		fmt.Fprint(c.stderr, decksUsage)
		return 0
	}
	fmt.Fprintf(c.stderr, "cathar decks: unknown command %q: use decks list or decks check FILE...\n%s", args[0], decksUsage)
	return 2
}

// decksList runs `cathar decks list`: each deck the command knows, its
// name, its number of cards and what it is.
func (c *command) decksList(args []string) int {
	if len(args) > 0 {
		fmt.Fprintf(c.stderr, "cathar decks list: unexpected argument %q\n", args[0])
		return 2
	}
	for _, p := range c.presets() {
		n := 0
		for _, e := range p.Entries {
			n += e.Count
		}
		fmt.Fprintf(c.stdout, "%-11s %3d cards  %s\n", p.Name, n, p.About)
	}
	return 0
}

// decksCheck runs `cathar decks check`.
func (c *command) decksCheck(args []string) int {
	stdout, stderr := c.stdout, c.stderr
	fs := flag.NewFlagSet("decks check", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var format decklist.Format // constructed
	fs.Var(&format, "format", "the `format` to check for: constructed (the default), limited or custom")
	poolFile := fs.String("pool", "", "with limited: the pool the decks are built from, a deck list (its main deck and sideboard)")
	fs.Usage = func() {
		fmt.Fprint(stderr, decksUsage)
		fmt.Fprint(stderr, "\nflags:\n")
		fs.PrintDefaults()
	}
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if fs.NArg() == 0 {
		fmt.Fprint(stderr, "cathar decks check: no file to check\nusage: cathar decks check [--format constructed|limited|custom] [--pool FILE] FILE...\n")
		return 2
	}
	for _, a := range fs.Args() {
		if strings.HasPrefix(a, "-") && a != "-" {
			fmt.Fprintf(stderr, "cathar decks check: %q after the files: the flags go before them\n", a)
			return 2
		}
	}
	explicit := false
	fs.Visit(func(f *flag.Flag) { explicit = explicit || f.Name == "format" })
	var pool *decklist.Deck
	if *poolFile != "" {
		switch {
		case !explicit:
			format = decklist.Limited
		case format != decklist.Limited:
			fmt.Fprintf(stderr, "cathar decks check: --pool is for --format limited, not %v: a limited deck takes its cards from a pool (CR 100.2b)\n", format)
			return 2
		}
		var err error
		if pool, err = c.readDeckList(*poolFile); err != nil {
			writeDeckListErrors(stdout, err)
			fmt.Fprintf(stdout, "the pool %s does not read: no deck checked\n", *poolFile)
			return 1
		}
	}
	passed, failed := 0, 0
	for _, file := range fs.Args() {
		if c.checkDeckFile(file, format, pool) {
			passed++
		} else {
			failed++
		}
	}
	fmt.Fprintf(stdout, "%d passed, %d failed\n", passed, failed)
	if failed > 0 {
		return 1
	}
	return 0
}

// checkDeckFile reads and checks one file for format f (with pool, for
// limited): it prints the file's line when it passes, its errors when
// not, and reports whether it passed.
func (c *command) checkDeckFile(file string, f decklist.Format, pool *decklist.Deck) bool {
	d, err := c.readDeckList(file)
	if err == nil {
		err = d.Check(f, pool)
	}
	if err != nil {
		if !writeDeckListErrors(c.stdout, err) {
			fmt.Fprintf(c.stdout, "%s: %v\n", file, err)
		}
		return false
	}
	main, side := d.Counts()
	var b strings.Builder
	fmt.Fprintf(&b, "%s: ok, deck %q, %d cards", file, d.Name, main)
	if side > 0 {
		fmt.Fprintf(&b, ", sideboard %d", side)
	}
	fmt.Fprintf(&b, " (%v", f)
	if pool != nil {
		fmt.Fprintf(&b, ", from the pool %s", pool.File)
	}
	b.WriteString(")")
	fmt.Fprintln(c.stdout, b.String())
	return true
}
