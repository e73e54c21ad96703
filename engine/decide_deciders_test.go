package engine_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// decObjects is a game in setup with Grizzly Bears, Hill Giant and a second
// Grizzly Bears on the battlefield, and a decision offering the three.
func decObjects(t *testing.T) (*engine.Game, []engine.ObjID, *engine.Decision) {
	g := newGame(t)
	ids := []engine.ObjID{
		put(t, g, alice, zones.Battlefield, "Grizzly Bears"),
		put(t, g, bob, zones.Battlefield, "Hill Giant"),
		put(t, g, bob, zones.Battlefield, "Grizzly Bears"),
	}
	d := &engine.Decision{Kind: engine.DecideObjects, Player: alice, Prompt: "choose", Min: 0, Max: 3}
	for _, id := range ids {
		d.Options = append(d.Options, engine.Option{Obj: id})
	}
	return g, ids, d
}

func yesNoDecision() *engine.Decision {
	return &engine.Decision{Kind: engine.DecideYesNo, Player: alice, Prompt: "may", Min: 1, Max: 1,
		Options: []engine.Option{{Yes: true, Text: "yes"}, {Yes: false, Text: "no"}}}
}

func TestScriptedPicks(t *testing.T) {
	t.Parallel()
	g, ids, objs := decObjects(t)
	giantCard := info(t, g, ids[1]).Card
	players := &engine.Decision{Kind: engine.DecideTarget, Player: alice, Prompt: "target player", Min: 1, Max: 1,
		Options: []engine.Option{{Player: alice, IsPlayer: true}, {Player: bob, IsPlayer: true}}}
	colors := &engine.Decision{Kind: engine.DecideColor, Player: alice, Prompt: "color", Min: 1, Max: 1,
		Options: []engine.Option{{Mana: engine.ManaW}, {Mana: engine.ManaG}, {Mana: engine.ManaR}}}

	for _, tc := range []struct {
		name string
		ans  engine.Answer
		d    *engine.Decision
		want []int
	}{
		{"by object", engine.PickObj(ids[1]), objs, []int{1}},
		{"by objects, in order", engine.PickObj(ids[2], ids[0]), objs, []int{2, 0}},
		{"by card", engine.PickCard(giantCard), objs, []int{1}},
		{"by name: the first with it", engine.PickName("Grizzly Bears"), objs, []int{0}},
		{"by name twice: distinct options", engine.Answer{Picks: []engine.Pick{{Name: "Grizzly Bears"}, {Name: "Grizzly Bears"}}}, objs, []int{0, 2}},
		{"nothing", engine.Nothing(), objs, nil},
		{"yes", engine.Yes(), yesNoDecision(), []int{0}},
		{"no", engine.No(), yesNoDecision(), []int{1}},
		{"player", engine.PickPlayer(bob), players, []int{1}},
		{"mana", engine.PickMana(engine.ManaR), colors, []int{2}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := engine.NewScripted(tc.ans)
			got, err := s.Decide(g, tc.d)
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
			assert.Zero(t, s.Remaining())
			assert.NoError(t, engine.CheckAnswer(tc.d, got))
		})
	}
}

func TestScriptedQueueOrder(t *testing.T) {
	t.Parallel()
	g, ids, d := decObjects(t)
	s := engine.NewScripted(engine.PickObj(ids[2]))
	s.Push(engine.PickObj(ids[0]), engine.Nothing())
	assert.Equal(t, 3, s.Remaining())

	c := s.CloneDecider().(*engine.Scripted)
	for _, want := range [][]int{{2}, {0}, nil} {
		got, err := s.Decide(g, d)
		require.NoError(t, err)
		assert.Equal(t, want, got)
	}
	assert.Zero(t, s.Remaining())
	assert.Equal(t, 3, c.Remaining(), "a cloned Scripted has its own queue")
	got, err := c.Decide(g, d)
	require.NoError(t, err)
	assert.Equal(t, []int{2}, got)
}

func TestScriptedIllegalAnswers(t *testing.T) {
	t.Parallel()
	g, ids, d := decObjects(t)
	elves := put(t, g, alice, zones.Battlefield, "Llanowar Elves") // not an option
	for _, tc := range []struct {
		name string
		ans  engine.Answer
		d    *engine.Decision
	}{
		{"object not offered", engine.PickObj(elves), d},
		{"name not offered", engine.PickName("Llanowar Elves"), d},
		{"same object twice", engine.PickObj(ids[1], ids[1]), d},
		{"yes to a choice of objects", engine.Yes(), d},
		{"an object to a yes/no question", engine.PickObj(ids[0]), yesNoDecision()},
		{"a player to a choice of objects", engine.PickPlayer(bob), d},
		{"a color to a yes/no question", engine.PickMana(engine.ManaG), yesNoDecision()},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := engine.NewScripted(tc.ans).Decide(g, tc.d)
			require.Error(t, err)
			assert.ErrorIs(t, err, engine.ErrIllegalChoice)
			assert.Contains(t, err.Error(), "not one of the options")
		})
	}

	// The engine checks the count: picks that exist but are too many or
	// too few are illegal too.
	one := &engine.Decision{Kind: engine.DecideCopy, Player: alice, Min: 0, Max: 1, Options: d.Options}
	got, err := engine.NewScripted(engine.PickObj(ids[0], ids[1])).Decide(g, one)
	require.NoError(t, err)
	assert.ErrorIs(t, engine.CheckAnswer(one, got), engine.ErrIllegalChoice)
	assert.ErrorIs(t, engine.CheckAnswer(yesNoDecision(), nil), engine.ErrIllegalChoice)
	assert.ErrorIs(t, engine.CheckAnswer(yesNoDecision(), []int{2}), engine.ErrIllegalChoice)
	ordered := &engine.Decision{Kind: engine.DecideTriggerOrder, Ordered: true, Min: 2, Max: 2, Options: d.Options[:2]}
	assert.ErrorIs(t, engine.CheckAnswer(ordered, []int{0}), engine.ErrIllegalChoice)
	assert.ErrorIs(t, engine.CheckAnswer(ordered, []int{1, 1}), engine.ErrIllegalChoice)
	assert.NoError(t, engine.CheckAnswer(ordered, []int{1, 0}))
}

func TestScriptedNothingQueued(t *testing.T) {
	t.Parallel()
	g, _, objs := decObjects(t)
	opts := objs.Options
	for _, tc := range []struct {
		name string
		d    engine.Decision
		want []int // nil with ok: the empty answer
		ok   bool
	}{
		{"one option, exactly one to choose", engine.Decision{Options: opts[:1], Min: 1, Max: 1}, []int{0}, true},
		{"nothing to choose from", engine.Decision{Options: nil, Min: 0, Max: 1}, nil, true},
		{"none may be chosen", engine.Decision{Options: opts, Min: 0, Max: 0}, nil, true},
		{"all must be chosen", engine.Decision{Options: opts, Min: 3, Max: 3}, []int{0, 1, 2}, true},
		{"order of one", engine.Decision{Options: opts[:1], Min: 1, Max: 1, Ordered: true}, []int{0}, true},
		{"two options, one to choose", engine.Decision{Options: opts[:2], Min: 1, Max: 1}, nil, false},
		{"one option, optional", engine.Decision{Options: opts[:1], Min: 0, Max: 1}, nil, false},
		{"any number", engine.Decision{Options: opts, Min: 0, Max: 3}, nil, false},
		{"order of two", engine.Decision{Options: opts[:2], Min: 2, Max: 2, Ordered: true}, nil, false},
		{"yes or no", *yesNoDecision(), nil, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := tc.d
			d.Player, d.Kind = alice, engine.DecideObjects
			got, err := engine.NewScripted().Decide(g, &d)
			if !tc.ok {
				assert.ErrorIs(t, err, engine.ErrNoDecision)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
			only, ok := engine.OnlyAnswer(&d)
			assert.True(t, ok)
			assert.Equal(t, tc.want, only)
		})
	}
}

// TestScriptedThroughTheEngine answers Clone's copy choice in each way a
// pick can match, and checks the decision errors the engine reports.
func TestScriptedThroughTheEngine(t *testing.T) {
	t.Parallel()
	copied := func(t *testing.T, g *engine.Game) string {
		t.Helper()
		bf := g.Battlefield()
		return g.Characteristics(bf[len(bf)-1]).Name
	}
	t.Run("by object", func(t *testing.T) {
		g, _, giant := atomicCloneOnStack(t)
		push(t, g, alice, engine.PickObj(giant))
		require.NoError(t, g.PassPriority(bob))
		assert.Equal(t, "Hill Giant", copied(t, g))
	})
	t.Run("by card", func(t *testing.T) {
		g, bears, _ := atomicCloneOnStack(t)
		push(t, g, alice, engine.PickCard(info(t, g, bears).Card))
		require.NoError(t, g.PassPriority(bob))
		assert.Equal(t, "Grizzly Bears", copied(t, g))
	})
	t.Run("by name", func(t *testing.T) {
		g, _, _ := atomicCloneOnStack(t)
		push(t, g, alice, engine.PickName("Hill Giant"))
		require.NoError(t, g.PassPriority(bob))
		assert.Equal(t, "Hill Giant", copied(t, g))
	})
	t.Run("nothing", func(t *testing.T) {
		g, _, _ := atomicCloneOnStack(t)
		push(t, g, alice, engine.Nothing())
		require.NoError(t, g.PassPriority(bob))
		// A Clone that copies nothing is a 0/0 and dies (CR 704.5f).
		assert.Len(t, g.Zone(alice, zones.Graveyard), 1)
		assert.Len(t, g.Battlefield(), 6)
	})
	t.Run("two picks for one choice", func(t *testing.T) {
		g, bears, giant := atomicCloneOnStack(t)
		push(t, g, alice, engine.PickObj(bears, giant))
		err := g.PassPriority(bob)
		assert.ErrorIs(t, err, engine.ErrIllegalChoice)
		de, ok := errors.AsType[*engine.DecisionError](err)
		require.True(t, ok)
		assert.Equal(t, "Alice", de.Name)
	})
	t.Run("nothing queued, nothing to copy", func(t *testing.T) {
		// The only legal answer is to copy nothing; it is taken unasked.
		g := newGame(t)
		putN(t, g, alice, zones.Battlefield, "Island", 4)
		clone := put(t, g, alice, zones.Hand, "Clone")
		startMain(t, g)
		cast(t, g, alice, clone)
		passAll(t, g)
		assert.Zero(t, g.StackLen())
		assert.Len(t, g.Zone(alice, zones.Graveyard), 1, "the Clone entered as a 0/0 and died")
	})
}

// TestScriptedWard answers the yes/no question of a ward trigger
// (CR 702.21a) through the engine.
func TestScriptedWard(t *testing.T) {
	t.Parallel()
	for _, pay := range []bool{true, false} {
		t.Run(map[bool]string{true: "pay", false: "don't pay"}[pay], func(t *testing.T) {
			g := newGame(t)
			require.NoError(t, g.SetStartingDayNight(daynight.Night))
			brute := put(t, g, alice, zones.Battlefield, "Brutal Cathar", backFace)
			put(t, g, bob, zones.Battlefield, "Mountain")
			bolt := put(t, g, bob, zones.Hand, "Lightning Bolt")
			start(t, g, engine.StartAt{Turn: 2, Player: bob, Step: engine.PrecombatMain})
			require.Equal(t, "Moonrage Brute", g.Characteristics(brute).Name)

			cast(t, g, bob, bolt, target(brute))
			require.Equal(t, 2, g.StackLen(), "the ward trigger is on the stack")
			if pay {
				push(t, g, bob, engine.Yes())
			} else {
				push(t, g, bob, engine.No())
			}
			passAll(t, g) // the ward trigger resolves
			assert.Zero(t, script(t, g, bob).Remaining())
			resolveStack(t, g)
			if pay {
				assert.Equal(t, 17, g.Life(bob))
				assert.False(t, info(t, g, brute).Current, "the Bolt resolved")
			} else {
				assert.Equal(t, 20, g.Life(bob))
				assert.True(t, info(t, g, brute).Current, "the Bolt was countered")
			}
		})
	}
}

// decSequence is a varied list of decisions for Random.
func decSequence(opts []engine.Option) []*engine.Decision {
	var ds []*engine.Decision
	for i := range 60 {
		n := 1 + i%len(opts)
		d := &engine.Decision{Kind: engine.DecideObjects, Player: alice, Options: opts[:n]}
		switch i % 4 {
		case 0:
			d.Min, d.Max = 1, 1
		case 1:
			d.Min, d.Max = 0, n
		case 2:
			d.Kind, d.Ordered, d.Min, d.Max = engine.DecideTriggerOrder, true, n, n
		case 3:
			d.Min, d.Max = n/2, n
		}
		ds = append(ds, d)
	}
	return ds
}

func TestRandomSameSeedSameAnswers(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	var opts []engine.Option
	for range 6 {
		opts = append(opts, engine.Option{Obj: put(t, g, alice, zones.Battlefield, "Forest")})
	}
	run := func(r *engine.Random, ds []*engine.Decision) [][]int {
		var out [][]int
		for _, d := range ds {
			ans, err := r.Decide(g, d)
			require.NoError(t, err)
			require.NoError(t, engine.CheckAnswer(d, ans), "Random gave an illegal answer to %+v", d)
			out = append(out, append([]int(nil), ans...))
		}
		return out
	}
	ds := decSequence(opts)
	a := run(engine.NewRandom(42), ds)
	b := run(engine.NewRandom(42), ds)
	assert.Equal(t, a, b, "same seed, same answers")
	assert.NotEqual(t, a, run(engine.NewRandom(43), ds), "another seed answers differently")

	// A cloned Random goes on as the original does.
	r := engine.NewRandom(7)
	run(r, ds[:25])
	c := r.CloneDecider().(*engine.Random)
	assert.Equal(t, run(r, ds[25:]), run(c, ds[25:]))
}

// TestDecidersUnnormalizedDecision calls the deciders directly with a
// Decision whose Min and Max exceed its options, as a caller outside the
// engine may: they answer as the engine would normalize it, and never
// panic.
func TestDecidersUnnormalizedDecision(t *testing.T) {
	t.Parallel()
	g, _, objs := decObjects(t)
	for _, d := range []*engine.Decision{
		{Kind: engine.DecideObjects, Options: objs.Options[:2], Min: 0, Max: 5},
		{Kind: engine.DecideObjects, Options: objs.Options[:2], Min: 4, Max: 5},
		{Kind: engine.DecideObjects, Options: nil, Min: 1, Max: 1},
	} {
		for seed := range uint64(20) {
			var ans []int
			require.NotPanics(t, func() {
				var err error
				ans, err = engine.NewRandom(seed).Decide(g, d)
				require.NoError(t, err)
			})
			assert.LessOrEqual(t, len(ans), len(d.Options))
		}
	}
	ans, err := engine.NewScripted().Decide(g, &engine.Decision{Kind: engine.DecideObjects, Options: objs.Options[:2], Min: 2, Max: 9})
	require.NoError(t, err, "both must be chosen: the only answer")
	assert.Equal(t, []int{0, 1}, ans)
}
