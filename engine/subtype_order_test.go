package engine_test

import (
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
)

// A card's subtypes print in the order its type line prints them (CR
// 205.1, 205.3a), which its definition writes, not in the engine's order of
// values: Leech Horror, Human Rogue Werewolf, Human Archer Werewolf.
func TestSubtypesPrintInPrintedOrder(t *testing.T) {
	t.Parallel()
	for name, want := range map[string]string{
		"Leeching Lurker":     "Leech Horror",
		"Baneblade Scoundrel": "Human Rogue Werewolf",
		"Bird Admirer":        "Human Archer Werewolf",
	} {
		def := cards.MustLookup(name)
		f := &def.Front
		if f.Name != name {
			f = def.Back
		}
		assert.Equal(t, want, printed(f.Subtypes), name)
		got := slices.Collect(f.Subtypes.Printed())
		assert.ElementsMatch(t, slices.Collect(f.Subtypes.All()), got, name)
		assert.False(t, slices.IsSorted(got), "%s: its printed order is not the order of values", name)
		assert.True(t, slices.IsSorted(slices.Collect(f.Subtypes.All())), "%s: All keeps the order of values", name)
	}
}

// printed is the set's members' names in printed order, as a type line
// prints them.
func printed(s engine.SubtypeSet) string {
	var names []string
	for t := range s.Printed() {
		names = append(names, t.String())
	}
	return strings.Join(names, " ")
}

// The printed order is for printing only: a set written in another order,
// or made by adding members, is the same word, answers Has the same, and
// prints in the order first written; a set no one wrote in an order prints
// in increasing order of value.
func TestSubtypesPrintedOrderIsOnlyForPrinting(t *testing.T) {
	grem, err := engine.RegisterSubtype("Orderling", engine.CreatureType)
	require.NoError(t, err)
	first := engine.Subtypes(grem, engine.Spirit, engine.Human, grem)
	again := engine.Subtypes(engine.Human, grem, engine.Spirit)
	added := engine.Subtypes(engine.Human).With(engine.Spirit).With(grem)
	assert.Equal(t, first, again)
	assert.Equal(t, first, added)
	for _, s := range []engine.SubtypeSet{first, again, added} {
		assert.Equal(t, "Orderling Spirit Human", printed(s), "the first order written wins")
		assert.Equal(t, "Human Spirit Orderling", s.String(), "String is in the order of values, whatever the order written")
		assert.True(t, s.Has(engine.Spirit))
		assert.False(t, s.Has(engine.Wolf))
		assert.Equal(t, 3, s.Len())
	}

	unwritten := engine.Subtypes(engine.Spirit).With(grem).With(engine.Wolf)
	assert.Equal(t, slices.Collect(unwritten.All()), slices.Collect(unwritten.Printed()))
	assert.Equal(t, "Wolf Spirit Orderling", printed(unwritten), "a set no one wrote: increasing order of value")

	// A large set (more members than a word holds) keeps its order too.
	big := []engine.Subtype{grem, engine.Zubera, engine.Wolf, engine.Siege, engine.Human, engine.Ctan}
	set := engine.Subtypes(big...)
	assert.Equal(t, big, slices.Collect(set.Printed()))
	assert.Equal(t, set, engine.Subtypes(engine.Ctan, engine.Human, engine.Siege, engine.Wolf, engine.Zubera, grem))
	assert.Equal(t, big, slices.Collect(set.Printed()))
}

// Goroutines building the same sets in the same order at once agree, and
// the table is safe for them (go test -race).
func TestSubtypesPrintedOrderConcurrent(t *testing.T) {
	t.Parallel()
	orders := [][]engine.Subtype{
		{engine.Zombie, engine.Knight, engine.Cleric},
		{engine.Vampire, engine.Noble},
		{engine.Elemental, engine.Spirit, engine.Soldier},
	}
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for _, o := range orders {
				s := engine.Subtypes(o...)
				assert.Equal(t, o, slices.Collect(s.Printed()))
			}
		})
	}
	wg.Wait()
}
