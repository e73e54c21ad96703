package engine_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// costSpell is an instant with the given mana cost and no effect, for
// paying arbitrary costs by casting.
func costSpell(cost engine.ManaCost) *engine.CardDef {
	return engine.Finish(&engine.CardDef{Front: engine.Face{Name: "Cost " + cost.String(), ManaCost: cost,
		Types: engine.Types(engine.Instant), Spell: &engine.SpellAbility{Effect: func(*engine.Resolution) {}}}})
}

// tappedOf returns which of ids are tapped.
func tappedOf(t testing.TB, g *engine.Game, ids ...engine.ObjID) []bool {
	t.Helper()
	out := make([]bool, len(ids))
	for i, id := range ids {
		out[i] = info(t, g, id).Tapped
	}
	return out
}

// paySource is a source of the brute-force model: amount mana of one of
// its types.
type paySource struct {
	id     engine.ObjID
	amount int
	types  engine.ManaTypeSet
}

// coversCost is CR 107.4a–c written out: every colored and {C} symbol paid
// with its own type, generic with whatever is left.
func coversCost(avail [engine.NumManaTypes]int, cost engine.ManaCost) bool {
	left := 0
	for t, n := range avail {
		if n < int(cost.Sym[t]) {
			return false
		}
		left += n - int(cost.Sym[t])
	}
	return left >= int(cost.Generic)
}

// bruteForcePay tries every way to tap the sources (each unused, or used
// for one of its types) and returns the fewest sources that pay cost, or
// -1 when none does.
func bruteForcePay(srcs []paySource, cost engine.ManaCost) int {
	best := -1
	var avail [engine.NumManaTypes]int
	var rec func(i, used int)
	rec = func(i, used int) {
		if i == len(srcs) {
			if coversCost(avail, cost) && (best < 0 || used < best) {
				best = used
			}
			return
		}
		rec(i+1, used)
		for t := range engine.ManaType(engine.NumManaTypes) {
			if srcs[i].types.Has(t) {
				avail[t] += srcs[i].amount
				rec(i+1, used+1)
				avail[t] -= srcs[i].amount
			}
		}
	}
	rec(0, 0)
	return best
}

// TestAutoPayMatchesBruteForce compares automatic payment (CR 601.2g–h)
// with a brute-force search over random boards of basics, Wastes, Llanowar
// Elves (possibly summoning sick, CR 302.6), Weaver of Blossoms (any
// color) and Reflecting Pools (any type a land of yours could produce,
// tapped ones included), sometimes with Mana Reflection doubling them all
// (CR 106.12b), with random costs mixing colored, {C} and generic symbols
// (CR 107.4): a spell is cast exactly when some way to pay exists; the
// payment taps no permanent the brute force can't use and none the others
// it taps could pay without. With one mana per source it taps no more than
// the fewest that pay and leaves no mana over.
func TestAutoPayMatchesBruteForce(t *testing.T) {
	t.Parallel()
	kinds := []string{"Plains", "Island", "Swamp", "Mountain", "Forest", "Wastes",
		"Llanowar Elves", "Weaver of Blossoms", "Reflecting Pool"}
	basic := map[string]engine.ManaType{"Plains": tyW, "Island": tyU, "Swamp": tyB, "Mountain": tyR, "Forest": tyG, "Wastes": tyC}
	rng := rand.New(rand.NewPCG(601, 2))
	paid, refused := 0, 0
	for trial := range 400 {
		g := newGame(t)
		require.NoError(t, g.SetStartingDayNight(daynight.Day))
		type perm struct {
			id          engine.ObjID
			name        string
			tapped, ill bool
		}
		var perms []perm
		for range 1 + rng.IntN(7) {
			p := perm{name: kinds[rng.IntN(len(kinds))], tapped: rng.IntN(4) == 0, ill: rng.IntN(3) == 0}
			var opts []putOpt
			if p.tapped {
				opts = append(opts, tapped)
			}
			if p.ill {
				opts = append(opts, sick)
			}
			p.id = put(t, g, alice, zones.Battlefield, p.name, opts...)
			perms = append(perms, p)
		}
		var cost engine.ManaCost
		cost.Present = true
		for range rng.IntN(4) {
			cost.Sym[rng.IntN(engine.NumManaTypes)]++
		}
		cost.Generic = int8(rng.IntN(4))
		if cost.ManaValue(0) == 0 {
			cost.Generic = 1
		}
		amount := 1
		if rng.IntN(4) == 0 {
			amount = 2
			put(t, g, alice, zones.Battlefield, "Mana Reflection")
		}
		card := putDef(t, g, alice, zones.Hand, costSpell(cost))
		startMain(t, g)

		var lands engine.ManaTypeSet
		for _, p := range perms {
			if ty, ok := basic[p.name]; ok {
				lands = lands.With(ty)
			}
		}
		var srcs []paySource
		for _, p := range perms {
			creature := p.name == "Llanowar Elves" || p.name == "Weaver of Blossoms"
			if p.tapped || creature && p.ill {
				continue
			}
			var s engine.ManaTypeSet
			switch p.name {
			case "Llanowar Elves":
				s = manaSet(tyG)
			case "Weaver of Blossoms":
				s = engine.AllColors
			case "Reflecting Pool":
				s = lands
			default:
				s = manaSet(basic[p.name])
			}
			if s != 0 {
				srcs = append(srcs, paySource{p.id, amount, s})
			}
		}
		want := bruteForcePay(srcs, cost)
		desc := fmt.Sprintf("trial %d: cost %s, board %+v, ×%d", trial, cost, perms, amount)

		err := g.CastSpell(alice, card, engine.CastOptions{})
		if want < 0 {
			refused++
			require.ErrorIs(t, err, engine.ErrCannotPay, desc)
			for _, p := range perms {
				require.Equal(t, p.tapped, info(t, g, p.id).Tapped, "%s: a refused cast tapped %s", desc, p.name)
			}
			continue
		}
		paid++
		require.NoError(t, err, desc)
		var used []paySource
		for _, p := range perms {
			if info(t, g, p.id).Tapped && !p.tapped {
				i := slices.IndexFunc(srcs, func(s paySource) bool { return s.id == p.id })
				require.GreaterOrEqual(t, i, 0, "%s: tapped %s, which can't pay", desc, p.name)
				used = append(used, srcs[i])
			}
		}
		for i := range used {
			rest := slices.Delete(slices.Clone(used), i, i+1)
			require.Negative(t, bruteForcePay(rest, cost), "%s: tapped %v, which the others can do without", desc, used[i])
		}
		if amount == 1 {
			require.Len(t, used, want, "%s: sources tapped", desc)
			require.Zero(t, g.Pool(alice).Total(), "%s: mana left over %s", desc, g.Pool(alice))
		}
	}
	// The random boards exercise both outcomes.
	assert.Greater(t, paid, 50)
	assert.Greater(t, refused, 50)
}

// TestAutoPayUsesPoolFirst: mana already in the pool pays before any
// source is tapped (CR 601.2g–h: mana abilities are activated only for
// what the pool lacks).
func TestAutoPayUsesPoolFirst(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	f1 := put(t, g, alice, zones.Battlefield, "Forest")
	f2 := put(t, g, alice, zones.Battlefield, "Forest")
	bear := put(t, g, alice, zones.Battlefield, "Grizzly Bears")
	gg := put(t, g, alice, zones.Hand, "Giant Growth")
	startMain(t, g)
	require.NoError(t, g.ActivateAbility(alice, f2, 0, engine.ActivateOptions{}))
	require.Equal(t, 1, g.Pool(alice).Total())
	cast(t, g, alice, gg, target(bear))
	assert.Equal(t, []bool{false, true}, tappedOf(t, g, f1, f2), "the Forest untapped before the cast stays untapped")
	assert.Zero(t, g.Pool(alice).Total())
}

// TestAutoPayTapsOnlyWhatHelps: Giant Growth ({G}) with a Plains and a
// Forest taps the Forest only; the Plains can't pay {G} (CR 107.4a).
func TestAutoPayTapsOnlyWhatHelps(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	plains := put(t, g, alice, zones.Battlefield, "Plains")
	forest := put(t, g, alice, zones.Battlefield, "Forest")
	weaver := put(t, g, alice, zones.Battlefield, "Weaver of Blossoms")
	bear := put(t, g, alice, zones.Battlefield, "Grizzly Bears")
	gg := put(t, g, alice, zones.Hand, "Giant Growth")
	startMain(t, g)
	cast(t, g, alice, gg, target(bear))
	assert.Equal(t, []bool{false, true, false}, tappedOf(t, g, plains, forest, weaver))
	assert.Zero(t, g.Pool(alice).Total())
}

// TestAutoPayAnyColor: Weaver of Blossoms' "one mana of any color" pays a
// colored symbol of a color no land makes (CR 107.4a, 605.3a).
func TestAutoPayAnyColor(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	require.NoError(t, g.SetStartingDayNight(daynight.Day))
	forest := put(t, g, alice, zones.Battlefield, "Forest")
	weaver := put(t, g, alice, zones.Battlefield, "Weaver of Blossoms")
	alarm := put(t, g, alice, zones.Hand, "Raise the Alarm") // {1}{W}
	startMain(t, g)
	cast(t, g, alice, alarm)
	assert.Equal(t, []bool{true, true}, tappedOf(t, g, forest, weaver))
	assert.Zero(t, g.Pool(alice).Total())
}

// TestAutoPaySkipsSummoningSick: a creature's {T} mana ability can't be
// activated under summoning sickness (CR 302.6), so automatic payment
// doesn't count on it; once it is not sick, it pays.
func TestAutoPaySkipsSummoningSick(t *testing.T) {
	t.Parallel()
	for _, ill := range []bool{true, false} {
		t.Run(fmt.Sprintf("sick=%v", ill), func(t *testing.T) {
			g := newGame(t)
			var opts []putOpt
			if ill {
				opts = append(opts, sick)
			}
			elves := put(t, g, alice, zones.Battlefield, "Llanowar Elves", opts...)
			bear := put(t, g, alice, zones.Battlefield, "Grizzly Bears")
			gg := put(t, g, alice, zones.Hand, "Giant Growth")
			startMain(t, g)
			err := g.CastSpell(alice, gg, engine.CastOptions{Targets: []engine.Target{target(bear)}})
			if ill {
				require.ErrorIs(t, err, engine.ErrCannotPay)
				assert.False(t, info(t, g, elves).Tapped)
				for _, a := range g.LegalActions(alice, nil) {
					assert.NotEqual(t, engine.ActCast, a.Kind, "Giant Growth is not castable")
				}
				return
			}
			require.NoError(t, err)
			assert.True(t, info(t, g, elves).Tapped)
		})
	}
}

// tapDruid is a creature with a mana ability and a non-mana ability that
// both cost {T}: when the second is activated, its own {T} is part of the
// cost, so it can't also be tapped for mana to pay the {1} (CR 107.5,
// 118.3).
var tapDruid = engine.Finish(&engine.CardDef{Front: engine.Face{Name: "Tap Druid", ManaCost: engine.MustManaCost("{G}"),
	Types: engine.Types(engine.Creature), Power: 1, Toughness: 1,
	Abilities: []*engine.Ability{
		{Kind: engine.ManaAbility, Text: "{T}: Add {G}.", Cost: engine.Cost{Tap: true}, Mana: engine.ManaSpec{Fixed: engine.ManaPool{tyG: 1}}},
		{Kind: engine.Activated, Text: "{1}, {T}: Put a +1/+1 counter on this creature.", Cost: engine.Cost{Mana: engine.MustManaCost("{1}"), Tap: true},
			Effect: func(r *engine.Resolution) { r.AddCounters(r.Source(), engine.PlusOne, 1) }},
	}}})

// TestAutoPayExcludesOwnTap: a permanent whose {T} is part of the cost
// being paid is not also tapped for mana to pay it (CR 107.5, 118.3).
func TestAutoPayExcludesOwnTap(t *testing.T) {
	t.Parallel()
	t.Run("alone it can't pay its own {1}", func(t *testing.T) {
		g := newGame(t)
		druid := putDef(t, g, alice, zones.Battlefield, tapDruid)
		startMain(t, g)
		for _, a := range g.LegalActions(alice, nil) {
			assert.NotEqual(t, engine.ActActivate, a.Kind, "no ability is activatable: %+v", a)
		}
		require.ErrorIs(t, g.ActivateAbility(alice, druid, 1, engine.ActivateOptions{}), engine.ErrCannotPay)
		assert.False(t, info(t, g, druid).Tapped)
		assert.Zero(t, g.Pool(alice).Total())
	})
	t.Run("a Forest pays it", func(t *testing.T) {
		g := newGame(t)
		druid := putDef(t, g, alice, zones.Battlefield, tapDruid)
		forest := put(t, g, alice, zones.Battlefield, "Forest")
		startMain(t, g)
		require.NoError(t, g.ActivateAbility(alice, druid, 1, engine.ActivateOptions{}))
		assert.Equal(t, []bool{true, true}, tappedOf(t, g, druid, forest))
		assert.Zero(t, g.Pool(alice).Total())
		resolveStack(t, g)
		assert.Equal(t, 1, info(t, g, druid).Counters[engine.PlusOne])
	})
	t.Run("Llanowar Elves' own ability taps only the Elves", func(t *testing.T) {
		g := newGame(t)
		elves := put(t, g, alice, zones.Battlefield, "Llanowar Elves")
		forest := put(t, g, alice, zones.Battlefield, "Forest")
		startMain(t, g)
		require.NoError(t, g.ActivateAbility(alice, elves, 0, engine.ActivateOptions{}))
		assert.Equal(t, []bool{true, false}, tappedOf(t, g, elves, forest))
		assert.Equal(t, engine.ManaPool{tyG: 1}, g.Pool(alice))
	})
	t.Run("Hangarback Walker's {1}, {T}", func(t *testing.T) {
		g := newGame(t)
		walker := put(t, g, alice, zones.Battlefield, "Hangarback Walker", counters(engine.PlusOne, 1))
		startMain(t, g)
		require.ErrorIs(t, g.ActivateAbility(alice, walker, 0, engine.ActivateOptions{}), engine.ErrCannotPay)
		g = newGame(t)
		walker = put(t, g, alice, zones.Battlefield, "Hangarback Walker", counters(engine.PlusOne, 1))
		elves := put(t, g, alice, zones.Battlefield, "Llanowar Elves")
		startMain(t, g)
		require.NoError(t, g.ActivateAbility(alice, walker, 0, engine.ActivateOptions{}))
		assert.Equal(t, []bool{true, true}, tappedOf(t, g, walker, elves))
		resolveStack(t, g)
		assert.Equal(t, 2, info(t, g, walker).Counters[engine.PlusOne])
	})
}

// TestAutoPayManaReflection: automatic payment counts the doubled mana of
// Mana Reflection (CR 106.12b), and a Forest alone then pays {1}{G}; the
// Plains before it on the battlefield is not tapped too.
func TestAutoPayManaReflection(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	put(t, g, alice, zones.Battlefield, "Mana Reflection")
	plains := put(t, g, alice, zones.Battlefield, "Plains")
	forest := put(t, g, alice, zones.Battlefield, "Forest")
	bears := put(t, g, alice, zones.Hand, "Grizzly Bears")
	startMain(t, g)
	cast(t, g, alice, bears)
	assert.Equal(t, []bool{false, true}, tappedOf(t, g, plains, forest), "only the Forest is needed")
	assert.Zero(t, g.Pool(alice).Total())

	// Without Mana Reflection one Forest can't pay {1}{G}.
	g = newGame(t)
	put(t, g, alice, zones.Battlefield, "Forest")
	bears = put(t, g, alice, zones.Hand, "Grizzly Bears")
	startMain(t, g)
	require.ErrorIs(t, g.CastSpell(alice, bears, engine.CastOptions{}), engine.ErrCannotPay)
}

// TestAutoPayHeartbeat: Heartbeat of Spring's triggered mana ability
// (CR 605.4a) pays for the spell being cast: one Forest pays {1}{G}.
func TestAutoPayHeartbeat(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	put(t, g, bob, zones.Battlefield, "Heartbeat of Spring")
	forest := put(t, g, alice, zones.Battlefield, "Forest")
	bears := put(t, g, alice, zones.Hand, "Grizzly Bears")
	startMain(t, g)
	cast(t, g, alice, bears)
	assert.True(t, info(t, g, forest).Tapped)
	assert.Zero(t, g.Pool(alice).Total())
}

// TestAutoPayContamination: under Contamination lands make {B} (CR
// 106.12b): Forests pay Murder's {1}{B}{B} but not Giant Growth's {G},
// which Llanowar Elves, not a land, still pays.
func TestAutoPayContamination(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	put(t, g, bob, zones.Battlefield, "Contamination")
	forests := putN(t, g, alice, zones.Battlefield, "Forest", 3)
	bear := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	gg := put(t, g, alice, zones.Hand, "Giant Growth")
	murder := put(t, g, alice, zones.Hand, "Murder")
	startMain(t, g)
	err := g.CastSpell(alice, gg, engine.CastOptions{Targets: []engine.Target{target(bear)}})
	require.ErrorIs(t, err, engine.ErrCannotPay)
	cast(t, g, alice, murder, target(bear))
	assert.Equal(t, []bool{true, true, true}, tappedOf(t, g, forests...))
	assert.Zero(t, g.Pool(alice).Total())

	g = newGame(t)
	put(t, g, alice, zones.Battlefield, "Contamination")
	forest := put(t, g, alice, zones.Battlefield, "Forest")
	elves := put(t, g, alice, zones.Battlefield, "Llanowar Elves")
	gg = put(t, g, alice, zones.Hand, "Giant Growth")
	startMain(t, g)
	cast(t, g, alice, gg, target(elves))
	assert.Equal(t, []bool{false, true}, tappedOf(t, g, forest, elves))
}

// TestAutoPayFailureIsAtomic: a cost that can't be paid leaves the game
// as it was: a cost can't be paid without the resources for all of it
// (CR 118.3), so nothing of it is paid and the spell is not cast.
func TestAutoPayFailureIsAtomic(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	putN(t, g, alice, zones.Battlefield, "Forest", 2)
	giant := put(t, g, alice, zones.Hand, "Hill Giant")
	startMain(t, g)
	before := engine.Digest(g)
	err := g.CastSpell(alice, giant, engine.CastOptions{})
	require.True(t, errors.Is(err, engine.ErrCannotPay), "%v", err)
	assert.Equal(t, before, engine.Digest(g))
}

// TestAutoPayThroughACostedSource: a payment that exists only through a
// mana ability with a mana cost of its own is found (CR 605.3a): two
// Wastes pay Pili-Pala's {2}, and its {Q} makes the {G} for Giant Growth.
func TestAutoPayThroughACostedSource(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	put(t, g, alice, zones.Battlefield, "Wastes")
	put(t, g, alice, zones.Battlefield, "Wastes")
	pala := put(t, g, alice, zones.Battlefield, "Pili-Pala", tapped)
	bears := put(t, g, alice, zones.Battlefield, "Grizzly Bears")
	growth := put(t, g, alice, zones.Hand, "Giant Growth")
	startMain(t, g)
	cast(t, g, alice, growth, target(bears))
	assert.False(t, info(t, g, pala).Tapped, "Pili-Pala was untapped for its mana")
	assert.Equal(t, engine.ManaPool{}, g.Pool(alice), "the Wastes paid its {2}, its mana paid {G}")
	resolveStack(t, g)
	assert.Equal(t, 5, info(t, g, bears).Characteristics.Power)
}
