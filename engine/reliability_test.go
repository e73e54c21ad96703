package engine_test

import (
	"fmt"
	"runtime"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// relGames is how many seeded games TestReliabilitySeededGames plays in
// the long run, relShortGames in the default run, and relTurns how far.
// The games are short so that 1 000 of them, played twice, stay within
// seconds.
const (
	relGames      = 1000
	relShortGames = 50
	relTurns      = 6
)

// relGame returns a started seeded game: two to four players (by seed),
// preset decks, Random deciders.
func relGame(seed uint64, opts ...engine.GameOption) (*engine.Game, error) {
	presets := cards.Presets()
	np := 2 + int(seed%3)
	cfg := make([]engine.PlayerConfig, np)
	for i := range cfg {
		deck, err := cards.Deck(presets[(int(seed)+i)%len(presets)].Name)
		if err != nil {
			return nil, err
		}
		cfg[i] = engine.PlayerConfig{Name: fmt.Sprintf("P%d", i), Deck: deck, Decider: engine.NewRandom(seed*8 + uint64(i))}
	}
	g, err := newChecked(cfg, append([]engine.GameOption{engine.WithSeed(seed)}, opts...)...)
	if err != nil {
		return nil, err
	}
	return g, g.Start(engine.StartAt{Shuffle: true, OpeningHand: 7})
}

// relPlay plays one seeded game and returns its log hash, or an error
// (a panic included).
func relPlay(seed uint64, opts ...engine.GameOption) (hash [32]byte, events int, err error) {
	err = detSafely(func() error {
		g, err := relGame(seed, opts...)
		if err != nil {
			return err
		}
		if err := g.PlayTurns(relTurns); err != nil {
			return err
		}
		if err := g.CheckInvariants(); err != nil {
			return err
		}
		hash, events = detLogHash(g), g.EventCount()
		return nil
	})
	return hash, events, err
}

// TestReliabilitySeededGames plays 1 000 seeded games of two to four
// players, then plays them again in parallel goroutines (each its own
// Game; run it under -race), and checks that every game's event log is
// the same both times and that no game fails or panics.
func TestReliabilitySeededGames(t *testing.T) {
	t.Parallel()
	n := sized(t, "games", relShortGames, relGames)
	type result struct {
		hash   [32]byte
		events int
	}
	first := make([]result, n)
	total := 0
	for i := range n {
		h, ev, err := relPlay(uint64(i+1), bulkOption())
		require.NoError(t, err, "seed %d", i+1)
		first[i] = result{h, ev}
		total += ev
	}

	second := make([]result, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	next := make(chan int)
	for range max(runtime.GOMAXPROCS(0), 2) {
		wg.Go(func() {
			for i := range next {
				h, ev, err := relPlay(uint64(i+1), bulkOption())
				second[i], errs[i] = result{h, ev}, err
			}
		})
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
	for i := range n {
		require.NoError(t, errs[i], "seed %d (parallel)", i+1)
		require.Equal(t, first[i], second[i], "seed %d: the parallel replay's log differs", i+1)
	}
	distinct := map[[32]byte]bool{}
	for _, r := range first {
		distinct[r.hash] = true
	}
	assert.Greater(t, len(distinct), n*9/10, "different seeds should give different games")
	t.Logf("%d games twice, %d events each time, %d distinct logs", n, total, len(distinct))
}

// TestReliabilityLeaverTakesPassAlong checks the count of passes in
// succession when a player who has passed leaves the game: the players
// still in it must all pass before the step ends (CR 117.4, 800.4a). The
// game fuzzer found that the leaver's pass used to count, so the next
// player's pass ended the step although a third player never passed.
func TestReliabilityLeaverTakesPassAlong(t *testing.T) {
	t.Parallel()
	const carol engine.PlayerID = 2
	g := newGame(t, "Alice", "Bob", "Carol")
	startMain(t, g)
	require.NoError(t, g.PassPriority(alice))
	require.NoError(t, g.Concede(alice))
	require.Equal(t, bob, g.PriorityPlayer())
	require.NoError(t, g.PassPriority(bob))
	_, _, step := g.Turn()
	assert.Equal(t, engine.PrecombatMain, step, "the step ended although Carol never passed")
	assert.Equal(t, carol, g.PriorityPlayer())
	require.NoError(t, g.CheckInvariants())

	// The holder leaving: Alice and Bob have passed, Carol concedes while
	// she holds priority; priority goes to Alice, and her pass ends the
	// step, since Bob has passed after her.
	g = newGame(t, "Alice", "Bob", "Carol")
	startMain(t, g)
	require.NoError(t, g.PassPriority(alice))
	require.NoError(t, g.PassPriority(bob))
	require.NoError(t, g.Concede(carol))
	require.NoError(t, g.CheckInvariants())
	require.Equal(t, alice, g.PriorityPlayer())
	require.NoError(t, g.PassPriority(alice))
	_, _, step = g.Turn()
	assert.NotEqual(t, engine.PrecombatMain, step, "Alice and Bob have both passed in succession")
	require.NoError(t, g.CheckInvariants())
}

// TestReliabilityNewValidates checks the validation of a new game: too few
// or too many players, unknown cards, bad names — each a typed error and
// no game.
func TestReliabilityNewValidates(t *testing.T) {
	t.Parallel()
	players := func(n int) []engine.PlayerConfig {
		out := make([]engine.PlayerConfig, n)
		for i := range out {
			out[i] = engine.PlayerConfig{Name: fmt.Sprintf("P%d", i)}
		}
		return out
	}
	for _, tc := range []struct {
		name string
		cfg  []engine.PlayerConfig
		want error
	}{
		{"no players", nil, engine.ErrInvalidValue},
		{"one player", players(1), engine.ErrInvalidValue},
		{"too many players", players(engine.MaxPlayers + 1), engine.ErrInvalidValue},
		{"empty name", []engine.PlayerConfig{{Name: "A"}, {}}, engine.ErrInvalidValue},
		{"duplicate name", []engine.PlayerConfig{{Name: "A"}, {Name: "A"}}, engine.ErrInvalidValue},
		{"nil card", []engine.PlayerConfig{{Name: "A", Deck: []*engine.CardDef{nil}}, {Name: "B"}}, engine.ErrUnknownCard},
	} {
		g, err := newChecked(tc.cfg)
		assert.ErrorIs(t, err, tc.want, tc.name)
		assert.Nil(t, g, tc.name)
	}
	_, err := cards.Lookup("Nonexistent Card")
	assert.ErrorIs(t, err, engine.ErrUnknownCard)
	_, err = cards.Deck("no such deck")
	assert.ErrorIs(t, err, engine.ErrUnknownCard)
	g, err := newChecked(players(engine.MaxPlayers))
	require.NoError(t, err)
	assert.Equal(t, engine.MaxPlayers, g.NumPlayers())
	_, err = g.Put(engine.Placement{Owner: 0, Zone: zones.Hand})
	assert.ErrorIs(t, err, engine.ErrUnknownCard)
}
