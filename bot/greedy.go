package bot

import (
	"math"

	"github.com/cathar-engine/cathar/engine"
)

// Greedy is a one-ply bot, an engine.Decider for one seat. At each
// top-level decision with more than one answer (what to do with priority,
// the attackers or the blockers to declare) it tries every candidate
// answer on a clone of the game, plays the rest of the turn there (itself
// by its rules of thumb, the opponent passing and blocking by the same
// rules, so that no card the bot can't see plays a part) and takes the
// answer whose result evaluates best. Decisions in the middle of an action
// (targets, ward payments, discards, the order of triggers, …) are
// answered at once by rules of thumb.
//
// Being one ply, it looks ahead on clones of the real game: a spell that
// draws a card draws the real next card there. Search never does.
//
// A Greedy belongs to one game: it learns how its spells change the
// evaluation as it plays (see the package documentation). Its answers are
// a function of the game, its seat and its seed.
type Greedy struct {
	core
}

// NewGreedy returns a greedy bot for player seat, its random choices drawn
// from seed.
func NewGreedy(seat engine.PlayerID, seed uint64) *Greedy {
	return &Greedy{core: newCore(seat, seed)}
}

// Decide answers d, a decision of the bot's seat; a decision of another
// player is refused with an error wrapping ErrWrongSeat.
func (b *Greedy) Decide(g *engine.Game, d *engine.Decision) ([]int, error) {
	if ans, done, err := b.route(g, d); done {
		return ans, err
	}
	return greedyChoice(g, d.Copy(), b.dec, b.know, mix(b.seed, b.n)), nil
}

// CloneDecider returns a copy of the bot that shares nothing mutable with
// it, for a clone of the game (engine.ClonableDecider).
func (b *Greedy) CloneDecider() engine.Decider { return &Greedy{core: b.clone()} }

// SkipsLabels reports that the bot never reads the options' labels
// (engine.LabelSkipper).
func (b *Greedy) SkipsLabels() bool { return true }

// greedyChoice returns the candidate answer whose result, at the end of
// the turn, evaluates best.
func greedyChoice(g *engine.Game, d *engine.Decision, pol *policy, k *knowledge, seed uint64) []int {
	cands := candidates(g, d, pol, false)
	best, bestScore := cands[0], math.Inf(-1)
	for _, c := range cands {
		if s := greedyScore(g, d.Player, c, k, seed); s > bestScore {
			best, bestScore = c, s
		}
	}
	return best
}

// greedyScore gives answer ans on a copy of g and evaluates the end of the
// turn.
func greedyScore(g *engine.Game, p engine.PlayerID, ans []int, k *knowledge, seed uint64) float64 {
	t0, _, _ := g.Turn()
	c := g.Clone()
	for q := range engine.PlayerID(c.NumPlayers()) {
		_ = c.SetDecider(q, &policy{passive: true, know: k})
	}
	me := &policy{know: k, r: rnd{s: seed}}
	_ = c.SetDecider(p, me)
	me.preset(ans)
	if c.Step() != nil {
		return math.Inf(-1)
	}
	settle(c, t0)
	return evaluate(c, p)
}
