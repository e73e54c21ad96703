package engine_test

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/engine"
)

// A version 11 snapshot recorded no player on its day/night events: read
// by version 12, the changes the untap step made cite CR 731.2a or 731.2b
// (the day/night event is the untap step's when it follows the beginning
// of an untap step), the first designation and the changes made otherwise
// cite 731.1, as a game played now would.
func TestSnapshotV11DayNightCitesTheUntapCheck(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile(snapshotFile(11, "over"))
	require.NoError(t, err)
	g, err := restoreChecked(data, cards.Lookup, nil)
	require.NoError(t, err)
	inUntap, untap, other := false, 0, 0
	for ev := range g.Events() {
		if s, ok := ev.Step(); ok {
			inUntap = s == engine.Untap
		}
		now, before, ok := ev.Designation()
		if !ok {
			continue
		}
		switch {
		case inUntap && before != daynight.Neither:
			untap++
			want := map[daynight.Designation]string{daynight.Night: "CR 731.2a", daynight.Day: "CR 731.2b"}[now]
			assert.Equal(t, want, g.EventRule(ev), "event %d", ev.Seq)
		default:
			other++
			assert.Equal(t, "CR 731.1", g.EventRule(ev), "event %d", ev.Seq)
		}
	}
	require.Positive(t, untap, "the game has changes made by the untap step")
	require.Positive(t, other, "and others")
}
