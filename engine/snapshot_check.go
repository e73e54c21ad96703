package engine

import "github.com/cathar-engine/cathar/zones"

// checkRestored checks a restored game, its caches computed, against the
// invariants that hold whenever the game waits for a player: what a
// consistent engine state always satisfies, beyond the structure build has
// checked. CheckInvariants checks the rest.
func (g *Game) checkRestored() error {
	st := &g.st
	if st.wait == waitSetup {
		return nil
	}
	for i := range st.players {
		if p := &st.players[i]; p.lost && !p.left {
			return badf("player %d has lost but not left the game", i)
		}
	}
	if st.wait == waitOver {
		return nil
	}
	if st.wait == waitBeginning { // before turn 1 (CR 103)
		if g.livePlayers() < 2 {
			return badf("the game is starting, but %d player(s) remain", g.livePlayers())
		}
		return nil
	}
	if err := g.checkRestoredTurn(); err != nil || st.wait != waitPriority {
		return err
	}
	return g.checkRestoredPriority()
}

// checkRestoredTurn checks a game in progress: two players or more, a
// turn begun, and combat bookkeeping that starts afresh at the beginning
// of combat (CR 506).
func (g *Game) checkRestoredTurn() error {
	st := &g.st
	if g.livePlayers() < 2 {
		return badf("the game is not over, but %d player(s) remain", g.livePlayers())
	}
	if st.turn < 1 {
		return badf("the game has started, but the turn is %d", st.turn)
	}
	if st.step >= BeginningOfCombat && st.step < CombatDamage && (st.firstDone || st.twoDamage) {
		return badf("the %v step records first-strike combat damage", st.step)
	}
	if st.step >= BeginningOfCombat && st.step < DeclareBlockersStep && st.blockers != 0 {
		return badf("the %v step records blockers declared", st.step)
	}
	return nil
}

// checkRestoredPriority checks a game in which a player holds priority:
// they are in the game, no trigger waits (CR 117.5) and no state-based
// action would apply to a player or a permanent (CR 704.3).
func (g *Game) checkRestoredPriority() error {
	st := &g.st
	if p := st.priority; st.players[p].left {
		return badf("player %d holds priority but has left the game", p)
	}
	if len(st.pending) > 0 {
		return badf("%d triggered abilities wait while a player holds priority", len(st.pending))
	}
	for i := range st.players {
		if pl := &st.players[i]; !pl.left && pl.life <= 0 {
			return badf("%s has %d life while a player holds priority", pl.name, pl.life)
		}
	}
	for _, id := range st.battlefield {
		if err := g.checkRestoredPermanent(&st.objs[id]); err != nil {
			return err
		}
	}
	return nil
}

// checkRestoredPermanent checks that no state-based action would apply to
// a permanent while a player holds priority: a creature with toughness
// left (CR 704.5f, g), an attached permanent on a creature and an Aura
// attached (704.5m).
func (g *Game) checkRestoredPermanent(o *object) error {
	ch := g.chars(o)
	if ch.Is(Creature) && (ch.Toughness <= 0 || int(o.damage) >= ch.Toughness && !ch.Has(Indestructible)) { // 702.12b
		return badf("creature %d (%s) %d/%d with %d damage survives while a player holds priority", o.id, g.nameOf(ch), ch.Power, ch.Toughness, o.damage)
	}
	if o.attachedTo != NoObj {
		t := &g.st.objs[o.attachedTo]
		if t.zone != zones.Battlefield || !current(t) || !g.chars(t).Is(Creature) {
			return badf("object %d (%s) is attached to %d, which is no creature on the battlefield", o.id, g.nameOf(ch), o.attachedTo)
		}
	} else if o.attachedPlayer != NoPlayer {
		if !g.playerAttachmentLegal(o, ch) {
			return badf("object %d (%s) is attached to player %d, which it can't enchant", o.id, g.nameOf(ch), o.attachedPlayer)
		}
	} else if ch.Is(Enchantment) && ch.Subtypes.Has(Aura) {
		return badf("Aura %d (%s) is attached to nothing", o.id, g.nameOf(ch))
	}
	return nil
}
