package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
)

// parseFlags parses args into fs. When parsing ends the command — -h or
// --help, or a bad flag, which fs has reported — it returns the exit
// status (0 or 2) and false.
func parseFlags(fs *flag.FlagSet, args []string) (int, bool) {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0, false
		}
		return 2, false
	}
	return 0, true
}

// deckUsage sets the usage of a command that takes decks, written to w:
// head (the usage line and what the command does), the flags, how a deck
// item names a deck-list file, and the decks the command knows.
func (c *command) deckUsage(fs *flag.FlagSet, w io.Writer, head string) {
	fs.Usage = func() {
		fmt.Fprint(w, head)
		fs.PrintDefaults()
		fmt.Fprint(w, deckFilesHelp)
		fmt.Fprintf(w, "\npreset decks:\n%s", c.presetList())
	}
}
