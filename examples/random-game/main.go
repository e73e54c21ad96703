// Command random-game plays a seeded game between two random deciders and
// narrates it turn by turn. The same seed always gives the same game.
//
//	go run ./examples/random-game [-seed N] [-turns N] [-quiet]
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// deck returns a library with count copies of each named card, in a fixed
// order (the start of the game shuffles it with the game's seed).
func deck(counts map[string]int) []*engine.CardDef {
	var d []*engine.CardDef
	for _, n := range []string{"Forest", "Mountain", "Plains", "Grizzly Bears", "Hill Giant", "Llanowar Elves",
		"Lightning Bolt", "Giant Growth", "Raise the Alarm", "Murder", "Swamp", "Bonesplitter", "Pacifism"} {
		for range counts[n] {
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
	// The game begins from its first decision (CR 103): a chooser drawn
	// from the game's random source chooses who plays first, and each
	// player keeps or takes a mulligan, all through the random deciders.
	if err := g.Begin(engine.Beginning{RandomChooser: true}); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	playErr := g.PlayTurns(*turns)
	if !*quiet {
		fmt.Printf("Alice (green and red) against Bob (white and black), seed %d; life totals are Alice / Bob.\n", *seed)
		narrate(g)
	}
	if playErr != nil {
		fmt.Fprintln(os.Stderr, "error:", playErr)
		os.Exit(1)
	}
	over, winner := g.Over()
	n, _, _ := g.Turn()
	switch {
	case over && winner != engine.NoPlayer:
		fmt.Printf("%s wins on turn %d (life %d / %d)\n", g.PlayerName(winner), n, g.Life(0), g.Life(1))
	case over:
		fmt.Printf("draw on turn %d (life %d / %d)\n", n, g.Life(0), g.Life(1))
	default:
		fmt.Printf("no winner after %d turns (life %d / %d)\n", *turns, g.Life(0), g.Life(1))
	}
}

// narrate prints the game's event log grouped by turn, leaving out the
// events that carry no story (priority passes, steps beginning, mana
// emptying, becoming a target) and the zone changes that a draw, a land
// play or a cast already tells.
func narrate(g *engine.Game) {
	told := map[engine.ObjID]bool{} // new objects whose arrival another event tells
	for ev := range g.Events() {
		switch ev.Kind {
		case engine.EvDrew, engine.EvLandPlayed, engine.EvSpellCast, engine.EvDiscarded:
			told[ev.Obj] = true
		}
	}
	var evs []engine.Event
	for ev := range g.Events() {
		switch ev.Kind {
		case engine.EvPriorityPassed, engine.EvStepBegan, engine.EvManaEmptied, engine.EvBecameTarget:
			continue
		case engine.EvZoneChanged:
			if told[ev.Other] {
				continue
			}
		}
		evs = append(evs, ev)
	}
	life := make([]int, g.NumPlayers())
	for i := range life {
		life[i] = engine.StartingLife
	}
	name := func(id engine.ObjID) string { return g.Characteristics(id).Name }
	for i := 0; i < len(evs); i++ {
		ev := evs[i]
		switch ev.Kind {
		case engine.EvTurnBegan:
			totals := make([]string, len(life))
			for p, l := range life {
				totals[p] = fmt.Sprint(l)
			}
			turn, _ := ev.Turn()
			fmt.Printf("--- turn %d: %s (life %s) ---\n", turn, g.PlayerName(ev.Player), strings.Join(totals, " / "))
		case engine.EvGameStarted:
			players, _ := ev.Quantity()
			fmt.Printf("--- the game begins: %d players ---\n", players)
		case engine.EvLifeChanged:
			change, _ := ev.Quantity()
			life[ev.Player] += change
			fmt.Println("  " + g.Describe(ev))
		case engine.EvZoneChanged:
			switch {
			case ev.To == zones.Battlefield:
				fmt.Printf("  %s enters the battlefield\n", name(ev.Obj))
			case ev.From == zones.Battlefield && ev.To == zones.Graveyard:
				fmt.Printf("  %s is put into its owner's graveyard\n", name(ev.Obj))
			case ev.From == zones.Stack && ev.To == zones.Graveyard:
				// a resolved or countered instant or sorcery
			default:
				fmt.Println("  " + g.Describe(ev))
			}
		case engine.EvDrew:
			// Consecutive draws by one player make one line.
			drawn := []string{name(ev.Obj)}
			for i+1 < len(evs) && evs[i+1].Kind == engine.EvDrew && evs[i+1].Player == ev.Player {
				i++
				drawn = append(drawn, name(evs[i].Obj))
			}
			fmt.Printf("  %s draws %s\n", g.PlayerName(ev.Player), strings.Join(drawn, ", "))
		case engine.EvTapped:
			// Tapping for mana is told by the tapped-for-mana event.
			if manaTapFollows(evs[i+1:], ev.Obj) {
				continue
			}
			fmt.Println("  " + g.Describe(ev))
		case engine.EvAbilityActivated:
			if _, ok := ev.StackID(); !ok {
				continue // a mana ability: it never uses the stack
			}
			fmt.Println("  " + g.Describe(ev))
		case engine.EvManaAdded:
			// "Alice adds {G}" and "Forest is tapped for mana" make one line.
			if i+1 < len(evs) && evs[i+1].Kind == engine.EvTappedForMana && evs[i+1].Obj == ev.Obj {
				i++
				n, _ := ev.Quantity()
				fmt.Printf("  %s taps %s for %s\n", g.PlayerName(ev.Player), name(ev.Obj), strings.Repeat(ev.Mana.String(), n))
				continue
			}
			fmt.Println("  " + g.Describe(ev))
		default:
			fmt.Println("  " + g.Describe(ev))
		}
	}
}

// manaTapFollows reports whether the events after a tap show obj being
// tapped for mana as part of the same mana ability.
func manaTapFollows(next []engine.Event, obj engine.ObjID) bool {
	for _, ev := range next {
		switch ev.Kind {
		case engine.EvTappedForMana:
			return ev.Obj == obj
		case engine.EvAbilityActivated, engine.EvManaAdded:
			continue
		}
		return false
	}
	return false
}
