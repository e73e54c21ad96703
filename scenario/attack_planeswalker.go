package scenario

import (
	"errors"
	"strings"

	"github.com/cathar-engine/cathar/cards"
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
		if !isPlayer && !p.noPlayers && !p.isBroken(t.text) && didYouMean(t.text, p.f.Players) == "" {
			c.next()
			return -1, ref{}, p.unknownDefender(t.text)
		}
		def, ok = p.player(c)
		return def, ref{}, ok
	}
	pw, ok = p.ref(c, func(c *cursor) bool { return c.peek().is("with") })
	return -1, pw, ok
}

// unknownDefender reports a word before `with` in an `attacks` line that
// is neither a player, a label nor a card's name, and is near no player's
// name: the label or the planeswalker's name it may be a misspelling or a
// part of (`arlin` for the label `arlinn`, `Arlinn` for "Arlinn, the
// Pack's Hope").
func (p *parser) unknownDefender(w string) bool {
	const msg = "%s is neither a player, a label nor a card name: `attacks` names a player or a planeswalker"
	if hint := didYouMean(w, p.labelNames()); hint != "" {
		return p.fail(msg+"%s", w, hint)
	}
	if near := p.cards.Suggest(w, cards.MaxSuggestions); len(near) > 0 {
		return p.fail(msg+"; did you mean %s? (a name with a comma or spaces is written in quotes)", w, cards.OrList(near))
	}
	return p.fail(msg, w)
}

// isCardName reports whether the word is a card's name (a one-word card
// or token such as Wolf).
func (p *parser) isCardName(w string) bool {
	_, ok := p.cards.Resolve(w)
	return ok && !strings.Contains(w, " ")
}

// attackedPlaneswalker finds the planeswalker an attack item names. A
// label is that permanent. A name is the first planeswalker of that name
// an opponent of the line's player controls, since only an opponent's
// can be attacked (CR 506.3, 508.1b), or else the first of that name
// anyone controls, which the engine then refuses and the error's
// same-name note explains. It returns NoObj for an attack on a player.
func (r *runner) attackedPlaneswalker(it attackItem) (engine.ObjID, error) {
	if it.planeswalker == (ref{}) {
		return engine.NoObj, nil
	}
	isPW := func(in engine.ObjectInfo) bool { return in.Characteristics.Is(engine.Planeswalker) }
	if it.planeswalker.label == "" {
		for _, id := range r.g.Battlefield() {
			in := r.info(id)
			if hasName(in, it.planeswalker.name) && isPW(in) && r.g.Opponents(engine.PlayerID(it.player), in.Controller) {
				return id, nil
			}
		}
	}
	return r.permanent(-1, it.planeswalker, nil, isPW)
}

// attackedPicks returns the planeswalkers a failed declaration of
// attackers named by name, as the runner picked them.
func (r *runner) attackedPicks(items []attackItem, err error) []namePick {
	if errors.Is(err, ErrNotFound) {
		return nil
	}
	var picks []namePick
	for _, it := range items {
		if it.planeswalker == (ref{}) || it.planeswalker.label != "" {
			continue
		}
		if id, e := r.attackedPlaneswalker(it); e == nil {
			picks = append(picks, namePick{it.planeswalker.name, id, "is the one attacked"})
		}
	}
	return picks
}
