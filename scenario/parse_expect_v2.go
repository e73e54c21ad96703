package scenario

import (
	"strings"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// The expectations version 2 of the format adds that no particular card
// needs.
const (
	expTurn        expectKind = expCouldProduce + 1 + iota // turn N STEP
	expActive                                              // active PLAYER
	expZoneCount                                           // hand|library|graveyard PLAYER N
	expDamage                                              // LABEL damage N
	expHasNo                                               // LABEL has no KEYWORD
	expTokensNamed                                         // PLAYER controls N tokens named NAME
	expLoyalty                                             // LABEL loyalty N (loyalty.go)
)

// maxZoneCount bounds the N of `expect hand|library|graveyard PLAYER N`
// and of `expect LABEL damage N`.
const maxZoneCount = 100000

var countZones = map[string]zones.Kind{"hand": zones.Hand, "library": zones.Library, "graveyard": zones.Graveyard}

// expectV2 parses, after `expect` and its first word t, the expectations
// of version 2 that begin with a word of their own: `turn N STEP`, `active
// PLAYER` and `hand|library|graveyard PLAYER N`. It reports whether t
// begins one of them; the statement is nil when it is malformed.
func (p *parser) expectV2(c *cursor, t token) (stmt, bool) {
	s := &expectStmt{line: p.line, player: -1}
	zone, isZone := countZones[strings.ToLower(t.text)]
	switch {
	case t.is("turn"):
		n, ok := p.number(c, "turn", 1, maxTurn)
		if !ok {
			return nil, true
		}
		pos, ok := p.stepPos(c)
		if !ok {
			return nil, true
		}
		s.kind, s.n, s.pos = expTurn, n, pos
	case t.is("active") && p.isActiveExpect(c, t):
		pl, ok := p.player(c)
		if !ok {
			return nil, true
		}
		s.kind, s.player = expActive, pl
	case isZone && t.word():
		pl, ok := p.player(c)
		if !ok {
			return nil, true
		}
		n, ok := p.number(c, strings.ToLower(t.text), 0, maxZoneCount)
		if !ok {
			return nil, true
		}
		s.kind, s.player, s.zone, s.n = expZoneCount, pl, zone, n
	default:
		return nil, false
	}
	if !p.end(c) {
		return nil, true
	}
	return s, true
}

// isActiveExpect reports whether `expect active …` is the expectation of
// the active player. The word is a keyword only there, so a label or a
// player called "active" keeps its meaning (`expect active tapped`) unless
// what follows is exactly one player's name.
func (p *parser) isActiveExpect(c *cursor, t token) bool {
	if !p.isLabel(t.text) && !p.isPlayer(t.text) {
		return true
	}
	return p.isPlayer(c.peek().text) && c.peek().word() && c.pos+1 == len(c.toks)
}

// labelExpectV2 parses, after a label, the expectations of version 2
// about a card: `damage N` and `has no KEYWORD`. It reports whether one of
// them comes next, and whether it parsed.
func (p *parser) labelExpectV2(c *cursor, s *expectStmt) (ok, handled bool) {
	switch {
	case c.peek().is("loyalty"):
		c.next()
		return p.loyaltyExpect(c, s), true
	case c.peek().is("damage"):
		c.next()
		n, ok := p.number(c, "damage", 0, maxZoneCount)
		s.kind, s.n = expDamage, n
		return ok, true
	case c.peek().is("has") && c.peekAt(1).is("no"):
		c.pos += 2
		var words []string
		for !c.done() && c.peek().word() {
			words = append(words, c.next().text)
		}
		k, ok := engine.ParseKeyword(strings.Join(words, " "))
		if !ok {
			return p.fail("has no: unknown keyword ability %q (%s)", strings.Join(words, " "), knownKeywords()), true
		}
		s.kind, s.keyword = expHasNo, k
		return true, true
	}
	return false, false
}

// knownKeywords lists the keyword abilities the engine knows.
func knownKeywords() string {
	var names []string
	for k := engine.Keyword(0); k.String() != engine.Keyword(255).String(); k++ {
		names = append(names, k.String())
	}
	return strings.Join(names, ", ")
}

// tokensNamed parses the name of `expect PLAYER controls N tokens named
// NAME`: the rest of the statement, or a quoted name.
func (p *parser) tokensNamed(c *cursor, s *expectStmt) bool {
	s.name = writtenName(c)
	if s.name == "" {
		return p.fail("tokens named: expected a name, found %s", describe(c.peek()))
	}
	if p.refuseQualified(s.name) || p.refusePredefined(s.name) {
		return false
	}
	s.kind = expTokensNamed
	return true
}

// writtenName reads a name that an expectation does not look up in the
// pool: a quoted name, or the words up to the end of the statement.
func writtenName(c *cursor) string {
	if t := c.peek(); t.quoted {
		c.next()
		return t.text
	}
	var words []string
	for !c.done() && c.peek().word() {
		words = append(words, c.next().text)
	}
	return strings.Join(words, " ")
}
