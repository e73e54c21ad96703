package engine_test

// The day/night designation (CR 731), the untap-step check (CR 502.2,
// 731.2) and the daybound and nightbound rules that act immediately
// (CR 702.145), with the official rulings of 2021-09-24.

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// dnIndex returns the index (Seq) of the first event since from for which
// f is true, or -1.
func dnIndex(g *engine.Game, from int, f func(ev engine.Event) bool) int {
	for ev := range g.EventsSince(from) {
		if f(ev) {
			return int(ev.Seq)
		}
	}
	return -1
}

// dnKind matches events of kind k.
func dnKind(k engine.EventKind) func(engine.Event) bool {
	return func(ev engine.Event) bool { return ev.Kind == k }
}

// dnStep matches the beginning of step s.
func dnStep(s engine.Step) func(engine.Event) bool {
	return func(ev engine.Event) bool { return ev.Kind == engine.EvStepBegan && engine.Step(ev.Amount) == s }
}

// dnEntered matches the card that old is entering the battlefield.
func dnEntered(g *engine.Game, old engine.ObjID) func(engine.Event) bool {
	oi, _ := g.Object(old)
	return func(ev engine.Event) bool {
		if ev.Kind != engine.EvZoneChanged || ev.To != zones.Battlefield {
			return false
		}
		e, _ := g.Object(ev.Obj)
		return e.Card == oi.Card
	}
}

// dnDayNight returns the designation changes logged since from, as
// (previous, new) pairs.
func dnDayNight(g *engine.Game, from int) [][2]daynight.Designation {
	var out [][2]daynight.Designation
	for _, ev := range eventsOf(g, from, engine.EvDayNight) {
		out = append(out, [2]daynight.Designation{daynight.Designation(ev.Aux), daynight.Designation(ev.Amount)})
	}
	return out
}

// dnGame is a two-player game with the given designation and full
// libraries, ready for setup.
func dnGame(t *testing.T, d daynight.Designation) *engine.Game {
	t.Helper()
	g := newGame(t)
	fillLibraries(t, g, 10)
	require.NoError(t, g.SetStartingDayNight(d))
	return g
}

// Ruling: "Day and night are designations that the game itself can have.
// The game starts as neither." CR 731.2c: while it is neither, the untap
// step checks nothing, however few spells were cast.
func TestDayNightGameStartsNeither(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	fillLibraries(t, g, 10)
	startMain(t, g)
	assert.Equal(t, daynight.Neither, g.DayNight())
	from := g.EventCount()
	gotoStep(t, g, 3, engine.Upkeep) // two untap steps after turns without spells
	assert.Equal(t, daynight.Neither, g.DayNight())
	assert.Empty(t, dnDayNight(g, from))
}

// CR 731.1, 731.1a: "it becomes day/night" gives the game that designation;
// once it has one it never returns to neither; becoming what it already is
// changes nothing. EvDayNight carries the previous designation in Aux.
func TestDayNightItBecomesNeverReturnsToNeither(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	require.ErrorIs(t, g.ItBecomes(daynight.Day), engine.ErrNotStarted)
	startMain(t, g)
	from := g.EventCount()
	require.ErrorIs(t, g.ItBecomes(daynight.Neither), engine.ErrInvalidValue, "nothing makes it neither")
	assert.Equal(t, from, g.EventCount())

	require.NoError(t, g.ItBecomes(daynight.Day))
	require.NoError(t, g.ItBecomes(daynight.Day)) // already day: no event
	require.NoError(t, g.ItBecomes(daynight.Night))
	require.ErrorIs(t, g.ItBecomes(daynight.Neither), engine.ErrInvalidValue)
	require.NoError(t, g.ItBecomes(daynight.Day))
	assert.Equal(t, daynight.Day, g.DayNight())
	assert.Equal(t, [][2]daynight.Designation{
		{daynight.Neither, daynight.Day}, {daynight.Day, daynight.Night}, {daynight.Night, daynight.Day},
	}, dnDayNight(g, from))
	assert.Equal(t, alice, g.PriorityPlayer(), "the player who held priority still does")
}

// CR 731.2a–b, rulings: "If it is day, and the active player of the
// previous turn cast no spells during their turn, it becomes night." "If it
// is night, and the active player of the previous turn cast two or more
// spells during their turn, it becomes day." One spell changes nothing.
func TestDayNightUntapCheckCountsThePreviousActivePlayersSpells(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		from   daynight.Designation
		spells int
		want   daynight.Designation
	}{
		{daynight.Day, 0, daynight.Night},
		{daynight.Day, 1, daynight.Day},
		{daynight.Day, 2, daynight.Day},
		{daynight.Night, 0, daynight.Night},
		{daynight.Night, 1, daynight.Night},
		{daynight.Night, 2, daynight.Day},
		{daynight.Night, 3, daynight.Day},
	} {
		t.Run(tc.from.String()+"/"+string(rune('0'+tc.spells)), func(t *testing.T) {
			g := dnGame(t, tc.from)
			putN(t, g, alice, zones.Battlefield, "Mountain", tc.spells)
			bolts := putN(t, g, alice, zones.Hand, "Lightning Bolt", tc.spells)
			startMain(t, g)
			for _, b := range bolts {
				cast(t, g, alice, b, engine.TargetPlayerID(bob))
				resolveStack(t, g)
			}
			from := g.EventCount()
			gotoStep(t, g, 2, engine.Upkeep)
			assert.Equal(t, tc.want, g.DayNight())
			changes := eventsOf(g, from, engine.EvDayNight)
			if tc.want == tc.from {
				assert.Empty(t, changes)
				return
			}
			require.Len(t, changes, 1)
			rule := map[daynight.Designation]string{daynight.Night: "CR 731.2a", daynight.Day: "CR 731.2b"}[tc.want]
			assert.Equal(t, rule, g.EventRule(changes[0]), "the untap step's check, not 731.1")
		})
	}
}

// CR 731.2a, rulings: only the previous turn's active player's spells
// count. Spells the other player cast during that turn don't, neither
// alone (day: Bob's two spells don't keep it day) nor added to the active
// player's (night: one spell each is not two).
func TestDayNightUntapCheckIgnoresTheNonActivePlayersSpells(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name       string
		from, want daynight.Designation
		alice, bob int
	}{
		{"day, Bob cast two", daynight.Day, daynight.Night, 0, 2},
		{"night, one each", daynight.Night, daynight.Night, 1, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := dnGame(t, tc.from)
			putN(t, g, alice, zones.Battlefield, "Mountain", tc.alice)
			putN(t, g, bob, zones.Battlefield, "Mountain", tc.bob)
			aBolts := putN(t, g, alice, zones.Hand, "Lightning Bolt", tc.alice)
			bBolts := putN(t, g, bob, zones.Hand, "Lightning Bolt", tc.bob)
			startMain(t, g)
			for _, b := range aBolts {
				cast(t, g, alice, b, engine.TargetPlayerID(bob))
				resolveStack(t, g)
			}
			for _, b := range bBolts {
				require.NoError(t, g.PassPriority(alice))
				cast(t, g, bob, b, engine.TargetPlayerID(alice))
				resolveStack(t, g)
			}
			_, _, byActive := g.SpellsLastTurn()
			assert.Zero(t, byActive, "turn 1 is the first turn")
			gotoStep(t, g, 2, engine.Upkeep)
			total, most, byActive := g.SpellsLastTurn()
			assert.Equal(t, [3]int{tc.alice + tc.bob, max(tc.alice, tc.bob), tc.alice}, [3]int{total, most, byActive})
			assert.Equal(t, tc.want, g.DayNight())
		})
	}
}

// CR 731.2 (engine note), 601.2i: a countered spell was still cast, so it
// counts. Alice's Lightning Bolt at Moonrage Brute is countered by ward
// (she declines to pay); with her second spell she cast two, and it becomes
// day.
func TestDayNightCounteredSpellsCount(t *testing.T) {
	t.Parallel()
	g := dnGame(t, daynight.Night)
	putN(t, g, alice, zones.Battlefield, "Mountain", 2)
	b1 := put(t, g, alice, zones.Hand, "Lightning Bolt")
	b2 := put(t, g, alice, zones.Hand, "Lightning Bolt")
	brute := put(t, g, bob, zones.Battlefield, "Brutal Cathar", backFace)
	startMain(t, g)
	from := g.EventCount()
	cast(t, g, alice, b1, target(brute))
	push(t, g, alice, engine.No()) // don't pay 3 life for ward
	resolveStack(t, g)
	require.Len(t, eventsOf(g, from, engine.EvCountered), 1)
	require.Equal(t, 0, info(t, g, brute).Damage)
	cast(t, g, alice, b2, engine.TargetPlayerID(bob))
	resolveStack(t, g)
	gotoStep(t, g, 2, engine.Upkeep)
	assert.Equal(t, daynight.Day, g.DayNight())
}

// CR 502.1–502.4, ruling: "Before a player untaps their permanents during
// the untap step, the game checks to see if the day/night designation
// should change." The check comes after the turn and the untap step begin,
// the flips happen with it, then the active player untaps. No player gets
// priority in the untap step, so Brimstone Vandal's "day becomes night"
// trigger goes on the stack in the upkeep (CR 503.1a).
func TestDayNightCheckBeforeUntapping(t *testing.T) {
	t.Parallel()
	g := dnGame(t, daynight.Day)
	vandal := put(t, g, alice, zones.Battlefield, "Brimstone Vandal")
	ruffian := put(t, g, alice, zones.Battlefield, "Tavern Ruffian")
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears", tapped)
	startMain(t, g)
	from := g.EventCount()
	gotoStep(t, g, 2, engine.Upkeep)

	turn := dnIndex(g, from, func(ev engine.Event) bool { return ev.Kind == engine.EvTurnBegan && ev.Amount == 2 })
	untapStep := dnIndex(g, from, dnStep(engine.Untap))
	dn := dnIndex(g, from, dnKind(engine.EvDayNight))
	flip := dnIndex(g, from, func(ev engine.Event) bool { return ev.Kind == engine.EvTransformed && ev.Obj == ruffian })
	untap := dnIndex(g, from, func(ev engine.Event) bool { return ev.Kind == engine.EvUntapped && ev.Obj == bears })
	upkeep := dnIndex(g, from, dnStep(engine.Upkeep))
	trig := dnIndex(g, from, func(ev engine.Event) bool { return ev.Kind == engine.EvAbilityTriggered && ev.Obj == vandal })
	require.True(t, turn >= 0 && untapStep >= 0 && dn >= 0 && flip >= 0 && untap >= 0 && upkeep >= 0 && trig >= 0,
		"turn %d untap step %d day/night %d flip %d untap %d upkeep %d trigger %d", turn, untapStep, dn, flip, untap, upkeep, trig)
	assert.Less(t, turn, untapStep)
	assert.Less(t, untapStep, dn)
	assert.Less(t, dn, flip)
	assert.Less(t, flip, untap, "the designation changes before Bob untaps")
	assert.Less(t, untap, upkeep)
	assert.Less(t, upkeep, trig, "the trigger waits for the upkeep (CR 502.4)")
	assert.Equal(t, [][2]daynight.Designation{{daynight.Day, daynight.Night}}, dnDayNight(g, from))

	resolveStack(t, g)
	assert.Equal(t, 19, g.Life(bob), "Brimstone Vandal dealt 1 damage")
}

// CR 702.145d, 731.1a, ruling (Brimstone Vandal): a daybound permanent
// entering while it is neither makes it day at once — not as a state-based
// action, and it is the first designation, not "night becomes day", so
// Brimstone Vandal's trigger doesn't fire.
func TestDayNightDayboundEnteringWhileNeitherMakesItDay(t *testing.T) {
	t.Parallel()
	g := dnGame(t, daynight.Neither)
	// Placed during setup, the Vandal's "as it enters" did not apply.
	put(t, g, alice, zones.Battlefield, "Brimstone Vandal")
	putN(t, g, alice, zones.Battlefield, "Mountain", 4)
	ruffian := put(t, g, alice, zones.Hand, "Tavern Ruffian")
	startMain(t, g)
	require.Equal(t, daynight.Neither, g.DayNight())
	from := g.EventCount()
	cast(t, g, alice, ruffian)
	require.NoError(t, g.PassPriority(alice))
	require.NoError(t, g.PassPriority(bob))

	enter := dnIndex(g, from, dnEntered(g, ruffian))
	dn := dnIndex(g, from, dnKind(engine.EvDayNight))
	require.True(t, enter >= 0 && dn >= 0)
	assert.Equal(t, enter+1, dn, "it becomes day immediately after the Ruffian enters")
	assert.Equal(t, [][2]daynight.Designation{{daynight.Neither, daynight.Day}}, dnDayNight(g, from))
	assert.Empty(t, eventsOf(g, from, engine.EvAbilityTriggered), "no \"night becomes day\"")
	assert.Empty(t, eventsOf(g, from, engine.EvTransformed))
	assert.Equal(t, 0, g.StackLen())
	assert.Equal(t, 20, g.Life(bob))
	assert.Equal(t, "Tavern Ruffian", g.Characteristics(g.Current(ruffian)).Name)
}

// CR 702.145g: a nightbound permanent with no daybound permanent on the
// battlefield while it is neither makes it night; it stays back face up.
func TestDayNightNightboundAloneMakesItNight(t *testing.T) {
	t.Parallel()
	g := dnGame(t, daynight.Neither)
	smasher := put(t, g, alice, zones.Battlefield, "Tavern Ruffian", backFace)
	startMain(t, g)
	assert.Equal(t, daynight.Night, g.DayNight())
	oi := info(t, g, smasher)
	assert.True(t, oi.BackFace)
	assert.Equal(t, "Tavern Smasher", oi.Characteristics.Name)
}

// Ruling: "If it's neither day nor night, and a creature with daybound and
// a creature with nightbound somehow appear on the battlefield at the same
// time, it becomes day. The creature with nightbound will transform."
// (CR 702.145d before 702.145g, then 702.145f.)
func TestDayNightDayboundAndNightboundTogetherMakeItDay(t *testing.T) {
	t.Parallel()
	g := dnGame(t, daynight.Neither)
	smasher := put(t, g, bob, zones.Battlefield, "Tavern Ruffian", backFace)
	put(t, g, alice, zones.Battlefield, "Village Watch")
	startMain(t, g)
	assert.Equal(t, daynight.Day, g.DayNight())
	oi := info(t, g, smasher)
	assert.True(t, oi.Current, "the same object")
	assert.False(t, oi.BackFace)
	assert.Equal(t, "Tavern Ruffian", oi.Characteristics.Name)
}

// Ruling: "If you cast a spell with daybound during night, that spell will
// be front face up (that is, daybound face up) on the stack. However, it
// will enter the battlefield with its back face up … It won't enter with
// its daybound face up and then transform." (CR 712.11, 702.145b(1)).
func TestDayNightDayboundCastAtNightEntersBackFaceUp(t *testing.T) {
	t.Parallel()
	g := dnGame(t, daynight.Night)
	putN(t, g, alice, zones.Battlefield, "Mountain", 4)
	ruffian := put(t, g, alice, zones.Hand, "Tavern Ruffian")
	startMain(t, g)
	from := g.EventCount()
	cast(t, g, alice, ruffian)
	spell := g.Current(ruffian)
	si := info(t, g, spell)
	require.Equal(t, zones.Stack, si.Zone)
	assert.False(t, si.BackFace, "front face up on the stack")
	assert.Equal(t, "Tavern Ruffian", si.Characteristics.Name)
	assert.Equal(t, 4, si.Characteristics.ManaValue)
	resolveStack(t, g)

	perm := g.Current(ruffian)
	oi := info(t, g, perm)
	require.Equal(t, zones.Battlefield, oi.Zone)
	assert.True(t, oi.BackFace)
	assert.Equal(t, "Tavern Smasher", oi.Characteristics.Name)
	assert.Equal(t, [2]int{6, 5}, [2]int{oi.Characteristics.Power, oi.Characteristics.Toughness})
	assert.Empty(t, eventsOf(g, from, engine.EvTransformed), "it entered transformed; it did not transform")
}

// Ruling: "If it is night, permanents with daybound that enter the
// battlefield without being cast will enter with their nightbound faces
// up." Cloudshift exiles the Smasher and returns the card: it comes back
// back face up, a new object, without transforming.
func TestDayNightDayboundPutOntoBattlefieldAtNight(t *testing.T) {
	t.Parallel()
	g := dnGame(t, daynight.Night)
	put(t, g, alice, zones.Battlefield, "Plains")
	shift := put(t, g, alice, zones.Hand, "Cloudshift")
	smasher := put(t, g, alice, zones.Battlefield, "Tavern Ruffian", backFace)
	startMain(t, g)
	from := g.EventCount()
	cast(t, g, alice, shift, target(smasher))
	resolveStack(t, g)
	now := g.Current(smasher)
	require.NotEqual(t, smasher, now, "a new object (CR 400.7)")
	oi := info(t, g, now)
	assert.Equal(t, zones.Battlefield, oi.Zone)
	assert.True(t, oi.BackFace)
	assert.Equal(t, "Tavern Smasher", oi.Characteristics.Name)
	assert.Empty(t, eventsOf(g, from, engine.EvTransformed))
}

// CR 702.145b(2), 702.145e(1), ruling: "Double-faced permanents with
// daybound transform to their nightbound faces as it becomes night.
// Similarly, … with nightbound transform to their daybound faces as it
// becomes day. This happens immediately and is not a state-based action."
// Every one turns in the same batch, right after the designation changes;
// the single-faced permanents stay as they are.
func TestDayNightEveryDayboundPermanentFlipsAsOneBatch(t *testing.T) {
	t.Parallel()
	g := dnGame(t, daynight.Day)
	var dfcs []engine.ObjID
	for _, name := range []string{"Tavern Ruffian", "Village Watch", "Weaver of Blossoms", "Brutal Cathar"} {
		dfcs = append(dfcs, put(t, g, alice, zones.Battlefield, name))
	}
	dfcs = append(dfcs, put(t, g, bob, zones.Battlefield, "Howlpack Piper"))
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)

	for _, to := range []daynight.Designation{daynight.Night, daynight.Day} {
		if to == daynight.Day {
			push(t, g, alice, engine.PickObj(bears)) // "transforms into Brutal Cathar": its target
		}
		from := g.EventCount()
		require.NoError(t, g.ItBecomes(to))
		var evs []engine.Event
		for ev := range g.EventsSince(from) {
			evs = append(evs, ev)
		}
		require.GreaterOrEqual(t, len(evs), 1+len(dfcs))
		assert.Equal(t, engine.EvDayNight, evs[0].Kind)
		var flipped []engine.ObjID
		for _, ev := range evs[1 : 1+len(dfcs)] {
			require.Equal(t, engine.EvTransformed, ev.Kind, "the flips follow the change with nothing between")
			assert.Equal(t, to == daynight.Night, ev.Amount == 1)
			flipped = append(flipped, ev.Obj)
		}
		assert.ElementsMatch(t, dfcs, flipped)
		for _, id := range dfcs {
			assert.Equal(t, to == daynight.Night, info(t, g, id).BackFace)
		}
		assert.Equal(t, "Grizzly Bears", g.Characteristics(bears).Name)
		resolveStack(t, g) // the transform triggers (Wildsong Howler, Brutal Cathar)
	}
}

// CR 702.145d, 702.145e(1): when the first designation comes, only the
// permanents it concerns transform, in one batch: by day the back-face-up
// nightbound ones, not the front-face-up daybound ones between them. Their
// events come in battlefield order. (A batch in which some permanents of
// the flip plan turn and others don't.)
func TestDayNightFirstDayTurnsOnlyTheNightboundOnes(t *testing.T) {
	t.Parallel()
	g := dnGame(t, daynight.Neither)
	var all, back []engine.ObjID
	for i := range 5 {
		var opts []putOpt
		if i%2 == 1 {
			opts = append(opts, backFace)
		}
		id := put(t, g, engine.PlayerID(i%2), zones.Battlefield, "Tavern Ruffian", opts...)
		all = append(all, id)
		if i%2 == 1 {
			back = append(back, id)
		}
	}
	from := g.EventCount()
	startMain(t, g)
	assert.Equal(t, daynight.Day, g.DayNight())
	var turned []engine.ObjID
	for _, ev := range eventsOf(g, from, engine.EvTransformed) {
		turned = append(turned, ev.Obj)
	}
	assert.Equal(t, back, turned, "the back-face-up ones, in battlefield order")
	for _, id := range all {
		assert.False(t, info(t, g, id).BackFace)
	}
	require.NoError(t, g.ItBecomes(daynight.Night))
	turned = turned[:0]
	for _, ev := range eventsOf(g, from, engine.EvTransformed)[len(back):] {
		turned = append(turned, ev.Obj)
	}
	assert.Equal(t, all, turned, "at night all of them, front face up now")
}
