package engine_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// describedFor returns the English lines of the events from seq from on
// of the kinds given, as viewer p (NoPlayer: a spectator) is given them.
func describedFor(g *engine.Game, p engine.PlayerID, from int, kinds ...engine.EventKind) []string {
	evs := g.SpectatorEvents(from)
	if p != engine.NoPlayer {
		evs = g.EventsFor(p, from)
	}
	var out []string
	for _, ev := range evs {
		for _, k := range kinds {
			if ev.Kind == k {
				out = append(out, g.Describe(ev))
			}
		}
	}
	return out
}

// A card cast from a hand becomes public on the stack (CR 400.2), and a
// token bounced to its owner's hand, then ceasing to exist (CR 111.7), was
// public all along: every viewer's lines name them.
func TestDescribeNamesWhatBecamePublic(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	put(t, g, alice, zones.Battlefield, "Island")
	unsummon := put(t, g, alice, zones.Hand, "Unsummon")
	soldier := put(t, g, bob, zones.Battlefield, "Soldier Token", token)
	startMain(t, g)
	from := g.EventCount()
	cast(t, g, alice, unsummon, target(soldier))
	resolveStack(t, g)
	for _, p := range []engine.PlayerID{alice, bob, engine.NoPlayer} {
		assert.Equal(t, []string{
			"Unsummon: hand -> stack",
			"Soldier Token: battlefield -> hand",
			"Unsummon: stack -> graveyard",
			"Soldier Token ceases to exist", // CR 704.5d
		}, describedFor(g, p, from, engine.EvZoneChanged, engine.EvCeasedToExist), "viewer %d", p)
	}
}

// A card drawn is hidden in its owner's library and seen by them in their
// hand (CR 402.3): the owner's lines name it, the opponent's and a
// spectator's say only whose card moved.
func TestDescribeNamesTheOwnersDraw(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	put(t, g, alice, zones.Library, "Hill Giant")
	require.NoError(t, g.Start(engine.StartAt{OpeningHand: 1}))
	want := map[engine.PlayerID]string{
		alice:           "Hill Giant: library -> hand",
		bob:             "one of Alice's cards: library -> hand",
		engine.NoPlayer: "one of Alice's cards: library -> hand",
	}
	for _, p := range []engine.PlayerID{alice, bob, engine.NoPlayer} {
		assert.Contains(t, describedFor(g, p, 0, engine.EvZoneChanged), want[p], "viewer %d", p)
	}
}
