package engine_test

import (
	"errors"
	"fmt"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// exampleGame returns a game between Alice (player 0) and Bob (player 1),
// before Start. Alice has two Forests and a Mountain on the battlefield,
// and Grizzly Bears and Lightning Bolt in her hand; it returns the Bears
// and the Bolt.
func exampleGame() (g *engine.Game, bears, bolt engine.ObjID) {
	g, err := engine.New([]engine.PlayerConfig{
		{Name: "Alice"},
		{Name: "Bob"},
	}, engine.WithSeed(1))
	if err != nil {
		panic(err)
	}
	put := func(name string, z zones.Kind) engine.ObjID {
		id, err := g.Put(engine.Placement{Owner: 0, Zone: z, Def: cards.MustLookup(name)})
		if err != nil {
			panic(err)
		}
		return id
	}
	put("Forest", zones.Battlefield)
	put("Forest", zones.Battlefield)
	put("Mountain", zones.Battlefield)
	bears = put("Grizzly Bears", zones.Hand)
	bolt = put("Lightning Bolt", zones.Hand)
	return g, bears, bolt
}

// A game is set up with Put, started with Start, and played through its
// action methods. Casting a spell pays its cost from the player's untapped
// lands; when both players pass in succession, the spell resolves.
func ExampleNew() {
	alice, bob := engine.PlayerID(0), engine.PlayerID(1)
	g, err := engine.New([]engine.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}, engine.WithSeed(1))
	if err != nil {
		panic(err)
	}
	forest := cards.MustLookup("Forest")
	for range 2 {
		if _, err := g.Put(engine.Placement{Owner: alice, Zone: zones.Battlefield, Def: forest}); err != nil {
			panic(err)
		}
	}
	bears, err := g.Put(engine.Placement{Owner: alice, Zone: zones.Hand, Def: cards.MustLookup("Grizzly Bears")})
	if err != nil {
		panic(err)
	}

	// Turn 1, Alice's precombat main phase.
	if err := g.Start(engine.StartAt{Step: engine.PrecombatMain}); err != nil {
		panic(err)
	}
	if err := g.CastSpell(alice, bears, engine.CastOptions{}); err != nil {
		panic(err)
	}
	fmt.Println("stack:", g.StackLen())
	if err := g.PassPriority(alice); err != nil {
		panic(err)
	}
	if err := g.PassPriority(bob); err != nil {
		panic(err)
	}

	info, err := g.Object(g.Current(bears))
	if err != nil {
		panic(err)
	}
	ch := info.Characteristics
	fmt.Printf("%s is on the %s, %d/%d, summoning sick: %t\n", ch.Name, info.Zone, ch.Power, ch.Toughness, info.SummoningSick)
	fmt.Println("stack:", g.StackLen(), "priority:", g.PlayerName(g.PriorityPlayer()))
	// Output:
	// stack: 1
	// Grizzly Bears is on the battlefield, 2/2, summoning sick: true
	// stack: 0 priority: Alice
}

// An illegal action returns an error that wraps one of the package's
// sentinel errors and leaves the game exactly as it was.
func ExampleGame_CastSpell() {
	alice, bob := engine.PlayerID(0), engine.PlayerID(1)
	g, bears, bolt := exampleGame()
	if err := g.Start(engine.StartAt{Step: engine.PrecombatMain}); err != nil {
		panic(err)
	}
	if err := g.CastSpell(alice, bolt, engine.CastOptions{Targets: []engine.Target{engine.TargetPlayerID(bob)}}); err != nil {
		panic(err)
	}
	// With Lightning Bolt on the stack, a creature spell is too slow.
	err := g.CastSpell(alice, bears, engine.CastOptions{})
	fmt.Println(err)
	fmt.Println("timing:", errors.Is(err, engine.ErrTiming), "stack:", g.StackLen())
	// Output:
	// cast: wrong timing (only as a sorcery: main phase, empty stack)
	// timing: true stack: 1
}

// Clone gives an independent copy of a game, for a bot that looks ahead:
// what happens in the copy does not touch the original.
func ExampleGame_Clone() {
	alice, bob := engine.PlayerID(0), engine.PlayerID(1)
	g, _, bolt := exampleGame()
	if err := g.Start(engine.StartAt{Step: engine.PrecombatMain}); err != nil {
		panic(err)
	}

	future := g.Clone()
	if err := future.CastSpell(alice, bolt, engine.CastOptions{Targets: []engine.Target{engine.TargetPlayerID(bob)}}); err != nil {
		panic(err)
	}
	for future.StackLen() > 0 {
		if err := future.PassPriority(future.PriorityPlayer()); err != nil {
			panic(err)
		}
	}

	fmt.Println("in the clone, Bob's life is", future.Life(bob))
	fmt.Println("in the game, Bob's life is", g.Life(bob))
	fmt.Println("Bolt still in Alice's hand:", len(g.Zone(alice, zones.Hand)) == 2)
	// Output:
	// in the clone, Bob's life is 17
	// in the game, Bob's life is 20
	// Bolt still in Alice's hand: true
}

// A Scripted decider answers a player's decisions from a queue. Here it
// tells Clone which creature to copy as it enters the battlefield.
func ExampleNewScripted() {
	alice, bob := engine.PlayerID(0), engine.PlayerID(1)
	script := engine.NewScripted(engine.PickName("Hill Giant"))
	g, err := engine.New([]engine.PlayerConfig{
		{Name: "Alice", Decider: script},
		{Name: "Bob"},
	}, engine.WithSeed(1))
	if err != nil {
		panic(err)
	}
	put := func(p engine.PlayerID, name string, z zones.Kind) engine.ObjID {
		id, err := g.Put(engine.Placement{Owner: p, Zone: z, Def: cards.MustLookup(name)})
		if err != nil {
			panic(err)
		}
		return id
	}
	for range 4 {
		put(alice, "Island", zones.Battlefield)
	}
	put(alice, "Grizzly Bears", zones.Battlefield)
	put(bob, "Hill Giant", zones.Battlefield)
	clone := put(alice, "Clone", zones.Hand)

	if err := g.Start(engine.StartAt{Step: engine.PrecombatMain}); err != nil {
		panic(err)
	}
	if err := g.CastSpell(alice, clone, engine.CastOptions{}); err != nil {
		panic(err)
	}
	for g.StackLen() > 0 {
		if err := g.PassPriority(g.PriorityPlayer()); err != nil {
			panic(err)
		}
	}

	ch := g.Characteristics(g.Current(clone))
	fmt.Printf("Clone entered as %s, %d/%d, controlled by %s\n", ch.Name, ch.Power, ch.Toughness, g.PlayerName(ch.Controller))
	fmt.Println("answers left:", script.Remaining())
	// Output:
	// Clone entered as Hill Giant, 3/3, controlled by Alice
	// answers left: 0
}

// Every game action emits typed events. Events and EventsSince iterate
// over the log, and Describe turns an event into a line of English. Here
// casting Grizzly Bears activates two Forests' mana abilities to pay for
// it; the events left out (13 and 14) are the two players passing
// priority.
func ExampleGame_Events() {
	alice, bob := engine.PlayerID(0), engine.PlayerID(1)
	g, bears, _ := exampleGame()
	if err := g.Start(engine.StartAt{Step: engine.PrecombatMain}); err != nil {
		panic(err)
	}
	from := g.EventCount()
	if err := g.CastSpell(alice, bears, engine.CastOptions{}); err != nil {
		panic(err)
	}
	if err := g.PassPriority(alice); err != nil {
		panic(err)
	}
	if err := g.PassPriority(bob); err != nil {
		panic(err)
	}

	for ev := range g.EventsSince(from) {
		if ev.Kind == engine.EvPriorityPassed {
			continue
		}
		fmt.Printf("%2d %s\n", ev.Seq, g.Describe(ev))
	}
	// Two Forests: each is named by its tag, its place among them.
	// Output:
	//  3 Grizzly Bears: hand -> stack
	//  4 Forest #1 becomes tapped
	//  5 Alice activates an ability of Forest #1
	//  6 Alice adds {G}
	//  7 Forest #1 is tapped for mana
	//  8 Forest #2 becomes tapped
	//  9 Alice activates an ability of Forest #2
	// 10 Alice adds {G}
	// 11 Forest #2 is tapped for mana
	// 12 Alice casts Grizzly Bears
	// 15 Grizzly Bears resolves
	// 16 Grizzly Bears: stack -> battlefield
}
