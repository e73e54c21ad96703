package engine

import (
	"slices"

	"github.com/cathar-engine/cathar/zones"
)

// pendingTrigger is an ability that has triggered and waits to be put on
// the stack the next time a player would receive priority (CR 603.3).
type pendingTrigger struct {
	ability    *Ability
	source     ObjID
	controller PlayerID
	ev         Event
	ward       bool
	wardItem   StackID
	wardCost   wardCost
}

// checkTriggers looks for triggered abilities that trigger on ev
// (CR 603.2): those of permanents on the battlefield after the event, and,
// for leaves-the-battlefield triggers, those of the objects that left in
// the same event, as they last existed (CR 603.10a).
func (g *Game) checkTriggers(ev *Event) {
	g.refresh()
	if ev.Kind == EvBecameTarget && ev.Obj != NoObj {
		g.checkWard(ev)
	}
	for _, id := range g.triggerers() {
		g.checkObjectTriggers(id, ev, false)
	}
	g.checkGraveyardTriggers(ev) // CR 113.6m
	if ev.Kind == EvZoneChanged && ev.From == zones.Battlefield || ev.Kind == EvSacrificed {
		for _, id := range g.scratch.departed {
			g.checkObjectTriggers(id, ev, true)
		}
	}
}

// checkObjectTriggers checks the triggered abilities of one object against
// ev. A permanent still on the battlefield checks all of them: it was there
// before the event too, so a look-back trigger such as "whenever a creature
// dies" sees the event (CR 603.10a). An object that left in the event
// (departed) checks only its look-back triggers, as it last existed.
func (g *Game) checkObjectTriggers(id ObjID, ev *Event, departed bool) {
	o := g.obj(id)
	for _, ab := range g.abilities(g.chars(o)) {
		if ab.Kind != Triggered || ab.Trigger.InGraveyard || (ab.Trigger.On != ev.Kind && (ab.Trigger.Or == EvNone || ab.Trigger.Or != ev.Kind)) || (departed && !ab.Trigger.LooksBack) {
			continue
		}
		if ab.Trigger.Match != nil {
			if !g.triggerMatches(ab, id, ev) {
				continue
			}
		}
		ctrl := g.chars(o).Controller
		if g.st.players[ctrl].left {
			continue // CR 800.4d
		}
		if ab.If != nil && !g.checkIf(ab, id, ctrl) {
			g.emit(Event{Kind: EvNotTriggered, Player: ctrl, Obj: id}) // CR 603.4
			continue
		}
		pt := pendingTrigger{ability: ab, source: id, controller: ctrl, ev: *ev}
		if ab.Trigger.subject != nil {
			pt.ev.Target = ab.Trigger.subject(g.View(), id, ev)
		}
		g.addPending(pt)
	}
}

// checkWard triggers ward (CR 702.21a) when a permanent with ward becomes
// the target of a spell or ability an opponent controls.
func (g *Game) checkWard(ev *Event) {
	o := g.obj(ev.Obj)
	if o.zone != zones.Battlefield || !g.chars(o).Has(Ward) || !g.opponents(g.chars(o).Controller, ev.Player) {
		return
	}
	g.addPending(pendingTrigger{source: ev.Obj, controller: g.chars(o).Controller, ev: *ev,
		ward: true, wardItem: StackID(ev.Amount), wardCost: wardCostOf(g.chars(o))})
}

// placeTriggers puts the waiting triggered abilities on the stack
// (CR 603.3b): each player in APNAP order puts theirs in the order they
// choose, so the active player's resolve last. In Two-Headed Giant each
// team, the active team first, puts all its players' triggers on the
// stack in one order its first seat chooses (CR 805.7). Targets are chosen
// now; an ability without a legal target is removed (CR 603.3d).
func (g *Game) placeTriggers() error {
	pending := append(g.scratch.trigs.take(), g.st.pending...)
	defer g.scratch.trigs.give(&pending)
	mine := g.scratch.trigs.take()
	defer g.scratch.trigs.give(&mine)
	g.clearPending()
	var order [MaxPlayers]PlayerID
	for _, p := range g.apnap(order[:0]) {
		if g.teamLead(p) != p {
			continue // CR 805.7: a team puts its players' triggers on the stack together
		}
		mine = mine[:0]
		for _, t := range pending {
			if g.SameTeam(t.controller, p) {
				mine = append(mine, t)
			}
		}
		if len(mine) > 1 {
			d := g.scratch.asks.take()
			d.Kind, d.Player, d.Prompt = DecideTriggerOrder, p, "order your triggered abilities (first goes on the stack first)"
			d.Ordered, d.Min, d.Max = true, len(mine), len(mine)
			for _, t := range mine {
				text := "ward"
				if t.ability != nil {
					text = t.ability.Text
				}
				d.Options = append(d.Options, Option{Obj: t.source, Index: len(d.Options), Text: text})
			}
			ans, err := g.decide(d)
			g.scratch.asks.give() // ans is the decider's, not the decision's
			if err != nil {
				return err
			}
			sorted := make([]pendingTrigger, len(mine))
			for i, k := range ans {
				sorted[i] = mine[k]
			}
			mine = sorted
		}
		for i := range mine {
			if err := g.putTrigger(&mine[i]); err != nil {
				return err
			}
		}
	}
	return nil
}

func (g *Game) putTrigger(t *pendingTrigger) error {
	if g.st.players[t.controller].left {
		return nil
	}
	if t.ward {
		sid := g.pushItem(stackItem{kind: itemWard, obj: t.source, controller: t.controller, ev: t.ev,
			ward: t.wardItem, wardCost: t.wardCost})
		g.emit(Event{Kind: EvAbilityTriggered, Player: t.controller, Obj: t.source, Amount: int32(sid)})
		return nil
	}
	it := stackItem{kind: itemTriggered, obj: t.source, ability: t.ability, controller: t.controller, ev: t.ev,
		sourceFlips: g.obj(t.source).transforms}
	// One decision per target phrase (CR 603.3d): its places, or for an
	// "up to" phrase any of them; a place left empty holds NoTarget. The
	// item holds maxTargets places: an "up to" phrase past them chooses
	// fewer targets, or none (heldPlaces); a phrase that needs a target
	// there can't have it.
	for i := range t.ability.Targets {
		spec := &t.ability.Targets[i]
		n := spec.places()
		room := min(n, maxTargets-int(it.ntargets))
		if room < n && !spec.UpTo {
			// More targets than the item holds: the engine can't choose
			// them (Validate refuses such a card; New does not).
			g.emit(Event{Kind: EvRemovedFromStack, Player: t.controller, Obj: t.source, Aux: causeTargetLimit})
			return nil
		}
		if room == 0 {
			continue
		}
		cands := g.targetCandidates(spec, t.controller, t.source, nil)
		// The places of earlier phrases whose targets this phrase can't
		// choose again (CR 115.3).
		var chosen []Target
		for j, x := range it.targetList() {
			if distinctPlaces(t.ability.Targets, j, int(it.ntargets)) {
				chosen = append(chosen, x)
			}
		}
		cands = removeChosen(cands, chosen)
		lo := n
		if spec.UpTo {
			lo = 0
		}
		if len(cands) < lo {
			g.emit(Event{Kind: EvRemovedFromStack, Player: t.controller, Obj: t.source, Aux: causeNoTargets})
			return nil // CR 603.3d
		}
		var ans []int
		if len(cands) > 0 {
			prompt := "choose a target: "
			if n > 1 || spec.UpTo {
				prompt = "choose up to " + itoa(room) + " target(s): "
			}
			d := g.scratch.asks.take()
			*d = Decision{Kind: DecideTarget, Player: t.controller, Source: t.source, Prompt: prompt + t.ability.Text, Min: lo, Max: room,
				Options: d.Options}
			for _, c := range cands {
				if c.IsAbility() {
					o := g.abilityOption(c, t.controller)
					o.Index = len(d.Options)
					d.Options = append(d.Options, o)
					continue
				}
				d.Options = append(d.Options, Option{Obj: c.Obj, Player: c.Player, IsPlayer: c.IsPlayer, Index: len(d.Options)})
			}
			var err error
			ans, err = g.decide(d)
			g.scratch.asks.give() // ans is the decider's, not the decision's
			if err != nil {
				return err
			}
		}
		for k := range room {
			it.targets[it.ntargets] = NoTarget
			if k < len(ans) {
				it.targets[it.ntargets] = cands[ans[k]]
			}
			it.ntargets++
		}
	}
	sid := g.pushItem(it)
	g.emit(Event{Kind: EvAbilityTriggered, Player: t.controller, Obj: t.source, Amount: int32(sid)})
	g.emitTargeted(&g.st.stack[len(g.st.stack)-1])
	return nil
}

func removeChosen(cands, chosen []Target) []Target {
	out := cands[:0]
	for _, c := range cands {
		dup := false
		for _, x := range chosen {
			if x == c {
				dup = true
			}
		}
		if !dup {
			out = append(out, c)
		}
	}
	return out
}

// triggerers returns the permanents that have triggered abilities, so that
// an event is checked against those alone. The lists are derived from the
// state: rebuilt after a full recomputation of characteristics, extended
// after a computation of the permanents that entered alone
// (addTriggerers).
func (g *Game) triggerers() []ObjID {
	if g.st.dirty || g.trigStale {
		g.rebuildTriggerers()
	}
	return g.trigList
}

// rebuildTriggerers computes the characteristics if they are stale, and
// the lists of triggerers from the battlefield if they are.
func (g *Game) rebuildTriggerers() {
	g.refresh()
	if !g.trigStale {
		return // the computation was of permanents entering (addTriggerers)
	}
	g.trigList = g.trigList[:0]
	g.manaList = g.manaList[:0]
	g.actList = g.actList[:0]
	g.trigKinds = 0
	g.appendTriggerers(g.st.battlefield)
}

// appendTriggerers appends permanents ids to the lists of triggerers
// their texts belong to (newText says what their abilities are for),
// and marks the lists up to date.
func (g *Game) appendTriggerers(ids []ObjID) {
	for _, id := range ids {
		o := g.obj(id)
		if o.plain && !g.baseOf(o).side[b2i(o.back)].trig {
			// Most permanents: lands and vanilla creatures with their
			// face's values, which the face says have no ability the
			// lists hold (faceFlags.trig), as the tests check.
			if g.verifyUndo && g.text(g.chars(o)).roles != 0 {
				panic("engine: a face said to have no ability the trigger lists hold has one")
			}
			continue
		}
		t := g.text(g.chars(o))
		if t.roles == 0 {
			continue
		}
		if t.roles&roleTriggers != 0 {
			g.trigList = append(g.trigList, id)
			g.trigKinds |= t.trigKinds
		}
		if t.roles&roleMana != 0 {
			g.manaList = append(g.manaList, id)
		}
		if t.roles&roleActivated != 0 {
			g.actList = append(g.actList, id)
		}
	}
	g.trigKinds &^= 1 << EvNone
	g.trigStale = false
	g.setWantKinds()
}

// addTriggerers brings the lists of triggerers up to date after
// computeEntered computed the characteristics of permanents ids alone,
// when the lists were up to date before they entered: nothing but their
// entering changed since, so they lie at the end of the battlefield in
// the order they entered (addToZone), and the other permanents' texts are
// what they were. The engine's tests compare the lists with a rebuild
// each time.
func (g *Game) addTriggerers(ids []ObjID) {
	g.appendTriggerers(ids)
	if g.verifyUndo {
		g.checkTriggerers()
	}
}

// checkTriggerers panics when the lists of triggerers differ from a
// rebuild from the battlefield.
func (g *Game) checkTriggerers() {
	trig, mana, act, kinds := slices.Clone(g.trigList), slices.Clone(g.manaList), slices.Clone(g.actList), g.trigKinds
	g.trigStale = true
	g.rebuildTriggerers()
	if !slices.Equal(trig, g.trigList) || !slices.Equal(mana, g.manaList) || !slices.Equal(act, g.actList) || kinds != g.trigKinds {
		panic("engine: the lists of triggerers extended for the permanents that entered differ from a rebuild")
	}
}

// manaHolders returns the permanents with mana replacement effects or
// triggered mana abilities, in battlefield order: what manaReplacements and
// manaTriggerBonus look at for every source.
func (g *Game) manaHolders() []ObjID {
	g.triggerers()
	return g.manaList
}

// activators returns the permanents with activated abilities other than
// mana abilities, in battlefield order: the ones whose abilities
// LegalActions lists.
func (g *Game) activators() []ObjID {
	g.triggerers()
	return g.actList
}

// mayTrigger reports whether an event of kind k could trigger anything:
// a triggered ability of a permanent waits for that kind, or the kind is
// one that ward (CR 702.21a) or a leaves-the-battlefield or sacrifice
// ability of a departed object (603.10a) looks at, or a triggered ability that works
// from a graveyard (113.6m) waits for it. Every event asks, so the answer
// is one mask, made with the lists of triggerers (setWantKinds); most
// events find it up to date.
func (g *Game) mayTrigger(k EventKind) bool {
	if g.st.dirty || g.trigStale || g.wantDefs != len(g.defList) {
		g.refreshWantKinds()
	}
	may := g.wantKinds&(1<<(k&63)) != 0 // k < numEventKinds <= 64 (event.go)
	if g.verifyUndo {
		g.checkWantKinds(k, may)
	}
	return may
}

// checkWantKinds panics when may, what mayTrigger answers for kind k,
// differs from what the trigger lists and the definitions say: for the
// engine's tests, which check the mask each time it is read.
func (g *Game) checkWantKinds(k EventKind, may bool) {
	want := g.trigKinds&(1<<k) != 0 || k == EvBecameTarget || k == EvZoneChanged || k == EvSacrificed || g.graveyardTriggerKinds()&(1<<k) != 0
	if may != want {
		panic("engine: the event kinds that may trigger differ from the trigger lists and definitions")
	}
}

// refreshWantKinds brings the lists of triggerers and the mask of
// mayTrigger up to date.
func (g *Game) refreshWantKinds() {
	g.triggerers()
	if g.wantDefs != len(g.defList) {
		g.setWantKinds()
	}
}

// setWantKinds makes the mask of mayTrigger from the trigger lists, just
// made, and the card definitions of the game.
func (g *Game) setWantKinds() {
	g.wantKinds = g.trigKinds | 1<<EvBecameTarget | 1<<EvZoneChanged | 1<<EvSacrificed | g.graveyardTriggerKinds()
	g.wantDefs = len(g.defList)
}
