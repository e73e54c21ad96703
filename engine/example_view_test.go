package engine_test

import (
	"encoding/json"
	"fmt"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// A player's events and view show what that player may know: Bob's draw
// is a card drawn, not which (CR 401.3, 402.3).
func ExampleGame_EventsFor() {
	alice, bob := engine.PlayerID(0), engine.PlayerID(1)
	g, err := engine.New([]engine.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}, engine.WithSeed(1))
	if err != nil {
		panic(err)
	}
	for _, name := range []string{"Plains", "Lightning Bolt"} {
		if _, err := g.Put(engine.Placement{Owner: bob, Zone: zones.Library, Def: cards.MustLookup(name)}); err != nil {
			panic(err)
		}
	}
	if err := g.Start(engine.StartAt{Turn: 2, Player: bob, Step: engine.Upkeep}); err != nil {
		panic(err)
	}
	from := g.EventCount()
	for range 2 { // both pass: the upkeep ends and Bob draws
		if err := g.PassPriority(g.PriorityPlayer()); err != nil {
			panic(err)
		}
	}
	for _, ev := range g.EventsFor(alice, from) {
		if ev.Kind == engine.EvDrew || ev.Kind == engine.EvZoneChanged {
			b, _ := json.Marshal(ev)
			fmt.Printf("%s\n  %s\n", g.Describe(ev), b)
		}
	}
	v := g.PlayerView(alice)
	fmt.Println("Bob's hand as Alice sees it:", v.Players[bob].HandSize, "card(s),", len(v.Players[bob].Hand), "shown")
	v = g.PlayerView(bob)
	fmt.Println("Bob's hand as Bob sees it:", v.Players[bob].Hand[0].Name)
	// Output:
	// one of Bob's cards: library -> hand
	//   {"seq":6,"kind":"zone changed","player":1,"from":"library","to":"hand"}
	// Bob draws a card
	//   {"seq":7,"kind":"drew","player":1}
	// Bob's hand as Alice sees it: 1 card(s), 0 shown
	// Bob's hand as Bob sees it: Lightning Bolt
}
