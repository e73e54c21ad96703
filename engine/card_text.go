package engine

import (
	"strconv"
	"strings"
)

// A card as text: its faces as people read them, for a program that shows
// a card (a deck tool, a UI, the command line). The text is built from the
// definition alone, with no game; it never changes a definition.

// faceSeparator is the line between the faces of a double-faced card in
// CardDef.String.
const faceSeparator = "----"

// String returns the card as text: its front face as Face.String writes
// it and, for a double-faced card (CR 712.1), a line "----" and its back
// face. Brutal Cathar // Moonrage Brute is
//
//	Brutal Cathar {2}{W}
//	Creature — Human Soldier Werewolf
//	Whenever this creature enters or transforms into Brutal Cathar, exile target creature an opponent controls until this creature leaves the battlefield.
//	Daybound
//	2/2
//	----
//	Moonrage Brute
//	Color: red
//	Creature — Werewolf
//	First strike
//	Ward—Pay 3 life.
//	Nightbound
//	3/3
//
// Lines are separated by "\n", with none after the last.
func (c *CardDef) String() string {
	if c.Back == nil {
		return c.Front.String()
	}
	return c.Front.String() + "\n" + faceSeparator + "\n" + c.Back.String()
}

// String returns the face as text, one line each, in this order:
//
//   - the name, then a space and the mana cost in symbols ("{2}{W}",
//     CR 202.1) if the face has one;
//   - "Color: " and its colors ("red", "red and green"), when they are
//     not its mana cost's: a color indicator (CR 202.2e, 204), or a
//     token's colors (CR 111.3);
//   - the type line (TypeLine);
//   - the rules text, a line for each entry of RulesText;
//   - a creature's power and toughness ("2/2", CR 208.1), a
//     planeswalker's loyalty ("Loyalty: 4", CR 209.1).
//
// Lines are separated by "\n", with none after the last. Keywords are
// written without reminder text, and activated abilities without their
// numbers (RulesText has them).
func (f *Face) String() string {
	var b strings.Builder
	b.WriteString(f.Name)
	if f.ManaCost.Present {
		b.WriteByte(' ')
		b.WriteString(f.ManaCost.String())
	}
	if colors := faceColors(f); colors != f.ManaCost.Colors() {
		b.WriteString("\nColor: ")
		b.WriteString(andList(colors))
	}
	b.WriteByte('\n')
	b.WriteString(f.TypeLine())
	for _, l := range f.RulesText() {
		b.WriteByte('\n')
		b.WriteString(l.Text)
	}
	if f.Types.Has(Creature) {
		b.WriteByte('\n')
		b.WriteString(ptText(int(f.Power), int(f.Toughness)))
	}
	if f.Types.Has(Planeswalker) {
		b.WriteString("\nLoyalty: ")
		b.WriteString(strconv.Itoa(int(f.Loyalty)))
	}
	return b.String()
}

// TypeLine returns the face's type line (CR 205.1): supertypes, card
// types, and after a long dash the subtypes in the card's printed order
// ("Legendary Planeswalker — Arlinn", "Creature — Human Soldier
// Werewolf").
func (f *Face) TypeLine() string { return TypeLine(f.Supertypes, f.Types, f.Subtypes) }

// faceColors returns the face's colors: its Colors, or, for a definition
// not yet finished (Finish), the colors of its mana cost (CR 202.2).
func faceColors(f *Face) ColorSet {
	if f.Colors != 0 {
		return f.Colors
	}
	return f.ManaCost.Colors()
}

// andList joins the names of the colors of s: "red", "red and green",
// "white, blue and black".
func andList(s ColorSet) string {
	var words []string
	for c := range s.All() {
		words = append(words, c.String())
	}
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}
