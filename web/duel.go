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
// cannot serve, and by the error of a game in which a seat that no person
// plays waits for a decision (that seat needs a decider).
var ErrDuelConfig = errors.New("web: bad duel configuration")

// DuelConfig is what a Duel serves: one game between the people in
// browsers and the deciders of the other seats.
type DuelConfig struct {
	// Game is the game, made engine.WithWaitingDecisions and started.
	// Each seat a person plays has no decider (its decisions wait for
	// that person's page); every other seat has one (a bot), which the
	// server asks synchronously.
	Game *engine.Game
	// Human is the seat the page plays when Seats is empty: one person,
	// whose page needs no token (every request not sent with a token
	// acts for this seat). It is not read when Seats is set.
	Human engine.PlayerID
	// Seats, when set, are the seats people play, each from its own page
	// and known by its token: a request that carries a seat's token
	// (Authorization: Bearer TOKEN) sees that seat's view and answers its
	// decisions; a request with no token is a spectator's, sees what a
	// spectator may (Game.SpectatorView) and answers nothing; one with a
	// token that is no seat's is refused (403). Tokens must be distinct,
	// of at least MinTokenLen characters of A–Z, a–z, 0–9, "-" and "_",
	// and unguessable (crypto/rand.Text makes such a token).
	Seats []Seat
	// NewGame, when set, makes the game of POST /api/new: the n-th new
	// game of the server (n from 1), made and started as Game was, the
	// people in the same seats. Nil turns the endpoint off. With Seats,
	// only a seat's page may deal a new game.
	NewGame func(n int) (*engine.Game, error)
	// AnswerForced answers at once, for the people, every decision that
	// has only one legal answer (engine.OnlyAnswer: a priority with only
	// "Pass priority", a single target). By default every decision the
	// rules ask a person is a prompt on the page.
	AnswerForced bool
	// Hosts are the names, besides localhost, 127.0.0.1 and [::1], that
	// the server answers as a request's Host (a port, if given, is not
	// compared); "*" answers any. By default only the loopback names are
	// served, so that no web site can reach the game by making its own
	// name resolve to 127.0.0.1 (DNS rebinding).
	Hosts []string
	// Match, when set, has the duel play matches whose games begin from
	// their first decision (Game.Begin), with the decks, the opponent and
	// the number of games the page chooses (DuelMatch): Game and NewGame
	// are then left nil, and the duel makes its games itself.
	Match *DuelMatch
	// Lookup resolves the card names of a recording (cards.Lookup, or a
	// program's registry's), for the replay page of a game over (GET
	// /api/replay); nil turns that page off.
	Lookup func(string) (*engine.CardDef, error)
}

// Duel serves one game to browsers: the page at "/", the game's state at
// GET /api/state, the people's answers at POST /api/answer and, when
// DuelConfig.NewGame is set, a new game at POST /api/new (docs/duel.md).
// It keeps the game, so reloading the page resumes it. Requests are
// served one at a time: a mutex guards the game.
type Duel struct {
	mu    sync.Mutex
	cfg   DuelConfig
	seats []Seat // the seats people play: cfg.Seats, or cfg.Human with no token
	g     *engine.Game
	games int        // the new games made so far
	seq   int        // changes with every new state: a decision's data-seq
	fault error      // the opponent's failure that stopped the game, or nil
	match *matchPlay // the match being played (DuelConfig.Match), or nil
	// thinking is set while the opponents decide after an answer, so that
	// a reload does not wait for them (GET /api/state answers 503).
	thinking atomic.Bool
}

// NewDuel checks cfg and plays the game up to a person's first decision
// (or its end): the bots' decisions are taken on the way. It refuses, with
// an error wrapping ErrDuelConfig, a nil game, a seat that is not in it,
// a seat given twice, a token missing, given twice or too short, a game
// not made WithWaitingDecisions or not started, and a game in which a seat
// no person plays waits.
func NewDuel(cfg DuelConfig) (*Duel, error) {
	seats, err := checkSeats(cfg)
	if err != nil {
		return nil, err
	}
	d := &Duel{cfg: cfg, seats: seats}
	if cfg.Match != nil {
		if err := d.firstMatch(); err != nil {
			return nil, err
		}
		return d, nil
	}
	if err := d.setGame(cfg.Game); err != nil {
		return nil, err
	}
	return d, nil
}

// setGame checks g and advances it to a person's decision.
func (d *Duel) setGame(g *engine.Game) error {
	if g == nil {
		return fmt.Errorf("%w: no game", ErrDuelConfig)
	}
	for _, s := range d.seats {
		if s.Player < 0 || int(s.Player) >= g.NumPlayers() {
			return fmt.Errorf("%w: seat %d is not in a game of %d players", ErrDuelConfig, s.Player, g.NumPlayers())
		}
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

// advance plays g until a person must decide or the game is over. The
// other seats' deciders answer synchronously inside Next; a decision that
// waits for a seat no person plays means that seat has no decider.
func (d *Duel) advance(g *engine.Game) error {
	for {
		dec, err := g.Next()
		if err != nil || dec == nil {
			return err
		}
		if !d.played(dec.Player) {
			return fmt.Errorf("%w: %s's decision (%v) waits, but only the seats people play may wait: give that seat a decider",
				ErrDuelConfig, g.PlayerName(dec.Player), dec.Kind)
		}
		ans, only := engine.OnlyAnswer(dec)
		if !d.cfg.AnswerForced || !only {
			return nil
		}
		if err := g.Answer(dec.Player, ans); err != nil {
			return err
		}
	}
}

// ServeHTTP serves the page and the JSON API. No request body may be
// longer than 64 KiB, whatever server runs the handler.
func (d *Duel) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, maxReply)
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
		d.serveNew(w, r)
	case "/api/next":
		if !allow(w, r, http.MethodPost) || !jsonBody(w, r) {
			return
		}
		d.serveNext(w, r)
	case "/api/setup":
		if !allow(w, r, http.MethodGet) {
			return
		}
		d.serveSetup(w, r)
	case "/api/recording", "/api/replay":
		if !allow(w, r, http.MethodGet) {
			return
		}
		d.serveRecord(w, r)
	default:
		writeError(w, http.StatusNotFound, fmt.Sprintf("no such page: %s", r.URL.Path))
	}
}

// jsonBody refuses a POST that is not sent as application/json (a 415).
// A page of another site can post a form to the server, but not JSON
// without the browser asking the server first (a CORS preflight, which
// the server does not grant): so no other page can answer for a person.
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
