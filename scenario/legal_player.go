package scenario

import "github.com/cathar-engine/cathar/engine"

// legalPlayerAttachment reports a permanent set up `attached to PLAYER`
// that can't be attached to a player, with the words the setup table of
// the format reference uses for the same mistake on a permanent: an Aura
// whose enchant ability allows only objects (CR 303.4, 702.5a, 704.5m),
// an Aura that is also a creature (CR 303.4d), an Equipment (which is
// attached to creatures only, CR 301.5, 704.5n) and any other permanent
// (CR 303.4h, 704.5p). What the definition decides is checked as the file
// is parsed, like legalPlacement's other checks.
func (p *parser) legalPlayerAttachment(pl *placement, face *engine.Face) bool {
	who := p.f.Players[pl.attachedPlayer]
	switch {
	case engine.EnchantsPlayer(face):
		return true
	case face.Types.Has(engine.Enchantment) && face.Subtypes.Has(engine.Aura):
		if face.Types.Has(engine.Creature) {
			return p.fail("%s is an Aura that is also a creature, and such an Aura can't enchant anything (CR 303.4d)", pl.name)
		}
		allows := "a permanent"
		if f, ok := enchantFilter(pl.def, pl.back); ok {
			allows = filterText(f)
		}
		return p.fail("%s can't enchant %s: its enchant ability allows %s only, not a player (CR 303.4, 702.5a)", pl.name, who, allows)
	case face.Subtypes.Has(engine.Equipment):
		return p.fail("%s can be attached only to a creature, and %s is a player (CR 301.5, 301.5c)", pl.name, who)
	}
	return p.fail("%s is neither an Aura nor an Equipment, so it can't be attached to anything (CR 303.4h, 704.5p)", pl.name)
}
