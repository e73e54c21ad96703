// Command cathar is the example's own cathar command: the whole command
// of package cli, with the example's cards and decks. Every tool reads
// them: check runs the rulings about them, cards prints them, try takes
// statements that name them, and play, replay and serve deal their
// decks.
//
//	go run ./examples/custom-cards/cathar check examples/custom-cards/rulings
//	go run ./examples/custom-cards/cathar cards "Hollowmoor Stalker"
//	go run ./examples/custom-cards/cathar play --decks hollowmoor,absence --games 100
package main

import (
	"fmt"
	"os"

	"github.com/cathar-engine/cathar/cli"
	"github.com/cathar-engine/cathar/examples/custom-cards/internal/mycards"
)

func main() {
	reg, err := mycards.Registry()
	if err != nil {
		fmt.Fprintln(os.Stderr, "cathar:", err)
		os.Exit(1)
	}
	os.Exit(cli.Main(os.Args[1:], cli.WithCards(reg), cli.WithDecks(mycards.Decks()...)))
}
