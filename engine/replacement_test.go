package engine_test

// Replacement effects on entering the battlefield: CR 614.1c, 614.12,
// 616.1 (order), 107.3m (X in "enters with"), 707.5 (enter as a copy).

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// rtDoubleGifted is a 0/0 creature with two "enters with" replacement
// effects of the same category (CR 616.1e) whose order matters:
// "This creature enters with a +1/+1 counter on it." and "If this creature
// would enter with +1/+1 counters, it enters with twice that many instead."
func rtDoubleGifted() *engine.CardDef {
	return engine.Finish(&engine.CardDef{Front: engine.Face{
		Name: "Double-Gifted", ManaCost: engine.MustManaCost("{2}{G}"), Types: engine.Types(engine.Creature),
		Abilities: []*engine.Ability{
			{Kind: engine.EntersReplacement, Text: "enters with a +1/+1 counter",
				Enters: engine.EnterReplacement{Category: engine.ReplaceOther, Apply: func(e *engine.Entering) error {
					e.AddCounters(engine.PlusOne, 1)
					return nil
				}}},
			{Kind: engine.EntersReplacement, Text: "enters with twice that many +1/+1 counters",
				Enters: engine.EnterReplacement{Category: engine.ReplaceOther, Apply: func(e *engine.Entering) error {
					e.AddCounters(engine.PlusOne, int(e.Counters[engine.PlusOne]))
					return nil
				}}},
		},
	}})
}

// rtTwoCounterBearer is "This creature enters with two +1/+1 counters on
// it." on a 0/0 (a fixed number, unlike Endless One's X).
func rtTwoCounterBearer() *engine.CardDef {
	return engine.Finish(&engine.CardDef{Front: engine.Face{
		Name: "Counter Bearer", ManaCost: engine.MustManaCost("{2}"), Types: engine.Types(engine.Creature),
		Abilities: []*engine.Ability{{Kind: engine.EntersReplacement, Text: "enters with two +1/+1 counters",
			Enters: engine.EnterReplacement{Category: engine.ReplaceOther, Apply: func(e *engine.Entering) error {
				e.AddCounters(engine.PlusOne, 2)
				return nil
			}}}},
	}})
}

// rtOrderByText answers DecideReplacementOrder by the options' texts, in
// the given order, and fails the test on any other decision.
func rtOrderByText(t *testing.T, asked *int, texts ...string) engine.Decider {
	return engine.DeciderFunc(func(g *engine.Game, d *engine.Decision) ([]int, error) {
		if d.Kind != engine.DecideReplacementOrder {
			if ans, ok := engine.OnlyAnswer(d); ok {
				return ans, nil
			}
			t.Errorf("unexpected decision %v", d.Kind)
			return nil, engine.ErrNoDecision
		}
		*asked++
		var out []int
		for _, s := range texts {
			for i, o := range d.Options {
				if o.Text == s {
					out = append(out, i)
				}
			}
		}
		return out, nil
	})
}

// rtEntered returns the object that entered the battlefield from old.
func rtEntered(t *testing.T, g *engine.Game, from int, old engine.ObjID) engine.ObjectInfo {
	t.Helper()
	return info(t, g, rtNewObj(t, g, from, old, zones.Battlefield))
}

// CR 614.1c, 107.3m: Endless One cast with X=3 enters with three +1/+1
// counters; put onto the battlefield any other way, X is 0 and it enters
// with none (and dies as a 0/0, CR 704.5f).
func TestReplacementEndlessOneEntersWithXCounters(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	putN(t, g, alice, zones.Battlefield, "Plains", 4)
	one := put(t, g, alice, zones.Hand, "Endless One")
	cs := put(t, g, alice, zones.Hand, "Cloudshift")
	startMain(t, g)
	from := g.EventCount()
	require.NoError(t, g.CastSpell(alice, one, engine.CastOptions{X: 3}))
	resolveStack(t, g)
	oi := rtEntered(t, g, from, rtNewObj(t, g, from, one, zones.Stack))
	assert.Equal(t, 3, oi.Counters[engine.PlusOne])
	assert.Equal(t, 3, oi.Characteristics.Power)
	assert.True(t, oi.Current)
	assert.Empty(t, eventsOf(g, from, engine.EvCountersAdded), "it entered with them: no counters were put on it afterwards")

	// Cloudshift: the card returns, not cast, so X is 0.
	from = g.EventCount()
	cast(t, g, alice, cs, target(oi.ID))
	resolveStack(t, g)
	exiled := rtNewObj(t, g, from, oi.ID, zones.Exile)
	back := rtEntered(t, g, from, exiled)
	assert.Equal(t, 0, back.Counters[engine.PlusOne], "no counters when not cast (CR 107.3m)")
	assert.Equal(t, zones.Graveyard, info(t, g, g.Current(back.ID)).Zone, "a 0/0 dies")
}

// CR 616.1e, 616.1f: when two replacement effects of the same category
// apply to a permanent entering, its controller chooses the order, and
// the order matters.
func TestReplacementControllerOrdersSameCategoryEffects(t *testing.T) {
	t.Parallel()
	cases := []struct {
		order []string
		want  int
	}{
		{[]string{"enters with a +1/+1 counter", "enters with twice that many +1/+1 counters"}, 2},
		{[]string{"enters with twice that many +1/+1 counters", "enters with a +1/+1 counter"}, 1},
	}
	for _, c := range cases {
		g := newGame(t)
		putN(t, g, alice, zones.Battlefield, "Forest", 3)
		card := putDef(t, g, alice, zones.Hand, rtDoubleGifted())
		startMain(t, g)
		asked := 0
		require.NoError(t, g.SetDecider(alice, rtOrderByText(t, &asked, c.order...)))
		require.NoError(t, g.SetDecider(bob, engine.DeciderFunc(func(*engine.Game, *engine.Decision) ([]int, error) {
			t.Error("Bob, who doesn't control it, was asked")
			return nil, engine.ErrNoDecision
		})))
		from := g.EventCount()
		cast(t, g, alice, card)
		resolveStack(t, g)
		assert.Equal(t, 1, asked, "Alice chose the order once")
		assert.Equal(t, c.want, rtEntered(t, g, from, rtNewObj(t, g, from, card, zones.Stack)).Counters[engine.PlusOne], "order %v", c.order)
	}

	t.Run("no answer", func(t *testing.T) {
		g := newGame(t)
		putN(t, g, alice, zones.Battlefield, "Forest", 3)
		card := putDef(t, g, alice, zones.Hand, rtDoubleGifted())
		startMain(t, g)
		cast(t, g, alice, card)
		require.NoError(t, g.PassPriority(alice))
		err := g.PassPriority(bob)
		require.ErrorIs(t, err, engine.ErrNoDecision)
		var de *engine.DecisionError
		require.ErrorAs(t, err, &de)
		assert.Equal(t, alice, de.Player)
		assert.Equal(t, engine.DecideReplacementOrder, de.Kind)
		assert.Equal(t, 1, g.StackLen(), "undone: the spell is still on the stack")
	})
}

// CR 616.1c before 616.1e, 707.5: an "enter as a copy" effect applies
// before "enters with" effects, so a Clone copying a creature with an
// "enters with" ability gets that ability's counters; but X of the original
// is not copied (CR 707.6, Clone ruling: X is 0), so a Clone of Endless One
// enters with no counters.
func TestReplacementCopyBeforeEntersWith(t *testing.T) {
	t.Parallel()
	t.Run("fixed counters are applied to the copy", func(t *testing.T) {
		g := newGame(t)
		putN(t, g, alice, zones.Battlefield, "Island", 4)
		bearer := putDef(t, g, alice, zones.Battlefield, rtTwoCounterBearer(), counters(engine.PlusOne, 2))
		clone := put(t, g, alice, zones.Hand, "Clone")
		startMain(t, g)
		push(t, g, alice, engine.PickObj(bearer))
		from := g.EventCount()
		cast(t, g, alice, clone)
		resolveStack(t, g)
		oi := rtEntered(t, g, from, rtNewObj(t, g, from, clone, zones.Stack))
		assert.Equal(t, "Counter Bearer", oi.Characteristics.Name)
		assert.Equal(t, 2, oi.Counters[engine.PlusOne], "the copied \"enters with\" applied after the copy effect")
		assert.True(t, oi.Current)
	})
	t.Run("Endless One's X is 0", func(t *testing.T) {
		g := newGame(t)
		putN(t, g, alice, zones.Battlefield, "Island", 7)
		one := put(t, g, alice, zones.Hand, "Endless One")
		clone := put(t, g, alice, zones.Hand, "Clone")
		startMain(t, g)
		from := g.EventCount()
		require.NoError(t, g.CastSpell(alice, one, engine.CastOptions{X: 3}))
		resolveStack(t, g)
		orig := rtEntered(t, g, from, rtNewObj(t, g, from, one, zones.Stack))
		require.Equal(t, 3, orig.Counters[engine.PlusOne])

		push(t, g, alice, engine.PickObj(orig.ID))
		from = g.EventCount()
		cast(t, g, alice, clone)
		resolveStack(t, g)
		oi := rtEntered(t, g, from, rtNewObj(t, g, from, clone, zones.Stack))
		assert.Equal(t, "Endless One", oi.Characteristics.Name, "it entered as a copy")
		assert.Equal(t, 0, oi.Counters[engine.PlusOne], "X of the copied Endless One is not copied")
		assert.Equal(t, zones.Graveyard, info(t, g, g.Current(oi.ID)).Zone, "a 0/0 dies")
		assert.Equal(t, 3, info(t, g, orig.ID).Counters[engine.PlusOne], "the original keeps its counters")
	})
}
