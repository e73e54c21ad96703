package engine_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// TestRestoreChecksAttackedPlaneswalker: the planeswalker a creature
// attacks (CR 506.3, 508.1b) is a permanent, now or formerly, that is or
// was a planeswalker, and not the attacker itself. A snapshot whose
// attacker names itself, a creature that never was a planeswalker, or a
// card in a library is refused with ErrBadSnapshot (the invariant
// checker's "status"); one whose planeswalker left the battlefield after
// the attack (its creature removed from combat with it, 506.4) is kept.
func TestRestoreChecksAttackedPlaneswalker(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	arlinn := put(t, g, bob, zones.Battlefield, packsHope, counters(engine.Loyalty, 3))
	giant := put(t, g, bob, zones.Battlefield, "Hill Giant")
	inLibrary := put(t, g, bob, zones.Library, "Forest")
	bears := put(t, g, alice, zones.Battlefield, "Grizzly Bears")
	put(t, g, alice, zones.Battlefield, "Mountain")
	bolt := put(t, g, alice, zones.Hand, "Lightning Bolt")
	start(t, g, engine.StartAt{Turn: 1, Player: alice, Step: engine.BeginningOfCombat})
	gotoStep(t, g, 1, engine.DeclareAttackersStep)
	require.NoError(t, g.DeclareAttackers(alice, []engine.Attack{{Attacker: bears, Defender: bob, Planeswalker: arlinn}}))
	require.Equal(t, alice, g.PriorityPlayer())
	good, err := g.Snapshot()
	require.NoError(t, err)
	_, err = restoreChecked(good, cards.Lookup, nil)
	require.NoError(t, err)

	attacksPW := func(to engine.ObjID) func(m map[string]any) {
		return func(m map[string]any) { obj(objects(m)[int(bears)-1])["attackingPW"] = int(to) }
	}
	for name, to := range map[string]engine.ObjID{
		"itself": bears, "a creature that never was a planeswalker": giant, "a card in a library": inLibrary,
	} {
		_, err := restoreChecked(tamper(t, good, attacksPW(to)), cards.Lookup, nil)
		assert.ErrorIs(t, err, engine.ErrBadSnapshot, name)
		assert.ErrorContains(t, err, "never a planeswalker", name)
	}

	cast(t, g, alice, bolt, target(arlinn)) // 3 damage: 0 loyalty, to the graveyard (CR 704.5i)
	resolveStack(t, g)
	require.NotEqual(t, zones.Battlefield, info(t, g, g.Current(arlinn)).Zone)
	require.Equal(t, arlinn, info(t, g, bears).AttackingPlaneswalker, "still the former planeswalker")
	requireSameAfterSnapshotAndClone(t, g)
}

// TestAttackedPlaneswalkerTransformsAway: a planeswalker that transforms
// into a creature while a creature attacks it is removed from combat
// (CR 506.4) but stays the attacked object, and the game, its snapshot and
// its clone stay consistent: one of its card's faces is a planeswalker.
// The two made-up cards cover a planeswalker on either face.
func TestAttackedPlaneswalkerTransformsAway(t *testing.T) {
	t.Parallel()
	walker := engine.Face{Types: engine.Types(engine.Planeswalker), Subtypes: engine.Subtypes(engine.Arlinn), Loyalty: 3}
	beast := engine.Face{Types: engine.Types(engine.Creature), Subtypes: engine.Subtypes(engine.Werewolf), Power: 3, Toughness: 3}
	dayWalker, nightBeast := walker, beast
	dayWalker.Name, dayWalker.ManaCost, dayWalker.Keywords = "Test Dawnwalker", engine.MustManaCost("{1}"), engine.Keywords(engine.Daybound)
	nightBeast.Name, nightBeast.Keywords = "Test Nightbeast", engine.Keywords(engine.Nightbound)
	dayBeast, nightWalker := beast, walker
	dayBeast.Name, dayBeast.ManaCost, dayBeast.Keywords = "Test Daybeast", engine.MustManaCost("{1}"), engine.Keywords(engine.Daybound)
	nightWalker.Name, nightWalker.Keywords = "Test Nightwalker", engine.Keywords(engine.Nightbound)
	for _, c := range []struct {
		def       *engine.CardDef
		startDay  bool
		attackedB bool // the planeswalker is the back face
	}{
		{engine.Finish(&engine.CardDef{Front: dayWalker, Back: &nightBeast}), true, false},
		{engine.Finish(&engine.CardDef{Front: dayBeast, Back: &nightWalker}), false, true},
	} {
		g := newGame(t)
		opts := []putOpt{counters(engine.Loyalty, 3)}
		if c.attackedB {
			opts = append(opts, backFace)
		}
		pw := putDef(t, g, bob, zones.Battlefield, c.def, opts...)
		bears := put(t, g, alice, zones.Battlefield, "Grizzly Bears")
		dn, other := daynight.Day, daynight.Night
		if !c.startDay {
			dn, other = other, dn
		}
		require.NoError(t, g.SetStartingDayNight(dn))
		start(t, g, engine.StartAt{Turn: 1, Player: alice, Step: engine.BeginningOfCombat})
		gotoStep(t, g, 1, engine.DeclareAttackersStep)
		require.NoError(t, g.DeclareAttackers(alice, []engine.Attack{{Attacker: bears, Defender: bob, Planeswalker: pw}}))
		require.NoError(t, g.ItBecomes(other))
		require.True(t, g.Characteristics(pw).Is(engine.Creature), c.def.Name())
		require.Equal(t, pw, info(t, g, bears).AttackingPlaneswalker)
		require.NoError(t, g.CheckInvariants())
		data, err := g.Snapshot()
		require.NoError(t, err)
		lookup := func(name string) (*engine.CardDef, error) {
			if name == c.def.Name() {
				return c.def, nil
			}
			return cards.Lookup(name)
		}
		r, err := restoreChecked(data, lookup, nil)
		require.NoError(t, err, c.def.Name())
		assert.Equal(t, engine.Digest(g), engine.Digest(r))
	}
}
