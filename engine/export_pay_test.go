package engine

// This file exposes automatic payment's planning to the benchmarks of
// package engine_test.

// PlanPayment runs the planning of automatic payment (CR 601.2g–h) for p
// and cost, without activating anything, and reports how many sources the
// plan taps, or -1 when the cost can't be paid.
func PlanPayment(g *Game, p PlayerID, cost ManaCost) int {
	plan, ok := g.payPlan(p, cost, NoObj)
	if !ok {
		return -1
	}
	return len(plan)
}
