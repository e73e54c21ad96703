package engine_test

import (
	"fmt"

	"github.com/cathar-engine/cathar/engine"
)

// A search looks ahead with Mark and Rewind: from a mark, it plays each
// legal action and what follows, scores the result, and rewinds to the
// mark before the next one. Rewinding costs about what the actions undone
// cost, not a Clone. Release ends the search, and the game plays on
// without keeping records.
func ExampleGame_Mark() {
	g, _, _ := exampleGame()
	if err := g.Start(engine.StartAt{Turn: 1, Player: 0, Step: engine.PrecombatMain}); err != nil {
		panic(err)
	}
	name := func(a engine.Action) string {
		switch a.Kind {
		case engine.ActPass:
			return "pass"
		case engine.ActCast:
			info, _ := g.Object(a.Obj)
			s := "cast " + info.Def.Front.Name
			for _, t := range a.TargetList() {
				s += " at " + g.PlayerName(t.Player)
			}
			return s
		}
		return "another action"
	}
	events := g.EventCount()
	m := g.Mark()
	best, bestLife := engine.Action{}, 21
	for _, a := range g.LegalActions(0, nil) {
		if err := g.Perform(a); err != nil {
			panic(err)
		}
		// Both pass: what Alice cast resolves.
		for range 2 {
			if p := g.PriorityPlayer(); p != engine.NoPlayer {
				if err := g.PassPriority(p); err != nil {
					panic(err)
				}
			}
		}
		fmt.Printf("%s: Bob at %d\n", name(a), g.Life(1))
		if g.Life(1) < bestLife {
			best, bestLife = a, g.Life(1)
		}
		if err := g.Rewind(m); err != nil {
			panic(err)
		}
	}
	fmt.Println("back at the mark:", g.EventCount() == events, g.Life(1))
	if err := g.Release(m); err != nil {
		panic(err)
	}
	if err := g.Perform(best); err != nil {
		panic(err)
	}
	fmt.Println("Alice chooses to", name(best))
	fmt.Println("the released mark:", g.Rewind(m))
	// Output:
	// pass: Bob at 20
	// cast Grizzly Bears: Bob at 20
	// cast Lightning Bolt at Alice: Bob at 20
	// cast Lightning Bolt at Bob: Bob at 17
	// back at the mark: true 20
	// Alice chooses to cast Lightning Bolt at Bob
	// the released mark: rewind: the mark is no longer held
}
