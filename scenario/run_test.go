package scenario_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/scenario"
	"github.com/cathar-engine/cathar/scenario/scenariotest"
)

const header = "scenario: test\nplayers: Alice, Bob\n"

// run parses and runs an inline scenario and returns its error as an
// *scenario.Error (nil when it passed).
func run(t *testing.T, body string) *scenario.Error {
	t.Helper()
	f, err := scenario.ParseString("inline.scenario", header+body)
	require.NoError(t, err)
	res := f.Run()
	if res.Err == nil {
		return nil
	}
	var e *scenario.Error
	require.True(t, errors.As(res.Err, &e), "error %v is not a *scenario.Error", res.Err)
	return e
}

func TestRunFailures(t *testing.T) {
	tests := []struct {
		name string
		body string
		msg  string
		kind scenario.Kind
		is   error
	}{
		{"unmet expectation", "battlefield Bob: Grizzly Bears as bears\nexpect bears in exile\n",
			"inline.scenario:4: expected bears in exile, found bears in battlefield", scenario.KindExpectation, nil},
		{"unmet tapped off the battlefield", "hand Bob: Grizzly Bears as bears\nexpect bears tapped\n",
			"inline.scenario:4: expected bears tapped, found bears untapped (bears is in hand)", scenario.KindExpectation, nil},
		{"failed action", "hand Alice: Murder as murder\nbattlefield Bob: Grizzly Bears as bears\nAlice casts murder targeting bears\nexpect stack 0\n",
			"inline.scenario:5: action failed: cast: cannot pay the cost ({1}{B}{B})", scenario.KindAction, engine.ErrCannotPay},
		{"no error", "battlefield Alice: Mountain\nhand Alice: Lightning Bolt as bolt\nAlice casts bolt targeting Bob\nexpect error\n",
			"inline.scenario:6: expected an error, found none", scenario.KindExpectation, nil},
		{"other error", "hand Alice: Murder as murder\nbattlefield Bob: Grizzly Bears as bears\nAlice casts murder targeting bears\nexpect error \"Timing\"\n",
			`inline.scenario:6: expected error "Timing", found "cast: cannot pay the cost ({1}{B}{B})"`, scenario.KindExpectation, engine.ErrCannotPay},
		{"unused answer", "battlefield Bob: Grizzly Bears as bears\nAlice chooses bears\nBob chooses yes\n",
			"inline.scenario:4: queued answers left unused at the end: Alice's answer of line 4, Bob's answer of line 5", scenario.KindRunner, nil},
		{"could produce", "battlefield Alice: Forest as forest\nexpect forest could produce {G}{U}\n",
			"inline.scenario:4: expected forest could produce {U}{G}, found forest could produce {G}", scenario.KindExpectation, nil},
		{"could produce off the battlefield", "hand Alice: Forest as forest\nexpect forest could produce {G}\n",
			"inline.scenario:4: expected forest could produce {G}, found forest could produce {} (forest is in hand)", scenario.KindExpectation, nil},
		{"mana type without answer", "battlefield Alice: Reflecting Pool as pool, Forest, Island\nAlice activates pool ability 1\n",
			"inline.scenario:4: Alice has a decision with no queued answer: mana type (the mana pool's ability makes); " +
				`add a line before line 4 such as "Alice chooses blue" — options: blue, green`, scenario.KindRunner, engine.ErrNoDecision},
		{"mana type not an option", "battlefield Alice: Reflecting Pool as pool, Forest\nAlice chooses blue\nAlice activates pool ability 1\nexpect stack 0\n",
			"inline.scenario:5: action failed: Alice's answer of line 4 (blue) does not fit the mana type (the mana pool's ability makes): " +
				"illegal choice: blue is not one of the options — options: green", scenario.KindAction, engine.ErrIllegalChoice},
		{"mana type of a tapped source", "battlefield Alice: Reflecting Pool as pool (tapped), Forest, Island\nAlice activates pool ability 1\nexpect stack 0\n",
			"inline.scenario:4: action failed: activate: cannot pay the cost ({T}: it is already tapped (CR 107.5))", scenario.KindAction, engine.ErrCannotPay},
		{"goto past", "goto turn 1 upkeep\n",
			"inline.scenario:3: goto turn 1 upkeep: the game is already at turn 1 precombat main", scenario.KindRunner, nil},
		{"goto skipped", "goto turn 1 combat damage\n",
			"inline.scenario:3: goto turn 1 combat damage: the game skipped that step (it is now turn 1 end of combat)", scenario.KindRunner, nil},
		{"decision without answer", "battlefield Alice: Island x4, Grizzly Bears, Hill Giant\nhand Alice: Clone as clone\nAlice casts clone\nresolve\n",
			"inline.scenario:6: Alice has a decision with no queued answer: copy choice (Clone: choose a creature to copy, or nothing); " +
				`add a line before line 6 such as "Alice chooses Grizzly Bears" — options: Grizzly Bears, Hill Giant, nothing`,
			scenario.KindRunner, engine.ErrNoDecision},
		{"illegal answer", "battlefield Alice: Island x4, Grizzly Bears\nhand Alice: Clone as clone\nAlice chooses clone\nAlice casts clone\nresolve\n",
			"inline.scenario:7: action failed: Alice's answer of line 5 (clone) does not fit the copy choice (Clone: choose a creature to copy, or nothing): " +
				"illegal choice: Clone is not one of the options — options: Grizzly Bears, nothing",
			scenario.KindAction, engine.ErrIllegalChoice},
		{"name not in hand", "Alice casts Lightning Bolt targeting Bob\n",
			"inline.scenario:3: action failed: no such card: no Lightning Bolt in Alice's hand", scenario.KindAction, scenario.ErrNotFound},
		{"blocks without attackers", "battlefield Bob: Grizzly Bears as bears\nbattlefield Alice: Hill Giant as giant\nBob blocks giant with bears\n",
			"inline.scenario:5: action failed: declare blockers: illegal block declaration (no creature is attacking in this combat)", scenario.KindAction, engine.ErrIllegalBlock},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := run(t, tt.body)
			require.NotNil(t, e)
			assert.Equal(t, tt.msg, e.Error())
			assert.Equal(t, tt.kind, e.Kind)
			if tt.is != nil {
				assert.ErrorIs(t, e, tt.is)
			}
		})
	}
}

// TestPauseAtUntap checks that a game started at the untap step stops
// after its turn-based actions, before the upkeep.
func TestPauseAtUntap(t *testing.T) {
	res := scenariotest.RunString(t, "untap.scenario", header+"battlefield Alice: Forest as forest (tapped)\nstart: turn 3 Alice untap\nexpect forest untapped\n")
	n, active, step := res.Game.Turn()
	assert.Equal(t, 3, n)
	assert.Equal(t, engine.PlayerID(0), active)
	assert.Equal(t, engine.Untap, step)
	assert.True(t, res.Game.Waiting().Paused)
	c, ok := res.Card("forest")
	require.True(t, ok)
	id, exists := res.Game.CardObject(c)
	require.True(t, exists)
	info, err := res.Game.Object(id)
	require.NoError(t, err)
	assert.False(t, info.Tapped)
}

// TestBlocksInSameStepAfterGoto checks that a declaration is still open
// when goto stops in a declaration step.
func TestBlocksInSameStepAfterGoto(t *testing.T) {
	scenariotest.RunString(t, "blocks.scenario", header+`
battlefield Alice: Hill Giant as giant
battlefield Bob: Grizzly Bears as bears
goto turn 1 declare attackers
Alice attacks with giant
goto turn 1 declare blockers
Bob blocks giant with bears
goto turn 1 combat damage
expect bears in graveyard
expect giant 3/3
expect life Bob 20
`)
}

// TestCouldProduce checks `expect LABEL could produce` against the
// engine's least fixpoint (CR 106.7): references that go round in a circle
// make nothing of their own, one concrete source feeds them all, the set is
// written in any order, and a type written twice is an error of the file.
func TestCouldProduce(t *testing.T) {
	scenariotest.RunString(t, "circle.scenario", header+`
battlefield Alice: Reflecting Pool as pool, Reflecting Pool as pool2, Exotic Orchard as orchard
battlefield Bob: Exotic Orchard as boborchard
expect pool could produce {}
expect orchard could produce {}
expect boborchard could produce {}
`)
	scenariotest.RunString(t, "fed.scenario", header+`
battlefield Alice: Reflecting Pool as pool, Exotic Orchard as orchard, Wastes as wastes
battlefield Bob: Exotic Orchard as boborchard, Island, Forest
expect wastes could produce {C}
expect orchard could produce {G}{U}
expect boborchard could produce {U}{G}
expect pool could produce {C}{G}{U}
Alice chooses colorless
Alice activates orchard ability 1
expect error "illegal choice"
Alice chooses colorless
Alice activates pool ability 1
expect mana Alice {C}
`)
	_, err := scenario.ParseString("twice.scenario", header+"battlefield Alice: Forest as forest\nexpect forest could produce {G}{G}\n")
	require.Error(t, err)
	assert.Equal(t, "twice.scenario:4: could produce: {G} is written twice (a set of mana types)", err.Error())
}
