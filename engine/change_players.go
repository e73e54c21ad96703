package engine

// The state-change operations on a player's values (see change.go). The
// players' values are one section of the rollback backup (secPlayers);
// playerMut saves it before the first change of an action. No cache of
// the engine depends on them but the state-based action check's mark
// (Game.playersOK), which the changes of a life total and a draw from
// an empty library unset.

// gainLife makes player p gain n life (CR 119.3). In Two-Headed Giant
// the player gains it and the team's shared total, kept in both
// teammates, changes (CR 810.9).
func (g *Game) gainLife(p PlayerID, n int) {
	g.playersOK = false
	g.playerMut(p).life += int32(n)
	g.teamLife(p)
	g.emit(Event{Kind: EvLifeChanged, Player: p, Amount: int32(n)})
}

// loseLife makes player p lose n life (CR 119.3, 120.3a), and in
// Two-Headed Giant their team (CR 810.9).
func (g *Game) loseLife(p PlayerID, n int) {
	if n <= 0 {
		return
	}
	g.playersOK = false
	g.playerMut(p).life -= int32(n)
	g.teamLife(p)
	g.emit(Event{Kind: EvLifeChanged, Player: p, Amount: int32(-n)})
}

// setLifeTotal sets player p's life total, during setup: in Two-Headed
// Giant the team's (CR 810.4).
func (g *Game) setLifeTotal(p PlayerID, life int) {
	g.playersOK = false
	g.playerMut(p).life = int32(life)
	g.teamLife(p)
}

// teamLife copies player p's life total to p's teammate: a Two-Headed
// Giant team has one life total, kept in both players (CR 810.4, 810.9).
func (g *Game) teamLife(p PlayerID) {
	if tm := g.Teammate(p); tm != NoPlayer {
		g.playersOK = false
		g.playerMut(tm).life = g.st.players[p].life
	}
}

// countSpell counts a spell player p has cast this turn (CR 731.2).
func (g *Game) countSpell(p PlayerID) {
	g.playerMut(p).spells++
}

// countLandPlay counts a land player p has played this turn (CR 305.2).
func (g *Game) countLandPlay(p PlayerID) {
	g.playerMut(p).landsPlayed++
}

// startTurnCounts begins turn t of player active: every player's counts of
// spells and lands played this turn start again, and t is active's most
// recent turn (CR 302.6).
func (g *Game) startTurnCounts(active PlayerID, t int32) {
	g.save(secPlayers)
	for i := range g.st.players {
		g.st.players[i].spells = 0
		g.st.players[i].landsPlayed = 0
	}
	g.st.players[active].lastTurn = t
	g.st.players[active].turnsBegun++
	if tm := g.Teammate(active); tm != NoPlayer {
		g.st.players[tm].lastTurn = t // the turn is the team's (CR 805.4)
		g.st.players[tm].turnsBegun++
	}
}

// setTurnsBegun records that player p has begun n turns, when a game
// starts at a later turn (turn_begun.go).
func (g *Game) setTurnsBegun(p PlayerID, n int32) {
	g.playerMut(p).turnsBegun = n
}

// setLastTurn records turn t as player p's most recent turn (CR 302.6),
// when a game starts at a later turn.
func (g *Game) setLastTurn(p PlayerID, t int32) {
	g.playerMut(p).lastTurn = t
}

// addMana adds n mana of type t to player p's mana pool (CR 106.4).
func (g *Game) addMana(p PlayerID, t ManaType, n int16) {
	g.poolsKept = false
	g.playerMut(p).pool[t] += n
}

// payFromPool takes cost from player p's mana pool, which has been checked
// to cover it; generic mana is taken as spendGeneric says.
func (g *Game) payFromPool(p PlayerID, cost *ManaCost) {
	g.poolsKept = false
	pl := g.playerMut(p)
	for t := range pl.pool {
		pl.pool[t] -= int16(cost.Sym[t])
	}
	spendGeneric(&pl.pool, &ManaCost{}, int(cost.Generic))
	pl.keepAtMostPool()
}

// spendGenericFromPool takes n generic mana from player p's pool, keeping
// what reserve needs (spendGeneric).
func (g *Game) spendGenericFromPool(p PlayerID, reserve *ManaCost, n int) {
	g.poolsKept = false
	pl := g.playerMut(p)
	spendGeneric(&pl.pool, reserve, n)
	pl.keepAtMostPool()
}

// emptyPool empties player p's mana pool (CR 106.4, 500.5), but for the
// mana an effect lets them keep as steps and phases end (pl.kept).
func (g *Game) emptyPool(p PlayerID) {
	pl := &g.st.players[p]
	if pl.pool == pl.kept {
		return // the usual case at the end of a step: nothing but what is kept
	}
	if n := pl.pool.Total() - pl.kept.Total(); n > 0 {
		g.playerMut(p).pool = pl.kept
		g.emit(Event{Kind: EvManaEmptied, Player: p, Amount: int32(n)})
	}
}

// setDrewFromEmpty records whether player p has drawn from an empty
// library since the last state-based action check (CR 704.5b).
func (g *Game) setDrewFromEmpty(p PlayerID, drew bool) {
	if g.st.players[p].drewFromEmpty != drew {
		if drew {
			g.playersOK = false
		}
		g.playerMut(p).drewFromEmpty = drew
	}
}

// markLost records that player p has lost the game (CR 104.3).
func (g *Game) markLost(p PlayerID) {
	g.playerMut(p).lost = true
}

// markLeft records that player p has left the game (CR 800.4a).
func (g *Game) markLeft(p PlayerID) {
	g.playerMut(p).left = true
	// An Aura attached to p can no longer be (CR 303.4c, 704.5m).
	g.sum.sbaClear = false
}
