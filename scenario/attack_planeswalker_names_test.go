package scenario_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// arlinnBoth sets up "Arlinn, the Pack's Hope" on both sides, Alice's
// entered first, and a creature of Alice's able to attack.
const arlinnBoth = `battlefield Alice: "Arlinn, the Pack's Hope" as mine
battlefield Bob: "Arlinn, the Pack's Hope" as arlinn
battlefield Alice: Hill Giant as giant
day: day
`

// TestAttackPlaneswalkerByName checks that a planeswalker named by name
// in an `attacks` line is an opponent's when one of that name is, since
// only an opponent's planeswalker can be attacked (CR 506.3, 508.1b),
// even when the attacking player's own of that name came first.
func TestAttackPlaneswalkerByName(t *testing.T) {
	e := run(t, arlinnBoth+`Alice attacks "Arlinn, the Pack's Hope" with giant
goto turn 1 combat damage
expect arlinn loyalty 1
expect mine loyalty 4
`)
	assert.Nil(t, e)
}

// TestAttackPlaneswalkerSameNameNote checks that a declaration naming a
// planeswalker by a name another object shares, that fails, says which
// one the name picked and how to name the other.
func TestAttackPlaneswalkerSameNameNote(t *testing.T) {
	e := run(t, arlinnBoth+`battlefield Alice: Grizzly Bears as bears (sick)
Alice attacks "Arlinn, the Pack's Hope" with bears
`)
	require.NotNil(t, e)
	assert.Contains(t, e.Error(), `two objects are named Arlinn, the Pack's Hope: the name picked the first (Bob's, on the battlefield), which is the one attacked; the other is Alice's, on the battlefield; give the one you mean a label`)
}

// TestAttackUnknownDefender checks the message for a word before `with`
// that is neither a player, a label nor a card's name: it suggests the
// label, or the planeswalker's full name, it may stand for.
func TestAttackUnknownDefender(t *testing.T) {
	for _, tc := range []struct{ setup, line, want string }{
		{`battlefield Bob: "Arlinn, the Pack's Hope" as arlinn`, "Alice attacks arlin with bears",
			"5: arlin is neither a player, a label nor a card name: `attacks` names a player or a planeswalker; did you mean `arlinn`?"},
		{`battlefield Bob: "Arlinn, the Pack's Hope"`, "Alice attacks Arlinn with bears",
			"5: Arlinn is neither a player, a label nor a card name: `attacks` names a player or a planeswalker; " +
				`did you mean "Arlinn, the Moon's Fury" or "Arlinn, the Pack's Hope"? (a name with a comma or spaces is written in quotes)`},
		{`battlefield Bob: "Arlinn, the Pack's Hope"`, "Alice attacks Bbo with bears", "5: unknown player Bbo; did you mean `Bob`?"},
	} {
		assert.Equal(t, []string{tc.want}, parseErrors(t, tc.setup+"\n"+tc.line+"\n"), tc.line)
	}
}
