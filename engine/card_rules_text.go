package engine

import (
	"strconv"
	"strings"
)

// RulesLine is one line of a face's rules text (Face.RulesText).
type RulesLine struct {
	// Text is the line as the definition words it; a keyword line has
	// no reminder text.
	Text string
	// Keyword marks a line of keyword abilities (CR 702): "Flash",
	// "Menace, haste", "Ward {1}", "Daybound".
	Keyword bool
	// Ability is, for an activated ability (a mana or loyalty ability
	// included), its number among the face's activated abilities,
	// counted from 1 in printed order (CR 602.1): the index
	// Game.ActivateAbility takes is Ability-1, and a scenario's
	// "activates CARD ability N" names it as N. It is 0 for every other
	// line.
	Ability int
}

// lineKeywords are the keyword abilities that share one line, in the
// order cards print them ("Flying, first strike", "Menace, haste",
// "Trample, haste": haste comes last). Flash, ward, daybound and
// nightbound each have a line of their own (RulesText).
var lineKeywords = [...]Keyword{Defender, Flying, FirstStrike, DoubleStrike, Vigilance, Menace, Intimidate,
	Reach, Trample, Deathtouch, Lifelink, Hexproof, Indestructible, Haste}

// RulesText returns the face's rules text (CR 207.1), a line for each
// ability, in the order cards print them as far as the definition records
// it:
//
//   - "Flash" (CR 702.8);
//   - what works while the face is a spell (CR 601.2f, 601.3c): its cost
//     reduction, its permission to be cast as though it had flash, and
//     "This spell can't be countered.";
//   - an Aura's enchant ability (CR 702.5a, the Spell text of a face that
//     is neither an instant nor a sorcery);
//   - the other keyword abilities, on one line joined by commas with the
//     first letter capitalized ("Menace, haste"), in a fixed order
//     (haste last), since a definition does not record the order printed;
//   - ward with its cost (CR 702.21a): "Ward {1}", "Ward—Pay 3 life.";
//   - an instant's or sorcery's spell ability (CR 113.3a);
//   - each ability of Abilities, in order (an activated one with its
//     number, RulesLine.Ability);
//   - flashback (CR 702.34a);
//   - "Daybound", "Nightbound" (CR 702.145), last, as the cards of
//     Innistrad: Midnight Hunt and Crimson Vow print them.
//
// The words are the definition's texts (Ability.Text, SpellAbility.Text,
// and the like); an ability with no text is left out. An additional cost
// (CR 601.2b) is written in the spell's text, and the abilities a face
// grants to other objects (Grants) in the text of the ability that grants
// them, as cards print them.
func (f *Face) RulesText() []RulesLine {
	var out []RulesLine
	add := func(text string, keyword bool) {
		if text != "" {
			out = append(out, RulesLine{Text: text, Keyword: keyword})
		}
	}
	if f.Keywords.Has(Flash) {
		add("Flash", true)
	}
	if f.Reduction != nil {
		add(f.Reduction.Text, false)
	}
	if f.AsThoughFlash != nil {
		add(f.AsThoughFlash.Text, false)
	}
	if f.Uncounterable {
		add("This spell can't be countered.", false)
	}
	instant := f.Types.Has(Instant) || f.Types.Has(Sorcery)
	if f.Spell != nil && !instant {
		add(f.Spell.Text, false)
	}
	add(keywordLine(f.Keywords), true)
	if f.Keywords.Has(Ward) {
		add("Ward"+wardText(f), true)
	}
	if f.Spell != nil && instant {
		add(f.Spell.Text, false)
	}
	n := 0
	for _, ab := range f.Abilities {
		if ab.Kind == Activated || ab.Kind == ManaAbility {
			n++ // counted also without a text, as ActivateAbility counts it
			if ab.Text != "" {
				out = append(out, RulesLine{Text: ab.Text, Ability: n})
			}
			continue
		}
		add(ab.Text, false)
	}
	if f.Flashback != nil {
		add(f.Flashback.Text, false)
	}
	for _, k := range [...]Keyword{Daybound, Nightbound} {
		if f.Keywords.Has(k) {
			add(capitalized(k.String()), true)
		}
	}
	return out
}

// keywordLine is the line of the keywords of s that share one
// (lineKeywords), "" for none.
func keywordLine(s KeywordSet) string {
	var words []string
	for _, k := range lineKeywords {
		if s.Has(k) {
			words = append(words, k.String())
		}
	}
	return capitalized(strings.Join(words, ", "))
}

// capitalized returns s with its first letter in upper case (keyword
// names are ASCII).
func capitalized(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// wardText is what follows "Ward" on the face (CR 702.21a): " {1}" for a
// cost of mana alone, "—Pay 3 life." or "—Discard a card." otherwise,
// the parts of a cost with several joined by commas.
func wardText(f *Face) string {
	var parts []string
	if m := f.WardMana; m.Present || m.ManaValue(0) > 0 {
		m.Present = true // a cost written without MustManaCost
		parts = append(parts, m.String())
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
	switch {
	case len(parts) == 0:
		return ""
	case len(parts) == 1 && f.WardLife == 0 && f.WardDiscard == 0:
		return " " + parts[0]
	}
	return "—" + strings.Join(parts, ", ") + "."
}
