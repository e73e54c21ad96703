package cli

import (
	"encoding/json"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPlayBeginsGames: a game of cathar play begins from its first
// decision (Game.Begin, CR 103): the chooser was drawn, and the players took
// their mulligans, which the report counts.
func TestPlayBeginsGames(t *testing.T) {
	cfg := dealt(t, &playConfig{games: 1, seed: 1, decks: []string{"cathar", "werewolves"}, players: 2, turns: 3})
	g, err := startGame(cfg, 0)
	require.NoError(t, err)
	_, begun := g.Chooser()
	assert.True(t, begun, "the game was begun with Begin")
	assert.True(t, g.Waiting().Beginning, "its first decision is the start's")

	code, out, errOut := runPlay("--games", "30", "--seed", "1")
	require.Equal(t, 0, code, errOut)
	m := regexp.MustCompile(`(?m)^mulligans:\s+(\d+) in 30 games$`).FindStringSubmatch(out)
	require.NotNil(t, m, out)
	assert.NotEqual(t, "0", m[1], "random deciders take mulligans")
}

// TestPlayMatches: --match bo3 plays matches of two decks (CR 100.6a),
// and prints the match wins beside the games' lines; the counts add up.
func TestPlayMatches(t *testing.T) {
	code, out, errOut := runPlay("--match", "bo3", "--games", "5", "--seed", "1")
	require.Equal(t, 0, code, errOut)
	m := regexp.MustCompile(`(?m)^games\s+(\d+) in 5 matches \(seed 1, decks cathar,werewolves, 2 players, best of three,`).FindStringSubmatch(out)
	require.NotNil(t, m, out)
	w := regexp.MustCompile(`(?m)^match wins:\s+cathar (\d+), werewolves (\d+)$`).FindStringSubmatch(out)
	require.NotNil(t, w, out)
	assert.Equal(t, 5, atoi(t, w[1])+atoi(t, w[2]), "no match drawn: every match has a winner")
	assert.NotContains(t, out, "match draws")
	games := atoi(t, m[1])
	assert.True(t, games >= 10 && games <= 15, "two or three games a match, not %d", games)
	assert.Contains(t, out, "mulligans:")

	cfg := dealt(t, &playConfig{games: 6, seed: 2, decks: []string{"cathar", "werewolves"}, players: 2, turns: 50, match: 1})
	seq, err := playPart(cfg, 0, cfg.games)
	require.NoError(t, err)
	cfg.parallel = true
	par, err := playPart(cfg, 0, cfg.games)
	require.NoError(t, err)
	assert.Equal(t, seq, par, "parallel plays the same matches")
	for _, m := range seq.matches {
		require.Len(t, m.games, 1, "a best of one without a draw is one game")
		assert.Equal(t, m.games[0].winner, m.winner)
	}
}

// atoi reads a number a pattern matched.
func atoi(t *testing.T, s string) int {
	t.Helper()
	var n int
	require.NoError(t, json.Unmarshal([]byte(s), &n))
	return n
}

// TestPlayMatchUsage: a match is between two players with a deck each.
func TestPlayMatchUsage(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--match", "bo2"}, `--match "bo2": want bo1`},
		{[]string{"--match", "best"}, `--match "best": want bo1`},
		{[]string{"--match", "bo3", "--players", "3"}, "--match plays two players"},
		{[]string{"--match", "bo3", "--variant", "2hg"}, "--match plays two players"},
		{[]string{"--match", "bo1", "--decks", "cathar,werewolves,howlpack"}, "--match plays two decks (--decks A,B), not 3"},
	} {
		code, out, errOut := runPlay(tc.args...)
		assert.Equal(t, 2, code, tc.args)
		assert.Empty(t, out, tc.args)
		assert.Contains(t, errOut, tc.want, tc.args)
	}
	code, out, errOut := runPlay("--match", "bo1", "--decks", "cathar", "--games", "3", "--turns", "5")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "match wins:   P1 (cathar) ", "a mirror match names the seats")
}

// TestMatchShardsMerge: the slices of a match run merge to the report of
// the run played whole, match wins included; a slice of a match run and
// one of a run of games are of different runs; a match line whose winner
// its games don't give is refused.
func TestMatchShardsMerge(t *testing.T) {
	args := []string{"--match", "bo3", "--games", "9", "--seed", "4", "--turns", "12", "--decks", "howlpack,dawnwatch"}
	code, whole, errOut := runPlay(args...)
	require.Equal(t, 0, code, errOut)
	require.Contains(t, whole, "match wins:")

	dir := t.TempDir()
	names := writeShards(t, dir, 3, args...)
	code, merged, errOut := runPlay("--merge", names[1], names[2], names[0])
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, countLines(t, whole), countLines(t, merged))
	assert.Contains(t, merged, " in 9 matches (seed 4, decks howlpack,dawnwatch, 2 players, best of three, turn cap 12, merged from 3 slices)")
	assert.Contains(t, merged, "match wins:")
	lines := strings.Split(strings.TrimSpace(mustRead(t, names[1])), "\n")
	require.Len(t, lines, 4, "a header and matches 3 to 5")
	assert.Contains(t, lines[0], `"match":"bo3"`)
	assert.Contains(t, lines[1], `{"match":3,"seed":"`)
	assert.Contains(t, lines[1], `"games":[{"game":0,"seed":"`)

	games := writeShards(t, t.TempDir(), 3, "--games", "9", "--seed", "4", "--turns", "12", "--decks", "howlpack,dawnwatch")[1]
	code, _, errOut = runPlay("--merge", names[0], games, names[2])
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, games+": a slice of another run: match none (a run of games) here, bo3 in "+names[0])

	var line matchLine
	require.NoError(t, json.Unmarshal([]byte(lines[1]), &line))
	line.Winner = 1 - line.Winner
	text, err := json.Marshal(line)
	require.NoError(t, err)
	wrong := edit(t, dir, names[1], "wrong.jsonl", func(l []string) []string { l[1] = string(text); return l })
	code, _, errOut = runPlay("--merge", names[0], wrong, names[2])
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, wrong+":2: match 3: winner ")
}

// mustRead is the text of file name.
func mustRead(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile(name)
	require.NoError(t, err)
	return string(data)
}
