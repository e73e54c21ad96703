package engine

import "github.com/cathar-engine/cathar/zones"

// Attack is one attacking creature and the player or planeswalker it
// attacks (CR 506.3, 508.1b): Defender is the defending player, and
// Planeswalker, when not NoObj, a planeswalker Defender controls that the
// creature attacks instead of Defender.
type Attack struct {
	Attacker     ObjID
	Defender     PlayerID
	Planeswalker ObjID `json:",omitempty"`
}

// Block is one blocking creature and the attacker it blocks.
type Block struct {
	Blocker  ObjID
	Attacker ObjID
}

// reasonSick is the reason cantAttackReason gives for summoning sickness.
const reasonSick = "summoning sick (CR 302.6)"

// cantAttackReason reports why creature o can't attack now, or ""
// (CR 508.1a, 302.6).
func (g *Game) cantAttackReason(o *object, p PlayerID) string {
	if o.zone != zones.Battlefield || o.next != NoObj {
		return "not on the battlefield"
	}
	return g.cantAttackWith(o, g.chars(o), p) // read once: every declaration asks of every permanent
}

// cantAttackWith is cantAttackReason for a creature on the battlefield
// whose characteristics ch the caller has read.
func (g *Game) cantAttackWith(o *object, ch *charVals, p PlayerID) string {
	switch {
	case !ch.Is(Creature):
		return "not a creature"
	case !g.SameTeam(ch.Controller, p): // the attacking team's, in Two-Headed Giant (CR 805.10a)
		return "not controlled by the attacking player"
	case o.tapped:
		return "tapped"
	case ch.Rules&CantAttack != 0:
		return "can't attack"
	case ch.Has(Defender):
		return "defender: it can't attack (CR 702.3b)"
	case !ch.Has(Haste) && g.sickUnder(o, ch.Controller):
		return reasonSick
	}
	return ""
}

func (g *Game) canAnyAttack() bool {
	g.refresh()
	for _, id := range g.st.battlefield {
		if g.cantAttackReason(g.obj(id), g.st.active) == "" {
			return true
		}
	}
	return false
}

func (g *Game) anyAttackers() bool {
	for _, id := range g.st.battlefield {
		if g.obj(id).attacking != NoPlayer {
			return true
		}
	}
	return false
}

// DeclareAttackers declares the active player's attackers (CR 508.1). An
// empty list declares no attackers. A declaration the rules forbid fails
// as a whole and leaves the step open. In Two-Headed Giant either player
// of the active team declares the team's one combined attack, with the
// creatures of both, each attacking a player of the other team
// (CR 805.10b).
func (g *Game) DeclareAttackers(p PlayerID, attacks []Attack) error {
	return g.declareAttackersMet(p, attacks, false)
}

// declareAttackersMet is DeclareAttackers; met says that the caller
// knows attacks to meet every requirement (CR 508.1d): Step, which has
// just completed them with withForcedAttackers, need not have them
// checked again. The test-time verifiers (verifyUndo) check them anyway.
func (g *Game) declareAttackersMet(p PlayerID, attacks []Attack, met bool) error {
	if g.tracked() {
		return g.recorded(g.declareAttackers(p, attacks, met), RecordedCall{Op: OpDeclareAttacks, Player: p, Attacks: attacks})
	}
	return g.declareAttackers(p, attacks, met)
}

func (g *Game) declareAttackers(p PlayerID, attacks []Attack, met bool) error {
	return g.atomic(func() error {
		const act = "declare attackers"
		if err := g.checkActing(act, p); err != nil {
			return err
		}
		if g.st.wait != waitAttackers || !g.isActive(p) {
			return actErr(act, p, NoObj, ErrNotWaiting, "not this player's declare attackers step")
		}
		g.refresh()
		for i, a := range attacks {
			o, err := g.checkObj(act, p, a.Attacker)
			if err != nil {
				return err
			}
			if why := g.cantAttackReason(o, p); why != "" {
				if why == reasonSick {
					return actErr(act, p, a.Attacker, ErrSummoningSick, "it can't attack (CR 302.6)")
				}
				return actErr(act, p, a.Attacker, ErrIllegalAttack, why)
			}
			if g.checkPlayer(a.Defender) != nil || !g.opponents(p, a.Defender) {
				return actErr(act, p, a.Attacker, ErrIllegalAttack, "must attack an opponent in the game")
			}
			if why := g.cantBeAttackedReason(a); why != "" {
				return actErr(act, p, a.Attacker, ErrIllegalAttack, why)
			}
			for j := range i {
				if attacks[j].Attacker == a.Attacker {
					return actErr(act, p, a.Attacker, ErrIllegalAttack, "declared twice")
				}
			}
		}
		if !met || g.verifyUndo {
			if id := g.unmetAttackRequirement(p, attacks); id != NoObj {
				return actErr(act, p, id, ErrIllegalAttack, "it attacks each combat if able (CR 508.1d)")
			}
		}

		for _, a := range attacks {
			g.markAttacking(a.Attacker, a.Defender, a.Planeswalker)
			if !g.chars(g.obj(a.Attacker)).Has(Vigilance) {
				g.tap(a.Attacker) // CR 508.1f
			}
			// The attacking player is the attacker's controller (CR 805.10c).
			g.emit(Event{Kind: EvAttacks, Obj: a.Attacker, Target: a.Defender, Other: a.Planeswalker,
				Player: g.chars(g.obj(a.Attacker)).Controller})
		}
		return g.givePriority(g.st.active)
	})
}

// blockersPending reports whether some defending player could block.
func (g *Game) blockersPending() bool {
	g.refresh()
	for i := range g.st.players {
		p := PlayerID(i)
		if g.st.players[i].left || !g.isDefending(p) {
			continue
		}
		for _, id := range g.st.battlefield {
			o := g.obj(id)
			if ch := g.chars(o); ch.Controller == p && ch.Is(Creature) && !o.tapped && ch.Rules&CantBlock == 0 {
				return true
			}
		}
	}
	return false
}

// isDefending reports whether a creature attacks p or, in Two-Headed
// Giant, p's teammate: both players of the attacked team are defending
// players (CR 805.10a).
func (g *Game) isDefending(p PlayerID) bool {
	for _, id := range g.st.battlefield {
		if a := g.obj(id).attacking; a != NoPlayer && g.SameTeam(a, p) {
			return true
		}
	}
	return false
}

// DefendingPlayers returns the players who still have to declare
// blockers: in Two-Headed Giant the first seat of the defending team,
// though either of its players declares the team's one combined block
// (CR 805.10d).
func (g *Game) DefendingPlayers() []PlayerID {
	var out []PlayerID
	if g.st.wait != waitBlockers {
		return nil
	}
	var buf [MaxPlayers]PlayerID
	for _, p := range g.apnap(buf[:0]) {
		if g.isDefending(p) && g.st.blockers&(1<<p) == 0 && g.teamLead(p) == p {
			out = append(out, p)
		}
	}
	return out
}

// SecondCombatDamageStep reports whether the game is in the second combat
// damage step of a combat that has two: the regular step that follows the
// first-strike one when an attacking or blocking creature had first strike
// or double strike as the combat damage step began (CR 510.4).
func (g *Game) SecondCombatDamageStep() bool {
	return g.st.step == CombatDamage && g.st.twoDamage && g.st.firstDone
}

// cantBlockReason reports why blocker b can't block attacker a, or "" (CR 509.1,
// 702.9 flying, 702.13 intimidate).
func (g *Game) cantBlockReason(b, a *object, p PlayerID) string {
	bc, ac := g.chars(b), g.chars(a)
	switch {
	case b.zone != zones.Battlefield || !bc.Is(Creature) || !g.SameTeam(bc.Controller, p): // CR 805.10d
		return "not a creature the defending player controls"
	case b.tapped:
		return "tapped"
	case bc.Rules&CantBlock != 0:
		return "can't block"
	case a.zone != zones.Battlefield || a.attacking == NoPlayer || !g.SameTeam(a.attacking, p):
		return "that creature is not attacking this player"
	case ac.Has(Flying) && !bc.Has(Flying) && !bc.Has(Reach):
		return "a creature with flying can be blocked only by creatures with flying or reach"
	case ac.Has(Intimidate) && !bc.Is(Artifact) && ac.Colors&bc.Colors == 0:
		return "intimidate: only artifact creatures and creatures that share a color"
	case ac.Rules&CantBeBlocked != 0:
		return "that creature can't be blocked"
	case ac.Rules&CantBeBlockedBySmall != 0 && bc.Power <= 2:
		return "that creature can't be blocked by creatures with power 2 or less"
	}
	return ""
}

// attackingTeam appends to buf the creatures attacking p's team, in
// battlefield order: the only ones p's creatures may block (CR 509.1a,
// 805.10d; cantBlockReason).
func (g *Game) attackingTeam(p PlayerID, buf []ObjID) []ObjID {
	for _, id := range g.st.battlefield {
		if a := g.obj(id); a.attacking != NoPlayer && g.SameTeam(a.attacking, p) {
			buf = append(buf, id)
		}
	}
	return buf
}

// DeclareBlockers declares defending player p's blockers (CR 509.1). Each
// creature blocks at most one attacker; an attacker with menace must be
// blocked by two or more creatures or none (CR 702.111b). In Two-Headed
// Giant either player of the defending team declares the team's one
// combined block: the creatures of both, each blocking a creature that
// attacks either of them (CR 805.10d).
func (g *Game) DeclareBlockers(p PlayerID, blocks []Block) error {
	if g.tracked() {
		return g.recorded(g.declareBlockers(p, blocks), RecordedCall{Op: OpDeclareBlocks, Player: p, Blocks: blocks})
	}
	return g.declareBlockers(p, blocks)
}

func (g *Game) declareBlockers(p PlayerID, blocks []Block) error {
	return g.atomic(func() error {
		const act = "declare blockers"
		if err := g.checkActing(act, p); err != nil {
			return err
		}
		if g.st.wait != waitBlockers || !g.isDefending(p) || g.st.blockers&(1<<p) != 0 {
			return actErr(act, p, NoObj, ErrNotWaiting, "not waiting for this player's blockers")
		}
		g.refresh()
		for i, b := range blocks {
			bo, err := g.checkObj(act, p, b.Blocker)
			if err != nil {
				return err
			}
			ao, err := g.checkObj(act, p, b.Attacker)
			if err != nil {
				return err
			}
			if why := g.cantBlockReason(bo, ao, p); why != "" {
				return actErr(act, p, b.Blocker, ErrIllegalBlock, why)
			}
			for j := range i {
				if blocks[j].Blocker == b.Blocker {
					return actErr(act, p, b.Blocker, ErrIllegalBlock, "a creature blocks one attacker")
				}
			}
		}
		for _, b := range blocks {
			if !g.chars(g.obj(b.Attacker)).Has(Menace) {
				continue
			}
			n := 0
			for _, c := range blocks {
				if c.Attacker == b.Attacker {
					n++
				}
			}
			if n < 2 {
				return actErr(act, p, b.Attacker, ErrIllegalBlock, "menace: two or more creatures must block it")
			}
		}
		for _, b := range blocks {
			g.markBlocking(b.Blocker, b.Attacker)
			// The blocker's controller blocks (the team's, CR 805.10d).
			g.emit(Event{Kind: EvBlocks, Obj: b.Blocker, Other: b.Attacker, Player: g.chars(g.obj(b.Blocker)).Controller})
		}
		g.st.blockers |= 1 << p
		if tm := g.Teammate(p); tm != NoPlayer {
			g.st.blockers |= 1 << tm // the team's one declaration (CR 805.10d)
		}
		if len(g.DefendingPlayers()) > 0 {
			return nil
		}
		return g.givePriority(g.st.active)
	})
}

// combatDamage is the turn-based action of a combat damage step (CR 510):
// with first strike or double strike in the combat, a first step where only
// those creatures deal damage, then a regular one (CR 510.4, 702.7b). It
// fails only when the attacking player's division of damage fails
// (DecideCombatDamage); the step is then rolled back with the action.
func (g *Game) combatDamage() error {
	g.refresh()
	if !g.st.firstDone && !g.st.twoDamage {
		for _, id := range g.st.battlefield {
			o := g.obj(id)
			if (o.attacking != NoPlayer || o.blocking != NoObj) && (g.chars(o).Has(FirstStrike) || g.chars(o).Has(DoubleStrike)) {
				g.st.twoDamage = true
			}
		}
	}
	first := g.st.twoDamage && !g.st.firstDone
	deals := func(o *object) bool {
		if first {
			return g.chars(o).Has(FirstStrike) || g.chars(o).Has(DoubleStrike)
		}
		return !o.dealtFirst || g.chars(o).Has(DoubleStrike)
	}
	hits := g.scratch.hits.take()
	defer g.scratch.hits.give(&hits)
	for _, id := range g.st.battlefield {
		o := g.obj(id)
		if o.attacking == NoPlayer || !deals(o) {
			continue
		}
		power := g.chars(o).Power
		if first {
			g.markDealtFirst(id)
		}
		if power <= 0 {
			continue
		}
		if !o.blocked {
			if to, ok := g.attacked(o); ok {
				hits = append(hits, combatHit{id, to, power}) // CR 510.1b
			}
			continue
		}
		var err error
		if hits, err = g.assignAttackerDamage(o, power, hits); err != nil {
			return err
		}
	}
	for _, id := range g.st.battlefield {
		o := g.obj(id)
		if o.blocking == NoObj || !deals(o) {
			continue
		}
		if first {
			g.markDealtFirst(id)
		}
		a := g.obj(o.blocking)
		if g.chars(o).Power > 0 && a.zone == zones.Battlefield && a.next == NoObj && a.attacking != NoPlayer {
			hits = append(hits, combatHit{id, TargetObject(o.blocking), g.chars(o).Power}) // CR 510.1d
		}
	}
	// CR 510.2: all combat damage is dealt at once.
	for i := range hits {
		hits[i].n = g.damage(hits[i].src, hits[i].to, hits[i].n, true)
	}
	g.combatLifelink(hits)
	return nil
}

// combatLifelink gains life for the combat damage just dealt, hits holding
// what each assignment dealt: a source dividing its damage among several
// recipients deals it in one event, so its controller gains the sum once
// (CR 510.2, 120.3f, 702.15b); two lifelink sources make two gains.
func (g *Game) combatLifelink(hits []combatHit) {
	for i, h := range hits {
		if h.n <= 0 || !g.chars(g.obj(h.src)).Has(Lifelink) {
			continue
		}
		first := true
		for _, e := range hits[:i] {
			first = first && (e.src != h.src || e.n <= 0)
		}
		if !first {
			continue // counted with the source's first damage
		}
		sum := 0
		for _, e := range hits[i:] {
			if e.src == h.src {
				sum += e.n
			}
		}
		g.lifelink(h.src, sum)
	}
}

func (g *Game) blockersOf(attacker ObjID) []ObjID {
	var out []ObjID
	for _, id := range g.st.battlefield {
		if g.obj(id).blocking == attacker {
			out = append(out, id)
		}
	}
	return out
}

// endCombat removes every creature from combat (CR 511.3).
func (g *Game) endCombat() {
	for _, id := range g.st.battlefield {
		g.removeFromCombat(id)
	}
}
