package engine_test

import (
	"sync"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
)

// TestClonesPlayInParallel plays clones of one game to the end in parallel
// goroutines. Each clone shares nothing mutable with the original or with
// the other clones (the race detector of `go test -race`, which CI runs,
// would report a shared write), never calls the original's observer, and
// calls the observer SetObserver gives it, if any; the original is
// unchanged.
func TestClonesPlayInParallel(t *testing.T) {
	t.Parallel()
	var seen atomic.Int64
	pcs := make([]engine.PlayerConfig, 2)
	for i, name := range []string{"moonfury", "cathar"} {
		deck, err := cards.Deck(name)
		require.NoError(t, err)
		pcs[i] = engine.PlayerConfig{Name: name, Deck: deck, Decider: engine.NewRandom(uint64(40 + i))}
	}
	g, err := newChecked(pcs, engine.WithSeed(9), engine.WithObserver(func(engine.Event) { seen.Add(1) }))
	require.NoError(t, err)
	require.NoError(t, g.Start(engine.StartAt{Shuffle: true, OpeningHand: 7}))
	for range 150 {
		if over, _ := g.Over(); over {
			break
		}
		require.NoError(t, g.Step())
	}
	before, events := engine.Digest(g), seen.Load()
	require.Positive(t, events, "the original's observer saw its events")

	const n = 6
	own := make([]int, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		c := g.Clone()
		require.NoError(t, c.SetDecider(0, engine.NewRandom(uint64(100+i))))
		if i%2 == 0 { // the others have no observer: a clone has none
			c.SetObserver(func(engine.Event) { own[i]++ })
		}
		wg.Go(func() {
			for step := 0; step < 5000; step++ {
				if over, _ := c.Over(); over {
					return
				}
				if err := c.Step(); err != nil {
					errs[i] = err
					return
				}
			}
		})
	}
	wg.Wait()
	for i := range n {
		assert.NoError(t, errs[i], "clone %d", i)
		if i%2 == 0 {
			assert.Positive(t, own[i], "clone %d's own observer", i)
		}
	}
	assert.Equal(t, events, seen.Load(), "no clone called the original's observer")
	assert.Equal(t, before, engine.Digest(g), "the original is unchanged")
}
