package cli_test

import (
	"fmt"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/cli"
	"github.com/cathar-engine/cathar/engine"
)

// The cathar command, run from Go: `cathar cards "Brutal Cathar"`.
func ExampleMain() {
	status := cli.Main([]string{"cards", "Brutal Cathar"})
	fmt.Println("exit status", status)
	// Output:
	// Brutal Cathar // Moonrage Brute (double-faced card; the front face is Brutal Cathar)
	//
	// Brutal Cathar — front face
	//   Mana cost  {2}{W}
	//   Color      white
	//   Type       Creature — Human Soldier Werewolf
	//   P/T        2/2
	//   Keywords   Daybound
	//   Text       Whenever this creature enters or transforms into Brutal Cathar, exile target creature an opponent controls until this creature leaves the battlefield.
	//
	// Moonrage Brute — back face
	//   Mana cost  none
	//   Color      red (color indicator)
	//   Type       Creature — Werewolf
	//   P/T        3/3
	//   Keywords   First strike, Ward—Pay 3 life, Nightbound
	// exit status 0
}

// A program's own cathar: its cards on top of the built-in pool, and a
// deck of them. The main function of such a program is
// os.Exit(cli.Main(os.Args[1:], cli.WithCards(reg), cli.WithDecks(...))).
func ExampleWithCards() {
	reg, err := cards.NewRegistry("my-cards", cards.Builtin())
	if err != nil {
		panic(err)
	}
	stalker := &engine.CardDef{Front: engine.Face{Name: "Gloomwood Stalker", ManaCost: engine.MustManaCost("{1}{G}"),
		Types: engine.Types(engine.Creature), Subtypes: engine.Subtypes(engine.Wolf),
		Power: 2, Toughness: 3, Keywords: engine.Keywords(engine.Reach)}}
	if err := reg.Register(stalker); err != nil {
		panic(err)
	}
	deck := cards.Preset{Name: "gloomwood", About: "Gloomwood Stalkers and Forests", Entries: []cards.DeckEntry{
		{Name: "Forest", Count: 20}, {Name: "Gloomwood Stalker", Count: 20},
	}}
	status := cli.Main([]string{"cards", "Gloomwood Stalker"}, cli.WithCards(reg), cli.WithDecks(deck))
	fmt.Println("exit status", status)
	// Output:
	// Gloomwood Stalker
	//   Mana cost  {1}{G}
	//   Color      green
	//   Type       Creature — Wolf
	//   P/T        2/3
	//   Keywords   Reach
	// exit status 0
}
