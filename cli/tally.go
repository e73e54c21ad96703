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
	mulls                 int   // mulligans, all players' (CR 103.5)
	wins                  []int // by seat
	draws, unfinished     int
	matches               int         // in a match run
	matchWins             [2]int      // by seat
	matchDraws            int         // matches neither seat won
	hash                  hash.Hash64 // of the results in index order
}

// newTally is an empty tally of games of players players.
func newTally(players int) *tally {
	return &tally{wins: make([]int, players), hash: fnv.New64a()}
}

// add counts the next game's result.
func (t *tally) add(r gameResult) {
	t.games++
	t.turns += r.turns
	t.actions += r.actions
	t.mulls += r.mulls
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

// addMatch counts the next match's games and its result. The result
// hash of a match run digests each game as a run of games does, then a
// line for the match.
func (t *tally) addMatch(m matchResult) {
	for _, r := range m.games {
		t.add(r)
	}
	t.matches++
	if m.winner == engine.NoPlayer {
		t.matchDraws++
	} else {
		t.matchWins[m.winner]++
	}
	fmt.Fprintf(t.hash, "match %d %d\n", len(m.games), m.winner)
}

// count says how many games the tally holds, and in a match run in how
// many matches: "500", "12 in 5 matches".
func (t *tally) count() string {
	if t.matches > 0 {
		return fmt.Sprintf("%d in %d matches", t.games, t.matches)
	}
	return fmt.Sprint(t.games)
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

// print prints who won how often, the average turns and actions per
// game, the mulligans taken, and in a match run who won how many
// matches.
func (t *tally) print(w io.Writer, cfg *playConfig) {
	n := float64(t.games)
	fmt.Fprintf(w, "wins          %s; draws %d; unfinished %d\n", strings.Join(cfg.winLines(t.wins), ", "), t.draws, t.unfinished)
	fmt.Fprintf(w, "turns/game    %.1f\n", float64(t.turns)/n)
	fmt.Fprintf(w, "actions/game  %.1f\n", float64(t.actions)/n)
	fmt.Fprintf(w, "mulligans:    %d in %d games\n", t.mulls, t.games)
	if cfg.match == 0 {
		return
	}
	fmt.Fprintf(w, "match wins:   %s\n", cfg.matchWinLine(t.matchWins))
	if t.matchDraws > 0 {
		fmt.Fprintf(w, "match draws:  %d\n", t.matchDraws)
	}
}
