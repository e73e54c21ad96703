package scenario

import (
	"strings"

	"github.com/cathar-engine/cathar/engine"
)

// Attacking a planeswalker (CR 506.3, 508.1b): `PLAYER attacks
// PLANESWALKER with …`, the planeswalker named by label or name.

// attackDefender parses what an `attacks` line attacks, before `with`: a
// player, or a planeswalker by label or name. A single word that is
// neither a label nor a card's name is read as a player, so that a
// misspelt player is reported as one.
func (p *parser) attackDefender(c *cursor) (def int, pw ref, ok bool) {
	t := c.peek()
	if _, isPlayer := p.players[t.text]; isPlayer && t.word() || t.word() && !p.isLabel(t.text) && c.peekAt(1).is("with") && !p.isCardName(t.text) {
		def, ok = p.player(c)
		return def, ref{}, ok
	}
	pw, ok = p.ref(c, func(c *cursor) bool { return c.peek().is("with") })
	return -1, pw, ok
}

// isCardName reports whether the word is a card's name (a one-word card
// or token such as Wolf).
func (p *parser) isCardName(w string) bool {
	_, ok := p.cards.Resolve(w)
	return ok && !strings.Contains(w, " ")
}

// attackedPlaneswalker finds the planeswalker an attack item names: any
// permanent that answers to it, whoever controls it; the engine judges
// whether it may be attacked. It returns NoObj for an attack on a player.
func (r *runner) attackedPlaneswalker(it attackItem) (engine.ObjID, error) {
	if it.planeswalker == (ref{}) {
		return engine.NoObj, nil
	}
	return r.permanent(-1, it.planeswalker, nil, func(in engine.ObjectInfo) bool {
		return in.Characteristics.Is(engine.Planeswalker)
	})
}
