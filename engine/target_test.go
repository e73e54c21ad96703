package engine_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// phrasesSpell is a test card with two target phrases: "up to two target
// creatures" and "target player"; each creature gets a +1/+1 counter and
// the player loses 1 life.
func phrasesSpell() *engine.CardDef {
	return engine.Finish(&engine.CardDef{Front: engine.Face{Name: "Two Phrases", ManaCost: engine.MustManaCost("{0}"),
		Types: engine.Types(engine.Sorcery), Spell: &engine.SpellAbility{
			Text: "Put a +1/+1 counter on each of up to two target creatures. Target player loses 1 life.",
			Targets: []engine.TargetSpec{{Kind: engine.TargetPermanent, Filter: engine.Creatures(), Count: 2, UpTo: true},
				{Kind: engine.TargetPlayer}},
			Effect: func(r *engine.Resolution) {
				for _, t := range r.Targets(0) {
					r.AddCounters(t.Obj, engine.PlusOne, 1)
				}
				for _, t := range r.Targets(1) {
					r.LoseLife(t.Player, 1)
				}
			}}}})
}

// TestTargetPhrases checks a spell with an "up to two" phrase and a
// second phrase (CR 115.1, 601.2c): places left empty, a required phrase
// that can't be, and the targets each phrase gets on resolution.
func TestTargetPhrases(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	giant := put(t, g, bob, zones.Battlefield, "Hill Giant")
	s1 := putDef(t, g, alice, zones.Hand, phrasesSpell())
	s2 := putDef(t, g, alice, zones.Hand, phrasesSpell())
	startMain(t, g)
	p := engine.TargetPlayerID(bob)
	err := g.CastSpell(alice, s1, engine.CastOptions{Targets: []engine.Target{target(bears), engine.NoTarget, engine.NoTarget}})
	require.ErrorIs(t, err, engine.ErrIllegalTarget, "the player phrase is not \"up to\"")
	err = g.CastSpell(alice, s1, engine.CastOptions{Targets: []engine.Target{target(bears), target(bears), p}})
	require.ErrorIs(t, err, engine.ErrIllegalTarget, "the same creature twice")
	err = g.CastSpell(alice, s1, engine.CastOptions{Targets: []engine.Target{p, engine.NoTarget, p}})
	require.ErrorIs(t, err, engine.ErrIllegalTarget, "a player is not a creature")
	cast(t, g, alice, s1, target(bears), target(giant), p)
	resolveStack(t, g)
	require.Equal(t, 1, info(t, g, bears).Counters[engine.PlusOne])
	require.Equal(t, 1, info(t, g, giant).Counters[engine.PlusOne])
	require.Equal(t, 19, g.Life(bob))
	cast(t, g, alice, s2, engine.NoTarget, engine.NoTarget, p) // no creature at all
	resolveStack(t, g)
	require.Equal(t, 1, info(t, g, bears).Counters[engine.PlusOne])
	require.Equal(t, 18, g.Life(bob))
}

// TestCounterTargetSpell checks that Cancel targets a spell, not a
// permanent, and counters it (CR 115.1a, 701.6a).
func TestCounterTargetSpell(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	put(t, g, alice, zones.Battlefield, "Mountain")
	putN(t, g, bob, zones.Battlefield, "Island", 3)
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	bolt := put(t, g, alice, zones.Hand, "Lightning Bolt")
	cancel := put(t, g, bob, zones.Hand, "Cancel")
	startMain(t, g)
	cast(t, g, alice, bolt, target(bears))
	require.NoError(t, g.PassPriority(alice))
	spell := g.Stack()[0].Obj
	require.ErrorIs(t, g.CastSpell(bob, cancel, engine.CastOptions{Targets: []engine.Target{target(bears)}}), engine.ErrIllegalTarget)
	cast(t, g, bob, cancel, target(spell))
	resolveStack(t, g)
	require.True(t, info(t, g, bears).Current, "the bears were not dealt damage")
	require.Empty(t, g.Zone(bob, zones.Graveyard)[1:], "only Cancel is in Bob's graveyard")
	require.Len(t, g.Zone(alice, zones.Graveyard), 1, "the Bolt is countered")
}
