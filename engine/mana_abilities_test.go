package engine_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// tapFor activates permanent id's first ability, a mana ability, for p,
// asking for color where it chooses one.
func tapFor(t testing.TB, g *engine.Game, p engine.PlayerID, id engine.ObjID, color engine.ManaType) {
	t.Helper()
	require.NoError(t, g.ActivateAbility(p, id, 0, engine.ActivateOptions{Color: color}))
}

// eventsOn returns the events of kind k about object id logged since from.
func eventsOn(g *engine.Game, from int, k engine.EventKind, id engine.ObjID) []engine.Event {
	var out []engine.Event
	for _, ev := range eventsOf(g, from, k) {
		if ev.Obj == id {
			out = append(out, ev)
		}
	}
	return out
}

// TestManaAbilitiesDontUseTheStack: a mana ability resolves right after
// it is activated, without the stack (CR 605.3b), and may be activated
// whenever its controller has priority, the stack not empty (605.3a).
func TestManaAbilitiesDontUseTheStack(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	put(t, g, alice, zones.Battlefield, "Forest")
	mountain := put(t, g, alice, zones.Battlefield, "Mountain")
	island := put(t, g, bob, zones.Battlefield, "Island")
	bear := put(t, g, alice, zones.Battlefield, "Grizzly Bears")
	gg := put(t, g, alice, zones.Hand, "Giant Growth")
	startMain(t, g)
	cast(t, g, alice, gg, target(bear))
	require.Equal(t, 1, g.StackLen())

	from := g.EventCount()
	tapFor(t, g, alice, mountain, 0)
	assert.Equal(t, 1, g.StackLen(), "the mana ability is not put on the stack")
	assert.Equal(t, engine.ManaPool{tyR: 1}, g.Pool(alice), "its mana is there at once")
	assert.Equal(t, alice, g.PriorityPlayer())
	act := eventsOn(g, from, engine.EvAbilityActivated, mountain)
	require.Len(t, act, 1)
	assert.Zero(t, act[0].Amount, "no stack object")

	require.NoError(t, g.PassPriority(alice))
	require.Equal(t, bob, g.PriorityPlayer())
	tapFor(t, g, bob, island, 0)
	assert.Equal(t, 1, g.StackLen())
	assert.Equal(t, engine.ManaPool{tyU: 1}, g.Pool(bob))
	resolveStack(t, g)
	assert.Equal(t, 5, info(t, g, bear).Characteristics.Power)
}

// TestTappedForManaEvent: EvTappedForMana marks a mana ability with {T}
// in its cost that resolved and produced mana (CR 106.12, 106.12a).
// Pili-Pala's {Q} is untapping, not tapping, for mana; an Exotic Orchard
// with no opposing lands is tapped but makes no mana (106.5), so it was
// not tapped for mana either.
func TestTappedForManaEvent(t *testing.T) {
	t.Parallel()
	t.Run("Forest", func(t *testing.T) {
		g := newGame(t)
		forest := put(t, g, alice, zones.Battlefield, "Forest")
		startMain(t, g)
		from := g.EventCount()
		tapFor(t, g, alice, forest, 0)
		assert.Len(t, eventsOn(g, from, engine.EvTappedForMana, forest), 1)
		assert.Len(t, eventsOn(g, from, engine.EvManaAdded, forest), 1)
	})
	t.Run("Pili-Pala's {Q}", func(t *testing.T) {
		g := newGame(t)
		put(t, g, alice, zones.Battlefield, "Mana Reflection")
		forests := putN(t, g, alice, zones.Battlefield, "Forest", 2)
		pili := put(t, g, alice, zones.Battlefield, "Pili-Pala", tapped)
		startMain(t, g)
		from := g.EventCount()
		tapFor(t, g, alice, pili, tyU)
		assert.False(t, info(t, g, pili).Tapped, "{Q} untaps it (CR 107.6)")
		assert.Empty(t, eventsOn(g, from, engine.EvTappedForMana, pili))
		// Its {2} was paid by tapping one Forest for mana, which Mana
		// Reflection doubled; the Pili-Pala's own mana is not doubled.
		assert.Len(t, eventsOf(g, from, engine.EvTappedForMana), 1)
		assert.Equal(t, []bool{true, false}, tappedOf(t, g, forests...))
		assert.Equal(t, engine.ManaPool{tyU: 1}, g.Pool(alice))
	})
	t.Run("Exotic Orchard that makes nothing", func(t *testing.T) {
		g := newGame(t)
		orchard := put(t, g, alice, zones.Battlefield, "Exotic Orchard")
		put(t, g, alice, zones.Battlefield, "Forest")
		put(t, g, bob, zones.Battlefield, "Wastes")
		startMain(t, g)
		from := g.EventCount()
		tapFor(t, g, alice, orchard, tyG)
		assert.True(t, info(t, g, orchard).Tapped, "the ability is activated and its cost paid")
		assert.Len(t, eventsOn(g, from, engine.EvAbilityActivated, orchard), 1)
		assert.Empty(t, eventsOf(g, from, engine.EvManaAdded))
		assert.Empty(t, eventsOf(g, from, engine.EvTappedForMana))
		assert.Zero(t, g.Pool(alice).Total())
	})
}

// TestLandManaTriggers: Heartbeat of Spring and Mana Flare are triggered
// mana abilities (CR 605.1b): whenever any player taps a land for mana,
// that player adds one more mana of a type it produced, at once, without
// the stack (605.4a); not for a non-land, and once per copy.
func TestLandManaTriggers(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name  string
		cards []string
		extra int16
	}{
		{"Heartbeat of Spring", []string{"Heartbeat of Spring"}, 1},
		{"Mana Flare", []string{"Mana Flare"}, 1},
		{"both", []string{"Heartbeat of Spring", "Mana Flare"}, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t)
			for _, c := range tc.cards {
				put(t, g, bob, zones.Battlefield, c)
			}
			forest := put(t, g, alice, zones.Battlefield, "Forest")
			elves := put(t, g, alice, zones.Battlefield, "Llanowar Elves")
			mountain := put(t, g, bob, zones.Battlefield, "Mountain")
			startMain(t, g)
			tapFor(t, g, alice, forest, 0)
			assert.Equal(t, engine.ManaPool{tyG: 1 + tc.extra}, g.Pool(alice))
			assert.Zero(t, g.StackLen(), "triggered mana abilities don't use the stack")
			tapFor(t, g, alice, elves, 0)
			assert.Equal(t, engine.ManaPool{tyG: 2 + tc.extra}, g.Pool(alice), "not for a creature")
			require.NoError(t, g.PassPriority(alice))
			tapFor(t, g, bob, mountain, 0)
			assert.Equal(t, engine.ManaPool{tyR: 1 + tc.extra}, g.Pool(bob), "for any player")
		})
	}
	t.Run("the type the land produced, after Contamination", func(t *testing.T) {
		g := newGame(t)
		put(t, g, bob, zones.Battlefield, "Heartbeat of Spring")
		put(t, g, bob, zones.Battlefield, "Contamination")
		forest := put(t, g, alice, zones.Battlefield, "Forest")
		startMain(t, g)
		tapFor(t, g, alice, forest, 0)
		assert.Equal(t, engine.ManaPool{tyB: 2}, g.Pool(alice))
	})
}

// TestManaReflectionYoursOnly: Mana Reflection doubles the mana of every
// permanent its controller taps for mana, lands or not (CR 106.12b), and
// not an opponent's; copies multiply.
func TestManaReflectionYoursOnly(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	put(t, g, alice, zones.Battlefield, "Mana Reflection")
	forest := put(t, g, alice, zones.Battlefield, "Forest")
	elves := put(t, g, alice, zones.Battlefield, "Llanowar Elves")
	bobs := put(t, g, bob, zones.Battlefield, "Forest")
	startMain(t, g)
	tapFor(t, g, alice, forest, 0)
	assert.Equal(t, engine.ManaPool{tyG: 2}, g.Pool(alice))
	tapFor(t, g, alice, elves, 0)
	assert.Equal(t, engine.ManaPool{tyG: 4}, g.Pool(alice))
	require.NoError(t, g.PassPriority(alice))
	tapFor(t, g, bob, bobs, 0)
	assert.Equal(t, engine.ManaPool{tyG: 1}, g.Pool(bob), "the opponent's Forest is not doubled")

	g = newGame(t)
	putN(t, g, alice, zones.Battlefield, "Mana Reflection", 2)
	forest = put(t, g, alice, zones.Battlefield, "Forest")
	startMain(t, g)
	tapFor(t, g, alice, forest, 0)
	assert.Equal(t, engine.ManaPool{tyG: 4}, g.Pool(alice), "two copies: ×4")
}

// TestContaminationLandsOnly: Contamination's replacement makes every
// land tapped for mana produce {B} (CR 106.12b), whoever controls it,
// and leaves other permanents' mana alone.
func TestContaminationLandsOnly(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	put(t, g, bob, zones.Battlefield, "Contamination")
	forest := put(t, g, alice, zones.Battlefield, "Forest")
	pool := put(t, g, alice, zones.Battlefield, "Reflecting Pool")
	elves := put(t, g, alice, zones.Battlefield, "Llanowar Elves")
	island := put(t, g, bob, zones.Battlefield, "Island")
	startMain(t, g)
	tapFor(t, g, alice, forest, 0)
	assert.Equal(t, engine.ManaPool{tyB: 1}, g.Pool(alice))
	// The Forest could produce only {B} now (CR 106.7 counts replacement
	// effects), so {B} is the one type Reflecting Pool may choose.
	tapFor(t, g, alice, pool, tyB)
	assert.Equal(t, engine.ManaPool{tyB: 2}, g.Pool(alice), "Reflecting Pool's mana is {B} too")
	tapFor(t, g, alice, elves, 0)
	assert.Equal(t, engine.ManaPool{tyB: 2, tyG: 1}, g.Pool(alice), "not a land: {G}")
	require.NoError(t, g.PassPriority(alice))
	tapFor(t, g, bob, island, 0)
	assert.Equal(t, engine.ManaPool{tyB: 1}, g.Pool(bob))
}

// TestUnspentManaLostAtStepEnd: unspent mana is lost as a step ends
// (CR 106.4, 500.5).
func TestUnspentManaLostAtStepEnd(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	forest := put(t, g, alice, zones.Battlefield, "Forest")
	island := put(t, g, bob, zones.Battlefield, "Island")
	startMain(t, g)
	tapFor(t, g, alice, forest, 0)
	require.NoError(t, g.PassPriority(alice))
	tapFor(t, g, bob, island, 0)
	from := g.EventCount()
	require.NoError(t, g.PassPriority(bob))
	require.NoError(t, g.PassPriority(alice))
	_, _, step := g.Turn()
	require.NotEqual(t, engine.PrecombatMain, step)
	assert.Zero(t, g.Pool(alice).Total())
	assert.Zero(t, g.Pool(bob).Total())
	emptied := eventsOf(g, from, engine.EvManaEmptied)
	require.Len(t, emptied, 2)
	for _, ev := range emptied {
		assert.EqualValues(t, 1, ev.Amount)
	}
}

// TestTapUntapCosts: {Q} can't be paid by an untapped permanent (CR
// 107.6); a creature's {T} or {Q} ability can't be activated under
// summoning sickness (302.6) unless it has haste (602.5a, 702.10c); a
// noncreature artifact has no summoning sickness.
func TestTapUntapCosts(t *testing.T) {
	t.Parallel()
	t.Run("{Q} needs a tapped permanent", func(t *testing.T) {
		g := newGame(t)
		putN(t, g, alice, zones.Battlefield, "Forest", 2)
		pili := put(t, g, alice, zones.Battlefield, "Pili-Pala")
		startMain(t, g)
		require.ErrorIs(t, g.ActivateAbility(alice, pili, 0, engine.ActivateOptions{Color: tyW}), engine.ErrCannotPay)
		assert.Zero(t, g.Pool(alice).Total())
	})
	t.Run("{Q} under summoning sickness", func(t *testing.T) {
		g := newGame(t)
		forests := putN(t, g, alice, zones.Battlefield, "Forest", 2)
		pili := put(t, g, alice, zones.Battlefield, "Pili-Pala", tapped, sick)
		startMain(t, g)
		require.ErrorIs(t, g.ActivateAbility(alice, pili, 0, engine.ActivateOptions{Color: tyW}), engine.ErrSummoningSick)
		assert.Equal(t, []bool{false, false, true}, tappedOf(t, g, forests[0], forests[1], pili))
	})
	t.Run("{T} under summoning sickness", func(t *testing.T) {
		g := newGame(t)
		elves := put(t, g, alice, zones.Battlefield, "Llanowar Elves", sick)
		stone := put(t, g, alice, zones.Battlefield, "Fellwar Stone", sick)
		put(t, g, bob, zones.Battlefield, "Swamp")
		startMain(t, g)
		require.ErrorIs(t, g.ActivateAbility(alice, elves, 0, engine.ActivateOptions{}), engine.ErrSummoningSick)
		assert.False(t, info(t, g, elves).Tapped)
		tapFor(t, g, alice, stone, tyB)
		assert.Equal(t, engine.ManaPool{tyB: 1}, g.Pool(alice), "an artifact that is no creature is never sick")
	})
	for _, reavers := range []bool{false, true} {
		name := "Blossom-Clad Werewolf at night, sick"
		if reavers {
			name += ", with Village Reavers granting haste"
		}
		t.Run(name, func(t *testing.T) {
			g := newGame(t)
			require.NoError(t, g.SetStartingDayNight(daynight.Night))
			wolf := put(t, g, alice, zones.Battlefield, "Weaver of Blossoms", backFace, sick)
			if reavers {
				put(t, g, alice, zones.Battlefield, "Village Watch", backFace)
			}
			startMain(t, g)
			require.Equal(t, "Blossom-Clad Werewolf", info(t, g, wolf).Characteristics.Name)
			err := g.ActivateAbility(alice, wolf, 0, engine.ActivateOptions{Color: tyR})
			if !reavers {
				require.ErrorIs(t, err, engine.ErrSummoningSick)
				assert.Zero(t, g.Pool(alice).Total())
				return
			}
			require.NoError(t, err)
			assert.Equal(t, engine.ManaPool{tyR: 2}, g.Pool(alice), "two mana of any one color")
		})
	}
}

// TestXCosts: X is announced while casting (CR 107.3a) and paid as
// generic mana; an ETB replacement referring to X uses the spell's X
// (107.3m); cast without paying its mana cost, X is 0 (107.3b). Hangarback
// Walker's two {X} are one value: X=2 costs four (its ruling).
func TestXCosts(t *testing.T) {
	t.Parallel()
	t.Run("Endless One, X=3", func(t *testing.T) {
		g := newGame(t)
		wastes := putN(t, g, alice, zones.Battlefield, "Wastes", 4)
		one := put(t, g, alice, zones.Hand, "Endless One")
		startMain(t, g)
		require.NoError(t, g.CastSpell(alice, one, engine.CastOptions{X: 3}))
		assert.Equal(t, []bool{true, true, true, false}, tappedOf(t, g, wastes...))
		resolveStack(t, g)
		bf := g.Zone(alice, zones.Battlefield)
		id := bf[len(bf)-1]
		oi := info(t, g, id)
		require.Equal(t, "Endless One", oi.Characteristics.Name)
		assert.Equal(t, 3, oi.Counters[engine.PlusOne])
		assert.Equal(t, 3, oi.Characteristics.Power)
	})
	t.Run("Endless One without paying: X=0", func(t *testing.T) {
		g := newGame(t)
		one := put(t, g, alice, zones.Hand, "Endless One")
		startMain(t, g)
		err := g.CastSpell(alice, one, engine.CastOptions{X: 2, WithoutPaying: true})
		require.ErrorIs(t, err, engine.ErrInvalidValue)
		require.NoError(t, g.CastSpell(alice, one, engine.CastOptions{WithoutPaying: true}))
		resolveStack(t, g)
		gy := g.Zone(alice, zones.Graveyard)
		require.Len(t, gy, 1, "a 0/0 with no counters dies (CR 704.5f)")
		assert.Equal(t, "Endless One", info(t, g, gy[0]).Def.Front.Name)
	})
	t.Run("X on a card without {X}", func(t *testing.T) {
		g := newGame(t)
		put(t, g, alice, zones.Battlefield, "Forest")
		bears := put(t, g, alice, zones.Hand, "Grizzly Bears")
		startMain(t, g)
		require.ErrorIs(t, g.CastSpell(alice, bears, engine.CastOptions{X: 1}), engine.ErrInvalidValue)
	})
	t.Run("Hangarback Walker, X=2", func(t *testing.T) {
		g := newGame(t)
		wastes := putN(t, g, alice, zones.Battlefield, "Wastes", 3)
		walker := put(t, g, alice, zones.Hand, "Hangarback Walker")
		startMain(t, g)
		require.ErrorIs(t, g.CastSpell(alice, walker, engine.CastOptions{X: 2}), engine.ErrCannotPay, "three lands can't pay {X}{X}, X=2")
		assert.Equal(t, []bool{false, false, false}, tappedOf(t, g, wastes...))

		g = newGame(t)
		wastes = putN(t, g, alice, zones.Battlefield, "Wastes", 5)
		swamps := putN(t, g, alice, zones.Battlefield, "Swamp", 3)
		walker = put(t, g, alice, zones.Hand, "Hangarback Walker")
		murder := put(t, g, alice, zones.Hand, "Murder")
		startMain(t, g)
		require.NoError(t, g.CastSpell(alice, walker, engine.CastOptions{X: 2}))
		n := 0
		for _, tp := range tappedOf(t, g, append(wastes, swamps...)...) {
			if tp {
				n++
			}
		}
		assert.Equal(t, 4, n, "X=2 costs four")
		resolveStack(t, g)
		var id engine.ObjID
		for _, p := range g.Zone(alice, zones.Battlefield) {
			if info(t, g, p).Characteristics.Name == "Hangarback Walker" {
				id = p
			}
		}
		require.NotZero(t, id)
		assert.Equal(t, 2, info(t, g, id).Counters[engine.PlusOne])

		cast(t, g, alice, murder, target(id))
		resolveStack(t, g)
		thopters := 0
		for _, p := range g.Zone(alice, zones.Battlefield) {
			if oi := info(t, g, p); oi.Characteristics.Name == "Thopter Token" {
				thopters++
				assert.True(t, oi.Token)
			}
		}
		assert.Equal(t, 2, thopters, "it dies into one Thopter per +1/+1 counter")
	})
}
