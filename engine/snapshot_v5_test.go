package engine_test

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
	"github.com/stretchr/testify/require"
)

// deckGame is a game in setup of Alice and Bob, with the two halves of
// the cathar deck and Random deciders seeded from seed, and a function
// that puts a card by name for a player into a zone.
func deckGame(t *testing.T, seed uint64, obs engine.GameOption) (*engine.Game, func(engine.PlayerID, zones.Kind, string) engine.ObjID) {
	t.Helper()
	deck, err := cards.Deck("cathar")
	require.NoError(t, err)
	g, err := newChecked([]engine.PlayerConfig{
		{Name: "Alice", Deck: deck[:20], Decider: engine.NewRandom(seed + 1)},
		{Name: "Bob", Deck: deck[20:], Decider: engine.NewRandom(seed + 2)},
	}, engine.WithSeed(seed), obs)
	require.NoError(t, err)
	return g, func(owner engine.PlayerID, z zones.Kind, name string) engine.ObjID {
		id, err := g.Put(engine.Placement{Owner: owner, Zone: z, Def: cards.MustLookup(name), Controller: engine.NoPlayer})
		require.NoError(t, err)
		return id
	}
}

// curseAttachedGame is a game of two Random deciders with decks, in which
// Alice casts Curse of Leeches targeting Bob and it resolves attached to
// him (CR 303.4a, 608.3c).
func curseAttachedGame(t *testing.T, obs engine.GameOption) *engine.Game {
	t.Helper()
	g, put := deckGame(t, 40, obs)
	for range 3 {
		put(0, zones.Battlefield, "Swamp")
	}
	curse := put(0, zones.Hand, "Curse of Leeches")
	require.NoError(t, g.Start(engine.StartAt{Turn: 1, Player: 0, Step: engine.PrecombatMain}))
	require.NoError(t, g.CastSpell(0, curse, engine.CastOptions{Targets: []engine.Target{engine.TargetPlayerID(1)}}))
	require.NoError(t, g.PassPriority(0))
	require.NoError(t, g.PassPriority(1))
	in, err := g.Object(curse)
	require.NoError(t, err)
	id, _ := g.CardObject(in.Card)
	in, err = g.Object(id)
	require.NoError(t, err)
	require.Equal(t, zones.Battlefield, in.Zone)
	require.Equal(t, engine.PlayerID(1), in.AttachedPlayer)
	return g
}

// TestKeptSnapshotsPinPlayerAttachment requires that a kept snapshot of the
// current version holds an Aura attached to a player (CR 303.4), which
// files migrated from versions before 5 can't hold.
func TestKeptSnapshotsPinPlayerAttachment(t *testing.T) {
	t.Parallel()
	names, _ := readGamesTxt(t)
	found := false
	for _, name := range names {
		data, err := os.ReadFile(snapshotFile(engine.SnapshotVersion, name))
		require.NoError(t, err)
		var s struct {
			Objects []struct {
				AttachedPlayer *int `json:"attachedPlayer"`
			} `json:"objects"`
		}
		require.NoError(t, json.Unmarshal(data, &s), name)
		for _, o := range s.Objects {
			found = found || o.AttachedPlayer != nil
		}
	}
	require.True(t, found, "no kept snapshot of version %d has an Aura attached to a player", engine.SnapshotVersion)
}

// TestSnapshotV4RefusesPlayerAttachment checks that a snapshot claiming
// version 4 can't hold an Aura attached to a player, which version 5
// added: it is refused with ErrBadSnapshot rather than read.
func TestSnapshotV4RefusesPlayerAttachment(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile(snapshotFile(5, "curse-attached"))
	require.NoError(t, err)
	old := strings.Replace(string(data), `"version":5`, `"version":4`, 1)
	require.NotEqual(t, string(data), old)
	_, err = restoreChecked([]byte(old), cards.Lookup, []engine.Decider{engine.NewScripted(), engine.NewScripted()})
	require.ErrorIs(t, err, engine.ErrBadSnapshot)
	require.ErrorContains(t, err, "version 4 has no Aura attached to a player")
}

// TestRecordingPlayerAttachment checks that a recording keeps a placement
// attached to a player (CR 303.4) and replays it, and that a recording of
// version 3, which had none, can't hold one.
func TestRecordingPlayerAttachment(t *testing.T) {
	t.Parallel()
	g, err := newChecked([]engine.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}, engine.WithRecording())
	require.NoError(t, err)
	_, err = g.Put(engine.Placement{Owner: 0, Zone: zones.Battlefield, Def: cards.MustLookup("Curse of Leeches"),
		AttachedToPlayer: true, AttachedPlayer: 1})
	require.NoError(t, err)
	require.NoError(t, g.Start(engine.StartAt{Turn: 1, Player: 1, Step: engine.Upkeep}))
	rec := g.Recording()
	data, err := json.Marshal(rec)
	require.NoError(t, err)
	var back engine.Recording
	require.NoError(t, json.Unmarshal(data, &back))
	r, err := replayChecked(back, cards.Lookup)
	require.NoError(t, err)
	require.Equal(t, engine.Digest(g), engine.Digest(r))
	require.Equal(t, 1, r.StackLen(), "the Curse's trigger in Bob's upkeep")
	back.Version = 3
	_, err = replayChecked(back, cards.Lookup)
	require.ErrorIs(t, err, engine.ErrBadRecording)
	require.ErrorContains(t, err, "no Aura attached to a player")
}
