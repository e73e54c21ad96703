package zones_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/zones"
)

// A Pile's first element is the bottom and its last the top (a library's
// top card is drawn first, CR 401.1; the stack resolves from the top,
// CR 405.5).
func TestPileTopPushPop(t *testing.T) {
	var p zones.Pile[int]
	_, ok := p.Top()
	assert.False(t, ok, "empty pile has no top")
	_, ok = p.Pop()
	assert.False(t, ok, "empty pile pops nothing")
	assert.Equal(t, 0, p.Len())

	p.Push(1)
	p.Push(2)
	p.Push(3)
	top, ok := p.Top()
	require.True(t, ok)
	assert.Equal(t, 3, top)
	assert.Equal(t, 3, p.Len(), "Top does not remove")

	x, ok := p.Pop()
	require.True(t, ok)
	assert.Equal(t, 3, x)
	assert.Equal(t, zones.Pile[int]{1, 2}, p)

	// Putting a card on the bottom of a library (CR 401.4).
	p.PushBottom(0)
	assert.Equal(t, zones.Pile[int]{0, 1, 2}, p)
	var q zones.Pile[int]
	q.PushBottom(7)
	assert.Equal(t, zones.Pile[int]{7}, q, "PushBottom on an empty pile")
}

func TestPileIndexContainsRemoveReplace(t *testing.T) {
	p := zones.Pile[int]{10, 20, 30, 40}
	assert.Equal(t, 2, p.Index(30))
	assert.Equal(t, -1, p.Index(99))
	assert.True(t, p.Contains(10))
	assert.False(t, p.Contains(99))

	// Removing keeps the order of the rest (a zone's order matters for
	// libraries and graveyards, CR 401.2, 404.2).
	assert.True(t, p.Remove(20))
	assert.Equal(t, zones.Pile[int]{10, 30, 40}, p)
	assert.False(t, p.Remove(20), "already gone")
	assert.Equal(t, zones.Pile[int]{10, 30, 40}, p)
	assert.True(t, p.Remove(40), "remove the top")
	assert.True(t, p.Remove(10), "remove the bottom")
	assert.Equal(t, zones.Pile[int]{30}, p)

	// A pile that holds x twice loses the topmost.
	d := zones.Pile[int]{7, 1, 7, 2}
	assert.True(t, d.Remove(7))
	assert.Equal(t, zones.Pile[int]{7, 1, 2}, d)

	// Replace keeps the position: a new object takes the old one's place.
	r := zones.Pile[int]{1, 2, 3}
	assert.True(t, r.Replace(2, 5))
	assert.Equal(t, zones.Pile[int]{1, 5, 3}, r)
	assert.False(t, r.Replace(9, 6))
	assert.Equal(t, zones.Pile[int]{1, 5, 3}, r)
}

// A shuffle (CR 701.24) is a permutation and is deterministic for a given
// random source.
func TestPileShuffle(t *testing.T) {
	src := func(seed uint64) func(int) int {
		s := seed
		return func(n int) int {
			s = s*6364136223846793005 + 1442695040888963407
			return int((s >> 33) % uint64(n))
		}
	}
	mk := func() zones.Pile[int] {
		p := make(zones.Pile[int], 20)
		for i := range p {
			p[i] = i
		}
		return p
	}
	a, b := mk(), mk()
	a.Shuffle(src(42))
	b.Shuffle(src(42))
	assert.Equal(t, a, b, "same source, same order")
	assert.ElementsMatch(t, mk(), a, "a shuffle is a permutation")
	assert.NotEqual(t, mk(), a, "20 cards should move under this source")

	// The intn bound: every call must ask for [0, n) with n >= 1.
	c := mk()
	c.Shuffle(func(n int) int {
		require.GreaterOrEqual(t, n, 2)
		return n - 1 // identity
	})
	assert.Equal(t, mk(), c, "always picking the last element leaves the order")

	var empty zones.Pile[int]
	empty.Shuffle(func(int) int { t.Fatal("no call for an empty pile"); return 0 })
}

// The zones of CR 400.1 and their names; None is "nowhere".
func TestKindNamesAndParse(t *testing.T) {
	want := map[zones.Kind]string{
		zones.None: "nowhere", zones.Library: "library", zones.Hand: "hand",
		zones.Battlefield: "battlefield", zones.Graveyard: "graveyard",
		zones.Stack: "stack", zones.Exile: "exile",
	}
	require.Len(t, want, zones.Count)
	for k, name := range want {
		assert.Equal(t, name, k.String())
		got, ok := zones.Parse(name)
		assert.True(t, ok, name)
		assert.Equal(t, k, got, name)
	}
	assert.Equal(t, "invalid zone", zones.Kind(zones.Count).String())
	for _, bad := range []string{"", "Battlefield", "command", "graveyards"} {
		k, ok := zones.Parse(bad)
		assert.False(t, ok, bad)
		assert.Equal(t, zones.None, k, bad)
	}
	var zero zones.Kind
	assert.Equal(t, zones.None, zero, "the zero value is None")
}

// CR 400.2: library and hand are hidden; battlefield, graveyard, stack and
// exile are public. CR 400.1: battlefield, stack and exile are shared.
func TestKindPublicShared(t *testing.T) {
	cases := []struct {
		k              zones.Kind
		public, shared bool
	}{
		{zones.Library, false, false},
		{zones.Hand, false, false},
		{zones.Graveyard, true, false},
		{zones.Battlefield, true, true},
		{zones.Stack, true, true},
		{zones.Exile, true, true},
	}
	for _, c := range cases {
		assert.Equal(t, c.public, c.k.Public(), "%v public", c.k)
		assert.Equal(t, c.shared, c.k.Shared(), "%v shared", c.k)
	}
}
