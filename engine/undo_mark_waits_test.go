package engine_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
)

// TestRewindWaitingDecision: a search branches on a decision that waits
// in the middle of an action (the target of Brutal Cathar's trigger, CR
// 603.3d): marked there, answered one way and played on, rewound, it
// waits again for the same decision, and answered the other way it plays
// the other branch.
func TestRewindWaitingDecision(t *testing.T) {
	t.Parallel()
	g := waitingCatharGame()
	var d *engine.Decision
	for d == nil || d.Kind != engine.DecideTarget {
		var err error
		d, err = g.Next()
		require.NoError(t, err)
		require.NotNil(t, d)
		if d.Kind == engine.DecideAction {
			pick := 0
			for i, o := range d.Options {
				if o.Action.Kind == engine.ActCast {
					pick = i
				}
			}
			require.NoError(t, g.Answer(d.Player, []int{pick}))
		}
	}
	at := g.Clone()
	want := d.Copy()
	m := g.Mark()
	require.NoError(t, m.Err(), "a decision that waits between calls: the game is between actions")
	for _, pick := range []int{0, len(want.Options) - 1} {
		require.NoError(t, g.Answer(want.Player, []int{pick}))
		require.Nil(t, g.Pending(), "answered")
		require.Equal(t, want.Options[pick].Obj, g.Stack()[0].Targets[0].Obj)
		for range 3 { // play on
			d, err := g.Next()
			require.NoError(t, err)
			require.NoError(t, g.Answer(d.Player, []int{0}))
		}
		require.NoError(t, g.Rewind(m))
		require.Empty(t, engine.StateDiff(at, g))
		require.Equal(t, want, g.Pending(), "the same decision waits again")
		require.NoError(t, g.CheckInvariants())
	}
}
