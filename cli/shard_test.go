package cli

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// runPlay runs `cathar play args...` and returns its exit status, standard
// output and standard error.
func runPlay(args ...string) (int, string, string) {
	var out, errOut bytes.Buffer
	code := run(append([]string{"play"}, args...), &out, &errOut)
	return code, out.String(), errOut.String()
}

// countLines keeps the lines of a report that don't measure speed: the
// counts, averages, wins, mulligans (and in a match run the match wins)
// and the result hash, without the games line's last parenthesis (how the
// games were played).
func countLines(t *testing.T, report string) string {
	t.Helper()
	var keep []string
	for _, l := range strings.Split(strings.TrimSpace(report), "\n") {
		switch {
		case strings.HasPrefix(l, "games "):
			l = l[:strings.LastIndex(l, ", ")]
		case strings.HasPrefix(l, "games/s"), strings.HasPrefix(l, "actions/s"),
			strings.HasPrefix(l, "allocs/game"), strings.HasPrefix(l, "elapsed"):
			continue
		}
		keep = append(keep, l)
	}
	require.GreaterOrEqual(t, len(keep), 6, report)
	assert.True(t, strings.HasPrefix(keep[4], "mulligans:"), report)
	assert.True(t, strings.HasPrefix(keep[len(keep)-1], "result hash"), report)
	return strings.Join(keep, "\n")
}

// writeShards plays the run of args (flags of cathar play) in n slices
// into dir, as shard-I.jsonl (I from 1), and returns the files' names.
func writeShards(t *testing.T, dir string, n int, args ...string) []string {
	t.Helper()
	var names []string
	for i := 1; i <= n; i++ {
		name := filepath.Join(dir, fmt.Sprintf("shard-%d.jsonl", i))
		code, out, errOut := runPlay(slices.Concat(args, []string{
			"--shard", fmt.Sprintf("%d/%d", i, n), "--out", name})...)
		require.Equal(t, 0, code, errOut)
		assert.Contains(t, out, fmt.Sprintf("shard %d/%d", i, n))
		names = append(names, name)
	}
	return names
}

// TestShardsMergeToTheRun plays a run of 40 games in four slices, merges
// them (in any order) and gets the counts, averages, wins and result hash
// of the same run played whole.
func TestShardsMergeToTheRun(t *testing.T) {
	args := []string{"--games", "40", "--seed", "3", "--turns", "15", "--decks", "cathar,werewolves,howlpack"}
	code, whole, errOut := runPlay(args...)
	require.Equal(t, 0, code, errOut)

	names := writeShards(t, t.TempDir(), 4, args...)
	code, merged, errOut := runPlay("--merge", names[2], names[0], names[3], names[1])
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, countLines(t, whole), countLines(t, merged))
	assert.Contains(t, merged, "40 (seed 3, decks cathar,werewolves,howlpack, 2 players, turn cap 15, merged from 4 slices)")
	assert.NotContains(t, merged, "games/s", "the files hold no speed")

	data, err := os.ReadFile(names[1])
	require.NoError(t, err)
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	require.Len(t, lines, 11, "a header and games 10 to 19")
	assert.Contains(t, lines[0], `"shard":"2/4","first":10,"end":20,"games":40,"seed":"3"`)
	assert.Contains(t, lines[1], `{"game":10,"seed":"`)

	// Another cut of the same run: a half and two quarters.
	half := filepath.Join(t.TempDir(), "half.jsonl")
	code, _, errOut = runPlay(slices.Concat(args, []string{"--shard", "1/2", "--out", half})...)
	require.Equal(t, 0, code, errOut)
	code, mixed, errOut := runPlay("--merge", half, names[2], names[3])
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, countLines(t, whole), countLines(t, mixed))
}

// TestShardParallel: a slice played with --parallel is the same file,
// byte for byte, as the slice played on one core, and as the same slice
// played again (the file holds nothing measured).
func TestShardParallel(t *testing.T) {
	dir := t.TempDir()
	base := []string{"--games", "12", "--seed", "9", "--players", "3", "--turns", "10", "--shard", "2/3", "--out"}
	seq, par, again := filepath.Join(dir, "seq"), filepath.Join(dir, "par"), filepath.Join(dir, "again")
	for _, args := range [][]string{{seq}, {par, "--parallel"}, {again}} {
		code, _, errOut := runPlay(slices.Concat(base, args)...)
		require.Equal(t, 0, code, errOut)
	}
	a, err := os.ReadFile(seq)
	require.NoError(t, err)
	b, err := os.ReadFile(par)
	require.NoError(t, err)
	c, err := os.ReadFile(again)
	require.NoError(t, err)
	assert.Equal(t, string(a), string(b))
	assert.Equal(t, string(a), string(c))
}

func TestParseShard(t *testing.T) {
	for spec, want := range map[string]string{
		"0/4":  `bad shard "0/4": I must be from 1 to 4 (slices are numbered from 1)`,
		"5/4":  `bad shard "5/4": I must be from 1 to 4 (slices are numbered from 1)`,
		"2/0":  `bad shard "2/0": N must be at least 1`,
		"a/b":  `bad shard "a/b": I and N must be whole numbers (I/N, e.g. 1/4)`,
		"3":    `bad shard "3": want I/N, slice I of N, I from 1 to N (e.g. 1/4)`,
		"":     `bad shard "": want I/N, slice I of N, I from 1 to N (e.g. 1/4)`,
		"1/11": `bad shard "1/11": N must be at most the number of games (10), so that no slice is empty`,
	} {
		_, err := parseShard(spec, 10)
		require.ErrorIs(t, err, errShardSpec, spec)
		assert.Equal(t, want, err.Error())
	}
	// The slices of any cut cover the games once, in order.
	for n := 1; n <= 10; n++ {
		next := 0
		for i := 1; i <= n; i++ {
			s, err := parseShard(fmt.Sprintf("%d/%d", i, n), 10)
			require.NoError(t, err)
			assert.Equal(t, next, s.first, "%d/%d", i, n)
			assert.Greater(t, s.end, s.first, "%d/%d", i, n)
			next = s.end
		}
		assert.Equal(t, 10, next, "n=%d", n)
	}
	// shardOf finds the slice that holds a game.
	for games := 1; games <= 12; games++ {
		for n := 1; n <= games; n++ {
			for i := 1; i <= n; i++ {
				s := sliceOf(i, n, games)
				for g := s.first; g < s.end; g++ {
					assert.Equal(t, i, shardOf(g, n, games), "game %d of %d, n=%d", g, games, n)
				}
			}
		}
	}
	// A run of more games than i·games fits in an int: no overflow.
	const huge = 1 << 62
	s, err := parseShard("7/7", huge)
	require.NoError(t, err)
	assert.Equal(t, huge, s.end)
	assert.Equal(t, huge/7*6+huge%7*6/7, s.first)
	assert.Equal(t, 7, shardOf(huge-1, 7, huge))
}

func TestShardUsage(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "s.jsonl")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--games", "4", "--shard", "1/4"}, "--shard I/N and --out FILE go together"},
		{[]string{"--games", "4", "--out", out}, "--shard I/N and --out FILE go together"},
		{[]string{"--games", "4", "--shard", "5/4", "--out", out}, "I must be from 1 to 4"},
		{[]string{"--games", "4", "--shard", "1-4", "--out", out}, "want I/N"},
		{[]string{"--games", "4", "--shard", "1/5", "--out", out}, "N must be at most the number of games (4)"},
		{[]string{"--merge"}, "name the slice files"},
		{[]string{"--merge", "--seed", "3", "a.jsonl"}, "drop --seed"},
		{[]string{"--merge", "a.jsonl", "--seed", "3"}, `"--seed" after the files`},
	} {
		code, _, errOut := runPlay(tc.args...)
		assert.Equal(t, 2, code, tc.args)
		assert.Contains(t, errOut, tc.want, tc.args)
	}
	_, err := os.Stat(out)
	assert.ErrorIs(t, err, os.ErrNotExist, "nothing written")

	// An existing file is refused, before any game is played, and kept;
	// --force replaces it.
	require.NoError(t, os.WriteFile(out, []byte("keep"), 0o644))
	code, _, errOut := runPlay("--games", "4", "--shard", "1/2", "--out", out)
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, out+": already exists (--force replaces it)")
	data, err := os.ReadFile(out)
	require.NoError(t, err)
	assert.Equal(t, "keep", string(data))
	code, _, errOut = runPlay("--games", "4", "--turns", "5", "--shard", "1/2", "--out", out, "--force")
	require.Equal(t, 0, code, errOut)
	data, err = os.ReadFile(out)
	require.NoError(t, err)
	assert.Contains(t, string(data), `"format":"cathar-play-slice/3"`)

	// A file that can't be written leaves nothing behind: here --out is a
	// folder, which the rename can't replace.
	sub := filepath.Join(dir, "sub")
	require.NoError(t, os.Mkdir(sub, 0o755))
	code, _, errOut = runPlay("--games", "4", "--turns", "5", "--shard", "2/2", "--out", sub, "--force")
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, sub+": can't write")
	left, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, left, 2, "s.jsonl and sub, no temporary file")
}
