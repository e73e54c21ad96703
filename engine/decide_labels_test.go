package engine_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// TestActionLabels: every legal action of a main phase has its label:
// passing, a land, spells with their mana costs and targets, a loyalty
// ability by its cost, a spell with flashback. The Plains in hand is told
// from those on the battlefield by its zone.
func TestActionLabels(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	putN(t, g, alice, zones.Battlefield, "Plains", 3)
	putN(t, g, alice, zones.Battlefield, "Mountain", 2)
	putN(t, g, alice, zones.Battlefield, "Forest", 3)
	put(t, g, alice, zones.Hand, "Plains")
	put(t, g, alice, zones.Hand, "Brutal Cathar")
	bolt := put(t, g, alice, zones.Hand, "Lightning Bolt")
	put(t, g, alice, zones.Graveyard, "Unnatural Moonrise")
	put(t, g, alice, zones.Battlefield, "Arlinn, the Pack's Hope", counters(engine.Loyalty, 4))
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)

	var got []string
	for _, a := range g.LegalActions(alice, nil) {
		got = append(got, g.ActionLabel(a))
	}
	for _, want := range []string{
		"Pass priority",
		"Play Plains (in hand)",
		"Cast Brutal Cathar ({2}{W})",
		"Cast Lightning Bolt ({R}) targeting Bob",
		"Cast Lightning Bolt ({R}) targeting Alice",
		"Cast Lightning Bolt ({R}) targeting Grizzly Bears",
		"Cast Unnatural Moonrise with flashback ({2}{R}{G}) targeting Grizzly Bears",
		"Activate Arlinn, the Pack's Hope: +1",
		"Activate Arlinn, the Pack's Hope: −3",
	} {
		assert.Contains(t, got, want)
	}
	assert.Equal(t, "Cast Lightning Bolt ({R}) targeting Grizzly Bears",
		g.ActionLabel(engine.Action{Kind: engine.ActCast, Player: alice, Obj: bolt,
			NTargets: 1, Targets: [4]engine.Target{engine.TargetObject(bears)}}))
	assert.Equal(t, "Unknown action", g.ActionLabel(engine.Action{Kind: engine.ActCast, Obj: 9999}))
}

// TestLabelOptions: LabelOptions words an option of each kind of
// decision, and keeps a label an option already has.
func TestLabelOptions(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	cathar := put(t, g, alice, zones.Battlefield, "Brutal Cathar")
	brute := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	plains := put(t, g, alice, zones.Hand, "Plains")
	startMain(t, g)

	pass := engine.Action{Kind: engine.ActPass, Player: alice}
	play := engine.Action{Kind: engine.ActPlayLand, Player: alice, Obj: plains}
	for _, tc := range []struct {
		kind engine.DecisionKind
		opts []engine.Option
		want []string
	}{
		{engine.DecideAction, []engine.Option{{Action: pass}, {Action: play, Obj: plains}}, []string{"Pass priority", "Play Plains"}},
		{engine.DecideAttackers, []engine.Option{{Obj: cathar, Player: bob}}, []string{"Attack with Brutal Cathar"}},
		{engine.DecideAttackers, []engine.Option{{Obj: cathar, Player: bob}, {Obj: cathar, Player: bob, Planeswalker: brute}},
			[]string{"Attack Bob with Brutal Cathar", "Attack Grizzly Bears with Brutal Cathar"}},
		{engine.DecideBlockers, []engine.Option{{Obj: cathar, Block: engine.Block{Blocker: cathar, Attacker: brute}}},
			[]string{"Block Grizzly Bears with Brutal Cathar"}},
		{engine.DecideTarget, []engine.Option{{Player: bob, IsPlayer: true}, {Obj: brute}}, []string{"Target Bob", "Target Grizzly Bears"}},
		{engine.DecideObjects, []engine.Option{{Obj: brute}}, []string{"Grizzly Bears"}},
		{engine.DecideDiscard, []engine.Option{{Obj: plains}}, []string{"Discard Plains"}},
		{engine.DecideLegend, []engine.Option{{Obj: cathar}}, []string{"Keep Brutal Cathar"}},
		{engine.DecideCopy, []engine.Option{{Obj: brute}, {Obj: engine.NoObj}}, []string{"Copy Grizzly Bears", "Copy nothing"}},
		{engine.DecideCombatDamage, []engine.Option{{Obj: cathar, Amount: 3}, {Player: alice, IsPlayer: true, Amount: 1}},
			[]string{"3 damage to Brutal Cathar", "1 damage to Alice"}},
		{engine.DecideColor, []engine.Option{{Mana: engine.ManaW}}, []string{engine.ManaW.Name()}},
		{engine.DecideYesNo, []engine.Option{{Yes: true}, {Yes: false}}, []string{"yes", "no"}},
		{engine.DecideMode, []engine.Option{{Index: 0}, {Index: 1}}, []string{"Mode 1", "Mode 2"}},
		{engine.DecideTriggerOrder, []engine.Option{{Obj: cathar, Text: "ward"}, {Obj: brute}}, []string{"ward", "Grizzly Bears"}},
		{engine.DecideTapOrUntap, []engine.Option{{Word: "tap"}, {Word: "untap"}}, []string{"tap", "untap"}},
		{engine.DecideAttachPlayer, []engine.Option{{Player: bob, IsPlayer: true}}, []string{"Bob"}},
		{engine.DecideReplacementOrder, []engine.Option{{Obj: engine.NoObj, Index: 1}}, []string{"option 2"}},
		{engine.DecideStartingPlayer, []engine.Option{{Player: alice, IsPlayer: true, Word: "play"}, {Player: bob, IsPlayer: true, Word: "draw"}},
			[]string{"Play first", "Draw first"}},
		{engine.DecideStartingPlayer, []engine.Option{{Player: bob, IsPlayer: true}}, []string{"Bob plays first"}},
		{engine.DecideMulligan, []engine.Option{{Word: "keep", Amount: 1}, {Word: "mulligan", Amount: 6}}, []string{"Keep 1 card", "Take a mulligan (keep 6)"}},
		{engine.DecideBottom, []engine.Option{{Obj: plains}}, []string{"Put Plains on the bottom"}},
	} {
		t.Run(tc.kind.String(), func(t *testing.T) {
			d := &engine.Decision{Kind: tc.kind, Player: alice, Options: tc.opts}
			g.LabelOptions(d)
			var got []string
			for _, o := range d.Options {
				got = append(got, o.Text)
			}
			assert.Equal(t, tc.want, got)
		})
	}
	g.LabelOptions(nil) // nothing to label, and no panic
}

// TestDecisionsLabelled: the decisions the engine asks carry their
// labels: a priority decision of Step, and a ward payment worded with
// its cost.
func TestDecisionsLabelled(t *testing.T) {
	t.Parallel()
	var seen []*engine.Decision
	keep := engine.DeciderFunc(func(g *engine.Game, d *engine.Decision) ([]int, error) {
		c := *d
		c.Options = append([]engine.Option(nil), d.Options...)
		seen = append(seen, &c)
		if d.Kind == engine.DecideYesNo {
			return []int{0}, nil // pay
		}
		return nil, engine.ErrNoDecision
	})
	g, err := newChecked([]engine.PlayerConfig{{Name: "Alice", Decider: keep}, {Name: "Bob", Decider: keep}}, engine.WithSeed(1))
	require.NoError(t, err)
	require.NoError(t, g.SetStartingDayNight(daynight.Night))
	brute := put(t, g, bob, zones.Battlefield, "Brutal Cathar", backFace)
	putN(t, g, alice, zones.Battlefield, "Swamp", 3)
	murder := put(t, g, alice, zones.Hand, "Murder")
	startMain(t, g)

	require.ErrorIs(t, g.Step(), engine.ErrNoDecision)
	require.Len(t, seen, 1)
	require.Equal(t, engine.DecideAction, seen[0].Kind)
	var labels []string
	for _, o := range seen[0].Options {
		labels = append(labels, o.Text)
	}
	assert.Contains(t, labels, "Pass priority")

	seen = nil
	cast(t, g, alice, murder, engine.TargetObject(brute))
	passAll(t, g) // the ward trigger resolves: Alice is asked to pay
	require.NotEmpty(t, seen)
	ward := seen[len(seen)-1]
	require.Equal(t, engine.DecideYesNo, ward.Kind)
	assert.Equal(t, "Pay 3 life for ward", ward.Options[0].Text)
	assert.Equal(t, "Don't pay for ward", ward.Options[1].Text)
}
