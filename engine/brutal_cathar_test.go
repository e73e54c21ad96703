package engine_test

// Brutal Cathar // Moonrage Brute: every official ruling (2021-09-24, in
// testdata/rulings) and the cases of testdata/scenarios (case N is the
// file numbered N there) that Go tests can show.

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// bctCast casts Brutal Cathar from Alice's hand (she needs {2}{W}), answers
// the trigger's target with tgt when there is a choice, resolves the stack
// and returns the permanent.
func bctCast(t *testing.T, g *engine.Game, card, tgt engine.ObjID) engine.ObjID {
	t.Helper()
	cast(t, g, alice, card)
	if tgt != engine.NoObj {
		push(t, g, alice, engine.PickObj(tgt))
	}
	resolveStack(t, g)
	id := g.Current(card)
	require.Equal(t, zones.Battlefield, info(t, g, id).Zone)
	return id
}

// bctZone returns the zone the card that id was is in now.
func bctZone(t *testing.T, g *engine.Game, id engine.ObjID) zones.Kind {
	t.Helper()
	return info(t, g, g.Current(id)).Zone
}

// bctReturns returns the Seqs of the zone changes onto the battlefield
// since from.
func bctReturns(g *engine.Game, from int) []int {
	var out []int
	for _, ev := range eventsOf(g, from, engine.EvZoneChanged) {
		if ev.To == zones.Battlefield {
			out = append(out, int(ev.Seq))
		}
	}
	return out
}

// bctLeft returns the Seq of id leaving the battlefield since from.
func bctLeft(g *engine.Game, from int, id engine.ObjID) int {
	return dnIndex(g, from, func(ev engine.Event) bool {
		return ev.Kind == engine.EvZoneChanged && ev.Obj == id && ev.From == zones.Battlefield
	})
}

// case 1, CR 712.11, 712.13, 702.145d, 731.1a: cast while it is
// neither, Brutal Cathar is front face up on the stack (white, mana value
// 3); it enters front face up and it becomes day at once, as the first
// designation; its enter trigger goes on the stack and exiles.
func TestBrutalCatharCastWhileNeither(t *testing.T) {
	t.Parallel()
	g := dnGame(t, daynight.Neither)
	putN(t, g, alice, zones.Battlefield, "Plains", 3)
	card := put(t, g, alice, zones.Hand, "Brutal Cathar")
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)
	from := g.EventCount()
	cast(t, g, alice, card)
	si := info(t, g, g.Current(card))
	assert.False(t, si.BackFace)
	assert.Equal(t, "Brutal Cathar", si.Characteristics.Name)
	assert.Equal(t, 3, si.Characteristics.ManaValue)
	assert.True(t, si.Characteristics.Colors.Has(engine.White))
	require.NoError(t, g.PassPriority(alice))
	require.NoError(t, g.PassPriority(bob))
	assert.Equal(t, daynight.Day, g.DayNight())
	assert.Equal(t, [][2]daynight.Designation{{daynight.Neither, daynight.Day}}, dnDayNight(g, from))
	require.Equal(t, 1, g.StackLen(), "the enter trigger")
	assert.Equal(t, []engine.Target{target(bears)}, g.Stack()[0].Targets)
	resolveStack(t, g)
	assert.Equal(t, zones.Exile, bctZone(t, g, bears))
}

// Rulings: "Brutal Cathar's ability creates two one-shot effects: one that
// exiles the creature when the ability resolves, and another that returns
// the exiled card to the battlefield immediately after Brutal Cathar (or
// Moonrage Brute) leaves the battlefield." "If Brutal Cathar transforms
// into Moonrage Brute, the exiled cards remain exiled." "Moonrage Brute
// leaving the battlefield will also cause the exiled card to return."
// The exile lasts across turns and the flip (cases 2, 5, 8, 10).
func TestBrutalCatharExileLastsUntilTheBruteLeaves(t *testing.T) {
	t.Parallel()
	g := dnGame(t, daynight.Day)
	putN(t, g, alice, zones.Battlefield, "Plains", 3)
	putN(t, g, bob, zones.Battlefield, "Swamp", 3)
	card := put(t, g, alice, zones.Hand, "Brutal Cathar")
	murder := put(t, g, bob, zones.Hand, "Murder")
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)
	cathar := bctCast(t, g, card, engine.NoObj)
	exiled := g.Current(bears)
	require.Equal(t, zones.Exile, info(t, g, exiled).Zone)

	// Turn 2: Alice cast one spell, it stays day. Turn 3: Bob cast none,
	// it becomes night and the Cathar transforms.
	gotoStep(t, g, 3, engine.PrecombatMain)
	require.Equal(t, daynight.Night, g.DayNight())
	oi := info(t, g, cathar)
	require.True(t, oi.Current, "the same object (CR 712.18)")
	assert.Equal(t, "Moonrage Brute", oi.Characteristics.Name)
	assert.True(t, info(t, g, exiled).Current, "the exiled card is still exiled")

	require.NoError(t, g.PassPriority(alice))
	cast(t, g, bob, murder, target(cathar))
	push(t, g, bob, engine.Yes()) // ward: pay 3 life
	from := g.EventCount()
	resolveStack(t, g)
	assert.Equal(t, 17, g.Life(bob))
	left := bctLeft(g, from, cathar)
	require.GreaterOrEqual(t, left, 0)
	assert.Equal(t, []int{left + 1}, bctReturns(g, from), "the Bears return right after the Brute leaves")
	back := g.Current(bears)
	assert.Equal(t, zones.Battlefield, info(t, g, back).Zone)
	assert.Equal(t, bob, info(t, g, back).Controller)
}

// Ruling: "If it transforms with its triggered ability on the stack, that
// ability will still exile the target creature." (case 8)
func TestBrutalCatharTransformWithTheTriggerOnTheStack(t *testing.T) {
	t.Parallel()
	g := dnGame(t, daynight.Day)
	putN(t, g, alice, zones.Battlefield, "Plains", 3)
	card := put(t, g, alice, zones.Hand, "Brutal Cathar")
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)
	cast(t, g, alice, card)
	passAll(t, g) // the spell resolves; the trigger goes on the stack
	require.Equal(t, 1, g.StackLen())
	cathar := g.Current(card)
	require.NoError(t, g.ItBecomes(daynight.Night))
	require.Equal(t, "Moonrage Brute", g.Characteristics(cathar).Name)
	resolveStack(t, g)
	assert.Equal(t, zones.Exile, bctZone(t, g, bears))
	assert.True(t, info(t, g, cathar).Current)
}

// Ruling: "If Brutal Cathar leaves the battlefield before its
// enters-the-battlefield/transforms-into ability resolves, the target
// creature won't be exiled." (CR 610.3b, case 7)
func TestBrutalCatharLeavesBeforeItsTriggerResolves(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ spell, land string }{{"Murder", "Swamp"}, {"Unsummon", "Island"}} {
		t.Run(tc.spell, func(t *testing.T) {
			g := dnGame(t, daynight.Day)
			putN(t, g, alice, zones.Battlefield, "Plains", 3)
			putN(t, g, bob, zones.Battlefield, tc.land, 3)
			card := put(t, g, alice, zones.Hand, "Brutal Cathar")
			removal := put(t, g, bob, zones.Hand, tc.spell)
			bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
			startMain(t, g)
			cast(t, g, alice, card)
			passAll(t, g)
			require.Equal(t, 1, g.StackLen())
			cathar := g.Current(card)
			require.NoError(t, g.PassPriority(alice))
			cast(t, g, bob, removal, target(cathar))
			from := g.EventCount()
			resolveStack(t, g)
			assert.False(t, info(t, g, cathar).Current)
			assert.True(t, info(t, g, bears).Current, "the Bears were not exiled")
			assert.Equal(t, zones.Battlefield, info(t, g, bears).Zone)
			assert.Empty(t, bctReturns(g, from))
		})
	}
}

// case 9, CR 608.2b: the target gains hexproof in response; the
// trigger's only target is illegal, so it doesn't resolve.
func TestBrutalCatharTargetBecomesIllegal(t *testing.T) {
	t.Parallel()
	g := dnGame(t, daynight.Day)
	putN(t, g, alice, zones.Battlefield, "Plains", 3)
	put(t, g, bob, zones.Battlefield, "Forest")
	card := put(t, g, alice, zones.Hand, "Brutal Cathar")
	guile := put(t, g, bob, zones.Hand, "Ranger's Guile")
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)
	cast(t, g, alice, card)
	passAll(t, g)
	require.NoError(t, g.PassPriority(alice))
	cast(t, g, bob, guile, target(bears))
	from := g.EventCount()
	resolveStack(t, g)
	assert.True(t, info(t, g, bears).Current)
	assert.Len(t, eventsOf(g, from, engine.EvCountered), 1)
}

// Ruling: "The exiled card returns to the battlefield immediately after
// this creature leaves the battlefield. Nothing happens between the two
// events, including state-based actions." CR 610.3c, 400.7, 302.6: under
// its owner's control, as a new object: summoning sick, untapped, without
// its counters; and while Murder is still resolving (case 10).
func TestBrutalCatharReturnIsImmediate(t *testing.T) {
	t.Parallel()
	g := dnGame(t, daynight.Day)
	putN(t, g, alice, zones.Battlefield, "Plains", 3)
	putN(t, g, bob, zones.Battlefield, "Swamp", 3)
	card := put(t, g, alice, zones.Hand, "Brutal Cathar")
	murder := put(t, g, bob, zones.Hand, "Murder")
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears", tapped, counters(engine.PlusOne, 2))
	startMain(t, g)
	cathar := bctCast(t, g, card, engine.NoObj)
	exiled := g.Current(bears)
	require.NoError(t, g.PassPriority(alice))
	cast(t, g, bob, murder, target(cathar))
	spell := g.Current(murder)
	from := g.EventCount()
	require.NoError(t, g.PassPriority(bob))
	require.NoError(t, g.PassPriority(alice))

	left := bctLeft(g, from, cathar)
	back := dnIndex(g, from, func(ev engine.Event) bool { return ev.Kind == engine.EvZoneChanged && ev.Obj == exiled })
	done := dnIndex(g, from, func(ev engine.Event) bool { return ev.Kind == engine.EvResolved && ev.Obj == spell })
	require.True(t, left >= 0 && back >= 0 && done >= 0)
	assert.Equal(t, left+1, back, "nothing happens in between")
	assert.Less(t, back, done, "the card returned while Murder was resolving")
	ret := g.Current(bears)
	oi := info(t, g, ret)
	assert.NotEqual(t, exiled, ret)
	assert.Equal(t, zones.Battlefield, oi.Zone)
	assert.Equal(t, bob, oi.Controller)
	assert.True(t, oi.SummoningSick)
	assert.False(t, oi.Tapped)
	assert.Zero(t, oi.Counters[engine.PlusOne])
}

// Ruling: "The two creatures aren't on the battlefield at the same time.
// For example, if the returning creature is a Clone, it can't enter the
// battlefield as a copy of Brutal Cathar or Moonrage Brute."
func TestBrutalCatharReturningCloneCantCopyIt(t *testing.T) {
	t.Parallel()
	g := dnGame(t, daynight.Day)
	putN(t, g, alice, zones.Battlefield, "Plains", 3)
	putN(t, g, bob, zones.Battlefield, "Swamp", 3)
	card := put(t, g, alice, zones.Hand, "Brutal Cathar")
	murder := put(t, g, bob, zones.Hand, "Murder")
	giant := put(t, g, bob, zones.Battlefield, "Hill Giant")
	clone := put(t, g, bob, zones.Battlefield, "Clone", copyOf(giant))
	startMain(t, g)
	cathar := bctCast(t, g, card, clone)
	require.Equal(t, zones.Exile, bctZone(t, g, clone))

	var offered []string
	require.NoError(t, g.SetDecider(bob, engine.DeciderFunc(func(g *engine.Game, d *engine.Decision) ([]int, error) {
		if d.Kind != engine.DecideCopy {
			return nil, engine.ErrNoDecision
		}
		for i, o := range d.Options {
			offered = append(offered, g.Characteristics(o.Obj).Name)
			if o.Obj == giant {
				return []int{i}, nil
			}
		}
		return nil, nil
	})))
	require.NoError(t, g.PassPriority(alice))
	cast(t, g, bob, murder, target(cathar))
	resolveStack(t, g)
	assert.ElementsMatch(t, []string{"Hill Giant"}, offered, "the Cathar is gone when the Clone enters")
	assert.Equal(t, "Hill Giant", g.Characteristics(g.Current(clone)).Name)
}

// Ruling: "If a creature token is exiled, it ceases to exist. It won't be
// returned to the battlefield." (CR 111.8, 704.5d, case 11)
func TestBrutalCatharExiledTokenNeverReturns(t *testing.T) {
	t.Parallel()
	g := dnGame(t, daynight.Day)
	putN(t, g, alice, zones.Battlefield, "Plains", 3)
	putN(t, g, bob, zones.Battlefield, "Swamp", 3)
	card := put(t, g, alice, zones.Hand, "Brutal Cathar")
	murder := put(t, g, bob, zones.Hand, "Murder")
	tok := put(t, g, bob, zones.Battlefield, "Grizzly Bears", token)
	startMain(t, g)
	cathar := bctCast(t, g, card, engine.NoObj)
	assert.False(t, info(t, g, g.Current(tok)).Current, "the token ceased to exist")
	require.NoError(t, g.PassPriority(alice))
	cast(t, g, bob, murder, target(cathar))
	from := g.EventCount()
	resolveStack(t, g)
	assert.Empty(t, bctReturns(g, from))
	for _, id := range g.Battlefield() {
		ch := g.Characteristics(id)
		assert.False(t, ch.Controller == bob && ch.Is(engine.Creature), "Bob has no creature")
	}
}

// Ruling: "Auras attached to the exiled creature will be put into their
// owners' graveyards. Equipment attached to the exiled creature will become
// unattached and remain on the battlefield. Any counters on the exiled
// creature will cease to exist." (CR 704.5m–n, 122.2, case 12)
func TestBrutalCatharAurasEquipmentCounters(t *testing.T) {
	t.Parallel()
	g := dnGame(t, daynight.Day)
	putN(t, g, alice, zones.Battlefield, "Plains", 3)
	putN(t, g, bob, zones.Battlefield, "Swamp", 3)
	card := put(t, g, alice, zones.Hand, "Brutal Cathar")
	murder := put(t, g, bob, zones.Hand, "Murder")
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears", counters(engine.PlusOne, 2))
	pacifism := put(t, g, alice, zones.Battlefield, "Pacifism", attachedTo(bears))
	splitter := put(t, g, bob, zones.Battlefield, "Bonesplitter", attachedTo(bears))
	startMain(t, g)
	cathar := bctCast(t, g, card, engine.NoObj)
	assert.Equal(t, zones.Exile, bctZone(t, g, bears))
	pi := info(t, g, g.Current(pacifism))
	assert.Equal(t, zones.Graveyard, pi.Zone)
	assert.Equal(t, alice, pi.Owner, "its owner's graveyard")
	si := info(t, g, splitter)
	assert.True(t, si.Current)
	assert.Equal(t, engine.NoObj, si.AttachedTo)

	require.NoError(t, g.PassPriority(alice))
	cast(t, g, bob, murder, target(cathar))
	resolveStack(t, g)
	ret := info(t, g, g.Current(bears))
	require.Equal(t, zones.Battlefield, ret.Zone)
	assert.Zero(t, ret.Counters[engine.PlusOne])
	assert.Equal(t, [2]int{2, 2}, tfPT(g, ret.ID))
	assert.Equal(t, engine.NoObj, info(t, g, splitter).AttachedTo)
}

// case 3, ruling: at night, a cast Brutal Cathar is Brutal Cathar on
// the stack and enters as Moonrage Brute: no transform, no exile trigger.
func TestBrutalCatharCastAtNight(t *testing.T) {
	t.Parallel()
	g := dnGame(t, daynight.Night)
	putN(t, g, alice, zones.Battlefield, "Plains", 3)
	card := put(t, g, alice, zones.Hand, "Brutal Cathar")
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)
	from := g.EventCount()
	cast(t, g, alice, card)
	assert.Equal(t, "Brutal Cathar", g.Characteristics(g.Current(card)).Name)
	resolveStack(t, g)
	oi := info(t, g, g.Current(card))
	assert.Equal(t, zones.Battlefield, oi.Zone)
	assert.True(t, oi.BackFace)
	assert.Equal(t, "Moonrage Brute", oi.Characteristics.Name)
	assert.Empty(t, eventsOf(g, from, engine.EvTransformed))
	assert.Empty(t, eventsOf(g, from, engine.EvAbilityTriggered))
	assert.True(t, info(t, g, bears).Current, "nothing was exiled")
}

// case 4, ruling: "If it is night, permanents with daybound that enter
// the battlefield without being cast will enter with their nightbound faces
// up." Bob's Brutal Cathar, exiled by Alice's, returns at night when
// Alice's Brute leaves: it enters as Moonrage Brute with no trigger.
func TestBrutalCatharReturnsAtNightAsMoonrageBrute(t *testing.T) {
	t.Parallel()
	g := dnGame(t, daynight.Day)
	putN(t, g, alice, zones.Battlefield, "Plains", 3)
	putN(t, g, bob, zones.Battlefield, "Swamp", 3)
	card := put(t, g, alice, zones.Hand, "Brutal Cathar")
	murder := put(t, g, bob, zones.Hand, "Murder")
	theirs := put(t, g, bob, zones.Battlefield, "Brutal Cathar")
	startMain(t, g)
	mine := bctCast(t, g, card, engine.NoObj)
	require.Equal(t, zones.Exile, bctZone(t, g, theirs))
	require.NoError(t, g.ItBecomes(daynight.Night))
	require.NoError(t, g.PassPriority(alice))
	cast(t, g, bob, murder, target(mine))
	push(t, g, bob, engine.Yes()) // ward
	from := g.EventCount()
	resolveStack(t, g)
	oi := info(t, g, g.Current(theirs))
	require.Equal(t, zones.Battlefield, oi.Zone)
	assert.True(t, oi.BackFace)
	assert.Equal(t, "Moonrage Brute", oi.Characteristics.Name)
	assert.Empty(t, eventsOf(g, from, engine.EvTransformed))
	assert.Empty(t, eventsOf(g, from, engine.EvAbilityTriggered), "no exile trigger")
}

// case 6, CR 701.27e, 502.4, 503.1a, 610.3d: when night becomes day
// in the untap step, Moonrage Brute transforms into Brutal Cathar and its
// "transforms into" trigger goes on the stack in the upkeep. It exiles
// another creature; the first stays exiled; when it leaves, both cards
// return at the same time.
func TestBrutalCatharTransformsIntoTriggerInTheUntapStep(t *testing.T) {
	t.Parallel()
	g := dnGame(t, daynight.Day)
	putN(t, g, alice, zones.Battlefield, "Plains", 3)
	put(t, g, alice, zones.Battlefield, "Forest")
	putN(t, g, bob, zones.Battlefield, "Swamp", 3)
	card := put(t, g, alice, zones.Hand, "Brutal Cathar")
	growth := put(t, g, alice, zones.Hand, "Giant Growth")
	murder := put(t, g, bob, zones.Hand, "Murder")
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	giant := put(t, g, bob, zones.Battlefield, "Hill Giant")
	startMain(t, g)
	cathar := bctCast(t, g, card, bears)
	require.NoError(t, g.ItBecomes(daynight.Night))
	cast(t, g, alice, growth, target(cathar)) // Alice's second spell this turn
	resolveStack(t, g)

	from := g.EventCount()
	tfUntil(t, g, 2, engine.Upkeep)
	require.Equal(t, daynight.Day, g.DayNight())
	flip := dnIndex(g, from, func(ev engine.Event) bool { return ev.Kind == engine.EvTransformed && ev.Obj == cathar })
	upkeep := dnIndex(g, from, dnStep(engine.Upkeep))
	trig := dnIndex(g, from, func(ev engine.Event) bool { return ev.Kind == engine.EvAbilityTriggered && ev.Obj == cathar })
	require.True(t, flip >= 0 && upkeep >= 0 && trig >= 0)
	assert.Less(t, flip, upkeep)
	assert.Less(t, upkeep, trig, "the trigger waits for the upkeep")
	require.Equal(t, 1, g.StackLen())
	assert.Equal(t, []engine.Target{target(giant)}, g.Stack()[0].Targets)
	resolveStack(t, g)
	assert.Equal(t, zones.Exile, bctZone(t, g, giant))
	assert.Equal(t, zones.Exile, bctZone(t, g, bears))

	gotoStep(t, g, 2, engine.PrecombatMain)
	cast(t, g, bob, murder, target(cathar))
	from = g.EventCount()
	resolveStack(t, g)
	left := bctLeft(g, from, cathar)
	assert.Equal(t, []int{left + 1, left + 2}, bctReturns(g, from), "both return together, right after it left")
	assert.Equal(t, zones.Battlefield, bctZone(t, g, bears))
	assert.Equal(t, zones.Battlefield, bctZone(t, g, giant))
}

// case 13, CR 400.7: Cloudshift on Brutal Cathar: the old object left,
// so the exiled card returns; the new Cathar's enter trigger exiles again.
// At night the card returns as Moonrage Brute and nothing triggers.
func TestBrutalCatharFlicker(t *testing.T) {
	t.Parallel()
	for _, night := range []bool{false, true} {
		name := "day"
		if night {
			name = "night"
		}
		t.Run(name, func(t *testing.T) {
			g := dnGame(t, daynight.Day)
			putN(t, g, alice, zones.Battlefield, "Plains", 4)
			card := put(t, g, alice, zones.Hand, "Brutal Cathar")
			shift := put(t, g, alice, zones.Hand, "Cloudshift")
			bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
			startMain(t, g)
			cathar := bctCast(t, g, card, engine.NoObj)
			if night {
				require.NoError(t, g.ItBecomes(daynight.Night))
			}
			cast(t, g, alice, shift, target(cathar))
			from := g.EventCount()
			passAll(t, g)
			require.NotEqual(t, cathar, g.Current(card))
			assert.Len(t, bctReturns(g, from), 2, "the Cathar and the Bears")
			assert.Equal(t, zones.Battlefield, bctZone(t, g, bears))
			if night {
				assert.Equal(t, "Moonrage Brute", g.Characteristics(g.Current(card)).Name)
				assert.Equal(t, 0, g.StackLen())
				return
			}
			require.Equal(t, 1, g.StackLen(), "the new Cathar's enter trigger")
			resolveStack(t, g)
			assert.Equal(t, zones.Exile, bctZone(t, g, bears))
		})
	}
}

// bctWrath is "Destroy all creatures." for {2}{W}{W}.
func bctWrath() *engine.CardDef {
	return engine.Finish(&engine.CardDef{Front: engine.Face{Name: "Wrath", ManaCost: engine.MustManaCost("{2}{W}{W}"),
		Types: engine.Types(engine.Sorcery), Spell: &engine.SpellAbility{Effect: func(r *engine.Resolution) {
			var ids []engine.ObjID
			for _, id := range r.Game().Battlefield() {
				if r.Game().Characteristics(id).Is(engine.Creature) {
					ids = append(ids, id)
				}
			}
			r.DestroyAll(ids)
		}}}})
}

// case 14, CR 610.3d: two Cathars destroyed at once return both cards
// at once, after both have left. Returning together, neither is on the
// battlefield as the other enters (CR 614.12): Bob's returning Clone isn't
// offered the Grizzly Bears returning with it.
func TestBrutalCatharTwoDestroyedTogether(t *testing.T) {
	t.Parallel()
	g := dnGame(t, daynight.Day)
	putN(t, g, alice, zones.Battlefield, "Plains", 10)
	c1 := put(t, g, alice, zones.Hand, "Brutal Cathar")
	c2 := put(t, g, alice, zones.Hand, "Brutal Cathar")
	wrath, err := g.Put(engine.Placement{Owner: alice, Zone: zones.Hand, Def: bctWrath(), Controller: engine.NoPlayer})
	require.NoError(t, err)
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	clone := put(t, g, bob, zones.Battlefield, "Clone", copyOf(bears))
	startMain(t, g)
	a := bctCast(t, g, c1, bears)
	b := bctCast(t, g, c2, engine.NoObj)
	require.Equal(t, zones.Exile, bctZone(t, g, clone))
	var offered []string
	require.NoError(t, g.SetDecider(bob, engine.DeciderFunc(func(g *engine.Game, d *engine.Decision) ([]int, error) {
		for _, o := range d.Options {
			offered = append(offered, g.Characteristics(o.Obj).Name)
		}
		return nil, nil // copy nothing
	})))
	cast(t, g, alice, wrath)
	from := g.EventCount()
	resolveStack(t, g)
	la, lb := bctLeft(g, from, a), bctLeft(g, from, b)
	require.True(t, la >= 0 && lb >= 0)
	last := max(la, lb)
	assert.Equal(t, []int{last + 1, last + 2}, bctReturns(g, from))
	assert.Equal(t, zones.Battlefield, bctZone(t, g, bears))
	assert.NotContains(t, offered, "Grizzly Bears", "the Bears enter at the same time as the Clone")
	assert.Equal(t, zones.Graveyard, bctZone(t, g, clone), "a Clone copying nothing is 0/0")
}

// cases 15–16, CR 800.4a, ruling: "In a multiplayer game, if Brutal
// Cathar's owner leaves the game, the exiled card will return to the
// battlefield. Because the one-shot effect that returns the card isn't an
// ability that goes on the stack, it won't cease to exist along with the
// leaving player's spells and abilities on the stack." A Cathar trigger
// still on the stack does cease to exist; a card whose owner left is gone.
func TestBrutalCatharMultiplayer(t *testing.T) {
	t.Parallel()
	three := func(t *testing.T) (*engine.Game, engine.ObjID, engine.ObjID) {
		g := newGame(t, "Alice", "Bob", "Carol")
		fillLibraries(t, g, 5)
		require.NoError(t, g.SetStartingDayNight(daynight.Day))
		putN(t, g, alice, zones.Battlefield, "Plains", 3)
		card := put(t, g, alice, zones.Hand, "Brutal Cathar")
		bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
		return g, card, bears
	}
	carol := engine.PlayerID(2)

	t.Run("Cathar's owner concedes", func(t *testing.T) {
		g, card, bears := three(t)
		startMain(t, g)
		bctCast(t, g, card, engine.NoObj)
		require.Equal(t, zones.Exile, bctZone(t, g, bears))
		require.NoError(t, g.Concede(alice))
		oi := info(t, g, g.Current(bears))
		assert.Equal(t, zones.Battlefield, oi.Zone)
		assert.Equal(t, bob, oi.Controller)
	})
	t.Run("trigger on the stack ceases to exist", func(t *testing.T) {
		g, card, bears := three(t)
		startMain(t, g)
		cast(t, g, alice, card)
		passAll(t, g)
		require.Equal(t, 1, g.StackLen())
		require.NoError(t, g.Concede(alice))
		assert.Equal(t, 0, g.StackLen())
		assert.True(t, info(t, g, bears).Current, "nothing was exiled")
	})
	t.Run("exiled card's owner concedes", func(t *testing.T) {
		g, card, bears := three(t)
		putN(t, g, carol, zones.Battlefield, "Swamp", 3)
		murder := put(t, g, carol, zones.Hand, "Murder")
		startMain(t, g)
		cathar := bctCast(t, g, card, bears)
		require.NoError(t, g.Concede(bob))
		assert.False(t, info(t, g, g.Current(bears)).Current, "the Bears left the game with Bob")
		require.NoError(t, g.PassPriority(alice))
		cast(t, g, carol, murder, target(cathar))
		from := g.EventCount()
		resolveStack(t, g)
		assert.Empty(t, bctReturns(g, from), "nothing returns")
	})
}

// case 17, CR 702.21a, 119.4: Moonrage Brute's ward—pay 3 life. An
// opponent's Lightning Bolt is countered unless its controller pays; a
// player with less than 3 life can't pay: they are not asked, and the log
// says so citing CR 119.4 (life), not 118.3.
func TestBrutalCatharMoonrageBruteWard(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name    string
		life    int
		pay     bool
		damaged bool
	}{{"pays", 20, true, true}, {"declines", 20, false, false}, {"can't pay", 2, false, false}} {
		t.Run(tc.name, func(t *testing.T) {
			g := dnGame(t, daynight.Night)
			put(t, g, bob, zones.Battlefield, "Mountain")
			bolt := put(t, g, bob, zones.Hand, "Lightning Bolt")
			brute := put(t, g, alice, zones.Battlefield, "Brutal Cathar", backFace)
			require.NoError(t, g.SetLife(bob, tc.life))
			startMain(t, g)
			require.NoError(t, g.PassPriority(alice))
			cast(t, g, bob, bolt, target(brute))
			require.Equal(t, 2, g.StackLen(), "the Bolt and the ward trigger")
			if tc.life >= 3 {
				if tc.pay {
					push(t, g, bob, engine.Yes())
				} else {
					push(t, g, bob, engine.No())
				}
			}
			from := g.EventCount()
			resolveStack(t, g)
			assert.Equal(t, 0, script(t, g, bob).Remaining())
			if notAsked := eventsOf(g, from, engine.EvPayNotOffered); tc.life < 3 {
				require.Len(t, notAsked, 1)
				assert.Equal(t, "CR 119.4", g.EventRule(notAsked[0]))
				assert.Equal(t, "Bob is not asked to pay for an ability of Moonrage Brute: they have less life than the cost asks", g.Describe(notAsked[0]))
			} else {
				assert.Empty(t, notAsked)
			}
			if tc.pay {
				assert.Equal(t, tc.life-3, g.Life(bob))
			} else {
				assert.Equal(t, tc.life, g.Life(bob))
			}
			assert.Equal(t, tc.damaged, !info(t, g, brute).Current, "3 damage kills the 3/3 Brute")
		})
	}
}

// case 18, CR 702.7b, 510.4: Moonrage Brute, blocked by Hill Giant,
// deals its damage in the first combat damage step; the Giant dies before
// it could deal any.
func TestBrutalCatharMoonrageBruteFirstStrike(t *testing.T) {
	t.Parallel()
	g := dnGame(t, daynight.Night)
	brute := put(t, g, alice, zones.Battlefield, "Brutal Cathar", backFace)
	giant := put(t, g, bob, zones.Battlefield, "Hill Giant")
	startMain(t, g)
	gotoStep(t, g, 1, engine.DeclareAttackersStep)
	require.NoError(t, g.DeclareAttackers(alice, []engine.Attack{{Attacker: brute, Defender: bob}}))
	require.NoError(t, g.PassPriority(alice))
	require.NoError(t, g.PassPriority(bob))
	require.NoError(t, g.DeclareBlockers(bob, []engine.Block{{Blocker: giant, Attacker: brute}}))
	from := g.EventCount()
	gotoStep(t, g, 1, engine.PostcombatMain)
	dmg := eventsOf(g, from, engine.EvDamage)
	require.Len(t, dmg, 1)
	assert.Equal(t, brute, dmg[0].Obj)
	assert.False(t, info(t, g, giant).Current)
	assert.Equal(t, 0, info(t, g, brute).Damage)
}

// cases 22–23, CR 712.8a, 712.8e: on the battlefield Moonrage Brute
// has mana value 3; in a graveyard or a hand the card is Brutal Cathar.
func TestBrutalCatharMoonrageBruteOffTheBattlefield(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		spell, land string
		to          zones.Kind
	}{{"Murder", "Swamp", zones.Graveyard}, {"Unsummon", "Island", zones.Hand}} {
		t.Run(tc.spell, func(t *testing.T) {
			g := dnGame(t, daynight.Night)
			putN(t, g, bob, zones.Battlefield, tc.land, 3)
			removal := put(t, g, bob, zones.Hand, tc.spell)
			brute := put(t, g, alice, zones.Battlefield, "Brutal Cathar", backFace)
			startMain(t, g)
			ch := g.Characteristics(brute)
			require.Equal(t, "Moonrage Brute", ch.Name)
			assert.Equal(t, 3, ch.ManaValue)
			assert.Empty(t, ch.ManaCost.String(), "the back face has no mana cost")
			require.NoError(t, g.PassPriority(alice))
			cast(t, g, bob, removal, target(brute))
			push(t, g, bob, engine.Yes())
			resolveStack(t, g)
			oi := info(t, g, g.Current(brute))
			require.Equal(t, tc.to, oi.Zone)
			assert.False(t, oi.BackFace)
			assert.Equal(t, "Brutal Cathar", oi.Characteristics.Name)
			assert.Equal(t, 3, oi.Characteristics.ManaValue)
			assert.True(t, oi.Characteristics.Colors.Has(engine.White))
			assert.False(t, oi.Characteristics.Colors.Has(engine.Red))
			assert.Equal(t, [2]int{2, 2}, [2]int{oi.Characteristics.Power, oi.Characteristics.Toughness})
		})
	}
}
