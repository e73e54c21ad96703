package engine_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// lands puts n untapped copies of a basic land onto p's battlefield.
func lands(t *testing.T, g *engine.Game, p engine.PlayerID, name string, n int) {
	t.Helper()
	putN(t, g, p, zones.Battlefield, name, n)
}

// CR 400.7: an object that moves from one zone to another becomes a new
// object with no memory of its previous existence. The old ObjID stays
// readable but is no longer current; the card (CardID) is followed by
// Current and CardObject.
func TestZoneChangeMakesNewObject(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	lands(t, g, alice, "Swamp", 3)
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	murder := put(t, g, alice, zones.Hand, "Murder")
	startMain(t, g)

	bearsCard := info(t, g, bears).Card
	murderCard := info(t, g, murder).Card
	from := g.EventCount()

	cast(t, g, alice, murder, target(bears))
	// Casting moves the card from hand to the stack: a new object.
	onStack := g.Current(murder)
	require.NotEqual(t, murder, onStack, "a spell on the stack is a new object (CR 400.7)")
	assert.Equal(t, zones.Stack, info(t, g, onStack).Zone)
	assert.False(t, info(t, g, murder).Current, "the card in hand no longer exists as that object")
	assert.Equal(t, []engine.ObjID{onStack}, g.Zone(alice, zones.Stack))

	passAll(t, g)
	require.Zero(t, g.StackLen())

	old := info(t, g, bears)
	assert.False(t, old.Current, "the destroyed permanent is no longer that object")
	now := g.Current(bears)
	require.NotEqual(t, bears, now, "the card in the graveyard has a new ObjID")
	ni := info(t, g, now)
	assert.True(t, ni.Current)
	assert.Equal(t, zones.Graveyard, ni.Zone)
	assert.Equal(t, bearsCard, ni.Card, "same physical card")
	assert.Equal(t, bob, ni.Owner)
	obj, exists := g.CardObject(bearsCard)
	assert.True(t, exists)
	assert.Equal(t, now, obj)
	assert.Equal(t, []engine.ObjID{now}, g.Zone(bob, zones.Graveyard))
	assert.NotContains(t, g.Battlefield(), bears)

	// Murder went from the stack to the graveyard: a third object.
	mNow := g.Current(murder)
	assert.NotEqual(t, onStack, mNow)
	assert.NotEqual(t, murder, mNow)
	assert.Equal(t, zones.Graveyard, info(t, g, mNow).Zone)
	obj, _ = g.CardObject(murderCard)
	assert.Equal(t, mNow, obj)
	assert.Equal(t, []engine.ObjID{mNow}, g.Zone(alice, zones.Graveyard))

	// The zone change event names both objects.
	var found bool
	for _, ev := range eventsOf(g, from, engine.EvZoneChanged) {
		if ev.Obj == bears {
			found = true
			assert.Equal(t, now, ev.Other)
			assert.Equal(t, zones.Battlefield, ev.From)
			assert.Equal(t, zones.Graveyard, ev.To)
		}
	}
	assert.True(t, found, "a zone change event for the bears")
}

// CR 400.7: the old object is gone for good: a spell can't target it, even
// after the same card returns to the battlefield (it is yet another
// object, with summoning sickness, CR 302.6).
func TestOldObjectCannotBeTargeted(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	lands(t, g, alice, "Island", 3)
	lands(t, g, alice, "Forest", 1)
	bears := put(t, g, alice, zones.Battlefield, "Grizzly Bears")
	unsummon := put(t, g, alice, zones.Hand, "Unsummon")
	unsummon2 := put(t, g, alice, zones.Hand, "Unsummon")
	startMain(t, g)
	assert.False(t, info(t, g, bears).SummoningSick)

	cast(t, g, alice, unsummon, target(bears))
	passAll(t, g)
	inHand := g.Current(bears)
	require.NotEqual(t, bears, inHand)
	assert.Equal(t, zones.Hand, info(t, g, inHand).Zone)
	assert.Contains(t, g.Zone(alice, zones.Hand), inHand)

	// Recast the bears: hand -> stack -> battlefield, two more objects.
	cast(t, g, alice, inHand)
	passAll(t, g)
	again := g.Current(bears)
	require.NotEqual(t, inHand, again)
	ai := info(t, g, again)
	assert.Equal(t, zones.Battlefield, ai.Zone)
	assert.True(t, ai.SummoningSick, "a new object on the battlefield is summoning sick (CR 302.6)")

	err := g.CastSpell(alice, unsummon2, engine.CastOptions{Targets: []engine.Target{target(bears)}})
	require.Error(t, err, "the first bears object no longer exists")
	assert.ErrorIs(t, err, engine.ErrIllegalTarget)
	assert.Equal(t, zones.Hand, info(t, g, unsummon2).Zone, "the failed cast changed nothing")
	cast(t, g, alice, unsummon2, target(again))
}

// CR 111.7, 111.8, 704.5d: a token that leaves the battlefield ceases to
// exist at the next check of state-based actions; the card it stood for is
// then no object at all.
func TestTokenCeasesToExistAfterLeaving(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	lands(t, g, alice, "Plains", 2)
	lands(t, g, alice, "Swamp", 3)
	lands(t, g, alice, "Island", 1)
	alarm := put(t, g, alice, zones.Hand, "Raise the Alarm")
	murder := put(t, g, alice, zones.Hand, "Murder")
	unsummon := put(t, g, alice, zones.Hand, "Unsummon")
	startMain(t, g)

	from := g.EventCount()
	cast(t, g, alice, alarm)
	passAll(t, g)
	created := eventsOf(g, from, engine.EvTokenCreated)
	require.Len(t, created, 2, "Raise the Alarm creates two tokens")
	var tokens []engine.ObjID
	for _, ev := range created {
		ti := info(t, g, ev.Obj)
		assert.True(t, ti.Token)
		assert.Equal(t, zones.Battlefield, ti.Zone)
		assert.Equal(t, alice, ti.Owner, "the creating spell's controller owns the token (CR 111.2)")
		assert.Equal(t, alice, ti.Controller)
		assert.Equal(t, "Soldier Token", ti.Characteristics.Name)
		assert.Equal(t, 1, ti.Characteristics.Power)
		assert.Equal(t, 1, ti.Characteristics.Toughness)
		tokens = append(tokens, ev.Obj)
	}

	// Destroyed: it goes to the graveyard, then ceases to exist.
	c0 := info(t, g, tokens[0]).Card
	cast(t, g, alice, murder, target(tokens[0]))
	passAll(t, g)
	_, exists := g.CardObject(c0)
	assert.False(t, exists, "the token has ceased to exist (CR 704.5d)")
	assert.False(t, info(t, g, tokens[0]).Current)
	assert.False(t, info(t, g, g.Current(tokens[0])).Current, "no current object for the token")
	assert.Len(t, g.Zone(alice, zones.Graveyard), 2, "only Raise the Alarm and Murder")
	for _, id := range g.Zone(alice, zones.Graveyard) {
		assert.False(t, info(t, g, id).Token, "no token left in the graveyard")
	}

	// Bounced: same in the hand.
	c1 := info(t, g, tokens[1]).Card
	cast(t, g, alice, unsummon, target(tokens[1]))
	passAll(t, g)
	_, exists = g.CardObject(c1)
	assert.False(t, exists)
	for _, id := range g.Zone(alice, zones.Hand) {
		assert.False(t, info(t, g, id).Token, "no token left in the hand")
	}
	assert.Empty(t, g.Zone(alice, zones.Hand))
	assert.NotEmpty(t, eventsOf(g, from, engine.EvCeasedToExist))
	for _, id := range g.Battlefield() {
		assert.False(t, info(t, g, id).Token)
	}
}

// CR 122.2: counters on an object are not retained when it moves to
// another zone (CR 400.7: the new object has no memory of the old one).
func TestCountersVanishWithZoneChange(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	lands(t, g, alice, "Forest", 1)
	lands(t, g, alice, "Swamp", 3)
	lands(t, g, alice, "Island", 1)
	giant := put(t, g, alice, zones.Battlefield, "Hill Giant")
	bears := put(t, g, alice, zones.Battlefield, "Grizzly Bears", counters(engine.PlusOne, 2))
	growth := put(t, g, alice, zones.Hand, "Battlegrowth")
	murder := put(t, g, alice, zones.Hand, "Murder")
	unsummon := put(t, g, alice, zones.Hand, "Unsummon")
	startMain(t, g)

	cast(t, g, alice, growth, target(giant))
	passAll(t, g)
	gi := info(t, g, giant)
	assert.Equal(t, 1, gi.Counters[engine.PlusOne])
	assert.Equal(t, 4, gi.Characteristics.Power)

	cast(t, g, alice, murder, target(giant))
	passAll(t, g)
	dead := info(t, g, g.Current(giant))
	require.Equal(t, zones.Graveyard, dead.Zone)
	assert.Zero(t, dead.Counters[engine.PlusOne], "the card in the graveyard has no counters")
	assert.Equal(t, 3, dead.Characteristics.Power, "printed power")

	assert.Equal(t, 4, info(t, g, bears).Characteristics.Power)
	cast(t, g, alice, unsummon, target(bears))
	passAll(t, g)
	inHand := info(t, g, g.Current(bears))
	require.Equal(t, zones.Hand, inHand.Zone)
	assert.Zero(t, inHand.Counters[engine.PlusOne])
}

// CR 108.3, 110.2: the owner of a permanent is the player who started the
// game with it; its controller is by default the player who put it onto
// the battlefield, changed by control effects. CR 400.3, 404.2: a card
// going to a graveyard, hand or library goes to its owner's.
func TestOwnerAndController(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	lands(t, g, alice, "Swamp", 3)
	lands(t, g, alice, "Island", 1)
	stolen := put(t, g, alice, zones.Battlefield, "Hill Giant", controlledBy(bob))
	stolen2 := put(t, g, alice, zones.Battlefield, "Grizzly Bears", controlledBy(bob))
	mine := put(t, g, alice, zones.Battlefield, "Grizzly Bears")
	murder := put(t, g, alice, zones.Hand, "Murder")
	unsummon := put(t, g, alice, zones.Hand, "Unsummon")
	startMain(t, g)

	si := info(t, g, stolen)
	assert.Equal(t, alice, si.Owner)
	assert.Equal(t, bob, si.Controller)
	assert.Equal(t, bob, si.Characteristics.Controller)
	mi := info(t, g, mine)
	assert.Equal(t, alice, mi.Owner)
	assert.Equal(t, alice, mi.Controller)

	cast(t, g, alice, murder, target(stolen))
	passAll(t, g)
	dead := g.Current(stolen)
	assert.Contains(t, g.Zone(alice, zones.Graveyard), dead, "to its owner's graveyard")
	assert.NotContains(t, g.Zone(bob, zones.Graveyard), dead)
	assert.Equal(t, alice, info(t, g, dead).Owner)

	cast(t, g, alice, unsummon, target(stolen2))
	passAll(t, g)
	back := g.Current(stolen2)
	assert.Contains(t, g.Zone(alice, zones.Hand), back, "to its owner's hand")
	assert.Empty(t, g.Zone(bob, zones.Hand))
}

// Setup refuses what only the battlefield can hold, and an ObjID never
// means another object: unknown ids are errors, not panics.
func TestObjectLookups(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	_, err := g.Put(engine.Placement{Owner: alice, Zone: zones.Hand, Def: nil, Controller: engine.NoPlayer})
	assert.ErrorIs(t, err, engine.ErrUnknownCard)
	_, err = g.Put(engine.Placement{Owner: alice, Zone: zones.Stack, Def: info(t, g, put(t, g, alice, zones.Hand, "Murder")).Def, Controller: engine.NoPlayer})
	assert.ErrorIs(t, err, engine.ErrInvalidValue)

	_, err = g.Object(engine.NoObj)
	assert.ErrorIs(t, err, engine.ErrUnknownObject)
	_, err = g.Object(9999)
	assert.ErrorIs(t, err, engine.ErrUnknownObject)
	assert.Equal(t, engine.NoObj, g.Current(9999))
	_, ok := g.CardObject(9999)
	assert.False(t, ok)
}

// CR 400.7, 122.2, 611.2c: a flickered permanent (Cloudshift) returns as a
// new object: no counters, no damage, untapped, not affected by effects
// that applied to the old object, no longer equipped (CR 704.5n), and
// summoning sick (CR 302.6).
func TestFlickerReturnsAFreshObject(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	lands(t, g, alice, "Plains", 1)
	lands(t, g, alice, "Forest", 1)
	lands(t, g, alice, "Mountain", 1)
	giant := put(t, g, alice, zones.Battlefield, "Hill Giant", counters(engine.PlusOne, 2))
	bs := put(t, g, alice, zones.Battlefield, "Bonesplitter", attachedTo(giant))
	growth := put(t, g, alice, zones.Hand, "Giant Growth")
	bolt := put(t, g, alice, zones.Hand, "Lightning Bolt")
	shift := put(t, g, alice, zones.Hand, "Cloudshift")
	startMain(t, g)

	cast(t, g, alice, growth, target(giant))
	passAll(t, g)
	cast(t, g, alice, bolt, target(giant))
	passAll(t, g)
	before := info(t, g, giant)
	require.Equal(t, [2]int{10, 8}, [2]int{before.Characteristics.Power, before.Characteristics.Toughness})
	require.Equal(t, 3, before.Damage)

	cast(t, g, alice, shift, target(giant))
	passAll(t, g)
	now := g.Current(giant)
	require.NotEqual(t, giant, now)
	ni := info(t, g, now)
	assert.Equal(t, zones.Battlefield, ni.Zone)
	assert.Zero(t, ni.Counters[engine.PlusOne], "counters don't follow the card (CR 122.2)")
	assert.Zero(t, ni.Damage)
	assert.Equal(t, [2]int{3, 3}, [2]int{ni.Characteristics.Power, ni.Characteristics.Toughness},
		"neither the pump nor the equipment applies to the new object")
	assert.True(t, ni.SummoningSick)
	assert.Equal(t, engine.NoObj, info(t, g, bs).AttachedTo, "the equipment became unattached")
	assert.True(t, info(t, g, bs).Current, "the equipment itself stays")
}
