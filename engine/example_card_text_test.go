package engine_test

import (
	"fmt"
	"slices"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
)

// A card as people read it: fmt prints a definition with its String
// method, the front face, a line "----" and the back face.
func ExampleCardDef_String() {
	fmt.Println(cards.MustLookup("Brutal Cathar"))
	// Output:
	// Brutal Cathar {2}{W}
	// Creature — Human Soldier Werewolf
	// Whenever this creature enters or transforms into Brutal Cathar, exile target creature an opponent controls until this creature leaves the battlefield.
	// Daybound
	// 2/2
	// ----
	// Moonrage Brute
	// Color: red
	// Creature — Werewolf
	// First strike
	// Ward—Pay 3 life.
	// Nightbound
	// 3/3
}

// One face alone: the back face of Brutal Cathar, with the color its
// color indicator gives it.
func ExampleFace_String() {
	fmt.Println(cards.MustLookup("Brutal Cathar").Back)
	// Output:
	// Moonrage Brute
	// Color: red
	// Creature — Werewolf
	// First strike
	// Ward—Pay 3 life.
	// Nightbound
	// 3/3
}

// A face's rules text line by line, each activated ability with the
// number ActivateAbility (its index plus one) and a scenario's
// "activates CARD ability N" call it by.
func ExampleFace_RulesText() {
	for _, line := range cards.MustLookup("The Celestus").Front.RulesText() {
		if line.Ability > 0 {
			fmt.Printf("[ability %d] %s\n", line.Ability, line.Text)
			continue
		}
		fmt.Println(line.Text)
	}
	// Output:
	// If it's neither day nor night, it becomes day as The Celestus enters.
	// [ability 1] {T}: Add one mana of any color.
	// [ability 2] {3}, {T}: If it's night, it becomes day. Otherwise, it becomes night. Activate only as a sorcery.
	// Whenever day becomes night or night becomes day, you gain 1 life. You may draw a card. If you do, discard a card.
}

// A face's keyword abilities, with no loop over the Keyword constants.
func ExampleKeywordSet_All() {
	brute := cards.MustLookup("Brutal Cathar").Back
	for k := range brute.Keywords.All() {
		fmt.Println(k)
	}
	fmt.Println(slices.Collect(brute.Keywords.All()))
	// Output:
	// first strike
	// ward
	// nightbound
	// [first strike ward nightbound]
}

// A face's colors as a list, in WUBRG order.
func ExampleColorSet_All() {
	arlinn := cards.MustLookup("Arlinn, the Pack's Hope")
	fmt.Println(slices.Collect(arlinn.Front.Colors.All()), slices.Collect(arlinn.Back.Colors.All()))
	var none engine.ColorSet
	fmt.Println(len(slices.Collect(none.All())))
	// Output:
	// [red green] [red green]
	// 0
}
