package main

import (
	"bytes"
	"os"
	"regexp"
	"testing"

	"github.com/cathar-engine/cathar/bot"
	"github.com/stretchr/testify/require"
)

// smallParams is a budget that keeps the tests fast.
var smallParams = bot.Params{Worlds: 1, Rollouts: 1, Candidates: 3, Horizon: 0, Exploration: 0, Margin: 1.5, ActionMargin: 1.5}

// TestReportFormat plays two games per match with a small budget and
// checks every line of the report.
func TestReportFormat(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, run(&out, 2, smallParams))
	want := []string{
		`vs random: \d+%`,
		`vs greedy: \d+%`,
		`seeds 10001-10002: vs random: \d+%`,
		`seeds 10001-10002: vs greedy: \d+%`,
		`greedy vs random: \d+%`,
		`seeds 10001-10002: greedy vs random: \d+%`,
		`decision time \(\d+ decisions\): p50 [\d.]+ms, p90 [\d.]+ms, p99 [\d.]+ms, max [\d.]+ms`,
		`decision processor time \(\d+ decisions\): p50 [\d.]+ms, p90 [\d.]+ms, p99 [\d.]+ms, max [\d.]+ms`,
	}
	lines := bytes.Split(bytes.TrimSuffix(out.Bytes(), []byte("\n")), []byte("\n"))
	require.Len(t, lines, len(want), out.String())
	for i, w := range want {
		require.Regexp(t, regexp.MustCompile("^"+w+"$"), string(lines[i]))
	}
}

// TestGreedyBeatsRandom plays the greedy bot against the random decider
// on twenty seeds, both seats and both decks.
func TestGreedyBeatsRandom(t *testing.T) {
	wins, err := match(1, 20, greedyMaker, randomMaker)
	require.NoError(t, err)
	require.GreaterOrEqual(t, wins, 17)
}

// TestSearchBeatsRandom plays the search bot with its full budget against
// the random decider on twenty seeds; it takes a while, so only the long
// run (CATHAR_LONG, which .ci/run sets) plays it.
func TestSearchBeatsRandom(t *testing.T) {
	if os.Getenv("CATHAR_LONG") == "" {
		t.Skip("CATHAR_LONG is not set")
	}
	wins, err := match(1, 20, searchMaker(bot.DefaultParams(), nil), randomMaker)
	require.NoError(t, err)
	require.GreaterOrEqual(t, wins, 18)
}

// TestGamesAreDeterministic plays one game twice: the same seed gives the
// same game, whatever the time the bots take.
func TestGamesAreDeterministic(t *testing.T) {
	par := smallParams
	par.Worlds, par.Exploration = 2, 0.1   // randomness in the rollouts, which the game's seed must decide
	search := searchMaker(par, &timings{}) // timed, as in the matches: the times must not change the game
	var snaps [2][]byte
	for i := range snaps {
		g, _, err := playOut(3, search, greedyMaker)
		require.NoError(t, err)
		snaps[i], err = g.Snapshot()
		require.NoError(t, err)
	}
	require.Equal(t, string(snaps[0]), string(snaps[1]))
}
