package engine_test

// Triggered abilities: CR 603 (and 117.5, 405.3 for when and how they go on
// the stack).

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// rtEnterWatcher is "Whenever another creature enters, you gain 1 life."
func rtEnterWatcher(name string) *engine.CardDef {
	return engine.Finish(&engine.CardDef{Front: engine.Face{
		Name: name, ManaCost: engine.MustManaCost("{1}{W}"), Types: engine.Types(engine.Creature), Power: 1, Toughness: 1,
		Abilities: []*engine.Ability{{Kind: engine.Triggered, Text: "Whenever another creature enters, you gain 1 life.",
			Trigger: engine.Trigger{On: engine.EvZoneChanged, Match: func(g engine.View, src engine.ObjID, ev *engine.Event) bool {
				return ev.To == zones.Battlefield && ev.Other != src && g.Characteristics(ev.Other).Is(engine.Creature)
			}},
			Effect: func(r *engine.Resolution) { r.GainLife(r.Controller(), 1) }}},
	}})
}

// rtDeathWatcher is "Whenever a creature dies, you gain 1 life." — a
// leaves-the-battlefield trigger that looks back in time (CR 603.10a).
func rtDeathWatcher() *engine.CardDef {
	return engine.Finish(&engine.CardDef{Front: engine.Face{
		Name: "Death Watcher", ManaCost: engine.MustManaCost("{1}{B}"), Types: engine.Types(engine.Creature), Power: 2, Toughness: 2,
		Abilities: []*engine.Ability{{Kind: engine.Triggered, Text: "Whenever a creature dies, you gain 1 life.",
			Trigger: engine.Trigger{On: engine.EvZoneChanged, LooksBack: true, Match: func(g engine.View, src engine.ObjID, ev *engine.Event) bool {
				return ev.From == zones.Battlefield && ev.To == zones.Graveyard && g.Characteristics(ev.Obj).Is(engine.Creature)
			}},
			Effect: func(r *engine.Resolution) { r.GainLife(r.Controller(), 1) }}},
	}})
}

// rtSparkmage is "When this enters, it deals 1 damage to target creature
// an opponent controls."
func rtSparkmage() *engine.CardDef {
	return engine.Finish(&engine.CardDef{Front: engine.Face{
		Name: "Sparkmage", ManaCost: engine.MustManaCost("{R}"), Types: engine.Types(engine.Creature), Power: 1, Toughness: 1,
		Abilities: []*engine.Ability{{Kind: engine.Triggered, Text: "When this enters, it deals 1 damage to target creature an opponent controls.",
			Trigger: engine.SelfEnters(),
			Targets: []engine.TargetSpec{{Kind: engine.TargetPermanent, Filter: engine.Filter{Types: engine.Types(engine.Creature), Controller: engine.OpponentControls}}},
			Effect: func(r *engine.Resolution) {
				if tg, ok := r.Target(0); ok {
					r.DealDamage(tg, 1)
				}
			}}},
	}})
}

// rtHealthyBonus is "At the beginning of your upkeep, if you have 20 or
// more life, you gain 2 life." — an intervening "if" (CR 603.4).
func rtHealthyBonus() *engine.CardDef {
	return engine.Finish(&engine.CardDef{Front: engine.Face{
		Name: "Healthy Bonus", ManaCost: engine.MustManaCost("{W}"), Types: engine.Types(engine.Enchantment),
		Abilities: []*engine.Ability{{Kind: engine.Triggered, Text: "At the beginning of your upkeep, if you have 20 or more life, you gain 2 life.",
			Trigger: engine.AtBeginningOf(engine.Upkeep, true),
			If:      func(g engine.View, _ engine.ObjID, you engine.PlayerID) bool { return g.Life(you) >= 20 },
			Effect:  func(r *engine.Resolution) { r.GainLife(r.Controller(), 2) }}},
	}})
}

// rtPyroclasm is "Pyroclasm deals 2 damage to each creature." The
// creatures it kills die together, as one state-based action (CR 704.3).
func rtPyroclasm() *engine.CardDef {
	return engine.Finish(&engine.CardDef{Front: engine.Face{
		Name: "Pyroclasm", ManaCost: engine.MustManaCost("{1}{R}"), Types: engine.Types(engine.Sorcery),
		Spell: &engine.SpellAbility{Effect: func(r *engine.Resolution) {
			g := r.Game()
			for _, id := range g.Battlefield() {
				if g.Characteristics(id).Is(engine.Creature) {
					r.DealDamage(engine.TargetObject(id), 2)
				}
			}
		}},
	}})
}

// rtTriggerSources returns the sources of the triggered abilities on the
// stack, bottom first.
func rtTriggerSources(g *engine.Game) []engine.ObjID {
	var out []engine.ObjID
	for _, it := range g.Stack() {
		if !it.Spell {
			out = append(out, it.Obj)
		}
	}
	return out
}

// CR 603.3, 117.5: a triggered ability waits until a player would receive
// priority; it is not put on the stack in the middle of the resolving
// spell, which finishes first (608.2n) — it goes to the graveyard before
// the trigger goes on the stack.
func TestTriggersWaitUntilAPlayerWouldReceivePriority(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	putN(t, g, alice, zones.Battlefield, "Swamp", 3)
	murder := put(t, g, alice, zones.Hand, "Murder")
	watcher := putDef(t, g, bob, zones.Battlefield, rtDeathWatcher())
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)
	cast(t, g, alice, murder, target(bears))
	spell := g.Stack()[0].Obj
	from := g.EventCount()
	passAll(t, g)

	died := rtIndex(g, from, rtMoved(bears, zones.Graveyard))
	murderDone := rtIndex(g, from, rtMoved(spell, zones.Graveyard))
	triggered := rtIndex(g, from, func(ev engine.Event) bool { return ev.Kind == engine.EvAbilityTriggered })
	require.True(t, died >= 0 && murderDone >= 0 && triggered >= 0, "died %d, murder done %d, triggered %d", died, murderDone, triggered)
	assert.Less(t, died, murderDone)
	assert.Less(t, murderDone, triggered, "the trigger waited for the spell to finish resolving")
	assert.Equal(t, []engine.ObjID{watcher}, rtTriggerSources(g))
	assert.Equal(t, alice, g.PriorityPlayer(), "the trigger is on the stack when Alice receives priority")
	resolveStack(t, g)
	assert.Equal(t, 21, g.Life(bob))
}

// CR 603.3b, 405.3 (APNAP): with triggers of both players from one event,
// the active player puts theirs on the stack first, then the nonactive
// player; so the active player's resolves last.
func TestTriggersAPNAPOrder(t *testing.T) {
	t.Parallel()
	for _, active := range []engine.PlayerID{alice, bob} {
		t.Run(map[engine.PlayerID]string{alice: "Alice active", bob: "Bob active"}[active], func(t *testing.T) {
			g := newGame(t)
			putN(t, g, active, zones.Battlefield, "Forest", 2)
			bears := put(t, g, active, zones.Hand, "Grizzly Bears")
			wa := putDef(t, g, alice, zones.Battlefield, rtEnterWatcher("Alice's Watcher"))
			wb := putDef(t, g, bob, zones.Battlefield, rtEnterWatcher("Bob's Watcher"))
			start(t, g, engine.StartAt{Turn: 1, Player: active, Step: engine.PrecombatMain})
			cast(t, g, active, bears)
			passAll(t, g)

			st := g.Stack()
			require.Len(t, st, 2, "both watchers triggered")
			mine, theirs := wa, wb
			if active == bob {
				mine, theirs = wb, wa
			}
			assert.Equal(t, mine, st[0].Obj, "the active player's trigger is put on the stack first (bottom)")
			assert.Equal(t, theirs, st[1].Obj)
			assert.Equal(t, active, st[0].Controller)

			from := g.EventCount()
			resolveStack(t, g)
			resolved := eventsOf(g, from, engine.EvResolved)
			require.Len(t, resolved, 2)
			assert.Equal(t, theirs, resolved[0].Obj, "the nonactive player's resolves first")
			assert.Equal(t, mine, resolved[1].Obj, "the active player's resolves last")
		})
	}
}

// CR 603.3b: a player with several triggers waiting puts them on the stack
// in the order they choose (DecideTriggerOrder; the first chosen goes on
// the stack first). With no answer, the decision is an error naming the
// player, and the action is undone.
func TestTriggersControllerOrdersSimultaneousTriggers(t *testing.T) {
	t.Parallel()
	setup := func(t *testing.T) (*engine.Game, engine.ObjID, engine.ObjID) {
		g := newGame(t)
		putN(t, g, alice, zones.Battlefield, "Forest", 2)
		bears := put(t, g, alice, zones.Hand, "Grizzly Bears")
		w1 := putDef(t, g, alice, zones.Battlefield, rtEnterWatcher("First Watcher"))
		w2 := putDef(t, g, alice, zones.Battlefield, rtEnterWatcher("Second Watcher"))
		startMain(t, g)
		cast(t, g, alice, bears)
		return g, w1, w2
	}
	for _, order := range [][2]int{{0, 1}, {1, 0}} {
		g, w1, w2 := setup(t)
		ws := [2]engine.ObjID{w1, w2}
		push(t, g, alice, engine.PickObj(ws[order[0]], ws[order[1]]))
		passAll(t, g)
		assert.Equal(t, []engine.ObjID{ws[order[0]], ws[order[1]]}, rtTriggerSources(g),
			"the triggers are on the stack in the chosen order (first chosen at the bottom)")
		assert.Zero(t, script(t, g, alice).Remaining(), "Alice was asked")
	}

	t.Run("no answer", func(t *testing.T) {
		g, _, _ := setup(t)
		require.NoError(t, g.PassPriority(alice))
		before := engine.Digest(g)
		err := g.PassPriority(bob) // the Bears resolve; Alice must order two triggers
		require.ErrorIs(t, err, engine.ErrNoDecision)
		var de *engine.DecisionError
		require.ErrorAs(t, err, &de)
		assert.Equal(t, alice, de.Player)
		assert.Equal(t, engine.DecideTriggerOrder, de.Kind)
		assert.Contains(t, err.Error(), "Alice", "the error names the player")
		assert.Equal(t, before, engine.Digest(g), "the failed action is undone")
	})
}

// CR 603.3d, 601.2c: targets of a triggered ability are chosen as it is put
// on the stack (DecideTarget); the choice is not revisited on resolution,
// where a target that became illegal makes it do nothing (608.2b).
func TestTriggersTargetsChosenWhenPutOnTheStack(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	putN(t, g, alice, zones.Battlefield, "Mountain", 1)
	putN(t, g, bob, zones.Battlefield, "Island", 1)
	mage := putDef(t, g, alice, zones.Hand, rtSparkmage())
	unsummon := put(t, g, bob, zones.Hand, "Unsummon")
	b1 := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	b2 := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	put(t, g, alice, zones.Battlefield, "Grizzly Bears") // Alice's own creature is no option
	startMain(t, g)

	var asked *engine.Decision
	sc := script(t, g, alice)
	require.NoError(t, g.SetDecider(alice, engine.DeciderFunc(func(g *engine.Game, d *engine.Decision) ([]int, error) {
		if d.Kind == engine.DecideTarget {
			c := *d
			asked = &c
		}
		return sc.Decide(g, d)
	})))
	push(t, g, alice, engine.PickObj(b2))
	cast(t, g, alice, mage)
	passAll(t, g) // the Sparkmage enters; its trigger goes on the stack

	require.NotNil(t, asked, "the target was chosen as the trigger was put on the stack")
	assert.Equal(t, alice, asked.Player)
	var opts []engine.ObjID
	for _, o := range asked.Options {
		opts = append(opts, o.Obj)
	}
	assert.ElementsMatch(t, []engine.ObjID{b1, b2}, opts, "only creatures an opponent controls")
	st := g.Stack()
	require.Len(t, st, 1, "the Sparkmage's trigger")
	assert.Equal(t, []engine.Target{target(b2)}, st[0].Targets)

	// Bob bounces the chosen target in response: the trigger does nothing,
	// and the other Bears is not hit instead.
	require.NoError(t, g.PassPriority(alice))
	cast(t, g, bob, unsummon, target(b2))
	from := g.EventCount()
	resolveStack(t, g)
	assert.Empty(t, eventsOf(g, from, engine.EvDamage))
	assert.Zero(t, info(t, g, b1).Damage)
	assert.Len(t, eventsOf(g, from, engine.EvCountered), 1, "its only target is illegal (CR 608.2b)")
}

// CR 603.3d: a triggered ability with no legal target when it would be put
// on the stack is removed; nothing goes on the stack.
func TestTriggersWithoutLegalTargetAreRemoved(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	putN(t, g, alice, zones.Battlefield, "Mountain", 1)
	mage := putDef(t, g, alice, zones.Hand, rtSparkmage())
	put(t, g, alice, zones.Battlefield, "Grizzly Bears") // Alice's creatures are no targets
	startMain(t, g)
	cast(t, g, alice, mage)
	from := g.EventCount()
	passAll(t, g)
	assert.Equal(t, 0, g.StackLen(), "nothing was put on the stack")
	assert.Empty(t, eventsOf(g, from, engine.EvAbilityTriggered))
	removed := eventsOf(g, from, engine.EvRemovedFromStack)
	require.Len(t, removed, 1)
	assert.Equal(t, "CR 603.3d", g.EventRule(removed[0]), "no legal target as it would be put on the stack")
	assert.Equal(t, alice, g.PriorityPlayer())
}

// CR 603.4: an intervening "if" is checked when the trigger event happens
// (no trigger if false) and again on resolution (removed, doing nothing, if
// false then).
func TestTriggersInterveningIf(t *testing.T) {
	t.Parallel()
	t.Run("false when the event happens", func(t *testing.T) {
		g := newGame(t)
		putDef(t, g, alice, zones.Battlefield, rtHealthyBonus())
		require.NoError(t, g.SetLife(alice, 19))
		from := g.EventCount()
		start(t, g, engine.StartAt{Turn: 1, Player: alice, Step: engine.Untap})
		_, _, step := g.Turn()
		require.Equal(t, engine.Upkeep, step)
		assert.Equal(t, 0, g.StackLen(), "it did not trigger")
		assert.Empty(t, eventsOf(g, from, engine.EvAbilityTriggered))
	})
	t.Run("true, then false on resolution", func(t *testing.T) {
		g := newGame(t)
		bonus := putDef(t, g, alice, zones.Battlefield, rtHealthyBonus())
		putN(t, g, bob, zones.Battlefield, "Mountain", 1)
		bolt := put(t, g, bob, zones.Hand, "Lightning Bolt")
		start(t, g, engine.StartAt{Turn: 1, Player: alice, Step: engine.Untap})
		require.Equal(t, []engine.ObjID{bonus}, rtTriggerSources(g), "20 life: it triggered")
		require.NoError(t, g.PassPriority(alice))
		cast(t, g, bob, bolt, engine.TargetPlayerID(alice))
		from := g.EventCount()
		resolveStack(t, g)
		assert.Equal(t, 17, g.Life(alice), "the trigger did nothing: Alice had 17 life as it resolved")
		removed := eventsOf(g, from, engine.EvRemovedFromStack)
		require.Len(t, removed, 1)
		assert.Equal(t, "CR 603.4", g.EventRule(removed[0]), "removed by its intervening \"if\", not for its targets (608.2b)")
	})
	t.Run("true both times", func(t *testing.T) {
		g := newGame(t)
		putDef(t, g, alice, zones.Battlefield, rtHealthyBonus())
		start(t, g, engine.StartAt{Turn: 1, Player: alice, Step: engine.Untap})
		resolveStack(t, g)
		assert.Equal(t, 22, g.Life(alice))
	})
}

// CR 603.10a: a leaves-the-battlefield trigger looks back in time. A
// "whenever a creature dies" creature that dies at the same time as another
// creature sees both deaths, its own included.
func TestTriggersDiesLooksBackInTime(t *testing.T) {
	t.Parallel()
	t.Run("Pyroclasm", func(t *testing.T) {
		g := newGame(t)
		putN(t, g, alice, zones.Battlefield, "Mountain", 2)
		pyro := putDef(t, g, alice, zones.Hand, rtPyroclasm())
		watcher := putDef(t, g, bob, zones.Battlefield, rtDeathWatcher())
		put(t, g, alice, zones.Battlefield, "Grizzly Bears")
		put(t, g, bob, zones.Battlefield, "Grizzly Bears")
		startMain(t, g)
		cast(t, g, alice, pyro)
		// Bob orders his three identical triggers.
		push(t, g, bob, engine.PickObj(watcher, watcher, watcher))
		passAll(t, g)
		for _, id := range g.Battlefield() {
			assert.False(t, g.Characteristics(id).Is(engine.Creature), "every creature died")
		}
		assert.Equal(t, []engine.ObjID{watcher, watcher, watcher}, rtTriggerSources(g),
			"three creatures died at once, the watcher among them: three triggers")
		resolveStack(t, g)
		assert.Equal(t, 23, g.Life(bob))
	})
	t.Run("combat", func(t *testing.T) {
		g := newGame(t)
		attacker := put(t, g, alice, zones.Battlefield, "Grizzly Bears")
		watcher := putDef(t, g, bob, zones.Battlefield, rtDeathWatcher())
		start(t, g, engine.StartAt{Turn: 1, Player: alice, Step: engine.BeginningOfCombat})
		passAll(t, g)
		require.NoError(t, g.DeclareAttackers(alice, []engine.Attack{{Attacker: attacker, Defender: bob}}))
		resolveStack(t, g)
		passAll(t, g)
		require.NoError(t, g.DeclareBlockers(bob, []engine.Block{{Blocker: watcher, Attacker: attacker}}))
		push(t, g, bob, engine.PickObj(watcher, watcher))
		passAll(t, g) // to combat damage: both 2/2s die together
		_, _, step := g.Turn()
		require.Equal(t, engine.CombatDamage, step)
		assert.Equal(t, zones.Graveyard, info(t, g, g.Current(watcher)).Zone)
		assert.Equal(t, zones.Graveyard, info(t, g, g.Current(attacker)).Zone)
		assert.Equal(t, []engine.ObjID{watcher, watcher}, rtTriggerSources(g), "the watcher saw both deaths")
		resolveStack(t, g)
		assert.Equal(t, 22, g.Life(bob))
	})
}

// A triggered ability that needs more targets than the engine holds for
// one ability (4) can't have them chosen: it is removed as it would be put
// on the stack, and the log says that, not that it has no legal target
// (five creatures are there to be chosen).
func TestTriggerNeedingTooManyTargetsIsRemovedSayingWhy(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	def := engine.Finish(&engine.CardDef{Front: engine.Face{
		Name: "Hydra of Many Gazes", ManaCost: engine.MustManaCost("{0}"), Types: engine.Types(engine.Creature), Power: 1, Toughness: 1,
		Abilities: []*engine.Ability{{Kind: engine.Triggered, Text: "When this enters, tap five target creatures.",
			Trigger: engine.SelfEnters(),
			Targets: []engine.TargetSpec{{Kind: engine.TargetPermanent, Count: 5, Filter: engine.Filter{Types: engine.Types(engine.Creature)}}},
			Effect:  func(*engine.Resolution) {}}},
	}})
	require.Error(t, engine.Validate(def), "a card the pool would refuse")
	hydra := putDef(t, g, alice, zones.Hand, def)
	putN(t, g, bob, zones.Battlefield, "Grizzly Bears", 5)
	startMain(t, g)
	cast(t, g, alice, hydra)
	from := g.EventCount()
	passAll(t, g)
	assert.Equal(t, 0, g.StackLen(), "nothing was put on the stack")
	removed := eventsOf(g, from, engine.EvRemovedFromStack)
	require.Len(t, removed, 1)
	assert.Equal(t, "an ability of Hydra of Many Gazes is removed from the stack: it needs more targets than the engine holds for one ability (4)",
		g.Describe(removed[0]))
	b, err := json.Marshal(removed[0])
	require.NoError(t, err)
	assert.Contains(t, string(b), `"cause":"too many targets"`)
	var back engine.Event
	require.NoError(t, json.Unmarshal(b, &back))
	assert.Equal(t, removed[0], back)
}
