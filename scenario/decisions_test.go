package scenario_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/scenario"
)

// TestDecisionMessages checks that a decision with no queued answer, or
// with one that does not fit, lists the options as a `chooses` line can
// write them (labels, names, players, yes or no, colors, nothing) and,
// when none was queued, the line to add.
func TestDecisionMessages(t *testing.T) {
	tests := []struct {
		name, body, msg string
		kind            scenario.Kind
		is              error
	}{
		{"copy choice by label",
			"battlefield Bob: Island x4, Grizzly Bears as bears, Hill Giant as giant\nhand Bob: Clone as clone\n" +
				"goto turn 2 precombat main\nBob casts clone\nresolve\n",
			"inline.scenario:7: Bob has a decision with no queued answer: copy choice (Clone: choose a creature to copy, or nothing); " +
				`add a line before line 7 such as "Bob chooses bears" — options: bears, giant, nothing`,
			scenario.KindRunner, engine.ErrNoDecision},
		{"two options of one name",
			"battlefield Alice: Island x4, Grizzly Bears\nbattlefield Bob: Grizzly Bears\nhand Alice: Clone as clone\nAlice casts clone\nresolve\n",
			"inline.scenario:7: Alice has a decision with no queued answer: copy choice (Clone: choose a creature to copy, or nothing); " +
				`add a line before line 7 such as "Alice chooses Grizzly Bears" — options: Grizzly Bears, nothing; several options are named ` +
				"Grizzly Bears and a name picks the first of them: give the one you mean a label with `as LABEL` in the setup and name it by its label",
			scenario.KindRunner, engine.ErrNoDecision},
		{"interchangeable cards of one name",
			"hand Alice: Wastes x8, Grizzly Bears\ngoto turn 1 cleanup\n",
			"inline.scenario:4: Alice has a decision with no queued answer: discard (discard down to maximum hand size); " +
				`add a line before line 4 such as "Alice chooses Wastes, Wastes" — options: Wastes, Grizzly Bears`,
			scenario.KindRunner, engine.ErrNoDecision},
		{"yes or no for ward",
			"battlefield Bob: Moonrage Brute as brute\nbattlefield Alice: Mountain\nhand Alice: Lightning Bolt\nday: night\n" +
				"Alice casts Lightning Bolt targeting brute\nresolve\n",
			"inline.scenario:8: Alice has a decision with no queued answer: yes or no (Moonrage Brute: pay ward: 3 life); " +
				`add a line before line 8 such as "Alice chooses yes" — options: yes, no`,
			scenario.KindRunner, engine.ErrNoDecision},
		{"an answer that does not fit",
			"battlefield Bob: Island x4, Grizzly Bears as bears, Hill Giant as giant\nhand Bob: Clone as clone\n" +
				"goto turn 2 precombat main\nBob chooses yes\nBob casts clone\nresolve\n",
			"inline.scenario:8: action failed: Bob's answer of line 6 (yes) does not fit the copy choice (Clone: choose a creature to copy, or nothing): " +
				"illegal choice: yes is not one of the options — options: bears, giant, nothing",
			scenario.KindAction, engine.ErrIllegalChoice},
		{"too many answers",
			"battlefield Bob: Island x4, Grizzly Bears as bears, Hill Giant as giant\nhand Bob: Clone as clone\n" +
				"goto turn 2 precombat main\nBob chooses bears, giant\nBob casts clone\nresolve\n",
			"inline.scenario:8: action failed: Bob's answer of line 6 (bears, giant) does not fit the copy choice (Clone: choose a creature to copy, or nothing): " +
				"illegal choice: 2 chosen, the decision takes 0 to 1 — options: bears, giant, nothing",
			scenario.KindAction, engine.ErrIllegalChoice},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := run(t, tt.body)
			require.NotNil(t, e)
			assert.Equal(t, tt.msg, e.Error())
			assert.Equal(t, tt.kind, e.Kind)
			assert.ErrorIs(t, e, tt.is)
		})
	}
}
