package engine

// Shared team turns in Two-Headed Giant (CR 805, 810.2): the active team's
// players are both active, turns pass from team to team, priority belongs
// to a team, and the team's first seat is the active player the engine
// records. Without teams each function is the ordinary game's.

// IsActive reports whether p is an active player: the active player, or,
// in Two-Headed Giant, either player of the active team (CR 805.4a).
// Nobody is before turn 1 begins.
func (g *Game) IsActive(p PlayerID) bool {
	return g.st.wait != waitSetup && g.st.wait != waitBeginning && g.SameTeam(p, g.st.active)
}

// isActive is IsActive during setup too.
func (g *Game) isActive(p PlayerID) bool { return g.SameTeam(p, g.st.active) }

// activePlayers returns the active players in APNAP order: the active
// player, and in Two-Headed Giant the teammate after them (CR 805.6).
func (g *Game) activePlayers(buf []PlayerID) []PlayerID {
	buf = append(buf[:0], g.st.active)
	if tm := g.Teammate(g.st.active); tm != NoPlayer && !g.st.players[tm].left {
		buf = append(buf, tm)
	}
	return buf
}

// nextPriority returns the player who receives priority after p passes
// (CR 117.3d). In Two-Headed Giant priority belongs to teams (CR 805.5):
// p's pass is the first of the team's two passes, and priority goes to the
// teammate, or the second, and it goes to the first seat of the other
// team; every player of both teams passing in succession is both teams
// passing (CR 805.5b).
func (g *Game) nextPriority(p PlayerID) PlayerID {
	if !g.teams() {
		return g.nextPlayer(p)
	}
	if g.st.passes%2 == 1 {
		return g.Teammate(p)
	}
	return g.teamLead(p) ^ 2
}

// nextTurnPlayer returns the active player of the turn after prev's: the
// next player in turn order, or in Two-Headed Giant the first seat of the
// other team (turns belong to teams, CR 805.4).
func (g *Game) nextTurnPlayer(prev PlayerID) PlayerID {
	if g.teams() && prev != NoPlayer {
		return g.teamLead(prev) ^ 2
	}
	return g.nextPlayer(prev)
}

// startTeams sets the turn's teams as Start begins a Two-Headed Giant
// game at at: at.Player's team is active (its first seat recorded as the
// active player), the teams alternate turns (CR 805.4), so the starting
// team is the active one on odd turns, and each player's most recent turn
// and turns begun are their team's.
func (g *Game) startTeams(at StartAt) {
	active := g.teamLead(at.Player)
	other := active ^ 2
	g.st.active = active
	g.st.starting = active
	if at.Turn%2 == 0 {
		g.st.starting = other
	}
	if at.Turn > 1 {
		g.st.prevActive = other
	}
	for i := range g.st.players {
		p := PlayerID(i)
		t, back := int32(at.Turn), 0
		if !g.SameTeam(p, active) {
			t, back = t-1, 1
		}
		g.setLastTurn(p, max(t, 0))
		g.setTurnsBegun(p, turnsBegunBack(int32(at.Turn), back, 2)) // two teams take turns
	}
}

// defenderFor returns the player the i-th attacker a decider is offered
// attacks: the next player in turn order, or in Two-Headed Giant the
// players of the other team in turn (CR 805.10b).
func (g *Game) defenderFor(p PlayerID, i int) PlayerID {
	if !g.teams() {
		return g.nextPlayer(p)
	}
	return g.teamLead(p) ^ 2 | PlayerID(i&1)
}

// teamHasPriority reports whether p may take action now: p holds
// priority, or, in Two-Headed Giant, p's teammate does, for anything but
// passing: a player may cast spells, activate abilities and play lands
// while their team has priority (CR 805.5a); passing is the holder's.
func (g *Game) teamHasPriority(action string, p PlayerID) bool {
	return g.st.priority == p || (action != actPass && g.teams() && g.SameTeam(g.st.priority, p))
}
