package engine_test

import (
	"bytes"
	"fmt"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// builtinList reads testdata/subtypes.txt: each built-in subtype's kind
// word and name, in the order of their values.
func builtinList(t *testing.T) (kinds, names []string) {
	t.Helper()
	data, err := os.ReadFile("testdata/subtypes.txt")
	require.NoError(t, err)
	for line := range strings.SplitSeq(string(data), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		k, n, ok := strings.Cut(line, "\t")
		require.True(t, ok, line)
		kinds, names = append(kinds, k), append(names, n)
	}
	return kinds, names
}

// Every subtype the rules list (CR 205.3g–m, 205.3q) is built in: its
// value is its line in the list, and it prints and parses by its name.
func TestEveryBuiltinSubtypeRoundTrips(t *testing.T) {
	t.Parallel()
	kinds, names := builtinList(t)
	count := map[string]int{}
	for _, k := range kinds {
		count[k]++
	}
	assert.Equal(t, map[string]int{"creature": 324, "artifact": 23, "enchantment": 13, "land": 17,
		"planeswalker": 80, "spell": 5, "battle": 1}, count)
	want := map[string]engine.SubtypeKind{"creature": engine.CreatureType, "artifact": engine.ArtifactType,
		"enchantment": engine.EnchantmentType, "land": engine.LandType, "planeswalker": engine.PlaneswalkerType,
		"spell": engine.SpellType, "battle": engine.BattleType}
	for i, name := range names {
		st, err := engine.ParseSubtype(name)
		require.NoError(t, err, name)
		assert.Equal(t, engine.Subtype(i), st, "%s is line %d of the list", name, i)
		assert.Equal(t, name, st.String())
		assert.Equal(t, want[kinds[i]], st.Kind(), name)
		assert.True(t, st.Valid(), name)
		back, err := engine.ParseSubtype(st.String())
		require.NoError(t, err)
		assert.Equal(t, st, back)
	}
	// The constants of the pool keep their values: snapshots record them.
	assert.Equal(t, engine.Subtype(0), engine.Human)
	assert.Equal(t, engine.Subtype(23), engine.Forest)
	assert.Equal(t, "Time Lord", engine.TimeLord.String(), "the one two-word creature type (CR 205.3b)")
	assert.Equal(t, "C’tan", engine.Ctan.String())
	st, err := engine.ParseSubtype("C'tan")
	require.NoError(t, err, "an ASCII apostrophe stands for the typographic one")
	assert.Equal(t, engine.Ctan, st)
	assert.Equal(t, "Assembly-Worker", engine.AssemblyWorker.String())
	assert.Equal(t, engine.Types(engine.Instant, engine.Sorcery), engine.Arcane.Kind().CardTypes(), "spell types (CR 205.3k)")
}

// A name that is neither built in nor registered is a typed error.
func TestParseUnknownSubtype(t *testing.T) {
	t.Parallel()
	for _, name := range []string{"Gremlinoidz", "zombie", "Merfolk Wizard", ""} {
		_, err := engine.ParseSubtype(name)
		require.ErrorIs(t, err, engine.ErrUnknownSubtype, name)
		var se *engine.SubtypeError
		require.ErrorAs(t, err, &se)
		assert.Equal(t, name, se.Name)
	}
	assert.Panics(t, func() { engine.MustSubtype("Gremlinoidz") })
	assert.Equal(t, "invalid subtype", engine.Subtype(60000).String())
	assert.False(t, engine.Subtype(60000).Valid())
}

// A program's own subtype parses, prints and has its kind, and
// registering it again is harmless; a name can't change lists (CR 205.3c).
func TestRegisterSubtype(t *testing.T) {
	st, err := engine.RegisterSubtype("Gremlinoid", engine.CreatureType)
	require.NoError(t, err)
	assert.Equal(t, "Gremlinoid", st.String())
	assert.Equal(t, engine.CreatureType, st.Kind())
	back, err := engine.ParseSubtype("Gremlinoid")
	require.NoError(t, err)
	assert.Equal(t, st, back)
	again, err := engine.RegisterSubtype("Gremlinoid", engine.CreatureType)
	require.NoError(t, err)
	assert.Equal(t, st, again)
	z, err := engine.RegisterSubtype("Zombie", engine.CreatureType)
	require.NoError(t, err)
	assert.Equal(t, engine.Zombie, z, "a built-in name registers as itself")

	for _, c := range []struct {
		name string
		kind engine.SubtypeKind
		err  error
	}{
		{"Gremlinoid", engine.LandType, engine.ErrSubtypeKind},
		{"Forest", engine.CreatureType, engine.ErrSubtypeKind},
		{"", engine.CreatureType, engine.ErrSubtypeName},
		{"Two Words", engine.LandType, engine.ErrSubtypeName},
		{"Three Word Name", engine.CreatureType, engine.ErrSubtypeName},
		{"Bang!", engine.CreatureType, engine.ErrSubtypeName},
		{" Padded", engine.CreatureType, engine.ErrSubtypeName},
		{"Nokind", 0, engine.ErrInvalidValue},
	} {
		_, err := engine.RegisterSubtype(c.name, c.kind)
		require.ErrorIs(t, err, c.err, "%q as %v", c.name, c.kind)
		var se *engine.SubtypeError
		require.ErrorAs(t, err, &se)
	}
	_, err = engine.ParseSubtype("Two Words")
	require.ErrorIs(t, err, engine.ErrUnknownSubtype, "a refused name is not registered")

	two, err := engine.RegisterSubtype("Space Gremlin", engine.CreatureType)
	require.NoError(t, err, "a creature type may be two words (CR 205.3b)")
	assert.Equal(t, "Space Gremlin", two.String())
}

// Names compare regardless of case (CR 205.3c: a name belongs to one
// list): "zombie" registers as Zombie, not as a second subtype; with
// another kind it is refused. Every built-in name is found so, which also
// shows that no two built-in names differ only in case. An error comes
// with InvalidSubtype, not the zero value (Human).
func TestRegisterSubtypeIgnoresCase(t *testing.T) {
	z, err := engine.RegisterSubtype("zombie", engine.CreatureType)
	require.NoError(t, err)
	assert.Equal(t, engine.Zombie, z)
	for st := range engine.Subtype(1000) {
		if !st.Valid() {
			break
		}
		got, err := engine.RegisterSubtype(strings.ToLower(st.String()), st.Kind())
		require.NoError(t, err, st.String())
		require.Equal(t, st, got, st.String())
	}
	mine, err := engine.RegisterSubtype("Quokkaling", engine.CreatureType)
	require.NoError(t, err)
	again, err := engine.RegisterSubtype("QUOKKALING", engine.CreatureType)
	require.NoError(t, err)
	assert.Equal(t, mine, again, "a registered name too")
	assert.Equal(t, "Quokkaling", again.String(), "the first spelling stays")

	bad, err := engine.RegisterSubtype("forest", engine.CreatureType)
	require.ErrorIs(t, err, engine.ErrSubtypeKind)
	assert.Equal(t, engine.InvalidSubtype, bad)
	assert.False(t, bad.Valid())
	bad, err = engine.RegisterSubtype("Bang!", engine.CreatureType)
	require.ErrorIs(t, err, engine.ErrSubtypeName)
	assert.Equal(t, engine.InvalidSubtype, bad)
	bad, err = engine.ParseSubtype("Gremlinoidz")
	require.ErrorIs(t, err, engine.ErrUnknownSubtype)
	assert.Equal(t, engine.InvalidSubtype, bad)
	assert.False(t, engine.Subtypes(bad).Has(engine.Human))
}

// Registration is safe while other goroutines parse, print and play.
func TestRegisterSubtypeConcurrently(t *testing.T) {
	var wg sync.WaitGroup
	got := make([]engine.Subtype, 8)
	for i := range got {
		wg.Go(func() {
			st, err := engine.RegisterSubtype(fmt.Sprintf("Racer%d", i%4), engine.ArtifactType)
			assert.NoError(t, err)
			got[i] = st
			set := engine.Subtypes(engine.Zombie, engine.Human, engine.Wolf, engine.Siege, engine.Ctan, st)
			assert.True(t, set.Has(st))
			assert.Equal(t, fmt.Sprintf("Racer%d", i%4), st.String())
		})
	}
	wg.Wait()
	for i := range got {
		assert.Equal(t, got[i%4], got[i], "one name, one subtype")
	}
}

// Sets hold any subtype, built in beyond the first 64 or registered, and
// any number of them; equal sets are equal values.
func TestSubtypeSetOperations(t *testing.T) {
	grem, err := engine.RegisterSubtype("Gremlinoid", engine.CreatureType)
	require.NoError(t, err)
	zombie := engine.Subtypes(engine.Zombie)
	assert.True(t, engine.Zombie > 64)
	assert.True(t, zombie.Has(engine.Zombie))
	assert.False(t, zombie.Has(engine.Human))
	assert.False(t, zombie.Has(engine.Subtype(int(engine.Zombie)%64)), "no aliasing of values 64 apart")
	assert.True(t, engine.SubtypeSet{}.Empty())
	assert.False(t, zombie.Empty())

	mix := zombie.With(grem).With(engine.Human)
	assert.True(t, mix.Has(grem))
	assert.True(t, mix.Has(engine.Human))
	assert.Equal(t, 3, mix.Len())
	assert.True(t, mix.Any(engine.Subtypes(engine.Wolf, grem)))
	assert.False(t, mix.Any(engine.Subtypes(engine.Wolf, engine.Siege)))
	assert.Equal(t, mix, engine.Subtypes(grem, engine.Human, engine.Zombie, engine.Human), "order and repeats don't matter")
	assert.Equal(t, mix, zombie.Union(engine.Subtypes(engine.Human, grem)))
	assert.Equal(t, "Human Zombie Gremlinoid", mix.String())

	// More members than a word holds inline.
	all := []engine.Subtype{engine.Human, engine.Wolf, engine.Zombie, engine.Siege, engine.Ctan, grem, engine.Zubera}
	big := engine.Subtypes(all...)
	assert.Equal(t, len(all), big.Len())
	for _, st := range all {
		assert.True(t, big.Has(st), st.String())
	}
	assert.False(t, big.Has(engine.Giant))
	assert.False(t, big.Has(engine.Subtype(60000)))
	assert.Equal(t, big, engine.Subtypes(engine.Wolf, engine.Zubera, grem).Union(engine.Subtypes(engine.Ctan, engine.Human, engine.Siege, engine.Zombie)),
		"a large set is one value however it is made")
	assert.True(t, big.Any(engine.Subtypes(engine.Giant, engine.Zubera)))
	assert.True(t, engine.Subtypes(engine.Giant, engine.Zubera).Any(big))
	assert.False(t, big.Any(engine.Subtypes(engine.Giant, engine.Bear)))
	assert.True(t, big.Any(big.With(engine.Giant)))
	members := slices.Collect(big.All())
	assert.True(t, slices.IsSorted(members))
	assert.ElementsMatch(t, all, members)
	assert.Equal(t, big, big.With(engine.Wolf))
	assert.NotEqual(t, big, big.With(engine.Giant))
}

// A card whose subtype is unknown, or belongs to none of its card types
// (CR 205.3d), is refused when a game is given it, and nothing changes.
func TestCardWithInvalidSubtypeRejected(t *testing.T) {
	t.Parallel()
	unknown := &engine.CardDef{Front: engine.Face{Name: "Nameless", Types: engine.Types(engine.Creature),
		Subtypes: engine.Subtypes(engine.Subtype(60000)), Power: 1, Toughness: 1}}
	misplaced := &engine.CardDef{Front: engine.Face{Name: "Wolf Bolt", Types: engine.Types(engine.Instant),
		Subtypes: engine.Subtypes(engine.Arcane, engine.Wolf)}}
	backSide := &engine.CardDef{Front: engine.Face{Name: "Front", Types: engine.Types(engine.Creature),
		Subtypes: engine.Subtypes(engine.Human)}, Back: &engine.Face{Name: "Back", Types: engine.Types(engine.Creature),
		Subtypes: engine.Subtypes(engine.Forest)}}
	dryad := &engine.CardDef{Front: engine.Face{Name: "Arbor", Types: engine.Types(engine.Land, engine.Creature),
		Subtypes: engine.Subtypes(engine.Forest, engine.Dryad)}}
	require.NoError(t, dryad.CheckSubtypes(), "each subtype belongs to one of the types (CR 205.3c)")

	for _, c := range []struct {
		def  *engine.CardDef
		face string
		err  error
	}{{unknown, "Nameless", engine.ErrUnknownSubtype}, {misplaced, "Wolf Bolt", engine.ErrSubtypeCardType},
		{backSide, "Back", engine.ErrSubtypeCardType}} {
		err := c.def.CheckSubtypes()
		require.ErrorIs(t, err, c.err)
		var se *engine.SubtypeError
		require.ErrorAs(t, err, &se)
		assert.Equal(t, c.face, se.Card)

		_, err = newChecked([]engine.PlayerConfig{{Name: "A", Deck: []*engine.CardDef{dryad, c.def}}, {Name: "B"}})
		require.ErrorIs(t, err, c.err)

		g := newGame(t)
		before, err := g.Snapshot()
		require.NoError(t, err)
		_, err = g.Put(engine.Placement{Owner: 0, Zone: zones.Battlefield, Def: c.def})
		require.ErrorIs(t, err, c.err)
		after, err := g.Snapshot()
		require.NoError(t, err)
		assert.Equal(t, string(before), string(after), "a refused card leaves the game unchanged")
	}
}

// A permanent with subtypes beyond the first 64, one registered, keeps them
// through a snapshot: such a set is written by name.
func TestSnapshotSubtypesByName(t *testing.T) {
	grem, err := engine.RegisterSubtype("Gremlinoid", engine.CreatureType)
	require.NoError(t, err)
	def := engine.Finish(&engine.CardDef{Front: engine.Face{Name: "Gremlinoid Zombie", Types: engine.Types(engine.Creature),
		Subtypes: engine.Subtypes(engine.Zombie, grem), Power: 2, Toughness: 2}})
	lookup := func(name string) (*engine.CardDef, error) {
		if name == def.Name() {
			return def, nil
		}
		return cards.Lookup(name)
	}
	g := newGame(t)
	putDef(t, g, 0, zones.Battlefield, def, func(pl *engine.Placement) { pl.Counters[engine.MinusOne] = 2 })
	startMain(t, g) // it dies to the rules (CR 704.5f); its last known information holds its subtypes
	data, err := g.Snapshot()
	require.NoError(t, err)
	assert.Contains(t, string(data), `"subtypes":["Zombie","Gremlinoid"]`)
	r, err := restoreChecked(data, lookup, nil)
	require.NoError(t, err)
	again, err := r.Snapshot()
	require.NoError(t, err)
	assert.Equal(t, string(data), string(again))

	for _, bad := range []string{`["Gremlinoid","Zombie"]`, `["Zombie","Gremlinoidz"]`, `["Human"]`, `[]`} {
		tampered := bytes.Replace(data, []byte(`["Zombie","Gremlinoid"]`), []byte(bad), 1)
		_, err := restoreChecked(tampered, lookup, nil)
		assert.Error(t, err, bad)
	}
	old := bytes.Replace(data, []byte(`["Zombie","Gremlinoid"]`), []byte(`5`), 1) // Human Werewolf, as earlier engines wrote it
	r, err = restoreChecked(old, lookup, nil)
	require.NoError(t, err)
	again, err = r.Snapshot()
	require.NoError(t, err)
	assert.Equal(t, string(old), string(again))
}

// Building and combining small sets, as card code and the layers do while
// a game runs, allocates nothing.
func TestSubtypeSetAllocations(t *testing.T) {
	a := engine.Subtypes(engine.Wolf, engine.Werewolf)
	allocs := testing.AllocsPerRun(100, func() {
		s := engine.Subtypes(engine.Wolf, engine.Werewolf)
		s = s.Union(engine.Subtypes(engine.Zombie)).With(engine.Human)
		if !s.Any(a) || !s.Has(engine.Zombie) {
			t.Fatal("wrong set")
		}
	})
	assert.Zero(t, allocs)
}

// A set of subtypes stays one word, so characteristics copy as cheaply as
// before every subtype was built in.
func TestSubtypeSetIsOneWord(t *testing.T) {
	t.Parallel()
	assert.Equal(t, uintptr(8), unsafe.Sizeof(engine.SubtypeSet{}))
}

// TestSubtypeSetLargestValues shows that the largest subtype values,
// which no subtype has, still make sets that hold what they were given:
// a member 0xFFFE in the fourth place is not read as a large set's mark.
func TestSubtypeSetLargestValues(t *testing.T) {
	t.Parallel()
	for _, m := range [][]engine.Subtype{
		{0, 1, 2, 0xFFFE},
		{3, 0xFFFF},
		{0xFFFF},
		{engine.Human, engine.Zombie, 60000},
	} {
		s := engine.Subtypes(m...)
		require.Equal(t, len(m), s.Len(), "%v", m)
		for _, x := range m {
			require.True(t, s.Has(x), "%v has %d", m, x)
		}
		require.False(t, s.Has(5), "%v", m)
		require.Equal(t, s, engine.Subtypes(m...), "one representation")
	}
}
