package engine

import (
	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/zones"
)

// canTransform reports whether permanent o may transform now (CR 701.27,
// 712.9): it must be represented by a double-faced card or token, the face
// it would turn to must not be an instant or sorcery face (701.27d), no
// "can't transform" effect may apply, and a permanent with daybound or
// nightbound transforms only by those abilities (702.145b(3), 702.145e(2)).
func (g *Game) canTransform(o *object, byDayNight bool) bool {
	if o.zone != zones.Battlefield || o.next != NoObj || !g.baseOf(o).side[b2i(o.back)].turns {
		return false
	}
	ch := g.chars(o)
	const both = KeywordSet(1)<<Daybound | KeywordSet(1)<<Nightbound
	return ch.Rules&CantTransform == 0 && (byDayNight || ch.Keywords&both == 0)
}

// emitTransformed emits the EvTransformed of each permanent of a batch.
func (g *Game) emitTransformed(ids []ObjID) {
	if !g.eventsWanted(EvTransformed) {
		// The events would only be counted.
		g.st.nlog += len(ids)
		return
	}
	for _, id := range ids {
		back := int32(0)
		if g.obj(id).back {
			back = 1
		}
		g.emit(Event{Kind: EvTransformed, Obj: id, Amount: back})
	}
}

// eventsWanted reports whether events of kind k are logged or may
// trigger an ability; when not, emitting them only counts them.
func (g *Game) eventsWanted(k EventKind) bool { return g.logOn || g.mayTrigger(k) }

// dayNightSweep applies the rules of CR 702.145c, d, f and g, which act
// immediately and are not state-based actions: with no designation, a
// daybound permanent makes it day, or else a nightbound one makes it
// night; at night front-face-up daybound permanents transform, by day
// back-face-up nightbound ones do. It repeats until nothing changes; a
// permanent that can't transform (a Clone copying a daybound face,
// CR 712.9) is left as it is.
func (g *Game) dayNightSweep() {
	g.refresh()
	if g.swept {
		return // nothing changed since the last sweep found nothing to do
	}
	for range 4 {
		g.refresh()
		if g.st.dayNight == daynight.Neither {
			sum := g.summary()
			day, night := sum.daybound > 0, sum.nightbound > 0
			switch {
			case day:
				g.setDesignation(daynight.Day, NoPlayer) // 702.145d
			case night:
				g.setDesignation(daynight.Night, NoPlayer) // 702.145g
			default:
				g.markSwept()
				return
			}
		}
		if g.flipForDesignation() == 0 {
			g.refresh()
			g.markSwept()
			return
		}
	}
}

// setDesignation changes the designation (CR 731.1) and, as it becomes day
// or night, transforms the permanents that daybound and nightbound turn
// (702.145b(2), 702.145e(1)) in the same batch. The event's Aux holds the
// previous designation, so that "whenever day becomes night or night
// becomes day" can tell a change from the first designation (731.1a);
// its Player is by, the active player when the untap step's check makes
// the change (731.2a, 731.2b), NoPlayer otherwise.
func (g *Game) setDesignation(d daynight.Designation, by PlayerID) {
	prev := g.st.dayNight
	next, changed, _ := daynight.Become(prev, g.allowedDesignation(d)) // CR 101.2
	if !changed {
		return
	}
	g.changeDesignation(next)
	g.emit(Event{Kind: EvDayNight, Player: by, Amount: int32(next), Aux: int32(prev)})
	g.flipForDesignation()
}

// enterBackFace is the slot of CR 616.1d: at night, a permanent with
// daybound that is represented by a double-faced card enters transformed
// (702.145b(1)); it does not enter front face up and then transform. A
// copy of a daybound face that is not itself a double-faced card enters as
// it is (712.9).
func (g *Game) enterBackFace(e *Entering) error {
	if e.Back || e.CopyFace != nil || g.st.dayNight != daynight.Night {
		return nil
	}
	o := g.obj(e.Obj)
	if g.defOf(o).Back != nil && g.defOf(o).Front.Keywords.Has(Daybound) {
		e.Back, e.byDaybound = true, true
	}
	return nil
}

// emitEnteredTransformed logs that the permanent of move m entered back
// face up, after its zone change: a daybound permanent entering at night
// (CR 702.145b), a permanent spell that resolved back face up and enters
// with the face it had on the stack (712.13), or a permanent an effect put
// onto the battlefield transformed (712.14a). It says why the log shows no
// transform.
func (g *Game) emitEnteredTransformed(m *move) {
	if !g.obj(m.newID).back {
		return
	}
	ev := Event{Kind: EvEnteredTransformed, Player: g.chars(g.obj(m.newID)).Controller, Obj: m.newID}
	switch {
	case m.enter.byDaybound:
		ev.Aux = causeDaybound
	case m.back:
		ev.Aux = causeResolvedBack
	}
	g.emit(ev)
}

// SpellsLastTurn returns how many spells were cast during the previous
// turn in all, the most any one player cast (for werewolves of the older
// kind), and byActive, for CR 731.2, the previous active player's count;
// in Two-Headed Giant byActive is the highest count of any one player of
// the previous active team (CR 731.2 for teams: a team's turn turns day
// to night only if neither of its players cast a spell, night to day only
// if one of them cast two or more).
func (g *Game) SpellsLastTurn() (total, most, byActive int) {
	return int(g.st.prevTotal), int(g.st.prevMost), int(g.st.prevSpells)
}

// SpellsCast returns the number of spells player p has cast this turn, the
// count the day/night check of the next untap step reads for the active
// player (CR 731.2); 0 for an unknown player.
func (g *Game) SpellsCast(p PlayerID) int {
	if p < 0 || int(p) >= len(g.st.players) {
		return 0
	}
	return int(g.st.players[p].spells)
}
