package cli

import (
	"fmt"
	"hash"
	"hash/fnv"
	"io"
	"strings"

	"github.com/cathar-engine/cathar/engine"
)

// A tally sums the results of games added in index order: what the
// report of a run counts, and the result hash. It holds nothing per game,
// so a merge adds the games of any number of slices in little memory.
type tally struct {
	games, turns, actions int
	wins                  []int // by seat
	draws, unfinished     int
	hash                  hash.Hash64 // of the results in index order
}

// newTally is an empty tally of games of players players.
func newTally(players int) *tally {
	return &tally{wins: make([]int, players), hash: fnv.New64a()}
}

// tallyOf is the tally of the results rs of a run, in index order.
func tallyOf(cfg *playConfig, rs []gameResult) *tally {
	t := newTally(cfg.players)
	for _, r := range rs {
		t.add(r)
	}
	return t
}

// add counts the next game's result.
func (t *tally) add(r gameResult) {
	t.games++
	t.turns += r.turns
	t.actions += r.actions
	switch {
	case !r.over:
		t.unfinished++
	case r.winner == engine.NoPlayer:
		t.draws++
	default:
		t.wins[r.winner]++
	}
	writeResult(t.hash, r)
}

// writeResult writes a result to the result hash, the same way since the
// hash was first printed, so that two runs can be compared at a glance.
func writeResult(h io.Writer, r gameResult) {
	fmt.Fprintf(h, "%d %d %d %d %v %v\n", r.turns, r.actions, r.events, r.winner, r.over, r.life)
}

// hashResults digests the results, in index order.
func hashResults(rs []gameResult) uint64 {
	h := fnv.New64a()
	for _, r := range rs {
		writeResult(h, r)
	}
	return h.Sum64()
}

// print prints who won how often and the average turns and actions per
// game.
func (t *tally) print(w io.Writer, cfg *playConfig) {
	n := float64(t.games)
	fmt.Fprintf(w, "wins          %s; draws %d; unfinished %d\n", strings.Join(cfg.winLines(t.wins), ", "), t.draws, t.unfinished)
	fmt.Fprintf(w, "turns/game    %.1f\n", float64(t.turns)/n)
	fmt.Fprintf(w, "actions/game  %.1f\n", float64(t.actions)/n)
}
