package match

import (
	"fmt"

	"github.com/cathar-engine/cathar/engine"
)

// playGame plays game k of the match, in which chooser chooses who plays
// first (engine.NoPlayer: drawn at random, CR 103.1), from its first
// decision to its end or the turn cap.
func (r *runner) playGame(k int, chooser engine.PlayerID) (GameResult, error) {
	seed := GameSeed(r.cfg.Seed, k)
	res := GameResult{Seed: seed, Chooser: chooser, Starting: engine.NoPlayer, Winner: engine.NoPlayer}
	var pcs [2]engine.PlayerConfig
	for i, s := range r.cfg.Seats {
		pcs[i] = engine.PlayerConfig{Name: r.names[i], Deck: r.decks[i].Cards(), Decider: s.Decider}
	}
	opts := append(append([]engine.GameOption(nil), r.cfg.Options...), engine.WithSeed(seed))
	g, err := engine.New(pcs[:], opts...)
	if err != nil {
		return res, r.gameError(k, seed, err)
	}
	b := engine.Beginning{Chooser: chooser, RandomChooser: chooser == engine.NoPlayer}
	if err := g.Begin(b); err != nil {
		return res, r.gameError(k, seed, err)
	}
	res.Chooser, _ = g.Chooser()
	if err := r.steps(g, &res); err != nil {
		return res, r.gameError(k, seed, err)
	}
	res.Events = g.EventCount()
	for p := range res.Life {
		res.Life[p] = g.Life(engine.PlayerID(p))
		res.Mulligans[p] = g.Mulligans(engine.PlayerID(p))
	}
	return res, nil
}

// steps plays g to its end, or until turn r.maxTurns+1 has begun, and
// records in res the starting player, the turns, the steps and the
// winner: none for a game stopped at the cap, which counts as a draw even
// if it ended in the step that began the turn after the cap (it was still
// going after the cap's turn).
func (r *runner) steps(g *engine.Game, res *GameResult) error {
	for {
		n, active, _ := g.Turn()
		if res.Starting == engine.NoPlayer {
			res.Starting = starting(g, n, active)
		}
		if n > r.maxTurns {
			res.Turns, res.Capped = r.maxTurns, true
			return nil
		}
		if over, winner := g.Over(); over {
			res.Turns, res.Winner = n, winner
			return nil
		}
		if err := g.Step(); err != nil {
			return fmt.Errorf("step %d: %w", res.Steps, err)
		}
		res.Steps++
	}
}

// starting returns the starting player of g if it is known yet: from the
// state of the start once the chooser has chosen, or as the active player
// of turn 1 (CR 103.8); engine.NoPlayer before.
func starting(g *engine.Game, turn int, active engine.PlayerID) engine.PlayerID {
	if turn == 1 {
		return active
	}
	if v, ok := g.BeginningState(); ok {
		return v.Starting
	}
	return engine.NoPlayer
}

// gameError is the error of game k, seeded seed.
func (r *runner) gameError(k int, seed uint64, err error) error {
	return fmt.Errorf("match: game %d (seed %d): %w", k+1, seed, err)
}
