package engine

import "github.com/cathar-engine/cathar/zones"

// Attacking planeswalkers (CR 506.3, 508.1b): what an attack may name
// besides the defending player, and what an attacking creature deals its
// combat damage to.

// cantBeAttackedReason reports why attack a can't name its planeswalker,
// or "" (CR 508.1b): it must be a planeswalker on the battlefield that
// the defending player controls.
func (g *Game) cantBeAttackedReason(a Attack) string {
	if a.Planeswalker == NoObj {
		return ""
	}
	if a.Planeswalker < 0 || int(a.Planeswalker) >= len(g.st.objs) {
		return "unknown planeswalker"
	}
	pw := g.obj(a.Planeswalker)
	switch ch := g.chars(pw); {
	case !current(pw) || pw.zone != zones.Battlefield:
		return "the planeswalker it attacks is not on the battlefield"
	case !ch.Is(Planeswalker):
		return "it can attack a player or a planeswalker, and that is not a planeswalker (CR 508.1b)"
	case ch.Controller != a.Defender:
		return "the defending player of an attack on a planeswalker is its controller (CR 508.5)"
	}
	return ""
}

// mayHaveBeenAttacked reports whether a creature may have been declared
// attacking object pw as a planeswalker (CR 508.1b), for the invariant
// checker: pw is a permanent, on the battlefield now or a former one (its
// object stays there, CR 400.7), and a planeswalker now or by one of its
// card's faces. No effect of the engine gives the planeswalker type (the
// only type-setting one makes a creature), so an object with no such face
// never was one; one that left, or stopped being one as it transformed,
// stays referenced, the creature removed from combat with it (506.4).
// A copy of a planeswalker (707.2) stays one while it is attacked: the
// effect that makes a creature is a sorcery-speed loyalty ability.
func (g *Game) mayHaveBeenAttacked(pw *object) bool {
	if pw.zone != zones.Battlefield || pw.def == 0 {
		return false
	}
	isPW := func(f *Face) bool { return f != nil && f.Types.Has(Planeswalker) }
	return isPW(&g.defOf(pw).Front) || isPW(g.defOf(pw).Back) || g.charsChecked(pw).Is(Planeswalker)
}

// attacked returns what attacking creature o deals its combat damage to
// when no creature blocks it (CR 510.1b): the player it attacks, or the
// planeswalker it attacks while that is still a planeswalker on the
// battlefield under the defending player's control. A planeswalker that
// left, stopped being a planeswalker or changed controller was removed
// from combat: the creature still attacks but deals no combat damage
// (CR 506.4, 506.4c); ok is then false.
func (g *Game) attacked(o *object) (Target, bool) {
	if o.attackingPW == NoObj {
		return TargetPlayerID(o.attacking), true
	}
	pw := g.obj(o.attackingPW)
	if ch := g.chars(pw); current(pw) && pw.zone == zones.Battlefield && ch.Is(Planeswalker) && ch.Controller == o.attacking {
		return TargetObject(o.attackingPW), true
	}
	return Target{}, false
}

// attackOptions appends to opts, for creature id that may attack, an
// option to attack each planeswalker of pws (those an opponent controls,
// CR 508.1b), for the autoplay's declaration of attackers.
func (g *Game) attackOptions(opts []Option, id ObjID, pws []ObjID) []Option {
	for _, pw := range pws {
		opts = append(opts, Option{Obj: id, Player: g.chars(g.obj(pw)).Controller, Planeswalker: pw, Index: len(opts)})
	}
	return opts
}
