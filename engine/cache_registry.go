package engine

import (
	"fmt"
	"slices"
)

// cacheEntry registers one cache: the fields of caches that hold it,
// what makes it stale, how it is made again, what a new game, a clone and
// a state put back by a rollback or a rewind do to it, and how the
// invariant checker compares it with a computation from the state. Each
// field of caches is in exactly one entry (TestCacheRegistryCoversEveryField).
//
// The engine reads and writes a cache as a plain field of the game; the
// registry is walked only by startCaches (a new or restored game),
// cloneCaches (Clone), restoredCaches (a rollback or a rewind), the undo
// verifier and CheckInvariants.
type cacheEntry struct {
	name   string   // as the table of caches in docs/internals.md names it
	fields []string // its fields in caches; none for a cache kept with what it derives from
	where  string   // for a cache with no field in caches: where it is kept
	made   string   // how it is made again from the state
	stale  string   // what makes it stale, or sets it right, as the game goes on
	// start, if not nil, makes the zero value of the fields stale in a
	// new game, a clone and a restored game; nil: the zero value is
	// stale (or empty) already.
	start func(c *caches)
	// cloned, if not nil, gives a clone the original's value: the clone's
	// state is the original's, so it holds there too. nil: the clone
	// starts as a new game does (start).
	cloned func(to, from *caches)
	// restored, if not nil, makes the cache agree with a state that a
	// rollback or a rewind has just put back. nil: it holds across one,
	// for the reason kept says.
	restored func(g *Game)
	kept     string // when restored is nil: why a rollback leaves it right
	// check reports, through bad, where the cache of g, between actions
	// with the characteristics up to date, differs from r, a clone of g
	// whose characteristics were computed from the state alone (the other
	// caches of r start as a clone's do). A check may make r's caches.
	check func(g, r *Game, bad badCache)
	// checkedBy, for a cache with no check between actions: where it is
	// checked instead.
	checkedBy string
}

// badCache reports one cache found wrong, about an object or a player
// (or NoObj and NoPlayer).
type badCache func(obj ObjID, p PlayerID, format string, args ...any)

// cacheRegistry is every cache the engine keeps, in the order the checks
// run (a check may rely on r's caches that an earlier one made).
var cacheRegistry []cacheEntry

func init() { cacheRegistry = cacheEntries() }

// startCaches makes a new or restored game's caches stale, as the
// registry says.
func (g *Game) startCaches() {
	for i := range cacheRegistry {
		if e := &cacheRegistry[i]; e.start != nil {
			e.start(&g.caches)
		}
	}
}

// cloneCaches gives the caches of a clone of the game whose caches are
// from: a copy where the registry says it holds in the clone, else stale.
func (g *Game) cloneCaches(from *caches) {
	for i := range cacheRegistry {
		switch e := &cacheRegistry[i]; {
		case e.cloned != nil:
			e.cloned(&g.caches, from)
		case e.start != nil:
			e.start(&g.caches)
		}
	}
}

// resetCaches makes every cache agree with a state that a rollback or a
// rewind has just put back, as the registry says (restoredCaches).
func (g *Game) resetCaches() {
	for i := range cacheRegistry {
		if e := &cacheRegistry[i]; e.restored != nil {
			e.restored(g)
		}
	}
}

// checkCaches runs the check of every registered cache of g against r,
// a clone of g whose characteristics were computed from the state alone.
func (g *Game) checkCaches(r *Game, bad badCache) {
	for i := range cacheRegistry {
		if e := &cacheRegistry[i]; e.check != nil {
			e.check(g, r, bad)
		}
	}
}

// verifyCaches panics when a cache of the game differs from what its
// state gives: the undo verifier's check that a rollback left every cache
// right. The characteristics must be up to date (a rollback computes them
// unless the action began with them stale).
func (g *Game) verifyCaches(what string) {
	if g.st.dirty {
		return
	}
	r := g.Clone()
	r.st.dirty = true
	r.refresh()
	g.checkCaches(r, func(obj ObjID, p PlayerID, format string, args ...any) {
		e := &InvariantError{Invariant: "cache", Obj: obj, Player: p, Detail: fmt.Sprintf(format, args...)}
		panic("engine: " + what + ": " + e.Error())
	})
}

// cacheEntries lists the caches (cacheRegistry).
func cacheEntries() []cacheEntry {
	return []cacheEntry{{
		name:  "Characteristics",
		where: "object.own, or the face's values for a plain permanent (object.plain, defBase); stale while state.dirty is set",
		made:  "refresh → computeChars when state.dirty is set, or computeEntered, or a batch of transforms for the permanents it turned (finishFlips, computeAlone)",
		stale: "setting state.dirty (markDirty, noteEntered, noteLeft): a permanent entering or leaving, a continuous effect added or ended, counters, a change of control, an attachment, a batch of transforms that a static ability makes need it",
		kept:  "a rollback or a rewind computes them again (restoreChars), or puts back the stale values or, past no computation, the objects' own with their saves",
		check: checkCharsCache,
	}, {
		name:   "Summary",
		fields: []string{"sum"},
		made:   "computeChars; computeEntered takes the departed out of the counts and, when sbaClear was unset, looks at the battlefield again (sbaClearNow)",
		stale:  "made again with the characteristics; sbaClear also cleared when damage is marked, or when a flip batch may create a candidate",
		cloned: func(to, from *caches) { to.sum = from.sum },
		kept:   "put back with the characteristics: past no computation as the action or mark began (undoLog.sum, the mark's frame), else made by computeChars",
		check:  checkSummary,
	}, {
		name:     "Flip plan",
		fields:   []string{"plan"},
		made:     "flipPlan() on first use",
		stale:    "plan.forget(): by computeChars, marked damage, a batch that gives or takes away daybound or nightbound (finishFlips); kept true by its other turns",
		restored: func(g *Game) { g.plan.forget() },
		check:    checkFlipPlan,
	}, {
		name:     "Sweep",
		fields:   []string{"swept"},
		made:     "dayNightSweep, finishFlips",
		stale:    "cleared by computeChars and changeDesignation",
		restored: func(g *Game) { g.swept = false },
		check:    checkSwept,
	}, {
		name:     "Trigger cache",
		fields:   []string{"trigList", "manaList", "actList", "trigStale", "trigKinds"},
		made:     "triggerers() when trigStale is set, from what each permanent's text derives from its abilities (cardText.roles, trigKinds); after computeEntered, when the lists were up to date before, extended by the permanents that entered alone (addTriggerers)",
		stale:    "trigStale: set by computeChars and a flip batch whose faces have abilities it lists; in the engine's tests each extension is compared with a rebuild (checkTriggerers)",
		start:    func(c *caches) { c.trigStale = true },
		restored: func(g *Game) { g.trigStale = true },
		check:    checkTriggerLists,
	}, {
		name:   "Event kinds that may trigger",
		fields: []string{"wantKinds", "wantDefs"},
		made:   "with the trigger cache (setWantKinds), and again when defList has grown past wantDefs",
		stale:  "as the trigger cache, and the growth of defList; in the engine's tests every answer is compared with the four tests it replaces (checkWantKinds)",
		kept:   "it follows the trigger cache's trigStale, which a rollback sets",
		check:  checkWantKindsCache,
	}, {
		name:   "Graveyard trigger kinds",
		fields: []string{"graveKinds", "graveDefs"},
		made:   "graveyardTriggerKinds, folding in each definition of defList once",
		stale:  "never: definitions don't change and defList only grows",
		kept:   "a rollback does not shorten defList",
		check:  checkGraveKinds,
	}, {
		name:   "Flashback in the game",
		fields: []string{"flashback", "flashDefs"},
		made:   "anyFlashback, folding in each definition of defList once",
		stale:  "never, as the graveyard trigger kinds",
		kept:   "a rollback does not shorten defList",
		check:  checkFlashbackCache,
	}, {
		name:     "Entered only",
		fields:   []string{"entered"},
		made:     "noteEntered (addToZone to the battlefield) and noteLeft (removeFromZone from it), starting a new list when the characteristics were up to date",
		stale:    "a departure leavesAlone refuses, every other change that makes the characteristics stale (markDirty: counters, attachments, effects, a flip batch computing all, setup), a computation; in the engine's tests each computation it allows is compared with the full one on a clone (verifyEntered)",
		restored: func(g *Game) { g.entered.on = false },
		// Read only while the characteristics are stale, which the
		// checks between actions never see.
		checkedBy: "verifyEntered, in the engine's tests: each computation it allows is compared with the full one on a clone",
	}, {
		name:     "Players clear",
		fields:   []string{"playersOK"},
		made:     "noPlayerLoses, when it looks and finds so",
		stale:    "a change of a life total or a draw from an empty library (change_players.go); in the engine's tests the players are looked at each time it is relied on (lookAtPlayers)",
		restored: func(g *Game) { g.playersOK = false },
		check:    checkPlayersOK,
	}, {
		name:     "Pools kept",
		fields:   []string{"poolsKept"},
		made:     "emptyPools, as it empties them",
		stale:    "adding mana or paying from a pool (change_players.go), the end of kept mana in the cleanup step (endKeptMana); in the engine's tests the pools are looked at each time it is relied on (emptyPoolsNow)",
		restored: func(g *Game) { g.poolsKept = false },
		check:    checkPoolsKept,
	}, {
		name:   "Mana sources",
		fields: []string{"paySrcs", "handSrcs"},
		made:   "memoSources, for LegalActions and for canPay and payPlan; not kept when the listing ran card code",
		stale:  "any write not confined to a hand and a library (passOnly.public), a new turn, stale characteristics; in the engine's tests every list read again is made anew and compared",
		kept:   "keyed to passOnly.public, which a rollback and a rewind count (the pass-only cache's reset)",
		check:  checkSourcesCache,
	}, {
		name:     "Pass-only",
		fields:   []string{"passOnly"},
		made:     "notePassOnly, after a listing that found nothing else",
		stale:    "any write to the state, counted by the primitives of the rollback save (touch, mut, save, playerMut, flip) and finishFlips, except that a write confined to another player's hand and library does not reset p's answer; a change of the turn, the active player, the designation or of whether p could cast a sorcery; stale characteristics; when the listing ran card code, also a change of the step, the holder of priority or the length of the log (cache_pass_only.go)",
		restored: func(g *Game) { g.stateWritten() },
		check:    checkPassOnlyCache,
	}, {
		name:  "Text facts",
		where: "cardText.layers, roles, trigKinds, payers, for each entry of Game.texts",
		made:  "newText, as the entry is made",
		stale: "never: an entry's abilities never change; clones share the table",
		kept:  "the table only grows",
		check: checkTextFacts,
	}, {
		name:      "Face bases",
		where:     "Game.defList",
		made:      "refOfDef, once per definition and game, or taken whole from an earlier game of the same decks (Shared definition tables)",
		stale:     "never: immutable, shared by clones",
		kept:      "the table only grows",
		checkedBy: "checkDefBases, with the definitions invariant of CheckInvariants: each against a recomputation from its definition",
	}, {
		name:      "Face bases checked",
		fields:    []string{"defsChecked"},
		made:      "checkDefBases, as CheckInvariants finds each entry of defList equal to a recomputation from its definition",
		stale:     "never: an entry of defList is immutable, and one replaced by another is not the one checked",
		kept:      "a rollback leaves defList as it is: the table only grows",
		checkedBy: "checkDefBases, which checks again every entry that is not, by identity, one it checked",
	}, {
		name:      "Shared definition tables",
		where:     "sharedDefs, package-level under a mutex (card_facebase_shared.go)",
		made:      "keepDefTables at the end of a New that computed its own; the eight most recent sets of decks are kept",
		stale:     "never changed: a set is used only while each definition still has the values, abilities and ability kinds it was computed from (defSeen), else the game computes its own and they replace the set",
		kept:      "no game's rollback touches them",
		checkedBy: "checkDefBases, which checks every game's defList, shared or not",
	}, {
		name:  "Token scan mark",
		where: "state.tokenScan",
		made:  "performStateBasedActions; tokensScanned, which looks at the objects above it alone (an object's zone and token status never change) and moves it past them when none is such a token; recomputeCaches in a restored game",
		stale: "each new object lies above it until the next check; in the engine's tests every object below it is looked at each time the check relies on it (checkTokensScanned)",
		kept:  "a rollback restores it with the state",
		check: checkTokenScan,
	}}
}

// checkSummary compares the summary of the battlefield, when valid, with
// r's.
func checkSummary(g, r *Game, bad badCache) {
	s := &g.sum
	if !s.valid {
		return
	}
	switch {
	case s.dayNightCounts != r.sum.dayNightCounts:
		bad(NoObj, NoPlayer, "the day/night counts are %+v, but the battlefield gives %+v", s.dayNightCounts, r.sum.dayNightCounts)
	case s.simple && !r.sum.simple:
		bad(NoObj, NoPlayer, "the summary says no static ability or effect applies, but one does")
	case !s.costChanges && r.sum.costChanges:
		bad(NoObj, NoPlayer, "the summary says no permanent changes what spells cost, but one does")
	case s.fixed && !r.sum.fixed:
		bad(NoObj, NoPlayer, "the summary says every effect affects a fixed object, but one selects by characteristics")
	case s.local && !r.sum.local:
		bad(NoObj, NoPlayer, "the summary says no static ability selects with card code, but one does")
	case s.sbaClear && !r.sum.sbaClear:
		bad(NoObj, NoPlayer, "the summary says no state-based action can apply to a permanent, but one could")
	}
}

// checkTriggerLists compares the lists of triggerers, when up to date,
// with r's, made again.
func checkTriggerLists(g, r *Game, bad badCache) {
	if g.trigStale {
		return
	}
	r.trigStale = true
	r.triggerers()
	if !slices.Equal(g.actList, r.actList) {
		bad(NoObj, NoPlayer, "the permanents with activated abilities %v differ from the battlefield's %v", g.actList, r.actList)
	}
	if !slices.Equal(g.trigList, r.trigList) || !slices.Equal(g.manaList, r.manaList) || g.trigKinds != r.trigKinds {
		bad(NoObj, NoPlayer, "the trigger lists %v, %v (kinds %b) differ from the battlefield's %v, %v (kinds %b)",
			g.trigList, g.manaList, g.trigKinds, r.trigList, r.manaList, r.trigKinds)
	}
}

// checkCharsCache compares each permanent's characteristics with r's.
func checkCharsCache(g, r *Game, bad badCache) {
	for _, id := range g.st.battlefield {
		have, want := g.charsChecked(&g.st.objs[id]), r.charsChecked(&r.st.objs[id])
		if !equalChars(g, have, r, want) {
			bad(id, NoPlayer, "(%s) has characteristics %+v, but the state gives %+v", g.defOf(&g.st.objs[id]).Front.Name, *have, *want)
		}
	}
}

// checkFlipPlan compares the flip plan, when made, with one made from r.
func checkFlipPlan(g, r *Game, bad badCache) {
	if p := &g.plan; p.valid {
		var want flipPlan
		r.makeFlipPlan(&want)
		if msg := p.differs(&want); msg != "" {
			bad(NoObj, NoPlayer, "the flip plan %s", msg)
		}
	}
}

// checkSwept runs the day/night sweep on r when the mark says it has
// nothing to do, and reports it if it does something.
func checkSwept(g, r *Game, bad badCache) {
	if g.swept {
		nlog, d := r.st.nlog, r.st.dayNight
		r.swept = false
		r.dayNightSweep()
		if r.st.nlog != nlog || r.st.dayNight != d {
			bad(NoObj, NoPlayer, "the day/night rules are marked as having nothing to do, but they turn a permanent or change the designation")
		}
	}
}

// checkWantKindsCache compares the mask of mayTrigger, when up to date,
// with one made from r's trigger lists and definitions.
func checkWantKindsCache(g, r *Game, bad badCache) {
	if g.trigStale || g.wantDefs != len(g.defList) {
		return
	}
	r.triggerers()
	want := r.trigKinds | 1<<EvBecameTarget | 1<<EvZoneChanged | 1<<EvSacrificed | r.graveyardTriggerKinds()
	if g.wantKinds != want {
		bad(NoObj, NoPlayer, "the event kinds that may trigger are %b, but the battlefield and the definitions give %b", g.wantKinds, want)
	}
}

// checkGraveKinds folds the definitions the mask covers again.
func checkGraveKinds(g, r *Game, bad badCache) {
	var want uint64
	for _, b := range g.defList[:min(g.graveDefs, len(g.defList))] {
		for _, ab := range b.def.Front.Abilities {
			if ab.Kind == Triggered && ab.Trigger.InGraveyard {
				want |= 1<<ab.Trigger.On | 1<<ab.Trigger.Or
			}
		}
	}
	if g.graveDefs > len(g.defList) || g.graveKinds != want {
		bad(NoObj, NoPlayer, "the graveyard trigger kinds of the first %d definitions are %b, but the definitions give %b", g.graveDefs, g.graveKinds, want)
	}
}

// checkFlashbackCache reads the definitions the answer covers again.
func checkFlashbackCache(g, r *Game, bad badCache) {
	n := min(g.flashDefs, len(g.defList))
	want := slices.ContainsFunc(g.defList[:n], func(b *defBase) bool { return b.def.Front.Flashback != nil })
	if g.flashDefs > len(g.defList) || g.flashback != want {
		bad(NoObj, NoPlayer, "flashback among the first %d definitions is %v, but the definitions give %v", g.flashDefs, g.flashback, want)
	}
}

// checkPlayersOK looks at the players when they are marked clear.
func checkPlayersOK(g, r *Game, bad badCache) {
	if g.playersOK && g.playerLoses() {
		bad(NoObj, NoPlayer, "the players are marked clear of state-based actions, but one has lost")
	}
}

// checkPoolsKept looks at the pools when they are marked as holding what
// is kept alone.
func checkPoolsKept(g, r *Game, bad badCache) {
	if !g.poolsKept {
		return
	}
	for i := range g.st.players {
		if pl := &g.st.players[i]; pl.pool != pl.kept {
			bad(NoObj, PlayerID(i), "the mana pools are marked as holding what is kept alone, but %s's holds more", pl.name)
		}
	}
}

// checkSourcesCache lists anew each player's sources whose kept list
// holds (checkSourcesMemo).
func checkSourcesCache(g, r *Game, bad badCache) {
	if name := g.checkSourcesMemo(); name != "" {
		bad(NoObj, NoPlayer, "the mana sources kept for %s differ from the battlefield's", name)
	}
}

// checkPassOnlyCache lists the actions again of each player the cache
// says may only pass (checkPassOnly).
func checkPassOnlyCache(g, r *Game, bad badCache) {
	for p := range g.st.players {
		if a := g.checkPassOnly(PlayerID(p)); a != "" {
			bad(NoObj, PlayerID(p), "the pass-only cache says %s may only pass, but the state lets them: %s", g.st.players[p].name, a)
		}
	}
}

// checkTextFacts derives each text's facts from its abilities again.
func checkTextFacts(g, r *Game, bad badCache) {
	for i := range g.texts {
		if t := &g.texts[i]; t.derivedDiffer() {
			want := newText(t.name, t.abilities)
			bad(NoObj, NoPlayer, "the text of %q has static abilities in layers %b, roles %b, trigger kinds %b, payment marks %b, but its abilities give %b, %b, %b, %b",
				t.name, t.layers, t.roles, t.trigKinds, t.payers, want.layers, want.roles, want.trigKinds, want.payers)
		}
	}
}

// checkTokenScan looks at every object below the token scan mark.
func checkTokenScan(g, r *Game, bad badCache) {
	for i := 1; i < int(g.st.tokenScan) && i < len(g.st.objs); i++ {
		if strayToken(&g.st.objs[i]) {
			bad(ObjID(i), NoPlayer, "the token scan mark passes over a token outside the battlefield")
		}
	}
}
