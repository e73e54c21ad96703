package web

import (
	"fmt"
	"net/http"
	"strconv"

	"github.com/cathar-engine/cathar/engine"
)

// resume plays the game on after an opponent's decider failed (d.fault):
// the game stopped where the decider was asked, and every request asks
// it again, until it answers. A decider that fails for good leaves the
// game there, and the state says why (DuelState.Error): a new game is the
// way on. The caller holds d.mu.
func (d *Duel) resume() {
	if d.fault == nil {
		return
	}
	if err := d.think(d.g); err != nil {
		d.fault = err
		return
	}
	d.fault = nil
	d.seq++
	d.tally()
}

// think lets the bots of g decide up to a person's next decision
// (advance), with d.thinking set meanwhile when g has a bot. A game of
// people only has no bot to wait for: the game goes on to the next
// person's decision at once, and a GET /api/state waits for that on the
// mutex instead of being told that an opponent thinks. The caller holds
// d.mu.
func (d *Duel) think(g *engine.Game) error {
	if g.NumPlayers() > len(d.seats) {
		d.thinking.Store(true)
		defer d.thinking.Store(false)
	}
	return d.advance(g)
}

// faultText is the message of an opponent's failure, for the page.
func faultText(err error) string {
	return fmt.Sprintf("the opponent failed (%v); the server asks it again at the next request: reload the page to try, or start a new game", err)
}

// answerSeq reads the seq query parameter of POST /api/answer: the seq of
// the state whose decision the reply answers (DuelState.Seq). It is
// optional; when given, an answer to another state than the game's now is
// refused (409), so that an answer meant for one decision is never taken
// as the answer to the next (a second tab, a request sent twice).
func answerSeq(r *http.Request) (seq int, ok bool, err error) {
	q := r.URL.Query()
	if !q.Has("seq") {
		return 0, false, nil
	}
	seq, err = strconv.Atoi(q.Get("seq"))
	if err != nil {
		return 0, false, fmt.Errorf("seq=%q: the seq of the state answered is a whole number", q.Get("seq"))
	}
	return seq, true, nil
}
