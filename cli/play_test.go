package cli

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/decklist"
	"github.com/cathar-engine/cathar/engine"
)

// dealt returns cfg with its decks, named in cfg.decks, dealt from the
// built-in pool.
func dealt(t *testing.T, cfg *playConfig) *playConfig {
	t.Helper()
	c := &command{reg: cards.Builtin()}
	for _, name := range cfg.decks {
		d, err := c.resolveDeck(name, decklist.Custom)
		require.NoError(t, err)
		cfg.dealt = append(cfg.dealt, d)
	}
	return cfg
}

func TestPlaySameSeedSameResults(t *testing.T) {
	cfg := dealt(t, &playConfig{games: 6, seed: 42, decks: []string{"cathar", "werewolves"}, players: 2, turns: 15})
	a, err := playGames(cfg)
	require.NoError(t, err)
	b, err := playGames(cfg)
	require.NoError(t, err)
	assert.Equal(t, a, b)
	assert.Greater(t, a[0].actions, 10, "the game should have done something")

	cfg.seed = 43
	c, err := playGames(cfg)
	require.NoError(t, err)
	assert.NotEqual(t, a, c, "another seed, other games")
}

func TestPlayParallelEqualsSequential(t *testing.T) {
	cfg := dealt(t, &playConfig{games: 8, seed: 7, decks: []string{"classic", "control", "cathar"}, players: 3, turns: 12})
	seq, err := playGames(cfg)
	require.NoError(t, err)
	cfg.parallel = true
	par, err := playGames(cfg)
	require.NoError(t, err)
	assert.Equal(t, seq, par)
	assert.Equal(t, hashResults(seq), hashResults(par))
}

func TestPlayCommand(t *testing.T) {
	hash := func(args ...string) string {
		t.Helper()
		var out, errOut bytes.Buffer
		code := run(append([]string{"play", "--turns", "10"}, args...), &out, &errOut)
		require.Equal(t, 0, code, errOut.String())
		for _, want := range []string{"games/s", "actions/s", "turns/game", "actions/game", "allocs/game"} {
			assert.Contains(t, out.String(), want)
		}
		_, h, ok := strings.Cut(out.String(), "result hash")
		require.True(t, ok)
		return strings.TrimSpace(h)
	}
	assert.Equal(t, hash("--games", "4", "--seed", "3"), hash("--games", "4", "--seed", "3", "--parallel"))

	var out, errOut bytes.Buffer
	assert.Equal(t, 2, run([]string{"play", "--decks", "cathar,nosuch"}, &out, &errOut))
	assert.Contains(t, errOut.String(), "werewolves", "the presets are listed")
	assert.Equal(t, 2, run([]string{"play", "--players", "1"}, &out, &errOut))
	errOut.Reset()
	assert.Equal(t, 0, run([]string{"play", "--help"}, &out, &errOut))
	assert.Contains(t, errOut.String(), "cathar ")
}

// TestPlayDayNightDecks plays a few hundred seeded games between the two
// decks of Midnight Hunt and Crimson Vow day/night cards: none fails (an
// engine error stops the run), and both decks win some.
func TestPlayDayNightDecks(t *testing.T) {
	cfg := dealt(t, &playConfig{games: 300, seed: 11, decks: []string{"howlpack", "dawnwatch"}, players: 2, turns: 50})
	rs, err := playGames(cfg)
	require.NoError(t, err)
	wins := map[int]int{}
	for _, r := range rs {
		wins[int(r.winner)]++
	}
	assert.Positive(t, wins[0], "howlpack wins some")
	assert.Positive(t, wins[1], "dawnwatch wins some")
}

// TestPlayTwoHeadedGiant plays a few hundred seeded Two-Headed Giant
// games of the preset decks: none fails (an engine error stops the run),
// every game ends with a team's win, and both teams win some.
func TestPlayTwoHeadedGiant(t *testing.T) {
	cfg := dealt(t, &playConfig{games: 200, seed: 5, decks: []string{"cathar", "werewolves", "howlpack", "dawnwatch"},
		players: 4, variant: engine.TwoHeadedGiant, turns: 50})
	rs, err := playGames(cfg)
	require.NoError(t, err)
	wins := map[engine.PlayerID]int{}
	for _, r := range rs {
		wins[r.winner]++
		assert.Equal(t, r.life[0], r.life[1], "teammates share a life total (CR 810.4)")
		assert.Equal(t, r.life[2], r.life[3])
	}
	assert.Positive(t, wins[0], "the first team wins some")
	assert.Positive(t, wins[2], "the second team wins some")
	assert.Zero(t, wins[1]+wins[3], "a team's win is recorded under its first seat")

	var out, errOut bytes.Buffer
	require.Equal(t, 0, run([]string{"play", "--games", "3", "--variant", "2hg"}, &out, &errOut), errOut.String())
	assert.Contains(t, out.String(), "4 players, two-headed giant")
	assert.Contains(t, out.String(), "team P1+P2")
	assert.Equal(t, 0, run([]string{"play", "--games", "2", "--players", "4", "--variant", "two-headed-giant"}, &out, &errOut))
	assert.Equal(t, 2, run([]string{"play", "--players", "3", "--variant", "2hg"}, &out, &errOut))
	assert.Equal(t, 2, run([]string{"play", "--variant", "three-headed-giant"}, &out, &errOut))
}
