package engine_test

// Keyword abilities read through layer 6: hexproof (CR 702.11) and
// ward (CR 702.21).

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// CR 702.11b, 601.2c: a permanent with hexproof can't be the target of
// spells or abilities an opponent controls; the attempt is an illegal
// action that changes nothing. Its controller may target it.
func TestKeywordHexproof(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	putN(t, g, alice, zones.Battlefield, "Mountain", 1)
	putN(t, g, bob, zones.Battlefield, "Forest", 1)
	bolt := put(t, g, alice, zones.Hand, "Lightning Bolt")
	growth := put(t, g, bob, zones.Hand, "Giant Growth")
	scout := putDef(t, g, bob, zones.Battlefield, sbHexproof)
	startMain(t, g)

	before := g.EventCount()
	err := g.CastSpell(alice, bolt, engine.CastOptions{Targets: []engine.Target{target(scout)}})
	require.ErrorIs(t, err, engine.ErrIllegalTarget)
	assert.Equal(t, before, g.EventCount())
	assert.Equal(t, zones.Hand, info(t, g, bolt).Zone, "the Bolt is still in hand")
	for _, a := range g.LegalActions(alice, nil) {
		if a.Obj == bolt {
			assert.NotContains(t, a.TargetList(), target(scout), "no legal action targets it")
		}
	}

	require.NoError(t, g.PassPriority(alice))
	cast(t, g, bob, growth, target(scout)) // its controller may target it
	resolveStack(t, g)
	assert.Equal(t, 4, g.Characteristics(scout).Power)
}

// CR 702.11b, 608.2b, 613.1f: Ranger's Guile gives hexproof (layer 6) in
// response; when Lightning Bolt resolves its only target is illegal, so it
// doesn't resolve: it is countered and goes to the graveyard. The granted
// hexproof ends in the cleanup step (CR 514.2).
func TestKeywordRangersGuileCountersBolt(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	fillLibraries(t, g, 3)
	putN(t, g, alice, zones.Battlefield, "Mountain", 1)
	putN(t, g, bob, zones.Battlefield, "Forest", 1)
	bolt := put(t, g, alice, zones.Hand, "Lightning Bolt")
	guile := put(t, g, bob, zones.Hand, "Ranger's Guile")
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)

	cast(t, g, alice, bolt, target(bears))
	require.NoError(t, g.PassPriority(alice))
	cast(t, g, bob, guile, target(bears))
	from := g.EventCount()
	resolveStack(t, g)

	bi := info(t, g, bears)
	assert.True(t, bi.Characteristics.Has(engine.Hexproof))
	assert.Equal(t, 3, bi.Characteristics.Power)
	assert.True(t, bi.Current, "the Bears survive")
	assert.Equal(t, 0, bi.Damage, "the Bolt dealt no damage")
	assert.Empty(t, eventsOf(g, from, engine.EvDamage))
	countered := eventsOf(g, from, engine.EvCountered)
	require.Len(t, countered, 1)
	assert.Equal(t, alice, countered[0].Player)
	assert.Equal(t, zones.Graveyard, sbNow(t, g, bolt).Zone)

	gotoStep(t, g, 2, engine.Upkeep)
	assert.False(t, g.Characteristics(bears).Has(engine.Hexproof), "until end of turn")
}

// CR 702.21a: ward—pay 3 life. When the permanent becomes the target of a
// spell an opponent controls, ward triggers and goes on the stack above the
// spell (controlled by the ward permanent's controller); on resolution it
// counters the spell unless its controller pays 3 life. CR 119.4: a player
// with less than 3 life can't pay 3 life.
func TestKeywordWardPayLife(t *testing.T) {
	t.Parallel()
	type tc struct {
		name     string
		life     int
		answer   engine.Answer
		pays     bool
		loses    bool // paying brings her to 0 life
		leftOver int  // answers the decider didn't use
	}
	for _, c := range []tc{
		{name: "pays", life: 20, answer: engine.Yes(), pays: true},
		{name: "declines", life: 20, answer: engine.No()},
		{name: "pays with exactly 3 life", life: 3, answer: engine.Yes(), pays: true, loses: true},
		{name: "can't pay below 3 life", life: 2, answer: engine.Yes(), leftOver: 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := newGame(t)
			putN(t, g, alice, zones.Battlefield, "Mountain", 1)
			bolt := put(t, g, alice, zones.Hand, "Lightning Bolt")
			sentry := putDef(t, g, bob, zones.Battlefield, sbWarded)
			require.NoError(t, g.SetLife(alice, c.life))
			startMain(t, g)

			cast(t, g, alice, bolt, target(sentry))
			st := g.Stack()
			require.Len(t, st, 2, "the Bolt and the ward trigger")
			assert.True(t, st[0].Spell)
			assert.Equal(t, g.Current(bolt), st[0].Obj)
			assert.False(t, st[1].Spell, "ward is on top")
			assert.Equal(t, bob, st[1].Controller, "its controller is the warded permanent's")
			assert.Equal(t, sentry, st[1].Obj)
			assert.True(t, strings.Contains(st[1].Text, "3 life"), st[1].Text)
			assert.Equal(t, alice, g.PriorityPlayer())

			push(t, g, alice, c.answer)
			passAll(t, g) // the ward trigger resolves
			switch {
			case c.loses:
				// CR 119.4 allows paying all of one's life; then 704.5a.
				assert.Equal(t, 0, g.Life(alice))
				over, winner := g.Over()
				assert.True(t, over)
				assert.Equal(t, bob, winner)
			case c.pays:
				assert.Equal(t, c.life-3, g.Life(alice))
				require.Equal(t, 1, g.StackLen(), "the Bolt is still on the stack")
				resolveStack(t, g)
				assert.Equal(t, zones.Graveyard, sbNow(t, g, sentry).Zone, "the Bolt resolved")
			default:
				assert.Equal(t, c.life, g.Life(alice), "no life paid")
				assert.Equal(t, 0, g.StackLen(), "the Bolt was countered")
				assert.Equal(t, zones.Graveyard, sbNow(t, g, bolt).Zone)
				assert.True(t, info(t, g, sentry).Current)
				assert.Equal(t, 0, info(t, g, sentry).Damage)
			}
			assert.Equal(t, c.leftOver, script(t, g, alice).Remaining(), "Alice was asked only if she could pay")
		})
	}
}

// CR 702.21a: ward triggers only for spells and abilities an opponent
// controls, not for its controller's own.
func TestKeywordWardNotForOwnSpells(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	putN(t, g, bob, zones.Battlefield, "Forest", 1)
	growth := put(t, g, bob, zones.Hand, "Giant Growth")
	sentry := putDef(t, g, bob, zones.Battlefield, sbWarded)
	startMain(t, g)

	require.NoError(t, g.PassPriority(alice))
	from := g.EventCount()
	cast(t, g, bob, growth, target(sentry))
	assert.Equal(t, 1, g.StackLen(), "no ward trigger")
	assert.Empty(t, eventsOf(g, from, engine.EvAbilityTriggered))
	resolveStack(t, g)
	assert.Equal(t, 20, g.Life(bob))
	assert.Equal(t, 5, g.Characteristics(sentry).Power)
}
