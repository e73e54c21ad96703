package scenario_test

import (
	"fmt"
	"os"

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

// WriteEvents and WriteBoard show what a run did and where it left the
// game, as `cathar check --explain` prints them.
func ExampleResult_WriteBoard() {
	f, err := scenario.ParseString("bolt.scenario", `
scenario: Lightning Bolt on its way
players: Alice, Bob
battlefield Alice: Mountain
battlefield Bob: Grizzly Bears as bears
hand Alice: Lightning Bolt as bolt
Alice casts bolt targeting bears
`)
	if err != nil {
		fmt.Println(err)
		return
	}
	res := f.Run()
	res.WriteEvents(os.Stdout, res.Trace[0].From)
	res.WriteBoard(os.Stdout)
	// Output:
	//     bolt: hand -> stack  [CR 400.7]
	//     Mountain becomes tapped  [CR 701.26a]
	//     Alice activates an ability of Mountain  [CR 605.3b]
	//     Alice adds {R}  [CR 106.4]
	//     Mountain is tapped for mana  [CR 106.12]
	//     Alice casts bolt, targeting bears  [CR 601.2]
	//     bears becomes the target of bolt  [CR 115.1]
	//   turn 1, precombat main step, Alice's turn; it is neither day nor night
	//   Alice: 20 life, 40 cards in library
	//     battlefield: Mountain: tapped
	//     hand: none
	//     graveyard: none
	//     exile: none
	//   Bob: 20 life, 40 cards in library
	//     battlefield: bears (Grizzly Bears): 2/2
	//     hand: none
	//     graveyard: none
	//     exile: none
	//   stack, top first:
	//     1. spell bolt (Lightning Bolt) (Alice), targeting bears (Grizzly Bears)
}

// A Session runs statements one at a time and keeps those that leave a
// passing file; Undo takes the last one back.
func ExampleSession() {
	s := scenario.NewSession("try")
	for _, line := range []string{
		"players: Alice, Bob",
		"battlefield Bob: Grizzly Bears as bears",
		"expect bears tapped", // does not hold: reported, not kept
		"expect bears untapped",
	} {
		if err := s.Enter(line); err != nil {
			fmt.Println("rejected:", err)
		}
	}
	fmt.Println(s.Undo())
	fmt.Print(string(s.Source()))
	// Output:
	// rejected: try:4: expected bears tapped, found bears untapped
	// <nil>
	// scenario: a session of cathar try
	// players: Alice, Bob
	// battlefield Bob: Grizzly Bears as bears
}
