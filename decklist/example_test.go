package decklist_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/cathar-engine/cathar/decklist"
	"github.com/cathar-engine/cathar/engine"
)

// Parse reads a list as Arena exports it, with a sideboard; the deck's
// cards are the library a game takes.
func ExampleParse() {
	list := `Deck
4 Brutal Cathar (MID) 7
4x Moonrage Brute
52 Plains

Sideboard
2 Murder
`
	d, err := decklist.Parse("dawn-patrol.txt", strings.NewReader(list), nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	main, side := d.Counts()
	fmt.Println(d.Name, main, side, len(d.Cards()))
	for _, e := range d.Main {
		fmt.Printf("%d %s (line %d, set %q)\n", e.Count, e.Name, e.Line, e.Set)
	}
	fmt.Println(d.Check(decklist.Constructed, nil))
	// Output:
	// dawn-patrol 60 2 60
	// 4 Brutal Cathar (line 2, set "MID")
	// 4 Brutal Cathar (line 3, set "")
	// 52 Plains (line 4, set "")
	// dawn-patrol.txt:2: Brutal Cathar: 8 copies in the main deck; constructed allows at most 4 of a card other than a basic land, counting the sideboard (CR 100.2a, 100.4a)
}

// Every line the format does not accept is reported, with the names the
// registry suggests for a misspelt one.
func ExampleParse_errors() {
	list := "4 Brutle Cathar\n0 Plains\nLands\n"
	_, err := decklist.Parse("deck.txt", strings.NewReader(list), nil)
	fmt.Println(err)
	fmt.Println(errors.Is(err, engine.ErrUnknownCard), errors.Is(err, decklist.ErrCount), errors.Is(err, decklist.ErrSyntax))
	// Output:
	// deck.txt:1: unknown card "Brutle Cathar"; did you mean "Brutal Cathar"?
	// deck.txt:2: count 0: a card line needs at least one copy
	// deck.txt:3: "Lands" is not a card line: write a count and a card name ("4 Brutal Cathar"), a Deck or Sideboard header, or a comment after #
	// true true true
}

// Check checks a deck for a format named on a command line.
func ExampleDeck_Check() {
	d, err := decklist.ParseFile("testdata/constructed-59.txt", nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, name := range []string{"constructed", "limited"} {
		format, err := decklist.ParseFormat(name)
		if err != nil {
			fmt.Println(err)
			return
		}
		err = d.Check(format, nil)
		fmt.Printf("%s: %v (%v)\n", format, err, errors.Is(err, decklist.ErrDeckSize))
	}
	// Output:
	// constructed: testdata/constructed-59.txt: main deck has 59 cards; constructed needs at least 60 (CR 100.2a) (true)
	// limited: <nil> (false)
}

// String writes a list in the canonical form, which Parse reads back as
// the same deck.
func ExampleDeck_String() {
	d, err := decklist.Parse("x.txt", strings.NewReader("name: Bears\n4x Grizzly Bears (M19) 176 # two mana\n\n1 Murder\n"), nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(d)
	// Output:
	// Name: Bears
	//
	// Deck
	// 4 Grizzly Bears (M19) 176
	//
	// Sideboard
	// 1 Murder
}
