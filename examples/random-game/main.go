// Command random-game plays a seeded game between two random deciders and
// narrates it turn by turn. The same seed always gives the same game.
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
)

func deck(names map[string]int) []*engine.CardDef {
	var d []*engine.CardDef
	for _, n := range []string{"Forest", "Mountain", "Plains", "Grizzly Bears", "Hill Giant", "Llanowar Elves",
		"Lightning Bolt", "Giant Growth", "Raise the Alarm", "Murder", "Swamp", "Bonesplitter", "Pacifism"} {
		for range names[n] {
			d = append(d, cards.MustLookup(n))
		}
	}
	return d
}

func main() {
	seed := flag.Uint64("seed", 1, "random seed")
	turns := flag.Int("turns", 30, "stop after this turn")
	quiet := flag.Bool("quiet", false, "print only the result")
	flag.Parse()

	green := deck(map[string]int{"Forest": 10, "Mountain": 7, "Grizzly Bears": 6, "Hill Giant": 4, "Llanowar Elves": 4,
		"Lightning Bolt": 4, "Giant Growth": 3, "Bonesplitter": 2})
	white := deck(map[string]int{"Plains": 9, "Swamp": 8, "Grizzly Bears": 2, "Raise the Alarm": 6, "Murder": 4,
		"Pacifism": 4, "Hill Giant": 2, "Bonesplitter": 3, "Forest": 2})
	g, err := engine.New([]engine.PlayerConfig{
		{Name: "Alice", Deck: green, Decider: engine.NewRandom(*seed)},
		{Name: "Bob", Deck: white, Decider: engine.NewRandom(*seed + 1)},
	}, engine.WithSeed(*seed))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if err := g.Start(engine.StartAt{Shuffle: true, OpeningHand: 7}); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if err := g.PlayTurns(*turns); err != nil {
		fmt.Fprintln(os.Stderr, "error:", err)
		os.Exit(1)
	}
	if !*quiet {
		for ev := range g.Events() {
			switch ev.Kind {
			case engine.EvPriorityPassed, engine.EvStepBegan, engine.EvManaEmptied, engine.EvBecameTarget:
				continue
			}
			fmt.Println(g.Describe(ev))
		}
	}
	over, winner := g.Over()
	n, _, _ := g.Turn()
	switch {
	case over && winner != engine.NoPlayer:
		fmt.Printf("%s wins on turn %d (life %d to %d)\n", g.PlayerName(winner), n, g.Life(0), g.Life(1))
	case over:
		fmt.Printf("draw on turn %d\n", n)
	default:
		fmt.Printf("no winner after %d turns (life %d to %d)\n", *turns, g.Life(0), g.Life(1))
	}
}
