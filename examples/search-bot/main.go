// Command search-bot plays two bots built on Cathar's exported API against
// the engine's random decider and against each other, on the preset decks
// "cathar" and "werewolves": the one-ply greedy bot and the search bot
// (flat Monte Carlo over determinized copies) of package bot. It prints
// the win rates and the search bot's time per decision. README.md
// explains the bots.
//
//	go run ./examples/search-bot [-games 200] [-only search|greedy]
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"

	"github.com/cathar-engine/cathar/bot"
)

func main() {
	// The time per decision is measured on one processor.
	runtime.GOMAXPROCS(1)
	games := flag.Uint64("games", 200, "games per match")
	flag.Parse()
	if err := run(os.Stdout, *games, bot.DefaultParams()); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

// ranges are the first seeds of the two seed ranges.
var ranges = [2]uint64{1, 10001}

// run plays the matches of n games each and prints the report.
func run(out io.Writer, n uint64, par bot.Params) error {
	var times timings
	search := searchMaker(par, &times)
	for i, from := range ranges {
		vr, err := match(from, n, search, randomMaker)
		if err != nil {
			return err
		}
		vg, err := match(from, n, search, greedyMaker)
		if err != nil {
			return err
		}
		if i == 0 {
			fmt.Fprintf(out, "vs random: %d%%\nvs greedy: %d%%\n", percent(vr, n), percent(vg, n))
		} else {
			fmt.Fprintf(out, "seeds %d-%d: vs random: %d%%\nseeds %d-%d: vs greedy: %d%%\n", from, from+n-1, percent(vr, n), from, from+n-1, percent(vg, n))
		}
	}
	for i, from := range ranges {
		gr, err := match(from, n, greedyMaker, randomMaker)
		if err != nil {
			return err
		}
		if i == 0 {
			fmt.Fprintf(out, "greedy vs random: %d%%\n", percent(gr, n))
		} else {
			fmt.Fprintf(out, "seeds %d-%d: greedy vs random: %d%%\n", from, from+n-1, percent(gr, n))
		}
	}
	fmt.Fprintln(out, percentiles("decision time", times.wall))
	fmt.Fprintln(out, percentiles("decision processor time", times.cpu))
	return nil
}

func percent(wins int, n uint64) int { return int(uint64(wins) * 100 / n) }
