package engine_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// twoLoyaltiesDef is a made-up daybound planeswalker whose faces print
// different loyalties: 3 on the front, 6 on the back.
var twoLoyaltiesDef = engine.Finish(&engine.CardDef{
	Front: engine.Face{Name: "Test Dawnwalker", ManaCost: engine.MustManaCost("{1}"), Types: engine.Types(engine.Planeswalker),
		Subtypes: engine.Subtypes(engine.Arlinn), Loyalty: 3, Keywords: engine.Keywords(engine.Daybound)},
	Back: &engine.Face{Name: "Test Duskwalker", Types: engine.Types(engine.Planeswalker),
		Subtypes: engine.Subtypes(engine.Arlinn), Loyalty: 6, Keywords: engine.Keywords(engine.Nightbound)},
})

// TestPlaneswalkerEntersWithLoyaltyOfItsFace: a planeswalker enters with
// the loyalty printed on the face it enters with (CR 306.5b, 712.8e):
// cast by day, the front's 3; cast at night, a daybound permanent enters
// transformed (702.145b, 712.14a), with the back's 6.
func TestPlaneswalkerEntersWithLoyaltyOfItsFace(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		dn      daynight.Designation
		name    string
		loyalty int
	}{{daynight.Day, "Test Dawnwalker", 3}, {daynight.Night, "Test Duskwalker", 6}} {
		g := newGame(t)
		put(t, g, alice, zones.Battlefield, "Forest")
		pw := putDef(t, g, alice, zones.Hand, twoLoyaltiesDef)
		require.NoError(t, g.SetStartingDayNight(c.dn))
		startMain(t, g)
		cast(t, g, alice, pw)
		resolveStack(t, g)
		in := info(t, g, g.Current(pw))
		require.Equal(t, zones.Battlefield, in.Zone)
		assert.Equal(t, c.name, in.Characteristics.Name)
		assert.Equal(t, c.loyalty, in.Counters[engine.Loyalty], c.name)
	}
}

// TestArlinnZeroReplacesSubtypes: Arlinn, the Moon's Fury's 0 makes it "a
// 5/5 Werewolf creature": an effect that sets card types and subtypes
// replaces them all (CR 205.1a), so it is a creature and no planeswalker,
// a Werewolf and no Arlinn; its supertype stays (legendary).
func TestArlinnZeroReplacesSubtypes(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	fury := put(t, g, alice, zones.Battlefield, packsHope, backFace, counters(engine.Loyalty, 4))
	require.NoError(t, g.SetStartingDayNight(daynight.Night))
	startMain(t, g)
	require.NoError(t, g.ActivateAbility(alice, fury, 1, engine.ActivateOptions{}))
	resolveStack(t, g)
	ch := g.Characteristics(fury)
	assert.Equal(t, engine.Types(engine.Creature), ch.Types)
	assert.Equal(t, engine.Subtypes(engine.Werewolf), ch.Subtypes, "Werewolf only: it loses Arlinn")
	assert.Equal(t, engine.Supertypes(engine.Legendary), ch.Supertypes)
	assert.Equal(t, [2]int{5, 5}, [2]int{ch.Power, ch.Toughness})
}

// TestAttackPlaneswalkerNamesItsController: with three players, an attack
// on Bob's planeswalker must name Bob as the defending player (CR 508.5,
// 506.2): naming Carol, an opponent too, is refused with
// ErrIllegalAttack and changes nothing; naming Bob is accepted.
func TestAttackPlaneswalkerNamesItsController(t *testing.T) {
	t.Parallel()
	const carol engine.PlayerID = 2
	g := newGame(t, "Alice", "Bob", "Carol")
	bobs := put(t, g, bob, zones.Battlefield, packsHope, counters(engine.Loyalty, 4))
	giant := put(t, g, alice, zones.Battlefield, "Hill Giant")
	start(t, g, engine.StartAt{Turn: 1, Player: alice, Step: engine.BeginningOfCombat})
	gotoStep(t, g, 1, engine.DeclareAttackersStep)
	before := engine.Digest(g)
	err := g.DeclareAttackers(alice, []engine.Attack{{Attacker: giant, Defender: carol, Planeswalker: bobs}})
	require.ErrorIs(t, err, engine.ErrIllegalAttack)
	require.Equal(t, before, engine.Digest(g))
	require.NoError(t, g.DeclareAttackers(alice, []engine.Attack{{Attacker: giant, Defender: bob, Planeswalker: bobs}}))
}
