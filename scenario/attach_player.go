package scenario

import (
	"unicode"

	"github.com/cathar-engine/cathar/engine"
)

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

// unknownAttachee reports the word after `attached to` when it is
// capitalized as a player's name is and is neither a label nor a player
// of the game (nor a label a line with an error would have defined), with
// the labels and players it may stand for: a player missing from the
// `players:` line, or misspelt, reads better so than as an undefined
// label alone. It reports whether it reported.
func (p *parser) unknownAttachee(c *cursor) bool {
	t := c.peek()
	if !t.word() || t.text == "" || !unicode.IsUpper(rune(t.text[0])) || p.isLabel(t.text) || p.isBroken(t.text) || p.noPlayers {
		return false
	}
	if _, isCard := p.cards.Resolve(t.text); isCard {
		return false // undefinedLabel says a card's name needs a label
	}
	c.next()
	cands := append(p.labelNames(), p.f.Players...)
	p.fail("undefined label %s, and no player of the game is named %s: `attached to` names a permanent set up earlier, by its label, or a player (CR 303.4)%s",
		t.text, t.text, didYouMean(t.text, cands))
	return true
}
