package engine

// checkTeams checks the invariants of a Two-Headed Giant game: four
// players (CR 810.1); teammates share one life total, kept in both
// (CR 810.4, 810.9); the active, starting and previous active players
// recorded are first seats of their teams (CR 805.4); teammates lose and
// leave together (CR 810.8a); a team's turns are both teammates', who
// have the same last turn and turns begun (CR 805.4); a team's block is
// declared once for both (CR 805.10d).
func (c *invariantChecker) checkTeams() {
	st := &c.g.st
	if st.variant >= numVariants {
		c.bad("teams", NoObj, NoPlayer, "unknown variant %d", st.variant)
		return
	}
	if !c.g.teams() {
		return
	}
	if len(st.players) != 4 {
		c.bad("teams", NoObj, NoPlayer, "two-headed giant with %d players", len(st.players))
		return
	}
	for p := PlayerID(0); p < 4; p += 2 {
		a, b := &st.players[p], &st.players[p+1]
		if a.life != b.life {
			c.bad("teams", NoObj, p, "team life totals %d and %d differ (CR 810.4)", a.life, b.life)
		}
		if a.lost != b.lost || a.left != b.left {
			c.bad("teams", NoObj, p, "teammates lost or left apart (CR 810.8a)")
		}
		if a.lastTurn != b.lastTurn || a.turnsBegun != b.turnsBegun {
			c.bad("teams", NoObj, p, "teammates' last turns %d and %d, turns begun %d and %d differ (CR 805.4)",
				a.lastTurn, b.lastTurn, a.turnsBegun, b.turnsBegun)
		}
		if bit := uint8(1) << p; st.blockers&bit != 0 != (st.blockers&(bit<<1) != 0) {
			c.bad("teams", NoObj, p, "blockers declared for one teammate only (CR 805.10d)")
		}
	}
	if st.wait == waitSetup {
		return
	}
	for _, p := range []PlayerID{st.active, st.starting, st.prevActive} {
		if p != NoPlayer && p != c.g.teamLead(p) {
			c.bad("teams", NoObj, p, "active, starting or previous active player %d is no team's first seat", p)
		}
	}
	if st.winner != NoPlayer && st.winner != c.g.teamLead(st.winner) {
		c.bad("teams", NoObj, st.winner, "the winner %d is no team's first seat", st.winner)
	}
}
