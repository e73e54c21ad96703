package decklist_test

import (
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/decklist"
	"github.com/cathar-engine/cathar/engine"
)

var update = flag.Bool("update", false, "write testdata/presets from cards.Presets")

// withoutLines returns a copy of d with the lines of its entries cleared:
// what a round trip through String keeps.
func withoutLines(d *decklist.Deck) decklist.Deck {
	c := *d
	c.Main, c.Sideboard = slices.Clone(d.Main), slices.Clone(d.Sideboard)
	for _, entries := range [][]decklist.Entry{c.Main, c.Sideboard} {
		for i := range entries {
			entries[i].Line = 0
		}
	}
	return c
}

// TestString writes the canonical form.
func TestString(t *testing.T) {
	d := deckOf(t, "# x\r\nname: Dawn Patrol\r\n4x Moonrage Brute (MID) 7\r\n2 Plains\r\n\r\n1 Murder\r\n", nil)
	assert.Equal(t, "Name: Dawn Patrol\n\nDeck\n4 Brutal Cathar (MID) 7\n2 Plains\n\nSideboard\n1 Murder\n", d.String())
	d = deckOf(t, "4 Forest\n", nil)
	d.Name = ""
	assert.Equal(t, "Deck\n4 Forest\n", d.String())
}

// TestRoundTrip reads back what String writes of every list of testdata
// as the same deck, under another file name too.
func TestRoundTrip(t *testing.T) {
	files, err := filepath.Glob("testdata/*.txt")
	require.NoError(t, err)
	presets, err := filepath.Glob("testdata/presets/*.txt")
	require.NoError(t, err)
	parsed := 0
	for _, f := range append(files, presets...) {
		d, err := decklist.ParseFile(f, nil)
		if err != nil {
			continue // misspelt.txt
		}
		parsed++
		back, err := decklist.Parse("elsewhere/other.txt", strings.NewReader(d.String()), nil)
		require.NoError(t, err, f)
		want := withoutLines(d)
		want.File = "elsewhere/other.txt"
		assert.Equal(t, want, withoutLines(back), f)
		assert.Equal(t, d.String(), back.String(), f)
	}
	assert.Equal(t, len(files)+len(presets)-1, parsed)
}

// TestPresetFiles checks that testdata/presets holds each built-in preset
// deck as String writes it (rewrite them with -update), and that reading
// a file gives the preset back: its entries, its library, and a legal
// limited deck (CR 100.2b).
func TestPresetFiles(t *testing.T) {
	presets := cards.Presets()
	require.NotEmpty(t, presets)
	for _, p := range presets {
		path := filepath.Join("testdata", "presets", p.Name+".txt")
		d, err := decklist.FromPreset(p, nil)
		require.NoError(t, err)
		if *update {
			require.NoError(t, os.WriteFile(path, []byte(d.String()), 0o644))
		}
		src, err := os.ReadFile(path)
		require.NoError(t, err, "rewrite the presets with: go test ./decklist -run TestPresetFiles -update")
		assert.Equal(t, d.String(), string(src), "%s is stale: rewrite it with go test ./decklist -run TestPresetFiles -update", path)

		read, err := decklist.ParseFile(path, nil)
		require.NoError(t, err)
		assert.Equal(t, p, read.Preset())
		library, err := cards.Deck(p.Name)
		require.NoError(t, err)
		assert.Equal(t, library, read.Cards())
		assert.NoError(t, read.Check(decklist.Limited, nil))
	}
}

// TestFromPresetErrors refuses a preset that names no card, a token or a
// count out of range.
func TestFromPresetErrors(t *testing.T) {
	for _, tc := range []struct {
		entry cards.DeckEntry
		is    error
	}{
		{cards.DeckEntry{Name: "Nope", Count: 1}, engine.ErrUnknownCard},
		{cards.DeckEntry{Name: "Soldier Token", Count: 1}, decklist.ErrToken},
		{cards.DeckEntry{Name: "Forest", Count: 0}, decklist.ErrCount},
		{cards.DeckEntry{Name: "Forest", Count: decklist.MaxCount + 1}, decklist.ErrCount},
	} {
		_, err := decklist.FromPreset(cards.Preset{Name: "p", Entries: []cards.DeckEntry{tc.entry}}, nil)
		assert.ErrorIs(t, err, tc.is, tc.entry.Name)
	}
}

// TestCardsAndCounts expands the main deck in order.
func TestCardsAndCounts(t *testing.T) {
	d := deckOf(t, "2 Forest\n1 Brutal Cathar\n\n3 Murder\n", nil)
	main, side := d.Counts()
	assert.Equal(t, [2]int{3, 3}, [2]int{main, side})
	forest, cathar := cards.MustLookup("Forest"), cards.MustLookup("Brutal Cathar")
	assert.Equal(t, []*engine.CardDef{forest, forest, cathar}, d.Cards())
}
