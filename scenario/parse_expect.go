package scenario

import (
	"strings"

	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// expect parses an expectation, after the word `expect`.
func (p *parser) expect(c *cursor) stmt {
	s := &expectStmt{line: p.line, player: -1}
	t := c.next()
	if st, ok := p.expectV3(c, t); ok {
		return st
	}
	if st, ok := p.expectV2(c, t); ok {
		return st
	}
	switch {
	case t.is("error"):
		return p.expectError(c)
	case t.is("day") || t.is("night") || t.is("neither"):
		d, _ := daynight.Parse(strings.ToLower(t.text))
		s.kind, s.day = expDay, d
	case t.is("life"):
		pl, ok := p.player(c)
		if !ok {
			return nil
		}
		n, ok := p.number(c, "life", -maxLife, maxLife)
		if !ok {
			return nil
		}
		s.kind, s.player, s.n = expLife, pl, n
	case t.is("stack"):
		n, ok := p.number(c, "stack", 0, 10000)
		if !ok {
			return nil
		}
		s.kind, s.n = expStack, n
	case t.is("mana"):
		pl, ok := p.player(c)
		if !ok {
			return nil
		}
		pool, _, ok := p.manaPool(c)
		if !ok {
			return nil
		}
		s.kind, s.player, s.mana = expMana, pl, pool
		return s
	case t.word() && p.isPlayer(t.text):
		s.player = p.players[t.text]
		if !p.playerExpect(c, s) {
			return nil
		}
	case t.word() && p.isLabel(t.text):
		s.label = t.text
		if !p.labelExpect(c, s) {
			return nil
		}
		if s.kind == expNamed || s.kind == expCouldProduce {
			return s
		}
	case t.word() && t.text != "":
		if p.noPlayers {
			return nil
		}
		p.unknownSubject(t.text)
		return nil
	default:
		p.fail("expect: expected what to check, found %s; write one of %s", describe(t), formList(gameExpectForms))
		return nil
	}
	if !p.end(c) {
		return nil
	}
	return s
}

// expectError parses `expect error ["TEXT"]`, which must follow an action
// that can fail.
func (p *parser) expectError(c *cursor) stmt {
	s := &expectErrorStmt{line: p.line}
	if t := c.peek(); t.quoted {
		c.next()
		s.text = t.text
	} else if !c.done() {
		p.fail("expect error: the text must be in double quotes, found %s", describe(t))
		return nil
	}
	if !p.end(c) {
		return nil
	}
	switch p.prev.(type) {
	case *badStmt:
	case *castStmt, *playStmt, *activateStmt, *attackStmt, *blockStmt, *assignStmt, *concedeStmt,
		*resolveStmt, *gotoStmt, *becomesStmt:
	default:
		p.fail("`expect error` must directly follow an action")
		return nil
	}
	return s
}

// playerExpect parses `lost` or `controls N KIND` after a player's name.
func (p *parser) playerExpect(c *cursor, s *expectStmt) bool {
	switch {
	case c.accept("lost"):
		s.kind = expLost
		return true
	case c.accept("controls"):
		n, ok := p.number(c, "count", 0, 100000)
		if !ok {
			return false
		}
		t := c.next()
		w := strings.ToLower(t.text)
		for i, name := range countNames {
			if t.word() && (w == name || w == strings.TrimSuffix(name, "s")) {
				s.kind, s.n, s.count = expControls, n, countKind(i)
				if s.count == countTokens && c.accept("named") {
					return p.tokensNamed(c, s)
				}
				return true
			}
		}
		return p.fail("controls: expected creatures, permanents, lands or tokens, found %s", describe(t))
	}
	return p.unknownExpectation(c, p.f.Players[s.player], c.next(), playerExpectForms)
}

var expectZones = map[string]zones.Kind{
	"battlefield": zones.Battlefield, "hand": zones.Hand, "library": zones.Library, "graveyard": zones.Graveyard,
	"stack": zones.Stack, "exile": zones.Exile, "nowhere": zones.None,
}

// labelExpect parses what is expected of a labelled card.
func (p *parser) labelExpect(c *cursor, s *expectStmt) bool {
	if ok, handled := p.labelExpectV3(c, s); handled {
		return ok
	}
	if ok, handled := p.labelExpectV2(c, s); handled {
		return ok
	}
	t := c.next()
	switch {
	case t.is("in"):
		z := c.next()
		k, ok := expectZones[strings.ToLower(z.text)]
		if !ok || !z.word() {
			return p.fail("expected a zone (battlefield, hand, library, graveyard, stack, exile, nowhere), found %s", describe(z))
		}
		s.kind, s.zone = expZone, k
	case t.is("named"):
		s.name = writtenName(c)
		if s.name == "" {
			return p.fail("named: expected a name")
		}
		s.kind = expNamed
		if c.peek().isPunct(",") {
			return p.namedComma(c, s.name)
		}
		return p.end(c)
	case t.is("face"):
		f := c.next()
		switch {
		case f.is("front"):
		case f.is("back"):
			s.back = true
		default:
			return p.fail("face: expected front or back, found %s", describe(f))
		}
		s.kind = expFace
	case t.is("tapped") || t.is("untapped"):
		s.kind, s.tapped = expTapped, t.is("tapped")
	case t.is("controller"):
		pl, ok := p.player(c)
		if !ok {
			return false
		}
		s.kind, s.player = expController, pl
	case t.is("counters"):
		k := c.next()
		kind, ok := engine.ParseCounterKind(k.text)
		if !ok || !k.word() {
			return p.fail("unknown counter kind %s", describe(k))
		}
		n, ok := p.readCount(c, 0, maxCounters)
		if !ok {
			return false
		}
		s.kind, s.counter, s.n = expCounters, kind, n
	case t.is("attached") && c.accept("to"):
		s.kind = expAttached
		if c.accept("nothing") {
			return true
		}
		if who, ok := p.acceptPlayer(c); ok {
			s.toPlayer, s.player = true, who
			return true
		}
		l := c.next()
		if !l.word() || !p.isLabel(l.text) {
			return p.fail("attached to: expected a label, a player or nothing, found %s", describe(l))
		}
		s.attach = l.text
	case t.is("has"):
		var words []string
		for !c.done() && c.peek().word() {
			words = append(words, c.next().text)
		}
		k, ok := engine.ParseKeyword(strings.Join(words, " "))
		if !ok {
			return p.fail("has: unknown keyword ability %q (%s)", strings.Join(words, " "), knownKeywords())
		}
		s.kind, s.keyword = expHas, k
	case t.is("could") && c.accept("produce"):
		pool, types, ok := p.manaPool(c)
		if !ok {
			return false
		}
		for t, n := range pool {
			if n > 1 {
				return p.fail("could produce: %s is written twice (a set of mana types)", engine.ManaTypeSet(0).With(engine.ManaType(t)))
			}
		}
		s.kind, s.types = expCouldProduce, types
		return true
	case t.word() && strings.Contains(t.text, "/"):
		pw, tg, _ := strings.Cut(t.text, "/")
		a, ok1 := atoi(pw)
		b, ok2 := atoi(tg)
		if !ok1 || !ok2 {
			return p.fail("expected power/toughness such as 3/3, found %s", describe(t))
		}
		s.kind, s.power, s.tough = expPT, a, b
	default:
		return p.unknownExpectation(c, s.label, t, labelExpectForms)
	}
	return true
}

var manaLetters = map[string]engine.ManaType{
	"W": engine.ManaW, "U": engine.ManaU, "B": engine.ManaB, "R": engine.ManaR, "G": engine.ManaG, "C": engine.ManaC,
}

// manaPool parses the rest of the statement as mana symbols: {G}{G}, or
// {} for none.
func (p *parser) manaPool(c *cursor) (engine.ManaPool, engine.ManaTypeSet, bool) {
	var pool engine.ManaPool
	var types engine.ManaTypeSet
	var b strings.Builder
	for !c.done() {
		t := c.next()
		if !t.word() {
			return pool, types, p.fail("unexpected %s in mana symbols", describe(t))
		}
		b.WriteString(t.text)
	}
	s := b.String()
	if s == "" {
		return pool, types, p.fail("expected mana symbols such as {G}{G}, or {} for none")
	}
	if s == "{}" {
		return pool, types, true
	}
	for s != "" {
		if len(s) < 3 || s[0] != '{' || s[2] != '}' {
			return pool, types, p.fail("bad mana symbols %q: expected {W} {U} {B} {R} {G} {C}", b.String())
		}
		m, ok := manaLetters[strings.ToUpper(s[1:2])]
		if !ok {
			return pool, types, p.fail("bad mana symbol %q: expected {W} {U} {B} {R} {G} {C}", s[:3])
		}
		if pool[m] < 10000 {
			pool[m]++
		}
		types = types.With(m)
		s = s[3:]
	}
	return pool, types, true
}
