package scenario_test

import (
	"strings"
	"testing"

	"github.com/cathar-engine/cathar/scenario"
	"github.com/stretchr/testify/require"
)

// TestAttachedToPlayerShown checks that the events and the board of a run
// show an Aura attached to a player (CR 303.4), as `cathar check
// --explain` prints them.
func TestAttachedToPlayerShown(t *testing.T) {
	f, err := scenario.ParseString("curse.scenario", `
scenario: Curse of Leeches on Bob
players: Alice, Bob
battlefield Alice: Swamp x3
hand Alice: Curse of Leeches as curse
Alice casts curse targeting Bob
resolve
expect curse attached to Bob
`)
	require.NoError(t, err)
	res := f.Run()
	require.True(t, res.Passed(), "%v", res.Err)
	var events, board strings.Builder
	res.WriteEvents(&events, res.Trace[0].From)
	res.WriteBoard(&board)
	require.Contains(t, events.String(), "curse becomes attached to Bob  [CR 701.3a]")
	require.Contains(t, board.String(), "back face Leeching Lurker, attached to Bob")
}

// TestAttachedToPlayerSetupErrors checks the setup of Auras and players:
// an Aura with enchant player must be attached to a player, and only such
// an Aura may be (CR 303.4, 702.5a).
func TestAttachedToPlayerSetupErrors(t *testing.T) {
	for _, tc := range []struct{ setup, msg string }{
		{"battlefield Alice: Curse of Leeches", "must be attached to a player"},
		{"battlefield Bob: Grizzly Bears as bears\nbattlefield Alice: Curse of Leeches (attached to bears)", "allows a player only"},
		{"battlefield Alice: Pacifism (attached to Bob)", "its enchant ability allows a creature only, not a player"},
		{"battlefield Alice: Grizzly Bears (attached to Bob)", "neither an Aura nor an Equipment"},
	} {
		f, err := scenario.ParseString("bad.scenario", "scenario: bad\nplayers: Alice, Bob\n"+tc.setup+"\n")
		if err != nil {
			require.Contains(t, err.Error(), tc.msg, tc.setup)
			continue
		}
		res := f.Run()
		require.False(t, res.Passed(), tc.setup)
		require.Contains(t, res.Err.Error(), tc.msg, tc.setup)
	}
}
