package engine_test

// Priority and the stack: CR 116 (special actions), 117 (priority), 405
// (the stack), 601 (casting), 602 (activating), 605 (mana abilities) and
// 608 (resolving).

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// Helpers shared by stack_test.go, trigger_test.go, replacement_test.go
// and duration_test.go. They carry the rt prefix so as not to collide with
// helpers of other test files.

// rtIndex returns the index of the first event at or after from matching
// f, or -1.
func rtIndex(g *engine.Game, from int, f func(ev engine.Event) bool) int {
	for ev := range g.EventsSince(from) {
		if f(ev) {
			return int(ev.Seq)
		}
	}
	return -1
}

// rtMoved matches the zone change of object id (old object) to zone to.
func rtMoved(id engine.ObjID, to zones.Kind) func(engine.Event) bool {
	return func(ev engine.Event) bool {
		return ev.Kind == engine.EvZoneChanged && ev.Obj == id && ev.To == to
	}
}

// rtNewObj returns the object that old became by the zone change logged
// after from, failing if there was none.
func rtNewObj(t testing.TB, g *engine.Game, from int, old engine.ObjID, to zones.Kind) engine.ObjID {
	t.Helper()
	i := rtIndex(g, from, rtMoved(old, to))
	require.GreaterOrEqual(t, i, 0, "object %d never moved to %v", old, to)
	for ev := range g.EventsSince(i) {
		return ev.Other
	}
	return engine.NoObj
}

// rtTwinBolt is a local two-target instant: "Twin Bolt deals 2 damage to
// each of two target creatures." (one instance of "target" per creature,
// so each is checked on its own, CR 608.2b).
func rtTwinBolt() *engine.CardDef {
	tc := engine.TargetSpec{Kind: engine.TargetPermanent, Filter: engine.Creatures()}
	return engine.Finish(&engine.CardDef{Front: engine.Face{
		Name: "Twin Bolt", ManaCost: engine.MustManaCost("{1}{R}"), Types: engine.Types(engine.Instant),
		Spell: &engine.SpellAbility{Targets: []engine.TargetSpec{tc, tc}, Effect: func(r *engine.Resolution) {
			for i := range 2 {
				if tg, ok := r.Target(i); ok {
					r.DealDamage(tg, 2)
				}
			}
		}},
	}})
}

// CR 117.1a, 307.1: a sorcery-speed spell (here a creature spell) only in
// your own main phase, with priority and an empty stack; an instant any
// time you have priority. A refused cast leaves the game unchanged
// (CR 733).
func TestStackSorceryTimingOnlyInOwnMainPhaseWithEmptyStack(t *testing.T) {
	t.Parallel()
	t.Run("opponent's main phase", func(t *testing.T) {
		g := newGame(t)
		putN(t, g, bob, zones.Battlefield, "Forest", 2)
		bears := put(t, g, bob, zones.Hand, "Grizzly Bears")
		startMain(t, g)
		require.NoError(t, g.PassPriority(alice))
		require.Equal(t, bob, g.PriorityPlayer())
		before := engine.Digest(g)
		err := g.CastSpell(bob, bears, engine.CastOptions{})
		require.ErrorIs(t, err, engine.ErrTiming)
		assert.Equal(t, before, engine.Digest(g), "a refused cast changes nothing")
	})
	t.Run("own main phase with a spell on the stack", func(t *testing.T) {
		g := newGame(t)
		putN(t, g, alice, zones.Battlefield, "Forest", 3)
		bears := put(t, g, alice, zones.Hand, "Grizzly Bears")
		growth := put(t, g, alice, zones.Hand, "Giant Growth")
		other := put(t, g, alice, zones.Battlefield, "Grizzly Bears")
		startMain(t, g)
		cast(t, g, alice, growth, target(other))
		require.Equal(t, alice, g.PriorityPlayer(), "the caster keeps priority (CR 117.3c)")
		err := g.CastSpell(alice, bears, engine.CastOptions{})
		require.ErrorIs(t, err, engine.ErrTiming)
		resolveStack(t, g)
		cast(t, g, alice, bears) // empty stack again: now it may be cast
		assert.Equal(t, 1, g.StackLen())
	})
	t.Run("own upkeep", func(t *testing.T) {
		g := newGame(t)
		putN(t, g, alice, zones.Battlefield, "Forest", 3)
		bears := put(t, g, alice, zones.Hand, "Grizzly Bears")
		growth := put(t, g, alice, zones.Hand, "Giant Growth")
		other := put(t, g, alice, zones.Battlefield, "Grizzly Bears")
		start(t, g, engine.StartAt{Turn: 1, Player: alice, Step: engine.Upkeep})
		require.Equal(t, alice, g.PriorityPlayer())
		require.ErrorIs(t, g.CastSpell(alice, bears, engine.CastOptions{}), engine.ErrTiming)
		// An instant is fine in the upkeep (CR 117.1a).
		cast(t, g, alice, growth, target(other))
		assert.Equal(t, 1, g.StackLen())
	})
	t.Run("instant in the opponent's turn", func(t *testing.T) {
		g := newGame(t)
		putN(t, g, bob, zones.Battlefield, "Mountain", 1)
		bolt := put(t, g, bob, zones.Hand, "Lightning Bolt")
		startMain(t, g)
		require.NoError(t, g.PassPriority(alice))
		cast(t, g, bob, bolt, engine.TargetPlayerID(alice))
		assert.Equal(t, bob, g.PriorityPlayer(), "the caster keeps priority (CR 117.3c)")
		resolveStack(t, g)
		assert.Equal(t, 17, g.Life(alice))
	})
}

// CR 117.1: a player may cast spells, activate abilities and play lands
// only when they hold priority; otherwise ErrNoPriority, and nothing
// changes.
func TestStackActingWithoutPriority(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	putN(t, g, bob, zones.Battlefield, "Mountain", 2)
	bolt := put(t, g, bob, zones.Hand, "Lightning Bolt")
	forest := put(t, g, bob, zones.Hand, "Forest")
	splitter := put(t, g, bob, zones.Battlefield, "Bonesplitter")
	put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)
	require.Equal(t, alice, g.PriorityPlayer())
	before := engine.Digest(g)
	for name, err := range map[string]error{
		"cast":     g.CastSpell(bob, bolt, engine.CastOptions{Targets: []engine.Target{engine.TargetPlayerID(alice)}}),
		"pass":     g.PassPriority(bob),
		"land":     g.PlayLand(bob, forest),
		"activate": g.ActivateAbility(bob, splitter, 0, engine.ActivateOptions{}),
	} {
		assert.ErrorIs(t, err, engine.ErrNoPriority, name)
	}
	assert.Equal(t, before, engine.Digest(g))
	assert.Empty(t, g.LegalActions(bob, nil), "no actions without priority")
}

// CR 305.2, 116.2a, 116.3: playing a land is a special action, once per
// turn; it doesn't use the stack and the player keeps priority.
func TestStackOneLandPerTurn(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	f1 := put(t, g, alice, zones.Hand, "Forest")
	f2 := put(t, g, alice, zones.Hand, "Forest")
	startMain(t, g)
	require.NoError(t, g.PlayLand(alice, f1))
	assert.Equal(t, 0, g.StackLen(), "a special action doesn't use the stack (CR 116.1)")
	assert.Equal(t, alice, g.PriorityPlayer(), "priority again afterward (CR 116.3)")
	assert.Len(t, g.Battlefield(), 1)
	err := g.PlayLand(alice, f2)
	require.ErrorIs(t, err, engine.ErrLandPlay)
	assert.Equal(t, []engine.ObjID{f2}, g.Zone(alice, zones.Hand))
	for _, a := range g.LegalActions(alice, nil) {
		assert.NotEqual(t, engine.ActPlayLand, a.Kind, "no second land play is offered")
	}
}

// CR 405.2, 117.7, 608.1: the stack resolves last in, first out, so a
// spell cast in response resolves first; CR 117.3b: after a resolution the
// active player receives priority, whoever cast the spell.
func TestStackLastInFirstOut(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	putN(t, g, alice, zones.Battlefield, "Mountain", 1)
	putN(t, g, bob, zones.Battlefield, "Forest", 1)
	bolt := put(t, g, alice, zones.Hand, "Lightning Bolt")
	growth := put(t, g, bob, zones.Hand, "Giant Growth")
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)
	from := g.EventCount()

	cast(t, g, alice, bolt, target(bears))
	require.NoError(t, g.PassPriority(alice))
	cast(t, g, bob, growth, target(bears)) // in response
	st := g.Stack()
	require.Len(t, st, 2)
	assert.Equal(t, "Lightning Bolt", st[0].Text, "bottom")
	assert.Equal(t, "Giant Growth", st[1].Text, "top")

	passAll(t, g) // Bob, then Alice: the top resolves
	require.Equal(t, 1, g.StackLen())
	assert.Equal(t, "Lightning Bolt", g.Stack()[0].Text, "Giant Growth resolved first")
	assert.Equal(t, alice, g.PriorityPlayer(), "the active player receives priority after a resolution (CR 117.3b)")
	assert.Equal(t, 5, g.Characteristics(bears).Power)

	passAll(t, g) // Alice, then Bob: the Bolt resolves
	assert.Equal(t, alice, g.PriorityPlayer(), "the active player again, though Bob passed last (CR 117.3b)")
	oi := info(t, g, bears)
	assert.True(t, oi.Current, "a 5/5 survives 3 damage")
	assert.Equal(t, 3, oi.Damage)
	resolved := eventsOf(g, from, engine.EvResolved)
	require.Len(t, resolved, 2)
	assert.Equal(t, bob, resolved[0].Player, "Bob's response resolved first")
	assert.Equal(t, alice, resolved[1].Player)
}

// CR 608.2b: a spell whose only target has become illegal (it changed
// zones) doesn't resolve; it is removed from the stack and goes to its
// owner's graveyard, with no effect.
func TestStackBoltCounteredWhenTargetUnsummoned(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	putN(t, g, alice, zones.Battlefield, "Mountain", 1)
	putN(t, g, bob, zones.Battlefield, "Island", 1)
	bolt := put(t, g, alice, zones.Hand, "Lightning Bolt")
	unsummon := put(t, g, bob, zones.Hand, "Unsummon")
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)
	from := g.EventCount()

	cast(t, g, alice, bolt, target(bears))
	spell := g.Stack()[0].Obj
	require.NoError(t, g.PassPriority(alice))
	cast(t, g, bob, unsummon, target(bears))
	resolveStack(t, g)

	require.Len(t, g.Zone(bob, zones.Hand), 1, "the Bears were returned to hand")
	countered := eventsOf(g, from, engine.EvCountered)
	require.Len(t, countered, 1)
	assert.Equal(t, spell, countered[0].Obj, "the Bolt was countered on resolution")
	assert.Empty(t, eventsOf(g, from, engine.EvDamage), "no damage was dealt")
	for _, ev := range eventsOf(g, from, engine.EvResolved) {
		assert.NotEqual(t, spell, ev.Obj, "the Bolt did not resolve")
	}
	gy := g.Zone(alice, zones.Graveyard)
	require.Len(t, gy, 1)
	assert.Equal(t, "Lightning Bolt", info(t, g, gy[0]).Characteristics.Name)
	assert.Equal(t, 20, g.Life(bob))
}

// CR 608.2b: a spell with two targets, one of which is still legal,
// resolves and does what it can to the legal one; the illegal one is not
// affected. Only when every target is illegal is it countered.
func TestStackTwoTargetSpellResolvesForTheLegalTarget(t *testing.T) {
	t.Parallel()
	setup := func(t *testing.T, unsummons int) (*engine.Game, engine.ObjID, engine.ObjID, []engine.ObjID) {
		g := newGame(t)
		putN(t, g, alice, zones.Battlefield, "Mountain", 2)
		putN(t, g, bob, zones.Battlefield, "Island", unsummons)
		twin := putDef(t, g, alice, zones.Hand, rtTwinBolt())
		var us []engine.ObjID
		for range unsummons {
			us = append(us, put(t, g, bob, zones.Hand, "Unsummon"))
		}
		a := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
		b := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
		startMain(t, g)
		cast(t, g, alice, twin, target(a), target(b))
		require.NoError(t, g.PassPriority(alice))
		return g, a, b, us
	}
	t.Run("one target left", func(t *testing.T) {
		g, a, b, us := setup(t, 1)
		from := g.EventCount()
		cast(t, g, bob, us[0], target(a))
		resolveStack(t, g)
		assert.Empty(t, eventsOf(g, from, engine.EvCountered), "one legal target: it resolves")
		dmg := eventsOf(g, from, engine.EvDamage)
		require.Len(t, dmg, 1, "only the legal target is dealt damage")
		assert.Equal(t, b, dmg[0].Other)
		assert.Equal(t, zones.Graveyard, info(t, g, g.Current(b)).Zone, "2 damage killed the other Bears")
		assert.Equal(t, zones.Hand, info(t, g, g.Current(a)).Zone)
		assert.Len(t, g.Zone(alice, zones.Graveyard), 1, "Twin Bolt went to the graveyard")
	})
	t.Run("no target left", func(t *testing.T) {
		g, a, b, us := setup(t, 2)
		from := g.EventCount()
		cast(t, g, bob, us[0], target(a))
		cast(t, g, bob, us[1], target(b))
		resolveStack(t, g)
		assert.Len(t, eventsOf(g, from, engine.EvCountered), 1, "every target illegal: countered")
		assert.Empty(t, eventsOf(g, from, engine.EvDamage))
	})
}

// CR 602.2, 602.5d, 702.6a: equip is an activated ability that goes on the
// stack, costs are paid as it is activated, and it may be activated only
// as a sorcery.
func TestStackEquipIsASorcerySpeedActivatedAbility(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	putN(t, g, alice, zones.Battlefield, "Plains", 2)
	splitter := put(t, g, alice, zones.Battlefield, "Bonesplitter")
	bears := put(t, g, alice, zones.Battlefield, "Grizzly Bears")
	growth := put(t, g, alice, zones.Hand, "Giant Growth")
	putN(t, g, alice, zones.Battlefield, "Forest", 1)
	start(t, g, engine.StartAt{Turn: 1, Player: alice, Step: engine.Upkeep})

	err := g.ActivateAbility(alice, splitter, 0, engine.ActivateOptions{Targets: []engine.Target{target(bears)}})
	require.ErrorIs(t, err, engine.ErrTiming, "not in the upkeep")
	gotoStep(t, g, 1, engine.PrecombatMain)

	cast(t, g, alice, growth, target(bears))
	err = g.ActivateAbility(alice, splitter, 0, engine.ActivateOptions{Targets: []engine.Target{target(bears)}})
	require.ErrorIs(t, err, engine.ErrTiming, "not with a nonempty stack")
	resolveStack(t, g)

	require.NoError(t, g.ActivateAbility(alice, splitter, 0, engine.ActivateOptions{Targets: []engine.Target{target(bears)}}))
	require.Equal(t, 1, g.StackLen(), "equip uses the stack")
	assert.Equal(t, engine.NoObj, info(t, g, splitter).AttachedTo, "not attached before it resolves")
	tappedLands := 0
	for _, id := range g.Battlefield() {
		oi := info(t, g, id)
		if oi.Characteristics.Is(engine.Land) && oi.Tapped {
			tappedLands++
		}
	}
	assert.Equal(t, 2, tappedLands, "Giant Growth's {G} and equip's {1} were paid")
	resolveStack(t, g)
	assert.Equal(t, bears, info(t, g, splitter).AttachedTo)
	assert.Equal(t, 7, g.Characteristics(bears).Power, "2 +3 (Giant Growth) +2 (Bonesplitter)")
}

// CR 605.3a–b, 405.6c: a mana ability doesn't use the stack; it resolves
// at once, even with a spell on the stack, and the player keeps priority.
func TestStackManaAbilityResolvesImmediately(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	forest := putN(t, g, alice, zones.Battlefield, "Forest", 1)[0]
	mountain := putN(t, g, alice, zones.Battlefield, "Mountain", 1)[0]
	bolt := put(t, g, alice, zones.Hand, "Lightning Bolt")
	startMain(t, g)
	from := g.EventCount()

	require.NoError(t, g.ActivateAbility(alice, forest, 0, engine.ActivateOptions{}))
	assert.Equal(t, 0, g.StackLen(), "no stack for mana abilities")
	assert.EqualValues(t, 1, g.Pool(alice)[engine.ManaG], "the mana is there at once")
	assert.Equal(t, alice, g.PriorityPlayer())

	cast(t, g, alice, bolt, engine.TargetPlayerID(bob))
	require.True(t, info(t, g, mountain).Tapped)
	require.NoError(t, g.PassPriority(alice))
	// Bob may not use Alice's lands; Alice can't act without priority.
	require.ErrorIs(t, g.ActivateAbility(alice, forest, 0, engine.ActivateOptions{}), engine.ErrNoPriority)
	assert.Empty(t, eventsOf(g, from, engine.EvResolved), "nothing resolved: mana abilities never did")
}
