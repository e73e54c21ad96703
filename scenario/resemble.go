package scenario

import (
	"fmt"
	"strings"

	"github.com/cathar-engine/cathar/cards"
)

// A malformed line is reported with the form it resembles and what is
// missing from it, and, where the fix is certain (a missing colon), parsed
// as if it were fixed, so that the labels it defines exist and no later
// line reports them as undefined.

// zoneForm and the others are the setup forms, as messages show them.
const (
	zoneForm  = "ZONE PLAYER: CARD [xN] [as LABEL] [(MODIFIERS)], …"
	lifeForm  = "life PLAYER: N"
	dayForm   = "day: neither|day|night"
	startForm = "start: turn N PLAYER [STEP]"
)

// missingColon reports a header or setup line whose colon is missing,
// naming the form and the line to write, and parses the line as if the
// colon were there when that is certain. It returns false, reporting
// nothing, for any other line.
func (p *parser) missingColon(c *cursor) bool {
	t0, t1, t2 := c.peek(), c.peekAt(1), c.peekAt(2)
	if !t0.word() {
		return false
	}
	w := strings.ToLower(t0.text)
	_, zone := setupZones[w]
	at := 0 // where the colon belongs
	form := ""
	switch {
	case (w == "scenario" || w == "players" || w == "day" || w == "start") && !t1.isPunct(":"):
		at, form = 1, map[string]string{"scenario": "scenario: TITLE", "players": "players: NAME, NAME, …", "day": dayForm, "start": startForm}[w]
	case (zone || w == "life") && t1.word() && p.isPlayer(t1.text) && !t2.isPunct(":"):
		at, form = 2, strings.Replace(zoneForm, "ZONE", w, 1)
		if w == "life" {
			form = lifeForm
		}
	case (zone || w == "life") && t1.isPunct(":"):
		form = strings.Replace(zoneForm, "ZONE", w, 1)
		if w == "life" {
			form = lifeForm
		}
		p.fail("the player is missing: the form is `%s`", form)
		return true
	default:
		return false
	}
	if w == "day" && !t1.word() || w == "start" && !t1.is("turn") || w == "scenario" && !t1.word() && !t1.quoted {
		return false
	}
	fixed := append(append(append([]token(nil), c.toks[:at]...), token{text: ":", punct: true}), c.toks[at:]...)
	p.fail("the colon after `%s` is missing: the form is `%s`; write `%s`", joinTokens(c.toks[:at]), form, joinTokens(fixed))
	c.toks = fixed
	switch {
	case w == "scenario":
		if p.phase == phaseHeader {
			p.header(joinTokens(fixed))
		}
	case w == "players":
		if p.phase == phasePlayers {
			p.playersLine(c)
		}
	case p.phase == phaseSetup:
		if kind, ok := p.setupKind(c); ok {
			p.setup(kind, c)
		}
	case p.phase == phaseBody:
		p.fail("setup statement after the first action or expectation")
	}
	return true
}

// joinTokens writes tokens back as a line: no space before , : ) and
// after (.
func joinTokens(toks []token) string {
	var b strings.Builder
	for i, t := range toks {
		if i > 0 && !(t.punct && strings.Contains(",:)=", t.text)) && !toks[i-1].isPunct("(") && !toks[i-1].isPunct("=") {
			b.WriteByte(' ')
		}
		b.WriteString(t.String())
	}
	return b.String()
}

// statementWords are the words a statement can begin with, besides a
// player's name.
var statementWords = []string{"expect", "resolve", "goto", "it", "label", "battlefield", "hand", "library", "graveyard", "exile", "life", "day", "start"}

// notSetup reports, during the setup, a line that is neither a setup
// statement nor the beginning of an action or expectation (a misspelled
// setup word, say), so that it does not end the setup: the setup lines
// after it are then not reported as coming after the first action.
func (p *parser) notSetup(c *cursor) bool {
	t0, t1 := c.peek(), c.peekAt(1)
	if p.noPlayers || p.isPlayer(t0.text) || isVerb(t1) || isLabelStmt(c) || t0.is("expect") || t0.is("resolve") || t0.is("goto") || t0.is("it") && t1.is("becomes") {
		return false
	}
	p.unknownStatement(c)
	return true
}

// unknownStatement reports a line that begins with no word a statement
// can begin with: the nearest such word, or the list of them.
func (p *parser) unknownStatement(c *cursor) {
	t0 := c.peek()
	line := c.rest()
	if t0.word() {
		cands := append(append([]string(nil), p.f.Players...), statementWords...)
		if near := cards.Nearest(t0.text, cands, 1); len(near) > 0 {
			p.fail("unknown statement %q; did you mean `%s`?", line, near[0])
			return
		}
		if p.isLabel(t0.text) || p.cards.IsTokenName(t0.text) {
			p.fail("unknown statement %q: a statement begins with the name of the player who acts (`PLAYER casts %s`, …) or `expect` (`expect %s …`)", line, t0.text, t0.text)
			return
		}
	}
	p.fail("unknown statement %q (a statement begins with a player's name, `expect`, `resolve`, `goto` or `it becomes`; a setup statement with %s, `life`, `day:` or `start:`)",
		line, "`battlefield`, `hand`, `library`, `graveyard`, `exile`")
}

// didYouMean returns "; did you mean X?" for the nearest of the
// candidates to w, or "".
func didYouMean(w string, cands []string) string {
	near := cards.Nearest(w, cands, 3)
	if len(near) == 0 {
		return ""
	}
	q := make([]string, len(near))
	for i, n := range near {
		q[i] = "`" + n + "`"
	}
	if len(q) == 1 {
		return "; did you mean " + q[0] + "?"
	}
	return "; did you mean " + strings.Join(q[:len(q)-1], ", ") + " or " + q[len(q)-1] + "?"
}

// labelNames returns the labels defined so far, sorted.
func (p *parser) labelNames() []string {
	out := make([]string, 0, len(p.f.labels))
	for l := range p.f.labels {
		out = append(out, l)
	}
	sortStrings(out)
	return out
}

// rememberLabels notes the labels a line with an error would have defined
// (each word after `as`) and did not, so that later lines naming them are
// not reported too: the line's own error is the one to fix.
func (p *parser) rememberLabels(text string) {
	toks, _ := lex(text)
	for i := 0; i+1 < len(toks); i++ {
		if (toks[i].is("as") || i == 0 && isLabelStmt(&cursor{toks: toks})) && toks[i+1].word() && !p.isLabel(toks[i+1].text) {
			if p.broken == nil {
				p.broken = map[string]int{}
			}
			if _, seen := p.broken[toks[i+1].text]; !seen {
				p.broken[toks[i+1].text] = p.line
			}
		}
	}
}

// isBroken reports whether w is a label that only a line with an error
// defined.
func (p *parser) isBroken(w string) bool {
	_, ok := p.broken[w]
	return ok
}

// undefinedLabel reports a word used as a label that no line defines,
// with the labels it may have meant; nothing when a line with an error
// would have defined it.
func (p *parser) undefinedLabel(w string) bool {
	if p.isBroken(w) {
		return false
	}
	if _, ok := p.cards.Resolve(w); ok {
		return p.fail("undefined label %s: %s is a card name, and a label is needed here; give the card one with `as LABEL` where it is set up", w, w)
	}
	return p.fail("undefined label %s%s", w, didYouMean(w, p.labelNames()))
}

// notLabelOrCard reports a single word that is neither a label nor a card
// name, with the labels and names it may have meant.
func (p *parser) notLabelOrCard(w string) bool {
	if p.isBroken(w) {
		return false
	}
	if hint := didYouMean(w, p.labelNames()); hint != "" {
		return p.fail("%q is neither a label nor a card name%s", w, hint)
	}
	if near := p.cards.Suggest(w, cards.MaxSuggestions); len(near) > 0 {
		return p.fail("%q is neither a label nor a card name; did you mean %s?", w, cards.OrList(near))
	}
	return p.fail("%q is neither a label nor a card name", w)
}

// unknownMultiword reports a name of several words that is no card, when
// its first word is a label: a word of the statement is then missing
// after the label (`blocks cathar bears` for `blocks cathar with bears`).
func (p *parser) unknownMultiword(name string) bool {
	first, _, _ := strings.Cut(name, " ")
	if !p.isLabel(first) && !p.isBroken(first) {
		return false
	}
	form := p.form
	if form == "" {
		form = "the statement's form"
	} else {
		form = "`" + form + "`"
	}
	p.fail("unknown card %q: %s is a label, and the words after it are no part of %s", name, first, form)
	return true
}

// actionForms are the forms of the actions, as messages show them.
var actionForms = map[string]string{
	"casts":     "PLAYER casts CARD [with flashback] [X=N] [targeting T, …] [without paying its mana cost] [as though it had flash]",
	"plays":     "PLAYER plays CARD",
	"activates": "PLAYER activates CARD ability N [X=N] [targeting T, …]",
	"chooses":   "PLAYER chooses ANSWER, …",
	"attacks":   "PLAYER attacks [PLAYER|PLANESWALKER] with CARD, …",
	"blocks":    "PLAYER blocks ATTACKER with BLOCKER, …",
	"assigns":   "PLAYER assigns combat damage of ATTACKER: N to X, …",
	"concedes":  "PLAYER concedes",
}

// unknownAction reports a verb that is no action, with the nearest one.
func (p *parser) unknownAction(verb token) {
	verbs := []string{"casts", "plays", "activates", "chooses", "attacks", "blocks", "assigns", "concedes"}
	msg := fmt.Sprintf("unknown action %s (%s)", describe(verb), strings.Join(verbs, ", "))
	if verb.word() {
		if near := cards.Nearest(verb.text, verbs, 1); len(near) > 0 {
			msg += fmt.Sprintf("; did you mean `%s`? The form is `%s`", near[0], actionForms[near[0]])
		}
	}
	p.fail("%s", msg)
}
