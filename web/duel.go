package web

import (
	"errors"
	"fmt"
	"mime"
	"net/http"
	"sync"
	"sync/atomic"

	"github.com/cathar-engine/cathar/engine"
)

// ErrDuelConfig is wrapped by the error of NewDuel for a configuration it
// cannot serve, and by the error of a game in which a seat other than the
// human's waits for a decision (that seat needs a decider).
var ErrDuelConfig = errors.New("web: bad duel configuration")

// DuelConfig is what a Duel serves: one game between a person in a
// browser and the deciders of the other seats.
type DuelConfig struct {
	// Game is the game, made engine.WithWaitingDecisions and started. The
	// human's seat has no decider (its decisions wait for the page's
	// answers); every other seat has one (a bot), which the server asks
	// synchronously.
	Game *engine.Game
	// Human is the seat the page plays.
	Human engine.PlayerID
	// NewGame, when set, makes the game of POST /api/new: the n-th new
	// game of the server (n from 1), made and started as Game was, the
	// human in the same seat. Nil turns the endpoint off.
	NewGame func(n int) (*engine.Game, error)
	// AnswerForced answers at once, for the human, every decision that
	// has only one legal answer (engine.OnlyAnswer: a priority with only
	// "Pass priority", a single target). By default every decision the
	// rules ask the human is a prompt on the page.
	AnswerForced bool
	// Hosts are the names, besides localhost, 127.0.0.1 and [::1], that
	// the server answers as a request's Host (a port, if given, is not
	// compared); "*" answers any. By default only the loopback names are
	// served, so that no web site can reach the game by making its own
	// name resolve to 127.0.0.1 (DNS rebinding).
	Hosts []string
}

// Duel serves one game to a browser: the page at "/", the game's state at
// GET /api/state, the human's answers at POST /api/answer and, when
// DuelConfig.NewGame is set, a new game at POST /api/new (docs/duel.md).
// It keeps the game, so reloading the page resumes it. Requests are
// served one at a time: a mutex guards the game.
type Duel struct {
	mu    sync.Mutex
	cfg   DuelConfig
	g     *engine.Game
	games int   // the new games made so far
	seq   int   // changes with every new state: a decision's data-seq
	fault error // the opponent's failure that stopped the game, or nil
	// thinking is set while the opponents decide after an answer, so that
	// a reload does not wait for them (GET /api/state answers 503).
	thinking atomic.Bool
}

// NewDuel checks cfg and plays the game up to the human's first decision
// (or its end): the bots' decisions are taken on the way. It refuses, with
// an error wrapping ErrDuelConfig, a nil game, a seat that is not in it, a
// game not made WithWaitingDecisions or not started, and a game in which
// another seat than the human's waits.
func NewDuel(cfg DuelConfig) (*Duel, error) {
	d := &Duel{cfg: cfg}
	if err := d.setGame(cfg.Game); err != nil {
		return nil, err
	}
	return d, nil
}

// setGame checks g and advances it to the human's decision.
func (d *Duel) setGame(g *engine.Game) error {
	if g == nil {
		return fmt.Errorf("%w: no game", ErrDuelConfig)
	}
	if d.cfg.Human < 0 || int(d.cfg.Human) >= g.NumPlayers() {
		return fmt.Errorf("%w: seat %d is not in a game of %d players", ErrDuelConfig, d.cfg.Human, g.NumPlayers())
	}
	if err := d.think(g); err != nil {
		if errors.Is(err, engine.ErrNotWaiting) || errors.Is(err, engine.ErrNotStarted) {
			return fmt.Errorf("%w: %w", ErrDuelConfig, err)
		}
		return err
	}
	d.g = g
	d.fault = nil
	d.seq++
	return nil
}

// advance plays g until the human must decide or the game is over. The
// other seats' deciders answer synchronously inside Next; a decision that
// waits for another seat means that seat has no decider.
func advance(g *engine.Game, human engine.PlayerID, forced bool) error {
	for {
		dec, err := g.Next()
		if err != nil || dec == nil {
			return err
		}
		if dec.Player != human {
			return fmt.Errorf("%w: %s's decision (%v) waits, but only the human's seat may wait: give that seat a decider",
				ErrDuelConfig, g.PlayerName(dec.Player), dec.Kind)
		}
		ans, only := engine.OnlyAnswer(dec)
		if !forced || !only {
			return nil
		}
		if err := g.Answer(human, ans); err != nil {
			return err
		}
	}
}

// ServeHTTP serves the page and the JSON API.
func (d *Duel) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if !d.guard(w, r) {
		return
	}
	switch r.URL.Path {
	case "/", "/index.html":
		d.servePage(w, r)
	case "/api/state":
		if !allow(w, r, http.MethodGet) {
			return
		}
		d.serveState(w, r)
	case "/api/answer":
		if !allow(w, r, http.MethodPost) || !jsonBody(w, r) {
			return
		}
		d.serveAnswer(w, r)
	case "/api/new":
		if !allow(w, r, http.MethodPost) || !jsonBody(w, r) {
			return
		}
		d.serveNew(w)
	default:
		writeError(w, http.StatusNotFound, fmt.Sprintf("no such page: %s", r.URL.Path))
	}
}

// jsonBody refuses a POST that is not sent as application/json (a 415).
// A page of another site can post a form to the server, but not JSON
// without the browser asking the server first (a CORS preflight, which
// the server does not grant): so no other page can answer for the human.
func jsonBody(w http.ResponseWriter, r *http.Request) bool {
	if t, _, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err == nil && t == "application/json" {
		return true
	}
	writeError(w, http.StatusUnsupportedMediaType, fmt.Sprintf("POST %s: send the body as application/json", r.URL.Path))
	return false
}

// allow refuses a request whose method is not m (a JSON 405).
func allow(w http.ResponseWriter, r *http.Request, m string) bool {
	if r.Method == m || (m == http.MethodGet && r.Method == http.MethodHead) {
		return true
	}
	w.Header().Set("Allow", m)
	writeError(w, http.StatusMethodNotAllowed, fmt.Sprintf("%s %s: use %s", r.Method, r.URL.Path, m))
	return false
}
