package scenario

import (
	"strings"

	"github.com/cathar-engine/cathar/cards"
)

// The forms of expectation, as messages list them: what may follow a
// label, a player's name, or `expect` itself. A form the parser accepts
// is added here too, so that the message for an unknown one lists it.
var (
	labelExpectForms = []string{
		"in ZONE", "named NAME", "face front|back", "tapped", "untapped", "P/T",
		"controller PLAYER", "counters KIND xN", "attached to LABEL|PLAYER|nothing", "has KEYWORD",
		"has no KEYWORD", "damage N", "could produce MANA", "loyalty N",
		"is [not] TYPE", "[not] attacking [PLAYER|LABEL]", "blocking LABEL", "not blocking", "[not] blocked",
	}
	playerExpectForms = []string{"lost", "controls N creatures|permanents|lands|tokens", "controls N tokens named NAME"}
	gameExpectForms   = []string{
		"day|night|neither", "life PLAYER N", "stack N", "mana PLAYER MANA", `error ["TEXT"]`,
		"turn N STEP", "active PLAYER", "hand|library|graveyard PLAYER N", "spells cast PLAYER N",
		"LABEL …", "PLAYER …",
	}
)

// formList writes forms for a message: `a`, `b`, ….
func formList(forms []string) string {
	q := make([]string, len(forms))
	for i, f := range forms {
		q[i] = "`" + f + "`"
	}
	return strings.Join(q, ", ")
}

// startsForm reports whether t is the first word of one of the forms
// (a power/toughness such as 3/3 for P/T); a form that begins with an
// optional word, such as `[not] attacking`, begins with either.
func startsForm(t token, forms []string) bool {
	if !t.word() || t.text == "" {
		return false
	}
	for _, f := range forms {
		if f == "P/T" && strings.Contains(t.text, "/") {
			return true
		}
		first, rest, _ := strings.Cut(f, " ")
		if strings.HasPrefix(first, "[") {
			if startsForm(t, []string{rest}) {
				return true
			}
			first = strings.Trim(first, "[]")
		}
		for _, w := range strings.Split(first, "|") {
			if t.is(w) {
				return true
			}
		}
	}
	return false
}

// unknownExpectation reports an expectation of a subject (a label or a
// player) that is none of its forms, listing them; when a filler word
// such as `is` comes before a valid form, it says to leave it out.
func (p *parser) unknownExpectation(c *cursor, subject string, t token, forms []string) bool {
	if t.word() && startsForm(c.peek(), forms) {
		rest := make([]token, 0, len(c.toks))
		rest = append(rest, c.toks[:c.pos-1]...)
		rest = append(rest, c.toks[c.pos:]...)
		return p.fail("expect %s: unknown expectation %s; leave it out: write `%s`", subject, describe(t), joinTokens(rest))
	}
	if t.text == "" && !t.quoted {
		return p.fail("expect %s: what to check is missing; after %s write one of %s", subject, subject, formList(forms))
	}
	return p.fail("expect %s: unknown expectation %s; after %s write one of %s", subject, describe(t), subject, formList(forms))
}

// gameExpectWords are the words that begin an expectation of the game.
var gameExpectWords = []string{"day", "night", "neither", "life", "stack", "mana", "error",
	"turn", "active", "hand", "library", "graveyard", "spells"}

// unknownSubject reports the word after `expect` that is no label, no
// player and no word an expectation begins with: a misspelled one, a
// misspelled label, a card name (which needs a label), or else a label
// that no line defines.
func (p *parser) unknownSubject(w string) bool {
	switch {
	case p.isBroken(w):
		return false
	case len(cards.Nearest(w, p.labelNames(), 1)) > 0 || len(cards.Nearest(w, p.f.Players, 1)) > 0:
		return p.fail("undefined label %s%s", w, didYouMean(w, append(p.labelNames(), p.f.Players...)))
	case len(cards.Nearest(w, gameExpectWords, 1)) > 0:
		return p.fail("expect: unknown expectation `%s`%s", w, didYouMean(w, gameExpectWords))
	}
	if _, ok := p.cards.Resolve(w); ok {
		return p.undefinedLabel(w)
	}
	return p.fail("undefined label %s", w)
}
