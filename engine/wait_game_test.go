package engine_test

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
)

// waitDecks are the preset decks the games of these tests play.
var waitDecks = [2]string{"cathar", "werewolves"}

// presetGame starts a game of the preset decks: with a Random decider
// for each player (the blocking game), or with none, made
// WithWaitingDecisions (the waiting game).
func presetGame(t *testing.T, seed uint64, blocking bool) *engine.Game {
	t.Helper()
	pcs := make([]engine.PlayerConfig, 2)
	for i, name := range waitDecks {
		deck, err := cards.Deck(name)
		require.NoError(t, err)
		pcs[i] = engine.PlayerConfig{Name: name, Deck: deck}
		if blocking {
			pcs[i].Decider = engine.NewRandom(seed*10 + uint64(i))
		}
	}
	opts := []engine.GameOption{engine.WithSeed(seed)}
	if !blocking {
		opts = append(opts, engine.WithWaitingDecisions())
	}
	g, err := newChecked(pcs, opts...)
	require.NoError(t, err)
	require.NoError(t, g.Start(engine.StartAt{Shuffle: true, OpeningHand: 7}))
	return g
}

// outsideAnswerers are Random deciders kept outside the game, one per
// player, seeded as presetGame seeds the blocking game's: asked the same
// decisions, they give the same answers.
func outsideAnswerers(seed uint64) [2]*engine.Random {
	return [2]*engine.Random{engine.NewRandom(seed * 10), engine.NewRandom(seed*10 + 1)}
}

// midAction reports whether d is asked in the middle of an action rather
// than by Step before one.
func midAction(d *engine.Decision) bool {
	return d.Kind != engine.DecideAction && d.Kind != engine.DecideAttackers && d.Kind != engine.DecideBlockers
}

const maxWaitSteps = 40000

// TestWaitingGameMatchesBlockingGame plays a whole game of the preset
// decks through waiting decisions alone — no player has a decider, and
// every answer is computed outside the game by a seeded Random decider
// asked the pending decision — snapshotting and restoring the game at a
// decision in the middle of an action and going on with the restored
// game, and ends in the same state (digest) as the same game played by
// blocking Random deciders.
func TestWaitingGameMatchesBlockingGame(t *testing.T) {
	t.Parallel()
	for _, seed := range []uint64{4, 11} {
		blocking := presetGame(t, seed, true)
		for n := 0; n < maxWaitSteps; n++ {
			if over, _ := blocking.Over(); over {
				break
			}
			require.NoError(t, blocking.Step())
		}
		over, _ := blocking.Over()
		require.True(t, over, "the blocking game ends")

		g := presetGame(t, seed, false)
		rs := outsideAnswerers(seed)
		restored, mid := 0, 0
		for n := 0; ; n++ {
			require.Less(t, n, maxWaitSteps*4, "the waiting game ends")
			d, err := g.Next()
			require.NoError(t, err)
			if d == nil {
				break
			}
			if midAction(d) {
				mid++
				if restored < 2 && mid%3 == 1 {
					data, err := g.Snapshot()
					require.NoError(t, err)
					r, err := restoreChecked(data, cards.Lookup, nil)
					require.NoError(t, err, "restore at a %v decision", d.Kind)
					rd := r.Pending()
					require.NotNil(t, rd, "the restored game waits")
					require.Equal(t, d, rd, "the restored game waits at the same decision")
					require.Equal(t, engine.StateDigest(g), engine.StateDigest(r))
					g, d = r, rd
					restored++
				}
			}
			ans, err := rs[d.Player].Decide(g, d)
			require.NoError(t, err)
			require.NoError(t, g.Answer(d.Player, ans), "answer %v to %v", ans, d.Kind)
		}
		require.Equal(t, 2, restored, "seed %d: the game was restored twice in the middle of an action (%d such decisions)", seed, mid)
		assert.Equal(t, engine.Digest(blocking), engine.Digest(g), "seed %d", seed)
	}
}

// waitingMidActionGame is the waiting game of the preset decks (seed 4),
// its answers given from outside, stopped at its third decision in the
// middle of an action.
func waitingMidActionGame(t *testing.T, obs engine.GameOption) *engine.Game {
	t.Helper()
	const seed = 4
	pcs := make([]engine.PlayerConfig, 2)
	for i, name := range waitDecks {
		deck, err := cards.Deck(name)
		require.NoError(t, err)
		pcs[i] = engine.PlayerConfig{Name: name, Deck: deck}
	}
	g, err := newChecked(pcs, engine.WithSeed(seed), engine.WithWaitingDecisions(), obs)
	require.NoError(t, err)
	require.NoError(t, g.Start(engine.StartAt{Shuffle: true, OpeningHand: 7}))
	rs := outsideAnswerers(seed)
	mid := 0
	for n := 0; n < maxWaitSteps; n++ {
		d, err := g.Next()
		require.NoError(t, err)
		require.NotNil(t, d, "the game ends before its third decision in the middle of an action")
		if midAction(d) {
			if mid++; mid == 3 {
				return g
			}
		}
		ans, err := rs[d.Player].Decide(g, d)
		require.NoError(t, err)
		require.NoError(t, g.Answer(d.Player, ans))
	}
	t.Fatal("no decision in the middle of an action")
	return nil
}

// TestMixedWaitingGameMatchesBlockingGame: in a waiting game one player
// has a Random decider and the other's decisions wait, answered from
// outside; restored from its snapshot every few decisions (the bot's
// state comes back with it, even in the middle of an action in which the
// bot has already answered), it ends as the game of two blocking Random
// deciders.
func TestMixedWaitingGameMatchesBlockingGame(t *testing.T) {
	t.Parallel()
	for _, seed := range []uint64{2, 5, 9} {
		blocking := presetGame(t, seed, true)
		for n := 0; n < maxWaitSteps; n++ {
			if over, _ := blocking.Over(); over {
				break
			}
			require.NoError(t, blocking.Step())
		}
		g := presetGame(t, seed, false)
		rs := outsideAnswerers(seed)
		bot := engine.PlayerID(seed % 2)
		require.NoError(t, g.SetDecider(bot, engine.NewRandom(seed*10+uint64(bot))))
		for n := 0; ; n++ {
			require.Less(t, n, maxWaitSteps, "the waiting game ends")
			d, err := g.Next()
			require.NoError(t, err)
			if d == nil {
				break
			}
			require.NotEqual(t, bot, d.Player, "the bot's decisions do not wait")
			if n%5 == 0 && (seed == 2 || n%15 == 0 || longRun()) { // the first game often, the others now and then
				data, err := g.Snapshot()
				require.NoError(t, err)
				r, err := restoreChecked(data, cards.Lookup, nil)
				require.NoError(t, err, "restore at a %v decision", d.Kind)
				require.Equal(t, d, r.Pending())
				g, d = r, r.Pending()
			}
			ans, err := rs[d.Player].Decide(g, d)
			require.NoError(t, err)
			require.NoError(t, g.Answer(d.Player, ans))
		}
		assert.Equal(t, engine.Digest(blocking), engine.Digest(g), "seed %d", seed)
	}
}

// TestKeptSnapshotsPinWaitingDecision requires that a kept snapshot of the
// current version holds a decision waiting in the middle of an action
// (the call stopped at it and its answers so far), which files migrated
// from versions before 10 can't hold, and that a snapshot claiming version
// 9 with it is refused.
func TestKeptSnapshotsPinWaitingDecision(t *testing.T) {
	t.Parallel()
	names, _ := readGamesTxt(t)
	found := ""
	for _, name := range names {
		data, err := os.ReadFile(snapshotFile(engine.SnapshotVersion, name))
		require.NoError(t, err)
		var s struct {
			Waits *struct {
				Pending *engine.RecordedCall `json:"pending"`
			} `json:"waits"`
		}
		require.NoError(t, json.Unmarshal(data, &s), name)
		if s.Waits != nil && s.Waits.Pending != nil && len(s.Waits.Pending.Answers) > 0 {
			found = name
		}
	}
	require.NotEmpty(t, found, "no kept snapshot of version %d waits in the middle of an action", engine.SnapshotVersion)

	data, err := os.ReadFile(snapshotFile(engine.SnapshotVersion, found))
	require.NoError(t, err)
	old := strings.Replace(string(data), fmt.Sprintf(`"version":%d`, engine.SnapshotVersion), `"version":9`, 1)
	require.NotEqual(t, string(data), old)
	_, err = restoreChecked([]byte(old), cards.Lookup, nil)
	require.ErrorIs(t, err, engine.ErrBadSnapshot)
	require.ErrorContains(t, err, "version 9 has no waiting decisions")

	// A pending call that does not reach the decision recorded is refused.
	var s struct {
		Waits struct {
			Kind engine.DecisionKind `json:"kind"`
		} `json:"waits"`
	}
	require.NoError(t, json.Unmarshal(data, &s))
	kind := fmt.Sprintf(`"kind":%d}`, s.Waits.Kind)
	bad := strings.Replace(string(data), kind, fmt.Sprintf(`"kind":%d}`, s.Waits.Kind+1), 1)
	require.NotEqual(t, string(data), bad)
	_, err = restoreChecked([]byte(bad), cards.Lookup, nil)
	require.ErrorIs(t, err, engine.ErrBadSnapshot)
	require.ErrorContains(t, err, "the pending step call stops at a")
}
