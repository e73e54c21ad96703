package scenario

import (
	"fmt"

	"github.com/cathar-engine/cathar/engine"
)

// maxMoves bounds how many times the runner moves the game on while it
// waits for one action's moment.
const maxMoves = 1_000_000

// advance moves the game on by one move of whoever it waits for: a pass
// of priority, a declaration of no attackers or no blockers, or the end
// of a pause.
func (r *runner) advance() error {
	g := r.g
	w := g.Waiting()
	turn, _, _ := g.Turn()
	switch {
	case w.Paused:
		return g.Continue()
	case w.Priority != engine.NoPlayer:
		return g.PassPriority(w.Priority)
	case w.Attackers != engine.NoPlayer:
		// Only the attackers requirements force (CR 508.1d).
		var forced []engine.Attack
		for _, id := range g.ForcedAttackers() {
			forced = append(forced, engine.Attack{Attacker: id, Defender: r.nextOpponent(int(w.Attackers))})
		}
		if err := g.DeclareAttackers(w.Attackers, forced); err != nil {
			return err
		}
		r.attackTurn = turn
		return nil
	case len(w.Blockers) > 0:
		if err := g.DeclareBlockers(w.Blockers[0], nil); err != nil {
			return err
		}
		r.markBlocked(w.Blockers[0], turn)
		return nil
	}
	return engine.ErrGameOver
}

// waitFor moves the game on until ready reports that player p's action
// may be attempted. It returns an action error when that moment never
// comes (the game is over, or p has left it), and a file error when the
// game cannot be moved on.
func (r *runner) waitFor(line int, p int, ready func() bool) error {
	g := r.g
	defer r.traceWaited()
	for range maxMoves {
		if over, _ := g.Over(); over {
			return fmt.Errorf("%w: the game is over before a moment its timing allows: %w", engine.ErrTiming, engine.ErrGameOver)
		}
		if g.HasLeft(engine.PlayerID(p)) {
			return fmt.Errorf("%w: %s has left the game and will never hold priority again: %w",
				engine.ErrNoPriority, r.f.Players[p], engine.ErrPlayerLeft)
		}
		if ready() {
			return nil
		}
		if err := r.advance(); err != nil {
			return r.classify(line, err)
		}
	}
	return r.errorf(line, KindRunner, nil, "the moment for this action did not come in %d moves", maxMoves)
}

// hasPriority reports whether p may act now: p holds priority or, in
// Two-Headed Giant, p's teammate does. A player may cast spells, activate
// abilities and play lands while their team has priority (CR 805.5a);
// only passing is the holder's, and the runner never passes for a
// player who is waited for.
func (r *runner) hasPriority(p int) bool {
	return r.g.SameTeam(r.g.Waiting().Priority, engine.PlayerID(p))
}

// sorceryTiming reports whether p holds priority at a moment a sorcery
// could be cast (CR 307.1): their main phase, the stack empty.
func (r *runner) sorceryTiming(p int) bool {
	_, _, step := r.g.Turn()
	return r.hasPriority(p) && r.g.IsActive(engine.PlayerID(p)) && r.g.StackLen() == 0 &&
		(step == engine.PrecombatMain || step == engine.PostcombatMain)
}
