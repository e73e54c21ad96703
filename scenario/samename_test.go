package scenario_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/scenario"
)

// TestSameName checks that an action failing on the object a name picked
// (the first of that name) says which other objects have the name and
// how to name the one meant.
func TestSameName(t *testing.T) {
	tests := []struct {
		name, body, msg string
		is              error
	}{
		{"target",
			"battlefield Bob: Grizzly Bears\nbattlefield Alice: Grizzly Bears, Bonesplitter as splitter, Mountain\n" +
				"Alice activates splitter ability 1 targeting Grizzly Bears\n",
			"inline.scenario:5: action failed: activate: illegal target: Grizzly Bears: it isn't controlled by Alice (Bob controls it); " +
				"two objects are named Grizzly Bears: the name picked the first (Bob's, on the battlefield), which is not a legal target; " +
				"the other is Alice's, on the battlefield; give the one you mean a label with `as LABEL` in the setup and name it by its label",
			engine.ErrIllegalTarget},
		{"attacker",
			"battlefield Alice: Grizzly Bears (sick), Grizzly Bears\nAlice attacks with Grizzly Bears\n",
			"inline.scenario:4: action failed: declare attackers: summoning sick (it can't attack (CR 302.6)); " +
				"two objects are named Grizzly Bears: the name picked the first (Alice's, on the battlefield, summoning sick), which is the one declared; " +
				"the other is Alice's, on the battlefield; give the one you mean a label with `as LABEL` in the setup and name it by its label",
			engine.ErrSummoningSick},
		{"one of that name",
			"battlefield Bob: Grizzly Bears\nbattlefield Alice: Bonesplitter as splitter, Mountain\n" +
				"Alice activates splitter ability 1 targeting Grizzly Bears\n",
			"inline.scenario:5: action failed: activate: illegal target: Grizzly Bears: it isn't controlled by Alice (Bob controls it)",
			engine.ErrIllegalTarget},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := run(t, tt.body)
			require.NotNil(t, e)
			assert.Equal(t, tt.msg, e.Error())
			assert.Equal(t, scenario.KindAction, e.Kind)
			assert.ErrorIs(t, e, tt.is)
		})
	}
}
