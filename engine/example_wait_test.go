package engine_test

import (
	"errors"
	"fmt"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// A game made WithWaitingDecisions needs no Decider: Next plays until a
// decision waits and returns it, and Answer gives the answer, which may
// come from anywhere (a user interface, a message from a client, a bot).
// Here Alice casts Brutal Cathar; as its enter trigger is put on the
// stack, in the middle of Bob's pass, Alice is asked its target (CR
// 603.3d), and the game waits for her answer.
func ExampleGame_Next() {
	g := waitingCatharGame()
	name := func(id engine.ObjID) string { return g.Characteristics(id).Name }
	for exiled := false; !exiled; {
		d, err := g.Next()
		if err != nil || d == nil {
			panic(fmt.Sprint("no decision: ", err))
		}
		who := g.PlayerName(d.Player)
		pick := 0 // at priority, passing is the first option
		switch d.Kind {
		case engine.DecideAction:
			for i, o := range d.Options {
				if o.Action.Kind == engine.ActCast {
					pick = i
				}
			}
			if a := d.Options[pick].Action; a.Kind == engine.ActCast {
				fmt.Printf("%s casts %s\n", who, name(a.Obj))
			} else {
				fmt.Printf("%s passes\n", who)
			}
		case engine.DecideTarget:
			fmt.Printf("%s is asked: %v among", who, d.Kind)
			for _, o := range d.Options {
				fmt.Printf(" %s", name(o.Obj))
			}
			pick = len(d.Options) - 1
			fmt.Printf("; she picks %s\n", name(d.Options[pick].Obj))
			// The game shows the state before Bob's pass; PendingGame
			// shows it as it is at the decision, for her view.
			src, _ := g.PendingGame().Object(d.Source)
			fmt.Printf("she sees %s on the %v\n", src.Def.Front.Name, src.Zone)
			// Anything else is refused until she answers.
			err := g.PassPriority(1)
			fmt.Println("Bob passes meanwhile; refused:", errors.Is(err, engine.ErrDecisionPending))
			exiled = true
		}
		if err := g.Answer(d.Player, []int{pick}); err != nil {
			panic(err)
		}
	}
	it := g.Stack()[0]
	fmt.Printf("on the stack: the trigger of %s, targeting %s\n", name(it.Obj), name(it.Targets[0].Obj))
	// Output:
	// Alice casts Brutal Cathar
	// Alice passes
	// Bob passes
	// Alice is asked: target among Grizzly Bears Llanowar Elves; she picks Llanowar Elves
	// she sees Brutal Cathar on the battlefield
	// Bob passes meanwhile; refused: true
	// on the stack: the trigger of Brutal Cathar, targeting Llanowar Elves
}

// waitingCatharGame is a game made WithWaitingDecisions, started in
// Alice's precombat main phase: she has three Plains and Brutal Cathar in
// her hand, Bob has Grizzly Bears and Llanowar Elves.
func waitingCatharGame() *engine.Game {
	g, err := engine.New([]engine.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}},
		engine.WithSeed(1), engine.WithWaitingDecisions())
	if err != nil {
		panic(err)
	}
	put := func(owner engine.PlayerID, name string, z zones.Kind) {
		if _, err := g.Put(engine.Placement{Owner: owner, Zone: z, Def: cards.MustLookup(name)}); err != nil {
			panic(err)
		}
	}
	for range 3 {
		put(0, "Plains", zones.Battlefield)
	}
	put(0, "Brutal Cathar", zones.Hand)
	put(1, "Grizzly Bears", zones.Battlefield)
	put(1, "Llanowar Elves", zones.Battlefield)
	if err := g.Start(engine.StartAt{Step: engine.PrecombatMain}); err != nil {
		panic(err)
	}
	return g
}
