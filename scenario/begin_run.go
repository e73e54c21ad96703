package scenario

import (
	"errors"
	"fmt"
	"slices"

	"github.com/cathar-engine/cathar/engine"
)

// Running a file with `begin: game` (begin_v3.go): the game is begun with
// engine.Game.Begin, the first player listed choosing who plays first
// (CR 103.1), the libraries as listed (the engine's Beginning.NoShuffle:
// nothing is shuffled, and a mulligan puts the hand on the bottom of the
// library in its order, so that the file deals the same hands every
// time). The start's decisions are asked when its beginStmt runs, and
// answered from the queued `chooses` answers like any others.

// maxBeginSteps bounds the decisions of a start: each step answers one,
// and a start of eight players who mulligan to nothing asks fewer.
const maxBeginSteps = 10_000

// beginGame begins the game from its first decision, once the setup is
// placed.
func (r *runner) beginGame() *Error {
	if err := r.g.Begin(engine.Beginning{Chooser: 0, NoShuffle: true}); err != nil {
		return r.errorf(r.f.beginLine, KindSetup, err, "the game cannot begin: %v", err)
	}
	return nil
}

// runBegin carries out the start of the game (CR 103) until turn 1
// begins, which ends when a player first receives priority (the upkeep
// of turn 1).
func (r *runner) runBegin(s *beginStmt) error {
	g := r.g
	for range maxBeginSteps {
		if !g.Waiting().Beginning {
			return nil
		}
		if err := g.Step(); err != nil {
			return r.beginFailed(s, err)
		}
	}
	return r.errorf(r.beginAt(s), KindRunner, nil, "the start of the game did not end in %d decisions", maxBeginSteps)
}

// beginAt is the line a failure of the start that is no answer's is
// reported at: the statement it ran before, or the last line.
func (r *runner) beginAt(s *beginStmt) int {
	if s.before != 0 {
		return s.before
	}
	return s.after
}

// beginFailed returns the error of a start that stopped at a decision: a
// decision with no queued answer fails the file where the start ran, and
// an answer that does not fit its decision fails it at the answer's line,
// naming the decision and its options.
func (r *runner) beginFailed(s *beginStmt, err error) error {
	var de *decisionError
	switch {
	case errors.As(err, &de) && de.line == 0:
		where := fmt.Sprintf("before line %d", s.before)
		if s.before == 0 {
			where = fmt.Sprintf("after line %d", s.after)
		}
		return r.errorf(r.beginAt(s), KindRunner, err, "%s", de.noAnswerWhere(where))
	case errors.As(err, &de):
		return r.errorf(de.line, KindAction, err, "the start of the game (`begin: game`, line %d) failed: %s", s.line, answerMismatch(de))
	}
	return r.errorf(r.beginAt(s), KindRunner, err, "the start of the game (`begin: game`, line %d) failed: %v", s.line, err)
}

// startingAnswer adapts an answer to the chooser's decision of who takes
// the first turn (CR 103.1) to the options the engine gives: `play` names
// the chooser where the options have no words (a game of more than two
// players), and a player names the option of their team in Two-Headed
// Giant, whose options are the teams' first seats (103.1a).
func startingAnswer(g *engine.Game, d *engine.Decision, a engine.Answer) engine.Answer {
	out := engine.Answer{Picks: slices.Clone(a.Picks)}
	for i, pk := range out.Picks {
		if pk.Word == wordPlay && !hasWord(d, wordPlay) {
			pk = engine.Pick{Player: d.Player, IsPlayer: true}
		}
		if pk.IsPlayer {
			for k := range d.Options {
				if t, ok := d.Target(k); ok && t.IsPlayer && g.SameTeam(t.Player, pk.Player) {
					pk.Player = t.Player
					break
				}
			}
		}
		out.Picks[i] = pk
	}
	return out
}

// hasWord reports whether an option of d is answered by the word w.
func hasWord(d *engine.Decision, w string) bool {
	for _, o := range d.Options {
		if o.Word == w {
			return true
		}
	}
	return false
}

// startingOptions lists the answers a `chooses` line may give the
// chooser's decision: `play`, `draw` in a game of two sides, and every
// player still in the game by name.
func (r *runner) startingOptions(g *engine.Game, d *engine.Decision) []string {
	out := []string{wordPlay}
	if hasWord(d, wordDraw) {
		out = append(out, wordDraw)
	}
	for p, name := range r.f.Players {
		if !g.HasLeft(engine.PlayerID(p)) {
			out = append(out, name)
		}
	}
	return out
}

// startingPlayer returns the player who took the first turn: the one the
// chooser named in a game begun with `begin: game` (in Two-Headed Giant
// the starting team's first seat, CR 103.1a), or else the one the
// `start:` line counts back to (the first player listed without it).
func (r *runner) startingPlayer() engine.PlayerID {
	who := engine.NoPlayer
	for ev := range r.g.Events() {
		if ev.Kind == engine.EvStartingPlayer {
			who = ev.Player
		}
	}
	if who != engine.NoPlayer {
		return who
	}
	st := r.f.start
	if r.f.variant == engine.TwoHeadedGiant {
		// Teams take turns (CR 805.4): turn N is the team of the `start:`
		// line's player; turn 1 was theirs when N is odd.
		team := st.player &^ 1
		if st.turn%2 == 0 {
			team ^= 2
		}
		return engine.PlayerID(team)
	}
	n := len(r.f.Players)
	return engine.PlayerID(((st.player-(st.turn-1))%n + n) % n)
}

// checkBegin checks `expect mulligans PLAYER N` and `expect starting
// player PLAYER`. It reports whether s is one of them.
func (r *runner) checkBegin(s *expectStmt, fail func(expected, found string) error) (bool, error) {
	switch s.kind {
	case expMulligans:
		// CR 103.5: the mulligans a player took (none in a game that
		// began at a set position).
		player := r.f.Players[s.player]
		if n := r.g.Mulligans(engine.PlayerID(s.player)); n != s.n {
			return true, fail(fmt.Sprintf("mulligans %s %d", player, s.n), fmt.Sprintf("mulligans %s %d", player, n))
		}
		return true, nil
	case expStarting:
		// CR 103.1: either player of the starting team in Two-Headed
		// Giant (103.1a).
		if who := r.startingPlayer(); !r.g.SameTeam(who, engine.PlayerID(s.player)) {
			return true, fail("starting player "+r.f.Players[s.player], "starting player "+r.g.PlayerName(who))
		}
		return true, nil
	}
	return false, nil
}
