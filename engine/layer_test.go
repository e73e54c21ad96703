package engine_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// pt returns an object's current power and toughness.
func pt(t *testing.T, g *engine.Game, id engine.ObjID) [2]int {
	t.Helper()
	ch := info(t, g, id).Characteristics
	return [2]int{ch.Power, ch.Toughness}
}

// CR 613.2 (layer 1), 707.2, 707.5: Clone enters as a copy of Hill Giant:
// it copies the copiable values — name, mana cost (so mana value and
// color), types and subtypes, power and toughness. The choice is made by
// the player who controls Clone as it enters (CR 614.12, 616.1), here Bob
// on his own turn.
func TestCloneCopiesHillGiant(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	giant := put(t, g, alice, zones.Battlefield, "Hill Giant")
	put(t, g, alice, zones.Battlefield, "Grizzly Bears")
	putN(t, g, bob, zones.Battlefield, "Island", 4)
	clone := put(t, g, bob, zones.Hand, "Clone")
	start(t, g, engine.StartAt{Turn: 2, Player: bob, Step: engine.PrecombatMain})

	ci := info(t, g, clone).Characteristics
	require.Equal(t, "Clone", ci.Name)
	require.True(t, ci.Colors.Has(engine.Blue))

	push(t, g, bob, engine.PickObj(giant))
	cast(t, g, bob, clone)
	passAll(t, g)
	assert.Zero(t, script(t, g, bob).Remaining(), "Bob, Clone's controller, made the copy choice")
	assert.Zero(t, script(t, g, alice).Remaining())

	c := g.Current(clone)
	oi := info(t, g, c)
	require.Equal(t, zones.Battlefield, oi.Zone, "a 3/3 copy survives")
	ch := oi.Characteristics
	assert.Equal(t, "Hill Giant", ch.Name)
	assert.Equal(t, 3, ch.Power)
	assert.Equal(t, 3, ch.Toughness)
	assert.Equal(t, "{3}{R}", ch.ManaCost.String())
	assert.Equal(t, 4, ch.ManaValue)
	assert.True(t, ch.Colors.Has(engine.Red), "color comes from the copied mana cost")
	assert.False(t, ch.Colors.Has(engine.Blue))
	assert.True(t, ch.Subtypes.Has(engine.Giant))
	assert.False(t, ch.Subtypes.Has(engine.Shapeshifter))
	assert.True(t, ch.Is(engine.Creature))
	assert.Equal(t, bob, ch.Controller, "the copy effect doesn't copy control")
	assert.Equal(t, bob, oi.Owner)
	assert.Equal(t, "Clone", oi.Def.Name(), "the card is still Clone")

	// The copy lasts only while it is on the battlefield (CR 707.5 / 400.7):
	// the original is untouched.
	assert.Equal(t, "Hill Giant", info(t, g, giant).Characteristics.Name)
}

// CR 614.12, 616.1, 707.5: the copy choice belongs to the player under
// whose control Clone enters, even on another player's turn: Bob
// Cloudshifts his Clone during Alice's turn and chooses anew (it is a new
// object, CR 400.7), this time Alice's Grizzly Bears.
func TestCloneChoiceByItsControllerOnAnotherTurn(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	put(t, g, alice, zones.Battlefield, "Hill Giant")
	bears := put(t, g, alice, zones.Battlefield, "Grizzly Bears")
	clone := put(t, g, bob, zones.Battlefield, "Clone", copyOf(bears))
	put(t, g, bob, zones.Battlefield, "Plains")
	shift := put(t, g, bob, zones.Hand, "Cloudshift")
	startMain(t, g)
	require.Equal(t, "Grizzly Bears", info(t, g, clone).Characteristics.Name)

	require.NoError(t, g.PassPriority(alice))
	push(t, g, bob, engine.PickObj(g.Battlefield()[0])) // the Hill Giant
	cast(t, g, bob, shift, target(clone))
	passAll(t, g)
	assert.Zero(t, script(t, g, bob).Remaining(), "Bob chose")
	now := info(t, g, g.Current(clone))
	require.Equal(t, zones.Battlefield, now.Zone)
	assert.Equal(t, "Hill Giant", now.Characteristics.Name)
	assert.Equal(t, bob, now.Controller)
}

// CR 202.3, 707.2: a copy's mana value is the copied object's; checked with
// a creature whose mana value differs from Clone's own 4. Also the setup
// path (Placement.CopyOf) and a copy of a copy (CR 707.3: the copiable
// values of a copy are those of what it copied).
func TestCloneManaValueAndCopyOfCopy(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	bears := put(t, g, alice, zones.Battlefield, "Grizzly Bears")
	c1 := put(t, g, alice, zones.Battlefield, "Clone", copyOf(bears))
	c2 := put(t, g, bob, zones.Battlefield, "Clone", copyOf(c1))
	startMain(t, g)
	for _, id := range []engine.ObjID{c1, c2} {
		ch := info(t, g, id).Characteristics
		assert.Equal(t, "Grizzly Bears", ch.Name)
		assert.Equal(t, 2, ch.ManaValue)
		assert.Equal(t, [2]int{2, 2}, pt(t, g, id))
		assert.True(t, ch.Colors.Has(engine.Green))
	}
	assert.Equal(t, bob, info(t, g, c2).Controller)
}

// CR 707.5, 704.5f: Clone may copy nothing; it then enters as the 0/0 it
// is and is put into its owner's graveyard as a state-based action.
func TestCloneCopyingNothingDies(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	put(t, g, alice, zones.Battlefield, "Hill Giant")
	putN(t, g, alice, zones.Battlefield, "Island", 4)
	clone := put(t, g, alice, zones.Hand, "Clone")
	startMain(t, g)

	push(t, g, alice, engine.Nothing())
	from := g.EventCount()
	cast(t, g, alice, clone)
	passAll(t, g)
	assert.Zero(t, script(t, g, alice).Remaining())

	now := info(t, g, g.Current(clone))
	assert.Equal(t, zones.Graveyard, now.Zone, "a 0/0 creature dies (CR 704.5f)")
	assert.Equal(t, "Clone", now.Characteristics.Name)
	// It did enter the battlefield first, as itself.
	var entered bool
	for _, ev := range eventsOf(g, from, engine.EvZoneChanged) {
		if ev.To == zones.Battlefield {
			entered = true
			ch := info(t, g, ev.Other).Characteristics
			assert.Equal(t, "Clone", ch.Name)
			assert.Equal(t, 0, ch.Toughness)
		}
	}
	assert.True(t, entered)
}

// CR 613.1b (layer 2), 611.2a, 514.2: Act of Treason gains control of a
// creature until end of turn (and untaps it and gives it haste, so it can
// attack this turn); in the cleanup step the effect ends and control
// returns to the player it came from.
func TestActOfTreasonControlUntilEndOfTurn(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	giant := put(t, g, bob, zones.Battlefield, "Hill Giant", tapped)
	putN(t, g, alice, zones.Battlefield, "Mountain", 3)
	treason := put(t, g, alice, zones.Hand, "Act of Treason")
	fillLibraries(t, g, 5)
	start(t, g, engine.StartAt{Turn: 3, Player: alice, Step: engine.PrecombatMain})

	require.Equal(t, bob, info(t, g, giant).Controller)
	from := g.EventCount()
	cast(t, g, alice, treason, target(giant))
	passAll(t, g)

	gi := info(t, g, giant)
	assert.True(t, gi.Current, "a control change is not a zone change (CR 400.7)")
	assert.Equal(t, alice, gi.Controller)
	assert.Equal(t, bob, gi.Owner)
	assert.False(t, gi.Tapped, "Act of Treason untaps it")
	assert.True(t, gi.Characteristics.Has(engine.Haste))
	changes := eventsOf(g, from, engine.EvControlChanged)
	require.Len(t, changes, 1)
	assert.Equal(t, giant, changes[0].Obj)
	assert.Equal(t, alice, changes[0].Player)

	// Alice controls it, so only Alice can attack with it (CR 508.1a).
	gotoStep(t, g, 3, engine.DeclareAttackersStep)
	require.Equal(t, alice, g.Waiting().Attackers)
	require.NoError(t, g.DeclareAttackers(alice, []engine.Attack{{Attacker: giant, Defender: bob}}))
	gotoStep(t, g, 3, engine.End)
	assert.Equal(t, 17, g.Life(bob), "Bob took 3 from his own giant")
	assert.Equal(t, alice, info(t, g, giant).Controller, "still Alice's in the end step")

	gotoStep(t, g, 4, engine.Upkeep)
	gi = info(t, g, giant)
	assert.Equal(t, bob, gi.Controller, "control returned in the cleanup step (CR 514.2)")
	assert.False(t, gi.Characteristics.Has(engine.Haste))
	assert.False(t, gi.Tapped, "Bob untapped it in his untap step")
}

// Placement.Controller is a control effect with no duration made at setup
// (layer 2): it outlasts turns and ends only when that player leaves the
// game (CR 800.4a).
func TestSetupControlEffect(t *testing.T) {
	t.Parallel()
	g := newGame(t, "Alice", "Bob", "Carol")
	carol := engine.PlayerID(2)
	giant := put(t, g, alice, zones.Battlefield, "Hill Giant", controlledBy(carol))
	mine := put(t, g, alice, zones.Battlefield, "Grizzly Bears", controlledBy(alice))
	fillLibraries(t, g, 5)
	startMain(t, g)

	gi := info(t, g, giant)
	assert.Equal(t, carol, gi.Controller)
	assert.Equal(t, alice, gi.Owner)
	assert.False(t, gi.SummoningSick, "under Carol's control all along")
	assert.Equal(t, alice, info(t, g, mine).Controller)

	gotoStep(t, g, 4, engine.Upkeep)
	assert.Equal(t, carol, info(t, g, giant).Controller, "no cleanup ends it")

	require.NoError(t, g.Concede(carol))
	gi = info(t, g, giant)
	assert.True(t, gi.Current, "not exiled: the control effect ended first (CR 800.4a)")
	assert.Equal(t, zones.Battlefield, gi.Zone)
	assert.Equal(t, alice, gi.Controller)
}

// CR 613.1f (layer 6), 702.11: Ranger's Guile gives hexproof (and +1/+1)
// until end of turn: an opponent can't target the creature; after the
// cleanup step they can.
func TestRangersGuileHexproofUntilEndOfTurn(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	bears := put(t, g, alice, zones.Battlefield, "Grizzly Bears")
	put(t, g, alice, zones.Battlefield, "Forest")
	guile := put(t, g, alice, zones.Hand, "Ranger's Guile")
	putN(t, g, bob, zones.Battlefield, "Swamp", 3)
	murder := put(t, g, bob, zones.Hand, "Murder")
	fillLibraries(t, g, 5)
	startMain(t, g)

	cast(t, g, alice, guile, target(bears))
	passAll(t, g)
	ch := info(t, g, bears).Characteristics
	assert.True(t, ch.Has(engine.Hexproof))
	assert.Equal(t, 3, ch.Power)

	require.NoError(t, g.PassPriority(alice))
	require.Equal(t, bob, g.PriorityPlayer())
	err := g.CastSpell(bob, murder, engine.CastOptions{Targets: []engine.Target{target(bears)}})
	assert.ErrorIs(t, err, engine.ErrIllegalTarget, "hexproof: not a legal target for an opponent (CR 702.11b)")
	assert.Equal(t, zones.Hand, info(t, g, murder).Zone)

	gotoStep(t, g, 2, engine.PrecombatMain)
	ch = info(t, g, bears).Characteristics
	assert.False(t, ch.Has(engine.Hexproof), "the grant ended in the cleanup step (CR 514.2)")
	assert.Equal(t, 2, ch.Power)
	cast(t, g, bob, murder, target(bears))
	passAll(t, g)
	assert.Equal(t, zones.Graveyard, info(t, g, g.Current(bears)).Zone)
}

// CR 613.4c (layer 7c): +1/+1 counters, Giant Growth's +3/+3 until end of
// turn and an Equipment's +2/+0 all add up; at cleanup only the
// until-end-of-turn part ends.
func TestPowerToughnessLayer7c(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	bears := put(t, g, alice, zones.Battlefield, "Grizzly Bears", counters(engine.PlusOne, 2))
	bs := put(t, g, alice, zones.Battlefield, "Bonesplitter")
	put(t, g, alice, zones.Battlefield, "Forest")
	put(t, g, alice, zones.Battlefield, "Wastes")
	growth := put(t, g, alice, zones.Hand, "Giant Growth")
	fillLibraries(t, g, 5)
	startMain(t, g)

	assert.Equal(t, [2]int{4, 4}, pt(t, g, bears), "2/2 with two +1/+1 counters")

	cast(t, g, alice, growth, target(bears))
	passAll(t, g)
	assert.Equal(t, [2]int{7, 7}, pt(t, g, bears), "Giant Growth +3/+3")

	// Equip {1} (CR 702.6): Bonesplitter gives +2/+0.
	require.NoError(t, g.ActivateAbility(alice, bs, 0, engine.ActivateOptions{Targets: []engine.Target{target(bears)}}))
	passAll(t, g)
	assert.Equal(t, bears, info(t, g, bs).AttachedTo)
	assert.Equal(t, [2]int{9, 7}, pt(t, g, bears))

	gotoStep(t, g, 2, engine.Upkeep)
	assert.Equal(t, [2]int{6, 4}, pt(t, g, bears), "Giant Growth ended; counters and equipment stay")
	assert.Equal(t, 2, info(t, g, bears).Counters[engine.PlusOne])
}

// The same with the Equipment attached at setup, and a +1/+1 counter added
// by Battlegrowth during the game.
func TestEquipmentAttachedAtSetupAndBattlegrowth(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	giant := put(t, g, alice, zones.Battlefield, "Hill Giant")
	put(t, g, alice, zones.Battlefield, "Bonesplitter", attachedTo(giant))
	put(t, g, alice, zones.Battlefield, "Forest")
	growth := put(t, g, alice, zones.Hand, "Battlegrowth")
	startMain(t, g)
	assert.Equal(t, [2]int{5, 3}, pt(t, g, giant))
	cast(t, g, alice, growth, target(giant))
	passAll(t, g)
	assert.Equal(t, [2]int{6, 4}, pt(t, g, giant))
	assert.Equal(t, 1, info(t, g, giant).Counters[engine.PlusOne])
}

// CR 613.4c, 611.3a: Immerwolf's static ability gives each *other* Wolf or
// Werewolf creature *you control* +1/+1: not itself, not an opponent's,
// not a non-Wolf. It applies continuously: when the source leaves, the
// bonus goes.
func TestImmerwolfAnthem(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	w1 := put(t, g, alice, zones.Battlefield, "Immerwolf")
	w2 := put(t, g, alice, zones.Battlefield, "Immerwolf")
	bears := put(t, g, alice, zones.Battlefield, "Grizzly Bears")
	theirs := put(t, g, bob, zones.Battlefield, "Immerwolf")
	putN(t, g, alice, zones.Battlefield, "Swamp", 3)
	murder := put(t, g, alice, zones.Hand, "Murder")
	startMain(t, g)

	assert.Equal(t, [2]int{3, 3}, pt(t, g, w1), "pumped by the other Immerwolf only")
	assert.Equal(t, [2]int{3, 3}, pt(t, g, w2))
	assert.Equal(t, [2]int{2, 2}, pt(t, g, bears), "not a Wolf")
	assert.Equal(t, [2]int{2, 2}, pt(t, g, theirs), "an opponent's Wolf gets nothing from Alice's, and its own doesn't count itself")

	cast(t, g, alice, murder, target(w2))
	passAll(t, g)
	assert.Equal(t, [2]int{2, 2}, pt(t, g, w1), "the bonus ends with its source")
}

// CR 613.1b, 613.4c: the anthem follows control. A Wolf Alice gains control
// of gets her Immerwolf's bonus, and Bob's Immerwolf, once Alice's,
// pumps Alice's Wolves, not Bob's.
func TestImmerwolfFollowsControl(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	mine := put(t, g, alice, zones.Battlefield, "Immerwolf")
	stolen := put(t, g, bob, zones.Battlefield, "Immerwolf", controlledBy(alice))
	bobs := put(t, g, bob, zones.Battlefield, "Immerwolf")
	startMain(t, g)
	assert.Equal(t, [2]int{3, 3}, pt(t, g, mine))
	assert.Equal(t, [2]int{3, 3}, pt(t, g, stolen))
	assert.Equal(t, [2]int{2, 2}, pt(t, g, bobs))
}

// CR 707.2: a copy takes only the copiable values — not counters, not the
// effects of spells (Giant Growth) — and copied abilities work: a Clone of
// Immerwolf is a Wolf that pumps, and is pumped by, the original.
func TestCloneCopiesOnlyCopiableValues(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	bears := put(t, g, alice, zones.Battlefield, "Grizzly Bears", counters(engine.PlusOne, 3))
	wolf := put(t, g, alice, zones.Battlefield, "Immerwolf")
	put(t, g, alice, zones.Battlefield, "Forest")
	putN(t, g, alice, zones.Battlefield, "Island", 8)
	growth := put(t, g, alice, zones.Hand, "Giant Growth")
	c1 := put(t, g, alice, zones.Hand, "Clone")
	c2 := put(t, g, alice, zones.Hand, "Clone")
	startMain(t, g)

	cast(t, g, alice, growth, target(bears))
	passAll(t, g)
	require.Equal(t, [2]int{8, 8}, pt(t, g, bears))
	push(t, g, alice, engine.PickObj(bears))
	cast(t, g, alice, c1)
	passAll(t, g)
	assert.Equal(t, [2]int{2, 2}, pt(t, g, g.Current(c1)), "printed 2/2: no counters, no pump")
	assert.Zero(t, info(t, g, g.Current(c1)).Counters[engine.PlusOne])

	push(t, g, alice, engine.PickObj(wolf))
	cast(t, g, alice, c2)
	passAll(t, g)
	cw := g.Current(c2)
	ch := info(t, g, cw).Characteristics
	assert.Equal(t, "Immerwolf", ch.Name)
	assert.True(t, ch.Subtypes.Has(engine.Wolf))
	assert.True(t, ch.Has(engine.Intimidate))
	assert.Equal(t, [2]int{3, 3}, pt(t, g, cw), "pumped by the original")
	assert.Equal(t, [2]int{3, 3}, pt(t, g, wolf), "pumped by the copy")
}

// TestTextLayersApplyAndAreChecked: Immerwolf's static abilities apply in
// their layers (7c and the rules effects) to the Wolf beside it, and a
// text whose recorded layers miss them is reported by the invariant
// checker, which derives them again from the abilities.
func TestTextLayersApplyAndAreChecked(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	put(t, g, alice, zones.Battlefield, "Immerwolf")
	wolf := put(t, g, alice, zones.Battlefield, "Immerwolf")
	putN(t, g, alice, zones.Library, "Forest", 5)
	putN(t, g, bob, zones.Library, "Forest", 5)
	startMain(t, g)
	ch := g.Characteristics(wolf)
	assert.Equal(t, 3, ch.Power, "the other Immerwolf's +1/+1 (layer 7c)")
	require.NoError(t, g.CheckInvariants())
	engine.ForgetTextLayers(g)
	err := g.CheckInvariants()
	require.Error(t, err)
	assert.Contains(t, err.Error(), "static abilities in layers")
}
