package engine_test

import (
	"testing"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
	"github.com/stretchr/testify/require"
)

// attachedToPlayer attaches an Aura with enchant player to player p.
func attachedToPlayer(p engine.PlayerID) putOpt {
	return func(pl *engine.Placement) { pl.AttachedToPlayer, pl.AttachedPlayer = true, p }
}

// TestAttachAsTransformsDecision checks "as this permanent transforms into
// Curse of Leeches, attach it to a player" (CR 712.20, 303.4f): the
// controller's decision, asked as the Lurker transforms; with no answer
// the action fails and the game is as it was; with one, the Curse is
// attached to that player, and a clone and a restored snapshot keep it.
func TestAttachAsTransformsDecision(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	lurker := put(t, g, alice, zones.Battlefield, "Leeching Lurker", backFace)
	require.NoError(t, g.SetStartingDayNight(daynight.Night))
	startMain(t, g)
	before := engine.Digest(g)

	err := g.ItBecomes(daynight.Day)
	var de *engine.DecisionError
	require.ErrorAs(t, err, &de)
	require.Equal(t, engine.DecideAttachPlayer, de.Kind)
	require.Equal(t, alice, de.Player, "the Aura's controller chooses")
	require.Equal(t, before, engine.Digest(g), "a failed action changes nothing")
	require.NoError(t, g.CheckInvariants())

	push(t, g, alice, engine.PickPlayer(bob))
	require.NoError(t, g.ItBecomes(daynight.Day))
	in := info(t, g, lurker)
	require.Equal(t, "Curse of Leeches", in.Characteristics.Name)
	require.Equal(t, bob, in.AttachedPlayer)
	require.Equal(t, engine.NoObj, in.AttachedTo)
	require.NoError(t, g.CheckInvariants())

	c := g.Clone()
	require.Equal(t, bob, info(t, c, lurker).AttachedPlayer)
	data, err := g.Snapshot()
	require.NoError(t, err)
	r, err := restoreChecked(data, cards.Lookup, []engine.Decider{engine.NewScripted(), engine.NewScripted()})
	require.NoError(t, err)
	require.Equal(t, bob, info(t, r, lurker).AttachedPlayer)
	require.Equal(t, engine.Digest(g), engine.Digest(r))
}

// TestCurseGoesWhenPlayerLeaves checks that an Aura attached to a player
// who leaves the game is put into its owner's graveyard (CR 800.4a,
// 303.4c, 704.5m), while one attached to a player still in the game stays.
func TestCurseGoesWhenPlayerLeaves(t *testing.T) {
	t.Parallel()
	g := newGame(t, "Alice", "Bob", "Carol")
	onCarol := put(t, g, alice, zones.Battlefield, "Curse of Leeches", attachedToPlayer(2))
	onBob := put(t, g, alice, zones.Battlefield, "Curse of Leeches", attachedToPlayer(bob))
	startMain(t, g)
	require.NoError(t, g.Concede(2))
	require.Equal(t, zones.Graveyard, cardZone(t, g, onCarol), "704.5m")
	require.Equal(t, zones.Battlefield, cardZone(t, g, onBob))
	require.NoError(t, g.CheckInvariants())
}

// cardZone returns the zone of the newest object of the card object id
// was.
func cardZone(t *testing.T, g *engine.Game, id engine.ObjID) zones.Kind {
	t.Helper()
	now, ok := g.CardObject(info(t, g, id).Card)
	require.True(t, ok)
	return info(t, g, now).Zone
}

// TestPutAttachedToPlayerRefused checks that only an Aura with enchant
// player, on the battlefield, may be put attached to a player, and only to
// a player of the game (CR 303.4): anything else is refused with
// ErrInvalidValue or ErrUnknownPlayer and the game is unchanged.
func TestPutAttachedToPlayerRefused(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	before := engine.Digest(g)
	for _, tc := range []struct {
		name string
		pl   engine.Placement
		err  error
	}{
		{"Pacifism", engine.Placement{Zone: zones.Battlefield, AttachedToPlayer: true, AttachedPlayer: bob}, engine.ErrInvalidValue},
		{"Grizzly Bears", engine.Placement{Zone: zones.Battlefield, AttachedToPlayer: true, AttachedPlayer: bob}, engine.ErrInvalidValue},
		{"Curse of Leeches", engine.Placement{Zone: zones.Hand, AttachedToPlayer: true, AttachedPlayer: bob}, engine.ErrInvalidValue},
		{"Curse of Leeches", engine.Placement{Zone: zones.Battlefield, AttachedToPlayer: true, AttachedPlayer: 5}, engine.ErrUnknownPlayer},
		{"Curse of Leeches", engine.Placement{Zone: zones.Battlefield, BackFace: true, AttachedToPlayer: true, AttachedPlayer: bob}, engine.ErrInvalidValue},
	} {
		tc.pl.Def = cards.MustLookup(tc.name)
		_, err := g.Put(tc.pl)
		require.ErrorIs(t, err, tc.err, tc.name)
		require.Equal(t, before, engine.Digest(g), tc.name)
	}
}

// TestAuraPutOntoBattlefieldChoosesPlayer checks CR 303.4f: an Aura with
// enchant player put onto the battlefield by an effect, not cast, is
// attached to a player its controller chooses as it enters, without
// targeting (a player with hexproof may be chosen); with no answer the
// activation fails and changes nothing. At night it enters as Leeching
// Lurker (702.145b(1)), a creature, and nothing is asked.
func TestAuraPutOntoBattlefieldChoosesPlayer(t *testing.T) {
	t.Parallel()
	gate := &engine.CardDef{Front: engine.Face{Name: "Curse Gate", Types: engine.Types(engine.Artifact),
		Abilities: []*engine.Ability{{Kind: engine.Activated, Text: "{0}: Put a card from your hand onto the battlefield.",
			Effect: func(r *engine.Resolution) {
				if hand := r.Game().Zone(r.Controller(), zones.Hand); len(hand) > 0 {
					r.PutOntoBattlefield(hand[0], false)
				}
			}}}}}
	engine.Finish(gate)
	for _, night := range []bool{false, true} {
		g := newGame(t)
		src := putDef(t, g, alice, zones.Battlefield, gate)
		put(t, g, bob, zones.Battlefield, "Aegis of the Gods")
		curse := put(t, g, alice, zones.Hand, "Curse of Leeches")
		if night {
			require.NoError(t, g.SetStartingDayNight(daynight.Night))
		} else {
			require.NoError(t, g.SetStartingDayNight(daynight.Day))
		}
		startMain(t, g)
		require.NoError(t, g.ActivateAbility(alice, src, 0, engine.ActivateOptions{}))
		require.NoError(t, g.PassPriority(alice))
		if !night {
			before := engine.Digest(g)
			var de *engine.DecisionError
			require.ErrorAs(t, g.PassPriority(bob), &de) // the ability resolves: Alice is asked
			require.Equal(t, engine.DecideAttachPlayer, de.Kind)
			require.Equal(t, alice, de.Player)
			require.Equal(t, before, engine.Digest(g))
			push(t, g, alice, engine.PickPlayer(bob))
		}
		require.NoError(t, g.PassPriority(bob))
		id, ok := g.CardObject(info(t, g, curse).Card)
		require.True(t, ok)
		in := info(t, g, id)
		require.Equal(t, zones.Battlefield, in.Zone)
		if night {
			require.Equal(t, "Leeching Lurker", in.Characteristics.Name)
			require.Equal(t, engine.NoPlayer, in.AttachedPlayer)
		} else {
			require.Equal(t, bob, in.AttachedPlayer, "no target: Bob's hexproof doesn't matter")
		}
		require.NoError(t, g.CheckInvariants())
	}
}
