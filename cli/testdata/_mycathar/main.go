// Command mycathar is a program's own cathar command, in a module of its
// own: the whole command of package cli, with a card of the program's and
// a deck of it. cli's module test builds it in a copy of this folder whose
// go.mod replaces the cathar module by the repository.
package main

import (
	"fmt"
	"os"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/cli"
	"github.com/cathar-engine/cathar/engine"
)

// gloomwoodStalker is the program's card: a 2/3 Wolf with reach.
func gloomwoodStalker() *engine.CardDef {
	return &engine.CardDef{Front: engine.Face{Name: "Gloomwood Stalker", ManaCost: engine.MustManaCost("{1}{G}"),
		Types: engine.Types(engine.Creature), Subtypes: engine.Subtypes(engine.Wolf),
		Power: 2, Toughness: 3, Keywords: engine.Keywords(engine.Reach)}}
}

// gloomwood is the program's deck.
var gloomwood = cards.Preset{Name: "gloomwood", About: "Gloomwood Stalkers and Forests", Entries: []cards.DeckEntry{
	{Name: "Forest", Count: 17}, {Name: "Gloomwood Stalker", Count: 12}, {Name: "Grizzly Bears", Count: 11},
}}

func main() {
	reg, err := cards.NewRegistry("mycathar", cards.Builtin())
	if err == nil {
		err = reg.Register(gloomwoodStalker())
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "mycathar:", err)
		os.Exit(1)
	}
	os.Exit(cli.Main(os.Args[1:], cli.WithCards(reg), cli.WithDecks(gloomwood)))
}
