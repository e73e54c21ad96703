package cli

import (
	"strconv"
	"strings"

	"github.com/cathar-engine/cathar/engine"
)

// typeLine is a face's type line (CR 205.1), subtypes in the card's
// printed order (CR 205.3a).
func typeLine(f *engine.Face) string { return engine.TypeLine(f.Supertypes, f.Types, f.Subtypes) }

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

// keywordList is the face's keyword abilities as printed, capitalized,
// with ward's cost (CR 702.21a).
func keywordList(f *engine.Face) []string {
	var out []string
	for k := range engine.Keyword(32) {
		if !f.Keywords.Has(k) {
			continue
		}
		s := k.String()
		if k == engine.Ward {
			s += wardText(f)
		}
		out = append(out, strings.ToUpper(s[:1])+s[1:])
	}
	return out
}

// colorText names a face's color (CR 105.2, 202.2): its colors, or
// "colorless", and whether they come from a color indicator (CR 204) — a
// card face with no mana cost that has a color.
func colorText(f *engine.Face, token bool) string {
	var names []string
	for c := engine.White; c <= engine.Green; c++ {
		if f.Colors.Has(c) {
			names = append(names, c.String())
		}
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

// rulesText is the rules text the face's definition records, in order:
// the cost reduction, the permission to cast it as though it had flash
// (CR 601.3c) and "can't be countered" (they work while it is a
// spell, CR 601.2f), the spell ability or enchant ability (CR
// 113.3a, 702.5a), then each ability, and flashback last, as printed
// (CR 702.34a). An activated or mana ability carries
// the number `activates CARD ability N` calls it by (counted as printed,
// CR 602.1).
func rulesText(f *engine.Face) []string {
	var out []string
	if f.Reduction != nil {
		out = append(out, f.Reduction.Text)
	}
	if f.AsThoughFlash != nil {
		out = append(out, f.AsThoughFlash.Text)
	}
	if f.Uncounterable {
		out = append(out, "This spell can't be countered.")
	}
	if f.Spell != nil {
		out = append(out, f.Spell.Text)
	}
	n := 0
	for _, ab := range f.Abilities {
		if ab.Kind == engine.Activated || ab.Kind == engine.ManaAbility {
			n++
			out = append(out, "[ability "+strconv.Itoa(n)+"] "+ab.Text)
			continue
		}
		out = append(out, ab.Text)
	}
	if f.Flashback != nil {
		out = append(out, f.Flashback.Text)
	}
	return out
}

// wardText words ward's cost as printed (CR 702.21a): "Ward {1}",
// "Ward—Pay 3 life", "Ward—Discard a card".
func wardText(f *engine.Face) string {
	var parts []string
	if f.WardMana.ManaValue(0) > 0 || f.WardMana.Present {
		parts = append(parts, f.WardMana.String())
	}
	if f.WardLife > 0 {
		parts = append(parts, "Pay "+strconv.Itoa(int(f.WardLife))+" life")
	}
	switch {
	case f.WardDiscard == 1:
		parts = append(parts, "Discard a card")
	case f.WardDiscard > 1:
		parts = append(parts, "Discard "+strconv.Itoa(int(f.WardDiscard))+" cards")
	}
	if len(parts) == 1 && parts[0][0] == '{' {
		return " " + parts[0]
	}
	return "—" + strings.Join(parts, ", ")
}
