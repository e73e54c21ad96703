package cli

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// edit writes a copy of slice file name, changed by f (on its lines), to
// a new file in dir, and returns the copy's name.
func edit(t *testing.T, dir, name, copyName string, f func(lines []string) []string) string {
	t.Helper()
	data, err := os.ReadFile(name)
	require.NoError(t, err)
	lines := f(strings.Split(strings.TrimSuffix(string(data), "\n"), "\n"))
	out := filepath.Join(dir, copyName)
	require.NoError(t, os.WriteFile(out, []byte(strings.Join(lines, "\n")+"\n"), 0o644))
	return out
}

// TestMergeErrors: each way slices can fail to make a run is refused with
// exit status 1 and a message naming the file (and the line).
func TestMergeErrors(t *testing.T) {
	dir := t.TempDir()
	args := []string{"--games", "8", "--seed", "3", "--turns", "4"}
	s := writeShards(t, dir, 4, args...)
	other := t.TempDir()
	seed4 := writeShards(t, other, 4, "--games", "8", "--seed", "4", "--turns", "4")[1]
	cap5 := writeShards(t, t.TempDir(), 4, "--games", "8", "--seed", "3", "--turns", "5")[1]
	half := filepath.Join(dir, "half.jsonl")
	code, _, errOut := runPlay(slices.Concat(args, []string{"--shard", "1/2", "--out", half})...)
	require.Equal(t, 0, code, errOut)
	empty := filepath.Join(dir, "empty.jsonl")
	require.NoError(t, os.WriteFile(empty, nil, 0o644))

	set := func(i int, text string) func([]string) []string {
		return func(l []string) []string { l[i] = text; return l }
	}
	twice := edit(t, dir, s[1], "twice.jsonl", func(l []string) []string { return append(l, l[1]) })
	short := edit(t, dir, s[1], "short.jsonl", func(l []string) []string { return l[:2] })
	junk := edit(t, dir, s[1], "junk.jsonl", set(2, "not json"))
	blank := edit(t, dir, s[1], "blank.jsonl", set(2, ""))
	extra := edit(t, dir, s[1], "extra.jsonl", set(2, strings.Replace(mustLine(t, s[1], 2), `"over"`, `"color":1,"over"`, 1)))
	outside := edit(t, dir, s[1], "outside.jsonl", set(2, strings.Replace(mustLine(t, s[1], 2), `"game":3`, `"game":5`, 1)))
	badSeed := edit(t, dir, s[1], "seed.jsonl", set(2, strings.Replace(mustLine(t, s[1], 2), `"seed":"`, `"seed":"1`, 1)))
	badShard := edit(t, dir, s[1], "zero.jsonl", set(0, strings.Replace(mustLine(t, s[1], 0), `"2/4"`, `"0/4"`, 1)))
	swapped := edit(t, dir, s[1], "swapped.jsonl", func(l []string) []string { l[1], l[2] = l[2], l[1]; return l })
	noHeader := edit(t, dir, s[1], "noheader.jsonl", func(l []string) []string { return l[1:] })

	for _, tc := range []struct {
		files []string
		want  string
	}{
		{[]string{s[0], s[1], s[3]}, "cathar play --merge: missing games 4–5 (shard 3/4) of the run of 8 games (seed 3)"},
		{[]string{s[1], s[3]}, "missing games 0–1 (shard 1/4), games 4–5 (shard 3/4) of the run"},
		{[]string{half, s[3]}, "missing games 4–5 of the run"},
		{[]string{s[1], s[0]}, "missing games 4–7 (shards 3/4 to 4/4) of the run"},
		{[]string{s[0], swapped, s[2], s[3]}, swapped + ":2: game 3 where game 2 is due; a slice holds its games in order"},
		{[]string{s[0], s[1], s[2], s[1], s[3]}, s[1] + ": shard 2/4 given twice (also " + s[1] + ")"},
		{[]string{half, s[1], s[2], s[3]}, s[1] + ": shard 2/4 (games 2–3) overlaps " + half + ", shard 1/2 (games 0–3)"},
		{[]string{s[0], seed4, s[2], s[3]}, seed4 + ": a slice of another run: seed 4 here, 3 in " + s[0]},
		{[]string{s[0], cap5, s[2], s[3]}, cap5 + ": a slice of another run: turn cap 5 here, 4 in " + s[0]},
		{[]string{s[0], empty, s[2], s[3]}, empty + ": empty file, not a slice written by cathar play --shard"},
		{[]string{s[0], twice, s[2], s[3]}, twice + ":4: game 2 given twice (also line 2)"},
		{[]string{s[0], short, s[2], s[3]}, short + ": shard 2/4 (games 2–3) lacks game 3"},
		{[]string{s[0], junk, s[2], s[3]}, junk + ":3: not a game line: invalid character"},
		{[]string{s[0], blank, s[2], s[3]}, blank + ":3: blank line"},
		{[]string{s[0], extra, s[2], s[3]}, extra + `:3: not a game line: json: unknown field "color"`},
		{[]string{s[0], outside, s[2], s[3]}, outside + ":3: game 5 is not in shard 2/4 (games 2–3)"},
		{[]string{s[0], badSeed, s[2], s[3]}, badSeed + ":3: game 3 has seed 1"},
		{[]string{s[0], badShard, s[2], s[3]}, badShard + `:1: bad shard "0/4": I must be from 1 to 4`},
		{[]string{s[0], noHeader, s[2], s[3]}, noHeader + `:1: not the header of a slice of cathar play`},
		{[]string{s[0], filepath.Join(dir, "nosuch.jsonl")}, "nosuch.jsonl: can't read: no such file"},
	} {
		code, out, errOut := runPlay(append([]string{"--merge"}, tc.files...)...)
		assert.Equal(t, 1, code, tc.want)
		assert.Empty(t, out, tc.want)
		assert.Contains(t, errOut, tc.want)
	}

	// Every bad file is named, not only the first.
	code, _, errOut = runPlay("--merge", empty, junk, s[2])
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, empty+": empty file")
	assert.Contains(t, errOut, junk+":3: ")

	_, _, err := mergeSlices([]string{s[0], junk, s[2], s[3]})
	assert.ErrorIs(t, err, errBadSlice)
	var se *sliceError
	require.ErrorAs(t, err, &se)
	assert.Equal(t, sliceError{File: junk, Line: 3, Msg: se.Msg}, *se)
}

// mustLine is line i of file name.
func mustLine(t *testing.T, name string, i int) string {
	t.Helper()
	data, err := os.ReadFile(name)
	require.NoError(t, err)
	return strings.Split(string(data), "\n")[i]
}
