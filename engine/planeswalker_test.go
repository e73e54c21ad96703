package engine_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

const (
	packsHope = "Arlinn, the Pack's Hope"
)

// requireSameAfterSnapshotAndClone checks that a restored snapshot and a
// clone of g have g's state.
func requireSameAfterSnapshotAndClone(t *testing.T, g *engine.Game) {
	t.Helper()
	require.NoError(t, g.CheckInvariants())
	data, err := g.Snapshot()
	require.NoError(t, err)
	r, err := restoreChecked(data, cards.Lookup, nil)
	require.NoError(t, err)
	assert.Equal(t, engine.Digest(g), engine.Digest(r), "restored")
	assert.Equal(t, engine.Digest(g), engine.Digest(g.Clone()), "cloned")
}

// TestPlaneswalkerStateSnapshotsAndClones keeps what planeswalkers add to
// the state through Snapshot, Restore and Clone: loyalty counters and the
// record of a loyalty ability activated this turn (CR 606.3), a player's
// rules until their next turn (Arlinn's +1), an effect that sets card
// types and power and toughness (her 0), and a creature attacking a
// planeswalker (CR 506.3).
func TestPlaneswalkerStateSnapshotsAndClones(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	arlinn := put(t, g, alice, zones.Battlefield, packsHope, counters(engine.Loyalty, 4))
	fury := put(t, g, bob, zones.Battlefield, packsHope, counters(engine.Loyalty, 4))
	bears := put(t, g, alice, zones.Battlefield, "Grizzly Bears")
	putN(t, g, bob, zones.Library, "Forest", 3)
	require.NoError(t, g.SetStartingDayNight(daynight.Day))
	startMain(t, g)
	require.NoError(t, g.ActivateAbility(alice, arlinn, 0, engine.ActivateOptions{}))
	resolveStack(t, g)
	assert.Equal(t, 5, info(t, g, arlinn).Counters[engine.Loyalty])
	requireSameAfterSnapshotAndClone(t, g)

	gotoStep(t, g, 1, engine.DeclareAttackersStep)
	require.NoError(t, g.DeclareAttackers(alice, []engine.Attack{{Attacker: bears, Defender: bob, Planeswalker: fury}}))
	assert.Equal(t, fury, info(t, g, bears).AttackingPlaneswalker)
	requireSameAfterSnapshotAndClone(t, g)

	require.NoError(t, g.ItBecomes(daynight.Night))
	gotoStep(t, g, 2, engine.PrecombatMain)
	require.NoError(t, g.ActivateAbility(bob, fury, 1, engine.ActivateOptions{})) // 0: a 5/5 creature
	resolveStack(t, g)
	ch := g.Characteristics(fury)
	assert.True(t, ch.Is(engine.Creature) && !ch.Is(engine.Planeswalker))
	requireSameAfterSnapshotAndClone(t, g)
}

// TestAttackingPlaneswalkerIsChecked refuses attacks on what is not a
// planeswalker the defending player controls (CR 508.1b, 508.5), with the
// game unchanged.
func TestAttackingPlaneswalkerIsChecked(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	mine := put(t, g, alice, zones.Battlefield, packsHope, counters(engine.Loyalty, 4))
	theirs := put(t, g, bob, zones.Battlefield, packsHope, counters(engine.Loyalty, 4))
	bears := put(t, g, alice, zones.Battlefield, "Grizzly Bears")
	giant := put(t, g, bob, zones.Battlefield, "Hill Giant")
	start(t, g, engine.StartAt{Turn: 1, Player: alice, Step: engine.BeginningOfCombat})
	gotoStep(t, g, 1, engine.DeclareAttackersStep)
	for _, a := range []engine.Attack{
		{Attacker: bears, Defender: alice, Planeswalker: mine},   // her own
		{Attacker: bears, Defender: bob, Planeswalker: giant},    // no planeswalker
		{Attacker: bears, Defender: alice, Planeswalker: theirs}, // not the defending player's
		{Attacker: bears, Defender: bob, Planeswalker: 9999},
	} {
		before := engine.Digest(g)
		err := g.DeclareAttackers(alice, []engine.Attack{a})
		require.ErrorIs(t, err, engine.ErrIllegalAttack, "%+v", a)
		require.Equal(t, before, engine.Digest(g))
	}
	require.NoError(t, g.DeclareAttackers(alice, []engine.Attack{{Attacker: bears, Defender: bob, Planeswalker: theirs}}))
}

// TestAutoplayAttacksAndActivatesPlaneswalkers: the legal actions list a
// planeswalker's loyalty abilities only while one may be activated
// (CR 606.3), and the autoplaying declaration of attackers offers the
// planeswalkers of opponents (CR 508.1b): random deciders attack one.
func TestAutoplayAttacksAndActivatesPlaneswalkers(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	arlinn := put(t, g, alice, zones.Battlefield, packsHope, counters(engine.Loyalty, 4))
	put(t, g, alice, zones.Battlefield, "Grizzly Bears")
	put(t, g, alice, zones.Battlefield, "Grizzly Bears")
	theirs := put(t, g, bob, zones.Battlefield, packsHope, counters(engine.Loyalty, 4))
	startMain(t, g)
	loyaltyActions := func() int {
		n := 0
		for _, a := range g.LegalActions(alice, nil) {
			if a.Kind == engine.ActActivate && a.Obj == arlinn {
				n++
			}
		}
		return n
	}
	assert.Equal(t, 2, loyaltyActions())
	require.NoError(t, g.ActivateAbility(alice, arlinn, 1, engine.ActivateOptions{}))
	assert.Equal(t, 0, loyaltyActions(), "the stack is not empty")
	resolveStack(t, g)
	assert.Equal(t, 0, loyaltyActions(), "one loyalty ability a turn")

	attacked := false
	for seed := uint64(1); seed <= 40 && !attacked; seed++ {
		c := g.Clone()
		require.NoError(t, c.SetDecider(alice, engine.NewRandom(seed)))
		gotoStep(t, c, 1, engine.DeclareAttackersStep)
		require.NoError(t, c.Step())
		for _, id := range c.Battlefield() {
			attacked = attacked || info(t, c, id).AttackingPlaneswalker == theirs
		}
	}
	assert.True(t, attacked, "no random declaration attacked the planeswalker")
}

// TestRecordingReplaysPlaneswalkers replays a game in which a planeswalker
// was set up with loyalty and attacked (CR 506.3); a recording of an
// earlier version that claims either is refused.
func TestRecordingReplaysPlaneswalkers(t *testing.T) {
	t.Parallel()
	g, err := newChecked([]engine.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}, engine.WithSeed(3), engine.WithRecording())
	require.NoError(t, err)
	theirs := put(t, g, bob, zones.Battlefield, packsHope, counters(engine.Loyalty, 4))
	bears := put(t, g, alice, zones.Battlefield, "Grizzly Bears")
	start(t, g, engine.StartAt{Turn: 1, Player: alice, Step: engine.BeginningOfCombat})
	gotoStep(t, g, 1, engine.DeclareAttackersStep)
	require.NoError(t, g.DeclareAttackers(alice, []engine.Attack{{Attacker: bears, Defender: bob, Planeswalker: theirs}}))
	gotoStep(t, g, 1, engine.EndOfCombat)
	assert.Equal(t, 2, info(t, g, theirs).Counters[engine.Loyalty])

	rec := g.Recording()
	r, err := replayChecked(rec, cards.Lookup)
	require.NoError(t, err)
	assert.Equal(t, engine.Digest(g), engine.Digest(r))

	old := rec
	old.Version = 4
	_, err = replayChecked(old, cards.Lookup)
	require.ErrorIs(t, err, engine.ErrBadRecording)
}

// TestUntilYourNextTurnAfterLeaving: an effect lasting until its creator's
// next turn, whose creator has left the game, ends as that turn would have
// begun (CR 800.4m), and not before.
func TestUntilYourNextTurnAfterLeaving(t *testing.T) {
	t.Parallel()
	g := newGame(t, "Alice", "Bob", "Carol")
	arlinn := put(t, g, alice, zones.Battlefield, packsHope, counters(engine.Loyalty, 4))
	for p := range engine.PlayerID(3) {
		putN(t, g, p, zones.Library, "Forest", 5)
	}
	startMain(t, g)
	require.NoError(t, g.ActivateAbility(alice, arlinn, 0, engine.ActivateOptions{}))
	resolveStack(t, g)
	const both = engine.CreaturesAsThoughFlash | engine.CreaturesEnterWithCounter
	require.Equal(t, both, engine.PlayerRulesOf(g, alice))
	gotoStep(t, g, 2, engine.PrecombatMain)
	require.NoError(t, g.Concede(alice))
	gotoStep(t, g, 3, engine.PrecombatMain) // Carol's turn
	assert.Equal(t, both, engine.PlayerRulesOf(g, alice), "Alice's turn has not come round")
	gotoStep(t, g, 4, engine.Upkeep) // Bob's: Alice's would have begun before it
	assert.Zero(t, engine.PlayerRulesOf(g, alice))
}

// TestLegalActionsUseFlashPermission: while Arlinn's +1 lasts, the legal
// actions of its controller in another player's turn include casting a
// creature spell as though it had flash (CR 601.3), and Perform casts it.
func TestLegalActionsUseFlashPermission(t *testing.T) {
	t.Parallel()
	var g *engine.Game
	var arlinn, bears engine.ObjID
	setup := func() {
		g = newGame(t)
		arlinn = put(t, g, alice, zones.Battlefield, packsHope, counters(engine.Loyalty, 4))
		bears = put(t, g, alice, zones.Hand, "Grizzly Bears")
		putN(t, g, alice, zones.Battlefield, "Forest", 2)
		putN(t, g, bob, zones.Library, "Forest", 3)
		startMain(t, g)
	}
	castsBears := func() []engine.Action {
		var out []engine.Action
		for _, a := range g.LegalActions(g.PriorityPlayer(), nil) {
			if a.Kind == engine.ActCast && a.Obj == bears {
				out = append(out, a)
			}
		}
		return out
	}
	setup()
	gotoStep(t, g, 2, engine.Upkeep)
	require.NoError(t, g.PassPriority(bob))
	assert.Empty(t, castsBears(), "no permission yet")

	setup()
	require.NoError(t, g.ActivateAbility(alice, arlinn, 0, engine.ActivateOptions{}))
	resolveStack(t, g)
	gotoStep(t, g, 2, engine.Upkeep)
	require.NoError(t, g.PassPriority(bob))
	acts := castsBears()
	require.Len(t, acts, 1)
	assert.True(t, acts[0].Flash)
	require.NoError(t, g.Perform(acts[0]))
	resolveStack(t, g)
	on := info(t, g, g.Current(bears))
	assert.Equal(t, zones.Battlefield, on.Zone)
	assert.Equal(t, 1, on.Counters[engine.PlusOne])
}

// TestRestoreRejectsBadPlaneswalkerState refuses snapshots whose
// planeswalker state is impossible, with ErrBadSnapshot.
func TestRestoreRejectsBadPlaneswalkerState(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	arlinn := put(t, g, alice, zones.Battlefield, packsHope, counters(engine.Loyalty, 4))
	putN(t, g, bob, zones.Library, "Forest", 3)
	require.NoError(t, g.SetStartingDayNight(daynight.Day))
	startMain(t, g)
	require.NoError(t, g.ActivateAbility(alice, arlinn, 0, engine.ActivateOptions{}))
	resolveStack(t, g)
	good, err := g.Snapshot()
	require.NoError(t, err)
	_, err = restoreChecked(good, cards.Lookup, nil)
	require.NoError(t, err)
	playerEffect := func(m map[string]any) map[string]any {
		for _, e := range arr(m["effects"]) {
			if _, ok := obj(e)["player"]; ok {
				return obj(e)
			}
		}
		t.Fatal("no effect on a player")
		return nil
	}
	for name, f := range map[string]func(m map[string]any){
		"negative loyaltyTurn": func(m map[string]any) { obj(objects(m)[int(arlinn)-1])["loyaltyTurn"] = -1 },
		"unknown player rule":  func(m map[string]any) { playerEffect(m)["player"] = 64 },
		"player rule on an object": func(m map[string]any) {
			playerEffect(m)["affected"] = int(arlinn)
		},
		"player rule in a layer": func(m map[string]any) { playerEffect(m)["layer"] = int(engine.LayerAbility) },
		"duration":               func(m map[string]any) { playerEffect(m)["duration"] = 9 },
		"loyalty in version 5":   func(m map[string]any) { m["version"] = 5 },
	} {
		_, err := restoreChecked(tamper(t, good, f), cards.Lookup, nil)
		assert.ErrorIs(t, err, engine.ErrBadSnapshot, name)
	}
}

// TestSelfPlayWithPlaneswalkers plays random games of two to four players
// whose decks hold several Arlinns: the games end without error and in
// consistent states, loyalty abilities are activated and planeswalkers
// attacked.
func TestSelfPlayWithPlaneswalkers(t *testing.T) {
	t.Parallel()
	attacks, loyalty := 0, 0
	for seed := uint64(1); seed <= 12; seed++ {
		var cfg []engine.PlayerConfig
		for p := range 2 + int(seed%3) {
			deck, err := cards.Deck([]string{"werewolves", "cathar"}[p%2])
			require.NoError(t, err)
			for i := range 12 {
				deck[i] = cards.MustLookup([]string{packsHope, packsHope, "Mountain", "Forest"}[i%4])
			}
			cfg = append(cfg, engine.PlayerConfig{Name: string(rune('A' + p)), Deck: deck, Decider: engine.NewRandom(seed*10 + uint64(p))})
		}
		g, err := newChecked(cfg, engine.WithSeed(seed), bulkOption())
		require.NoError(t, err)
		require.NoError(t, g.Start(engine.StartAt{Shuffle: true, OpeningHand: 7}))
		require.NoError(t, g.PlayTurns(40), "seed %d", seed)
		require.NoError(t, g.CheckInvariants(), "seed %d", seed)
		for ev := range g.EventsSince(0) {
			if ev.Kind == engine.EvAttacks && ev.Other != engine.NoObj {
				attacks++
			}
			if ev.Kind == engine.EvAbilityActivated && g.Characteristics(ev.Obj).Subtypes.Has(engine.Arlinn) {
				loyalty++
			}
		}
	}
	assert.Positive(t, attacks, "no planeswalker attacked")
	assert.Positive(t, loyalty, "no loyalty ability activated")
}
