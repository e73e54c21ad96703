package engine_test

import (
	"testing"

	"github.com/cathar-engine/cathar/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// divisionDecision is a DecideCombatDamage decision as the engine makes
// it: 4 damage, two blockers with 2 and 3 lethal, and with trample the
// player.
func divisionDecision(trample bool) *engine.Decision {
	d := &engine.Decision{Kind: engine.DecideCombatDamage, Min: 1, Max: 2, Divide: 4}
	for b, lethal := range []int{2, 3} {
		for n := 1; n <= 4; n++ {
			d.Options = append(d.Options, engine.Option{Obj: engine.ObjID(b + 1), Amount: int32(n), Lethal: int32(lethal)})
		}
	}
	if trample {
		d.Max = 3
		for n := 1; n <= 4; n++ {
			d.Options = append(d.Options, engine.Option{Player: 1, IsPlayer: true, Amount: int32(n)})
		}
	}
	return d
}

// CR 510.1c–d, 702.19b: any division of all the damage among the
// blockers; with trample the player gets damage only after every blocker
// has lethal damage.
func TestCheckDivision(t *testing.T) {
	t.Parallel()
	d := divisionDecision(false)
	assert.NoError(t, engine.CheckAnswer(d, []int{3}), "all 4 to the first blocker")
	assert.NoError(t, engine.CheckAnswer(d, []int{0, 6}), "1 and 3")
	assert.ErrorIs(t, engine.CheckAnswer(d, []int{0, 5}), engine.ErrIllegalAssignment, "3 of 4")
	assert.ErrorIs(t, engine.CheckAnswer(d, []int{0, 2}), engine.ErrIllegalAssignment, "one blocker twice")
	tr := divisionDecision(true)
	assert.ErrorIs(t, engine.CheckAnswer(tr, []int{0, 5, 8}), engine.ErrIllegalAssignment, "the first blocker lacks lethal damage")
	assert.ErrorIs(t, engine.CheckAnswer(tr, []int{11}), engine.ErrIllegalAssignment, "no blocker has lethal damage")
	assert.NoError(t, engine.CheckAnswer(tr, []int{3}), "the excess may stay on blockers")
	assert.Equal(t, []int{1, 5}, engine.DefaultDivision(d), "2 lethal to the first, the rest to the last")
	assert.Equal(t, []int{1, 5}, engine.DefaultDivision(tr), "lethal damage first: 2, then the 2 left to the second; none reaches the player")
}

// The Random decider divides legally and deterministically.
func TestRandomDivision(t *testing.T) {
	t.Parallel()
	for _, trample := range []bool{false, true} {
		d := divisionDecision(trample)
		a, b := engine.NewRandom(5), engine.NewRandom(5)
		for range 20 {
			x, err := a.Decide(nil, d)
			require.NoError(t, err)
			require.NoError(t, engine.CheckAnswer(d, x))
			y, _ := b.Decide(nil, d)
			assert.Equal(t, x, y)
		}
	}
}
