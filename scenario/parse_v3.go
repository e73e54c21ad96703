package scenario

import (
	"strings"

	"github.com/cathar-engine/cathar/zones"
)

// Version 3 of the format: the header line `version: N`, the action
// `label NAME: newest token named CARD …`, the setup modifier `damage N`
// and the expectations of expect_v3.go. Its words are keywords only in
// these positions: a file of version 1 or 2 that uses them as labels or
// player names keeps its meaning.

// MaxVersion is the latest version of the format this runner reads.
const MaxVersion = 3

// labelStmt is `label NAME: newest token named CARD [P/T] [of PLAYER]`: it
// gives NAME to the token of that name created last, at once.
type labelStmt struct {
	line    int
	label   string
	name    string // the name as written
	exact   string // the name the pool gives it ("Wolf Token" for Wolf)
	pt      bool   // power and toughness given
	power   int
	tough   int
	control int // -1: any player's
}

func (s *labelStmt) lineNo() int { return s.line }

// versionLine parses `version: N`, which says which version of the format
// the file is written to. It belongs to the header: after `players:` (and
// `variant:`), before the setup.
func (p *parser) versionLine(c *cursor) {
	c.pos = 2
	switch {
	case p.versionSeen != 0:
		p.fail("version: already given at line %d", p.versionSeen)
		return
	case p.phase != phaseSetup || p.setupBegun:
		p.fail("`version:` belongs to the header: right after `players:` (and `variant:`)")
		return
	}
	p.versionSeen = p.line
	n, ok := p.number(c, "version", 1, 1<<30)
	if !ok || !p.end(c) {
		return
	}
	if n > MaxVersion {
		p.fail("version %d: this runner reads versions 1 to %d of the format", n, MaxVersion)
		return
	}
	p.f.Version = n // informational: no statement is refused for a lower version
}

// isLabelStmt reports whether the statement is `label NAME: …`; a player
// or a label called "label" keeps its meaning, since neither is followed
// by a word and a colon.
func isLabelStmt(c *cursor) bool {
	return c.peek().is("label") && c.peekAt(1).word() && c.peekAt(2).isPunct(":")
}

// labelLine parses `label NAME: newest token named CARD [P/T] [of PLAYER]`.
func (p *parser) labelLine(c *cursor) stmt {
	c.next()
	t := c.next()
	c.next() // the colon
	s := &labelStmt{line: p.line, control: -1}
	if !c.acceptSeq("newest", "token", "named") {
		p.fail("label: expected `label %s: newest token named CARD [P/T] [of PLAYER]`, found %s", t.text, describe(c.peek()))
		return nil
	}
	var words []string
	quoted := false
	if q := c.peek(); q.quoted {
		c.next()
		words, quoted = []string{q.text}, true
	}
	for !quoted && !c.done() && c.peek().word() && !labelNameStop(c) {
		words = append(words, c.next().text)
	}
	if len(words) == 0 {
		p.fail("newest token named: expected a name, found %s", describe(c.peek()))
		return nil
	}
	s.name = strings.Join(words, " ")
	if pt := c.peek(); pt.word() && strings.Contains(pt.text, "/") {
		c.next()
		pw, tg, _ := strings.Cut(pt.text, "/")
		a, ok1 := atoi(pw)
		b, ok2 := atoi(tg)
		if !ok1 || !ok2 {
			p.fail("expected power/toughness such as 3/2, found %s", describe(pt))
			return nil
		}
		s.pt, s.power, s.tough = true, a, b
	}
	if c.accept("of") {
		pl, ok := p.player(c)
		if !ok {
			return nil
		}
		s.control = pl
	}
	if !c.done() && s.pt {
		p.fail("newest token named %s %d/%d: a colour or keyword after power/toughness (%s) is not accepted yet by this runner; name the token and its power/toughness", s.name, s.power, s.tough, describe(c.peek()))
		return nil
	}
	if !p.end(c) {
		return nil
	}
	_, exact, ok := p.card(s.name)
	if !ok {
		return nil
	}
	s.exact = exact
	if !p.newLabel(t, zones.Battlefield) {
		return nil
	}
	s.label = t.text
	return s
}

// labelNameStop ends the name of a `label` line: at power/toughness, or
// at `of PLAYER` that ends the line.
func labelNameStop(c *cursor) bool {
	t := c.peek()
	if strings.Contains(t.text, "/") {
		return true
	}
	return t.is("of") && c.pos+2 == len(c.toks)
}
