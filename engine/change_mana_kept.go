package engine

// Mana that stays: "until end of turn, you don't lose this mana as steps
// and phases end" (CR 106.4, 500.5). A player's kept pool is the part of
// their mana pool that emptying between steps leaves; it never exceeds
// the pool. Spending takes ordinary mana first, so what is kept is
// whatever of that mana is left. The effect ends with the other "until
// end of turn" effects in the cleanup step (CR 514.2), and the mana then
// empties as the cleanup step ends.

// addKeptMana adds n mana of type t to player p's pool, mana that p
// doesn't lose as steps and phases end this turn.
func (g *Game) addKeptMana(p PlayerID, t ManaType, n int16) {
	pl := g.playerMut(p)
	pl.pool[t] += n
	pl.kept[t] += n
}

// endKeptMana ends every "you don't lose this mana" effect (CR 514.2):
// what was kept empties as the cleanup step ends (CR 500.5), so the pools
// are no longer marked as holding what is kept alone (poolsKept).
func (g *Game) endKeptMana() {
	for i := range g.st.players {
		if g.st.players[i].kept != (ManaPool{}) {
			g.playerMut(PlayerID(i)).kept = ManaPool{}
		}
	}
	g.poolsKept = false
}

// keepAtMostPool trims the kept mana to what is left in the pool after a
// payment: ordinary mana is spent before kept mana of its type.
func (pl *player) keepAtMostPool() {
	for t := range pl.kept {
		pl.kept[t] = min(pl.kept[t], pl.pool[t])
	}
}
