package engine

import "testing"

// Card code runs while legal actions are listed and triggers are checked,
// the engine's hot paths: handing it the game's View, a value, must cost
// no allocation. Each of card_code.go's calls of card code is measured with
// a callback that reads the game through the view.
func TestCardCodeCallsDontAllocate(t *testing.T) {
	g := knowGame(t, 3)
	life := func(v View, p PlayerID) bool { return v.Life(p) > 0 }
	ab := &Ability{If: func(v View, _ ObjID, p PlayerID) bool { return life(v, p) },
		Trigger: Trigger{Match: func(v View, _ ObjID, ev *Event) bool { return life(v, ev.Player) }}}
	red := &CostReduction{If: life}
	f := &Filter{Predicate: func(v View, p PlayerID, _, _ ObjID) bool { return life(v, p) }}
	rule := &GameRule{CastLimit: func(v View, _ ObjID, p PlayerID, _ *Face, _ int) string {
		if life(v, p) {
			return ""
		}
		return "no life"
	}}
	cc := &CostChange{LessBy: func(v View, _ ObjID) int { return v.Life(0) }}
	ev := &Event{Player: 1}
	allocs := testing.AllocsPerRun(100, func() {
		ok := g.checkIf(ab, NoObj, 0) && g.triggerMatches(ab, NoObj, ev) && g.reductionApplies(red, 1) &&
			g.predicateHolds(f, 0, NoObj, NoObj) && g.castLimit(rule, NoObj, 1, nil, 0) == "" && g.costLessBy(cc, NoObj) == 20
		if !ok {
			t.Fatal("a callback read the game wrongly")
		}
	})
	if allocs != 0 {
		t.Fatalf("calling card code allocates %v times", allocs)
	}
}
