package cli

import (
	"crypto/rand"
	"errors"
	"flag"
	"fmt"
	"net"
	"strings"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/web"
)

// check refuses what the flags of serve cannot serve together: a number
// of people other than 1 or 2, a bot named when two people play, an
// unknown bot, and an address beyond the loopback interface without
// --public.
func (cfg *serveConfig) check(fs *flag.FlagSet) error {
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	switch {
	case cfg.people != 1 && cfg.people != 2:
		return fmt.Errorf("--people %d: one person plays against a bot (1) or two people play each other (2)", cfg.people)
	case cfg.people == 2 && set["bot"]:
		return errors.New("--bot: no bot plays when two people do (--people 2)")
	case needsPublic(cfg.addr) && !cfg.public:
		return fmt.Errorf("%s is not a loopback address: other machines could reach the game; give --public to serve them "+
			"(each seat's link plays that seat, anyone who reaches the server watches, and nothing is encrypted: docs/duel.md)", cfg.addr)
	}
	_, err := serveBot(cfg.bot, 1, 0)
	return err
}

// needsPublic reports whether serving on addr takes --public: a host:port
// beyond the loopback interface. An address that is not host:port is left
// to the listener, which says why it cannot listen there.
func needsPublic(addr string) bool {
	_, _, err := net.SplitHostPort(addr)
	return err == nil && !loopbackAddr(addr)
}

// tokens draws the seats' tokens (crypto/rand.Text: 130 bits each), one
// for each seat a person plays: none for one person on the loopback
// interface (the page needs no token there, as it always did), one for
// each person otherwise (two people, or --public).
func (cfg *serveConfig) tokens() []string {
	if cfg.people == 1 && !cfg.public {
		return nil
	}
	out := make([]string, cfg.people)
	for i := range out {
		out[i] = rand.Text()
	}
	return out
}

// duel makes the duel of game 0, the seats in tokens (seat i's token
// tokens[i]; none: the human in seat 0 with no token). A decision with
// one legal answer (a priority where only passing is legal) is answered
// at once: it is no choice to click.
func (cfg *serveConfig) duel(c *command, tokens []string) (*web.Duel, error) {
	dc := web.DuelConfig{Human: 0, Match: cfg.match(), Lookup: c.reg.Lookup, AnswerForced: true, Hosts: serveHosts(cfg.addr)}
	for i, tok := range tokens {
		dc.Seats = append(dc.Seats, web.Seat{Player: engine.PlayerID(i), Token: tok})
	}
	return web.NewDuel(dc)
}

// banner is what serve prints once it listens on addr (host:port): what
// is played, and the page's address, or each seat's private link and the
// spectators' address.
func (cfg *serveConfig) banner(addr string, tokens []string) string {
	var b strings.Builder
	base := "http://" + addr + "/"
	if cfg.people == 2 {
		fmt.Fprintf(&b, "cathar serve: two people play, Player 1 (seat 0) with %s against Player 2 (seat 1) with %s (seed %d)\n",
			cfg.mine.name, cfg.theirs.name, cfg.seed)
	} else {
		fmt.Fprintf(&b, "cathar serve: you play %s against the %s bot's %s (seed %d)\n", cfg.mine.name, cfg.bot, cfg.theirs.name, cfg.seed)
	}
	if len(tokens) == 0 {
		fmt.Fprintf(&b, "open %s in a browser; Ctrl-C stops the server\n", base)
		return b.String()
	}
	for i, tok := range tokens {
		who := fmt.Sprintf("Player %d (seat %d)", i+1, i)
		if cfg.people == 1 {
			who = "you (seat 0)"
		}
		fmt.Fprintf(&b, "%s: %s?seat=%d&token=%s\n", who, base, i, tok)
	}
	fmt.Fprintf(&b, "spectators: %s\n", base)
	if host, _, err := net.SplitHostPort(addr); err == nil {
		if ip := net.ParseIP(host); ip != nil && ip.IsUnspecified() {
			fmt.Fprintf(&b, "%s listens on every address of this machine: in the links, put the address the others reach it by\n", host)
		}
	}
	b.WriteString("give each player only their own link: whoever has it plays that seat; Ctrl-C stops the server\n")
	return b.String()
}
