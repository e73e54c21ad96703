package engine

// The state-change operations of the start of a game begun with Begin
// (see change.go and start_game.go). The opening is part of the core,
// which an action's backup copies whole, so its writes need no save; a
// player's mulligans, declaration and cards owed to the bottom are the
// players' values, saved by playerMut. No cache depends on any of them.

// beginOpening ends setup for a game begun with Begin (CR 103): the
// game now waits for the decisions of its start.
func (g *Game) beginOpening(o opening) {
	g.st.opening = o
	g.st.wait = waitBeginning
}

// setOpeningStage moves the start to stage s.
func (g *Game) setOpeningStage(s openingStage) {
	g.st.opening.stage = s
}

// setChooser makes p the player who chooses the starting player.
func (g *Game) setChooser(p PlayerID) {
	g.st.opening.chooser = p
}

// setStartingPlayer records the starting player chosen (CR 103.1): in
// Two-Headed Giant the starting team, as its first seat (103.1a).
func (g *Game) setStartingPlayer(p PlayerID) {
	g.st.starting = g.teamLead(p)
}

// declare records what player p declared in this mulligan round
// (CR 103.5): a mulligan, or keeping their hand.
func (g *Game) declare(p PlayerID, d declaration) {
	g.playerMut(p).declared = d
}

// countMulligan counts a mulligan player p has taken (CR 103.5) and the
// cards they now owe the bottom of their library.
func (g *Game) countMulligan(p PlayerID, owed int) {
	pl := g.playerMut(p)
	pl.mulligans++
	pl.owed = int8(owed)
}

// paidBottom records that player p has put the cards they owed on the
// bottom of their library.
func (g *Game) paidBottom(p PlayerID) {
	g.playerMut(p).owed = 0
}

// newMulliganRound begins the next round of declarations (CR 103.5):
// the players who took a mulligan declare again; those who kept do not.
func (g *Game) newMulliganRound() {
	for i := range g.st.players {
		if g.st.players[i].declared == declaredMulligan {
			g.playerMut(PlayerID(i)).declared = undeclared
		}
	}
	g.setOpeningStage(openingDeclare)
}
