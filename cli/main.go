// Package cli is the whole cathar command, so that a program can build
// its own: the command runs rulings scenarios written in the .scenario
// format, prints cards, plays seeded self-play games, writes replays and
// serves a duel against a bot in a browser. The program cathar of
// cmd/cathar is
//
//	os.Exit(cli.Main(os.Args[1:]))
//
// and a program with cards of its own (a cards.Registry made with
// cards.NewRegistry(name, cards.Builtin()), its cards registered) and
// decks of them builds its own cathar the same way:
//
//	os.Exit(cli.Main(os.Args[1:], cli.WithCards(reg), cli.WithDecks(decks...)))
//
// Every tool then reads card names in that registry: check and check
// --explain (the scenario files), cards, try, decks check (the deck
// lists), and the decks and recordings of play, replay and serve. The
// program's decks are accepted wherever a preset deck's name is
// (--decks, and serve's --deck and --opponent) and listed after the
// presets in the help and by decks list. Main takes the arguments that
// follow the program's name and returns the exit status; the rest of this
// comment is the command's usage, the same for every program built so.
//
// Usage:
//
//	cathar check [-v] [--explain] PATH...
//	cathar play [--games N] [--seed S] [--decks A,B] [--format F] [--players K] [--variant V] [--turns T] [--parallel] [--shard I/N --out FILE [--force]]
//	cathar play --merge FILE...
//	cathar replay [-o FILE] RECORDING.json
//	cathar replay [-o FILE] --seed S [--game I] [--decks A,B] [--format F] [--players K] [--variant V] [--turns T] [--save-recording FILE]
//	cathar cards [NAME...]
//	cathar decks [list]
//	cathar decks check [--format constructed|limited|custom] [--pool FILE] FILE...
//	cathar try
//	cathar rules NUMBER...
//	cathar serve [--addr 127.0.0.1:8080] [--public] [--people 1|2] [--decks A,B] [--format F] [--seed S] [--bot search|greedy|random]
//	cathar serve [--deck YOURS] [--opponent THEIRS] ...
//
// A deck on the command line (play and replay --decks, serve --decks,
// --deck and --opponent) is an item, one rule for every command: the
// name of a deck the command knows (a preset of the card pool, or the
// program's) is that deck, even when a file of that name exists; any
// other item that holds a slash (or the system's path separator) or ends
// in .txt or .dek, in any case, is a deck-list file (package decklist:
// Arena and Magic Online exports, lists typed by hand), its cards read
// in the command's registry, its name in reports the list's (its Name:
// line, or the file's name without folder and extension); anything else
// is an unknown deck (for a file of the working folder without such an
// ending, write ./NAME). A deck-list file is checked for the format
// --format names (constructed, limited or custom), custom — no check,
// any deck plays — unless given; the presets and the program's decks are
// not checked. A list that can't be read, names a card the registry
// lacks (with the names it may have meant) or fails the check stops the
// command before any game, each error on its own line as FILE:LINE:
// message (FILE: message for the whole list), with status 2.
//
// check runs each scenario file named, and every .scenario file below each
// folder named (sorted), prints one line for each failing file
// (FILE:LINE: message; a malformed file, one line for each of its errors),
// then "N passed, M failed". It exits with status 0 only when every file
// passed, 1 when some failed, 2 on a usage error. With -v it also names
// each passing file and states each action that waited into a later turn
// or step ("FILE:12: waited until turn 3 precombat main"). With --explain
// it prints, for each file it runs, the trace of the run: each statement
// and the events it caused, in English with the rule each cites, with the
// decisions taken and by whom, then the board (faces, counters, damage,
// attachments, tapped, the designation, hands, graveyards, exile and what
// each exiled card is linked to, the stack) at the failure or the end.
//
// play plays N games between random legal-action deciders (engine.Random)
// with the decks of --decks, dealt to the players in turn: presets of the
// card pool, the program's (cathar play --help lists them; a deck whose
// cards are not all in the registry is refused with status 2) or
// deck-list files, and
// prints games and actions per second, average turns and actions per game,
// allocations per game and a hash of the results. Game i's seed derives
// from S and i alone, so the same seed gives the same results, and
// --parallel (all cores, one game per goroutine at a time) gives the same
// results as a sequential run. --variant 2hg (or two-headed-giant) plays
// Two-Headed Giant, four players in two teams; free-for-all (ffa) is the
// default. A progress bar is drawn when stderr is a
// terminal.
//
// play --shard I/N --out FILE plays slice I of N (I from 1 to N) of the
// same run, games (I-1)·G/N up to I·G/N of G, and writes FILE (whole or
// not at all; an existing FILE only with --force): a header line with
// the run's parameters and the slice, then one JSON line per game (its
// index, seed and result). play --merge FILE... reads the slices of a
// run, in any order, and prints its report with the same result hash as
// the run played whole, without the speed lines; a missing, repeated or
// overlapping slice, slices of different runs, or a malformed file
// (FILE:LINE: message) exit with status 1.
//
// replay writes a game as one self-contained HTML page (no network needed
// to open it; docs/replay.md): a recording file (the JSON of an
// engine.Recording, as json.Marshal writes a Game.Recording), or with
// --seed S game I (--game, 0 by default) of `cathar play --seed S` with the
// same --decks, --players, --variant and --turns, played again with a
// recording; --save-recording FILE writes that recording too. The page
// goes to -o FILE (written whole or not at all) or the standard output. A
// recording that can't be read or doesn't replay, or a file that can't be
// written, exits with status 1 and a one-line message; a usage error
// (both a file and --seed, an unknown deck, a bad flag) with status 2.
//
// decks, or decks list, lists the decks the command knows: each preset
// of the card pool, then each of the program's, with its number of cards
// and what it is. decks check reads each deck-list file named (every
// argument is a file) in the command's registry and checks it for the
// format of --format, by the deck-construction rules docs/decklists.md
// describes: constructed (the default), limited or custom (no check).
// It prints a line for each passing file ("FILE: ok, deck "NAME", 60
// cards, sideboard 8 (constructed)") and each error as FILE:LINE:
// message, then "N passed, M failed", and exits with status 0 when every
// file passes, 1 when some fail. --pool FILE, a deck list of the cards opened, is the pool of a
// limited deck, whose cards but the basic lands must come from it: --pool
// alone means --format limited, and --pool with another format is a usage
// error. A pool that does not read stops the command with status 1 before
// any deck is checked. A usage error (no file, an unknown format, --pool
// with constructed or custom, a flag after the files) exits with status
// 2.
//
// cards with no name lists the card pool, tokens included: each card's
// name (both faces' for a double-faced card), mana cost and type line;
// the program's own cards and tokens are among them, each marked with
// the name of its registry, "Name (my-cards)", and counted on the last
// line.
// With names (either face's) it prints each face of each card: mana cost,
// color, type line, P/T, keywords and the rules text of each ability, an
// activated ability marked with the number `activates CARD ability N`
// uses. An unknown name makes it exit with status 1.
//
// try reads scenario statements from the standard input, one per line,
// and runs each at once, printing the events it caused and the board. A
// statement that does not parse, an action that fails or an expectation
// that does not hold is reported and not kept. Lines beginning with a
// colon are commands: :undo, :save FILE (never over an existing file),
// :save! FILE, :show, :board, :help and :quit. The statements kept, saved,
// form a file that `cathar check` passes.
//
// rules says, for each rule number, where the code, the tests and the
// scenario files cite it (the entry of docs/rules-index.md, from package
// rulesindex), or, for a number of the September 19, 2025 edition that
// moved, what it is in the September 25, 2026 edition ("N in the
// September 19, 2025 edition is M in the September 25, 2026 edition",
// with the title of a moved section), or that the number is "not in this
// index": it never says what a rule is about. A number that moved and is
// cited today under its new meaning (731: Day and Night now, Taking
// Shortcuts in 2025) gets both: its entry, then what it was. A number may be written with the word CR before it. It exits
// with status 1 when some number is not in the index, 2 on a usage error
// (no number, or one that is not a rule number).
//
// serve serves a duel on a local web page (package web, docs/duel.md): the
// person at the browser plays the first deck of --decks YOURS,THEIRS
// against a bot playing the second (one item: both play it), every
// decision a prompt with its labelled options. --deck YOURS and
// --opponent THEIRS, the older form, still work, each defaulting as
// --decks does; giving both forms, or more than two decks, is refused
// with status 2. With --people 2 two people play, no bot: seat 0 the
// first deck, seat 1 the second, each from a private link
// (http://HOST:PORT/?seat=N&token=TOKEN) that holds an unguessable token
// of that seat (crypto/rand); whoever opens the address with no token
// watches, seeing no hidden card. An address beyond the loopback
// interface is refused unless --public is given, which also gives one
// person a private link. It
// listens first, then prints the URL (or the links); the game lives in
// the server, so reloading a page resumes it, and the page's "New game"
// deals the next one. The server reads a whole request within 10 seconds,
// its header within 5, and no body may pass 64 KiB. An unknown deck (the
// presets are listed), a deck-list file that fails, an unknown bot, --bot
// with --people 2, an address beyond the loopback interface without
// --public, an address in use or a bad flag is refused with a message and
// status 2 (1 for an address in use or one it cannot listen on).
package cli

import (
	"fmt"
)

// Main runs the cathar command with args, the arguments that follow the
// program's name (os.Args[1:], not os.Args), and returns its exit status
// for os.Exit; it never exits itself. With no option it is the cathar
// command of cmd/cathar: the built-in card pool and its preset decks,
// os.Stdin, os.Stdout and os.Stderr. An option Main refuses (a deck name
// of WithDecks it can't accept) is a message on the standard error and
// status 2, whatever the command.
func Main(args []string, opts ...Option) int {
	c, err := newCommand(opts)
	if err != nil {
		fmt.Fprintf(c.stderr, "cathar: %v\n", err)
		return 2
	}
	return c.run(args)
}

const usage = `usage: cathar check [-v] [--explain] PATH...
       cathar play [--games N] [--seed S] [--decks A,B] [--format F] [--players K] [--variant V] [--turns T] [--parallel] [--shard I/N --out FILE]
       cathar play --merge FILE...
       cathar replay [-o FILE] RECORDING.json | --seed S [--game I] [--decks A,B] [--format F] [--players K] [--variant V] [--turns T]
       cathar cards [NAME...]
       cathar decks [list] | check [--format constructed|limited|custom] [--pool FILE] FILE...
       cathar try
       cathar rules NUMBER...
       cathar serve [--addr 127.0.0.1:8080] [--public] [--people 1|2] [--decks A,B] [--format F] [--seed S] [--bot search|greedy|random]

  check   run scenario files and folders of scenario files (--explain: the trace of each)
  play    seeded self-play between random deciders (cathar play --help)
  replay  write a recorded or seeded game as one HTML page that opens offline (cathar replay --help)
  cards   list the card pool, or print the cards named
  decks   list the decks, or check deck-list files for a format (cathar decks --help)
  try     type scenario statements one at a time and see each run (cathar try --help)
  rules   where the code cites a rule, or what a number of the previous edition is now
  serve   play a duel against a bot, or two people each other, on a local web page (cathar serve --help)

A deck in --decks is a preset's name (cathar decks lists them) or a deck-list file:
an item with a / or ending in .txt or .dek (docs/decklists.md).
`

// run is the command with its arguments; it returns the exit status.
func (c *command) run(args []string) int {
	if len(args) == 0 {
		fmt.Fprint(c.stderr, usage)
		return 2
	}
	switch args[0] {
	case "check":
		return c.check(args[1:])
	case "play":
		return c.play(args[1:])
	case "replay":
		return c.replayCmd(args[1:])
	case "cards":
		return c.cardsCmd(args[1:])
	case "try":
		return c.try(args[1:])
	case "rules":
		return rulesCmd(args[1:], c.stdout, c.stderr)
	case "serve":
		return c.serveCmd(args[1:])
	case "decks":
		return c.decksCmd(args[1:])
	case "help", "-h", "-help", "--help":
		fmt.Fprint(c.stdout, usage)
		return 0
	}
	fmt.Fprintf(c.stderr, "cathar: unknown command %q\n%s", args[0], usage)
	return 2
}
