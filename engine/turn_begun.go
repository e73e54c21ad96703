package engine

// The number of turns each player has begun ("the number of turns they have
// begun", Angel of Eternal Dawn): each turn a player begins adds one
// (CR 500.1), the current turn included.

// TurnsBegun returns the number of turns player p has begun, the current
// turn included; 0 for a player who has begun none or an unknown player.
func (g *Game) TurnsBegun(p PlayerID) int {
	if p < 0 || int(p) >= len(g.st.players) {
		return 0
	}
	return int(g.st.players[p].turnsBegun)
}

// TurnsBegun returns the number of turns player p has begun, as
// Game.TurnsBegun does.
func (v View) TurnsBegun(p PlayerID) int { return v.g.TurnsBegun(p) }

// turnsBegunBack counts the turns begun by the player back places before
// the active player of turn in turn order, when the game starts at turn
// (Game.Start) and the earlier turns are counted backwards in turn order
// among n players: turn−back was theirs, and every n-th before it.
func turnsBegunBack(turn int32, back, n int) int32 {
	last := turn - int32(back)
	if last < 1 || n < 1 {
		return 0
	}
	return (last-1)/int32(n) + 1
}
