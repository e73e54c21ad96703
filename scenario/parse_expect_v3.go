package scenario

import (
	"strings"

	"github.com/cathar-engine/cathar/engine"
)

// The expectations version 3 adds.
const (
	expIs         expectKind = expLoyalty + 1 + iota // LABEL is [not] TYPE
	expAttacking                                     // LABEL [not] attacking [PLAYER|LABEL]
	expBlocking                                      // LABEL blocking LABEL, LABEL not blocking
	expBlocked                                       // LABEL [not] blocked
	expSpellsCast                                    // spells cast PLAYER N
	expMulligans                                     // mulligans PLAYER N
	expStarting                                      // starting player PLAYER
)

// typeWord is what `expect LABEL is TYPE` names: a card type, a supertype
// or a subtype (CR 205).
type typeWord struct {
	kind  uint8 // 0 card type, 1 supertype, 2 subtype
	ct    engine.CardType
	super engine.Supertype
	sub   engine.Subtype
	text  string // as printed: Creature, Legendary, Werewolf
}

// maxSpells bounds the N of `expect spells cast PLAYER N`.
const maxSpells = 10000

// maxMulligans bounds the N of `expect mulligans PLAYER N`.
const maxMulligans = 1000

// expectV3 parses, after `expect` and its first word t, `spells cast
// PLAYER N`, `mulligans PLAYER N` and `starting player PLAYER`. The word
// `spells` begins the first only when `cast` follows, and `starting` the
// last only when `player` follows; `mulligans` begins the second unless
// it is a label or a player not followed by a player's name. So a label
// or a player called "spells", "mulligans" or "starting" keeps its
// meaning.
func (p *parser) expectV3(c *cursor, t token) (stmt, bool) {
	switch {
	case t.is("mulligans") && (!p.isLabel(t.text) && !p.isPlayer(t.text) || c.peek().word() && p.isPlayer(c.peek().text)):
		s := &expectStmt{line: p.line, player: -1, kind: expMulligans}
		pl, ok := p.player(c)
		if !ok {
			return nil, true
		}
		n, ok := p.number(c, "mulligans", 0, maxMulligans)
		if !ok || !p.end(c) {
			return nil, true
		}
		s.player, s.n = pl, n
		return s, true
	case t.is("starting") && c.peek().is("player"):
		c.next()
		s := &expectStmt{line: p.line, player: -1, kind: expStarting}
		pl, ok := p.player(c)
		if !ok || !p.end(c) {
			return nil, true
		}
		s.player = pl
		return s, true
	case !t.is("spells") || !c.peek().is("cast"):
		return nil, false
	}
	c.next()
	s := &expectStmt{line: p.line, player: -1, kind: expSpellsCast}
	pl, ok := p.player(c)
	if !ok {
		return nil, true
	}
	n, ok := p.number(c, "spells cast", 0, maxSpells)
	if !ok || !p.end(c) {
		return nil, true
	}
	s.player, s.n = pl, n
	return s, true
}

// labelExpectV3 parses, after a label, the expectations of version 3:
// `is [not] TYPE`, `[not] attacking [PLAYER|LABEL]`, `blocking LABEL`,
// `not blocking` and `[not] blocked`. It reports whether one of them comes
// next, and whether it parsed.
func (p *parser) labelExpectV3(c *cursor, s *expectStmt) (ok, handled bool) {
	t := c.peek()
	switch {
	case t.is("is"):
		return p.isExpect(c, s), true
	case t.is("not") && (c.peekAt(1).is("attacking") || c.peekAt(1).is("blocking") || c.peekAt(1).is("blocked")):
		c.next()
		s.not = true
		t = c.peek()
	case t.is("not"):
		c.next()
		return p.fail("expect %s: `not` is written before attacking, blocking or blocked (or `is not TYPE`), found %s", s.label, describe(c.peek())), true
	case !t.is("attacking") && !t.is("blocking") && !t.is("blocked"):
		return false, false
	}
	c.next()
	switch {
	case t.is("attacking"):
		s.kind = expAttacking
		if c.done() {
			return true, true
		}
		if who, ok := p.acceptPlayer(c); ok {
			s.toPlayer, s.player = true, who
			return true, true
		}
		l := c.next()
		if !l.word() || !p.isLabel(l.text) {
			return p.fail("attacking: expected a player or a planeswalker's label, found %s", describe(l)), true
		}
		s.attach = l.text
	case t.is("blocking"):
		s.kind = expBlocking
		if s.not {
			return true, true
		}
		l := c.next()
		if !l.word() || !p.isLabel(l.text) {
			return p.fail("blocking: expected the label of the attacking creature, found %s; or write `not blocking`", describe(l)), true
		}
		s.attach = l.text
	default:
		s.kind = expBlocked
	}
	return true, true
}

// isExpect parses `is [not] TYPE`. After `is`, a word that begins another
// expectation (`expect bears is tapped`) keeps the hint of version 1: to
// leave `is` out; after `is not`, isNotHint says what to write.
func (p *parser) isExpect(c *cursor, s *expectStmt) bool {
	is := c.next()
	not := c.accept("not")
	var words []string
	for !c.done() && c.peek().word() {
		words = append(words, c.next().text)
	}
	w := strings.Join(words, " ")
	if tw, ok := parseTypeWord(w); ok {
		s.kind, s.not, s.typ = expIs, not, tw
		return true
	}
	c.pos -= len(words)
	if not {
		c.pos--
	}
	if not && startsForm(c.peekAt(1), labelExpectForms) {
		return p.isNotHint(c, s.label, is)
	}
	if !not && startsForm(c.peek(), labelExpectForms) {
		return p.unknownExpectation(c, s.label, is, labelExpectForms)
	}
	if w == "" {
		return p.fail("is: expected a card type, supertype or subtype, found %s", describe(c.peek()))
	}
	return p.fail("is: %q is not a card type, supertype or subtype (CR 205)", w)
}

// isNotHint reports `LABEL is not WORD`, where WORD begins an expectation
// other than a type; c is at `not`, just after is. For tapped and
// untapped it gives the opposite word, for attacking, blocking and blocked
// the form without `is`, and for the others that they have no `not`.
func (p *parser) isNotHint(c *cursor, label string, is token) bool {
	w := c.peekAt(1)
	opposite := ""
	switch {
	case w.is("tapped"):
		opposite = "untapped"
	case w.is("untapped"):
		opposite = "tapped"
	case w.is("attacking") || w.is("blocking") || w.is("blocked"):
		return p.unknownExpectation(c, label, is, labelExpectForms)
	default:
		return p.fail("expect %s: unknown expectation `is not`; %s has no `not` form: write what it should be, after %s one of %s",
			label, describe(w), label, formList(labelExpectForms))
	}
	rest := make([]token, 0, len(c.toks))
	rest = append(rest, c.toks[:c.pos-1]...)
	rest = append(rest, token{text: opposite})
	rest = append(rest, c.toks[c.pos+2:]...)
	return p.fail("expect %s: unknown expectation `is not`; write `%s`", label, joinTokens(rest))
}

var cardTypeWords = map[string]engine.CardType{}

func init() {
	for t := engine.Artifact; t <= engine.Battle; t++ {
		cardTypeWords[strings.ToLower(t.String())] = t
	}
}

// parseTypeWord reads a card type, a supertype (either in any case) or a
// subtype (as printed, or in any case when that is unambiguous).
func parseTypeWord(w string) (typeWord, bool) {
	if w == "" {
		return typeWord{}, false
	}
	if t, ok := cardTypeWords[strings.ToLower(w)]; ok {
		return typeWord{kind: 0, ct: t, text: t.String()}, true
	}
	for st := engine.Basic; st <= engine.Snow; st++ {
		if strings.EqualFold(w, st.String()) {
			return typeWord{kind: 1, super: st, text: st.String()}, true
		}
	}
	for _, cand := range []string{w, strings.ToUpper(w[:1]) + strings.ToLower(w[1:])} {
		if sub, err := engine.ParseSubtype(cand); err == nil {
			return typeWord{kind: 2, sub: sub, text: sub.String()}, true
		}
	}
	return typeWord{}, false
}
