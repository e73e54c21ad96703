package engine

import (
	"strings"

	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/zones"
)

// Step is a step of a turn, or a main phase (CR 500.1).
type Step uint8

// The steps in turn order.
const (
	Untap Step = iota
	Upkeep
	Draw
	PrecombatMain
	BeginningOfCombat
	DeclareAttackersStep
	DeclareBlockersStep
	CombatDamage
	EndOfCombat
	PostcombatMain
	End
	Cleanup
	numSteps
)

var stepNames = [...]string{"untap", "upkeep", "draw", "precombat main", "beginning of combat",
	"declare attackers", "declare blockers", "combat damage", "end of combat", "postcombat main",
	"end", "cleanup"}

// String returns the step's name as the scenario format writes it.
func (s Step) String() string {
	if int(s) < len(stepNames) {
		return stepNames[s]
	}
	return "invalid step"
}

// ParseStep returns the step named s (case-insensitive).
func ParseStep(s string) (Step, bool) {
	s = strings.ToLower(s)
	for i, n := range stepNames {
		if n == s {
			return Step(i), true
		}
	}
	return 0, false
}

// MaxHandSize is the maximum hand size checked in the cleanup step
// (CR 402.2, 514.1).
const MaxHandSize = 7

// endStep ends the current step or phase and proceeds through the turn
// until a player receives priority or must declare attackers or blockers
// (CR 500.2, 500.3, 500.5).
func (g *Game) endStep() error {
	for {
		g.emptyPools() // CR 500.5
		if g.st.step == EndOfCombat {
			g.endCombat() // CR 511.3
		}
		next, newTurn := g.following()
		if newTurn {
			g.beginTurn()
		}
		stop, err := g.beginStep(next)
		if err != nil || stop || g.st.wait == waitOver || g.pauseHere() {
			return err
		}
	}
}

// following returns the step after the current one, skipping the combat
// steps that CR 508.8 skips and adding the second combat damage step of
// CR 510.4.
func (g *Game) following() (Step, bool) {
	s := g.st.step
	switch s {
	case DeclareAttackersStep:
		if !g.anyAttackers() {
			return EndOfCombat, false // CR 508.8
		}
	case CombatDamage:
		if g.st.twoDamage && !g.st.firstDone {
			g.st.firstDone = true
			return CombatDamage, false // CR 510.4
		}
	case Cleanup:
		if g.st.cleanupAgain {
			return Cleanup, false // CR 514.3a
		}
		return Untap, true
	case Upkeep:
		// CR 103.8a: in a two-player game the starting player skips the
		// draw step of their first turn; in Two-Headed Giant the starting
		// team does (CR 810.6, 103.8b).
		if g.st.turn == 1 && (len(g.st.players) == 2 || g.teams()) && g.st.active == g.st.starting {
			return PrecombatMain, false
		}
	}
	return s + 1, false
}

// beginTurn starts the next player's turn (CR 500.1, 800.4k).
func (g *Game) beginTurn() {
	prev := g.st.active
	g.st.prevActive = prev
	g.st.prevSpells, g.st.prevTotal, g.st.prevMost = 0, 0, 0
	if prev != NoPlayer {
		g.st.prevSpells = g.st.players[prev].spells
		if tm := g.Teammate(prev); tm != NoPlayer {
			// CR 731.2a-b with shared team turns: night if no player of
			// the previous active team cast a spell, day if any one of
			// them cast two or more; the most one of them cast says both.
			g.st.prevSpells = max(g.st.prevSpells, g.st.players[tm].spells)
		}
	}
	for i := range g.st.players {
		n := g.st.players[i].spells
		g.st.prevTotal += n
		g.st.prevMost = max(g.st.prevMost, n)
	}
	g.st.active = g.nextTurnPlayer(prev)
	g.st.turn++
	g.endUntilNextTurn(prev) // CR 611.2a: before the untap step's actions
	g.startTurnCounts(g.st.active, g.st.turn)
	g.emit(Event{Kind: EvTurnBegan, Player: g.st.active, Amount: g.st.turn})
}

// beginStep performs the turn-based actions of step s and gives priority
// when the step has it. It reports whether the game now waits for a player.
func (g *Game) beginStep(s Step) (bool, error) {
	g.st.step = s
	g.st.passes = 0
	g.emit(Event{Kind: EvStepBegan, Player: g.st.active, Amount: int32(s)})
	switch s {
	case Untap:
		// CR 502.1 phasing (no card of the pool phases), 502.2 the
		// day/night check, 502.3 untapping. No priority (502.4).
		g.dayNightCheck()
		g.untapAll()
		return false, nil
	case Draw:
		// CR 504.1; in Two-Headed Giant each player of the active team
		// draws, the active team's first seat first (CR 805.4b, 805.6a).
		var buf [2]PlayerID
		for _, p := range g.activePlayers(buf[:0]) {
			g.draw(p, 1)
		}
	case BeginningOfCombat:
		g.st.firstDone, g.st.twoDamage, g.st.blockers = false, false, 0
	case DeclareAttackersStep:
		if g.canAnyAttack() {
			if err := g.settle(); err != nil {
				return true, err
			}
			g.st.wait = waitAttackers
			g.st.priority = NoPlayer
			return true, nil
		}
	case DeclareBlockersStep:
		if g.blockersPending() {
			if err := g.settle(); err != nil {
				return true, err
			}
			g.st.wait = waitBlockers
			g.st.priority = NoPlayer
			return true, nil
		}
	case CombatDamage:
		if err := g.combatDamage(); err != nil {
			return true, err
		}
	case Cleanup:
		return g.cleanup()
	}
	return true, g.givePriority(g.st.active)
}

// dayNightCheck is the second part of the untap step (CR 502.2, 731.2).
// When it is day or night the check is made, and logged with the count
// that decided it whether or not the designation changes; when it is
// neither, no check is made (731.2c).
func (g *Game) dayNightCheck() {
	if g.st.prevActive == NoPlayer {
		return
	}
	if d := g.st.dayNight; d != daynight.Neither {
		g.emit(Event{Kind: EvDayNightCheck, Player: g.st.prevActive, Target: g.Teammate(g.st.prevActive),
			Amount: int32(g.st.prevSpells), Aux: int32(d)})
	}
	g.becomeDayNight(daynight.UntapCheck(g.st.dayNight, int(g.st.prevSpells)), g.st.active)
}

// becomeDayNight makes it day or night (CR 731.1), turning the
// permanents that daybound and nightbound turn (702.145b(2), 702.145e(1));
// by is the active player when the untap step's check makes it (731.2),
// NoPlayer otherwise.
func (g *Game) becomeDayNight(d daynight.Designation, by PlayerID) {
	g.setDesignation(d, by)
	g.dayNightSweep()
}

// untapAll untaps the active player's permanents (CR 502.3): in
// Two-Headed Giant those of both players of the active team (CR 805.4a).
func (g *Game) untapAll() {
	g.refresh()
	for _, id := range g.st.battlefield {
		if o := g.obj(id); o.tapped && g.isActive(g.chars(o).Controller) {
			g.untap(id)
		}
	}
}

// draw makes p draw n cards (CR 121). Drawing from an empty library makes
// the player lose at the next state-based action check (CR 704.5b).
func (g *Game) draw(p PlayerID, n int) {
	for range n {
		top, ok := g.st.players[p].library.Top()
		if !ok {
			g.setDrewFromEmpty(p, true)
			continue
		}
		id, _ := g.moveOne(move{obj: top, to: zones.Hand})
		g.emit(Event{Kind: EvDrew, Player: p, Obj: id})
	}
}

// emptyPools empties every mana pool (CR 500.5, 106.4). Most steps end
// with no mana added since the last ones did (poolsKept): nothing to do.
func (g *Game) emptyPools() {
	if g.poolsKept && !g.verifyUndo {
		return // inlined
	}
	g.emptyPoolsNow()
}

// emptyPoolsNow is emptyPools when mana may have been added, or checked:
// the engine's tests check the mark each time it is relied on.
func (g *Game) emptyPoolsNow() {
	for i := range g.st.players {
		if pl := &g.st.players[i]; pl.pool != pl.kept { // else nothing but what is kept: the usual case
			if g.poolsKept {
				panic("engine: the mana pools are marked as holding what is kept alone, but one holds more")
			}
			g.emptyPool(PlayerID(i))
		}
	}
	g.poolsKept = true
}

// cleanup performs the cleanup step (CR 514): discard to maximum hand
// size, then remove damage and end "until end of turn" effects at once.
// Players receive priority only if state-based actions or triggers happen.
func (g *Game) cleanup() (bool, error) {
	g.st.cleanupAgain = false
	var buf [2]PlayerID
	for _, p := range g.activePlayers(buf[:0]) { // both players of an active team (CR 805.4a)
		if err := g.discardToHandSize(p); err != nil {
			return true, err
		}
	}
	for _, id := range g.st.battlefield {
		if g.obj(id).damage != 0 { // most permanents have none
			g.removeDamage(id)
		}
	}
	g.endEffects(func(e *contEffect) bool { return e.duration == UntilEndOfTurn })
	g.endKeptMana()
	g.clearPreventions()
	if err := g.settleCleanup(); err != nil {
		return true, err
	}
	return g.st.cleanupAgain || g.st.wait == waitOver, nil
}

// discardToHandSize makes active player p discard down to the maximum
// hand size (CR 514.1).
func (g *Game) discardToHandSize(p PlayerID) error {
	pl := &g.st.players[p]
	extra := len(pl.hand) - MaxHandSize
	if extra <= 0 {
		return nil
	}
	d := g.scratch.asks.take()
	defer g.scratch.asks.give()
	*d = Decision{Kind: DecideDiscard, Player: p, Prompt: "discard down to maximum hand size", Min: extra, Max: extra,
		Options: d.Options}
	for _, id := range pl.hand {
		d.Options = append(d.Options, Option{Obj: id, Index: len(d.Options)})
	}
	ans, err := g.decide(d)
	if err != nil {
		return err
	}
	for _, k := range ans {
		g.discard(p, d.Options[k].Obj)
	}
	return nil
}

// settleCleanup applies CR 514.3a: if state-based actions or triggers
// happen in the cleanup step, players receive priority and another
// cleanup step follows.
func (g *Game) settleCleanup() error {
	did, err := g.stateBasedActions()
	if err != nil {
		return err
	}
	if !did && len(g.st.pending) == 0 {
		return nil
	}
	g.st.cleanupAgain = true
	return g.givePriority(g.st.active)
}

func (g *Game) discard(p PlayerID, id ObjID) {
	n, _ := g.moveOne(move{obj: id, to: zones.Graveyard})
	g.emit(Event{Kind: EvDiscarded, Player: p, Obj: n})
}
