package bot_test

import (
	"fmt"

	"github.com/cathar-engine/cathar/bot"
	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
)

// The search bot plays one seat of a game made WithWaitingDecisions, as
// it would against a person: the other seat has no decider and is
// answered from outside the game (here by a seeded random decider), while
// the engine asks the bot its own decisions as the game goes.
func ExampleNewSearch() {
	cathar, _ := cards.Deck("cathar")
	wolves, _ := cards.Deck("werewolves")
	g, err := engine.New([]engine.PlayerConfig{
		{Name: "Alice", Deck: cathar},                             // waits for answers
		{Name: "Bot", Deck: wolves, Decider: bot.NewSearch(1, 7)}, // the bot
	}, engine.WithSeed(7), engine.WithWaitingDecisions())
	if err != nil {
		panic(err)
	}
	if err := g.Start(engine.StartAt{Shuffle: true, OpeningHand: 7}); err != nil {
		panic(err)
	}
	alice := engine.NewRandom(1) // stands for the person
	for {
		d, err := g.Next()
		if err != nil {
			panic(err)
		}
		if d == nil {
			break // the game is over
		}
		ans, _ := alice.Decide(g, d)
		if err := g.Answer(d.Player, ans); err != nil {
			panic(err)
		}
	}
	_, winner := g.Over()
	turn, _, _ := g.Turn()
	fmt.Printf("%s wins on turn %d\n", g.PlayerName(winner), turn)
	// Output:
	// Bot wins on turn 14
}
