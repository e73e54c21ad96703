package engine_test

// Transforming (CR 701.27) and double-faced permanents (CR 712): identity,
// faces, the older werewolves, Moonmist, Immerwolf, and copies of a face.

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// tfPT returns an object's power and toughness.
func tfPT(g *engine.Game, id engine.ObjID) [2]int {
	ch := g.Characteristics(id)
	return [2]int{ch.Power, ch.Toughness}
}

// tfFlips returns the objects that transformed since from.
func tfFlips(g *engine.Game, from int) []engine.ObjID {
	var out []engine.ObjID
	for _, ev := range eventsOf(g, from, engine.EvTransformed) {
		out = append(out, ev.Obj)
	}
	return out
}

// tfUntil advances to the first time a player receives priority in the
// given step of the given turn, with whatever is on the stack.
func tfUntil(t *testing.T, g *engine.Game, turn int, step engine.Step) {
	t.Helper()
	for i := 0; ; i++ {
		require.Less(t, i, 10000, "never reached turn %d %v", turn, step)
		if n, _, s := g.Turn(); n == turn && s == step && g.PriorityPlayer() != engine.NoPlayer {
			return
		}
		advance(t, g)
	}
}

// CR 712.18, 701.27a, 122.1, 110.5, 301.5: a permanent that transforms is
// the same object. It keeps its counters, marked damage, tapped status and
// Equipment, and effects that applied to it keep applying: Giant Growth
// cast before the flip still gives +3/+3 after it, until end of turn
// (CR 514.2). Its power and toughness are the new face's (Tavern Smasher
// 6/5), then counters and effects (CR 613.4).
func TestTransformKeepsTheObjectAndWhatAppliesToIt(t *testing.T) {
	t.Parallel()
	g := dnGame(t, daynight.Day)
	put(t, g, alice, zones.Battlefield, "Forest")
	put(t, g, bob, zones.Battlefield, "Mountain")
	growth := put(t, g, alice, zones.Hand, "Giant Growth")
	bolt := put(t, g, bob, zones.Hand, "Lightning Bolt")
	ruffian := put(t, g, alice, zones.Battlefield, "Tavern Ruffian", tapped, counters(engine.PlusOne, 1))
	splitter := put(t, g, alice, zones.Battlefield, "Bonesplitter", attachedTo(ruffian))
	startMain(t, g)
	require.Equal(t, [2]int{2 + 1 + 2, 5 + 1}, tfPT(g, ruffian))

	cast(t, g, alice, growth, target(ruffian))
	resolveStack(t, g)
	require.NoError(t, g.PassPriority(alice))
	cast(t, g, bob, bolt, target(ruffian))
	resolveStack(t, g)
	require.Equal(t, 3, info(t, g, ruffian).Damage)

	from := g.EventCount()
	require.NoError(t, g.ItBecomes(daynight.Night))
	assert.Equal(t, []engine.ObjID{ruffian}, tfFlips(g, from))
	oi := info(t, g, ruffian)
	assert.True(t, oi.Current, "the same object (CR 712.18)")
	assert.True(t, oi.BackFace)
	assert.True(t, oi.Tapped)
	assert.Equal(t, 3, oi.Damage)
	assert.Equal(t, 1, oi.Counters[engine.PlusOne])
	assert.Equal(t, ruffian, info(t, g, splitter).AttachedTo)
	ch := oi.Characteristics
	assert.Equal(t, "Tavern Smasher", ch.Name)
	assert.Equal(t, [2]int{6 + 1 + 3 + 2, 5 + 1 + 3}, [2]int{ch.Power, ch.Toughness}, "Smasher 6/5, +1/+1 counter, Giant Growth, Bonesplitter")
	assert.Equal(t, 4, ch.ManaValue, "the front face's mana cost (CR 712.8e)")
	assert.True(t, ch.Colors.Has(engine.Red))
	assert.True(t, ch.Subtypes.Has(engine.Werewolf))
	assert.False(t, ch.Subtypes.Has(engine.Human), "the back face is only a Werewolf")
	assert.True(t, ch.Has(engine.Nightbound))
	assert.False(t, ch.Has(engine.Daybound))

	gotoStep(t, g, 2, engine.Upkeep)
	require.Equal(t, daynight.Night, g.DayNight(), "Alice cast one spell")
	assert.Equal(t, [2]int{6 + 1 + 2, 5 + 1}, tfPT(g, ruffian), "Giant Growth ended in the cleanup step")
	assert.Equal(t, 0, info(t, g, ruffian).Damage)
}

// CR 712.8d–e: power and toughness come from the face that is up, both
// ways: Tavern Ruffian 2/5, Tavern Smasher 6/5, and back.
func TestTransformBackFacePowerAndToughness(t *testing.T) {
	t.Parallel()
	g := dnGame(t, daynight.Day)
	ruffian := put(t, g, alice, zones.Battlefield, "Tavern Ruffian")
	startMain(t, g)
	assert.Equal(t, [2]int{2, 5}, tfPT(g, ruffian))
	require.NoError(t, g.ItBecomes(daynight.Night))
	assert.Equal(t, [2]int{6, 5}, tfPT(g, ruffian))
	require.NoError(t, g.ItBecomes(daynight.Day))
	assert.Equal(t, [2]int{2, 5}, tfPT(g, ruffian))
	assert.Equal(t, "Tavern Ruffian", g.Characteristics(ruffian).Name)
}

// Grizzled Outcasts, a werewolf of the older kind (CR 603.4, 701.27):
// "At the beginning of each upkeep, if no spells were cast last turn,
// transform Grizzled Outcasts." Krallenhorde Wantons: "… if a player cast
// two or more spells last turn, transform Krallenhorde Wantons." One spell
// each by two players is not two by one player.
func TestTransformGrizzledOutcastsUpkeepTriggers(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	fillLibraries(t, g, 10)
	outcasts := put(t, g, alice, zones.Battlefield, "Grizzled Outcasts")
	put(t, g, alice, zones.Battlefield, "Mountain")
	put(t, g, bob, zones.Battlefield, "Mountain")
	aBolt := put(t, g, alice, zones.Hand, "Lightning Bolt")
	bBolt := put(t, g, bob, zones.Hand, "Lightning Bolt")
	startMain(t, g)

	// Turn 1: no spells. Turn 2's upkeep transforms it.
	from := g.EventCount()
	tfUntil(t, g, 2, engine.Upkeep)
	require.Equal(t, 1, g.StackLen(), "the upkeep trigger")
	resolveStack(t, g)
	assert.Equal(t, []engine.ObjID{outcasts}, tfFlips(g, from))
	assert.Equal(t, "Krallenhorde Wantons", g.Characteristics(outcasts).Name)
	assert.Equal(t, [2]int{7, 7}, tfPT(g, outcasts))
	assert.Equal(t, daynight.Neither, g.DayNight(), "no daybound: the designation stays neither")

	// Turn 2 (Bob's): one spell each. Wantons' intervening "if" is false at
	// turn 3's upkeep, so it doesn't trigger.
	gotoStep(t, g, 2, engine.PrecombatMain)
	cast(t, g, bob, bBolt, engine.TargetPlayerID(alice))
	resolveStack(t, g)
	require.NoError(t, g.PassPriority(bob))
	cast(t, g, alice, aBolt, engine.TargetPlayerID(bob))
	resolveStack(t, g)
	from = g.EventCount()
	gotoStep(t, g, 3, engine.Upkeep)
	assert.Empty(t, eventsOf(g, from, engine.EvAbilityTriggered))
	assert.Equal(t, "Krallenhorde Wantons", g.Characteristics(outcasts).Name)
}

// Krallenhorde Wantons transforms back when one player cast two spells;
// Grizzled Outcasts doesn't trigger after a turn with one spell.
func TestTransformKrallenhordeWantonsTwoSpells(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	fillLibraries(t, g, 10)
	wantons := put(t, g, alice, zones.Battlefield, "Grizzled Outcasts", backFace)
	outcasts := put(t, g, bob, zones.Battlefield, "Grizzled Outcasts")
	putN(t, g, alice, zones.Battlefield, "Mountain", 2)
	bolts := putN(t, g, alice, zones.Hand, "Lightning Bolt", 2)
	startMain(t, g)
	for _, b := range bolts {
		cast(t, g, alice, b, engine.TargetPlayerID(bob))
		resolveStack(t, g)
	}
	from := g.EventCount()
	gotoStep(t, g, 2, engine.Upkeep)
	resolveStack(t, g)
	assert.Equal(t, []engine.ObjID{wantons}, tfFlips(g, from), "only the Wantons: spells were cast")
	assert.Equal(t, "Grizzled Outcasts", g.Characteristics(wantons).Name)
	assert.Equal(t, "Grizzled Outcasts", g.Characteristics(outcasts).Name)
}

// CR 701.27f: an ability of a permanent that transforms it does so only if
// the permanent hasn't transformed since the ability was put on the stack.
// Moonmist transforms Grizzled Outcasts (a Human) in response to its upkeep
// trigger; the trigger then does nothing.
func TestTransformOwnAbilityAfterAnotherTransform(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	fillLibraries(t, g, 10)
	outcasts := put(t, g, alice, zones.Battlefield, "Grizzled Outcasts")
	putN(t, g, bob, zones.Battlefield, "Forest", 2)
	mist := put(t, g, bob, zones.Hand, "Moonmist")
	startMain(t, g)
	tfUntil(t, g, 2, engine.Upkeep)
	require.Equal(t, 1, g.StackLen())
	from := g.EventCount()
	cast(t, g, bob, mist) // turn 2 is Bob's: he holds priority

	resolveStack(t, g)
	assert.Equal(t, []engine.ObjID{outcasts}, tfFlips(g, from), "Moonmist transformed it once; the trigger did nothing")
	assert.Equal(t, "Krallenhorde Wantons", g.Characteristics(outcasts).Name)
}

// Moonmist: "Transform all Humans. Prevent all combat damage that would be
// dealt this turn by creatures other than Werewolves and Wolves." Ruling:
// daybound and nightbound permanents can't transform by other means
// (CR 702.145b(3)), "Notably, older cards such as Moonmist … don't affect
// permanents with daybound or nightbound." Grizzled Outcasts (a Human
// werewolf of the older kind) transforms; Brutal Cathar and Tavern Ruffian
// don't. In combat, Grizzly Bears' damage is prevented; Brutal Cathar's is
// not, because it is a Werewolf (testdata/scenarios case 19).
func TestTransformMoonmist(t *testing.T) {
	t.Parallel()
	g := dnGame(t, daynight.Day)
	putN(t, g, alice, zones.Battlefield, "Forest", 2)
	mist := put(t, g, alice, zones.Hand, "Moonmist")
	outcasts := put(t, g, alice, zones.Battlefield, "Grizzled Outcasts")
	cathar := put(t, g, alice, zones.Battlefield, "Brutal Cathar")
	ruffian := put(t, g, alice, zones.Battlefield, "Tavern Ruffian")
	bears := put(t, g, alice, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)
	from := g.EventCount()
	cast(t, g, alice, mist)
	resolveStack(t, g)
	assert.Equal(t, []engine.ObjID{outcasts}, tfFlips(g, from))
	assert.Equal(t, "Krallenhorde Wantons", g.Characteristics(outcasts).Name)
	assert.Equal(t, "Brutal Cathar", g.Characteristics(cathar).Name)
	assert.Equal(t, "Tavern Ruffian", g.Characteristics(ruffian).Name)

	gotoStep(t, g, 1, engine.DeclareAttackersStep)
	require.NoError(t, g.DeclareAttackers(alice, []engine.Attack{
		{Attacker: bears, Defender: bob}, {Attacker: cathar, Defender: bob}, {Attacker: outcasts, Defender: bob},
	}))
	from = g.EventCount()
	gotoStep(t, g, 1, engine.PostcombatMain)
	assert.Equal(t, 20-2-7, g.Life(bob), "Brutal Cathar (2) and Krallenhorde Wantons (7) dealt damage")
	prevented := eventsOf(g, from, engine.EvDamagePrevented)
	require.Len(t, prevented, 1)
	assert.Equal(t, bears, prevented[0].Obj)
}

// Immerwolf: "Non-Human Werewolves you control can't transform." A Human
// Werewolf (Tavern Ruffian, Brutal Cathar) still transforms as it becomes
// night; once they are non-Human back faces they stay when it becomes day,
// while the opponent's turn back. When Immerwolf leaves, CR 702.145f acts
// at once: both transform in the same event, before Murder has finished
// resolving, and Brutal Cathar's "transforms into" trigger fires.
func TestTransformImmerwolfHoldsNonHumanWerewolves(t *testing.T) {
	t.Parallel()
	g := dnGame(t, daynight.Day)
	putN(t, g, alice, zones.Battlefield, "Swamp", 3)
	murder := put(t, g, alice, zones.Hand, "Murder")
	wolf := put(t, g, alice, zones.Battlefield, "Immerwolf")
	cathar := put(t, g, alice, zones.Battlefield, "Brutal Cathar")
	ruffian := put(t, g, alice, zones.Battlefield, "Tavern Ruffian")
	theirs := put(t, g, bob, zones.Battlefield, "Tavern Ruffian")
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)

	from := g.EventCount()
	require.NoError(t, g.ItBecomes(daynight.Night))
	assert.ElementsMatch(t, []engine.ObjID{cathar, ruffian, theirs}, tfFlips(g, from), "Humans transform")
	assert.Equal(t, [2]int{4, 4}, tfPT(g, cathar), "Moonrage Brute 3/3 + Immerwolf")

	from = g.EventCount()
	require.NoError(t, g.ItBecomes(daynight.Day))
	assert.Equal(t, []engine.ObjID{theirs}, tfFlips(g, from), "only Bob's Smasher turns back")
	assert.Equal(t, "Moonrage Brute", g.Characteristics(cathar).Name)
	assert.Equal(t, "Tavern Smasher", g.Characteristics(ruffian).Name)
	assert.Equal(t, 0, g.StackLen())

	cast(t, g, alice, murder, target(wolf))
	spell := g.Current(murder)
	from = g.EventCount()
	push(t, g, alice, engine.PickObj(bears)) // the Cathar's trigger
	require.NoError(t, g.PassPriority(alice))
	require.NoError(t, g.PassPriority(bob))
	left := dnIndex(g, from, func(ev engine.Event) bool { return ev.Kind == engine.EvZoneChanged && ev.Obj == wolf })
	done := dnIndex(g, from, func(ev engine.Event) bool { return ev.Kind == engine.EvResolved && ev.Obj == spell })
	var flips []int
	for _, ev := range eventsOf(g, from, engine.EvTransformed) {
		flips = append(flips, int(ev.Seq))
	}
	assert.ElementsMatch(t, []engine.ObjID{cathar, ruffian}, tfFlips(g, from))
	require.Len(t, flips, 2)
	assert.Equal(t, []int{left + 1, left + 2}, flips, "at once, right after Immerwolf left")
	assert.Less(t, flips[1], done)
	assert.Equal(t, "Brutal Cathar", g.Characteristics(cathar).Name)
	require.Equal(t, 1, g.StackLen(), "\"transforms into Brutal Cathar\" triggered")
	resolveStack(t, g)
	assert.Equal(t, zones.Exile, info(t, g, g.Current(bears)).Zone)
}

// CR 707.2, 712.9, 702.145d, testdata/scenarios case 20: a Clone copying
// Brutal Cathar is a Brutal Cathar with daybound (mana value 3, white); its
// enter trigger exiles. It isn't a double-faced card, so it never
// transforms: when it becomes night it stays Brutal Cathar, and the
// immediate daybound rule doesn't loop on it.
func TestTransformCloneOfBrutalCathar(t *testing.T) {
	t.Parallel()
	g := dnGame(t, daynight.Day)
	putN(t, g, alice, zones.Battlefield, "Island", 4)
	clone := put(t, g, alice, zones.Hand, "Clone")
	orig := put(t, g, bob, zones.Battlefield, "Brutal Cathar")
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)
	cast(t, g, alice, clone)
	push(t, g, alice, engine.PickObj(orig), engine.PickObj(bears)) // copy it; exile the Bears
	resolveStack(t, g)
	c := g.Current(clone)
	oi := info(t, g, c)
	require.Equal(t, zones.Battlefield, oi.Zone)
	ch := oi.Characteristics
	assert.Equal(t, "Brutal Cathar", ch.Name)
	assert.Equal(t, 3, ch.ManaValue)
	assert.True(t, ch.Colors.Has(engine.White))
	assert.True(t, ch.Has(engine.Daybound))
	assert.Equal(t, zones.Exile, info(t, g, g.Current(bears)).Zone, "its enter trigger exiled the Bears")

	from := g.EventCount()
	require.NoError(t, g.ItBecomes(daynight.Night))
	assert.Equal(t, []engine.ObjID{orig}, tfFlips(g, from), "the Clone doesn't transform")
	assert.Equal(t, "Brutal Cathar", g.Characteristics(c).Name)
	assert.False(t, info(t, g, c).BackFace)
	assert.Equal(t, alice, g.PriorityPlayer())
}

// CR 712.8e, 202.3b, 712.9, testdata/scenarios case 21: a Clone copying
// Moonrage Brute is a 3/3 red Werewolf with first strike, ward and
// nightbound, with mana value 0 (a copy of a back face), and never
// transforms: when it becomes day only the real Brute turns.
func TestTransformCloneOfMoonrageBrute(t *testing.T) {
	t.Parallel()
	g := dnGame(t, daynight.Night)
	putN(t, g, alice, zones.Battlefield, "Island", 4)
	clone := put(t, g, alice, zones.Hand, "Clone")
	brute := put(t, g, bob, zones.Battlefield, "Brutal Cathar", backFace)
	startMain(t, g)
	cast(t, g, alice, clone)
	push(t, g, alice, engine.PickObj(brute))
	resolveStack(t, g)
	c := g.Current(clone)
	oi := info(t, g, c)
	require.Equal(t, zones.Battlefield, oi.Zone)
	ch := oi.Characteristics
	assert.Equal(t, "Moonrage Brute", ch.Name)
	assert.Equal(t, [2]int{3, 3}, [2]int{ch.Power, ch.Toughness})
	assert.True(t, ch.Colors.Has(engine.Red))
	assert.False(t, ch.Colors.Has(engine.White))
	assert.True(t, ch.Subtypes.Has(engine.Werewolf))
	for _, k := range []engine.Keyword{engine.FirstStrike, engine.Ward, engine.Nightbound} {
		assert.True(t, ch.Has(k), "%v", k)
	}
	assert.Equal(t, 3, ch.WardLife)
	assert.Equal(t, 0, ch.ManaValue, "a copy of a back face has mana value 0")
	assert.Equal(t, 3, g.Characteristics(brute).ManaValue, "the real Brute's is its front face's")

	from := g.EventCount()
	require.NoError(t, g.ItBecomes(daynight.Day))
	assert.Equal(t, []engine.ObjID{brute}, tfFlips(g, from))
	assert.Equal(t, "Moonrage Brute", g.Characteristics(c).Name, "a copy stays as it is at day")
	assert.Equal(t, daynight.Day, g.DayNight())
}

// CR 712.8d and 704.5g: the damage marked on a permanent stays when it
// transforms (it is the same object, 712.18), and the toughness of the new
// face is what lethal damage is judged by. Blossom-Clad Werewolf (3/4)
// survives a Lightning Bolt at night; when it becomes day it is Weaver of
// Blossoms (2/3) with 3 damage, and dies at once. Another, undamaged,
// turns and lives.
func TestTransformToLowerToughnessWithDamageDies(t *testing.T) {
	t.Parallel()
	g := dnGame(t, daynight.Night)
	put(t, g, alice, zones.Battlefield, "Mountain")
	bolt := put(t, g, alice, zones.Hand, "Lightning Bolt")
	land := put(t, g, alice, zones.Hand, "Forest")
	hit := put(t, g, bob, zones.Battlefield, "Weaver of Blossoms", backFace)
	other := put(t, g, bob, zones.Battlefield, "Weaver of Blossoms", backFace)
	startMain(t, g)
	cast(t, g, alice, bolt, target(hit))
	resolveStack(t, g)
	require.Equal(t, 3, info(t, g, hit).Damage)
	require.Equal(t, zones.Battlefield, info(t, g, hit).Zone, "3 damage is not lethal to a 3/4")
	// Something else changes on the battlefield before the day comes.
	require.NoError(t, g.PlayLand(alice, land))

	require.NoError(t, g.ItBecomes(daynight.Day))
	assert.Equal(t, zones.Graveyard, info(t, g, g.Current(hit)).Zone, "a 2/3 with 3 damage is destroyed (CR 704.5g)")
	assert.Equal(t, "Weaver of Blossoms", g.Characteristics(other).Name)
	assert.Equal(t, zones.Battlefield, info(t, g, other).Zone)
}

// CR 712.18 and 613.4c: counters stay on a permanent that transforms, and
// still modify the new face's power and toughness. A Tavern Ruffian (2/5)
// with two +1/+1 counters is 4/7; as Tavern Smasher (6/5) it is 8/7, and
// 4/7 again by day. Beside it an undamaged Ruffian without counters turns
// as well.
func TestTransformKeepsCountersOnTheNewFace(t *testing.T) {
	t.Parallel()
	g := dnGame(t, daynight.Day)
	grown := put(t, g, alice, zones.Battlefield, "Tavern Ruffian", counters(engine.PlusOne, 2))
	plain := put(t, g, alice, zones.Battlefield, "Tavern Ruffian")
	startMain(t, g)
	require.Equal(t, [2]int{4, 7}, tfPT(g, grown))
	require.NoError(t, g.ItBecomes(daynight.Night))
	assert.Equal(t, "Tavern Smasher", g.Characteristics(grown).Name)
	assert.Equal(t, [2]int{8, 7}, tfPT(g, grown))
	assert.Equal(t, [2]int{6, 5}, tfPT(g, plain))
	require.NoError(t, g.ItBecomes(daynight.Day))
	assert.Equal(t, [2]int{4, 7}, tfPT(g, grown))
	assert.Equal(t, [2]int{2, 5}, tfPT(g, plain))
}

// CR 613 and 702.145b: when a batch of daybound permanents turns at once
// and one of the new faces has a static ability, every permanent of the
// batch is judged with it. Tavern Ruffian comes first on the battlefield
// and turns before Village Watch does, yet as Tavern Smasher it has the
// haste Village Reavers gives Werewolves you control; the opponent's
// Smasher does not. By day the haste is gone from both.
func TestTransformBatchWithAStaticAbilityOnANewFace(t *testing.T) {
	t.Parallel()
	g := dnGame(t, daynight.Day)
	ruffian := put(t, g, alice, zones.Battlefield, "Tavern Ruffian")
	watch := put(t, g, alice, zones.Battlefield, "Village Watch")
	theirs := put(t, g, bob, zones.Battlefield, "Tavern Ruffian")
	startMain(t, g)
	require.False(t, g.Characteristics(ruffian).Has(engine.Haste))
	require.NoError(t, g.ItBecomes(daynight.Night))
	require.Equal(t, "Village Reavers", g.Characteristics(watch).Name)
	assert.True(t, g.Characteristics(ruffian).Has(engine.Haste), "Reavers gives its controller's Werewolves haste")
	assert.False(t, g.Characteristics(theirs).Has(engine.Haste))
	require.NoError(t, g.ItBecomes(daynight.Day))
	assert.False(t, g.Characteristics(ruffian).Has(engine.Haste))
	assert.True(t, g.Characteristics(watch).Has(engine.Haste), "Village Watch has haste of its own")
}

// CR 701.27d: a double-faced permanent whose other face is an instant or
// sorcery face can't transform. A made-up daybound creature whose back
// face is an instant stays front face up when it becomes night, beside a
// Tavern Ruffian that turns; nothing else on the battlefield has a static
// ability, so the flip takes its shortcut for plain permanents.
func TestTransformNotToAnInstantFace(t *testing.T) {
	t.Parallel()
	odd := engine.Finish(&engine.CardDef{
		Front: engine.Face{Name: "Odd Watcher", ManaCost: engine.MustManaCost("{1}{G}"), Types: engine.Types(engine.Creature),
			Power: 2, Toughness: 2, Keywords: engine.Keywords(engine.Daybound)},
		Back: &engine.Face{Name: "Odd Trick", Types: engine.Types(engine.Instant)},
	})
	g := dnGame(t, daynight.Day)
	watcher := putDef(t, g, alice, zones.Battlefield, odd)
	ruffian := put(t, g, alice, zones.Battlefield, "Tavern Ruffian")
	startMain(t, g)
	from := g.EventCount()
	require.NoError(t, g.ItBecomes(daynight.Night))
	assert.Equal(t, []engine.ObjID{ruffian}, tfFlips(g, from))
	assert.Equal(t, "Odd Watcher", g.Characteristics(watcher).Name)
	assert.False(t, info(t, g, watcher).BackFace)
}

// CR 603.2, 701.27e, 702.145e(1): by day Moonrage Brute transforms into
// Brutal Cathar, whose "transforms into Brutal Cathar" ability triggers.
// With the log off and no permanent watching for transforms before the
// batch, the transform events are still made: the face turned up has the
// ability.
func TestTransformTriggerOfTheNewFaceWithoutLog(t *testing.T) {
	t.Parallel()
	g, err := newChecked([]engine.PlayerConfig{
		{Name: "Alice", Decider: engine.NewScripted()},
		{Name: "Bob", Decider: engine.NewScripted()},
	}, engine.WithSeed(1), engine.WithoutLog())
	require.NoError(t, err)
	require.NoError(t, g.SetStartingDayNight(daynight.Night))
	brute := put(t, g, alice, zones.Battlefield, "Brutal Cathar", backFace)
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)
	require.NoError(t, g.ItBecomes(daynight.Day))
	assert.False(t, info(t, g, brute).BackFace)
	require.Equal(t, 1, g.StackLen(), "the ability triggered")
	assert.Equal(t, []engine.Target{target(bears)}, g.Stack()[0].Targets)
}

// CR 733 (an illegal action is reversed), 702.145e(1): a change of the
// designation that fails after its permanents turned (here, Brutal
// Cathar's "transforms into" ability needs a target that nobody chooses)
// leaves the game exactly as it was, then succeeds once the choice is
// made. From the second change on, the whole flip plan turns at once and
// is noted for a rollback in one entry; the first notes each permanent.
func TestItBecomesFailingAfterTheFlipsChangesNothing(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	fillLibraries(t, g, 10)
	require.NoError(t, g.SetStartingDayNight(daynight.Day))
	cathar := put(t, g, alice, zones.Battlefield, "Brutal Cathar")
	ruffians := putN(t, g, alice, zones.Battlefield, "Tavern Ruffian", 3)
	bears := putN(t, g, bob, zones.Battlefield, "Grizzly Bears", 2)
	startMain(t, g)
	require.NoError(t, g.ItBecomes(daynight.Night))
	require.True(t, info(t, g, cathar).BackFace)

	before := engine.Digest(g)
	err := g.ItBecomes(daynight.Day)
	require.ErrorIs(t, err, engine.ErrNoDecision, "two legal targets and no answer")
	assert.Equal(t, before, engine.Digest(g), "a failed change leaves the state as it was")
	assert.Equal(t, daynight.Night, g.DayNight())
	require.NoError(t, g.CheckInvariants())

	push(t, g, alice, engine.PickObj(bears[1]))
	require.NoError(t, g.ItBecomes(daynight.Day))
	for _, id := range append([]engine.ObjID{cathar}, ruffians...) {
		assert.False(t, info(t, g, id).BackFace)
	}
	require.Equal(t, 1, g.StackLen())
	assert.Equal(t, []engine.Target{target(bears[1])}, g.Stack()[0].Targets)
	resolveStack(t, g)
	require.NoError(t, g.ItBecomes(daynight.Night))
	assert.True(t, info(t, g, cathar).BackFace)
	require.NoError(t, g.CheckInvariants())
}
