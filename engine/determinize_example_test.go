package engine_test

import (
	"fmt"
	"slices"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// A search for Alice plays on determinized copies: each keeps what she
// knows (her hand, the public zones) and deals Bob's hand and both
// libraries again, so the search can't look at Bob's real cards.
func ExampleGame_Determinize() {
	cathar, _ := cards.Deck("cathar")
	wolves, _ := cards.Deck("werewolves")
	g, err := engine.New([]engine.PlayerConfig{
		{Name: "Alice", Deck: cathar, Decider: engine.NewRandom(1)},
		{Name: "Bob", Deck: wolves, Decider: engine.NewRandom(2)},
	}, engine.WithSeed(7))
	if err != nil {
		panic(err)
	}
	if err := g.Start(engine.StartAt{Shuffle: true, OpeningHand: 7}); err != nil {
		panic(err)
	}
	alice, bob := engine.PlayerID(0), engine.PlayerID(1)
	bobsCard := g.Zone(bob, zones.Hand)[0]
	fmt.Println("Alice knows Bob's first card:", g.KnownTo(alice, bobsCard))

	c, err := g.Determinize(alice, 42)
	if err != nil {
		panic(err)
	}
	fmt.Println("Alice's hand kept:", slices.Equal(g.Zone(alice, zones.Hand), c.Zone(alice, zones.Hand)))
	fmt.Println("Bob's hand size kept:", len(c.Zone(bob, zones.Hand)) == len(g.Zone(bob, zones.Hand)))

	// The copy has no deciders: the search gives it its own, and plays on.
	_ = c.SetDecider(alice, engine.NewRandom(3))
	_ = c.SetDecider(bob, engine.NewRandom(4))
	if err := c.PlayTurns(200); err != nil {
		panic(err)
	}
	over, _ := c.Over()
	fmt.Println("the copy played to the end:", over)
	// Output:
	// Alice knows Bob's first card: false
	// Alice's hand kept: true
	// Bob's hand size kept: true
	// the copy played to the end: true
}
