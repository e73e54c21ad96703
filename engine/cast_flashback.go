package engine

import "github.com/cathar-engine/cathar/zones"

// Flashback is the keyword ability flashback (CR 702.34a): two static
// abilities, one that works while the card is in a graveyard and lets its
// owner cast it from there by paying Cost instead of its mana cost (an
// alternative cost, CR 118.9), and one that works while it is on the stack
// and exiles it instead of letting it go anywhere else once it leaves
// (a replacement effect, CR 614.1a). The caster announces it
// (CastOptions.Flashback); the spell's timing is its normal one.
type Flashback struct {
	// Text is the ability's rules text, for people.
	Text string
	// Cost is the flashback cost, paid instead of the mana cost.
	Cost ManaCost
}

// castFrom checks the zone the card is cast from: its owner's hand, or
// with flashback its owner's graveyard (CR 601.2a, 702.34a). It returns
// the card's object.
func (g *Game) castFrom(act string, p PlayerID, card ObjID, flashback bool) (*object, error) {
	if !flashback {
		return g.cardInHand(act, p, card)
	}
	return g.ownCardIn(act, p, card, zones.Graveyard, "flashback casts a card from its owner's graveyard (CR 702.34a)")
}

// flashbackCost checks the announcement of a flashback cast of face and
// returns the face whose mana cost the total cost starts from
// (CR 601.2f): the flashback cost in place of the mana cost, the spell's
// own mana cost and mana value unchanged (CR 118.9c). Without the
// announcement the face is returned as it is.
func flashbackCost(face *Face, opts *CastOptions) (*Face, string) {
	if !opts.Flashback {
		return face, ""
	}
	if face.Flashback == nil {
		return nil, "it has no flashback (CR 702.34a)"
	}
	if !face.Types.Has(Instant) && !face.Types.Has(Sorcery) {
		return nil, "flashback casts only an instant or sorcery (CR 702.34a)"
	}
	if opts.WithoutPaying {
		return nil, "a spell has one alternative cost at most: flashback or without paying its mana cost (CR 118.9a)"
	}
	alt := *face
	alt.ManaCost = face.Flashback.Cost
	return &alt, ""
}

// flashbackExile applies flashback's replacement (CR 702.34a): a spell
// cast with flashback that would leave the stack, resolving, countered or
// failing to resolve, is exiled instead of going anywhere else. It
// returns the zone o really goes to.
func flashbackExile(o *object, to zones.Kind) zones.Kind {
	if o.zone == zones.Stack && o.flashback && to != zones.None {
		return zones.Exile
	}
	return to
}

// appendFlashbacks appends the flashback casts p may make now: each card
// with flashback in p's graveyard that is an instant or sorcery, at its
// normal timing, for its flashback cost (CR 702.34a, 118.9).
func (g *Game) appendFlashbacks(buf []Action, lc *listCasts, p PlayerID) []Action {
	if !g.anyFlashback() {
		return buf // no card of the game has it: the graveyard need not be read
	}
	for _, id := range g.st.players[p].graveyard {
		f := &g.defOf(g.obj(id)).Front
		if f.Flashback == nil {
			continue
		}
		opts := CastOptions{Flashback: true}
		costFace, why := flashbackCost(f, &opts)
		if why != "" {
			continue
		}
		flash := needsFlash(f, lc.sorcery) // as listActions
		if flash && !g.mayCastAsThoughFlash(p, f) {
			continue
		}
		buf = g.appendCast(buf, lc, Action{Kind: ActCastFlashback, Player: p, Obj: id, Flash: flash}, f, costFace)
	}
	return buf
}

// anyFlashback reports whether a card of the game has flashback, folding
// in the definitions defList gained since the last call. Every card in a
// graveyard has its definition there (defBaseOf), so a game without
// such a card has no flashback cast to list (CR 702.34a).
func (g *Game) anyFlashback() bool {
	for ; g.flashDefs < len(g.defList); g.flashDefs++ {
		g.flashback = g.flashback || g.defList[g.flashDefs].def.Front.Flashback != nil
	}
	return g.flashback
}
