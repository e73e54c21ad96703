package scenario_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/scenario"
	"github.com/cathar-engine/cathar/scenario/scenariotest"
)

// firstStrikeCombat sets up a combat with two combat damage steps: the
// Brute has first strike at night (CR 510.4, 702.7b).
const firstStrikeCombat = "battlefield Alice: Moonrage Brute as brute, Grizzly Bears as bears\nday: night\n" +
	"goto turn 1 declare attackers\nAlice attacks with brute, bears\n"

// TestVersion2Failures checks that each expectation and step of version 2
// fails, with what was expected and what was found, when it does not hold.
func TestVersion2Failures(t *testing.T) {
	tests := []struct {
		name string
		body string
		msg  string
		kind scenario.Kind
	}{
		{"turn", "expect turn 1 upkeep\n",
			"inline.scenario:3: expected turn 1 upkeep, found turn 1 precombat main", scenario.KindExpectation},
		{"turn number", "expect turn 2 precombat main\n",
			"inline.scenario:3: expected turn 2 precombat main, found turn 1 precombat main", scenario.KindExpectation},
		{"first damage step is not the second", firstStrikeCombat + "goto turn 1 combat damage\nexpect turn 1 combat damage 2\n",
			"inline.scenario:8: expected turn 1 combat damage 2, found turn 1 combat damage", scenario.KindExpectation},
		{"second damage step is not the first", firstStrikeCombat + "goto turn 1 combat damage 2\nexpect turn 1 combat damage\n",
			"inline.scenario:8: expected turn 1 combat damage, found turn 1 combat damage 2", scenario.KindExpectation},
		{"goto the first damage step from the second", firstStrikeCombat + "goto turn 1 combat damage 2\ngoto turn 1 combat damage\n",
			"inline.scenario:8: goto turn 1 combat damage: the game is already at turn 1 combat damage 2", scenario.KindRunner},
		{"no second damage step", "battlefield Alice: Grizzly Bears as bears\ngoto turn 1 declare attackers\nAlice attacks with bears\ngoto turn 1 combat damage 2\n",
			"inline.scenario:6: goto turn 1 combat damage 2: the game skipped that step (it is now turn 1 end of combat); " +
				"a combat has a second combat damage step only when an attacking or blocking creature has first strike or double strike (CR 510.4)",
			scenario.KindRunner},
		{"active", "expect active Bob\n",
			"inline.scenario:3: expected active Bob, found active Alice", scenario.KindExpectation},
		{"hand", "hand Alice: Grizzly Bears\nexpect hand Alice 2\n",
			"inline.scenario:4: expected hand Alice 2, found hand Alice 1", scenario.KindExpectation},
		{"library", "library Alice: Forest x2\nexpect library Alice 3\n",
			"inline.scenario:4: expected library Alice 3, found library Alice 2", scenario.KindExpectation},
		{"graveyard", "graveyard Bob: Forest\nexpect graveyard Bob 0\n",
			"inline.scenario:4: expected graveyard Bob 0, found graveyard Bob 1", scenario.KindExpectation},
		{"damage", "battlefield Bob: Grizzly Bears as bears\nexpect bears damage 1\n",
			"inline.scenario:4: expected bears damage 1, found bears damage 0", scenario.KindExpectation},
		{"damage off the battlefield", "hand Bob: Grizzly Bears as bears\nexpect bears damage 1\n",
			"inline.scenario:4: expected bears damage 1, found bears damage 0 (bears is in hand)", scenario.KindExpectation},
		{"has no", "battlefield Alice: Brutal Cathar as cathar\nexpect cathar has no daybound\n",
			"inline.scenario:4: expected cathar has no daybound, found cathar has daybound", scenario.KindExpectation},
		{"tokens named", "battlefield Alice: Soldier Token (token), Grizzly Bears (token)\nexpect Alice controls 2 tokens named Soldier\n",
			"inline.scenario:4: expected Alice controls 2 tokens named Soldier, found Alice controls 1 tokens named Soldier", scenario.KindExpectation},
		{"tokens named counts tokens only", "battlefield Alice: Grizzly Bears, Grizzly Bears (token)\nexpect Alice controls 2 tokens named Grizzly Bears\n",
			"inline.scenario:4: expected Alice controls 2 tokens named Grizzly Bears, found Alice controls 1 tokens named Grizzly Bears", scenario.KindExpectation},
		{"tokens named counts what the player controls", "battlefield Bob: Soldier (token)\nexpect Alice controls 1 tokens named Soldier\n",
			"inline.scenario:4: expected Alice controls 1 tokens named Soldier, found Alice controls 0 tokens named Soldier", scenario.KindExpectation},
		{"ability answer to another decision", "battlefield Alice: Island x4, Grizzly Bears as bears\nhand Alice: Clone as clone\nAlice chooses bears ability 1\nAlice casts clone\nresolve\n",
			"inline.scenario:7: action failed: Alice's answer of line 5 (bears ability 1) does not fit the copy choice (Clone: choose a creature to copy, or nothing): illegal choice: `bears ability 1` answers only the order of triggered abilities, not a copy choice — options: bears, nothing",
			scenario.KindAction},
		{"ability of another object", "battlefield Alice: Brimstone Vandal as vandal, The Celestus as celestus, Grizzly Bears as bears\nday: day\n" +
			"Alice chooses bears ability 1, vandal\nit becomes night\n",
			"inline.scenario:6: action failed: Alice's answer of line 5 (bears ability 1, vandal) does not fit the trigger order (order your triggered abilities (first goes on the stack first)): illegal choice: bears ability 1 is not one of the options — options: vandal, celestus",
			scenario.KindAction},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := run(t, tt.body)
			require.NotNil(t, e)
			assert.Equal(t, tt.msg, e.Error())
			assert.Equal(t, tt.kind, e.Kind)
		})
	}
}

// TestActiveIsAKeywordOnlyThere checks that a label called "active" keeps
// its meaning in an expectation, beside the expectation of the active
// player.
func TestActiveIsAKeywordOnlyThere(t *testing.T) {
	scenariotest.RunString(t, "active.scenario", header+`
battlefield Bob: Grizzly Bears as active (tapped)
expect active tapped
expect active controller Bob
expect active Alice
goto turn 2 upkeep
expect active Bob
expect active untapped
`)
}

// TestEmptyTargetPhrase checks that `nothing`, an empty "up to" target
// phrase, parses, and that a phrase without "up to" can't be left empty
// (CR 115.1, 601.2c).
func TestEmptyTargetPhrase(t *testing.T) {
	scenariotest.RunString(t, "empty.scenario", header+`battlefield Alice: Mountain
hand Alice: Lightning Bolt as bolt
Alice casts bolt targeting nothing
expect error "may be left empty"
expect bolt in hand
`)
}

// TestTokenNameWithoutToken checks that a token's name is found with or
// without the word "Token" wherever a name is written (CR 111.4): in
// setup, in an action and in an answer.
func TestTokenNameWithoutToken(t *testing.T) {
	res := scenariotest.RunString(t, "soldier.scenario", header+`
battlefield Alice: Soldier as guard (token), Mountain
battlefield Bob: Soldier (token)
hand Alice: Lightning Bolt as bolt
Alice casts bolt targeting Soldier
resolve
expect guard in nowhere
expect Bob controls 1 tokens named Soldier
`)
	c, ok := res.Card("guard")
	require.True(t, ok)
	id, _ := res.Game.CardObject(c)
	in, err := res.Game.Object(id)
	require.NoError(t, err)
	assert.Equal(t, "Soldier Token", in.Characteristics.Name)
	assert.Equal(t, engine.PlayerID(0), in.Owner)
}
