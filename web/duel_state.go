package web

import (
	"bytes"
	"encoding/json"
	"net/http"

	"github.com/cathar-engine/cathar/engine"
)

// DuelState is the JSON of GET /api/state and of an answer taken: what the
// person at a seat, or a spectator, may see (CR 400.2) and what that
// person must decide.
type DuelState struct {
	// View is the seat's view (a spectator's: Game.SpectatorView): of the
	// game as it is at the decision that waits (Game.PendingGame) while
	// one waits in the middle of an action, of the game itself otherwise.
	View engine.PlayerView `json:"view"`
	// Decision is the seat's decision that waits, with its labelled
	// options; null when none waits for it (never another seat's, never
	// one for a spectator).
	Decision *engine.Decision `json:"decision"`
	// Deciding is the seat whose decision waits, whoever asks (who is
	// thinking is no secret at a table); engine.NoPlayer (-1) when none
	// waits.
	Deciding engine.PlayerID `json:"deciding"`
	// Seq changes with every new state of the game: the page's
	// #prompt data-seq.
	Seq int `json:"seq"`
	// Events is the game's log as the seat may know it, each in English
	// with the rule it cites: from the first event on, or from the
	// sequence number EventsFrom on when the request asked only the
	// events it lacks (docs/duel.md).
	Events []EventLine `json:"events"`
	// EventsFrom is the sequence number Events starts from: 0 for the
	// whole log.
	EventsFrom int `json:"eventsFrom"`
	// Game counts the new games of the server: 0 for the first. The
	// events a request asks by sequence number are those of this game.
	Game int `json:"game"`
	// Over is whether the game is over, and Result then "you won", "you
	// lost" or "draw" ("" before); a spectator's says who won ("Alice
	// won").
	Over   bool   `json:"over"`
	Result string `json:"result"`
	// NewGame is whether POST /api/new makes a new game for this page
	// (never for a spectator's when people play by tokens).
	NewGame bool `json:"newGame"`
	// Revealed is whether the view shows every player's hand: once the
	// game is over, never before.
	Revealed bool `json:"revealed,omitempty"`
	// Match is the match being played (DuelConfig.Match): its choice and
	// score; left out without one.
	Match *MatchState `json:"match,omitempty"`
	// Error, when the game stopped because an opponent's decider failed,
	// says so; the server asks the decider again at each request. It is
	// left out otherwise.
	Error string `json:"error,omitempty"`
}

// stateFrom builds the state of the game now as viewer (a seat, or
// engine.NoPlayer for a spectator) may see it, with the events from
// sequence number from on. The caller holds d.mu.
func (d *Duel) stateFrom(from int, viewer engine.PlayerID) DuelState {
	g := d.g
	seen := g
	dec := g.Pending()
	s := DuelState{Deciding: engine.NoPlayer, Seq: d.seq, EventsFrom: from, Game: d.games,
		NewGame: (d.cfg.NewGame != nil || d.cfg.Match != nil) && (d.open() || viewer != engine.NoPlayer)}
	if dec != nil {
		if pg := g.PendingGame(); pg != nil {
			seen = pg
		}
		s.Deciding = dec.Player
		if dec.Player == viewer {
			s.Decision = dec
		}
	}
	if viewer == engine.NoPlayer {
		s.View, s.Events = seen.SpectatorView(), EventLines(seen, from)
	} else {
		s.View, s.Events = seen.PlayerView(viewer), PlayerEventLines(seen, viewer, from)
	}
	if d.fault != nil {
		s.Error = faultText(d.fault)
	}
	s.Over, s.Result = result(g, viewer)
	if s.Over {
		reveal(g, &s.View)
		s.Revealed = true
	}
	s.Match = d.matchState()
	return s
}

// result says whether g is over, and then how it ended for viewer: "you
// won", "you lost" or "draw"; for a spectator, "NAME won" or "draw".
func result(g *engine.Game, viewer engine.PlayerID) (bool, string) {
	over, winner := g.Over()
	switch {
	case !over:
		return false, ""
	case winner == engine.NoPlayer:
		return true, "draw"
	case viewer == engine.NoPlayer:
		return true, g.PlayerName(winner) + " won"
	case winner == viewer:
		return true, "you won"
	}
	return true, "you lost"
}

// serveState writes the state as the request's seat sees it (a
// spectator's with no token; a token that is no seat's is refused with
// 403). While a bot thinks (an answer is being served), it does not wait
// for it: a 503 with Retry-After says to ask again.
func (d *Duel) serveState(w http.ResponseWriter, r *http.Request) {
	viewer, err := d.viewer(r)
	if err != nil {
		writeError(w, http.StatusForbidden, err.Error())
		return
	}
	if d.thinking.Load() {
		w.Header().Set("Retry-After", "1")
		writeError(w, http.StatusServiceUnavailable, "the opponent is thinking: ask again in a moment")
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
	writeJSON(w, http.StatusOK, d.stateFor(q, viewer))
}

// writeJSON writes v as the response, or a 500 when it does not encode.
func writeJSON(w http.ResponseWriter, code int, v any) {
	var b bytes.Buffer
	if err := json.NewEncoder(&b).Encode(v); err != nil {
		writeError(w, http.StatusInternalServerError, "encoding the response: "+err.Error())
		return
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(code)
	_, _ = w.Write(b.Bytes())
}

// writeError writes {"error": msg} with the status code.
func writeError(w http.ResponseWriter, code int, msg string) {
	b, _ := json.Marshal(struct {
		Error string `json:"error"`
	}{msg})
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(code)
	_, _ = w.Write(append(b, '\n'))
}
