package engine_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// TestFilterTests checks each test a filter can make (colors, "nonblack",
// "noncreature", power and toughness, tapped, owner, a predicate) through
// Game.Select.
func TestFilterTests(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	bears := put(t, g, alice, zones.Battlefield, "Grizzly Bears")    // green 2/2
	giant := put(t, g, bob, zones.Battlefield, "Hill Giant", tapped) // red 3/3
	cathar := put(t, g, bob, zones.Battlefield, "Brutal Cathar")     // white 2/2
	stolen := put(t, g, bob, zones.Battlefield, "Grizzly Bears", controlledBy(alice))
	swamp := put(t, g, alice, zones.Battlefield, "Swamp")
	startMain(t, g)
	creature := engine.Types(engine.Creature)
	cases := []struct {
		name string
		f    engine.Filter
		want []engine.ObjID
	}{
		{"green", engine.Filter{Colors: engine.ColorSet(0).With(engine.Green)}, []engine.ObjID{bears, stolen}},
		{"nongreen creature", engine.Filter{Types: creature, NotColors: engine.ColorSet(0).With(engine.Green)}, []engine.ObjID{giant, cathar}},
		{"noncreature", engine.Filter{NotTypes: creature}, []engine.ObjID{swamp}},
		{"power 2 or less", engine.Filter{Types: creature, Power: engine.AtMost(2)}, []engine.ObjID{bears, cathar, stolen}},
		{"toughness greater than 2", engine.Filter{Types: creature, Toughness: engine.GreaterThan(2)}, []engine.ObjID{giant}},
		{"power exactly 3", engine.Filter{Power: engine.Exactly(3)}, []engine.ObjID{giant}},
		{"power less than 3", engine.Filter{Power: engine.LessThan(3), Toughness: engine.AtLeast(2)}, []engine.ObjID{bears, cathar, stolen}},
		{"tapped", engine.Filter{Status: engine.Tapped}, []engine.ObjID{giant}},
		{"untapped creature", engine.Filter{Types: creature, Status: engine.Untapped}, []engine.ObjID{bears, cathar, stolen}},
		{"attacking", engine.Filter{Status: engine.Attacking}, nil},
		{"you control", engine.Filter{Types: creature, Controller: engine.YouControl}, []engine.ObjID{bears, stolen}},
		{"you own", engine.Filter{Types: creature, Owner: engine.YouControl}, []engine.ObjID{bears}},
		{"an opponent owns, you control", engine.Filter{Owner: engine.OpponentControls, Controller: engine.YouControl}, []engine.ObjID{stolen}},
		{"predicate", engine.Filter{Predicate: func(g engine.View, _ engine.PlayerID, _, id engine.ObjID) bool {
			return g.Characteristics(id).Name == "Hill Giant"
		}}, []engine.ObjID{giant}},
	}
	for _, c := range cases {
		require.Equal(t, c.want, g.Select(c.f, alice, engine.NoObj), c.name)
	}
	require.True(t, g.Matches(engine.Filter{Status: engine.Tapped}, alice, engine.NoObj, giant))
	require.False(t, g.Matches(engine.Filter{Status: engine.Tapped}, alice, engine.NoObj, bears))
	require.True(t, (&engine.Filter{}).IsZero())
	require.False(t, (&engine.Filter{Status: engine.Blocking}).IsZero())
}

// TestFilterCombatRoles checks the attacking and blocking tests.
func TestFilterCombatRoles(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	bears := put(t, g, alice, zones.Battlefield, "Grizzly Bears")
	giant := put(t, g, bob, zones.Battlefield, "Hill Giant")
	startMain(t, g)
	gotoStep(t, g, 1, engine.DeclareAttackersStep)
	require.NoError(t, g.DeclareAttackers(alice, []engine.Attack{{Attacker: bears, Defender: bob}}))
	require.Equal(t, []engine.ObjID{bears}, g.Select(engine.Filter{Status: engine.Attacking}, alice, engine.NoObj))
	for g.Waiting().Blockers == nil {
		advance(t, g)
	}
	require.NoError(t, g.DeclareBlockers(bob, []engine.Block{{Blocker: giant, Attacker: bears}}))
	require.Equal(t, []engine.ObjID{giant}, g.Select(engine.Filter{Status: engine.Blocking}, alice, engine.NoObj))
	require.Equal(t, []engine.ObjID{bears}, g.Select(engine.Filter{Status: engine.Attacking | engine.Tapped}, alice, engine.NoObj))
	require.Empty(t, g.Select(engine.Filter{Status: engine.Attacking | engine.Untapped}, alice, engine.NoObj), "it tapped to attack")
}

// TestFilterControllerInTeams checks whose permanents each controller
// relation admits in Two-Headed Giant, where a teammate is not an
// opponent (CR 102.3, 810.1): "you control" is Alice's (CR 109.5), "an
// opponent controls" the other team's, and "you don't control" every
// other player's, her teammate Bob's included (CR 109.4).
func TestFilterControllerInTeams(t *testing.T) {
	t.Parallel()
	g := newTeamGame(t)
	mine := put(t, g, alice, zones.Battlefield, "Grizzly Bears")
	mate := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	theirs := put(t, g, carol, zones.Battlefield, "Grizzly Bears")
	theirs2 := put(t, g, dave, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)
	creature := engine.Types(engine.Creature)
	cases := []struct {
		name string
		rel  engine.Relation
		want []engine.ObjID
	}{
		{"any", engine.AnyController, []engine.ObjID{mine, mate, theirs, theirs2}},
		{"you control", engine.YouControl, []engine.ObjID{mine}},
		{"an opponent controls", engine.OpponentControls, []engine.ObjID{theirs, theirs2}},
		{"you don't control", engine.YouDontControl, []engine.ObjID{mate, theirs, theirs2}},
	}
	for _, c := range cases {
		require.Equal(t, c.want, g.Select(engine.Filter{Types: creature, Controller: c.rel}, alice, engine.NoObj), c.name)
		// The owner relation reads the same way (CR 108.3).
		require.Equal(t, c.want, g.Select(engine.Filter{Types: creature, Owner: c.rel}, alice, engine.NoObj), c.name+", owner")
	}
}
