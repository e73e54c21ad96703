package engine_test

import (
	"fmt"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// Begin starts a game from its first decision (CR 103): here Bob chooses
// to draw, Alice takes a mulligan and puts a card on the bottom of her
// library (seed 4 deals her one), and turn 1 is hers. Step asks each decision of the start of
// the player's decider, as it asks actions.
func ExampleGame_Begin() {
	deck, _ := cards.Deck("cathar")
	alice := engine.NewScripted(engine.PickWord("mulligan"), engine.PickName("Plains"), engine.PickWord("keep"))
	bob := engine.NewScripted(engine.PickWord("draw"), engine.PickWord("keep"))
	g, _ := engine.New([]engine.PlayerConfig{
		{Name: "Alice", Deck: deck, Decider: alice},
		{Name: "Bob", Deck: deck, Decider: bob},
	}, engine.WithSeed(4))
	if err := g.Begin(engine.Beginning{Chooser: 1}); err != nil {
		panic(err)
	}
	for g.Waiting().Beginning {
		if err := g.Step(); err != nil {
			panic(err)
		}
	}
	for ev := range g.Events() {
		switch ev.Kind {
		case engine.EvChooser, engine.EvStartingPlayer, engine.EvMulligan, engine.EvKept, engine.EvPutOnBottom, engine.EvTurnBegan:
			fmt.Println(g.Describe(ev))
		}
	}
	fmt.Println("Alice holds", len(g.Zone(0, zones.Hand)), "cards")
	// Output:
	// Bob chooses who takes the first turn
	// Bob chooses Alice to take the first turn
	// Alice takes a mulligan (number 1)
	// Bob keeps 7 cards
	// Alice puts 1 card on the bottom of their library
	// Alice keeps 6 cards
	// turn 1: Alice
	// Alice holds 6 cards
}
