package scenario

import "github.com/cathar-engine/cathar/engine"

// Auras attached to players (CR 303.4): `attached to PLAYER` in setup and
// in expectations.

// acceptPlayer reads a player's name if the next token is one.
func (p *parser) acceptPlayer(c *cursor) (int, bool) {
	t := c.peek()
	if !t.word() || !p.isPlayer(t.text) {
		return 0, false
	}
	c.next()
	return p.players[t.text], true
}

// enchantFace returns the face of def that is up: the back face when back
// is set and the card has one.
func enchantFace(def *engine.CardDef, back bool) *engine.Face {
	if back && def.Back != nil {
		return def.Back
	}
	return &def.Front
}

// attachedName names what permanent in is attached to: a label or object,
// a player, or nothing.
func (r *runner) attachedName(in engine.ObjectInfo) string {
	if in.AttachedPlayer != engine.NoPlayer {
		return r.g.PlayerName(in.AttachedPlayer)
	}
	return r.nameOf(in.AttachedTo)
}
