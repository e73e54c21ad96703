package engine

import (
	"errors"
	"fmt"

	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/zones"
)

// InvariantError is one violated invariant of the game state, as reported
// by CheckInvariants: which invariant, the object or player concerned (or
// NoObj and NoPlayer), and what was found.
type InvariantError struct {
	Invariant string // a short name: "zones", "ids", "cards", "links", ...
	Obj       ObjID
	Player    PlayerID
	Detail    string
}

// Error returns "invariant NAME: object N (NAME): DETAIL".
func (e *InvariantError) Error() string {
	s := "invariant " + e.Invariant
	if e.Obj != NoObj {
		s += ": object " + itoa(int(e.Obj))
	}
	if e.Player != NoPlayer {
		s += ": player " + itoa(int(e.Player))
	}
	return s + ": " + e.Detail
}

// CheckInvariants checks that the game's state is internally consistent
// and returns every violation found, joined (each an *InvariantError), or
// nil. It is meant for tests and fuzzers and may be called between any two
// actions; it does not change the game (when characteristics are stale it
// recomputes them on a clone). It reports an error when called from inside
// an action, from a Decider, since the state is then half-changed.
//
// Always, in setup and in play:
//
//   - ids: every object's id is its index; object and card ids are in
//     range; an object that changed zones points at a later object of the
//     same card (CR 400.7).
//   - zones: every current object (one that has neither changed zones nor
//     left the game or ceased to exist) is listed exactly once, in the pile
//     of the zone it records (its owner's, for a library, hand or
//     graveyard), or, for a spell, by exactly one stack item; an object that
//     is not current is listed nowhere.
//   - cards: every card points at its newest object, and every current
//     object is its card's object.
//   - status: off the battlefield an object is untapped, undamaged, attached
//     to nothing and out of combat; counters, damage and X are never
//     negative; attachments, attackers and blockers name objects and players
//     that exist.
//   - links: a continuous effect, an "until this leaves the battlefield"
//     link (CR 610.3), a prevention shield, a pending trigger and a stack
//     item name objects and players that exist; a link's source is still on
//     the battlefield (its leaving releases the link at once) and what it
//     exiled was put into exile; no control effect gives control to a player
//     who has left the game (CR 800.4a); no "until end of turn" effect
//     survives into the untap step (CR 514.2).
//   - players: pools, lands played and spells cast are never negative; a
//     player who lost has left; while the game goes on, a player who left
//     owns and controls nothing in the game.
//   - turn: the step and the active player are valid; the stack's items
//     have distinct ids in the order they were put there, controlled by
//     players in the game; the game waits for something consistent with
//     the step (attackers in the declare attackers step with an empty stack,
//     blockers in the declare blockers step, priority held by a player in
//     the game, no priority holder when over or paused).
//   - definitions: each definition's faces as the game precomputed them
//     (or took them from an earlier game of the same decks) are what the
//     definition gives.
//   - log: when the log is on, it holds every event emitted, with Seq 0..n-1
//     in order; each day/night event names a designation other than
//     neither, follows from the previous one, and the last is the current
//     designation, so that once it has been day or night it never returns
//     to neither (CR 731.1). Without the log this cannot be checked.
//     The decisions kept with the log are of kinds it records, in the
//     order of the events they came between, by players and about objects
//     of the game; without the log there are none.
//
// When a player holds priority, in addition (CR 117.5, 704.3): the
// characteristics are up to date, no triggered ability waits to be put on
// the stack, no state-based action would be performed (CR 704.5a, b, d, f,
// g, j, m, n, p, q), and daybound and nightbound have nothing left to do
// (CR 702.145c–g). In particular an Aura or Equipment may be attached to an
// object that has left the battlefield only until then. These are not
// checked while the game waits for attackers or blockers, when triggers
// from the declarations may wait for the next priority.
func (g *Game) CheckInvariants() error {
	if g.choosing || g.undo.active {
		return &InvariantError{Invariant: "between actions", Obj: NoObj, Player: NoPlayer,
			Detail: "CheckInvariants was called during an action"}
	}
	c := invariantChecker{g: g}
	dirty := g.st.dirty
	if dirty {
		// Reading characteristics needs a recomputation: do it on a copy.
		c.g = g.Clone()
		c.g.refresh()
	}
	c.check(dirty)
	return errors.Join(c.errs...)
}

type invariantChecker struct {
	g    *Game
	errs []error
	seen []uint8 // per object: times listed in a zone
}

func (c *invariantChecker) bad(inv string, obj ObjID, p PlayerID, format string, args ...any) {
	if len(c.errs) >= 50 {
		return // one broken table would repeat the same error thousands of times
	}
	c.errs = append(c.errs, &InvariantError{Invariant: inv, Obj: obj, Player: p, Detail: fmt.Sprintf(format, args...)})
}

func (c *invariantChecker) objOK(id ObjID) bool { return id > 0 && int(id) < len(c.g.st.objs) }

func (c *invariantChecker) playerOK(p PlayerID) bool {
	return p >= 0 && int(p) < len(c.g.st.players)
}

func (c *invariantChecker) name(id ObjID) string {
	if !c.objOK(id) || !c.defOK(&c.g.st.objs[id]) {
		return "?"
	}
	return c.g.defOf(&c.g.st.objs[id]).Front.Name
}

// defOK reports whether object o refers to a definition of the game.
func (c *invariantChecker) defOK(o *object) bool {
	return o.def > 0 && int(o.def) <= len(c.g.defList)
}

func current(o *object) bool { return !o.gone && o.next == NoObj }

func (c *invariantChecker) check(wasDirty bool) {
	st := &c.g.st
	c.checkObjects()
	c.checkZones()
	c.checkStack()
	c.checkLinks()
	c.checkPlayers()
	c.checkTurn()
	c.checkTeams()
	c.checkOpening()
	c.checkLog()
	c.checkDecisions()
	c.checkDefBases()
	if !wasDirty && len(c.errs) == 0 {
		c.checkCache()
	}
	if st.wait == waitPriority {
		if wasDirty {
			c.bad("priority", NoObj, st.priority, "characteristics are stale while a player holds priority")
		}
		c.checkSettled()
	}
}

// checkCache compares what the engine keeps computed between actions,
// every cache of the registry (cacheRegistry), with a computation from
// the state alone, made on a copy. It runs on a state the other checks
// found consistent; a computation that fails is reported, not raised.
func (c *invariantChecker) checkCache() {
	g := c.g
	defer func() {
		if r := recover(); r != nil {
			c.bad("cache", NoObj, NoPlayer, "computing characteristics from the state failed: %v", r)
		}
	}()
	r := g.cloneState()
	r.st.dirty = true
	r.refresh()
	g.checkCaches(r, func(obj ObjID, p PlayerID, format string, args ...any) {
		c.bad("cache", obj, p, format, args...)
	})
}

func (c *invariantChecker) checkObjects() {
	st := &c.g.st
	if len(st.objs) == 0 || len(st.cards) == 0 {
		c.bad("ids", NoObj, NoPlayer, "the object or card table lacks its unused entry 0")
		return
	}
	for i := 1; i < len(st.objs); i++ {
		c.checkObject(ObjID(i))
	}
	c.checkCardTable()
	if st.tokenScan < 0 || int(st.tokenScan) > len(st.objs) {
		c.bad("ids", NoObj, NoPlayer, "token scan mark %d beyond the %d objects", st.tokenScan, len(st.objs))
	}
}

// checkObject checks one object of the table: its identity, its counts,
// and, for a current object, its status.
func (c *invariantChecker) checkObject(id ObjID) {
	o := &c.g.st.objs[id]
	if o.id != id {
		c.bad("ids", id, NoPlayer, "object at index %d has id %d", id, o.id)
	}
	if !c.defOK(o) {
		c.bad("ids", id, NoPlayer, "has no card definition")
		return
	}
	c.checkObjectIdentity(o, id)
	c.checkObjectCounts(o, id)
	c.checkKnown(o, id)
	if !current(o) {
		return
	}
	if o.zone != zones.Battlefield {
		if o.tapped || o.damage != 0 || o.attachedTo != NoObj || o.attachedPlayer != NoPlayer || o.attacking != NoPlayer || o.attackingPW != NoObj || o.blocking != NoObj || o.blocked || o.dealtFirst || o.deathtouched {
			c.bad("status", id, NoPlayer, "(%s) in %v keeps battlefield status", c.g.defOf(o).Front.Name, o.zone)
		}
		return
	}
	c.checkPermanentRefs(o, id)
}

// checkObjectIdentity checks an object's card, owner and controller,
// zone, and the object it became (CR 400.7).
func (c *invariantChecker) checkObjectIdentity(o *object, id ObjID) {
	st := &c.g.st
	if o.card <= 0 || int(o.card) >= len(st.cards) {
		c.bad("cards", id, NoPlayer, "(%s) belongs to unknown card %d", c.g.defOf(o).Front.Name, o.card)
	} else if current(o) && st.cards[o.card] != id {
		c.bad("cards", id, NoPlayer, "(%s) is current but card %d points at object %d", c.g.defOf(o).Front.Name, o.card, st.cards[o.card])
	}
	if !c.playerOK(o.owner) || !c.playerOK(o.controller) {
		c.bad("ids", id, NoPlayer, "(%s) has owner %d and controller %d", c.g.defOf(o).Front.Name, o.owner, o.controller)
	}
	if o.zone >= zones.Kind(zones.Count) {
		c.bad("zones", id, NoPlayer, "(%s) records invalid zone %d", c.g.defOf(o).Front.Name, o.zone)
	}
	if o.next != NoObj {
		if o.gone {
			c.bad("ids", id, NoPlayer, "(%s) both left the game and became object %d", c.g.defOf(o).Front.Name, o.next)
		}
		if o.next <= id || int(o.next) >= len(st.objs) || st.objs[o.next].card != o.card {
			c.bad("ids", id, NoPlayer, "(%s) became object %d, which is not a later object of its card", c.g.defOf(o).Front.Name, o.next)
		}
	}
	if current(o) && o.zone == zones.None {
		c.bad("zones", id, NoPlayer, "(%s) is current but in no zone", c.g.defOf(o).Front.Name)
	}
	if o.flashback && (o.zone != zones.Stack || !o.wasCast || c.g.defOf(o).Front.Flashback == nil) {
		c.bad("zones", id, NoPlayer, "(%s) is marked cast with flashback but is not a spell with flashback on the stack (CR 702.34a)", c.g.defOf(o).Front.Name)
	}
}

// checkObjectCounts checks an object's damage, X, counters and timestamp.
func (c *invariantChecker) checkObjectCounts(o *object, id ObjID) {
	if o.damage < 0 || o.castX < 0 || o.castX > 1000 {
		c.bad("counts", id, NoPlayer, "(%s) has damage %d and X %d", c.g.defOf(o).Front.Name, o.damage, o.castX)
	}
	for k, n := range o.counters {
		if n < 0 {
			c.bad("counts", id, NoPlayer, "(%s) has %d counters of kind %d", c.g.defOf(o).Front.Name, n, k)
		}
	}
	if ts := c.g.st.timestamp; o.timestamp > ts || o.timestamp < 0 {
		c.bad("ids", id, NoPlayer, "(%s) has timestamp %d, the game's is %d", c.g.defOf(o).Front.Name, o.timestamp, ts)
	}
	if o.loyaltyTurn < 0 || o.loyaltyTurn > c.g.st.turn || o.loyaltyTurn != 0 && o.zone != zones.Battlefield {
		c.bad("counts", id, NoPlayer, "(%s) activated a loyalty ability in turn %d, in %v (CR 606.3)", c.g.defOf(o).Front.Name, o.loyaltyTurn, o.zone)
	}
}

// checkPermanentRefs checks that what a permanent is attached to, blocks
// and attacks exists, and that its controller does.
func (c *invariantChecker) checkPermanentRefs(o *object, id ObjID) {
	if o.attachedTo != NoObj && !c.objOK(o.attachedTo) {
		c.bad("status", id, NoPlayer, "(%s) is attached to unknown object %d", c.g.defOf(o).Front.Name, o.attachedTo)
	}
	if o.attachedPlayer != NoPlayer && (!c.playerOK(o.attachedPlayer) || o.attachedTo != NoObj) {
		c.bad("status", id, NoPlayer, "(%s) is attached to player %d and to object %d", c.g.defOf(o).Front.Name, o.attachedPlayer, o.attachedTo)
	}
	if o.blocking != NoObj && !c.objOK(o.blocking) {
		c.bad("status", id, NoPlayer, "(%s) blocks unknown object %d", c.g.defOf(o).Front.Name, o.blocking)
	}
	if o.attacking != NoPlayer && !c.playerOK(o.attacking) {
		c.bad("status", id, NoPlayer, "(%s) attacks unknown player %d", c.g.defOf(o).Front.Name, o.attacking)
	}
	if o.attackingPW != NoObj && (o.attacking == NoPlayer || !c.objOK(o.attackingPW)) {
		c.bad("status", id, NoPlayer, "(%s) attacks planeswalker %d without a defending player", c.g.defOf(o).Front.Name, o.attackingPW)
	} else if o.attackingPW != NoObj && (o.attackingPW == id || !c.g.mayHaveBeenAttacked(&c.g.st.objs[o.attackingPW])) {
		c.bad("status", id, NoPlayer, "(%s) attacks object %d, itself or never a planeswalker (CR 508.1b)", c.g.defOf(o).Front.Name, o.attackingPW)
	}
	if !c.playerOK(c.g.charsChecked(o).Controller) {
		c.bad("ids", id, NoPlayer, "(%s) is controlled by unknown player %d", c.g.defOf(o).Front.Name, c.g.charsChecked(o).Controller)
	}
}

// checkCardTable checks that every card points at its newest object.
func (c *invariantChecker) checkCardTable() {
	st := &c.g.st
	for i := 1; i < len(st.cards); i++ {
		id := st.cards[i]
		switch {
		case !c.objOK(id):
			c.bad("cards", NoObj, NoPlayer, "card %d points at unknown object %d", i, id)
		case st.objs[id].card != CardID(i):
			c.bad("cards", id, NoPlayer, "card %d points at object %d, which belongs to card %d", i, id, st.objs[id].card)
		case st.objs[id].next != NoObj:
			c.bad("cards", id, NoPlayer, "card %d points at object %d, which has become object %d", i, id, st.objs[id].next)
		}
	}
}

// checkZones checks that each current object is listed once, in its zone.
func (c *invariantChecker) checkZones() {
	st := &c.g.st
	c.seen = make([]uint8, len(st.objs))
	list := func(where string, z zones.Kind, owner PlayerID, ids []ObjID) {
		for _, id := range ids {
			if !c.objOK(id) {
				c.bad("zones", id, owner, "%s lists an unknown object", where)
				continue
			}
			if c.seen[id] < 255 {
				c.seen[id]++
			}
			o := &st.objs[id]
			if o.zone != z || !current(o) {
				c.bad("zones", id, owner, "(%s) is listed in %s but records %v (left the game or ceased to exist: %v; became object %d)",
					c.name(id), where, o.zone, o.gone, o.next)
			}
			if owner != NoPlayer && o.owner != owner {
				c.bad("zones", id, owner, "(%s) is listed in %s but owned by player %d", c.name(id), where, o.owner)
			}
		}
	}
	list("the battlefield", zones.Battlefield, NoPlayer, st.battlefield)
	list("exile", zones.Exile, NoPlayer, st.exile)
	for i := range st.players {
		pl := &st.players[i]
		p := PlayerID(i)
		list(pl.name+"'s library", zones.Library, p, pl.library)
		list(pl.name+"'s hand", zones.Hand, p, pl.hand)
		list(pl.name+"'s graveyard", zones.Graveyard, p, pl.graveyard)
	}
	for i := range st.stack {
		if it := &st.stack[i]; it.spell {
			list("the stack", zones.Stack, NoPlayer, []ObjID{it.obj})
		}
	}
	for i := 1; i < len(st.objs); i++ {
		o := &st.objs[i]
		switch n := c.seen[i]; {
		case n > 1:
			c.bad("zones", ObjID(i), NoPlayer, "(%s) is listed %d times", c.name(ObjID(i)), n)
		case n == 0 && current(o) && o.zone != zones.None:
			c.bad("zones", ObjID(i), NoPlayer, "(%s) records %v but is listed nowhere", c.name(ObjID(i)), o.zone)
		}
	}
}

func (c *invariantChecker) checkTarget(where string, obj ObjID, t Target) {
	if t.None() {
		return // an "up to" place left empty
	}
	if t.IsAbility() {
		if t.IsPlayer || t.Obj != NoObj || t.Player != NoPlayer || t.Stack < 0 || t.Stack > c.g.st.nextStack {
			c.bad("links", obj, NoPlayer, "%s targets stack item %d, not an ability that existed", where, t.Stack)
		}
		return
	}
	if t.IsPlayer {
		if !c.playerOK(t.Player) {
			c.bad("links", obj, t.Player, "%s targets an unknown player", where)
		}
		return
	}
	if !c.objOK(t.Obj) {
		c.bad("links", obj, NoPlayer, "%s targets unknown object %d", where, t.Obj)
	}
}

func (c *invariantChecker) checkStack() {
	st := &c.g.st
	over := st.wait == waitOver
	prev := StackID(0)
	for i := range st.stack {
		it := &st.stack[i]
		where := "stack item " + itoa(int(it.id))
		if it.id <= prev || it.id > st.nextStack {
			c.bad("stack", it.obj, NoPlayer, "%s follows item %d (the last id given is %d)", where, prev, st.nextStack)
		}
		prev = it.id
		if it.kind > itemWard || it.spell != (it.kind == itemSpell) {
			c.bad("stack", it.obj, NoPlayer, "%s has kind %d, spell %v", where, it.kind, it.spell)
		}
		if !c.objOK(it.obj) {
			c.bad("stack", it.obj, NoPlayer, "%s refers to an unknown object", where)
			continue
		}
		if !c.playerOK(it.controller) {
			c.bad("stack", it.obj, it.controller, "%s is controlled by an unknown player", where)
		} else if !over && st.players[it.controller].left {
			c.bad("stack", it.obj, it.controller, "%s is controlled by a player who left the game (CR 800.4a)", where)
		}
		if (it.kind == itemActivated || it.kind == itemTriggered) && it.ability == nil {
			c.bad("stack", it.obj, NoPlayer, "%s is an ability without an ability", where)
		}
		if it.kind == itemWard && (it.ward <= 0 || it.ward > st.nextStack) {
			c.bad("stack", it.obj, NoPlayer, "%s is a ward trigger for unknown item %d", where, it.ward)
		}
		if it.ntargets < 0 || int(it.ntargets) > maxTargets || it.x < 0 {
			c.bad("stack", it.obj, NoPlayer, "%s has %d targets and X %d", where, it.ntargets, it.x)
			continue
		}
		for _, t := range it.targetList() {
			c.checkTarget(where, it.obj, t)
		}
	}
	if len(st.stack) > 0 && (st.wait == waitAttackers || st.wait == waitSetup || st.wait == waitBeginning) {
		c.bad("stack", NoObj, NoPlayer, "%d items on the stack while the game waits for %s", len(st.stack), waitName(st.wait))
	}
}

func (c *invariantChecker) checkLinks() {
	st := &c.g.st
	over := st.wait == waitOver
	for i := range st.effects {
		e := &st.effects[i]
		if !(e.affected == NoObj && e.player != 0 && e.layer == LayerRules) && !c.objOK(e.affected) || (e.source != NoObj && !c.objOK(e.source)) {
			c.bad("links", e.affected, NoPlayer, "continuous effect %d affects object %d from source %d", i, e.affected, e.source)
		}
		if !c.playerOK(e.creator) || e.layer < LayerCopy || e.layer > LayerRules || e.duration > UntilYourNextTurn || e.timestamp > st.timestamp {
			c.bad("links", e.affected, e.creator, "continuous effect %d: layer %d, duration %d, timestamp %d", i, e.layer, e.duration, e.timestamp)
		}
		if e.layer == LayerControl {
			if !c.playerOK(e.controller) {
				c.bad("links", e.affected, e.controller, "control effect %d gives control to an unknown player", i)
			} else if !over && st.players[e.controller].left {
				c.bad("links", e.affected, e.controller, "control effect %d outlived its player leaving the game (CR 800.4a)", i)
			}
		}
		if e.duration == UntilEndOfTurn && st.step == Untap && !beforePlay(st.wait) {
			c.bad("links", e.affected, NoPlayer, "an \"until end of turn\" effect survived the cleanup step (CR 514.2)")
		}
	}
	for i := range st.links {
		l := &st.links[i]
		if !c.objOK(l.source) || !c.objOK(l.exiled) || !c.playerOK(l.creator) {
			c.bad("links", l.source, l.creator, "link %d from source %d to exiled object %d", i, l.source, l.exiled)
			continue
		}
		if s := &st.objs[l.source]; !current(s) || s.zone != zones.Battlefield {
			c.bad("links", l.source, NoPlayer, "(%s) has left the battlefield but its link to object %d remains (CR 610.3)", c.name(l.source), l.exiled)
		}
		if st.objs[l.exiled].zone != zones.Exile {
			c.bad("links", l.exiled, NoPlayer, "(%s) was linked but never exiled (it records %v)", c.name(l.exiled), st.objs[l.exiled].zone)
		}
		if l.to == zones.None || l.to >= zones.Kind(zones.Count) {
			c.bad("links", l.exiled, NoPlayer, "link %d returns to invalid zone %d", i, l.to)
		}
	}
	for i := range st.preventions {
		if !c.playerOK(st.preventions[i].creator) {
			c.bad("links", NoObj, st.preventions[i].creator, "prevention shield %d made by an unknown player", i)
		}
		if src := st.preventions[i].source; src != NoObj && !c.objOK(src) {
			c.bad("links", NoObj, st.preventions[i].creator, "prevention shield %d made by unknown object %d", i, src)
		}
		if st.step == Untap && !beforePlay(st.wait) {
			c.bad("links", NoObj, NoPlayer, "a prevention shield survived the cleanup step")
		}
	}
	for i := range st.pending {
		t := &st.pending[i]
		if !c.objOK(t.source) || !c.playerOK(t.controller) || (!t.ward && t.ability == nil) {
			c.bad("links", t.source, t.controller, "pending trigger %d has an unknown source, controller or ability", i)
		}
	}
}

func (c *invariantChecker) checkPlayers() {
	st := &c.g.st
	over := st.wait == waitOver
	for i := range st.players {
		pl := &st.players[i]
		p := PlayerID(i)
		for k, n := range pl.pool {
			if n < 0 {
				c.bad("counts", NoObj, p, "%d mana of type %d in the pool", n, k)
			}
			if m := pl.kept[k]; m < 0 || m > n {
				c.bad("counts", NoObj, p, "%d mana of type %d kept of %d in the pool (CR 500.5)", m, k, n)
			}
		}
		if pl.landsPlayed < 0 || pl.spells < 0 {
			c.bad("counts", NoObj, p, "%d lands played and %d spells cast this turn", pl.landsPlayed, pl.spells)
		}
		if pl.lastTurn < 0 || pl.lastTurn > st.turn {
			c.bad("turn", NoObj, p, "last turn %d, now turn %d", pl.lastTurn, st.turn)
		}
		if pl.turnsBegun < 0 || pl.turnsBegun > st.turn || (pl.turnsBegun == 0) != (pl.lastTurn == 0) {
			c.bad("turn", NoObj, p, "%d turns begun, last turn %d, now turn %d", pl.turnsBegun, pl.lastTurn, st.turn)
		}
		if pl.lost && !pl.left {
			c.bad("players", NoObj, p, "lost but is still in the game (CR 104.3, 800.4a)")
		}
		if !pl.left || over {
			continue
		}
		if len(pl.library)+len(pl.hand)+len(pl.graveyard) > 0 {
			c.bad("players", NoObj, p, "left the game but still has cards in a library, hand or graveyard (CR 800.4a)")
		}
		for j := 1; j < len(st.objs); j++ {
			o := &st.objs[j]
			if !current(o) || o.zone == zones.None {
				continue
			}
			if o.owner == p {
				c.bad("players", o.id, p, "(%s) is in %v though its owner left the game (CR 800.4a)", c.name(o.id), o.zone)
			} else if o.zone == zones.Battlefield && c.g.charsChecked(o).Controller == p {
				c.bad("players", o.id, p, "(%s) is controlled by a player who left the game (CR 800.4a)", c.name(o.id))
			}
		}
	}
}

func waitName(w waitKind) string {
	switch w {
	case waitSetup:
		return "setup"
	case waitPriority:
		return "priority"
	case waitAttackers:
		return "attackers"
	case waitBlockers:
		return "blockers"
	case waitOver:
		return "nothing (the game is over)"
	case waitPaused:
		return "Continue"
	case waitBeginning:
		return "the decisions of its start"
	}
	return "an unknown thing " + itoa(int(w))
}

func (c *invariantChecker) checkTurn() {
	st := &c.g.st
	bad := func(format string, args ...any) { c.bad("turn", NoObj, NoPlayer, format, args...) }
	if st.wait > waitBeginning {
		bad("the game waits for an unknown thing %d", st.wait)
		return
	}
	if st.winner != NoPlayer && (st.wait != waitOver || !c.playerOK(st.winner) || st.players[st.winner].left) {
		bad("winner %d while waiting for %s", st.winner, waitName(st.wait))
	}
	if st.wait == waitSetup || st.wait == waitBeginning || st.wait == waitOver && st.opening.starting() {
		// Before turn 1; a concession may end a game as it starts.
		if st.priority != NoPlayer || st.turn != 0 {
			bad("player %d holds priority, turn %d, while the game waits for %s", st.priority, st.turn, waitName(st.wait))
		}
		return
	}
	if st.turn < 1 || st.step >= numSteps {
		bad("turn %d, step %d", st.turn, st.step)
	}
	if !c.playerOK(st.active) || !c.playerOK(st.starting) || (st.prevActive != NoPlayer && !c.playerOK(st.prevActive)) {
		bad("active player %d, starting player %d, previous active player %d", st.active, st.starting, st.prevActive)
		return
	}
	switch st.wait {
	case waitPriority:
		p := st.priority
		if !c.playerOK(p) || st.players[p].left {
			bad("priority is held by player %d, who is not in the game", p)
		}
		if live := c.g.livePlayers(); st.passes < 0 || int(st.passes) >= live {
			bad("%d passes in succession among %d players", st.passes, live)
		}
	case waitAttackers:
		if st.step != DeclareAttackersStep || st.priority != NoPlayer || st.players[st.active].left {
			bad("waits for attackers in the %v step, priority %d, active player %d", st.step, st.priority, st.active)
		}
	case waitBlockers:
		if st.step != DeclareBlockersStep || st.priority != NoPlayer || len(c.g.DefendingPlayers()) == 0 {
			bad("waits for blockers in the %v step, priority %d, with defending players %v", st.step, st.priority, c.g.DefendingPlayers())
		}
	case waitOver:
		if st.priority != NoPlayer {
			bad("player %d holds priority in a game that is over", st.priority)
		}
	case waitPaused:
		if st.priority != NoPlayer || (st.step != Untap && st.step != Cleanup) {
			bad("paused in the %v step, priority %d", st.step, st.priority)
		}
	}
}

func (c *invariantChecker) checkLog() {
	g := c.g
	st := &g.st
	if !g.logOn {
		if len(st.log) != 0 {
			c.bad("log", NoObj, NoPlayer, "the log is off but holds %d events", len(st.log))
		}
		return
	}
	if len(st.log) != st.nlog {
		c.bad("log", NoObj, NoPlayer, "the log has %d events, %d were emitted", len(st.log), st.nlog)
	}
	last := -1
	for i := range st.log {
		ev := &st.log[i]
		if int(ev.Seq) != i {
			c.bad("log", NoObj, NoPlayer, "event %d has Seq %d", i, ev.Seq)
			return
		}
		if !c.auxOK(ev) {
			c.bad("log", NoObj, NoPlayer, "event %d (%v) has Aux %d", i, ev.Kind, ev.Aux)
		}
		if ev.Kind != EvDayNight {
			continue
		}
		if daynight.Designation(ev.Amount) == daynight.Neither || ev.Amount == ev.Aux {
			c.bad("log", NoObj, NoPlayer, "event %d changes the designation from %v to %v", i,
				daynight.Designation(ev.Aux), daynight.Designation(ev.Amount))
		}
		if last >= 0 && st.log[last].Amount != ev.Aux {
			c.bad("log", NoObj, NoPlayer, "event %d changes the designation from %v, but event %d made it %v", i,
				daynight.Designation(ev.Aux), last, daynight.Designation(st.log[last].Amount))
		}
		last = i
	}
	if last >= 0 && daynight.Designation(st.log[last].Amount) != st.dayNight {
		c.bad("log", NoObj, NoPlayer, "the designation is %v, but the last day/night event (%d) made it %v (CR 731.1)",
			st.dayNight, last, daynight.Designation(st.log[last].Amount))
	}
	c.checkDayNightChecks()
}

// checkDayNightChecks checks each day/night check of the log (CR 731.2):
// it found the designation in force as it was made (the one the last
// change before it made; with none, the one the first change after it
// changed from; with no change at all, the current one), and it names the
// previous active player and their teammate, NoPlayer without teams.
func (c *invariantChecker) checkDayNightChecks() {
	st := &c.g.st
	var pending []int // the checks before the first change
	inForce, known := daynight.Neither, false
	found := func(i int, d daynight.Designation) {
		if daynight.Designation(st.log[i].Aux) != d {
			c.bad("log", NoObj, NoPlayer, "event %d is a day/night check that found %v, but it was %v (CR 731.2)",
				i, daynight.Designation(st.log[i].Aux), d)
		}
	}
	for i := range st.log {
		ev := &st.log[i]
		switch ev.Kind {
		case EvDayNight:
			for _, j := range pending {
				found(j, daynight.Designation(ev.Aux))
			}
			pending = pending[:0]
			inForce, known = daynight.Designation(ev.Amount), true
		case EvDayNightCheck:
			if !c.playerOK(ev.Player) || ev.Target != c.g.Teammate(ev.Player) {
				c.bad("log", NoObj, NoPlayer, "event %d is a day/night check of player %d with %d as their teammate", i, ev.Player, ev.Target)
			}
			if known {
				found(i, inForce)
			} else {
				pending = append(pending, i)
			}
		}
	}
	for _, j := range pending {
		found(j, st.dayNight)
	}
}

// auxOK reports whether an event's Aux means what its kind says (see
// Event.Aux): an exile's Aux names an object (CR 610.3), a targeted
// ability's a stack id given out (CR 115.1), and only the day/night,
// zone-change and becomes-the-target events have one.
func (c *invariantChecker) auxOK(ev *Event) bool {
	switch {
	case ev.Kind == EvDayNightCheck:
		return ev.Aux == int32(daynight.Day) || ev.Aux == int32(daynight.Night) // CR 731.2c: no check when neither
	case ev.Aux == 0 || ev.Kind == EvDayNight:
		return true
	case ev.Kind == EvZoneChanged:
		return ev.To == zones.Exile && c.objOK(ObjID(ev.Aux))
	case ev.Kind == EvBecameTarget:
		return ev.Obj == NoObj && ev.Aux > 0 && StackID(ev.Aux) <= c.g.st.nextStack
	case ev.Kind == EvCountersAdded, ev.Kind == EvCountersRemoved:
		// The cause of loyalty counters (Game.EventRule): damage only removes
		// them (CR 120.3c); a loyalty cost puts on or removes (CR 606.4).
		return ev.Counter == Loyalty && (ev.Aux == causeLoyaltyCost || ev.Aux == causeDamage && ev.Kind == EvCountersRemoved)
	case ev.Kind == EvRemovedFromStack:
		return ev.Aux == causeIfFalse || ev.Aux == causeNoTargets || ev.Aux == causeTargetLimit
	case ev.Kind == EvNothingExiled:
		return ev.Aux == causeUntilResolving || ev.Aux == causeUntilTriggered
	case ev.Kind == EvPayNotOffered:
		return ev.Aux == causeLifeCost
	case ev.Kind == EvEnteredTransformed:
		return ev.Aux == causeDaybound || ev.Aux == causeResolvedBack
	case ev.Kind == EvDestroyed:
		return ev.Aux == causeLethalDamage || ev.Aux == causeDeathtouch // CR 704.5g, 704.5h
	case ev.Kind == EvCountered:
		return ev.Aux == causeIllegalTargets // CR 608.2b
	case ev.Kind == EvDamagePrevented: // the object that created the effect (CR 615.1)
		return c.objOK(ObjID(ev.Aux))
	}
	return false
}

// checkDecisions checks the decisions kept with the log (DecisionRecord).
func (c *invariantChecker) checkDecisions() {
	g := c.g
	st := &g.st
	if !g.logOn && len(st.decisions) > 0 {
		c.bad("log", NoObj, NoPlayer, "the log is off but %d decisions are kept", len(st.decisions))
		return
	}
	prev := int32(0)
	for i := range st.decisions {
		d := &st.decisions[i]
		if d.Seq < prev || int(d.Seq) > st.nlog || !recordedKind(d.Kind) || !c.playerOK(d.Player) ||
			(d.Source != NoObj && !c.objOK(d.Source)) {
			c.bad("log", d.Source, d.Player, "decision %d (%v, seq %d) is out of order or names what does not exist", i, d.Kind, d.Seq)
			return
		}
		prev = d.Seq
		for _, ch := range d.Chosen {
			if (ch.Obj != NoObj && !c.objOK(ch.Obj)) || (ch.IsPlayer && !c.playerOK(ch.Player)) {
				c.bad("log", ch.Obj, ch.Player, "decision %d chose an object or player that does not exist", i)
			}
		}
	}
}

// checkSettled checks what must hold whenever a player receives priority:
// state-based actions, waiting triggers and daybound/nightbound have all
// been dealt with (CR 117.5, 704.3, 702.145). It mirrors
// stateBasedActions and dayNightSweep without acting.
func (c *invariantChecker) checkSettled() {
	st := &c.g.st
	if n := len(st.pending); n > 0 {
		c.bad("priority", st.pending[0].source, st.priority, "%d triggered abilities wait while a player holds priority (CR 117.5)", n)
	}
	c.checkSettledPlayers()
	for i := 1; i < len(st.objs); i++ {
		o := &st.objs[i]
		if o.token && current(o) && o.zone != zones.Battlefield && o.zone != zones.None {
			c.bad("state-based actions", o.id, NoPlayer, "token (%s) survives in %v (CR 704.5d)", c.name(o.id), o.zone)
		}
	}
	day, night := false, false
	for i, id := range st.battlefield {
		ch := c.g.charsChecked(c.g.obj(id))
		day = day || ch.Has(Daybound)
		night = night || ch.Has(Nightbound)
		c.checkSettledPermanent(i, id)
	}
	if st.dayNight == daynight.Neither && (day || night) {
		c.bad("day/night", NoObj, NoPlayer, "it is neither day nor night though a daybound or nightbound permanent is on the battlefield (CR 702.145d, g)")
	}
}

// checkSettledPlayers checks that no player in the game should have lost
// (CR 704.5a, b).
func (c *invariantChecker) checkSettledPlayers() {
	for i := range c.g.st.players {
		pl := &c.g.st.players[i]
		if pl.left {
			continue
		}
		if pl.life <= 0 {
			c.bad("state-based actions", NoObj, PlayerID(i), "%s has %d life while a player holds priority (CR 704.5a)", pl.name, pl.life)
		}
		if pl.drewFromEmpty {
			c.bad("state-based actions", NoObj, PlayerID(i), "%s drew from an empty library and has not lost (CR 704.5b)", pl.name)
		}
	}
}

// checkSettledPermanent checks that no state-based action applies to the
// permanent at position i of the battlefield, and that it is the face the
// designation wants (CR 702.145c, f).
func (c *invariantChecker) checkSettledPermanent(i int, id ObjID) {
	g, st := c.g, &c.g.st
	o := g.obj(id)
	ch := g.charsChecked(o)
	if ch.Is(Creature) && (ch.Toughness <= 0 || (int(o.damage) >= ch.Toughness || o.deathtouched) && !ch.Has(Indestructible)) {
		c.bad("state-based actions", id, NoPlayer, "creature (%s) %d/%d with %d damage survives (CR 704.5f, g, h)", c.g.nameOf(ch), ch.Power, ch.Toughness, o.damage)
	}
	if o.deathtouched {
		c.bad("state-based actions", id, NoPlayer, "(%s) keeps the mark of deathtouch damage after the check (CR 704.5h)", c.g.nameOf(ch))
	}
	c.checkSettledAttachment(o, id, ch)
	if o.counters[PlusOne] > 0 && o.counters[MinusOne] > 0 {
		c.bad("state-based actions", id, NoPlayer, "(%s) keeps both +1/+1 and -1/-1 counters (CR 704.5q)", c.g.nameOf(ch))
	}
	if ch.Supertypes.Has(Legendary) {
		for _, jd := range st.battlefield[i+1:] {
			q := g.charsChecked(g.obj(jd))
			if q.Supertypes.Has(Legendary) && c.g.nameOf(q) == c.g.nameOf(ch) && q.Controller == ch.Controller {
				c.bad("state-based actions", id, ch.Controller, "legendary (%s) and object %d share a name and a controller (CR 704.5j)", c.g.nameOf(ch), jd)
			}
		}
	}
	if g.defOf(o).Back != nil && g.canTransform(o, true) &&
		((st.dayNight == daynight.Night && !o.back && ch.Has(Daybound)) || (st.dayNight == daynight.Day && o.back && ch.Has(Nightbound))) {
		c.bad("day/night", id, NoPlayer, "(%s) should have transformed at once under %v (CR 702.145c, f)", c.g.nameOf(ch), st.dayNight)
	}
}

// checkSettledAttachment checks that a permanent is attached only as an
// Aura or Equipment to a creature on the battlefield, and an Aura is
// attached (CR 704.5m, n, p).
func (c *invariantChecker) checkSettledAttachment(o *object, id ObjID, ch *charVals) {
	if o.attachedTo != NoObj && c.objOK(o.attachedTo) {
		t := c.g.obj(o.attachedTo)
		if !current(t) || t.zone != zones.Battlefield || !c.g.charsChecked(t).Is(Creature) || o.attachedTo == id {
			c.bad("state-based actions", id, NoPlayer, "(%s) is attached to object %d, which is no creature on the battlefield (CR 704.5m, n, p)", c.g.nameOf(ch), o.attachedTo)
		} else if !(ch.Subtypes.Has(Aura) && ch.Is(Enchantment) || ch.Subtypes.Has(Equipment)) || ch.Is(Creature) {
			c.bad("state-based actions", id, NoPlayer, "(%s) is attached but is neither an Aura nor an Equipment (CR 704.5p)", c.g.nameOf(ch))
		}
		if ch.Subtypes.Has(Aura) && EnchantsPlayer(c.g.enchantFace(o)) {
			c.bad("state-based actions", id, NoPlayer, "(%s) enchants players but is attached to object %d (CR 704.5m)", c.g.nameOf(ch), o.attachedTo)
		}
	} else if o.attachedPlayer != NoPlayer {
		if !c.g.playerAttachmentLegal(o, ch) {
			c.bad("state-based actions", id, NoPlayer, "(%s) is attached to player %d, which it can't enchant (CR 303.4, 704.5m, p)", c.g.nameOf(ch), o.attachedPlayer)
		}
	} else if ch.Subtypes.Has(Aura) && ch.Is(Enchantment) {
		c.bad("state-based actions", id, NoPlayer, "Aura (%s) attached to nothing survives (CR 704.5m)", c.g.nameOf(ch))
	}
}
