package scenario

import "github.com/cathar-engine/cathar/engine"

// stepPos is a step as a file names it: an engine step, and for the combat
// damage step whether it is the second of a combat that has two
// (`combat damage 2`, CR 510.4).
type stepPos struct {
	step   engine.Step
	second bool
}

// String returns the step as a file writes it.
func (s stepPos) String() string {
	if s.second {
		return s.step.String() + " 2"
	}
	return s.step.String()
}

// before reports whether turn a, step s comes before turn b, step t. The
// second combat damage step comes after the first and before the end of
// combat.
func (s stepPos) before(a int, t stepPos, b int) bool {
	if a != b || s.step != t.step {
		return before(a, s.step, b, t.step)
	}
	return !s.second && t.second
}

// nowPos returns the turn number and the step the game is in.
func (r *runner) nowPos() (int, stepPos) {
	turn, _, step := r.g.Turn()
	return turn, stepPos{step: step, second: r.g.SecondCombatDamageStep()}
}

// isSecondDamage reports whether the rest of the statement is
// `combat damage 2`.
func isSecondDamage(c *cursor) bool {
	return len(c.toks)-c.pos == 3 && c.peek().is("combat") && c.peekAt(1).is("damage") && c.peekAt(2).text == "2" && c.peekAt(2).word()
}

// stepPos parses the rest of the statement as a step name, `combat
// damage 2` included.
func (p *parser) stepPos(c *cursor) (stepPos, bool) {
	if isSecondDamage(c) {
		c.pos += 3
		return stepPos{step: engine.CombatDamage, second: true}, true
	}
	if c.done() {
		return stepPos{}, p.fail("expected a step after the turn number")
	}
	s, ok := p.step(c)
	return stepPos{step: s}, ok
}

// secondDamageStart reports `start: … combat damage 2`, which names a step
// no game can begin in: setup declares no attackers, so the combat of the
// starting step has no creature with first strike (CR 510.4).
func (p *parser) secondDamageStart(c *cursor) bool {
	if !isSecondDamage(c) {
		return false
	}
	p.fail("start: a game can't begin in the second combat damage step (setup declares no attackers): start earlier and write `goto turn N combat damage 2`")
	return true
}
