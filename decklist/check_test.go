package decklist_test

import (
	"flag"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/decklist"
	"github.com/cathar-engine/cathar/engine"
)

// TestCheckFiles checks the lists of testdata in each format: the exact
// problems, with the rule each cites, and the errors they wrap.
func TestCheckFiles(t *testing.T) {
	for _, tc := range []struct {
		name, file string
		format     decklist.Format
		pool       string
		want       string // "" for a legal deck
		is         error
	}{
		{"an Arena export is a legal constructed deck", "arena.txt", decklist.Constructed, "", "", nil},
		{"a Magic Online list is a legal constructed deck", "mtgo.txt", decklist.Constructed, "", "", nil},
		{"CR 100.2a: 59 cards are not a constructed deck", "constructed-59.txt", decklist.Constructed, "",
			"testdata/constructed-59.txt: main deck has 59 cards; constructed needs at least 60 (CR 100.2a)", decklist.ErrDeckSize},
		{"CR 100.2b: 59 cards are a limited deck", "constructed-59.txt", decklist.Limited, "", "", nil},
		{"CR 100.2a, 100.4a: five copies, counting the sideboard; basic lands excepted", "five-copies.txt", decklist.Constructed, "",
			"testdata/five-copies.txt:6: Grizzly Bears: 5 copies (4 in the main deck, 1 in the sideboard); constructed allows at most 4 of a card other than a basic land, counting the sideboard (CR 100.2a, 100.4a)\n" +
				"testdata/five-copies.txt:7: Llanowar Elves: 5 copies in the main deck; constructed allows at most 4 of a card other than a basic land, counting the sideboard (CR 100.2a, 100.4a)", decklist.ErrCopies},
		{"CR 100.2b: limited allows any number of copies", "five-copies.txt", decklist.Limited, "", "", nil},
		{"custom checks nothing", "constructed-59.txt", decklist.Custom, "", "", nil},
		{"CR 100.2b: a limited deck from its pool", "limited-deck.txt", decklist.Limited, "limited-pool.txt", "", nil},
		{"CR 100.2b: a limited deck without a pool", "limited-overdrawn.txt", decklist.Limited, "", "", nil},
		{"CR 100.2b: a card the pool lacks, and more copies than it has", "limited-overdrawn.txt", decklist.Limited, "limited-pool.txt",
			"testdata/limited-overdrawn.txt:4: Brutal Cathar: 3 copies in the main deck, 2 in the pool (testdata/limited-pool.txt); a limited deck takes its cards from the pool, and any basic land (CR 100.2b)\n" +
				"testdata/limited-overdrawn.txt:15: Lightning Bolt is not in the pool (testdata/limited-pool.txt); a limited deck takes its cards from the pool, and any basic land (CR 100.2b)", decklist.ErrNotInPool},
		{"CR 100.2a: a limited deck is no constructed deck", "limited-deck.txt", decklist.Constructed, "limited-pool.txt",
			"testdata/limited-deck.txt: main deck has 40 cards; constructed needs at least 60 (CR 100.2a)", decklist.ErrDeckSize},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, err := decklist.ParseFile("testdata/"+tc.file, nil)
			require.NoError(t, err)
			var pool *decklist.Deck
			if tc.pool != "" {
				pool, err = decklist.ParseFile("testdata/"+tc.pool, nil)
				require.NoError(t, err)
			}
			err = d.Check(tc.format, pool)
			if tc.want == "" {
				assert.NoError(t, err)
				return
			}
			require.Error(t, err)
			assert.Equal(t, tc.want, err.Error())
			assert.ErrorIs(t, err, tc.is)
			var e *decklist.Error
			require.ErrorAs(t, err, &e)
			assert.Equal(t, "testdata/"+tc.file, e.File)
		})
	}
}

// deckOf parses a list that must parse, against reg.
func deckOf(t *testing.T, src string, reg *cards.Registry) *decklist.Deck {
	t.Helper()
	d, err := decklist.Parse("deck.txt", strings.NewReader(src), reg)
	require.NoError(t, err)
	return d
}

// TestCheckSideboardSize checks CR 100.4a: a constructed sideboard holds
// at most 15 cards; a limited one any number (CR 100.4b).
func TestCheckSideboardSize(t *testing.T) {
	main := "Deck\n20 Forest\n20 Island\n20 Mountain\n\nSideboard\n4 Murder\n4 Cancel\n4 Unsummon\n"
	assert.NoError(t, deckOf(t, main+"3 Stifle\n", nil).Check(decklist.Constructed, nil), "15 cards")
	err := deckOf(t, main+"4 Stifle\n", nil).Check(decklist.Constructed, nil)
	assert.EqualError(t, err, "deck.txt: sideboard has 16 cards; constructed allows at most 15 (CR 100.4a)")
	assert.ErrorIs(t, err, decklist.ErrSideboardSize)
	assert.NoError(t, deckOf(t, main+"4 Stifle\n", nil).Check(decklist.Limited, nil))
}

// TestCheckCopiesByName counts a double-faced card by its name whichever
// face each line names (CR 712.8a), and copies on several lines
// together (CR 100.2a).
func TestCheckCopiesByName(t *testing.T) {
	d := deckOf(t, "56 Plains\n2 Brutal Cathar\n1 Moonrage Brute\n1 Brutal Cathar // Moonrage Brute\n\n1 Brutal Cathar\n", nil)
	err := d.Check(decklist.Constructed, nil)
	assert.EqualError(t, err, "deck.txt:2: Brutal Cathar: 5 copies (4 in the main deck, 1 in the sideboard); constructed allows at most 4 of a card other than a basic land, counting the sideboard (CR 100.2a, 100.4a)")
}

// TestCheckBasicBySupertype checks CR 100.2a's exception by the supertype
// basic (CR 205.4c) of a program's own cards: any number of a basic snow
// land, at most four of a land with the subtype Forest that is not basic.
func TestCheckBasicBySupertype(t *testing.T) {
	var g engine.ManaPool
	g[engine.ManaG] = 1
	tap := []*engine.Ability{{Kind: engine.ManaAbility, Text: "{T}: Add {G}.", Cost: engine.Cost{Tap: true}, Mana: engine.ManaSpec{Fixed: g}}}
	snow := &engine.CardDef{Front: engine.Face{Name: "Snow-Covered Forest", Supertypes: engine.Supertypes(engine.Basic, engine.Snow),
		Types: engine.Types(engine.Land), Subtypes: engine.Subtypes(engine.Forest), Abilities: tap}}
	grove := &engine.CardDef{Front: engine.Face{Name: "Forest Grove", Types: engine.Types(engine.Land),
		Subtypes: engine.Subtypes(engine.Forest), Abilities: tap}}
	reg, err := cards.NewRegistry("mine", cards.Builtin())
	require.NoError(t, err)
	require.NoError(t, reg.Register(snow, grove))

	assert.NoError(t, deckOf(t, "40 Snow-Covered Forest\n20 Forest\n4 Forest Grove\n", reg).Check(decklist.Constructed, nil))
	err = deckOf(t, "40 Snow-Covered Forest\n15 Forest\n5 Forest Grove\n", reg).Check(decklist.Constructed, nil)
	assert.EqualError(t, err, "deck.txt:3: Forest Grove: 5 copies in the main deck; constructed allows at most 4 of a card other than a basic land, counting the sideboard (CR 100.2a, 100.4a)")
	assert.ErrorIs(t, err, decklist.ErrCopies)

	// A pool need not hold basic lands (CR 100.2b), but does hold the rest.
	pool := deckOf(t, "4 Forest Grove\n", reg)
	assert.NoError(t, deckOf(t, "36 Snow-Covered Forest\n4 Forest Grove\n", reg).Check(decklist.Limited, pool))
	err = deckOf(t, "35 Snow-Covered Forest\n5 Forest Grove\n", reg).Check(decklist.Limited, pool)
	assert.EqualError(t, err, "deck.txt:2: Forest Grove: 5 copies in the main deck, 4 in the pool (deck.txt); a limited deck takes its cards from the pool, and any basic land (CR 100.2b)")
}

// TestCheckLimitedSize checks CR 100.2b: a limited main deck has at
// least 40 cards, and the sideboard does not count.
func TestCheckLimitedSize(t *testing.T) {
	d := deckOf(t, "39 Forest\n\n1 Island\n", nil)
	err := d.Check(decklist.Limited, nil)
	assert.EqualError(t, err, "deck.txt: main deck has 39 cards; limited needs at least 40 (CR 100.2b)")
	assert.ErrorIs(t, err, decklist.ErrDeckSize)
	assert.NoError(t, deckOf(t, "40 Forest\n", nil).Check(decklist.Limited, nil))
}

// TestCheckBadFormat refuses a format value that is none of the formats,
// and a nil deck.
func TestCheckBadFormat(t *testing.T) {
	err := deckOf(t, "60 Forest\n", nil).Check(decklist.Format(9), nil)
	assert.EqualError(t, err, "deck.txt: format Format(9): unknown format")
	assert.ErrorIs(t, err, decklist.ErrFormat)
	var d *decklist.Deck
	assert.ErrorIs(t, d.Check(decklist.Constructed, nil), decklist.ErrEmpty)
}

// TestParseFormat reads the formats' names, and refuses others.
func TestParseFormat(t *testing.T) {
	for in, want := range map[string]decklist.Format{
		"constructed": decklist.Constructed, "": decklist.Constructed, "Limited": decklist.Limited, " custom ": decklist.Custom,
	} {
		f, err := decklist.ParseFormat(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, f, in)
	}
	for _, f := range []decklist.Format{decklist.Constructed, decklist.Limited, decklist.Custom} {
		back, err := decklist.ParseFormat(f.String())
		require.NoError(t, err)
		assert.Equal(t, f, back)
	}
	_, err := decklist.ParseFormat("limted")
	assert.EqualError(t, err, `format "limted": unknown format; did you mean "limited"?`)
	assert.ErrorIs(t, err, decklist.ErrFormat)
	_, err = decklist.ParseFormat("standard")
	assert.EqualError(t, err, `format "standard": unknown format; want constructed, limited or custom`)
	assert.ErrorIs(t, err, decklist.ErrFormat)

	// A *Format is a flag.Value.
	fs := flag.NewFlagSet("x", flag.ContinueOnError)
	fs.SetOutput(new(strings.Builder))
	var f decklist.Format
	fs.Var(&f, "format", "constructed, limited or custom")
	require.NoError(t, fs.Parse([]string{"--format", "limited"}))
	assert.Equal(t, decklist.Limited, f)
	err = fs.Parse([]string{"--format", "vintage"})
	assert.ErrorContains(t, err, `format "vintage": unknown format`)
}

// TestCheckPoolCountsSideboard checks that a limited deck's sideboard
// comes from the pool too (CR 100.2b, 100.4b): the copies of a card in
// the main deck and the sideboard together are at most the pool's.
func TestCheckPoolCountsSideboard(t *testing.T) {
	pool := deckOf(t, "2 Brutal Cathar\n1 Murder\n", nil)
	assert.NoError(t, deckOf(t, "38 Plains\n2 Brutal Cathar\n\n1 Murder\n", nil).Check(decklist.Limited, pool))
	err := deckOf(t, "38 Plains\n2 Brutal Cathar\n\n1 Moonrage Brute\n1 Murder\n", nil).Check(decklist.Limited, pool)
	assert.EqualError(t, err, "deck.txt:2: Brutal Cathar: 3 copies (2 in the main deck, 1 in the sideboard), 2 in the pool (deck.txt); a limited deck takes its cards from the pool, and any basic land (CR 100.2b)")
	assert.ErrorIs(t, err, decklist.ErrNotInPool)
}
