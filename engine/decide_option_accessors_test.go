package engine_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/cathar-engine/cathar/engine"
)

// Each accessor of a decision's options reads Obj, Player and IsPlayer by
// what they mean for the decision's kind, and nothing for another kind or
// an index out of range.
func TestOptionAccessors(t *testing.T) {
	opts := []engine.Option{
		{Obj: 7, Player: 1, Planeswalker: 9, Block: engine.Block{Blocker: 7, Attacker: 8}, Amount: 2, Lethal: 3},
		{Player: 1, IsPlayer: true, Amount: 4},
		{Obj: engine.NoObj, Player: engine.NoPlayer, Word: "nothing"},
	}
	d := func(k engine.DecisionKind) *engine.Decision { return &engine.Decision{Kind: k, Options: opts} }

	atk, ok := d(engine.DecideAttackers).Attack(0)
	assert.True(t, ok)
	assert.Equal(t, engine.Attack{Attacker: 7, Defender: 1, Planeswalker: 9}, atk, "the creature, the player and the planeswalker it attacks")
	m := &engine.Decision{Kind: engine.DecideMulligan, Options: []engine.Option{{Word: "keep", Amount: 7}, {Word: "mulligan", Amount: 6}}}
	mull, cards, ok := m.Keeps(0)
	assert.True(t, ok)
	assert.Equal(t, []any{false, 7}, []any{mull, cards}, "keep: the hand held")
	mull, cards, ok = m.Keeps(1)
	assert.True(t, ok)
	assert.Equal(t, []any{true, 6}, []any{mull, cards}, "mulligan: the hand it leaves")
	_, _, ok = m.Keeps(2)
	assert.False(t, ok)

	blk, ok := d(engine.DecideBlockers).Block(0)
	assert.True(t, ok)
	assert.Equal(t, engine.Block{Blocker: 7, Attacker: 8}, blk)

	a, ok := d(engine.DecideCombatDamage).Assignment(0)
	assert.True(t, ok)
	assert.Equal(t, engine.Assignment{To: engine.TargetObject(7), Amount: 2, Lethal: 3}, a)
	a, ok = d(engine.DecideCombatDamage).Assignment(1)
	assert.True(t, ok)
	assert.Equal(t, engine.Assignment{To: engine.TargetPlayerID(1), Amount: 4}, a, "damage to the player attacked")

	for _, k := range []engine.DecisionKind{engine.DecideTarget, engine.DecideObjects, engine.DecideDiscard, engine.DecideLegend,
		engine.DecideCopy, engine.DecideAttachPlayer, engine.DecideTriggerOrder, engine.DecideReplacementOrder,
		engine.DecideStartingPlayer, engine.DecideBottom} {
		c, ok := d(k).Target(0)
		assert.True(t, ok, "%v", k)
		assert.Equal(t, engine.TargetObject(7), c, "%v: the object", k)
		c, ok = d(k).Target(1)
		assert.True(t, ok, "%v", k)
		assert.Equal(t, engine.TargetPlayerID(1), c, "%v: the player", k)
		_, ok = d(k).Target(2)
		assert.False(t, ok, "%v: an option naming neither", k)
	}

	for k := range engine.DecideBottom + 1 {
		dk := d(k)
		_, _, okKeeps := dk.Keeps(0)
		assert.Equal(t, k == engine.DecideMulligan, okKeeps, "%v", k)
		_, okAttack := dk.Attack(0)
		_, okBlock := dk.Block(0)
		_, okAssign := dk.Assignment(0)
		_, okChoice := dk.Target(0)
		assert.Equal(t, k == engine.DecideAttackers, okAttack, "%v", k)
		assert.Equal(t, k == engine.DecideBlockers, okBlock, "%v", k)
		assert.Equal(t, k == engine.DecideCombatDamage, okAssign, "%v", k)
		for _, i := range []int{-1, len(opts)} {
			_, ok1 := dk.Attack(i)
			_, ok2 := dk.Block(i)
			_, ok3 := dk.Assignment(i)
			_, ok4 := dk.Target(i)
			assert.False(t, ok1 || ok2 || ok3 || ok4, "%v: option %d is out of range", k, i)
		}
		if k == engine.DecideAction || k == engine.DecideYesNo || k == engine.DecideColor || k == engine.DecideMode || k == engine.DecideTapOrUntap ||
			k == engine.DecideMulligan {
			assert.False(t, okChoice, "%v options name no object or player to choose", k)
		}
	}
}
