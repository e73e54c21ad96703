package scenario

import (
	"strings"

	"github.com/cathar-engine/cathar/engine"
)

// The `variant:` line of the header (version 2): `variant: two-headed
// giant`, right after `players:`. It makes the game one of Two-Headed
// Giant (CR 810): exactly four players, the first two one team and the
// last two the other.

// variantLine parses `variant: NAME`.
func (p *parser) variantLine(c *cursor, afterPlayers bool) {
	if !afterPlayers {
		p.fail("`variant:` must come right after `players:`")
		return
	}
	c.pos = 2
	var words []string
	for !c.done() {
		t := c.next()
		if !t.word() {
			p.fail("variant: expected a variant's name, found %s", describe(t))
			return
		}
		words = append(words, strings.ToLower(t.text))
	}
	v, ok := engine.ParseVariant(strings.Join(words, " "))
	if !ok || v != engine.TwoHeadedGiant {
		p.fail("variant: expected `two-headed giant`, found %q", strings.Join(words, " "))
		return
	}
	if n := len(p.f.Players); n != 4 {
		p.fail("variant: two-headed giant needs exactly four players, found %d (CR 810.1)", n)
		return
	}
	p.f.variant = v
}

// teammates reports whether players a and b are one player or, in
// Two-Headed Giant, teammates: seats 0 and 1, 2 and 3.
func (f *File) teammates(a, b int) bool {
	return a == b || (f.variant == engine.TwoHeadedGiant && a/2 == b/2)
}

// lifeKey is the key of a `life` line's player for the check that a life
// total is set once: in Two-Headed Giant the team's, shared (CR 810.4).
func (f *File) lifeKey(pl int) int {
	if f.variant == engine.TwoHeadedGiant {
		return pl &^ 1
	}
	return pl
}

// lifeSetTwice reports a `life` line for player pl whose life total the
// line prev set already: in Two-Headed Giant it may have named pl's
// teammate, whose life total is pl's (CR 810.4), and the message says so.
func (p *parser) lifeSetTwice(pl, prev int) {
	who := pl
	for _, l := range p.f.lives {
		if l.line == prev {
			who = l.player
		}
	}
	if who == pl {
		p.fail("life of %s already set at line %d", p.f.Players[pl], prev)
		return
	}
	p.fail("life of %s already set at line %d, which set %s's: teammates share one life total (CR 810.4); keep one of the lines",
		p.f.Players[pl], prev, p.f.Players[who])
}
