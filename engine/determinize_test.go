package engine_test

import (
	"errors"
	"slices"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// hiddenZones are the zones a player's cards may be hidden in (CR 400.2).
var hiddenZones = []zones.Kind{zones.Hand, zones.Library}

// publicZones are the zones every player sees (CR 400.2).
var publicZones = []zones.Kind{zones.Battlefield, zones.Graveyard, zones.Exile, zones.Stack}

// names returns the names of objects ids in g.
func names(g *engine.Game, ids []engine.ObjID) []string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = g.Characteristics(id).Name
	}
	return out
}

// unknownTo returns the names of owner q's cards in hand and library
// that p doesn't know, sorted: the multiset Determinize deals.
func unknownTo(g *engine.Game, p, q engine.PlayerID) []string {
	var out []string
	for _, z := range hiddenZones {
		for _, id := range g.Zone(q, z) {
			if !g.KnownTo(p, id) {
				out = append(out, g.Characteristics(id).Name)
			}
		}
	}
	slices.Sort(out)
	return out
}

// requireSameView checks that copy c keeps everything player p knows of
// game g: the public zones, p's hand, the cards p knows in any hidden zone
// at their places, the sizes of hidden zones, the players' values; and
// that the cards it dealt again are exactly those p didn't know, owner by
// owner.
func requireSameView(t *testing.T, g, c *engine.Game, p engine.PlayerID) {
	t.Helper()
	require.NoError(t, c.CheckInvariants())
	for q := range engine.PlayerID(g.NumPlayers()) {
		assert.Equal(t, g.Life(q), c.Life(q))
		for _, z := range publicZones {
			assert.Equal(t, g.Zone(q, z), c.Zone(q, z), "player %d's %v", q, z)
			assert.Equal(t, names(g, g.Zone(q, z)), names(c, c.Zone(q, z)), "player %d's %v", q, z)
		}
		for _, z := range hiddenZones {
			real, dealt := g.Zone(q, z), c.Zone(q, z)
			require.Len(t, dealt, len(real), "player %d's %v", q, z)
			for i, id := range real {
				if g.KnownTo(p, id) {
					assert.Equal(t, id, dealt[i], "player %d's %v, place %d: a known card moved", q, z, i)
					assert.Equal(t, g.Characteristics(id).Name, c.Characteristics(dealt[i]).Name, "player %d's %v, place %d", q, z, i)
					assert.True(t, c.KnownTo(p, dealt[i]))
				} else {
					assert.False(t, c.KnownTo(p, dealt[i]), "player %d's %v, place %d: a dealt card is known", q, z, i)
				}
			}
		}
		assert.Equal(t, unknownTo(g, p, q), unknownTo(c, p, q), "player %d's unknown cards", q)
	}
	assert.Equal(t, g.Zone(p, zones.Hand), c.Zone(p, zones.Hand))
	assert.Equal(t, names(g, g.Zone(p, zones.Hand)), names(c, c.Zone(p, zones.Hand)))
}

// permutedDeckGame starts a game between preset decks, Alice's as listed
// and Bob's in the order perm gives it, shuffled with the same seed and
// with opening hands: Bob's hand and library differ with perm, but Alice
// sees the same game.
func permutedDeckGame(t *testing.T, perm func([]*engine.CardDef)) *engine.Game {
	t.Helper()
	d0, err := cards.Deck("cathar")
	require.NoError(t, err)
	d1, err := cards.Deck("werewolves")
	require.NoError(t, err)
	perm(d1)
	g, err := newChecked([]engine.PlayerConfig{{Name: "Alice", Deck: d0}, {Name: "Bob", Deck: d1}}, engine.WithSeed(5))
	require.NoError(t, err)
	require.NoError(t, g.Start(engine.StartAt{Shuffle: true, OpeningHand: 7}))
	return g
}

// Two games Alice can't tell apart, whose Bob holds other cards in hand
// and in another order in his library, give the same copy, byte for byte:
// nothing of the copy, its object and card ids included, follows the
// hidden cards of the real game.
func TestDeterminizeSameViewSameCopy(t *testing.T) {
	t.Parallel()
	a := permutedDeckGame(t, func([]*engine.CardDef) {})
	b := permutedDeckGame(t, slices.Reverse[[]*engine.CardDef])
	require.NotEqual(t, names(a, a.Zone(bob, zones.Hand)), names(b, b.Zone(bob, zones.Hand)), "Bob's hands should differ")
	require.Equal(t, names(a, a.Zone(alice, zones.Hand)), names(b, b.Zone(alice, zones.Hand)))
	for _, seed := range []uint64{1, 2, 99} {
		ca, err := a.Determinize(alice, seed)
		require.NoError(t, err)
		cb, err := b.Determinize(alice, seed)
		require.NoError(t, err)
		sa, err := ca.Snapshot()
		require.NoError(t, err)
		sb, err := cb.Snapshot()
		require.NoError(t, err)
		require.Equal(t, string(sa), string(sb), "seed %d", seed)
		requireSameView(t, a, ca, alice)
		requireSameView(t, b, cb, alice)
	}
}

// seekWithBob is seekResolved with Bob holding hand in hand and lib in
// his library (top last), put before Alice's cards' game starts.
func seekWithBob(t *testing.T, hand, lib []string) *engine.Game {
	t.Helper()
	g := newGame(t)
	putN(t, g, alice, zones.Battlefield, "Island", 1)
	for _, name := range []string{"Forest", "Lightning Bolt", "Craven Giant", "Grizzly Bears", "Hill Giant"} {
		put(t, g, alice, zones.Library, name)
	}
	spell := putDef(t, g, alice, zones.Hand, seek())
	for _, name := range hand {
		put(t, g, bob, zones.Hand, name)
	}
	for _, name := range lib {
		put(t, g, bob, zones.Library, name)
	}
	startMain(t, g)
	l := g.Zone(alice, zones.Library)
	script(t, g, alice).Push(engine.PickObj(l[3]), engine.PickObj(l[1], l[4], l[2]))
	cast(t, g, alice, spell)
	resolveStack(t, g)
	return g
}

// The same with the library cards Alice has seen: Bob's two games differ,
// Alice's view doesn't, and each copy keeps the three cards she put on the
// bottom where she put them.
func TestDeterminizeKeepsSeenPlaces(t *testing.T) {
	t.Parallel()
	a := seekWithBob(t, []string{"Plains", "Grizzly Bears"}, []string{"Mountain", "Lightning Bolt", "Plains"})
	b := seekWithBob(t, []string{"Lightning Bolt", "Plains"}, []string{"Grizzly Bears", "Plains", "Mountain"})
	ca, err := a.Determinize(alice, 7)
	require.NoError(t, err)
	cb, err := b.Determinize(alice, 7)
	require.NoError(t, err)
	sa, err := ca.Snapshot()
	require.NoError(t, err)
	sb, err := cb.Snapshot()
	require.NoError(t, err)
	require.Equal(t, string(sa), string(sb))
	requireSameView(t, a, ca, alice)
	assert.Equal(t, []string{"Craven Giant", "Hill Giant", "Lightning Bolt", "Forest"}, names(ca, ca.Zone(alice, zones.Library)),
		"the bottom three as Alice ordered them; Forest, the only unknown place, can hold only Forest")

	// Bob saw Grizzly Bears revealed: it stays in Alice's hand for him,
	// and the rest of what Alice holds and her library are dealt again.
	cb, err = a.Determinize(bob, 7)
	require.NoError(t, err)
	requireSameView(t, a, cb, bob)
	assert.Equal(t, names(a, a.Zone(alice, zones.Hand)), names(cb, cb.Zone(alice, zones.Hand)))
	assert.Equal(t, names(a, a.Zone(bob, zones.Hand)), names(cb, cb.Zone(bob, zones.Hand)), "Bob's own hand")
}

// Ids follow the places, not the cards: a library's unknown places hold
// increasing object ids from the bottom, and the dealt places increasing
// card ids, hand then library.
func TestDeterminizeIdsFollowPlaces(t *testing.T) {
	t.Parallel()
	g := permutedDeckGame(t, func([]*engine.CardDef) {})
	c, err := g.Determinize(alice, 3)
	require.NoError(t, err)
	lib := c.Zone(bob, zones.Library)
	assert.True(t, slices.IsSorted(lib), "Bob's library ids, bottom first: %v", lib)
	var cardIDs []engine.CardID
	for _, id := range append(c.Zone(bob, zones.Hand), lib...) {
		o, err := c.Object(id)
		require.NoError(t, err)
		cardIDs = append(cardIDs, o.Card)
		cur, ok := c.CardObject(o.Card)
		require.True(t, ok)
		assert.Equal(t, id, cur)
	}
	assert.True(t, slices.IsSorted(cardIDs), "card ids of Bob's places: %v", cardIDs)
}

// Different seeds deal differently; the game itself is not changed; the
// copy has none of the original's deciders, observer or log.
func TestDeterminizeSeedsAndIndependence(t *testing.T) {
	t.Parallel()
	g, _ := snapGame(t, 1)
	require.NoError(t, detStepN(g, 40))
	before := engine.Digest(g)
	seen := map[string]bool{}
	for seed := range uint64(4) {
		c, err := g.Determinize(alice, seed)
		require.NoError(t, err)
		data, err := c.Snapshot()
		require.NoError(t, err)
		seen[string(data)] = true
		assert.Zero(t, c.EventCount()-g.EventCount(), "the count of events goes on")
		assert.Empty(t, slices.Collect(c.Events()), "no log in the copy")
		assert.ErrorIs(t, detStepN(c, 500), engine.ErrNoDecision, "no deciders in the copy")
	}
	assert.Len(t, seen, 4, "four seeds, four deals")
	assert.Equal(t, before, engine.Digest(g), "Determinize changed the game")

	_, err := g.Determinize(engine.PlayerID(7), 1)
	assert.ErrorIs(t, err, engine.ErrUnknownPlayer)
}

// Copies play on to the end, with the rules' invariants and the undo
// verifier checking every action, from many points of many games and for
// each player.
func TestDeterminizedCopiesPlayToTheEnd(t *testing.T) {
	t.Parallel()
	for seed := range uint64(sized(t, "games", 2, 8)) {
		g, _ := snapGame(t, seed+1)
		for _, steps := range []int{0, 25, 60, 120} {
			require.NoError(t, detStepN(g, steps))
			if over, _ := g.Over(); over {
				break
			}
			for p := range engine.PlayerID(2) {
				c, err := g.Determinize(p, seed*100+uint64(steps))
				require.NoError(t, err)
				requireSameView(t, g, c, p)
				for q := range engine.PlayerID(2) {
					require.NoError(t, c.SetDecider(q, engine.NewRandom(seed+uint64(q))))
				}
				for i := 0; i < 5000; i++ {
					if over, _ := c.Over(); over {
						break
					}
					require.NoError(t, c.Step(), "game %d, after %d steps, for player %d", seed, steps, p)
				}
				over, _ := c.Over()
				assert.True(t, over, "game %d, after %d steps, for player %d: not over", seed, steps, p)
				require.NoError(t, c.CheckInvariants())
			}
		}
	}
}

// BenchmarkDeterminize measures a determinized copy of a game in its
// middle, beside a plain Clone of it.
func BenchmarkDeterminize(b *testing.B) {
	g, _ := snapGame(b, 1)
	require.NoError(b, detStepN(g, 160))
	b.Run("Clone", func(b *testing.B) {
		for b.Loop() {
			_ = g.Clone()
		}
	})
	b.Run("Determinize", func(b *testing.B) {
		var seed uint64
		for b.Loop() {
			seed++
			if _, err := g.Determinize(0, seed); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// searcher is a decider that, as a search would, determinizes the game
// for its player before it answers each decision, and answers as the
// decider it wraps; it counts the copies it made and the decisions it
// could not make one for.
type searcher struct {
	engine.Decider
	p             engine.PlayerID
	copies, inAct int
	t             *testing.T
}

func (s *searcher) Decide(g *engine.Game, d *engine.Decision) ([]int, error) {
	c, err := g.Determinize(s.p, uint64(s.copies))
	switch {
	case err == nil:
		require.NoError(s.t, c.CheckInvariants())
		s.copies++
	case errors.Is(err, engine.ErrNotWaiting):
		require.NotContains(s.t, []engine.DecisionKind{engine.DecideAction, engine.DecideAttackers, engine.DecideBlockers}, d.Kind,
			"Step's own decisions come between actions")
		s.inAct++
	default:
		require.NoError(s.t, err)
	}
	return s.Decider.Decide(g, d)
}

// A decider determinizes the game as Step asks it for an action,
// attackers or blockers; in the middle of an action it is refused.
func TestDeterminizeFromADecider(t *testing.T) {
	t.Parallel()
	g, _ := snapGame(t, 2)
	s := &searcher{Decider: engine.NewRandom(9), p: alice, t: t}
	require.NoError(t, g.SetDecider(alice, s))
	require.NoError(t, detStepN(g, 400))
	assert.Greater(t, s.copies, 20)

	// Seek's choices come as it resolves: no copy then.
	g, spell := seekGame(t)
	l := g.Zone(alice, zones.Library)
	script(t, g, alice).Push(engine.PickObj(l[3]), engine.PickObj(l[1], l[4], l[2]))
	s = &searcher{Decider: script(t, g, alice), p: alice, t: t}
	require.NoError(t, g.SetDecider(alice, s))
	cast(t, g, alice, spell)
	resolveStack(t, g)
	assert.Equal(t, 2, s.inAct, "the card to take and the order of the rest")
}

// The objects a library began the game with are numbered in the order
// the deck was listed; which of them have left the library would say
// which cards of the list were drawn. In a copy, those that left hold the
// lowest of their ids, those still there the others.
func TestDeterminizeHidesWhichListedCardsLeft(t *testing.T) {
	t.Parallel()
	g, _ := snapGame(t, 1)
	require.NoError(t, detStepN(g, 120))
	d0, err := cards.Deck(snapPairs[1][0])
	require.NoError(t, err)
	d1, err := cards.Deck(snapPairs[1][1])
	require.NoError(t, err)
	first, last := engine.ObjID(len(d0)+1), engine.ObjID(len(d0)+len(d1)) // Bob's deck, as New made it
	c, err := g.Determinize(alice, 5)
	require.NoError(t, err)
	left, still := 0, 0
	for id := first; id <= last; id++ {
		o, err := c.Object(id)
		require.NoError(t, err)
		require.Equal(t, bob, o.Owner)
		if o.Current {
			still++
		} else {
			assert.Zero(t, still, "object %d left the library after one still there", id)
			left++
		}
	}
	assert.Positive(t, left, "Bob has drawn")
	assert.Positive(t, still)
}

// Determinized copies share nothing mutable with the game or each other:
// they play to the end in parallel goroutines (CI runs the race detector)
// while the game is determinized again, and the game is unchanged.
func TestDeterminizedCopiesPlayInParallel(t *testing.T) {
	t.Parallel()
	g, _ := snapGame(t, 3)
	require.NoError(t, detStepN(g, 50))
	before := engine.Digest(g)
	const n = 4
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		c, err := g.Determinize(engine.PlayerID(i%2), uint64(i))
		require.NoError(t, err)
		for q := range engine.PlayerID(2) {
			require.NoError(t, c.SetDecider(q, engine.NewRandom(uint64(10*i)+uint64(q))))
		}
		wg.Go(func() { errs[i] = detStepN(c, 5000) })
	}
	for i := range n {
		_, err := g.Determinize(engine.PlayerID(i%2), uint64(100+i))
		require.NoError(t, err)
	}
	wg.Wait()
	for i, err := range errs {
		assert.NoError(t, err, "copy %d", i)
	}
	assert.Equal(t, before, engine.Digest(g))
}
