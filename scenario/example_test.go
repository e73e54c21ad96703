package scenario_test

import (
	"fmt"

	"github.com/cathar-engine/cathar/scenario"
)

// A scenario written in Go: ParseString reports every error of the text,
// and Run carries it out.
func ExampleParseString() {
	f, err := scenario.ParseString("bolt.scenario", `
scenario: Lightning Bolt kills a Grizzly Bears
players: Alice, Bob
battlefield Alice: Mountain
battlefield Bob: Grizzly Bears as bears
hand Alice: Lightning Bolt as bolt
Alice casts bolt targeting bears
resolve
expect bears in graveyard
expect bears 3/3        # wrong on purpose
`)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(f.Run().Err)
	// Output: bolt.scenario:10: expected bears 3/3, found bears 2/2 (bears is in graveyard)
}

// Malformed files report every error before anything runs.
func ExampleParse() {
	_, err := scenario.Parse("bad.scenario", []byte("scenario: two mistakes\nplayers: Alice, Bob\nhand Alice: Grizzly Bear\nAlice casts bears\n"))
	fmt.Println(err)
	// Output:
	// bad.scenario:3: unknown card "Grizzly Bear"; did you mean "Grizzly Bears"?
	// bad.scenario:4: "bears" is neither a label nor a card name; did you mean "Grizzly Bears"?
}
