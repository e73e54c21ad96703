package engine

import "slices"

// A spell's mana cost is checked before the spell moves to the stack, so
// that a refused cast changes nothing, and paid after (CR 601.2a, 601.2g–h).
// Between the two, the card moves to the stack from a zone other than the
// battlefield and becomes a spell: nothing a payment plan reads changes
// (the battlefield, the characteristics and status of its permanents, the
// player's mana pool). So the plan found by the check is the plan the
// payment would find, and casting keeps it rather than searching twice.

// planPayment reports whether p can pay cost now, as canPay does, and
// appends to buf the plan a payment would follow now (payPlan), for
// payPlanned. buf is the caller's: card code run while the spell moves
// may plan other payments in the game's buffers.
func (g *Game) planPayment(p PlayerID, cost ManaCost, buf []manaSource) ([]manaSource, bool) {
	if cost.ManaValue(0) == 0 {
		return buf, true
	}
	plan, ok := g.payPlan(p, cost, NoObj)
	return append(buf, plan...), ok
}

// payPlanned is payMana following plan, which planPayment found for the
// same player and cost with nothing it reads changed since. In the
// engine's own tests (verifyUndo) the plan is searched for again and
// compared.
func (g *Game) payPlanned(p PlayerID, cost ManaCost, plan []manaSource) bool {
	if cost.ManaValue(0) == 0 {
		return true
	}
	if g.verifyUndo {
		again, ok := g.payPlan(p, cost, NoObj)
		if !ok || !slices.Equal(again, plan) {
			panic("engine: a payment planned before the spell moved to the stack is not the plan found now")
		}
	}
	return g.payWith(p, cost, plan)
}
