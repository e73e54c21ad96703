package engine_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// damaged marks n damage on a permanent placed in setup.
func damaged(n int) putOpt { return func(pl *engine.Placement) { pl.Damage = n } }

// TestPutDamage checks damage marked in setup (CR 120.3, 120.6): it is
// on the creature when play begins, counts toward lethal damage with the
// damage dealt later (CR 704.5g), survives snapshots, clones and
// recordings, and wears off in the cleanup step (CR 514.2).
func TestPutDamage(t *testing.T) {
	t.Parallel()
	g := newGameWith(t, []engine.GameOption{engine.WithRecording()})
	giant := put(t, g, bob, zones.Battlefield, "Hill Giant", damaged(2))
	other := put(t, g, bob, zones.Battlefield, "Hill Giant", damaged(1))
	putN(t, g, alice, zones.Battlefield, "Mountain", 2)
	trail := put(t, g, alice, zones.Hand, "Arc Trail")
	startMain(t, g)
	require.Equal(t, 2, info(t, g, giant).Damage)

	data, err := g.Snapshot()
	require.NoError(t, err)
	restored, err := restoreChecked(data, cards.Lookup, nil)
	require.NoError(t, err)
	require.Equal(t, 2, info(t, restored, giant).Damage, "a snapshot keeps the damage")
	require.Equal(t, 2, info(t, g.Clone(), giant).Damage, "a clone keeps the damage")
	rec := g.Recording()
	replayed, err := replayChecked(rec, cards.Lookup)
	require.NoError(t, err)
	require.Equal(t, 2, info(t, replayed, giant).Damage, "a replay puts the damage")
	raw, err := json.Marshal(rec)
	require.NoError(t, err)
	assert.Contains(t, string(raw), `"damage":2`)
	old := rec
	old.Version = 7 // a version without damage in setup
	_, err = replayChecked(old, cards.Lookup)
	assert.ErrorIs(t, err, engine.ErrBadRecording)

	// Arc Trail's 2 damage and the 2 already marked are lethal for a 3/3;
	// its 1 and the 1 marked are not.
	cast(t, g, alice, trail, target(giant), target(other))
	resolveStack(t, g)
	assert.False(t, info(t, g, giant).Current, "the giant died (CR 704.5g)")
	assert.Equal(t, 2, info(t, g, other).Damage)
	gotoStep(t, g, 2, engine.Upkeep)
	assert.Equal(t, 0, info(t, g, other).Damage, "the damage wore off in the cleanup step")
}

// TestPutDamageRefused checks that Put refuses damage off the battlefield
// and out of range, and changes nothing.
func TestPutDamageRefused(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	def := cards.MustLookup("Hill Giant")
	for _, pl := range []engine.Placement{
		{Owner: alice, Zone: zones.Hand, Def: def, Damage: 1},
		{Owner: alice, Zone: zones.Battlefield, Def: def, Damage: -1},
		{Owner: alice, Zone: zones.Battlefield, Def: def, Damage: 10001},
	} {
		_, err := g.Put(pl)
		require.ErrorIs(t, err, engine.ErrInvalidValue)
	}
	assert.Empty(t, g.Battlefield())
	assert.Empty(t, g.Zone(alice, zones.Hand))
}

// TestSpellsCastAndBlocked checks Game.SpellsCast, the spells a player
// cast this turn (CR 731.2), and ObjectInfo.Blocked, which stays true
// when the blocker leaves combat (CR 509.1h).
func TestSpellsCastAndBlocked(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	bears := put(t, g, alice, zones.Battlefield, "Grizzly Bears")
	wall := put(t, g, bob, zones.Battlefield, "Hill Giant")
	putN(t, g, bob, zones.Battlefield, "Mountain", 1)
	bolt := put(t, g, bob, zones.Hand, "Lightning Bolt")
	start(t, g, engine.StartAt{Turn: 2, Player: alice, Step: engine.DeclareAttackersStep})
	require.NoError(t, g.DeclareAttackers(alice, []engine.Attack{{Attacker: bears, Defender: bob}}))
	assert.False(t, info(t, g, bears).Blocked)
	gotoStep(t, g, 2, engine.DeclareBlockersStep)
	if w := g.Waiting(); len(w.Blockers) > 0 {
		require.NoError(t, g.DeclareBlockers(bob, []engine.Block{{Blocker: wall, Attacker: bears}}))
	}
	require.True(t, info(t, g, bears).Blocked)
	assert.Equal(t, 0, g.SpellsCast(bob))
	for g.PriorityPlayer() != bob {
		require.NoError(t, g.PassPriority(g.PriorityPlayer()))
	}
	cast(t, g, bob, bolt, target(wall)) // Bob removes his own blocker
	resolveStack(t, g)
	assert.Equal(t, 1, g.SpellsCast(bob))
	assert.Equal(t, 0, g.SpellsCast(alice))
	assert.False(t, info(t, g, wall).Current)
	assert.True(t, info(t, g, bears).Blocked, "still blocked with no blocker (CR 509.1h)")
	assert.Equal(t, 0, g.SpellsCast(engine.PlayerID(9)))
}
