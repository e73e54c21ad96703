package engine_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// bottomedGame is a two-player game begun with Begin in which Bob takes
// two mulligans and has just put two cards on the bottom of his library,
// the first he named (returned first) and then the second, the very
// bottom card (CR 103.5, 401.4).
func bottomedGame(t *testing.T) (*engine.Game, []engine.ObjID) {
	t.Helper()
	o := &opener{starting: alice, mulls: map[engine.PlayerID]int{bob: 2}}
	var named []engine.ObjID
	o.seen = func(_ *engine.Game, d *engine.Decision) {
		if d.Kind == engine.DecideBottom && d.Min == 2 {
			named = []engine.ObjID{d.Options[0].Obj, d.Options[1].Obj} // the opener names the first two
		}
	}
	g := startGame(t, 2, o, engine.Beginning{Chooser: alice})
	for len(startEvents(g, engine.EvPutOnBottom)) < 2 {
		require.NoError(t, g.Step())
	}
	require.Len(t, named, 2)
	return g, []engine.ObjID{g.Current(named[0]), g.Current(named[1])}
}

// CR 401.4, 103.5: the cards a mulligan puts on the bottom go there in the
// order their owner names them, the last named the bottom card; their
// owner knows them, and nobody else learns which they are: KnownTo,
// PlayerView, EventsFor, DecisionsFor and Determinize agree. How many is
// public. The random source reaches no view.
func TestBeginBottomHidden(t *testing.T) {
	t.Parallel()
	g, bottom := bottomedGame(t)
	lib := g.Zone(bob, zones.Library)
	assert.Equal(t, []engine.ObjID{bottom[1], bottom[0]}, lib[:2], "the last named is the bottom card (library bottom first)")
	for _, id := range bottom {
		assert.True(t, g.KnownTo(bob, id), "Bob knows his cards at the bottom")
		assert.False(t, g.KnownTo(alice, id), "Alice doesn't")
	}

	bobs := g.PlayerView(bob).Players[bob].Library
	require.Len(t, bobs, 2)
	assert.Equal(t, []int{len(lib) - 2, len(lib) - 1}, []int{bobs[0].Position, bobs[1].Position}, "Bob's view: the bottom two, top first, 0 being the top")
	assert.Equal(t, bottom, []engine.ObjID{bobs[0].Obj, bobs[1].Obj})
	assert.Empty(t, g.PlayerView(alice).Players[bob].Library)
	assert.Empty(t, g.SpectatorView().Players[bob].Library)

	for _, who := range []engine.PlayerID{alice, bob} {
		n, where := 0, 0
		for _, ev := range g.EventsFor(who, 0) {
			if ev.Kind == engine.EvZoneChanged && ev.Player == bob && ev.From == zones.Hand && ev.To == zones.Library {
				n++
				assert.Equal(t, who == bob, ev.Obj != engine.NoObj, "player %d sees which card left Bob's hand: %v", who, ev)
				if ev.Other != engine.NoObj {
					where++
				}
			}
		}
		assert.Equal(t, 7+1+6+2, n, "hands of seven and six shuffled back, one card then two to the bottom, each one event")
		if who == bob {
			assert.Equal(t, 2, where, "Bob knows where the two cards at the bottom now are, not those shuffled since (CR 701.24a)")
		} else {
			assert.Zero(t, where)
		}
		put := eventsOfList(g.EventsFor(who, 0), engine.EvPutOnBottom)
		require.Len(t, put, 2)
		assert.Equal(t, int32(2), put[1].Amount, "how many is public")
		for _, rec := range g.DecisionsFor(who, 0) {
			if rec.Kind != engine.DecideBottom {
				continue
			}
			if who == alice {
				hidden := strings.Repeat(", a hidden card", len(rec.Chosen))[2:]
				assert.Equal(t, "Bob chooses "+hidden+" ("+rec.Prompt+")", g.DescribeDecision(rec, nil))
			}
			for _, c := range rec.Chosen {
				assert.Equal(t, who == bob, c.Obj != engine.NoObj && c.Text != "", "player %d sees Bob's choice: %+v", who, c)
			}
		}
	}

	snap, err := g.Snapshot()
	require.NoError(t, err)
	var s struct {
		RNG string `json:"rng"`
	}
	require.NoError(t, json.Unmarshal(snap, &s))
	view, err := json.Marshal(g.PlayerView(alice))
	require.NoError(t, err)
	evs, err := json.Marshal(g.EventsFor(alice, 0))
	require.NoError(t, err)
	assert.NotContains(t, string(view)+string(evs), s.RNG, "the random source's state is in no view")

	// Determinize: Bob's copies keep his bottom cards; Alice's deal them
	// again among Bob's places she can't see.
	dealt := map[string]bool{}
	for seed := range uint64(10) {
		cb, err := g.Determinize(bob, seed)
		require.NoError(t, err)
		requireSameView(t, g, cb, bob)
		assert.Equal(t, lib[:2], cb.Zone(bob, zones.Library)[:2])
		ca, err := g.Determinize(alice, seed)
		require.NoError(t, err)
		requireSameView(t, g, ca, alice)
		b := ca.Zone(bob, zones.Library)
		dealt[ca.Characteristics(b[0]).Name+"/"+ca.Characteristics(b[1]).Name] = true
	}
	assert.Greater(t, len(dealt), 1, "Alice's copies deal Bob's bottom cards again")
}

// CR 810.5, 805.3a: in Two-Headed Giant teammates see each other's hands
// and may discuss the cards a mulligan puts on the bottom: Bob's teammate
// Alice knows them, the other team doesn't.
func TestBeginBottomTeammate(t *testing.T) {
	t.Parallel()
	o := &opener{starting: 2, mulls: map[engine.PlayerID]int{bob: 1}}
	g := startGame(t, 4, o, engine.Beginning{Chooser: alice, FreeMulligan: engine.FreeMulliganNever}, engine.WithVariant(engine.TwoHeadedGiant))
	stepStart(t, g)
	bottom := g.Zone(bob, zones.Library)[0]
	assert.True(t, g.KnownTo(bob, bottom))
	assert.True(t, g.KnownTo(alice, bottom), "Bob's teammate saw it in his hand")
	assert.False(t, g.KnownTo(2, bottom))
	assert.False(t, g.KnownTo(3, bottom))
	assert.Len(t, g.PlayerView(alice).Players[bob].Library, 1)
	assert.Empty(t, g.PlayerView(2).Players[bob].Library)
}
