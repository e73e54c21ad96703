package engine

import "github.com/cathar-engine/cathar/zones"

// ExileLink is a card exiled "until" a permanent leaves the battlefield
// (CR 610.3), as Brutal Cathar exiles: the promise that the card returns
// when that permanent leaves.
type ExileLink struct {
	// Exiled is the object in exile the link returns.
	Exiled ObjID
	// Source is the permanent whose leaving the battlefield returns it:
	// the source of the ability that exiled it. A transformed permanent
	// is the same object (CR 712.18), so the link outlives a transform;
	// it ends when the permanent leaves (CR 610.3), and the card returns
	// at once.
	Source ObjID
	// ReturnTo is the zone it returns to, the zone it was exiled from;
	// to the battlefield under its owner's control (CR 610.3c).
	ReturnTo zones.Kind
	// Creator is the player who controlled the ability that exiled it.
	Creator PlayerID
	// Returns reports whether the card will return when the source
	// leaves: false once the exiled object has left exile (it is a new
	// object, CR 400.7) or when it is a token, which ceases to exist
	// instead (CR 111.7, 111.8).
	Returns bool
}

// ExileLinks returns the "until … leaves the battlefield" links in force,
// in the order they were made. A link lasts while its source is on the
// battlefield (CR 610.3): when the source leaves, the exiled card returns
// (CR 610.3c, all such cards at once, 610.3d) and the link is gone.
func (g *Game) ExileLinks() []ExileLink {
	out := make([]ExileLink, 0, len(g.st.links))
	for _, l := range g.st.links {
		out = append(out, g.exileLink(l))
	}
	return out
}

// ExileLinkOf returns the link that holds object id in exile, if any.
func (g *Game) ExileLinkOf(id ObjID) (ExileLink, bool) {
	for _, l := range g.st.links {
		if l.exiled == id {
			return g.exileLink(l), true
		}
	}
	return ExileLink{}, false
}

// exileLink is the public form of link l.
func (g *Game) exileLink(l untilLink) ExileLink {
	return ExileLink{Exiled: l.exiled, Source: l.source, ReturnTo: l.to, Creator: l.creator,
		Returns: returnsFromExile(g.obj(l.exiled))}
}
