package scenario

import (
	"strings"

	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/engine"
)

const (
	maxX       = 1000
	maxAbility = 100
	maxResolve = 1000
)

// body parses an action or an expectation.
func (p *parser) body(c *cursor) stmt {
	t0 := c.peek()
	switch {
	case t0.is("expect"):
		c.next()
		return p.expect(c)
	case t0.is("resolve"):
		c.next()
		s := &resolveStmt{line: p.line}
		if !c.done() {
			n, ok := p.number(c, "resolve", 1, maxResolve)
			if !ok {
				return nil
			}
			s.n = n
		}
		if !p.end(c) {
			return nil
		}
		return s
	case t0.is("goto"):
		c.next()
		if !c.accept("turn") {
			p.fail("goto: expected `goto turn N STEP`, found %s", describe(c.peek()))
			return nil
		}
		n, ok := p.number(c, "turn", 1, maxTurn)
		if !ok {
			return nil
		}
		if c.done() {
			p.fail("goto: expected a step after the turn number")
			return nil
		}
		pos, ok := p.stepPos(c)
		if !ok {
			return nil
		}
		return &gotoStmt{line: p.line, turn: n, step: pos.step, second: pos.second}
	case isLabelStmt(c):
		return p.labelLine(c)
	case t0.is("it") && c.peekAt(1).is("becomes"):
		c.pos += 2
		t := c.next()
		var d daynight.Designation
		switch {
		case t.is("day"):
			d = daynight.Day
		case t.is("night"):
			d = daynight.Night
		default:
			p.fail("it becomes: expected day or night, found %s", describe(t))
			return nil
		}
		if !p.end(c) {
			return nil
		}
		return &becomesStmt{line: p.line, d: d}
	}
	if !t0.word() {
		p.unknownStatement(c)
		return nil
	}
	verb := c.peekAt(1)
	who, isPlayer := p.players[t0.text]
	if !isPlayer {
		switch {
		case p.noPlayers:
		case isVerb(verb):
			p.fail("unknown player %s%s", t0.text, didYouMean(t0.text, p.f.Players))
		default:
			p.unknownStatement(c)
		}
		return nil
	}
	c.pos += 2
	p.form = actionForms[strings.ToLower(verb.text)]
	switch {
	case verb.is("casts"):
		return p.cast(c, who)
	case verb.is("plays"):
		card, ok := p.ref(c, func(*cursor) bool { return false })
		if !ok || !p.end(c) {
			return nil
		}
		return &playStmt{line: p.line, player: who, card: card}
	case verb.is("activates"):
		return p.activate(c, who)
	case verb.is("chooses"):
		return p.choose(c, who)
	case verb.is("attacks"):
		return p.attack(c, who)
	case verb.is("blocks"):
		return p.block(c, who)
	case verb.is("assigns"):
		return p.assign(c, who)
	case verb.is("concedes"):
		if !p.end(c) {
			return nil
		}
		return &concedeStmt{line: p.line, player: who}
	}
	p.unknownAction(verb)
	return nil
}

func isVerb(t token) bool {
	for _, v := range []string{"casts", "plays", "activates", "chooses", "attacks", "blocks", "assigns", "concedes"} {
		if t.is(v) {
			return true
		}
	}
	return false
}

// ref parses a card: a label, or a card name (quoted or up to stop).
func (p *parser) ref(c *cursor, stop func(*cursor) bool) (ref, bool) {
	name, quoted, ok := p.cardName(c, stop)
	if !ok {
		return ref{}, false
	}
	if !quoted && !strings.Contains(name, " ") {
		if _, ok := p.f.labels[name]; ok {
			return ref{label: name}, true
		}
	}
	if !quoted && p.refusePredefined(name) {
		return ref{}, false
	}
	if !quoted && !strings.Contains(name, " ") {
		if _, ok := p.cards.Resolve(name); !ok {
			return ref{}, p.notLabelOrCard(name)
		}
	}
	if _, ok := p.cards.Resolve(name); !ok && !quoted && p.unknownMultiword(name) {
		return ref{}, false
	}
	_, exact, ok := p.card(name)
	if !ok {
		return ref{}, false
	}
	return ref{name: exact}, true
}

// target parses a target: a label, a player or a card name, or, followed
// by `ability`, the ability of that object on the stack (CR 115.1).
func (p *parser) target(c *cursor, stop func(*cursor) bool) (target, bool) {
	if t := c.peek(); t.word() && !p.isLabel(t.text) {
		if i, ok := p.players[t.text]; ok {
			c.next()
			return target{player: i}, true
		}
	}
	r, ok := p.ref(c, func(c *cursor) bool { return stop(c) || targetAbilityStop(c, stop) })
	if !ok {
		return target{}, false
	}
	return target{ref: r, player: -1, ability: c.accept("ability")}, true
}

// targetAbilityStop reports whether the cursor is at the word `ability`
// that ends a target: the statement, a comma, a semicolon or what stop
// ends the targets with comes next.
func targetAbilityStop(c *cursor, stop func(*cursor) bool) bool {
	if !c.peek().is("ability") {
		return false
	}
	after := &cursor{toks: c.toks, pos: c.pos + 1}
	return after.done() || after.peek().isPunct(",") || after.peek().isPunct(";") || stop(after)
}

func (p *parser) isLabel(w string) bool {
	_, ok := p.f.labels[w]
	return ok
}

func xStop(c *cursor) bool { return c.peek().is("x") && c.peekAt(1).isPunct("=") }

func withoutStop(c *cursor) bool {
	return c.peek().is("without") && c.peekAt(1).is("paying")
}

func castStop(c *cursor) bool {
	return flashbackStop(c) || castWithStop(c) || xStop(c) || c.peek().is("targeting") || withoutStop(c) || flashStop(c)
}

// xValue parses `X=N` if it comes next.
func (p *parser) xValue(c *cursor) (int, bool) {
	if !xStop(c) {
		return 0, true
	}
	c.pos += 2
	return p.number(c, "X", 0, maxX)
}

// targets parses `targeting T, …` if it comes next.
func (p *parser) targets(c *cursor) ([]target, bool) {
	if !c.accept("targeting") {
		return nil, true
	}
	return p.targetPhrases(c)
}

// cast parses `casts CARD [with flashback] [X=N] [targeting T, …]
// [without paying its mana cost] [as though it had flash]`.
func (p *parser) cast(c *cursor, who int) stmt {
	s := &castStmt{line: p.line, player: who}
	var ok bool
	if p.refuseCastWith(c) {
		return nil
	}
	if s.card, ok = p.ref(c, castStop); !ok {
		return nil
	}
	s.flashback = withFlashback(c)
	if s.x, ok = p.xValue(c); !ok {
		return nil
	}
	if s.targets, ok = p.targets(c); !ok {
		return nil
	}
	if c.acceptSeq("without", "paying", "its", "mana", "cost") {
		s.free = true
	}
	s.flash = asThoughFlash(c)
	if !p.end(c) {
		return nil
	}
	return s
}

func abilityStop(c *cursor) bool {
	if !c.peek().is("ability") {
		return false
	}
	_, ok := atoi(c.peekAt(1).text)
	return ok
}

// activate parses `activates CARD ability N [X=N] [targeting T, …]`.
func (p *parser) activate(c *cursor, who int) stmt {
	s := &activateStmt{line: p.line, player: who}
	var ok bool
	if s.card, ok = p.ref(c, abilityStop); !ok {
		return nil
	}
	if !c.accept("ability") {
		p.fail("activates: expected `ability N`, found %s", describe(c.peek()))
		return nil
	}
	if s.ability, ok = p.number(c, "ability", 1, maxAbility); !ok {
		return nil
	}
	if s.x, ok = p.xValue(c); !ok {
		return nil
	}
	if s.targets, ok = p.targets(c); !ok {
		return nil
	}
	if !p.end(c) {
		return nil
	}
	return s
}

var manaNames = map[string]engine.ManaType{
	"white": engine.ManaW, "blue": engine.ManaU, "black": engine.ManaB,
	"red": engine.ManaR, "green": engine.ManaG, "colorless": engine.ManaC,
}

// choose parses `chooses ANSWER, …` or `chooses nothing`.
func (p *parser) choose(c *cursor, who int) stmt {
	s := &chooseStmt{line: p.line, player: who}
	if c.accept("nothing") {
		if !c.done() {
			p.fail("chooses: `nothing` stands alone")
			return nil
		}
		return s
	}
	for {
		pk, ok := p.pick(c)
		if !ok {
			return nil
		}
		s.picks = append(s.picks, pk)
		if c.done() {
			return s
		}
		if !c.acceptPunct(",") {
			p.fail("chooses: expected a comma, found %s", describe(c.peek()))
			return nil
		}
	}
}

func (p *parser) pick(c *cursor) (pick, bool) {
	if pk, ok, handled := p.abilityPick(c); handled {
		return pk, ok
	}
	t := c.peek()
	if t.word() && (c.peekAt(1).isPunct(",") || c.pos+1 == len(c.toks)) {
		switch w := strings.ToLower(t.text); {
		case p.isLabel(t.text):
			c.next()
			return pick{kind: pickLabel, label: t.text}, true
		case p.isPlayer(t.text):
			c.next()
			return pick{kind: pickPlayer, player: p.players[t.text]}, true
		case w == "yes" || w == "no":
			c.next()
			return pick{kind: pickYesNo, yes: w == "yes"}, true
		case w == "tap" || w == "untap":
			// "Tap or untap" is answered tap or untap (CR 701.26); a
			// label of that name, tested above, comes first.
			c.next()
			return pick{kind: pickWord, word: w}, true
		case w == "nothing":
			c.next()
			return pick{}, p.fail("chooses: `nothing` stands alone")
		case beginAnswer(w):
			c.next()
			return p.beginPick(w)
		default:
			if m, ok := manaNames[w]; ok {
				c.next()
				return pick{kind: pickMana, mana: m}, true
			}
		}
	}
	r, ok := p.ref(c, func(*cursor) bool { return false })
	if !ok {
		return pick{}, false
	}
	return pick{kind: pickName, name: r.name}, true
}

// attack parses `attacks [PLAYER|PLANESWALKER] with CARD, …`.
func (p *parser) attack(c *cursor, who int) stmt {
	def := -1
	var pw ref
	if !c.peek().is("with") {
		d, w, ok := p.attackDefender(c)
		if !ok {
			return nil
		}
		def, pw = d, w
	}
	if !c.accept("with") {
		p.fail("attacks: expected `with`, found %s", describe(c.peek()))
		return nil
	}
	var items []attackItem
	for {
		r, ok := p.ref(c, func(*cursor) bool { return false })
		if !ok {
			return nil
		}
		items = append(items, attackItem{line: p.line, player: who, defender: def, attacker: r, planeswalker: pw})
		if c.done() {
			break
		}
		if !c.acceptPunct(",") {
			p.fail("attacks: expected a comma, found %s", describe(c.peek()))
			return nil
		}
	}
	if prev, ok := p.prev.(*attackStmt); ok && p.f.teammates(prev.player, who) {
		prev.items = append(prev.items, items...)
		return prev // one declaration with the previous line
	}
	return &attackStmt{line: p.line, player: who, items: items}
}

// block parses `blocks ATTACKER with CARD, …`.
func (p *parser) block(c *cursor, who int) stmt {
	attacker, ok := p.ref(c, func(c *cursor) bool { return c.peek().is("with") })
	if !ok {
		return nil
	}
	if !c.accept("with") {
		p.fail("blocks: expected `with`, found %s", describe(c.peek()))
		return nil
	}
	var items []blockItem
	for {
		r, ok := p.ref(c, func(*cursor) bool { return false })
		if !ok {
			return nil
		}
		items = append(items, blockItem{line: p.line, player: who, attacker: attacker, blocker: r})
		if c.done() {
			break
		}
		if !c.acceptPunct(",") {
			p.fail("blocks: expected a comma, found %s", describe(c.peek()))
			return nil
		}
	}
	if prev, ok := p.prev.(*blockStmt); ok && p.f.teammates(prev.player, who) {
		prev.items = append(prev.items, items...)
		return prev
	}
	return &blockStmt{line: p.line, player: who, items: items}
}
