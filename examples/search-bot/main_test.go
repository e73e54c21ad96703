package main

import (
	"bytes"
	"regexp"
	"testing"

	"github.com/stretchr/testify/require"
)

// smallParams is a budget that keeps the tests fast.
var smallParams = searchParams{rollouts: 6, worlds: 1, maxCands: 3, horizon: 0, eps: 0.05, maxRounds: 1}

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
