package cards_test

import (
	"errors"
	"fmt"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
)

// Find accepts a name as people write it, and suggests the nearest names
// for one the pool does not have.
func ExampleFind() {
	for _, name := range []string{"Moonrager\u2019s Slash", "Brutal Cathar // Moonrage Brute", "Soldier", "mountain"} {
		def, exact, err := cards.Find(name)
		if err != nil {
			fmt.Println(err, errors.Is(err, engine.ErrUnknownCard))
			continue
		}
		faces := "one face"
		if def.Back != nil {
			faces = "front face of " + def.Front.Name + " // " + def.Back.Name
		}
		fmt.Printf("%s: %s\n", exact, faces)
	}
	// Output:
	// Moonrager's Slash: one face
	// Brutal Cathar: front face of Brutal Cathar // Moonrage Brute
	// Soldier Token: one face
	// unknown card "mountain"; did you mean "Mountain"? true
}
