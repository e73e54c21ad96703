package engine_test

// State-based actions (CR 704). The helpers and local card definitions at
// the top of this file (prefix sb) are shared by combat_test.go,
// keywords_test.go and game_leave_test.go.

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// sbCreature defines a creature card with keyword abilities.
func sbCreature(name, cost string, power, toughness int16, kws ...engine.Keyword) *engine.CardDef {
	return engine.Finish(&engine.CardDef{Front: engine.Face{Name: name, ManaCost: engine.MustManaCost(cost),
		Types: engine.Types(engine.Creature), Power: power, Toughness: toughness, Keywords: engine.Keywords(kws...)}})
}

// Local card definitions, through engine's public definition types.
var (
	sbLegend = func() *engine.CardDef {
		d := sbCreature("Isamaru, Hound of Konda", "{W}", 2, 2)
		d.Front.Supertypes = engine.Supertypes(engine.Legendary)
		return d
	}()
	sbFlyer    = sbCreature("Wind Drake", "{2}{U}", 2, 2, engine.Flying)
	sbReach    = sbCreature("Giant Spider", "{3}{G}", 2, 4, engine.Reach)
	sbStriker  = sbCreature("Striking Knight", "{2}{W}", 3, 3, engine.FirstStrike)
	sbHaste    = sbCreature("Raging Goblin", "{R}", 1, 1, engine.Haste)
	sbMenace   = sbCreature("Menacing Ogre", "{2}{R}", 3, 3, engine.Menace)
	sbHexproof = sbCreature("Gladecover Scout", "{G}", 1, 1, engine.Hexproof)
	sbWhite    = sbCreature("Savannah Lions", "{W}", 2, 1)
	sbWarded   = func() *engine.CardDef {
		d := sbCreature("Warded Sentry", "{2}{G}", 2, 2, engine.Ward)
		d.Front.WardLife = 3
		return d
	}()
	sbArtifactCr = engine.Finish(&engine.CardDef{Front: engine.Face{Name: "Bronze Sentinel", ManaCost: engine.MustManaCost("{3}"),
		Types: engine.Types(engine.Artifact, engine.Creature), Power: 2, Toughness: 2}})
	// Day of Judgment: "Destroy all creatures."
	sbWrath = engine.Finish(&engine.CardDef{Front: engine.Face{Name: "Day of Judgment", ManaCost: engine.MustManaCost("{2}{W}{W}"),
		Types: engine.Types(engine.Sorcery), Spell: &engine.SpellAbility{Effect: func(r *engine.Resolution) {
			g := r.Game()
			for _, id := range g.Battlefield() {
				if g.Characteristics(id).Is(engine.Creature) {
					r.Destroy(id)
				}
			}
		}}}})
)

// sbGone reports that an object no longer exists in any zone: its card's
// current object is not current (it left the game or ceased to exist).
func sbGone(t testing.TB, g *engine.Game, id engine.ObjID) bool {
	t.Helper()
	_, ok := g.CardObject(info(t, g, id).Card)
	return !ok
}

// sbNow returns the object a card is now and its view.
func sbNow(t testing.TB, g *engine.Game, id engine.ObjID) engine.ObjectInfo {
	t.Helper()
	return info(t, g, g.Current(id))
}

// CR 704.5a, 104.2a: a player with 0 or less life loses; in a two-player
// game the other player wins and the game is over. Every later action fails
// with ErrGameOver.
func TestSBAZeroLifeLosesTwoPlayer(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	putN(t, g, alice, zones.Battlefield, "Mountain", 1)
	bolt := put(t, g, alice, zones.Hand, "Lightning Bolt")
	require.NoError(t, g.SetLife(bob, 3))
	startMain(t, g)

	cast(t, g, alice, bolt, engine.TargetPlayerID(bob))
	over, _ := g.Over()
	require.False(t, over, "nothing happens before the Bolt resolves")
	resolveStack(t, g)

	assert.Equal(t, 0, g.Life(bob))
	over, winner := g.Over()
	assert.True(t, over, "704.5a: Bob at 0 life loses, and with one player left the game is over")
	assert.Equal(t, alice, winner)
	assert.True(t, g.HasLost(bob))
	assert.False(t, g.HasLost(alice))
	assert.True(t, g.Waiting().Over)
	assert.ErrorIs(t, g.PassPriority(alice), engine.ErrGameOver)
	assert.ErrorIs(t, g.PassPriority(bob), engine.ErrGameOver)
	assert.ErrorIs(t, g.Concede(alice), engine.ErrGameOver)
	assert.ErrorIs(t, g.DeclareAttackers(alice, nil), engine.ErrGameOver)
}

// CR 704.3, 704.5a, 104.4a: state-based actions are checked against one
// view and performed at once. Both players at 0 life lose simultaneously:
// the game is a draw, not a win for whoever happened to be checked second.
func TestSBAAllAtOnceBothPlayersLoseIsADraw(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	require.NoError(t, g.SetLife(alice, 0))
	require.NoError(t, g.SetLife(bob, -2))
	startMain(t, g)

	over, winner := g.Over()
	assert.True(t, over)
	assert.Equal(t, engine.NoPlayer, winner, "a draw (CR 104.4a)")
	assert.True(t, g.HasLost(alice))
	assert.True(t, g.HasLost(bob))
}

// CR 704.5g: a creature with damage marked on it greater than or equal to
// its toughness is destroyed; one with less survives with the damage marked.
func TestSBALethalDamageDestroys(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	putN(t, g, alice, zones.Battlefield, "Mountain", 2)
	bolts := putN(t, g, alice, zones.Hand, "Lightning Bolt", 2)
	giant := put(t, g, bob, zones.Battlefield, "Hill Giant")                            // 3/3
	big := put(t, g, bob, zones.Battlefield, "Hill Giant", counters(engine.PlusOne, 1)) // 4/4
	startMain(t, g)

	from := g.EventCount()
	cast(t, g, alice, bolts[0], target(giant))
	resolveStack(t, g)
	cast(t, g, alice, bolts[1], target(big))
	resolveStack(t, g)

	assert.False(t, info(t, g, giant).Current)
	assert.Equal(t, zones.Graveyard, sbNow(t, g, giant).Zone, "3 damage on a 3/3 is lethal")
	destroyed := eventsOf(g, from, engine.EvDestroyed)
	require.Len(t, destroyed, 1, "704.5g destroys (so it could be regenerated)")
	assert.Equal(t, giant, destroyed[0].Obj)
	assert.Equal(t, "CR 704.5g", g.EventRule(destroyed[0]), "destroyed by lethal damage, not by a destroy effect (701.8a)")

	bi := info(t, g, big)
	assert.True(t, bi.Current, "3 damage on a 4/4 is not lethal")
	assert.Equal(t, 3, bi.Damage)
	assert.Equal(t, zones.Battlefield, bi.Zone)
}

// CR 704.5f: a creature with toughness 0 or less goes to its owner's
// graveyard. It is not destroyed. Clone entering as a copy of nothing is a
// 0/0.
func TestSBAZeroToughnessCloneCopyingNothing(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	putN(t, g, alice, zones.Battlefield, "Island", 4)
	clone := put(t, g, alice, zones.Hand, "Clone")
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)

	push(t, g, alice, engine.Nothing()) // copy nothing, although Bears could be copied
	from := g.EventCount()
	cast(t, g, alice, clone)
	resolveStack(t, g)

	ci := sbNow(t, g, clone)
	assert.Equal(t, zones.Graveyard, ci.Zone, "a 0/0 goes to the graveyard")
	assert.Equal(t, alice, ci.Owner)
	assert.Empty(t, eventsOf(g, from, engine.EvDestroyed), "704.5f is not destruction")
	var entered bool
	for _, ev := range eventsOf(g, from, engine.EvZoneChanged) {
		if ev.To == zones.Battlefield {
			entered = true
		}
	}
	assert.True(t, entered, "it did enter the battlefield first")
	assert.True(t, info(t, g, bears).Current)
	assert.Equal(t, 0, script(t, g, alice).Remaining())
}

// CR 704.5m, 704.5n, 704.3: when the creature leaves, an Aura attached to
// it goes to its owner's graveyard, and an Equipment attached to it becomes
// unattached and stays on the battlefield. The batch is repeated: the
// creature dying to lethal damage (first check) makes the Aura and the
// Equipment illegal (second check) before anyone gets priority.
func TestSBAAuraGoesEquipmentStays(t *testing.T) {
	t.Parallel()
	for _, how := range []string{"destroyed by Murder", "lethal damage from Bolt"} {
		t.Run(how, func(t *testing.T) {
			g := newGame(t)
			putN(t, g, alice, zones.Battlefield, "Swamp", 3)
			putN(t, g, alice, zones.Battlefield, "Mountain", 1)
			murder := put(t, g, alice, zones.Hand, "Murder")
			bolt := put(t, g, alice, zones.Hand, "Lightning Bolt")
			giant := put(t, g, bob, zones.Battlefield, "Hill Giant")
			pacifism := put(t, g, alice, zones.Battlefield, "Pacifism", attachedTo(giant))
			splitter := put(t, g, bob, zones.Battlefield, "Bonesplitter", attachedTo(giant))
			startMain(t, g)
			assert.Equal(t, 5, g.Characteristics(giant).Power, "Bonesplitter gives +2/+0")

			from := g.EventCount()
			if how == "destroyed by Murder" {
				cast(t, g, alice, murder, target(giant))
			} else {
				cast(t, g, alice, bolt, target(giant))
			}
			resolveStack(t, g)
			require.Equal(t, alice, g.PriorityPlayer())

			assert.Equal(t, zones.Graveyard, sbNow(t, g, giant).Zone)
			pi := sbNow(t, g, pacifism)
			assert.Equal(t, zones.Graveyard, pi.Zone, "704.5m: the Aura goes to the graveyard")
			assert.Equal(t, alice, pi.Owner, "its owner's graveyard")
			assert.Contains(t, g.Zone(alice, zones.Graveyard), pi.ID)

			si := info(t, g, splitter)
			assert.True(t, si.Current, "704.5n: the Equipment stays on the battlefield, the same object")
			assert.Equal(t, zones.Battlefield, si.Zone)
			assert.Equal(t, engine.NoObj, si.AttachedTo, "and is unattached")
			un := eventsOf(g, from, engine.EvUnattached)
			require.Len(t, un, 1)
			assert.Equal(t, splitter, un[0].Obj)
		})
	}
}

// CR 704.5d: a token in a zone other than the battlefield ceases to exist
// (a card put into the graveyard the same way stays there).
func TestSBATokenCeasesToExist(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	putN(t, g, alice, zones.Battlefield, "Plains", 4)
	wrath := putDef(t, g, alice, zones.Hand, sbWrath)
	tok := put(t, g, alice, zones.Battlefield, "Grizzly Bears", token)
	card := put(t, g, alice, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)

	from := g.EventCount()
	cast(t, g, alice, wrath)
	resolveStack(t, g)

	assert.True(t, sbGone(t, g, tok), "the token ceased to exist")
	assert.Equal(t, zones.Graveyard, sbNow(t, g, card).Zone, "the card stays in the graveyard")
	gy := g.Zone(alice, zones.Graveyard)
	assert.Len(t, gy, 2, "Day of Judgment and the Bears card; not the token")
	ceased := eventsOf(g, from, engine.EvCeasedToExist)
	require.Len(t, ceased, 1)
	assert.Equal(t, g.Current(tok), ceased[0].Obj, "the token's graveyard object")
}

// CR 704.5j: if a player controls two or more legendary permanents with the
// same name, that player chooses one (a DecideLegend decision) and the rest
// go to their owners' graveyards. Another player's legend of the same name
// is not involved.
func TestSBALegendRule(t *testing.T) {
	t.Parallel()
	for _, keepNew := range []bool{false, true} {
		name := "keep the old one"
		if keepNew {
			name = "keep the new one"
		}
		t.Run(name, func(t *testing.T) {
			g := newGame(t)
			putN(t, g, alice, zones.Battlefield, "Plains", 1)
			old := putDef(t, g, alice, zones.Battlefield, sbLegend)
			inHand := putDef(t, g, alice, zones.Hand, sbLegend)
			bobs := putDef(t, g, bob, zones.Battlefield, sbLegend)
			startMain(t, g)

			sc := script(t, g, alice)
			var asked []engine.DecisionKind
			var offered int
			require.NoError(t, g.SetDecider(alice, engine.DeciderFunc(func(g *engine.Game, d *engine.Decision) ([]int, error) {
				asked = append(asked, d.Kind)
				if d.Kind == engine.DecideLegend {
					offered = len(d.Options)
				}
				return sc.Decide(g, d)
			})))
			if keepNew {
				push(t, g, alice, engine.PickCard(info(t, g, inHand).Card))
			} else {
				push(t, g, alice, engine.PickObj(old))
			}
			cast(t, g, alice, inHand)
			resolveStack(t, g)

			assert.Equal(t, []engine.DecisionKind{engine.DecideLegend}, asked)
			assert.Equal(t, 2, offered, "Alice chooses between her two; Bob's is not hers")
			newer := sbNow(t, g, inHand)
			if keepNew {
				assert.Equal(t, zones.Battlefield, newer.Zone)
				assert.Equal(t, zones.Graveyard, sbNow(t, g, old).Zone)
			} else {
				assert.Equal(t, zones.Graveyard, newer.Zone)
				assert.True(t, info(t, g, old).Current)
			}
			assert.True(t, info(t, g, bobs).Current, "704.5j looks at one controller's legends")
		})
	}
}

// CR 704.5q: a permanent with both +1/+1 and -1/-1 counters loses N of
// each, N the smaller count; set at setup, and put on during play.
func TestSBACountersAnnihilate(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	putN(t, g, alice, zones.Battlefield, "Forest", 1)
	growth := put(t, g, alice, zones.Hand, "Battlegrowth")
	placed := put(t, g, alice, zones.Battlefield, "Grizzly Bears", counters(engine.PlusOne, 3), counters(engine.MinusOne, 1))
	withered := put(t, g, alice, zones.Battlefield, "Grizzly Bears", counters(engine.MinusOne, 1))
	startMain(t, g)

	pi := info(t, g, placed)
	assert.Equal(t, 2, pi.Counters[engine.PlusOne])
	assert.Equal(t, 0, pi.Counters[engine.MinusOne])
	assert.Equal(t, 4, pi.Characteristics.Power)

	assert.Equal(t, 1, g.Characteristics(withered).Toughness)
	from := g.EventCount()
	cast(t, g, alice, growth, target(withered))
	resolveStack(t, g)
	wi := info(t, g, withered)
	assert.Equal(t, [engine.NumCounterKinds]int{}, wi.Counters, "one of each is removed")
	assert.Equal(t, 2, wi.Characteristics.Toughness)
	removed := eventsOf(g, from, engine.EvCountersRemoved)
	assert.Len(t, removed, 2)
}

// CR 704.3: the check is repeated until no state-based action applies,
// before any player receives priority: an Aura whose creature died to a
// state-based action (lethal damage) is gone by then.
func TestSBARepeatedUntilNoneApply(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	putN(t, g, alice, zones.Battlefield, "Mountain", 1)
	bolt := put(t, g, alice, zones.Hand, "Lightning Bolt")
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	aura := put(t, g, alice, zones.Battlefield, "Pacifism", attachedTo(bears))
	aura2 := put(t, g, bob, zones.Battlefield, "Pacifism", attachedTo(aura)) // illegal from the start
	startMain(t, g)
	assert.Equal(t, zones.Graveyard, sbNow(t, g, aura2).Zone, "an Aura attached to a non-creature goes at the first check")

	cast(t, g, alice, bolt, target(bears))
	require.Equal(t, alice, g.PriorityPlayer())
	require.NoError(t, g.PassPriority(alice))
	require.NoError(t, g.PassPriority(bob)) // Bolt resolves
	require.Equal(t, alice, g.PriorityPlayer())
	assert.Equal(t, zones.Graveyard, sbNow(t, g, bears).Zone)
	assert.Equal(t, zones.Graveyard, sbNow(t, g, aura).Zone, "second pass of the loop, before priority")
	assert.True(t, slices.Contains(g.Zone(alice, zones.Graveyard), g.Current(aura)))
}
