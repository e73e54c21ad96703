package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
)

// playShard runs `cathar play --shard I/N --out FILE`: it plays slice I
// of N of the run cfg, writes the slice file and prints the slice's
// report (its speed included, which the file leaves out).
func playShard(cfg *playConfig, spec, out string, force bool, stdout, stderr io.Writer) int {
	if spec == "" || out == "" {
		fmt.Fprintln(stderr, "cathar play: --shard I/N and --out FILE go together (--force only with them)")
		return 2
	}
	s, err := parseShard(spec, cfg.games)
	if err != nil {
		fmt.Fprintf(stderr, "cathar play: --shard: %v\n", err)
		return 2
	}
	if !force {
		if err := refuseExisting(out); err != nil {
			fmt.Fprintf(stderr, "cathar play: %v\n", err)
			return 2
		}
	}
	results, elapsed, mallocs, err := playTimed(cfg, s.first, s.end, stderr)
	if err != nil {
		fmt.Fprintf(stderr, "cathar play: %v\n", err)
		return 1
	}
	data, err := encodeSlice(cfg, s, results)
	if err == nil {
		err = writeSlice(out, data, force)
	}
	if err != nil {
		fmt.Fprintf(stderr, "cathar play: %v\n", err)
		if errors.Is(err, errExists) {
			return 2
		}
		return 1
	}
	t := results.tally(cfg)
	gamesLine(stdout, cfg, sliceCount(cfg, t, s), playMode(cfg))
	t.print(stdout, cfg)
	speedLines(stdout, t.games, t.actions, elapsed, mallocs)
	fmt.Fprintf(stdout, "written       %s (cathar play --merge the %d slices for the run's report)\n", out, s.n)
	return 0
}

// mergeArgs runs `cathar play --merge FILES...` from the parsed flags:
// no other flag (the run is the files'), at least one file.
func mergeArgs(fs *flag.FlagSet, stdout, stderr io.Writer) int {
	var others []string
	fs.Visit(func(f *flag.Flag) {
		if f.Name != "merge" {
			others = append(others, "--"+f.Name)
		}
	})
	switch {
	case len(others) > 0:
		fmt.Fprintf(stderr, "cathar play --merge: the run is the one the files name; drop %s\n", strings.Join(others, ", "))
		return 2
	case fs.NArg() == 0:
		fmt.Fprintln(stderr, "cathar play --merge: name the slice files (cathar play --merge shard-*.jsonl)")
		return 2
	}
	for _, a := range fs.Args() {
		if strings.HasPrefix(a, "-") {
			fmt.Fprintf(stderr, "cathar play --merge: %q after the files: the flags go before them, and --merge takes no other\n", a)
			return 2
		}
	}
	return mergeCmd(fs.Args(), stdout, stderr)
}

// sliceCount says what slice s of the run cfg played, whose tally is t:
// "10 of 40: shard 2/4, games 10–19", or in a match run "23 games in 10
// of 40 matches: shard 2/4, matches 10–19".
func sliceCount(cfg *playConfig, t *tally, s shard) string {
	if cfg.match == 0 {
		return fmt.Sprintf("%d of %d: shard %s, %s", t.games, cfg.games, s, s.games(cfg))
	}
	return fmt.Sprintf("%d games in %d of %d matches: shard %s, %s", t.games, t.matches, cfg.games, s, s.games(cfg))
}
