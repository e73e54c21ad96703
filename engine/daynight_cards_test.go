package engine_test

// The day/night cards of the pool other than Brutal Cathar (cards/), each
// by its Oracle text and rulings.

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// dncTriggers returns the sources of the abilities that triggered since
// from.
func dncTriggers(g *engine.Game, from int) []engine.ObjID {
	var out []engine.ObjID
	for _, ev := range eventsOf(g, from, engine.EvAbilityTriggered) {
		out = append(out, ev.Obj)
	}
	return out
}

// The Celestus: "If it's neither day nor night, it becomes day as The
// Celestus enters." (CR 614.1c). Ruling: its "whenever day becomes night or
// night becomes day" doesn't trigger the first time the game becomes day
// or night (CR 731.1a).
func TestCardsCelestusEntersMakingItDay(t *testing.T) {
	t.Parallel()
	g := dnGame(t, daynight.Neither)
	putN(t, g, alice, zones.Battlefield, "Wastes", 3)
	card := put(t, g, alice, zones.Hand, "The Celestus")
	startMain(t, g)
	from := g.EventCount()
	cast(t, g, alice, card)
	resolveStack(t, g)
	assert.Equal(t, zones.Battlefield, bctZone(t, g, card))
	assert.Equal(t, [][2]daynight.Designation{{daynight.Neither, daynight.Day}}, dnDayNight(g, from))
	assert.Empty(t, dncTriggers(g, from))
	assert.Equal(t, 20, g.Life(alice))
}

// The Celestus: "{3}, {T}: If it's night, it becomes day. Otherwise, it
// becomes night. Activate only as a sorcery." and "Whenever day becomes
// night or night becomes day, you gain 1 life. You may draw a card. If you
// do, discard a card."
func TestCardsCelestusToggles(t *testing.T) {
	t.Parallel()
	g := dnGame(t, daynight.Day)
	putN(t, g, alice, zones.Battlefield, "Wastes", 3)
	celestus := put(t, g, alice, zones.Battlefield, "The Celestus")
	bears := put(t, g, alice, zones.Hand, "Grizzly Bears")
	start(t, g, engine.StartAt{Turn: 1, Player: alice, Step: engine.Upkeep})
	err := g.ActivateAbility(alice, celestus, 1, engine.ActivateOptions{})
	require.ErrorIs(t, err, engine.ErrTiming, "only as a sorcery")
	gotoStep(t, g, 1, engine.PrecombatMain)

	from := g.EventCount()
	require.NoError(t, g.ActivateAbility(alice, celestus, 1, engine.ActivateOptions{}))
	assert.True(t, info(t, g, celestus).Tapped)
	push(t, g, alice, engine.Yes(), engine.PickObj(bears)) // draw, then discard the Bears
	resolveStack(t, g)
	assert.Equal(t, daynight.Night, g.DayNight())
	assert.Equal(t, []engine.ObjID{celestus}, dncTriggers(g, from))
	assert.Equal(t, 21, g.Life(alice))
	assert.Equal(t, zones.Graveyard, bctZone(t, g, bears))
	hand := g.Zone(alice, zones.Hand)
	require.Len(t, hand, 1)
	assert.Equal(t, "Wastes", g.Characteristics(hand[0]).Name, "the card drawn")

	// Next turn of Alice's it is night: the ability makes it day, and
	// she may decline to draw.
	gotoStep(t, g, 3, engine.PrecombatMain)
	require.Equal(t, daynight.Night, g.DayNight())
	life := g.Life(alice)
	handSize := len(g.Zone(alice, zones.Hand))
	require.NoError(t, g.ActivateAbility(alice, celestus, 1, engine.ActivateOptions{}))
	push(t, g, alice, engine.No())
	resolveStack(t, g)
	assert.Equal(t, daynight.Day, g.DayNight())
	assert.Equal(t, life+1, g.Life(alice))
	assert.Len(t, g.Zone(alice, zones.Hand), handSize)
}

// Brimstone Vandal: "If it's neither day nor night, it becomes day as this
// creature enters." "Whenever day becomes night or night becomes day, this
// creature deals 1 damage to each opponent." Not on the first designation
// (CR 731.1a); to every opponent in a multiplayer game.
func TestCardsBrimstoneVandal(t *testing.T) {
	t.Parallel()
	g := newGame(t, "Alice", "Bob", "Carol")
	fillLibraries(t, g, 5)
	putN(t, g, alice, zones.Battlefield, "Mountain", 3)
	card := put(t, g, alice, zones.Hand, "Brimstone Vandal")
	startMain(t, g)
	cast(t, g, alice, card)
	resolveStack(t, g)
	require.Equal(t, daynight.Day, g.DayNight())
	assert.Equal(t, []int{20, 20, 20}, []int{g.Life(alice), g.Life(bob), g.Life(2)})
	assert.True(t, g.Characteristics(g.Current(card)).Has(engine.Menace))

	require.NoError(t, g.ItBecomes(daynight.Night))
	resolveStack(t, g)
	assert.Equal(t, []int{20, 19, 19}, []int{g.Life(alice), g.Life(bob), g.Life(2)})
	require.NoError(t, g.ItBecomes(daynight.Day))
	resolveStack(t, g)
	assert.Equal(t, []int{20, 18, 18}, []int{g.Life(alice), g.Life(bob), g.Life(2)})
}

// Into the Night: "It becomes night. Discard any number of cards, then draw
// that many cards plus one." Ruling: discarding zero still draws one.
func TestCardsIntoTheNight(t *testing.T) {
	t.Parallel()
	for _, discard := range []int{0, 2} {
		t.Run(string(rune('0'+discard)), func(t *testing.T) {
			g := dnGame(t, daynight.Day)
			putN(t, g, alice, zones.Battlefield, "Mountain", 4)
			card := put(t, g, alice, zones.Hand, "Into the Night")
			others := putN(t, g, alice, zones.Hand, "Grizzly Bears", 2)
			startMain(t, g)
			cast(t, g, alice, card)
			push(t, g, alice, engine.PickObj(others[:discard]...))
			from := g.EventCount()
			resolveStack(t, g)
			assert.Equal(t, daynight.Night, g.DayNight())
			assert.Len(t, eventsOf(g, from, engine.EvDiscarded), discard)
			assert.Len(t, eventsOf(g, from, engine.EvDrew), discard+1)
			assert.Len(t, g.Zone(alice, zones.Hand), 2+1)
		})
	}
}

// Moonrager's Slash: "This spell costs {2} less to cast if it's night."
// (CR 601.2f). At night one Mountain pays for it; by day it can't be cast,
// and the failed attempt changes nothing (ErrCannotPay).
func TestCardsMoonragersSlash(t *testing.T) {
	t.Parallel()
	for _, d := range []daynight.Designation{daynight.Night, daynight.Day} {
		t.Run(d.String(), func(t *testing.T) {
			g := dnGame(t, d)
			put(t, g, alice, zones.Battlefield, "Mountain")
			slash := put(t, g, alice, zones.Hand, "Moonrager's Slash")
			startMain(t, g)
			castable := false
			for _, a := range g.LegalActions(alice, nil) {
				castable = castable || (a.Kind == engine.ActCast && a.Obj == slash)
			}
			before := g.EventCount()
			err := g.CastSpell(alice, slash, engine.CastOptions{Targets: []engine.Target{engine.TargetPlayerID(bob)}})
			if d == daynight.Day {
				require.ErrorIs(t, err, engine.ErrCannotPay)
				assert.False(t, castable)
				assert.Equal(t, before, g.EventCount())
				assert.Equal(t, zones.Hand, info(t, g, slash).Zone)
				return
			}
			require.NoError(t, err)
			assert.True(t, castable)
			resolveStack(t, g)
			assert.Equal(t, 17, g.Life(bob))
		})
	}
}

// Village Watch: haste (CR 702.10): cast this turn, it can attack.
// Village Reavers: "Wolves and Werewolves you control have haste." — a
// Tavern Ruffian cast at night enters as Tavern Smasher and can attack at
// once; Immerwolf (a Wolf) has haste; Grizzly Bears and the opponent's
// Werewolves don't.
func TestCardsVillageWatchAndReavers(t *testing.T) {
	t.Parallel()
	t.Run("Village Watch", func(t *testing.T) {
		g := dnGame(t, daynight.Day)
		putN(t, g, alice, zones.Battlefield, "Mountain", 5)
		card := put(t, g, alice, zones.Hand, "Village Watch")
		startMain(t, g)
		cast(t, g, alice, card)
		resolveStack(t, g)
		watch := g.Current(card)
		require.True(t, info(t, g, watch).SummoningSick)
		gotoStep(t, g, 1, engine.DeclareAttackersStep)
		require.NoError(t, g.DeclareAttackers(alice, []engine.Attack{{Attacker: watch, Defender: bob}}))
	})
	t.Run("Village Reavers", func(t *testing.T) {
		g := dnGame(t, daynight.Night)
		putN(t, g, alice, zones.Battlefield, "Mountain", 4)
		put(t, g, alice, zones.Battlefield, "Village Watch", backFace)
		card := put(t, g, alice, zones.Hand, "Tavern Ruffian")
		wolf := put(t, g, alice, zones.Battlefield, "Immerwolf", sick)
		bears := put(t, g, alice, zones.Battlefield, "Grizzly Bears", sick)
		theirs := put(t, g, bob, zones.Battlefield, "Tavern Ruffian", backFace)
		startMain(t, g)
		cast(t, g, alice, card)
		resolveStack(t, g)
		smasher := g.Current(card)
		require.Equal(t, "Tavern Smasher", g.Characteristics(smasher).Name)
		assert.True(t, g.Characteristics(smasher).Has(engine.Haste))
		assert.True(t, g.Characteristics(wolf).Has(engine.Haste))
		assert.False(t, g.Characteristics(bears).Has(engine.Haste))
		assert.False(t, g.Characteristics(theirs).Has(engine.Haste), "only Alice's")
		gotoStep(t, g, 1, engine.DeclareAttackersStep)
		require.ErrorIs(t, g.DeclareAttackers(alice, []engine.Attack{{Attacker: bears, Defender: bob}}), engine.ErrSummoningSick)
		require.NoError(t, g.DeclareAttackers(alice, []engine.Attack{{Attacker: smasher, Defender: bob}, {Attacker: wolf, Defender: bob}}))
	})
}

// Weaver of Blossoms: "{T}: Add one mana of any color." Blossom-Clad
// Werewolf: "{T}: Add two mana of any one color." (CR 106.1, 605.1a)
func TestCardsWeaverOfBlossoms(t *testing.T) {
	t.Parallel()
	g := dnGame(t, daynight.Day)
	weaver := put(t, g, alice, zones.Battlefield, "Weaver of Blossoms")
	startMain(t, g)
	require.NoError(t, g.ActivateAbility(alice, weaver, 0, engine.ActivateOptions{Color: engine.ManaU}))
	assert.Equal(t, engine.ManaPool{engine.ManaU: 1}, g.Pool(alice))
	require.NoError(t, g.ItBecomes(daynight.Night))
	require.ErrorIs(t, g.ActivateAbility(alice, weaver, 0, engine.ActivateOptions{Color: engine.ManaB}), engine.ErrCannotPay, "it is still tapped")
	gotoStep(t, g, 3, engine.PrecombatMain)
	require.Equal(t, "Blossom-Clad Werewolf", g.Characteristics(weaver).Name)
	require.NoError(t, g.ActivateAbility(alice, weaver, 0, engine.ActivateOptions{Color: engine.ManaB}))
	assert.Equal(t, engine.ManaPool{engine.ManaB: 2}, g.Pool(alice))
}

// Howlpack Piper: "{1}{G}, {T}: You may put a creature card from your hand
// onto the battlefield. If it's a Wolf or Werewolf, untap this creature.
// Activate only as a sorcery." It also reads "This spell can't be
// countered."
func TestCardsHowlpackPiper(t *testing.T) {
	t.Parallel()
	assert.True(t, cards.MustLookup("Howlpack Piper").Front.Uncounterable)
	for _, tc := range []struct {
		card   string
		untaps bool
	}{{"Tavern Ruffian", true}, {"Grizzly Bears", false}} {
		t.Run(tc.card, func(t *testing.T) {
			g := dnGame(t, daynight.Day)
			putN(t, g, alice, zones.Battlefield, "Forest", 2)
			piper := put(t, g, alice, zones.Battlefield, "Howlpack Piper")
			card := put(t, g, alice, zones.Hand, tc.card)
			startMain(t, g)
			require.NoError(t, g.ActivateAbility(alice, piper, 0, engine.ActivateOptions{}))
			push(t, g, alice, engine.PickObj(card))
			resolveStack(t, g)
			assert.Equal(t, zones.Battlefield, bctZone(t, g, card))
			assert.Equal(t, !tc.untaps, info(t, g, piper).Tapped)
		})
	}
}

// At night, a daybound card put onto the battlefield without being cast
// enters back face up (ruling; CR 702.145b(1)). Piper's ability is on the
// stack when it becomes night: the Piper transforms into Wildsong Howler
// (its "transforms into" trigger looks at six cards), the ability still
// resolves, Tavern Ruffian enters as Tavern Smasher, and the Howler — the
// same object (CR 712.18) — untaps.
func TestCardsHowlpackPiperAtNight(t *testing.T) {
	t.Parallel()
	g := dnGame(t, daynight.Day)
	putN(t, g, alice, zones.Battlefield, "Forest", 2)
	piper := put(t, g, alice, zones.Battlefield, "Howlpack Piper")
	card := put(t, g, alice, zones.Hand, "Tavern Ruffian")
	startMain(t, g)
	require.NoError(t, g.ActivateAbility(alice, piper, 0, engine.ActivateOptions{}))
	from := g.EventCount()
	require.NoError(t, g.ItBecomes(daynight.Night))
	assert.Equal(t, []engine.ObjID{piper}, dncTriggers(g, from), "\"transforms into Wildsong Howler\"")
	require.Equal(t, 2, g.StackLen())
	push(t, g, alice, engine.PickObj(card))
	resolveStack(t, g)
	oi := info(t, g, g.Current(card))
	require.Equal(t, zones.Battlefield, oi.Zone)
	assert.True(t, oi.BackFace)
	assert.Equal(t, "Tavern Smasher", oi.Characteristics.Name)
	assert.False(t, info(t, g, piper).Tapped)
	assert.Equal(t, "Wildsong Howler", g.Characteristics(piper).Name)
}

// Wildsong Howler: "Whenever this creature enters or transforms into
// Wildsong Howler, look at the top six cards of your library. You may
// reveal a creature card from among them and put it into your hand. Put the
// rest on the bottom of your library in a random order." Unlike Brutal
// Cathar's, this trigger is on the back face, so Howlpack Piper entering at
// night (back face up, CR 702.145b(1)) triggers it by entering.
func TestCardsWildsongHowler(t *testing.T) {
	t.Parallel()
	g := dnGame(t, daynight.Night)
	putN(t, g, alice, zones.Battlefield, "Forest", 4)
	card := put(t, g, alice, zones.Hand, "Howlpack Piper")
	// The library, bottom first: a Hill Giant deep down, then six cards
	// with Grizzly Bears among them.
	deep := put(t, g, alice, zones.Library, "Hill Giant")
	bears := put(t, g, alice, zones.Library, "Grizzly Bears")
	putN(t, g, alice, zones.Library, "Wastes", 5)
	startMain(t, g)
	libBefore := len(g.Zone(alice, zones.Library))
	from := g.EventCount()
	cast(t, g, alice, card)
	passAll(t, g)
	howler := g.Current(card)
	require.Equal(t, "Wildsong Howler", g.Characteristics(howler).Name)
	assert.Empty(t, eventsOf(g, from, engine.EvTransformed))
	require.Equal(t, []engine.ObjID{howler}, dncTriggers(g, from), "it entered")
	push(t, g, alice, engine.PickObj(bears))
	resolveStack(t, g)
	assert.Equal(t, zones.Hand, bctZone(t, g, bears))
	lib := g.Zone(alice, zones.Library)
	require.Len(t, lib, libBefore-1)
	assert.Equal(t, zones.Library, bctZone(t, g, deep))
	assert.Equal(t, g.Current(deep), lib[len(lib)-1], "the Hill Giant, not among the six, is now on top")
}
