package cli

import (
	"flag"
	"fmt"
	"io"

	"github.com/cathar-engine/cathar/engine"
)

// variantNames lists the names engine.ParseVariant knows, as the help of
// --variant and its error give them.
var variantNames = []string{"2hg", "two-headed-giant", "two-headed giant", "free-for-all", "ffa"}

// variantHelp words variantNames for the help of --variant and its error.
const variantHelp = `2hg, two-headed-giant or "two-headed giant" (four players in two teams, CR 810); ` +
	`free-for-all or ffa (the default)`

// setVariant reads --variant into cfg: "" for the ordinary game, or a
// name engine.ParseVariant knows (variantNames). Two-Headed
// Giant plays four players (CR 810.1): --players defaults to 4 with it
// and any other number is refused. It returns an exit code, 0 when the
// flags are right.
func (cfg *playConfig) setVariant(fs *flag.FlagSet, name string, stderr io.Writer) int {
	v, ok := engine.ParseVariant(name)
	if !ok {
		fmt.Fprintf(stderr, "cathar play: unknown variant %q; the variants are %s\n", name, variantHelp)
		return 2
	}
	cfg.variant = v
	if v != engine.TwoHeadedGiant {
		return 0
	}
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == "players" })
	if !set {
		cfg.players = 4
	}
	if cfg.players != 4 {
		fmt.Fprintf(stderr, "cathar play: two-headed giant needs --players 4, not %d\n", cfg.players)
		return 2
	}
	return 0
}

// winLines says who won how many games: each player, or in Two-Headed
// Giant each team, whose wins are counted under its first seat.
func (cfg *playConfig) winLines(wins []int) []string {
	var ws []string
	deck := func(p int) string { return cfg.decks[p%len(cfg.decks)] }
	if cfg.variant == engine.TwoHeadedGiant {
		for p := 0; p < len(wins); p += 2 {
			ws = append(ws, fmt.Sprintf("team P%d+P%d (%s+%s) %d", p+1, p+2, deck(p), deck(p+1), wins[p]+wins[p+1]))
		}
		return ws
	}
	for p, k := range wins {
		ws = append(ws, fmt.Sprintf("P%d (%s) %d", p+1, deck(p), k))
	}
	return ws
}
