package web

import (
	"bytes"
	"encoding/json"
	"net/http"

	"github.com/cathar-engine/cathar/engine"
)

// DuelState is the JSON of GET /api/state and of an answer taken: what the
// human may see (CR 400.2) and what they must decide.
type DuelState struct {
	// View is the human's view: of the game as it is at the decision that
	// waits (Game.PendingGame) while one waits in the middle of an
	// action, of the game itself otherwise.
	View engine.PlayerView `json:"view"`
	// Decision is the human's decision that waits, with its labelled
	// options; null when none waits (never another seat's).
	Decision *engine.Decision `json:"decision"`
	// Seq changes with every new state of the game: the page's
	// #prompt data-seq.
	Seq int `json:"seq"`
	// Events is the game's log as the human may know it, each in English
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
	// lost" or "draw" ("" before).
	Over   bool   `json:"over"`
	Result string `json:"result"`
	// NewGame is whether POST /api/new makes a new game.
	NewGame bool `json:"newGame"`
	// Error, when the game stopped because an opponent's decider failed,
	// says so; the server asks the decider again at each request. It is
	// left out otherwise.
	Error string `json:"error,omitempty"`
}

// state builds the human's state of the game now, with the whole log.
// The caller holds d.mu.
func (d *Duel) state() DuelState { return d.stateFrom(0) }

// stateFrom builds the human's state of the game now, with the events
// from sequence number from on. The caller holds d.mu.
func (d *Duel) stateFrom(from int) DuelState {
	g, human := d.g, d.cfg.Human
	seen := g
	dec := g.Pending()
	if dec != nil {
		if pg := g.PendingGame(); pg != nil {
			seen = pg
		}
	}
	s := DuelState{View: seen.PlayerView(human), Decision: dec, Seq: d.seq,
		Events: PlayerEventLines(seen, human, from), EventsFrom: from, Game: d.games, NewGame: d.cfg.NewGame != nil}
	if d.fault != nil {
		s.Error = faultText(d.fault)
	}
	over, winner := g.Over()
	if over {
		s.Over = true
		switch winner {
		case human:
			s.Result = "you won"
		case engine.NoPlayer:
			s.Result = "draw"
		default:
			s.Result = "you lost"
		}
	}
	return s
}

// serveState writes the state. While the opponent thinks (an answer is
// being served), it does not wait for it: a 503 with Retry-After says to
// ask again.
func (d *Duel) serveState(w http.ResponseWriter, r *http.Request) {
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
	writeJSON(w, http.StatusOK, d.stateFor(q))
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
