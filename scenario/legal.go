package scenario

import (
	"strings"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// The setup describes a position the rules allow: each check below is an
// error of the file at the line that sets the card up. What the card's
// definition alone decides is checked as the file is parsed
// (legalPlacement); what depends on the permanent it is attached to, as
// the game is built (legalAttachment), since a copy or a face changes
// what a permanent is.

// legalPlacement reports a card that can't be where a setup line puts it:
// an instant or a sorcery on the battlefield (CR 110.4: neither can be a
// permanent; 304.4, 307.4), a token anywhere but the battlefield (CR
// 111.7, 111.8: it would cease to exist), a token's definition set up as
// a card (CR 111.6: a token is not a card), and an Aura attached to
// nothing (CR 303.4: an Aura is always attached; 704.5m would put it into
// its owner's graveyard at once, which no setup means).
func (p *parser) legalPlacement(pl *placement) bool {
	face := pl.def.Front
	if pl.back && pl.def.Back != nil {
		face = *pl.def.Back
	}
	bf := pl.zone == zones.Battlefield
	switch {
	case bf && !face.Types.Permanent():
		kind, rule := "a sorcery", "307.4"
		if face.Types.Has(engine.Instant) {
			kind, rule = "an instant", "304.4"
		}
		return p.fail("%s is %s and can't be on the battlefield (CR 110.4, %s): put it in a hand, a library, a graveyard or exile", pl.name, kind, rule)
	case p.cards.IsTokenName(pl.name) && !bf:
		return p.fail("%s is a token, and a token can't be in %s (CR 111.7, 111.8): set it up on the battlefield, `battlefield PLAYER: %s (token)`",
			pl.name, zoneWithArticle(pl.zone), pl.name)
	case p.cards.IsTokenName(pl.name) && !pl.token:
		return p.fail("%s is a token, not a card (CR 111.6): add the modifier `(token)`", pl.name)
	case bf && !loyaltyFits(pl, &face):
		return p.fail("%s is not a planeswalker: `loyalty N` sets a planeswalker's loyalty (CR 306.5b); write `counters loyalty xN` for loyalty counters on another permanent", pl.name)
	case bf && pl.toPlayer && pl.copyOf == "" && !p.legalPlayerAttachment(pl, &face):
		return false
	case bf && pl.attachedTo == "" && !pl.toPlayer && engine.EnchantsPlayer(&face):
		return p.fail("%s is an Aura with enchant player and must be attached to a player (CR 303.4, 704.5m): add the modifier `(attached to PLAYER)`", pl.name)
	case bf && pl.attachedTo == "" && !pl.toPlayer && face.Types.Has(engine.Enchantment) && face.Subtypes.Has(engine.Aura):
		return p.fail("%s is an Aura and must be attached to something it can enchant (CR 303.4, 704.5m): add the modifier `(attached to LABEL)`", pl.name)
	}
	return true
}

// zoneWithArticle names a zone in a sentence: "a hand", "exile".
func zoneWithArticle(z zones.Kind) string {
	if z == zones.Exile {
		return "exile"
	}
	return "a " + z.String()
}

// legalAttachment reports a permanent set up attached to something it
// can't be attached to: an Aura to what its enchant ability does not
// allow (CR 303.4, 702.5a; 704.5m), an Aura that is also a creature (CR
// 303.4d), an Equipment to a non-creature or an Equipment that is a
// creature (CR 301.5, 301.5c; 704.5n), and any other permanent (CR 303.4h,
// 704.5p). id is the permanent, target what it is attached to.
func (r *runner) legalAttachment(pl placement, id, target engine.ObjID) *Error {
	ch, tch := r.g.Characteristics(id), r.g.Characteristics(target)
	fail := func(format string, args ...any) *Error {
		return r.errorf(pl.line, KindSetup, nil, format, args...)
	}
	switch {
	case ch.Is(engine.Enchantment) && ch.Subtypes.Has(engine.Aura):
		if ch.Is(engine.Creature) {
			return fail("%s is an Aura that is also a creature, and such an Aura can't enchant anything (CR 303.4d)", ch.Name)
		}
		if face := enchantFace(pl.def, pl.back); engine.EnchantsPlayer(face) {
			return fail("%s can't enchant %s: its enchant ability allows a player only (CR 303.4, 702.5a)", ch.Name, pl.attachedTo)
		}
		f, ok := enchantFilter(pl.def, pl.back)
		if ok && !filterAdmits(r.g, f, tch, ch.Controller, id == target) {
			return fail("%s can't enchant %s: its enchant ability allows %s only (CR 303.4, 702.5a)", ch.Name, pl.attachedTo, filterText(f))
		}
		if !tch.Is(engine.Creature) {
			return fail("%s can't enchant %s, which is not a creature (CR 303.4, 704.5m)", ch.Name, pl.attachedTo)
		}
	case ch.Subtypes.Has(engine.Equipment):
		if ch.Is(engine.Creature) {
			return fail("%s is an Equipment that is also a creature, and such an Equipment can't equip anything (CR 301.5c)", ch.Name)
		}
		if !tch.Is(engine.Creature) {
			return fail("%s can be attached only to a creature, and %s is not one (CR 301.5, 301.5c)", ch.Name, pl.attachedTo)
		}
	default:
		return fail("%s is neither an Aura nor an Equipment, so it can't be attached to anything (CR 303.4h, 704.5p)", ch.Name)
	}
	return nil
}

// enchantFilter returns what an Aura's enchant ability allows: the target
// of its Aura spell (CR 303.4a), on the face that is up.
func enchantFilter(def *engine.CardDef, back bool) (engine.Filter, bool) {
	face := def.Front
	if back && def.Back != nil {
		face = *def.Back
	}
	if face.Spell == nil || len(face.Spell.Targets) == 0 || face.Spell.Targets[0].Kind != engine.TargetPermanent {
		return engine.Filter{}, false
	}
	return face.Spell.Targets[0].Filter, true
}

// filterAdmits reports whether a permanent with characteristics ch is one
// the filter admits, for a source controlled by you. Its controller is
// tested as the engine tests it (Game.Related): in Two-Headed Giant a
// teammate is not an opponent (CR 102.3, 810.1), and "you don't control"
// admits a teammate's permanent (CR 109.4).
func filterAdmits(g *engine.Game, f engine.Filter, ch engine.Characteristics, you engine.PlayerID, self bool) bool {
	switch {
	case f.Types != 0 && ch.Types&f.Types == 0,
		!f.Subtypes.Empty() && !ch.Subtypes.Any(f.Subtypes),
		ch.Subtypes.Any(f.NotSubtypes),
		!g.Related(f.Controller, you, ch.Controller),
		f.Other && self,
		f.HasMaxMV && ch.ManaCost.ManaValue(0) > int(f.MaxMV):
		return false
	}
	return true
}

// filterText names what a filter admits: "a creature", "an artifact or
// creature", "a creature an opponent controls".
func filterText(f engine.Filter) string {
	return filterTypesText(f) + controllerText(f.Controller)
}

// controllerText words a filter's controller after its types: "", " you
// control", " an opponent controls", " you don't control".
func controllerText(r engine.Relation) string {
	switch r {
	case engine.YouControl:
		return " you control"
	case engine.OpponentControls:
		return " an opponent controls"
	case engine.YouDontControl:
		return " you don't control"
	}
	return ""
}

// filterTypesText names the card types a filter admits, with an article.
func filterTypesText(f engine.Filter) string {
	var types []string
	for t := range engine.CardType(16) {
		if f.Types.Has(t) {
			types = append(types, strings.ToLower(t.String()))
		}
	}
	if len(types) == 0 {
		return "a permanent"
	}
	s := strings.Join(types, " or ")
	if strings.IndexByte("aeiou", s[0]) >= 0 {
		return "an " + s
	}
	return "a " + s
}

// modifiersOffBattlefield reports modifiers on a card set up off the
// battlefield, which take none; for `token`, why: a token can't be there
// (CR 111.7, 111.8).
func (p *parser) modifiersOffBattlefield(c *cursor, zone zones.Kind) {
	for i := c.pos; i < len(c.toks) && !c.toks[i].isPunct(")"); i++ {
		if c.toks[i].is("token") {
			p.fail("a token can't be in %s (CR 111.7, 111.8): only the battlefield takes modifiers", zoneWithArticle(zone))
			return
		}
	}
	p.fail("modifiers apply to the battlefield only")
}
