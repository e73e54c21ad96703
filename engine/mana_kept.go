package engine

// AddManaUntilEndOfTurn adds n mana of type t to player p's mana pool,
// which p doesn't lose as steps and phases end until end of turn (CR 106.4,
// 500.5), as "add {R} or {G}. Until end of turn, you don't lose this mana
// as steps and phases end" does.
func (r *Resolution) AddManaUntilEndOfTurn(p PlayerID, t ManaType, n int) {
	if r.live() && n > 0 && !r.g.st.players[p].left {
		r.g.addKeptMana(p, t, int16(n))
		r.g.emit(Event{Kind: EvManaAdded, Player: p, Obj: r.item.obj, Amount: int32(n), Mana: t})
	}
}

// AddMana adds n mana of type t to player p's mana pool (CR 106.4), from
// a resolving spell or ability: the effect of a loyalty ability that adds
// mana, which is not a mana ability and resolves from the stack
// (CR 605.1a, 606).
func (r *Resolution) AddMana(p PlayerID, t ManaType, n int) {
	if r.live() && n > 0 && !r.g.st.players[p].left {
		r.g.addMana(p, t, int16(n))
		r.g.emit(Event{Kind: EvManaAdded, Player: p, Obj: r.item.obj, Amount: int32(n), Mana: t})
	}
}
