package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
)

// runReplay runs `cathar replay args...` and returns the status, the
// standard output and the standard error.
func runReplay(args ...string) (int, string, string) {
	var out, errOut bytes.Buffer
	code := run(append([]string{"replay"}, args...), &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestReplaySeedPlaysTheGameOfPlay(t *testing.T) {
	dir := t.TempDir()
	for _, game := range []int{0, 2} {
		rec, page := filepath.Join(dir, "rec.json"), filepath.Join(dir, "page.html")
		code, out, errOut := runReplay("--seed", "5", "--turns", "8", "--game", []string{"0", "1", "2"}[game],
			"--save-recording", rec, "-o", page)
		require.Equal(t, 0, code, errOut)
		assert.Empty(t, out+errOut)
		data, err := os.ReadFile(rec)
		require.NoError(t, err)
		var r engine.Recording
		require.NoError(t, json.Unmarshal(data, &r))
		g, err := engine.Replay(r, cards.Lookup)
		require.NoError(t, err)

		cfg := dealt(t, &playConfig{seed: 5, decks: []string{"cathar", "werewolves"}, players: 2, turns: 8})
		want, err := playOne(cfg, game)
		require.NoError(t, err)
		turns, _, _ := g.Turn()
		assert.Equal(t, want.turns, min(turns, cfg.turns), "game %d", game)
		over, winner := g.Over()
		assert.Equal(t, want.over, over)
		if over {
			assert.Equal(t, want.winner, winner)
		}
		for p := range 2 {
			assert.Equal(t, want.life[p], g.Life(engine.PlayerID(p)), "game %d, player %d", game, p)
		}
		steps := 0
		for _, c := range r.Calls {
			if c.Op == engine.OpStep {
				steps++
			}
		}
		assert.Equal(t, want.actions, steps, "game %d: the same actions", game)

		// The recording file gives the same page, byte for byte, but
		// its title: a recording holds no decks nor the run's seed.
		html, err := os.ReadFile(page)
		require.NoError(t, err)
		code, out, errOut = runReplay(rec)
		require.Equal(t, 0, code, errOut)
		assert.Equal(t, untitled(string(html)), untitled(out))
	}
}

// untitled returns a replay page with its title, in the head, the heading
// and the page's data, left out.
func untitled(page string) string {
	page = regexp.MustCompile(`<title>[^<]*</title>`).ReplaceAllString(page, "<title></title>")
	page = regexp.MustCompile(`<h1>[^<]*</h1>`).ReplaceAllString(page, "<h1></h1>")
	return regexp.MustCompile(`"title":"[^"]*"`).ReplaceAllString(page, `"title":""`)
}

// TestReplaySeedOneHasANightBackFace checks what the browser tests rely
// on: the seed-1 game has a night turn with a daybound permanent's back
// face up.
func TestReplaySeedOneHasANightBackFace(t *testing.T) {
	code, page, errOut := runReplay("--seed", "1")
	require.Equal(t, 0, code, errOut)
	m := regexp.MustCompile(`(?s)<script type="application/json" id="replay-data">(.*?)</script>`).FindStringSubmatch(page)
	require.NotNil(t, m)
	var data struct {
		Frames []struct {
			View engine.PlayerView `json:"view"`
		} `json:"frames"`
	}
	require.NoError(t, json.Unmarshal([]byte(m[1]), &data))
	found := false
	for _, f := range data.Frames {
		for _, p := range f.View.Battlefield {
			found = found || (f.View.DayNight.String() == "night" && p.BackUp)
		}
	}
	assert.True(t, found, "no night frame with a back face up")
}

func TestReplayDeterministic(t *testing.T) {
	_, a, _ := runReplay("--seed", "2", "--turns", "5")
	_, b, _ := runReplay("--seed", "2", "--turns", "5")
	assert.NotEmpty(t, a)
	assert.Equal(t, a, b)
}

// The page of a seeded game says what it was, its decks, seed and game,
// which its recording does not hold; Two-Headed Giant names the teams.
func TestReplayTitleNamesDecksAndSeed(t *testing.T) {
	_, page, _ := runReplay("--seed", "2", "--turns", "2", "--game", "1", "--decks", "cathar,classic")
	assert.Contains(t, page, "<title>Cathar replay: cathar vs classic, seed 2, game 1</title>")
	_, page, _ = runReplay("--seed", "3", "--turns", "1", "--players", "4", "--variant", "2hg")
	assert.Contains(t, page, "<title>Cathar replay: cathar &amp; werewolves vs cathar &amp; werewolves, seed 3, game 0</title>")
}

func TestReplayErrors(t *testing.T) {
	dir := t.TempDir()
	notJSON := filepath.Join(dir, "bad.json")
	require.NoError(t, os.WriteFile(notJSON, []byte("{not json"), 0o644))
	bad := filepath.Join(dir, "nonsense.json")
	require.NoError(t, os.WriteFile(bad, []byte(`{"version":7,"seed":"1","players":[{"name":"A","deck":["Plains"]},{"name":"B","deck":["Plains"]}],"calls":[{"op":"nonsense"}]}`), 0o644))
	unknown := filepath.Join(dir, "unknown.json")
	require.NoError(t, os.WriteFile(unknown, []byte(`{"version":7,"seed":"1","players":[{"name":"A","deck":["No Such Card"]}],"calls":[]}`), 0o644))
	missing := filepath.Join(dir, "missing.json")
	folder := filepath.Join(dir, "folder")
	require.NoError(t, os.Mkdir(folder, 0o755))

	cases := []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{missing}, 1, missing + ": no such file"},
		{[]string{notJSON}, 1, notJSON + ": not a recording"},
		{[]string{bad}, 1, bad + ": bad recording: call 0 (nonsense)"},
		{[]string{unknown}, 1, unknown + ": bad recording: A's deck: \"No Such Card\": unknown card\n"}, // said once
		{[]string{"--seed", "1", bad}, 2, "a recording file or --seed, not both"},
		{nil, 2, "give a recording file or --seed S"},
		{[]string{"--game", "2", bad}, 2, "--game is for a game played with --seed, not a recording file"},
		{[]string{bad, bad}, 2, "one recording at most"},
		{[]string{bad, "-o", "y.html"}, 2, `"-o" after the recording file: the flags go before it`},
		{[]string{bad, "--seed=1"}, 2, `"--seed=1" after the recording file: the flags go before it`},
		{[]string{"--seed", "x"}, 2, `invalid value "x" for flag -seed`},
		{[]string{"--seed", "1", "--decks", "cathar,nope"}, 2, `unknown deck "nope"; the presets are cathar, `},
		{[]string{"--seed", "1", "--variant", "nope"}, 2, `unknown variant "nope"`},
		{[]string{"--seed", "1", "--game", "-1"}, 2, "need --game ≥ 0"},
		{[]string{"--seed", "1", "--turns", "2", "-o", filepath.Join(dir, "no", "such", "page.html")}, 1, "page.html: can't write"},
		{[]string{"--seed", "1", "--turns", "2", "-o", folder}, 1, folder + ": can't write"},
		{[]string{"--seed", "1", "--turns", "2", "--save-recording", folder}, 1, folder + ": can't write"},
	}
	for _, c := range cases {
		code, out, errOut := runReplay(c.args...)
		assert.Equal(t, c.code, code, "%v: %s", c.args, errOut)
		assert.Empty(t, out, "%v", c.args)
		lines := strings.Split(strings.TrimSuffix(errOut, "\n"), "\n")
		if c.msg != "" && !strings.HasPrefix(c.msg, "invalid value") {
			assert.Len(t, lines, 1, "%v: one line: %s", c.args, errOut)
		}
		assert.Contains(t, errOut, c.msg, "%v", c.args)
	}
	// No partial or temporary file is left behind.
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	assert.ElementsMatch(t, []string{"bad.json", "nonsense.json", "unknown.json", "folder"}, names)
	inFolder, err := os.ReadDir(folder)
	require.NoError(t, err)
	assert.Empty(t, inFolder)
}
