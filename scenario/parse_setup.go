package scenario

import (
	"strings"

	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

const (
	maxRepeat   = 1000
	maxCounters = 10000
	maxTurn     = 1_000_000
	maxLife     = 1_000_000
)

var defaultStep = engine.PrecombatMain

type setupKind uint8

const (
	setupZone setupKind = iota
	setupLife
	setupDay
	setupStart
)

// setupKind recognizes a setup statement by its first words.
func (p *parser) setupKind(c *cursor) (setupKind, bool) {
	t0, t1, t2 := c.peek(), c.peekAt(1), c.peekAt(2)
	if !t0.word() {
		return 0, false
	}
	if _, ok := setupZones[strings.ToLower(t0.text)]; ok && t1.word() && t2.isPunct(":") {
		return setupZone, true
	}
	switch {
	case t0.is("life") && t1.word() && t2.isPunct(":"):
		return setupLife, true
	case t0.is("day") && t1.isPunct(":"):
		return setupDay, true
	case t0.is("start") && t1.isPunct(":"):
		return setupStart, true
	}
	return 0, false
}

func (p *parser) setup(kind setupKind, c *cursor) {
	if p.refuseInBegin(kind, c) {
		return
	}
	switch kind {
	case setupZone:
		p.zoneLine(c)
	case setupLife:
		c.next()
		pl, ok := p.player(c)
		c.next() // the colon
		if !ok {
			return
		}
		n, ok := p.number(c, "life", -maxLife, maxLife)
		if !ok || !p.end(c) {
			return
		}
		if prev, dup := p.lifeAt[p.f.lifeKey(pl)]; dup {
			p.lifeSetTwice(pl, prev)
			return
		}
		p.lifeAt[p.f.lifeKey(pl)] = p.line
		p.f.lives = append(p.f.lives, lifeSet{line: p.line, player: pl, life: n})
	case setupDay:
		c.pos = 2
		t := c.next()
		d, ok := daynight.Parse(strings.ToLower(t.text))
		if !ok || !t.word() {
			p.fail("day: expected neither, day or night, found %s", describe(t))
			return
		}
		if !p.end(c) {
			return
		}
		if p.daySeen != 0 {
			p.fail("day: already set at line %d", p.daySeen)
			return
		}
		p.daySeen = p.line
		p.f.day = d
	case setupStart:
		p.startLine(c)
	}
}

// startLine parses `start: turn N PLAYER [STEP]`.
func (p *parser) startLine(c *cursor) {
	c.pos = 2
	if p.startSeen != 0 {
		p.fail("start: already set at line %d", p.startSeen)
		return
	}
	p.startSeen = p.line
	if !c.accept("turn") {
		p.fail("start: expected `turn N PLAYER STEP`, found %s", describe(c.peek()))
		return
	}
	n, ok := p.number(c, "turn", 1, maxTurn)
	if !ok {
		return
	}
	pl, ok := p.player(c)
	if !ok {
		return
	}
	step := defaultStep
	if p.secondDamageStart(c) {
		return
	}
	if !c.done() {
		if step, ok = p.step(c); !ok {
			return
		}
	}
	p.f.start = startSpec{line: p.line, turn: n, player: pl, step: step}
}

// step parses the rest of the statement as a step name.
func (p *parser) step(c *cursor) (engine.Step, bool) {
	var words []string
	for !c.done() {
		t := c.next()
		if !t.word() {
			return 0, p.fail("unexpected %s in a step name", describe(t))
		}
		words = append(words, strings.ToLower(t.text))
	}
	name := strings.Join(words, " ")
	s, ok := engine.ParseStep(name)
	if !ok {
		return 0, p.fail("unknown step %q (untap, upkeep, draw, precombat main, beginning of combat, declare attackers, declare blockers, combat damage, end of combat, postcombat main, end, cleanup)", name)
	}
	return s, true
}

// zoneLine parses `ZONE PLAYER: CARD [xN] [as LABEL] [(MODIFIERS)], …`.
func (p *parser) zoneLine(c *cursor) {
	zone := setupZones[strings.ToLower(c.next().text)]
	owner, ok := p.player(c)
	c.next() // the colon
	if !ok {
		return
	}
	if zone == zones.Library {
		p.libSeen[owner] = true
		if c.done() {
			return // an empty library
		}
	}
	for {
		if !p.setupItem(c, zone, owner) {
			return
		}
		if c.done() {
			return
		}
		if !c.acceptPunct(",") {
			p.fail("expected a comma between cards, found %s", describe(c.peek()))
			return
		}
	}
}

// isCount reports whether the cursor is at a repeat count: xN, or x N.
func isCount(c *cursor) bool {
	t := c.peek()
	if !t.word() {
		return false
	}
	if _, ok := count(t.text); ok {
		return true
	}
	if t.is("x") {
		_, ok := atoi(c.peekAt(1).text)
		return ok
	}
	return false
}

// readCount reads a repeat count at the cursor.
func (p *parser) readCount(c *cursor, lo int, hi int) (int, bool) {
	t := c.next()
	n, ok := count(t.text)
	if !ok {
		t = c.next()
		n, ok = atoi(t.text)
	}
	if !ok {
		return 0, p.fail("expected a count xN, found %s", describe(t))
	}
	if n < lo || n > hi {
		return 0, p.fail("count x%d is out of range (%d to %d)", n, lo, hi)
	}
	return n, true
}

// cardName reads a quoted name, or the words up to a word stop accepts.
func (p *parser) cardName(c *cursor, stop func(c *cursor) bool) (string, bool, bool) {
	if t := c.peek(); t.quoted {
		c.next()
		if t.text == "" {
			return "", true, p.fail("empty quoted name")
		}
		return t.text, true, true
	}
	var words []string
	for !c.done() && c.peek().word() && !stop(c) {
		words = append(words, c.next().text)
	}
	if len(words) == 0 {
		return "", false, p.fail("expected a card name, found %s", describe(c.peek()))
	}
	return strings.Join(words, " "), false, true
}

func itemStop(c *cursor) bool { return c.peek().is("as") || isCount(c) }

// setupItem parses one card of a zone line.
func (p *parser) setupItem(c *cursor, zone zones.Kind, owner int) bool {
	name, quoted, ok := p.cardName(c, itemStop)
	if !ok {
		return false
	}
	if !quoted {
		if whole, found := p.commaName(c, name); found {
			name = whole
		}
	}
	def, name, _ := p.card(name)
	n := 1
	if isCount(c) {
		if n, ok = p.readCount(c, 1, maxRepeat); !ok {
			return false
		}
	}
	pl := placement{line: p.line, zone: zone, owner: owner, def: def, name: name, controller: -1}
	if def != nil && def.Back != nil && def.Back.Name == name && zone == zones.Battlefield {
		pl.back = true
	}
	if c.accept("as") {
		t := c.next()
		if !p.newLabel(t, zone) {
			return false
		}
		if n > 1 {
			p.fail("x%d repeats a card: it takes no label", n)
		} else {
			pl.label = t.text
		}
	}
	reported := false // an error about this card's zone is reported already
	if c.acceptPunct("(") {
		if zone != zones.Battlefield {
			p.modifiersOffBattlefield(c, zone)
			reported = true
		}
		if !p.modifiers(c, &pl) {
			return false
		}
	}
	if def == nil || reported || !p.legalPlacement(&pl) {
		return true
	}
	for range n {
		p.f.placements = append(p.f.placements, pl)
	}
	return true
}

// newLabel defines a label.
func (p *parser) newLabel(t token, zone zones.Kind) bool {
	switch {
	case !t.word() || t.text == "":
		return p.fail("expected a label after `as`, found %s", describe(t))
	case isReserved(t.text):
		return p.fail("label %q is a keyword of the format", t.text)
	case p.isPlayer(t.text):
		return p.fail("label %q is a player's name", t.text)
	}
	if at, dup := p.f.labels[t.text]; dup {
		return p.fail("label %s is already defined at line %d", t.text, at)
	}
	p.f.labels[t.text] = p.line
	p.zoneOf[t.text] = zone
	return true
}

func (p *parser) isPlayer(w string) bool {
	_, ok := p.players[w]
	return ok
}

// modifiers parses the modifiers after "(", up to ")".
func (p *parser) modifiers(c *cursor, pl *placement) bool {
	for {
		switch {
		case c.accept("tapped"):
			pl.tapped = true
		case c.accept("sick"):
			pl.sick = true
		case c.accept("token"):
			pl.token = true
		case c.accept("loyalty"):
			if !p.loyaltyModifier(c, pl) {
				return false
			}
		case c.accept("counters"):
			t := c.next()
			k, ok := engine.ParseCounterKind(t.text)
			if !ok || !t.word() {
				return p.fail("unknown counter kind %s", describe(t))
			}
			n, ok := p.readCount(c, 1, maxCounters)
			if !ok {
				return false
			}
			if pl.counters[k]+n > maxCounters {
				return p.fail("more than %d %s counters", maxCounters, k)
			}
			pl.counters[k] += n
		case c.acceptSeq("attached", "to"):
			if pl.toPlayer || pl.attachedTo != "" {
				// CR 301.5c, 303.4: an Aura or an Equipment is attached to
				// one object or player at a time.
				return p.fail("%s has two `attached to` modifiers: a permanent is attached to one object or player at most (CR 301.5c, 303.4)", pl.name)
			}
			if who, ok := p.acceptPlayer(c); ok {
				pl.toPlayer, pl.attachedPlayer = true, who
				break
			}
			if p.unknownAttachee(c) {
				return false
			}
			l, ok := p.battlefieldLabel(c)
			if !ok {
				return false
			}
			if l == pl.label {
				return p.fail("a card can't be attached to or a copy of itself")
			}
			pl.attachedTo = l
		case c.acceptSeq("copy", "of"):
			l, ok := p.battlefieldLabel(c)
			if !ok {
				return false
			}
			if l == pl.label {
				return p.fail("a card can't be attached to or a copy of itself")
			}
			pl.copyOf = l
		case c.accept("damage"):
			n, ok := p.number(c, "damage", 0, maxSetupDamage)
			if !ok {
				return false
			}
			pl.damage = n
		case c.accept("controller"):
			who, ok := p.player(c)
			if !ok {
				return false
			}
			pl.controller = who
		default:
			return p.fail("unknown modifier %s (tapped, sick, counters KIND xN, loyalty N, damage N, attached to LABEL, copy of LABEL, controller PLAYER, token)", describe(c.peek()))
		}
		if c.acceptPunct(")") {
			return true
		}
		if !c.acceptPunct(",") {
			return p.fail("expected a comma or `)` after a modifier, found %s", describe(c.peek()))
		}
	}
}

// battlefieldLabel parses a label defined earlier on the battlefield.
func (p *parser) battlefieldLabel(c *cursor) (string, bool) {
	t := c.next()
	if !t.word() {
		return "", p.fail("expected a label, found %s", describe(t))
	}
	if _, ok := p.f.labels[t.text]; !ok {
		return "", p.undefinedLabel(t.text)
	}
	if p.zoneOf[t.text] != zones.Battlefield {
		return "", p.fail("label %s is not on the battlefield", t.text)
	}
	return t.text, true
}
