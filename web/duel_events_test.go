package web_test

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDuelEventsAsked: a request that names the first event it lacks
// (events=N) and its game (game=G) gets the events from N on only, with
// eventsFrom N, and the rest of the state as a whole one: the page does
// not get the whole log back with every answer. Another game, or no
// parameter, gets the whole log; a malformed events is refused before the
// answer is taken. Send the whole log always and the first check fails.
func TestDuelEventsAsked(t *testing.T) {
	srv, _ := duelServer(t, 4)
	whole := state(t, mustState(t, srv))
	require.NotEmpty(t, whole.Events)
	assert.Equal(t, 0, whole.EventsFrom)
	n := whole.Events[len(whole.Events)-1].Seq
	_, b := get(t, srv, fmt.Sprintf("/api/state?events=%d&game=%d", n, whole.Game))
	part := state(t, b)
	assert.Equal(t, n, part.EventsFrom)
	assert.Equal(t, whole.Events[len(whole.Events)-1:], part.Events, "only the events from %d on", n)
	part.Events, part.EventsFrom, whole.Events = nil, 0, nil
	assert.Equal(t, whole, part, "the rest is the same")

	_, b = get(t, srv, fmt.Sprintf("/api/state?events=%d&game=%d", n, whole.Game+1))
	assert.Len(t, state(t, b).Events, len(state(t, mustState(t, srv)).Events), "another game: the whole log")

	before := mustState(t, srv)
	code, b := post(t, srv, fmt.Sprintf("/api/answer?seq=%d&events=minus", whole.Seq), reply(t, 0, []int{0}))
	assert.Equal(t, http.StatusBadRequest, code, string(b))
	assert.Contains(t, refusal(t, b), "sequence number")
	assert.Equal(t, string(before), string(mustState(t, srv)), "the answer was not taken")

	code, b = post(t, srv, fmt.Sprintf("/api/answer?seq=%d&events=%d&game=%d", whole.Seq, n+1, whole.Game), reply(t, 0, []int{0}))
	require.Equal(t, http.StatusOK, code, string(b))
	next := state(t, b)
	assert.Equal(t, n+1, next.EventsFrom)
	for _, ev := range next.Events {
		assert.GreaterOrEqual(t, ev.Seq, n+1)
	}
	full := state(t, mustState(t, srv))
	assert.Equal(t, append(state(t, before).Events, next.Events...), full.Events, "the page's log and the new events are the whole log")
}
