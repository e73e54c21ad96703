package cli

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
)

// mergeSlices reads the slice files and adds their games, in game
// order, into the tally of the whole run, which it returns with the run's
// configuration. Every file must be a slice of the same run, no game may
// be in two files, and together they must hold every game of the run.
// The errors are all those found, each naming its file (and line); they
// wrap errBadSlice. It holds one line at a time, not the games.
func mergeSlices(names []string) (*playConfig, *tally, error) {
	var files []*sliceFile
	var errs []error
	for _, name := range names {
		f, err := openSlice(name)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		files = append(files, f)
	}
	if len(files) == 0 {
		return nil, nil, errors.Join(errs...)
	}
	runs := len(errs)
	for _, f := range files[1:] {
		if d := sameRun(files[0], f); d != "" {
			errs = append(errs, badSlice(f.name, 0, "a slice of another run: %s", d))
		}
	}
	if len(errs) == runs {
		errs = append(errs, tile(files))
	}
	cfg := files[0].cfg
	t := newTally(cfg.players)
	for _, f := range files {
		if errors.Join(errs...) != nil {
			t = newTally(f.cfg.players) // the games are checked, no longer counted
		}
		errs = append(errs, f.addGames(t))
	}
	if err := errors.Join(errs...); err != nil {
		return nil, nil, err
	}
	return &cfg, t, nil
}

// tile sorts the files by their first game and checks that they cover
// the run's games once: no shard given twice, no two overlapping, none
// missing (naming the missing shards when every file cuts the run in
// the same number of slices).
func tile(files []*sliceFile) error {
	slices.SortStableFunc(files, func(a, b *sliceFile) int { return a.shard.first - b.shard.first })
	var errs []error
	next := 0           // the first game not covered so far
	var last *sliceFile // the file that covers up to next
	var gaps [][2]int
	for k, f := range files {
		if k > 0 && f.shard == files[k-1].shard {
			errs = append(errs, badSlice(f.name, 0, "shard %s given twice (also %s)", f.shard, files[k-1].name))
			continue
		}
		if f.shard.first < next {
			errs = append(errs, badSlice(f.name, 0, "shard %s (%s) overlaps %s, shard %s (%s)",
				f.shard, f.shard.games(&f.cfg), last.name, last.shard, last.shard.games(&last.cfg)))
		}
		if f.shard.first > next {
			gaps = append(gaps, [2]int{next, f.shard.first})
		}
		if f.shard.end > next {
			next, last = f.shard.end, f
		}
	}
	if games := files[0].cfg.games; next < games {
		gaps = append(gaps, [2]int{next, games})
	}
	if len(gaps) > 0 {
		errs = append(errs, missingSlices(files, gaps))
	}
	return errors.Join(errs...)
}

// missingSlices is the error of the games no file holds.
func missingSlices(files []*sliceFile, gaps [][2]int) error {
	n := files[0].shard.n
	for _, f := range files {
		if f.shard.n != n {
			n = 0
		}
	}
	var what []string
	for _, g := range gaps {
		w := files[0].cfg.unitRange(g[0], g[1])
		if n > 0 {
			w += " (" + shardsOf(g[0], g[1], n, files[0].cfg.games) + ")"
		}
		what = append(what, w)
	}
	unit := "games"
	if files[0].cfg.match > 0 {
		unit = "matches"
	}
	return badSlice("", 0, "missing %s of the run of %d %s (seed %d)",
		strings.Join(what, ", "), files[0].cfg.games, unit, files[0].cfg.seed)
}

// shardsOf names the shards of n, in a run of games games, that hold
// the games from first up to end.
func shardsOf(first, end, n, games int) string {
	a, b := shardOf(first, n, games), shardOf(end-1, n, games)
	if a == b {
		return fmt.Sprintf("shard %d/%d", a, n)
	}
	return fmt.Sprintf("shards %d/%d to %d/%d", a, n, b, n)
}

// mergeCmd runs `cathar play --merge FILES...`: the report of the whole
// run, without the speed figures, which the files don't hold.
func mergeCmd(names []string, stdout, stderr io.Writer) int {
	cfg, t, err := mergeSlices(names)
	if err != nil {
		list := []error{err}
		if j, ok := err.(interface{ Unwrap() []error }); ok {
			list = j.Unwrap()
		}
		for _, e := range list {
			if se := (*sliceError)(nil); errors.As(e, &se) && se.File != "" {
				fmt.Fprintln(stderr, e)
			} else {
				fmt.Fprintf(stderr, "cathar play --merge: %v\n", e)
			}
		}
		return 1
	}
	gamesLine(stdout, cfg, t.count(), fmt.Sprintf("merged from %d slices", len(names)))
	t.print(stdout, cfg)
	fmt.Fprintf(stdout, "result hash   %016x\n", t.hash.Sum64())
	return 0
}
