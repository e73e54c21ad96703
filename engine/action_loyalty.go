package engine

// Planeswalkers' loyalty (CR 306.5, 606): the loyalty counters a
// planeswalker enters with, the checks and payment of a loyalty ability's
// cost, and what damage does to a planeswalker.

// enterWithLoyalty is the intrinsic replacement of CR 306.5b: a
// planeswalker enters with loyalty counters equal to the printed loyalty of
// the face it enters with (712.8e for a back face).
func (e *Entering) enterWithLoyalty() {
	if f := e.Face(); f.Types.Has(Planeswalker) {
		e.AddCounters(Loyalty, int(f.Loyalty))
	}
}

// checkLoyalty checks the rules of a loyalty ability's activation
// (CR 606.3, 606.6): its controller's main phase with an empty stack, no
// loyalty ability of that permanent activated this turn by any player, and
// enough loyalty counters for a negative cost.
func (g *Game) checkLoyalty(act string, p PlayerID, o *object, ab *Ability) error {
	if !ab.Loyalty {
		return nil
	}
	if !g.sorceryTiming(p) {
		return actErr(act, p, o.id, ErrTiming, "a loyalty ability is activated only as a sorcery (CR 606.3)")
	}
	if o.loyaltyTurn == g.st.turn && g.st.turn != 0 {
		return actErr(act, p, o.id, ErrLoyaltyUsed, "one loyalty ability of a permanent each turn (CR 606.3)")
	}
	if n := int(ab.Cost.Loyalty); n < 0 && int(o.counters[Loyalty]) < -n {
		return actErr(act, p, o.id, ErrCannotPay, "not enough loyalty counters to remove (CR 606.6)")
	}
	return nil
}

// payLoyalty pays a loyalty ability's cost as it is activated (CR 606.4,
// 602.2b): the loyalty counters are put on or removed from the permanent,
// and the activation is recorded for CR 606.3.
func (g *Game) payLoyalty(id ObjID, ab *Ability) {
	if !ab.Loyalty {
		return
	}
	g.markLoyaltyActivated(id)
	switch n := int(ab.Cost.Loyalty); {
	case n > 0:
		g.addCountersFor(id, Loyalty, n, causeLoyaltyCost)
	case n < 0:
		g.removeCountersFor(id, Loyalty, -n, causeLoyaltyCost)
	}
}

// damagePermanent applies n damage to permanent o, whose characteristics
// are ch, and emits the damage event: damage to a creature is marked on
// it (CR 120.3e) as the damage is dealt; damage to a planeswalker removes
// that many loyalty counters (CR 120.3c, 306.8), a result of the damage
// that follows its event; a planeswalker creature gets both. ev is the
// damage event.
func (g *Game) damagePermanent(o *object, ch *charVals, n int, ev Event) {
	marked := ch.Is(Creature)
	if marked {
		g.markDamage(o.id, n)
	}
	if marked && g.chars(g.obj(ev.Obj)).Has(Deathtouch) {
		g.markDeathtouch(o.id) // CR 702.2b, 704.5h
	}
	g.emit(ev)
	if ch.Is(Planeswalker) {
		if k := min(n, int(o.counters[Loyalty])); k > 0 {
			g.removeCountersFor(o.id, Loyalty, k, causeDamage)
		}
	}
}
