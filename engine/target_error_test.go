package engine_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// filteredSpell is a test sorcery with one target phrase of kind k and
// filter f, and Count places (one when 0); it does nothing.
func filteredSpell(k engine.TargetKind, f engine.Filter, count int) *engine.CardDef {
	return engine.Finish(&engine.CardDef{Front: engine.Face{Name: "Pointer", ManaCost: engine.MustManaCost("{0}"),
		Types: engine.Types(engine.Sorcery), Spell: &engine.SpellAbility{Text: "Choose targets.",
			Targets: []engine.TargetSpec{{Kind: k, Filter: f, Count: int8(count), UpTo: count > 1}},
			Effect:  func(*engine.Resolution) {}}}})
}

// TestTargetErrorReasons checks that a cast with an illegal target fails
// with a TargetError that says why (CR 115, 601.2c, 702.11b–c): it wraps
// ErrIllegalTarget, its reason is the first test the target fails, and
// its words name the target and the reason.
func TestTargetErrorReasons(t *testing.T) {
	t.Parallel()
	creatureYouControl := engine.Creatures()
	creatureYouControl.Controller = engine.YouControl
	creatureYouDontControl := engine.Creatures()
	creatureYouDontControl.Controller = engine.YouDontControl
	small := engine.Creatures()
	small.Power = engine.AtMost(2)
	tests := []struct {
		name   string
		def    func() *engine.CardDef // the spell Alice casts; Lightning Bolt when nil
		target func(s setup) []engine.Target
		reason engine.TargetReason
		words  string
	}{
		{"a permanent with hexproof", nil, func(s setup) []engine.Target { return []engine.Target{target(s.caretaker)} },
			engine.ReasonHexproof, "Avabruck Caretaker has hexproof"},
		{"a player with hexproof", nil, func(s setup) []engine.Target { return []engine.Target{engine.TargetPlayerID(bob)} },
			engine.ReasonHexproof, "Bob has hexproof"},
		{"a land for target creature",
			func() *engine.CardDef { return filteredSpell(engine.TargetPermanent, engine.Creatures(), 0) },
			func(s setup) []engine.Target { return []engine.Target{target(s.forest)} },
			engine.ReasonWrongType, "Forest: it isn't a creature"},
		{"a land for any target", nil, func(s setup) []engine.Target { return []engine.Target{target(s.forest)} },
			engine.ReasonWrongType, "Forest: it isn't a creature, a planeswalker or a battle"},
		{"an opponent's creature for target creature you control",
			func() *engine.CardDef { return filteredSpell(engine.TargetPermanent, creatureYouControl, 0) },
			func(s setup) []engine.Target { return []engine.Target{target(s.bears)} },
			engine.ReasonWrongController, "Grizzly Bears: it isn't controlled by Alice (Bob controls it)"},
		{"your own creature for target creature you don't control",
			func() *engine.CardDef { return filteredSpell(engine.TargetPermanent, creatureYouDontControl, 0) },
			func(s setup) []engine.Target { return []engine.Target{target(s.mine)} },
			engine.ReasonWrongController, "Llanowar Elves: it is controlled by Alice (the phrase asks for one Alice doesn't control)"},
		{"a card in a graveyard for any target", nil, func(s setup) []engine.Target { return []engine.Target{target(s.dead)} },
			engine.ReasonWrongZone, "Hill Giant: it isn't on the battlefield"},
		{"the same creature twice",
			func() *engine.CardDef { return filteredSpell(engine.TargetPermanent, engine.Creatures(), 2) },
			func(s setup) []engine.Target { return []engine.Target{target(s.bears), target(s.bears)} },
			engine.ReasonChosenTwice, "Grizzly Bears: the same target twice (CR 115.3)"},
		{"a creature with power 3 for power 2 or less",
			func() *engine.CardDef { return filteredSpell(engine.TargetPermanent, small, 0) },
			func(s setup) []engine.Target { return []engine.Target{target(s.giant)} },
			engine.ReasonCondition, "Hill Giant: its power is 3, not 2 or less"},
		{"a player for target creature",
			func() *engine.CardDef { return filteredSpell(engine.TargetPermanent, engine.Creatures(), 0) },
			func(s setup) []engine.Target { return []engine.Target{engine.TargetPlayerID(alice)} },
			engine.ReasonWrongType, "Alice: it isn't a creature"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := newGame(t)
			s := setup{
				caretaker: put(t, g, bob, zones.Battlefield, "Avabruck Caretaker"),
				bears:     put(t, g, bob, zones.Battlefield, "Grizzly Bears"),
				giant:     put(t, g, bob, zones.Battlefield, "Hill Giant"),
				forest:    put(t, g, bob, zones.Battlefield, "Forest"),
				dead:      put(t, g, bob, zones.Graveyard, "Hill Giant"),
				mine:      put(t, g, alice, zones.Battlefield, "Llanowar Elves"),
			}
			put(t, g, bob, zones.Battlefield, "Aegis of the Gods")
			put(t, g, alice, zones.Battlefield, "Mountain")
			var spell engine.ObjID
			if tt.def == nil {
				spell = put(t, g, alice, zones.Hand, "Lightning Bolt")
			} else {
				spell = putDef(t, g, alice, zones.Hand, tt.def())
			}
			startMain(t, g)
			before, err := g.Snapshot()
			require.NoError(t, err)
			err = g.CastSpell(alice, spell, engine.CastOptions{Targets: tt.target(s)})
			require.ErrorIs(t, err, engine.ErrIllegalTarget)
			var te *engine.TargetError
			require.True(t, errors.As(err, &te), "a TargetError: %v", err)
			assert.Equal(t, tt.reason, te.Reason, te.Words)
			assert.Equal(t, tt.words, te.Words)
			assert.Contains(t, err.Error(), "illegal target: "+tt.words)
			after, err := g.Snapshot()
			require.NoError(t, err)
			assert.Equal(t, before, after, "a failed cast changes nothing")
		})
	}
}

// setup holds the objects of TestTargetErrorReasons.
type setup struct{ caretaker, bears, giant, forest, dead, mine engine.ObjID }

// TestTargetReasonsAgreeInPlay plays seeded Two-Headed Giant games of the
// preset decks and checks, every few turns, that each target the engine
// refuses has a reason that names the test it fails (whyIllegal re-checks
// legalTarget's tests in order, so the two must not drift apart).
func TestTargetReasonsAgreeInPlay(t *testing.T) {
	t.Parallel()
	explained := 0
	for seed := uint64(1); seed <= 2; seed++ {
		g, err := teamGame(seed, bulkOption())
		require.NoError(t, err)
		for turn := 2; turn <= 12; turn += 2 {
			require.NoError(t, g.PlayTurns(turn))
			n, err := engine.TargetReasonsAgree(g)
			require.NoError(t, err, "game %d, turn %d", seed, turn)
			explained += n
			if over, _ := g.Over(); over {
				break
			}
		}
	}
	require.Positive(t, explained)
}
