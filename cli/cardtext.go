package cli

import (
	"strconv"
	"strings"

	"github.com/cathar-engine/cathar/engine"
)

// typeLine is a face's type line (CR 205.1), subtypes in the card's
// printed order (CR 205.3a).
func typeLine(f *engine.Face) string { return f.TypeLine() }

// powerToughness is "P/T" for a creature face, "" for others.
func powerToughness(f *engine.Face) string {
	if !f.Types.Has(engine.Creature) {
		return ""
	}
	return strconv.Itoa(int(f.Power)) + "/" + strconv.Itoa(int(f.Toughness))
}

// loyaltyText is a planeswalker face's printed loyalty (CR 209.1,
// 306.5a), "" for other faces.
func loyaltyText(f *engine.Face) string {
	if !f.Types.Has(engine.Planeswalker) {
		return ""
	}
	return strconv.Itoa(int(f.Loyalty))
}

// keywordList is the face's keyword lines as the card prints them
// (Face.RulesText): "Menace, haste", "Ward {1}", "Daybound"; a line
// that ends a sentence ("Ward—Pay 3 life.") without its period, as the
// lines are listed joined by commas.
func keywordList(f *engine.Face) []string {
	var out []string
	for _, l := range f.RulesText() {
		if l.Keyword {
			out = append(out, strings.TrimSuffix(l.Text, "."))
		}
	}
	return out
}

// colorText names a face's color (CR 105.2, 202.2): its colors, or
// "colorless", and whether they come from a color indicator (CR 204) — a
// card face with no mana cost that has a color.
func colorText(f *engine.Face, token bool) string {
	var names []string
	for c := range f.Colors.All() {
		names = append(names, c.String())
	}
	if len(names) == 0 {
		return "colorless"
	}
	s := strings.Join(names, " and ")
	if !f.ManaCost.Present && !token {
		s += " (color indicator)"
	}
	return s
}

// rulesText is the face's rules text but its keyword lines
// (Face.RulesText), an activated or mana ability marked with the number
// `activates CARD ability N` calls it by (counted as printed, CR 602.1).
func rulesText(f *engine.Face) []string {
	var out []string
	for _, l := range f.RulesText() {
		switch {
		case l.Keyword:
		case l.Ability > 0:
			out = append(out, "[ability "+strconv.Itoa(l.Ability)+"] "+l.Text)
		default:
			out = append(out, l.Text)
		}
	}
	return out
}
