package engine_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// A Scripted decider answers the start's decisions with picks: a word
// ("draw", "mulligan", "keep"), a player, and the cards for the bottom by
// name, in the order named (the last at the very bottom, CR 401.4).
func TestBeginScripted(t *testing.T) {
	t.Parallel()
	a := engine.NewScripted(engine.PickWord("mulligan"), engine.PickName("Plains"), engine.PickWord("mulligan"),
		engine.Answer{Picks: []engine.Pick{{Name: "Lightning Bolt"}, {Name: "Hill Giant"}}}, engine.PickWord("keep"))
	b := engine.NewScripted(engine.Answer{Picks: []engine.Pick{{Player: alice, IsPlayer: true}}}, engine.PickWord("keep"))
	// Alice's library is her seven cards: every hand she draws holds them
	// all, whatever the shuffles.
	var seven []*engine.CardDef
	for _, name := range []string{"Forest", "Grizzly Bears", "Hill Giant", "Lightning Bolt", "Plains", "Island", "Mountain"} {
		seven = append(seven, cards.MustLookup(name))
	}
	deck := make([]*engine.CardDef, len(startDeck))
	for i, name := range startDeck {
		deck[i] = cards.MustLookup(name)
	}
	g, err := newChecked([]engine.PlayerConfig{{Name: "Alice", Deck: seven, Decider: a}, {Name: "Bob", Deck: deck, Decider: b}},
		engine.WithSeed(3))
	require.NoError(t, err)
	require.NoError(t, g.Begin(engine.Beginning{Chooser: bob}))
	stepStart(t, g)
	assert.Zero(t, a.Remaining()+b.Remaining(), "every answer used")
	lib := g.Zone(alice, zones.Library)
	assert.Equal(t, []string{"Hill Giant", "Lightning Bolt"}, names(g, lib[:2]), "the last named at the very bottom (library bottom first)")
	_, active, _ := g.Turn()
	assert.Equal(t, alice, active, "Bob chose Alice: to draw")
	assert.Len(t, g.Zone(alice, zones.Hand), 5)
}

// The Random decider picks the cards for the bottom uniformly among the
// legal answers: each ordered choice of two cards of three.
func TestRandomBottomUniform(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	d := &engine.Decision{Kind: engine.DecideBottom, Player: alice, Min: 2, Max: 2,
		Options: []engine.Option{{Obj: 1, Index: 0}, {Obj: 2, Index: 1}, {Obj: 3, Index: 2}}}
	r := engine.NewRandom(11)
	seen := map[string]int{}
	const n = 1200
	for range n {
		ans, err := r.Decide(g, d)
		require.NoError(t, err)
		require.NoError(t, engine.CheckAnswer(d, ans))
		seen[fmt.Sprint(ans)]++
	}
	require.Len(t, seen, 6, "every ordered pair")
	for k, c := range seen {
		assert.InDelta(t, n/6, c, n/6*0.3, "%s", k)
	}
	_, only := engine.OnlyAnswer(&engine.Decision{Kind: engine.DecideBottom, Min: 2, Max: 2, Options: d.Options[:2]})
	assert.False(t, only, "two cards of two still have an order to choose")
}

// The kept snapshot of version 13 holds a game as it starts; a snapshot
// of it that claims version 12, which had no Begin, is refused.
func TestBeginSnapshotVersion12(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile(snapshotFile(13, "beginning-mulligan"))
	require.NoError(t, err)
	require.Contains(t, string(data), `"beginning":{"stage":3`)
	require.Contains(t, string(data), `"owed":2`)
	g, err := restoreChecked(data, cards.Lookup, nil)
	require.NoError(t, err)
	assert.True(t, g.Waiting().Beginning)
	old := bytes.Replace(data, []byte(`"version":13`), []byte(`"version":12`), 1)
	_, err = restoreChecked(old, cards.Lookup, nil)
	require.ErrorIs(t, err, engine.ErrBadSnapshot)
	require.ErrorContains(t, err, "version 12 has no game begun with Begin")
}

// TestJSONGoldenBeginning: the JSON form of the start of a game as a view
// shows it (PlayerView.Beginning): in its second round of mulligans,
// Alice and Bob having each taken one; and it reads back.
func TestJSONGoldenBeginning(t *testing.T) {
	t.Parallel()
	g, _ := midMulligan(t)
	v := g.PlayerView(bob)
	require.NotNil(t, v.Beginning)
	golden(t, "view_beginning", v.Beginning)
	var back engine.ViewBeginning
	require.NoError(t, json.Unmarshal(mustJSON(t, v.Beginning), &back))
	assert.Equal(t, *v.Beginning, back)
	require.Error(t, json.Unmarshal([]byte(`{"chooser":0,"starting":0,"handSize":7,"asking":"dance","deciding":0,"seats":[]}`), &back))
}
