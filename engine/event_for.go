package engine

// EventsFor returns the events of the log from Seq from on, as player p may
// know them: an object in a hidden zone that p may not see (CR 400.2,
// 401.3, 402.3; Game.KnownTo) is NoObj in them, so that an opponent's draw
// says that a card was drawn and not which ("Bob draws a card"). A zone
// change names the card's owner in Player, so a hidden card's move still
// says whose it is ("one of Bob's cards: library -> hand").
// An unknown p gets the spectator's events. The slice is new.
func (g *Game) EventsFor(p PlayerID, from int) []Event {
	if g.checkPlayerExists(p) != nil {
		p = NoPlayer
	}
	return g.eventsFor(p, from)
}

// SpectatorEvents returns the events of the log from Seq from on, as
// someone who plays no part may know them: every object in a hidden zone
// is NoObj (EventsFor).
func (g *Game) SpectatorEvents(from int) []Event { return g.eventsFor(NoPlayer, from) }

func (g *Game) eventsFor(p PlayerID, from int) []Event {
	out := []Event{}
	for ev := range g.EventsSince(from) {
		out = append(out, g.redact(p, ev))
	}
	return out
}

// redact blanks the objects of ev that viewer p may not see: Obj and
// Other, which are objects in every kind that has them, and the object
// that created a prevention effect (Event.PreventedBy), which is a spell
// or a permanent in every case the pool has, but an ability's source may
// be a card in a hand. For a zone change Player still names the card's
// owner. Aux is otherwise never a hidden object: the permanent an exile
// waits for (Event.ExiledUntil), a stack id, or a number.
func (g *Game) redact(p PlayerID, ev Event) Event {
	if !g.visibleTo(p, ev.Obj) {
		ev.Obj = NoObj
	}
	if !g.visibleTo(p, ev.Other) {
		ev.Other = NoObj
	}
	if by, ok := ev.PreventedBy(); ok && !g.visibleTo(p, by) {
		ev.Aux = 0
	}
	return ev
}

// visibleTo reports whether viewer p may see which card object id is: an
// object of a public zone (CR 400.2), or a hidden one they may see
// (seesHidden). An object keeps the zone it was in when it left it (a zone
// change makes a new object, CR 400.7), so this holds for past events too.
// An object in no zone, a card that left the game with its owner (CR
// 800.4a), is hidden: it may come from a hand or a library. A token is
// never hidden: it is created on the battlefield, where everyone sees it
// (CR 111.1, 400.2), so the token about to be created (in no zone yet) and
// a token that went to a hand or a library before it ceased to exist (CR
// 111.7) are public.
func (g *Game) visibleTo(p PlayerID, id ObjID) bool {
	if id <= 0 || int(id) >= len(g.st.objs) {
		return true
	}
	o := g.obj(id)
	return o.token || o.zone.Public() || g.seesHidden(p, id)
}
