package web

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"

	"github.com/cathar-engine/cathar/engine"
)

// DuelSetup is the JSON of GET /api/setup: what the page may choose for
// a new match (POST /api/new), and the choice of the match now.
type DuelSetup struct {
	// Decks are the decks offered for either seat, Opponents who may play
	// seat 1 (bot names, or "person"), BestOf the numbers of games.
	Decks     []string `json:"decks"`
	Opponents []string `json:"opponents"`
	BestOf    []int    `json:"bestOf"`
	// Choice is the choice of the match now.
	Choice DuelChoice `json:"choice"`
}

// firstMatch checks DuelConfig.Match and begins its first match with the
// default choice (game 0 of the server).
func (d *Duel) firstMatch() error {
	mc := d.cfg.Match
	switch {
	case d.cfg.Game != nil || d.cfg.NewGame != nil:
		return fmt.Errorf("%w: a duel with Match makes its games itself: leave Game and NewGame nil", ErrDuelConfig)
	case mc.Game == nil:
		return fmt.Errorf("%w: Match.Game is nil", ErrDuelConfig)
	}
	c, err := d.checkChoice(mc.Default)
	if err != nil {
		return fmt.Errorf("%w: the default choice: %w", ErrDuelConfig, err)
	}
	return d.beginMatch(c, 0)
}

// serveSetup writes what a new match may be (DuelSetup).
func (d *Duel) serveSetup(w http.ResponseWriter, r *http.Request) {
	if _, err := d.viewer(r); err != nil {
		writeError(w, http.StatusForbidden, err.Error())
		return
	}
	mc := d.cfg.Match
	if mc == nil {
		writeError(w, http.StatusNotFound, "this server plays no matches: nothing to choose")
		return
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	writeJSON(w, http.StatusOK, DuelSetup{Decks: mc.Decks, Opponents: mc.Opponents, BestOf: []int{1, 3}, Choice: d.match.choice})
}

// serveNewMatch begins a new match with the choice of the request's body
// (a DuelChoice; a field left out keeps the match now's), whatever the
// game now: the page asks the person first. A choice the duel does not
// offer is refused with 400, and nothing changes.
func (d *Duel) serveNewMatch(w http.ResponseWriter, r *http.Request, seat engine.PlayerID) {
	body, ok := readBody(w, r, "choice")
	if !ok {
		return
	}
	var c DuelChoice
	if len(bytes.TrimSpace(body)) > 0 {
		dec := json.NewDecoder(bytes.NewReader(body))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&c); err != nil {
			writeError(w, http.StatusBadRequest, "not a choice: "+err.Error())
			return
		}
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	c, err := d.checkChoice(c)
	if err != nil {
		writeError(w, http.StatusBadRequest, err.Error())
		return
	}
	if err := d.beginMatch(c, d.games+1); err != nil {
		writeError(w, http.StatusInternalServerError, "a new match: "+err.Error())
		return
	}
	d.games++
	writeJSON(w, http.StatusOK, d.stateFrom(0, seat))
}

// serveNext begins the next game of the match: only once the game now is
// over and the match is not (409 otherwise).
func (d *Duel) serveNext(w http.ResponseWriter, r *http.Request) {
	seat, ok := d.seatOf(w, r, "begin the next game")
	if !ok {
		return
	}
	if d.cfg.Match == nil {
		writeError(w, http.StatusNotFound, "this server plays no matches: start a new game instead")
		return
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if ms := d.matchState(); !ms.Next {
		msg := "the game is not over: finish it, or start a new match"
		if ms.Over {
			msg = "the match is over: start a new match"
		}
		writeError(w, http.StatusConflict, msg)
		return
	}
	if err := d.beginNext(d.games + 1); err != nil {
		writeError(w, http.StatusInternalServerError, "the next game: "+err.Error())
		return
	}
	d.games++
	writeJSON(w, http.StatusOK, d.stateFrom(0, seat))
}
