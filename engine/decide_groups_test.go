package engine_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// groupsOf returns the group (Option.Same) of each option of d.
func groupsOf(d engine.Decision) []int {
	out := make([]int, len(d.Options))
	for i, o := range d.Options {
		out[i] = o.Same
	}
	return out
}

// Three untapped basic Forests in hand are three options to play a land
// whose choice makes no difference to the rules: one group. The options
// themselves stay three, each with its own label (the tags of the
// cards), and the list of legal actions is unchanged.
func TestGroupsThreeForestsInHand(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	forests := putN(t, g, alice, zones.Hand, "Forest", 3)
	put(t, g, alice, zones.Hand, "Mountain")
	startMain(t, g)
	actions := g.LegalActions(alice, nil)
	d := captureDecision(t, g, alice, engine.DecideAction, func() { require.NoError(t, g.Step()) })
	require.Len(t, d.Options, len(actions))
	byObj := map[engine.ObjID]engine.Option{}
	for i, o := range d.Options {
		assert.Equal(t, actions[i], o.Action, "the options are the legal actions, in order")
		byObj[o.Action.Obj] = o
	}
	same := byObj[forests[0]].Same
	assert.Positive(t, same)
	for i, f := range forests {
		assert.Equal(t, same, byObj[f].Same, "Forest %d", i)
		assert.Equal(t, "Play Forest #"+string(rune('1'+i)), byObj[f].Text)
	}
	assert.NotEqual(t, same, byObj[engine.NoObj].Same, "passing")
	mountain := byObj[d.Options[len(d.Options)-1].Action.Obj]
	assert.NotEqual(t, same, mountain.Same, "a Mountain")
	assert.Equal(t, 3, len(groupMembers(d, same)))
}

// groupMembers returns the indices of the options of group k.
func groupMembers(d engine.Decision, k int) []int {
	var out []int
	for i, o := range d.Options {
		if o.Same == k {
			out = append(out, i)
		}
	}
	return out
}

// A tapped and an untapped Forest are told apart by the rules (CR
// 110.5): two groups; two untapped ones are alike: one.
func TestGroupsTappedAndUntappedForest(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	untapped := putN(t, g, bob, zones.Battlefield, "Forest", 2)
	tappedOne := put(t, g, bob, zones.Battlefield, "Forest", tapped)
	startMain(t, g)
	d := &engine.Decision{Kind: engine.DecideObjects, Player: alice, Prompt: "choose a land", Min: 1, Max: 1}
	for i, id := range []engine.ObjID{untapped[0], tappedOne, untapped[1]} {
		d.Options = append(d.Options, engine.Option{Obj: id, Player: engine.NoPlayer, Index: i})
	}
	g.LabelOptions(d)
	assert.Equal(t, []int{1, 2, 1}, groupsOf(*d))
	assert.Equal(t, []string{"Forest (untapped) #1", "Forest (tapped)", "Forest (untapped) #2"}, labelsOf(*d))

	again := d.Copy()
	g.LabelOptions(again)
	assert.Equal(t, groupsOf(*d), groupsOf(*again), "labelling again keeps the groups")
}

// Two Tavern Ruffians, one dealt damage (CR 120.3): two groups; and
// options that name no object and differ only by their place (modes)
// are never one group.
func TestGroupsRuffiansWithDifferentDamage(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	put(t, g, alice, zones.Battlefield, "Mountain")
	bolt := put(t, g, alice, zones.Hand, "Lightning Bolt")
	ruffians := putN(t, g, bob, zones.Battlefield, "Tavern Ruffian", 3)
	startMain(t, g)
	cast(t, g, alice, bolt, target(ruffians[1]))
	resolveStack(t, g)
	require.Equal(t, 3, damageOf(t, g, ruffians[1]))
	d := &engine.Decision{Kind: engine.DecideTarget, Player: alice, Prompt: "choose a target", Min: 1, Max: 1}
	for i, id := range ruffians {
		d.Options = append(d.Options, engine.Option{Obj: id, Player: engine.NoPlayer, Index: i})
	}
	g.LabelOptions(d)
	assert.Equal(t, []int{1, 2, 1}, groupsOf(*d))
	assert.Equal(t, "Target Tavern Ruffian (3 damage)", d.Options[1].Text)

	modes := &engine.Decision{Kind: engine.DecideMode, Player: alice, Prompt: "choose a mode", Min: 1, Max: 1,
		Options: []engine.Option{{Index: 0, Player: engine.NoPlayer}, {Index: 1, Player: engine.NoPlayer}}}
	g.LabelOptions(modes)
	assert.Equal(t, []int{1, 2}, groupsOf(*modes))
}

// damageOf returns the damage marked on permanent id.
func damageOf(t *testing.T, g *engine.Game, id engine.ObjID) int {
	t.Helper()
	for _, p := range g.SpectatorView().Battlefield {
		if p.Obj == id {
			return p.Damage
		}
	}
	t.Fatalf("object %d is not on the battlefield", id)
	return 0
}
