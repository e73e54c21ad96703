package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"
)

// serveConfig is what `cathar serve` is asked to serve.
type serveConfig struct {
	addr   string
	public bool // --public: beyond the loopback interface, every person's seat by token
	people int  // 1: a person against a bot; 2: two people, no bot
	mine   deck // seat 0's deck: the human's
	theirs deck // seat 1's deck: the bot's, or the second person's
	// offered are the decks the page offers by name, deckNames their
	// names in the order offered (offerDecks).
	offered   map[string]deck
	deckNames []string
	seed      uint64
	bot       string
}

const serveUsage = "usage: cathar serve [--addr 127.0.0.1:8080] [--public] [--people 1|2] [--decks A,B] [--format F] [--seed S] [--bot search|greedy|random]\n" +
	"       cathar serve ... [--deck YOURS] [--opponent THEIRS]   (the older form of --decks)\n"

// serveCmd runs `cathar serve` until an interrupt.
func (c *command) serveCmd(args []string) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	return c.serve(ctx, args)
}

// serve serves a duel until ctx is done; it returns the exit status.
func (c *command) serve(ctx context.Context, args []string) int {
	return c.serveWith(ctx, args, defaultServeLimits)
}

// serveWith is serve with the server's timeouts and limits (the tests
// make them short).
func (c *command) serveWith(ctx context.Context, args []string, limits serveLimits) int {
	stdout, stderr := c.stdout, c.stderr
	cfg, code := c.parseServe(args)
	if code >= 0 {
		return code
	}
	tokens := cfg.tokens()
	duel, err := cfg.duel(c, tokens)
	if err != nil {
		fmt.Fprintf(stderr, "cathar serve: %v\n", err)
		return 1
	}
	ln, err := net.Listen("tcp", cfg.addr)
	if err != nil {
		if errors.Is(err, syscall.EADDRINUSE) {
			fmt.Fprintf(stderr, "cathar serve: %s is in use: choose another with --addr\n", cfg.addr)
		} else {
			fmt.Fprintf(stderr, "cathar serve: cannot listen on %s: %v\n", cfg.addr, err)
		}
		return 1
	}
	fmt.Fprint(stderr, loopbackWarning(cfg.addr))
	srv := limits.server(duel)
	fmt.Fprint(stdout, cfg.banner(ln.Addr().String(), tokens))
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err = <-done:
	case <-ctx.Done():
		shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		err = srv.Shutdown(shut)
	}
	if err != nil && !errors.Is(err, http.ErrServerClosed) {
		fmt.Fprintf(stderr, "cathar serve: %v\n", err)
		return 1
	}
	return 0
}

// parseServe reads the flags; a code ≥ 0 is the exit status of a refusal
// or of --help.
func (c *command) parseServe(args []string) (*serveConfig, int) {
	stderr := c.stderr
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	cfg := &serveConfig{}
	fs.StringVar(&cfg.addr, "addr", "127.0.0.1:8080", "address to listen on (host:port; port 0 picks a free one); beyond the loopback interface only with --public")
	fs.BoolVar(&cfg.public, "public", false, "allow an --addr beyond the loopback interface (other machines reach the game over plain HTTP: each seat's link plays that seat, anyone watches)")
	fs.IntVar(&cfg.people, "people", 1, "1: you play against a bot; 2: two people play each other, each from a private link")
	decks := fs.String("decks", "cathar,werewolves", "seat 0's deck and seat 1's (yours and the bot's), comma-separated (one for both): preset names or deck-list files ("+deckFileRule+")")
	format := deckFormatFlag(fs)
	mine := fs.String("deck", "cathar", "your deck (the older form of --decks YOURS,THEIRS; not with --decks)")
	theirs := fs.String("opponent", "werewolves", "the bot's deck (the older form of --decks YOURS,THEIRS; not with --decks)")
	fs.Uint64Var(&cfg.seed, "seed", 1, "seed of the game (shuffles and the bot); a new game from the page takes the next one")
	fs.StringVar(&cfg.bot, "bot", serveBots[0], "the opponent: search, greedy or random")
	c.deckUsage(fs, stderr, fmt.Sprintf("%s\nServes a duel on a local web page: you play a deck against a bot, or two people\n"+
		"play each other (--people 2), each from a link of their own that holds their seat's token.\n"+
		"The game lives in the server: reloading the page resumes it.\n\nflags:\n", serveUsage))
	if code, ok := parseFlags(fs, args); !ok {
		return nil, code
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "cathar serve: unexpected argument %q\n%s", fs.Arg(0), serveUsage)
		return nil, 2
	}
	items, err := serveDeckItems(fs, *decks, *mine, *theirs)
	if err != nil {
		fmt.Fprintf(stderr, "cathar serve: %v\n", err)
		return nil, 2
	}
	for i, to := range []*deck{&cfg.mine, &cfg.theirs} {
		*to, err = c.resolveDeck(items[i], *format)
		switch {
		case err != nil && writeDeckListErrors(stderr, err):
			return nil, 2
		case errors.Is(err, errUnknownDeck):
			fmt.Fprintf(stderr, "cathar serve: %v; the presets are:\n%s", err, c.presetList())
			return nil, 2
		case err != nil:
			fmt.Fprintf(stderr, "cathar serve: %v\n", err)
			return nil, 2
		}
	}
	if err := cfg.check(fs); err != nil {
		fmt.Fprintf(stderr, "cathar serve: %v\n", err)
		return nil, 2
	}
	c.offerDecks(cfg)
	return cfg, -1
}

// serveDeckItems returns the items of the human's deck and the bot's:
// those of --decks YOURS,THEIRS when it is given (one item: both play
// it), else those of --deck and --opponent, the older form, whose
// defaults are --decks's. Giving both forms is an error, as is a --decks
// of more than two items.
func serveDeckItems(fs *flag.FlagSet, decks, mine, theirs string) ([2]string, error) {
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	switch {
	case set["decks"] && (set["deck"] || set["opponent"]):
		return [2]string{}, errors.New("give --decks YOURS,THEIRS or --deck and --opponent, not both")
	case !set["decks"]:
		return [2]string{mine, theirs}, nil
	}
	items := strings.Split(decks, ",")
	for i := range items {
		items[i] = strings.TrimSpace(items[i])
	}
	switch len(items) {
	case 1:
		return [2]string{items[0], items[0]}, nil
	case 2:
		return [2]string{items[0], items[1]}, nil
	}
	return [2]string{}, fmt.Errorf("--decks takes two decks, yours and the bot's, not %d", len(items))
}
