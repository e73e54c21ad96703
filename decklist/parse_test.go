package decklist_test

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/decklist"
	"github.com/cathar-engine/cathar/engine"
)

// parse reads src as the file "deck.txt" of the built-in pool.
func parse(t *testing.T, src string) (*decklist.Deck, error) {
	t.Helper()
	return decklist.Parse("deck.txt", strings.NewReader(src), nil)
}

// lines writes entries as "COUNT NAME" with " (SET) NUMBER" when they
// have one, checking that each has the definition of its name.
func lines(t *testing.T, entries []decklist.Entry) []string {
	t.Helper()
	out := []string{}
	for _, e := range entries {
		require.NotNil(t, e.Def, e.Name)
		assert.Equal(t, e.Name, e.Def.Front.Name)
		s := fmt.Sprintf("%d %s", e.Count, e.Name)
		if e.Set != "" {
			s = strings.TrimSpace(fmt.Sprintf("%s (%s) %s", s, e.Set, e.Number))
		}
		out = append(out, s)
	}
	return out
}

// TestParseForms reads each form of a card line, header, comment and
// blank line a list may have.
func TestParseForms(t *testing.T) {
	for _, tc := range []struct {
		name       string
		src        string
		main, side []string
	}{
		{"count and name", "4 Brutal Cathar\n", []string{"4 Brutal Cathar"}, nil},
		{"4x", "4x Brutal Cathar\n", []string{"4 Brutal Cathar"}, nil},
		{"4X", "4X Brutal Cathar", []string{"4 Brutal Cathar"}, nil},
		{"Arena's set and number", "4 Brutal Cathar (MID) 7\n", []string{"4 Brutal Cathar (MID) 7"}, nil},
		{"a set code without a number", "4 Brutal Cathar (MID)\n", []string{"4 Brutal Cathar (MID)"}, nil},
		{"Deck and Sideboard headers", "Deck\n4 Forest\nSideboard\n2 Murder\n", []string{"4 Forest"}, []string{"2 Murder"}},
		{"headers in any case, with a colon", "DECK:\n4 Forest\n\nsideboard:\n2 Murder\n", []string{"4 Forest"}, []string{"2 Murder"}},
		{"with headers blank lines mean nothing", "Deck\n4 Forest\n\n4 Island\n\nSideboard\n2 Murder\n", []string{"4 Forest", "4 Island"}, []string{"2 Murder"}},
		{"a blank line starts the sideboard", "4 Forest\n4 Island\n\n2 Murder\n", []string{"4 Forest", "4 Island"}, []string{"2 Murder"}},
		{"further blank lines are ignored", "\n\n4 Forest\n\n2 Murder\n\n\n1 Cancel\n\n", []string{"4 Forest"}, []string{"2 Murder", "1 Cancel"}},
		{"blank lines before the first card are ignored", "# my deck\n\n\n4 Forest\n", []string{"4 Forest"}, nil},
		{"a comment line is not a blank line", "4 Forest\n# lands above\n4 Island\n", []string{"4 Forest", "4 Island"}, nil},
		{"comments", "# a comment\n// another\n4 Forest # trailing\n4 Island\t# after a tab\n", []string{"4 Forest", "4 Island"}, nil},
		{"surrounding whitespace", "  \t4   Forest  \n", []string{"4 Forest"}, nil},
		{"CRLF line endings", "Deck\r\n4 Forest\r\n\r\nSideboard\r\n2 Murder\r\n", []string{"4 Forest"}, []string{"2 Murder"}},
		{"a UTF-8 byte order mark", "\uFEFF4 Forest\n", []string{"4 Forest"}, nil},
		{"a double-faced card by its full name", "4 Brutal Cathar // Moonrage Brute\n", []string{"4 Brutal Cathar"}, nil},
		// CR 712.8a: off the battlefield a double-faced card has only its
		// front face; the registry finds it by either name (Lookup).
		{"CR 712.8a: a double-faced card by its back name", "4 Moonrage Brute\n", []string{"4 Brutal Cathar"}, nil},
		{"a typographic apostrophe", "2 Moonrager\u2019s Slash\n", []string{"2 Moonrager's Slash"}, nil},
		{"the same card on two lines stays two entries", "2 Forest\n3 Forest\n", []string{"2 Forest", "3 Forest"}, nil},
		{"MaxCount", "250 Forest\n", []string{"250 Forest"}, nil},
		{"a sideboard before the deck", "Sideboard\n2 Murder\nDeck\n4 Forest\n", []string{"4 Forest"}, []string{"2 Murder"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, err := parse(t, tc.src)
			require.NoError(t, err)
			assert.Equal(t, tc.main, lines(t, d.Main), "main deck")
			if tc.side == nil {
				tc.side = []string{}
			}
			assert.Equal(t, tc.side, lines(t, d.Sideboard), "sideboard")
		})
	}
}

// TestParseName reads the deck's name and about text.
func TestParseName(t *testing.T) {
	for _, tc := range []struct {
		name, file, src string
		wantName        string
		wantAbout       string
	}{
		{"from the file name", "decks/white-red.txt", "4 Forest\n", "white-red", ""},
		{"a Name line", "x.txt", "Name: Dawn Patrol\nAbout: white and red\n4 Forest\n", "Dawn Patrol", "white and red"},
		{"in any case", "x.txt", "name:  Dawn Patrol  # a comment\n4 Forest\n", "Dawn Patrol", ""},
		{"Arena's About section", "x.txt", "About\nName Dawn Patrol\n\nDeck\n4 Forest\n", "Dawn Patrol", ""},
		{"no file name", "", "4 Forest\n", "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, err := decklist.Parse(tc.file, strings.NewReader(tc.src), nil)
			require.NoError(t, err)
			assert.Equal(t, tc.wantName, d.Name)
			assert.Equal(t, tc.wantAbout, d.About)
			assert.Equal(t, tc.file, d.File)
		})
	}
}

// TestParseLines keeps the line of each entry, counting comments, blank
// lines and headers.
func TestParseLines(t *testing.T) {
	d, err := parse(t, "\uFEFF# deck\r\nDeck\r\n4 Forest\r\n\r\n// x\r\nSideboard\r\n2 Murder\r\n")
	require.NoError(t, err)
	assert.Equal(t, 3, d.Main[0].Line)
	assert.Equal(t, 7, d.Sideboard[0].Line)
}

// TestParseErrors checks each problem a line may have: its exact
// message, at its line, and the error it wraps.
func TestParseErrors(t *testing.T) {
	for _, tc := range []struct {
		name, src, want string
		is              error
	}{
		{"a misspelt name", "4 Brutle Cathar\n", `deck.txt:1: unknown card "Brutle Cathar"; did you mean "Brutal Cathar"?`, engine.ErrUnknownCard},
		{"case must match, as in the registry", "4 Forest\n4 mountain\n", `deck.txt:2: unknown card "mountain"; did you mean "Mountain"?`, engine.ErrUnknownCard},
		{"a name far from any", "4 Forest\n1 Xyzzy Qwerty\n", `deck.txt:2: unknown card "Xyzzy Qwerty"`, engine.ErrUnknownCard},
		{"a wrong back face", "1 Brutal Cathar // Moonrage Brut\n", `deck.txt:1: unknown card "Brutal Cathar // Moonrage Brut"; did you mean "Brutal Cathar"?`, engine.ErrUnknownCard},
		{"count zero", "0 Forest\n", `deck.txt:1: count 0: a card line needs at least one copy`, decklist.ErrCount},
		{"a negative count", "-2 Forest\n", `deck.txt:1: count -2: a card line needs at least one copy`, decklist.ErrCount},
		{"a huge count", "251 Forest\n", `deck.txt:1: count 251: at most 250 copies of a card on a line`, decklist.ErrCount},
		{"a count beyond int", "99999999999999999999x Forest\n", `deck.txt:1: count 99999999999999999999: at most 250 copies of a card on a line`, decklist.ErrCount},
		{"a negative count beyond int", "-99999999999999999999 Forest\n", `deck.txt:1: count -99999999999999999999: a card line needs at least one copy`, decklist.ErrCount},
		{"a count that is not a number", "4a Forest\n", `deck.txt:1: count "4a" is not a number`, decklist.ErrCount},
		{"a decimal count", "1.5 Forest\n", `deck.txt:1: count "1.5" is not a number`, decklist.ErrCount},
		{"no count", "Brutal Cathar\n", `deck.txt:1: no count before "Brutal Cathar": write "1 Brutal Cathar" for one copy`, decklist.ErrCount},
		{"no count before a back face", "Moonrage Brute (MID) 7\n", `deck.txt:1: no count before "Moonrage Brute (MID) 7": write "1 Brutal Cathar" for one copy`, decklist.ErrCount},
		{"a count and no name", "4 Forest\n4x\n", `deck.txt:2: no card name after the count "4x"`, decklist.ErrSyntax},
		{"not a card line", "Creatures (20)\n4 Forest\n", `deck.txt:1: "Creatures (20)" is not a card line: write a count and a card name ("4 Brutal Cathar"), a Deck or Sideboard header, or a comment after #`, decklist.ErrSyntax},
		{"CR 111.6: a token is not a card", "4 Forest\n2 Soldier\n", `deck.txt:2: "Soldier Token" is a token, not a card (CR 111.6): a deck holds cards only`, decklist.ErrToken},
		{"CR 100.2c: a Commander section", "Commander\n1 Thalia, Guardian of Thraben\nDeck\n4 Forest\n", `deck.txt:1: "Commander": Commander decks are not supported (CR 100.2c)`, decklist.ErrSection},
		{"CR 103.2b: a Companion section", "Companion:\n1 Thalia, Guardian of Thraben\n\nDeck\n4 Forest\n", `deck.txt:1: "Companion:": a Companion section is not supported; list the companion in the Sideboard (it is revealed from outside the game, CR 103.2b)`, decklist.ErrSection},
		{"a card in the About section", "About\nName X\n4 Forest\n", `deck.txt:3: "4 Forest" in the About section: it takes a Name line; put a Deck header before the cards`, decklist.ErrSyntax},
		{"the name twice", "Name: A\n4 Forest\nName: B\n", `deck.txt:3: the deck's name is given twice (first on line 1)`, decklist.ErrSyntax},
		{"an empty name", "Name:\n4 Forest\n", `deck.txt:1: Name: with nothing after it; write the deck's name after the colon`, decklist.ErrSyntax},
		{"an empty list", "", `deck.txt: no cards in the main deck`, decklist.ErrEmpty},
		{"comments only", "# nothing\n\n", `deck.txt: no cards in the main deck`, decklist.ErrEmpty},
		{"a sideboard alone", "Sideboard\n2 Murder\n", `deck.txt: no cards in the main deck`, decklist.ErrEmpty},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, err := parse(t, tc.src)
			require.Error(t, err)
			assert.Nil(t, d)
			assert.Equal(t, tc.want, err.Error())
			assert.ErrorIs(t, err, tc.is)
			var list decklist.ErrorList
			require.ErrorAs(t, err, &list)
			require.Len(t, list, 1)
			var e *decklist.Error
			require.ErrorAs(t, err, &e)
			assert.Equal(t, "deck.txt", e.File)
		})
	}
}

// TestParseReportsEveryLine reports each bad line of a file, in order,
// and the unknown names as the registry's errors, with their suggestions.
func TestParseReportsEveryLine(t *testing.T) {
	_, err := decklist.ParseFile("testdata/misspelt.txt", nil)
	require.Error(t, err)
	assert.Equal(t, `testdata/misspelt.txt:2: unknown card "Brutle Cathar"; did you mean "Brutal Cathar"?
testdata/misspelt.txt:4: unknown card "lightning bolt"; did you mean "Lightning Bolt"?
testdata/misspelt.txt:10: unknown card "Moonrager's Slsh"; did you mean "Moonrager's Slash"?`, err.Error())
	var list decklist.ErrorList
	require.ErrorAs(t, err, &list)
	require.Len(t, list, 3)
	assert.Equal(t, []int{2, 4, 10}, []int{list[0].Line, list[1].Line, list[2].Line})
	var unknown *cards.UnknownCardError
	require.ErrorAs(t, list[1], &unknown)
	assert.Equal(t, "lightning bolt", unknown.Name)
	assert.Equal(t, []string{"Lightning Bolt"}, unknown.Suggestions)
	var engineErr *engine.UnknownCardError
	require.ErrorAs(t, err, &engineErr)
	assert.Equal(t, "Brutle Cathar", engineErr.Name)
	assert.ErrorIs(t, err, engine.ErrUnknownCard)
}

// TestParseFileMissing returns the os package's error for a file that
// is not there.
func TestParseFileMissing(t *testing.T) {
	_, err := decklist.ParseFile("testdata/no-such-deck.txt", nil)
	assert.ErrorIs(t, err, fs.ErrNotExist)
}

// failingReader fails at once.
type failingReader struct{}

func (failingReader) Read([]byte) (int, error) { return 0, errors.New("disk on fire") }

// TestParseReadError names the file in the error of a reader.
func TestParseReadError(t *testing.T) {
	_, err := decklist.Parse("deck.txt", failingReader{}, nil)
	assert.EqualError(t, err, "deck.txt: disk on fire")
}
