package engine

import "testing"

// TestCheckInvariantsDetectsTeams corrupts a Two-Headed Giant game's
// state in each way the team invariants forbid and requires the checker
// to name the invariant "teams".
func TestCheckInvariantsDetectsTeams(t *testing.T) {
	t.Parallel()
	mk := func() *Game {
		g, err := newVerified([]PlayerConfig{{Name: "A"}, {Name: "B"}, {Name: "C"}, {Name: "D"}}, WithSeed(1), WithVariant(TwoHeadedGiant))
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Start(StartAt{Step: PrecombatMain}); err != nil {
			t.Fatal(err)
		}
		if err := g.CheckInvariants(); err != nil {
			t.Fatal(err)
		}
		return g
	}
	for _, tc := range []struct {
		name    string
		corrupt func(g *Game)
	}{
		{"teammates' life totals differ", func(g *Game) { g.st.players[3].life = 12 }},
		{"one teammate lost", func(g *Game) { g.st.players[1].lost, g.st.players[1].left = true, true }},
		{"blockers declared for one teammate", func(g *Game) { g.st.blockers = 1 << 2 }},
		{"one teammate began a turn", func(g *Game) { g.st.players[3].lastTurn, g.st.players[3].turnsBegun = 1, 1 }},
		{"the second seat recorded as active", func(g *Game) { g.st.active = 1 }},
		{"three players", func(g *Game) { g.st.players = g.st.players[:3] }},
		{"unknown variant", func(g *Game) { g.st.variant = numVariants }},
	} {
		g := mk()
		tc.corrupt(g)
		err := g.CheckInvariants()
		if err == nil {
			t.Errorf("%s: not detected", tc.name)
			continue
		}
		if !namesInvariant(err, "teams") {
			t.Errorf("%s: detected, but not as invariant %q: %v", tc.name, "teams", err)
		}
	}
}
