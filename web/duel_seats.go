package web

import (
	"crypto/subtle"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/cathar-engine/cathar/engine"
)

// Seat is a seat a person plays from a page of their own, known by its
// token (DuelConfig.Seats): the link that person is given carries it
// (/?seat=0&token=TOKEN), and the page sends it with every request.
type Seat struct {
	// Player is the seat.
	Player engine.PlayerID
	// Token is the seat's secret: whoever has it acts for the seat.
	Token string
}

// MinTokenLen is the length a seat's token has at least: that of 128 bits
// written in base64. It is a floor against a token typed by hand, not a
// measure of its randomness: a token is drawn from a cryptographic source
// (crypto/rand.Text: 26 characters, 130 bits).
const MinTokenLen = 22

// ErrToken is wrapped by the refusal of a request whose token is no
// seat's, and of a request that must act for a seat and acts for none
// (an answer, or a new game, sent without a token to a duel with Seats).
// Both are answered with 403.
var ErrToken = errors.New("web: no seat for this request")

// checkSeats checks cfg.Seats and returns the seats people play: them,
// or, when none is given, the human's with no token.
func checkSeats(cfg DuelConfig) ([]Seat, error) {
	if len(cfg.Seats) == 0 {
		return []Seat{{Player: cfg.Human}}, nil
	}
	for i, s := range cfg.Seats {
		if err := checkToken(s.Token); err != nil {
			return nil, fmt.Errorf("%w: seat %d: %w", ErrDuelConfig, s.Player, err)
		}
		for _, t := range cfg.Seats[:i] {
			switch {
			case t.Player == s.Player:
				return nil, fmt.Errorf("%w: seat %d is given twice", ErrDuelConfig, s.Player)
			case t.Token == s.Token:
				return nil, fmt.Errorf("%w: seats %d and %d have the same token", ErrDuelConfig, t.Player, s.Player)
			}
		}
	}
	return append([]Seat(nil), cfg.Seats...), nil
}

// checkToken refuses a token that is too short or holds a character that
// has no place in a link or a header.
func checkToken(tok string) error {
	if len(tok) < MinTokenLen {
		return fmt.Errorf("a token of %d characters: a token has at least %d", len(tok), MinTokenLen)
	}
	for _, c := range tok {
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-' || c == '_') {
			return fmt.Errorf("the token holds %q: a token is made of A-Z, a-z, 0-9, - and _", c)
		}
	}
	return nil
}

// played reports whether a person plays seat p.
func (d *Duel) played(p engine.PlayerID) bool {
	for _, s := range d.seats {
		if s.Player == p {
			return true
		}
	}
	return false
}

// open reports whether the duel is one person's with no token
// (DuelConfig.Seats empty): every request acts for that seat.
func (d *Duel) open() bool { return len(d.cfg.Seats) == 0 }

// viewer returns the seat a request acts for: the seat whose token it
// carries (Authorization: Bearer TOKEN), compared in constant time with
// every seat's; with no token, the human's seat of a duel with no Seats,
// else engine.NoPlayer (a spectator). A token that is no seat's is an
// error wrapping ErrToken.
func (d *Duel) viewer(r *http.Request) (engine.PlayerID, error) {
	h := r.Header.Get("Authorization")
	if h == "" {
		if d.open() {
			return d.cfg.Human, nil
		}
		return engine.NoPlayer, nil
	}
	tok, ok := strings.CutPrefix(h, "Bearer ")
	found := engine.NoPlayer
	for _, s := range d.seats {
		if s.Token != "" && subtle.ConstantTimeCompare([]byte(s.Token), []byte(tok)) == 1 {
			found = s.Player
		}
	}
	if !ok || found == engine.NoPlayer {
		return engine.NoPlayer, fmt.Errorf("%w: this request's token is not one of this game's seats (open the link the server gave, or the page with no token to watch)", ErrToken)
	}
	return found, nil
}

// seatOf returns the seat a request that changes the game acts for, or
// writes its 403 and returns false: one with a token that is no seat's,
// and a spectator's, who may not do what (say "answer").
func (d *Duel) seatOf(w http.ResponseWriter, r *http.Request, what string) (engine.PlayerID, bool) {
	p, err := d.viewer(r)
	if err == nil && p == engine.NoPlayer {
		err = fmt.Errorf("%w: a spectator may not %s: only a seat's link (with its token) may", ErrToken, what)
	}
	if err != nil {
		writeError(w, http.StatusForbidden, err.Error())
		return engine.NoPlayer, false
	}
	return p, true
}
