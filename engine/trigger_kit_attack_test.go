package engine_test

// Attack triggers and the defending player (CR 508.3a, 508.5), combat
// damage to a player (CR 510.3a), a creature as the source of damage
// (CR 120.3), tap (CR 701.26a).

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// atRaider is "Whenever this creature attacks, tap target creature
// defending player controls. Defending player loses 1 life."
func atRaider() *engine.CardDef {
	return engine.Finish(&engine.CardDef{Front: engine.Face{
		Name: "Test Raider", ManaCost: engine.MustManaCost("{1}{R}"), Types: engine.Types(engine.Creature), Power: 2, Toughness: 2,
		Abilities: []*engine.Ability{{Kind: engine.Triggered,
			Text:    "Whenever this creature attacks, tap target creature defending player controls. Defending player loses 1 life.",
			Trigger: engine.SelfAttacks(),
			Targets: []engine.TargetSpec{{Kind: engine.TargetPermanent, Filter: engine.Filter{Types: engine.Types(engine.Creature), Predicate: engine.ControlledByDefendingPlayer}}},
			Effect: func(r *engine.Resolution) {
				if id, ok := r.TargetObject(0); ok {
					r.Tap(id)
				}
				r.LoseLife(r.DefendingPlayer(), 1)
			}}},
	}})
}

// atPackLeader is "Whenever this creature enters or attacks, you gain 1
// life." and "Whenever a Wolf or Werewolf you control deals combat damage
// to a player, you gain 10 life."
func atPackLeader() *engine.CardDef {
	wolves := engine.Filter{Types: engine.Types(engine.Creature), Subtypes: engine.Subtypes(engine.Wolf, engine.Werewolf), Controller: engine.YouControl}
	return engine.Finish(&engine.CardDef{Front: engine.Face{
		Name: "Test Pack Leader", ManaCost: engine.MustManaCost("{G}"), Types: engine.Types(engine.Creature), Power: 0, Toughness: 4,
		Abilities: []*engine.Ability{
			{Kind: engine.Triggered, Text: "Whenever this creature enters or attacks, you gain 1 life.",
				Trigger: engine.SelfEntersOrAttacks(), Effect: func(r *engine.Resolution) { r.GainLife(r.Controller(), 1) }},
			{Kind: engine.Triggered, Text: "Whenever a Wolf or Werewolf you control deals combat damage to a player, you gain 10 life.",
				Trigger: engine.DealsCombatDamageToPlayer(wolves, false), Effect: func(r *engine.Resolution) { r.GainLife(r.Controller(), 10) }},
		},
	}})
}

func TestSelfAttacksTargetsWhatTheDefendingPlayerControls(t *testing.T) {
	t.Parallel()
	g := newGame(t, "Alice", "Bob", "Carol")
	carol := engine.PlayerID(2)
	raider := putDef(t, g, alice, zones.Battlefield, atRaider())
	bobs := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	carols := put(t, g, carol, zones.Battlefield, "Grizzly Bears")
	start(t, g, engine.StartAt{Turn: 1, Player: alice, Step: engine.BeginningOfCombat})
	passAll(t, g)
	require.NoError(t, g.DeclareAttackers(alice, []engine.Attack{{Attacker: raider, Defender: carol}}))
	require.Equal(t, 1, g.StackLen())
	assert.Equal(t, []engine.Target{target(carols)}, g.Stack()[0].Targets, "Bob's creature is no legal target: Bob is not the defending player")
	resolveStack(t, g)
	assert.True(t, info(t, g, carols).Tapped)
	assert.False(t, info(t, g, bobs).Tapped)
	assert.Equal(t, 19, g.Life(carol))
	assert.Equal(t, 20, g.Life(bob))
}

func TestEntersOrAttacksAndCombatDamageToAPlayer(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	putN(t, g, alice, zones.Battlefield, "Forest", 1)
	leader := putDef(t, g, alice, zones.Hand, atPackLeader())
	wolf := put(t, g, alice, zones.Battlefield, "Immerwolf") // a Wolf
	bears := put(t, g, alice, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)
	cast(t, g, alice, leader)
	resolveStack(t, g)
	require.Equal(t, 21, g.Life(alice), "it entered")
	gotoStep(t, g, 1, engine.DeclareAttackersStep)
	require.NoError(t, g.DeclareAttackers(alice, []engine.Attack{{Attacker: wolf, Defender: bob}, {Attacker: bears, Defender: bob}}))
	resolveStack(t, g)
	assert.Equal(t, 21, g.Life(alice), "others attacking don't trigger it")
	gotoStep(t, g, 1, engine.EndOfCombat)
	assert.Equal(t, 31, g.Life(alice), "one trigger: the Wolf's damage, not the Bears'")
	assert.Equal(t, 16, g.Life(bob))
}

func TestTapAndDamageFrom(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	bears := put(t, g, alice, zones.Battlefield, "Grizzly Bears")
	put(t, g, alice, zones.Battlefield, "Basilisk Collar", attachedTo(bears)) // deathtouch and lifelink
	order := put(t, g, bob, zones.Battlefield, "Order of Whiteclay")          // 1/4
	def := engine.Finish(&engine.CardDef{Front: engine.Face{Name: "Test Bite", ManaCost: engine.MustManaCost("{G}"), Types: engine.Types(engine.Instant),
		Spell: &engine.SpellAbility{Text: "Target creature you control deals damage equal to its power to target creature. Tap that creature.",
			Targets: []engine.TargetSpec{{Kind: engine.TargetPermanent, Filter: engine.Creatures()}, {Kind: engine.TargetPermanent, Filter: engine.Creatures()}},
			Effect: func(r *engine.Resolution) {
				a, ok1 := r.TargetObject(0)
				b, ok2 := r.TargetObject(1)
				if ok1 && ok2 {
					r.DamageFrom(a, engine.TargetObject(b), r.PowerOf(a))
					r.Tap(b)
				}
			}}}})
	putN(t, g, alice, zones.Battlefield, "Forest", 1)
	bite := putDef(t, g, alice, zones.Hand, def)
	startMain(t, g)
	cast(t, g, alice, bite, target(bears), target(order))
	resolveStack(t, g)
	assert.Equal(t, zones.Graveyard, info(t, g, g.Current(order)).Zone, "2 damage from the Bears, whose deathtouch applies: they are the source")
	assert.Equal(t, 22, g.Life(alice), "and their lifelink")
}

func TestEntersOrAttacksTriggersOnAttack(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	leader := putDef(t, g, alice, zones.Battlefield, atPackLeader())
	start(t, g, engine.StartAt{Turn: 1, Player: alice, Step: engine.BeginningOfCombat})
	passAll(t, g)
	require.NoError(t, g.DeclareAttackers(alice, []engine.Attack{{Attacker: leader, Defender: bob}}))
	require.Equal(t, 1, g.StackLen())
	resolveStack(t, g)
	assert.Equal(t, 21, g.Life(alice))
	gotoStep(t, g, 1, engine.EndOfCombat)
	assert.Equal(t, 21, g.Life(alice), "not a Wolf or Werewolf, and 0 damage")
}
