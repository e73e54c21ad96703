package engine

import "github.com/cathar-engine/cathar/zones"

// The state-change operations that create objects and put them into
// zones or take them out (see change.go). A permanent entering or leaving
// the battlefield may change the characteristics of others (CR 613): each
// marks them for recomputation.

// newObject appends a new object for card c in zone z and returns its id.
func (g *Game) newObject(c CardID, def defRef, owner PlayerID, z zones.Kind, token bool) ObjID {
	id := ObjID(len(g.st.objs))
	g.st.objs = append(g.st.objs, object{
		id: id, card: c, def: def, owner: owner, controller: owner, zone: z, token: token,
		attacking: NoPlayer, attachedPlayer: NoPlayer, controlSince: g.st.turn, timestamp: g.newTimestamp(),
	})
	g.saveIn(secCards, owner, z)
	g.st.cards[c] = id
	g.setBaseChars(g.obj(id))
	return id
}

// newCard creates a physical card (or token) owned by p in zone z,
// appending it to that zone.
func (g *Game) newCard(def *CardDef, p PlayerID, z zones.Kind, token bool) ObjID {
	return g.newCardOf(g.refOfDef(def), p, z, token)
}

// newCardOf is newCard for the definition def refers to.
func (g *Game) newCardOf(def defRef, p PlayerID, z zones.Kind, token bool) ObjID {
	c := CardID(len(g.st.cards))
	g.saveIn(secCards, p, z)
	g.st.cards = append(g.st.cards, NoObj)
	id := g.newObject(c, def, p, z, token)
	g.addToZone(id, z)
	return id
}

func (g *Game) addToZone(id ObjID, z zones.Kind) {
	o := g.obj(id)
	g.saveIn(zoneSection(z), o.owner, z)
	switch z {
	case zones.Battlefield:
		g.st.battlefield.Push(id)
		g.noteEntered(id)
	case zones.Exile:
		g.st.exile.Push(id)
	case zones.Library:
		g.st.players[o.owner].library.Push(id)
	case zones.Hand:
		g.st.players[o.owner].hand.Push(id)
	case zones.Graveyard:
		g.st.players[o.owner].graveyard.Push(id)
	}
}

// zoneSection returns the section that holds the list of zone z.
func zoneSection(z zones.Kind) section {
	switch z {
	case zones.Battlefield:
		return secBattlefield
	case zones.Exile:
		return secExile
	case zones.Stack:
		return secStack
	case zones.Library, zones.Hand, zones.Graveyard:
		return secPiles
	}
	return 0
}

func (g *Game) removeFromZone(id ObjID) {
	o := g.obj(id)
	g.saveIn(zoneSection(o.zone), o.owner, o.zone)
	switch o.zone {
	case zones.Battlefield:
		g.st.battlefield.Remove(id)
		g.noteLeft(id)
	case zones.Exile:
		g.st.exile.Remove(id)
	case zones.Library:
		g.st.players[o.owner].library.Remove(id)
	case zones.Hand:
		g.st.players[o.owner].hand.Remove(id)
	case zones.Graveyard:
		g.st.players[o.owner].graveyard.Remove(id)
	case zones.Stack:
		for i := range g.st.stack {
			if g.st.stack[i].spell && g.st.stack[i].obj == id {
				g.save(secStack)
				g.st.stack = append(g.st.stack[:i], g.st.stack[i+1:]...)
				break
			}
		}
	}
}

// relocate performs one move m of a batch (CR 400.7): the object leaves
// its zone and, unless it leaves the game, a new object for the same card
// is put into m.to, as the entering pipeline shaped it for the
// battlefield. It sets m.newID.
func (g *Game) relocate(m *move) {
	o := g.mut(m.obj)
	g.removeFromZone(m.obj)
	if m.to == zones.None {
		// It leaves the game (CR 800.4a); leaving the battlefield this
		// way still ends "until" durations (610.3).
		o.gone = true
		return
	}
	from, known := o.zone, o.knownBy
	id := g.newObject(o.card, o.def, o.owner, m.to, o.token)
	m.newID = id
	g.mut(m.obj).next = id // o may have moved with the append
	n := g.obj(id)
	n.knownBy = knownAfterMove(from, m.to, known, g.handHolders(n.owner), len(g.st.players)) // who saw it go (knowledge.go)
	if m.to == zones.Battlefield {
		e := &m.enter
		n.controller = e.Controller
		n.back = e.Back
		n.copyFace = g.refOfFace(e.CopyFace)
		n.copyBack = e.CopyBack
		n.tapped = e.Tapped
		n.counters = e.Counters
		n.wasCast = m.cast
		n.castX = m.x
		n.attachedTo = m.attachTo
		if m.toPlayer {
			n.attachedPlayer = m.attachPlayer
		}
		n.controlSince = g.st.turn
		g.setBaseChars(n)
	}
	if m.to == zones.Library && m.bottom {
		g.saveHidden(secPiles, n.owner)
		g.st.players[n.owner].library.PushBottom(id)
	} else {
		g.addToZone(id, m.to)
	}
}

// ceaseToExist makes token id, outside the battlefield, cease to exist
// (CR 704.5d, 111.7).
func (g *Game) ceaseToExist(id ObjID) {
	g.removeFromZone(id)
	g.mut(id).gone = true
	g.emit(Event{Kind: EvCeasedToExist, Obj: id})
}

// shuffleLibrary shuffles player p's library (CR 701.24a) with the game's
// random source: no player knows its order any more.
func (g *Game) shuffleLibrary(p PlayerID) {
	g.saveHidden(secPiles, p)
	g.st.players[p].library.Shuffle(g.st.rnd.intn)
	g.forgetLibrary(p)
	g.emit(Event{Kind: EvShuffled, Player: p})
}

// setUpPermanent gives permanent id, just placed on the battlefield during
// setup, the status, counters, attachment, copy effect and control that pl
// says.
func (g *Game) setUpPermanent(id ObjID, pl *Placement) {
	o := g.obj(id) // created by this action: nothing to save
	o.back = pl.BackFace && pl.Def.Back != nil
	o.tapped = pl.Tapped
	o.damage = int16(pl.Damage) // CR 120.3: damage marked before play began
	o.controlSince = -1
	if pl.Sick {
		o.controlSince = 1 << 30 // adjusted by Start
	}
	for k, n := range pl.Counters {
		o.counters[k] = int16(n)
	}
	o.attachedTo = pl.AttachedTo
	if pl.AttachedToPlayer {
		o.attachedPlayer = pl.AttachedPlayer // CR 303.4
	}
	if back, ok := g.doubleFacedTokenCopy(pl); ok {
		o.back = back // both faces, the original's up (CR 707.8a)
	} else if pl.CopyOf != NoObj {
		e := Entering{g: g}
		e.CopyOf(pl.CopyOf)
		o = g.obj(id)
		o.copyFace, o.copyBack = g.refOfFace(e.CopyFace), e.CopyBack
	}
	g.setBaseChars(o)
	if pl.ControlEffect && pl.Controller != pl.Owner {
		g.save(secEffects)
		g.st.effects = append(g.st.effects, contEffect{layer: LayerControl, timestamp: g.newTimestamp(),
			source: NoObj, creator: pl.Controller, affected: id, controller: pl.Controller, duration: Indefinitely})
		g.materialize(o)
		o.own.Controller = pl.Controller // it has been under this control all along
	}
	g.markDirty()
}

// beginPlay ends setup (CR 103): the game waits for priority, and the
// characteristics of every permanent setup placed are computed afresh.
func (g *Game) beginPlay() {
	g.st.wait = waitPriority
	g.markDirty()
}

// markTokensScanned records that no object of the table is a token
// outside the battlefield (CR 704.5d): the state-based action check has
// just removed them. Objects created later lie above the mark.
func (g *Game) markTokensScanned() {
	g.st.tokenScan = int32(len(g.st.objs))
}
