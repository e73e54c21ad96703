package match_test

import (
	"fmt"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/decklist"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/match"
)

// A best-of-three match between two preset decks and random deciders:
// the first game's chooser is drawn at random, then the loser of each
// game chooses who plays first in the next.
func ExamplePlay() {
	const seed = 2
	var seats [2]match.Seat
	for i, name := range []string{"cathar", "werewolves"} {
		for _, p := range cards.Presets() {
			if p.Name == name {
				deck, err := decklist.FromPreset(p, nil)
				if err != nil {
					panic(err)
				}
				seats[i] = match.Seat{Name: name, Deck: deck, Decider: engine.NewRandom(seed*10 + uint64(i))}
			}
		}
	}
	res, err := match.Play(match.Config{
		Seats:   seats,
		Seed:    seed,
		Format:  decklist.Custom, // the presets are 40-card decks
		Options: []engine.GameOption{engine.WithoutLog()},
	})
	if err != nil {
		panic(err)
	}
	name := func(p engine.PlayerID) string { return seats[p].Name }
	for k, g := range res.Games {
		fmt.Printf("game %d: %s chose, %s played first, mulligans %d and %d; ", k+1, name(g.Chooser), name(g.Starting), g.Mulligans[0], g.Mulligans[1])
		if g.Winner == engine.NoPlayer {
			fmt.Printf("a draw after %d turns\n", g.Turns)
			continue
		}
		fmt.Printf("%s won on turn %d\n", name(g.Winner), g.Turns)
	}
	fmt.Printf("%s wins the match %d–%d\n", name(res.Winner), res.Wins[res.Winner], res.Wins[1-res.Winner])
	// Output:
	// game 1: werewolves chose, cathar played first, mulligans 2 and 0; werewolves won on turn 22
	// game 2: cathar chose, werewolves played first, mulligans 0 and 1; cathar won on turn 26
	// game 3: werewolves chose, cathar played first, mulligans 1 and 1; cathar won on turn 21
	// cathar wins the match 2–1
}
