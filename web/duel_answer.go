package web

import (
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"

	"github.com/cathar-engine/cathar/engine"
)

// maxReply bounds the body of every request (ServeHTTP): a reply, the
// longest body the API takes, names at most a few hundred options.
const maxReply = 64 << 10

// serveAnswer reads a reply (engine.DecodeReply), gives it to the game
// (Game.Answer) and plays on to the next decision a person must take. A
// refused reply gets a 4xx {"error": …} and leaves the game exactly as
// it was. A request that acts for no seat is refused (403) before its
// body is read.
func (d *Duel) serveAnswer(w http.ResponseWriter, r *http.Request) {
	seat, ok := d.seatOf(w, r, "answer")
	if !ok {
		return
	}
	body, ok := readBody(w, r, "reply")
	if !ok {
		return
	}
	reply, err := engine.DecodeReply(body)
	if err != nil {
		writeError(w, http.StatusBadRequest, "not a reply: "+err.Error())
		return
	}
	seq, hasSeq, err := answerSeq(r)
	if err != nil {
		writeError(w, http.StatusBadRequest, err.Error())
		return
	}
	q, err := parseEvents(r)
	if err != nil {
		writeError(w, http.StatusBadRequest, err.Error())
		return
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	d.resume()
	if hasSeq && seq != d.seq {
		writeError(w, http.StatusConflict, fmt.Sprintf("this answer is to the decision of state %d, but the game has moved on to state %d: look at the game again", seq, d.seq))
		return
	}
	if code, err := d.answer(seat, reply); err != nil {
		writeError(w, code, err.Error())
		return
	}
	writeJSON(w, http.StatusOK, d.stateFor(q, seat))
}

// readBody reads the body of r, what (say "reply"); a body too long, cut
// off by the server's read timeout or that can't be read gets its 4xx
// and false.
func readBody(w http.ResponseWriter, r *http.Request, what string) ([]byte, bool) {
	body, err := io.ReadAll(r.Body)
	var tooLong *http.MaxBytesError
	var netErr net.Error
	switch {
	case errors.As(err, &tooLong):
		writeError(w, http.StatusRequestEntityTooLarge, fmt.Sprintf("the %s is longer than %d bytes", what, maxReply))
		return nil, false
	case errors.As(err, &netErr) && netErr.Timeout():
		// The server's read timeout (http.Server.ReadTimeout) cut off a
		// body that did not come in time.
		writeError(w, http.StatusRequestTimeout, "the "+what+" did not come in time: send the whole request at once")
		return nil, false
	case err != nil:
		writeError(w, http.StatusBadRequest, "reading the "+what+": "+err.Error())
		return nil, false
	}
	return body, true
}

// answer gives the reply of the person at seat to the game, and returns
// the status code of a refusal with its error. The caller holds d.mu.
func (d *Duel) answer(seat engine.PlayerID, reply engine.Reply) (int, error) {
	g := d.g
	if over, _ := g.Over(); over {
		return http.StatusConflict, errors.New("the game is over: nothing to answer (start a new game)")
	}
	if d.fault != nil {
		return http.StatusServiceUnavailable, fmt.Errorf("nothing to answer: %s", faultText(d.fault))
	}
	if reply.Player != seat {
		return http.StatusForbidden, fmt.Errorf("you play player %d (%s); this reply is for player %d", seat, g.PlayerName(seat), reply.Player)
	}
	if err := g.Answer(reply.Player, reply.Choices); err != nil {
		return refusalCode(err), fmt.Errorf("the game refused this answer: %w", err)
	}
	d.seq++
	// The answer was taken: a bot that fails leaves the game where it
	// stopped, the state says so, and the next request tries again.
	d.fault = d.think(g)
	d.tally()
	return http.StatusOK, nil
}

// refusalCode is the status of an answer the game refused.
func refusalCode(err error) int {
	switch {
	case errors.Is(err, engine.ErrNoPendingDecision):
		return http.StatusConflict
	case errors.Is(err, engine.ErrNotYourDecision):
		return http.StatusForbidden
	}
	return http.StatusUnprocessableEntity
}

// serveNew replaces the game with a new one (DuelConfig.NewGame), at the
// request of a seat's page.
func (d *Duel) serveNew(w http.ResponseWriter, r *http.Request) {
	seat, ok := d.seatOf(w, r, "deal a new game")
	if !ok {
		return
	}
	if d.cfg.Match != nil {
		d.serveNewMatch(w, r, seat)
		return
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.cfg.NewGame == nil {
		writeError(w, http.StatusNotFound, "this server makes no new game")
		return
	}
	g, err := d.cfg.NewGame(d.games + 1)
	if err == nil {
		err = d.setGame(g)
	}
	if err != nil {
		writeError(w, http.StatusInternalServerError, "a new game: "+err.Error())
		return
	}
	d.games++
	writeJSON(w, http.StatusOK, d.stateFrom(0, seat))
}
