package web

import (
	"fmt"
	"net/http"
	"strconv"

	"github.com/cathar-engine/cathar/engine"
)

// eventsQuery is what a request asks of the log: the query parameters
// events=N, the sequence number of the first event the page lacks, and
// game=G, the game (DuelState.Game) the events it has are of.
type eventsQuery struct {
	from, game int
	asked      bool // events=N was given, and game=G a number
}

// parseEvents reads the events and game parameters of r; a malformed
// events is an error (the request's 400), checked before anything
// changes.
func parseEvents(r *http.Request) (eventsQuery, error) {
	q := r.URL.Query()
	if !q.Has("events") {
		return eventsQuery{}, nil
	}
	from, err := strconv.Atoi(q.Get("events"))
	if err != nil || from < 0 {
		return eventsQuery{}, fmt.Errorf("events=%q: the first event wanted is a sequence number, 0 or more", q.Get("events"))
	}
	game, err := strconv.Atoi(q.Get("game"))
	return eventsQuery{from: from, game: game, asked: err == nil}, nil
}

// stateFor is the state as viewer sees it with the events q asks for:
// from q.from on when q's game is the game now, else the whole log
// (another game has begun since the page's events). The caller holds
// d.mu.
func (d *Duel) stateFor(q eventsQuery, viewer engine.PlayerID) DuelState {
	if q.asked && q.game == d.games {
		return d.stateFrom(q.from, viewer)
	}
	return d.stateFrom(0, viewer)
}
