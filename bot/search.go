package bot

import (
	"math"
	"slices"

	"github.com/cathar-engine/cathar/engine"
)

// Search is flat Monte Carlo search over determinized copies, an
// engine.Decider for one seat. At each top-level decision with more than
// one answer (what to do with priority, the attackers or the blockers to
// declare) it:
//
//  1. lists the candidate answers, as Greedy does and more for attackers
//     and blockers (its rules of thumb's choice with each part left out
//     and with each other single option added);
//  2. makes Params.Worlds copies of the game with engine.Game.Determinize
//     from its own point of view: what its player knows stays, the cards
//     it doesn't know (the opponent's hand and library, its own library's
//     order) are dealt again at random;
//  3. ranks the candidates the greedy way in the first copy and keeps the
//     Params.Candidates best;
//  4. in every copy, gives each candidate on a clone and plays both sides
//     by rules of thumb to the end of the turn Params.Horizon turns ahead,
//     and evaluates; every candidate is played in the same copies, so that
//     the comparison is of the answers and not of the luck of the draw;
//  5. takes the candidate with the best mean, unless it beats the greedy
//     choice's mean by less than a margin (Params.Margin, ActionMargin).
//
// It never reads the real game's hidden cards: from the real game it reads
// only the decision and the public state (the battlefield, life totals,
// the number of cards in a hand); everything else is played on the
// determinized copies. Decisions in the middle of an action are answered
// by rules of thumb, as Greedy answers them.
//
// A Search belongs to one game. Its answers are a function of what its
// player knows of the game, its seat, its seed and its Params.
type Search struct {
	core
	par Params
}

// NewSearch returns a search bot for player seat, its random choices
// drawn from seed, with DefaultParams unless an option says otherwise.
func NewSearch(seat engine.PlayerID, seed uint64, opts ...Option) *Search {
	par := DefaultParams()
	for _, o := range opts {
		o(&par)
	}
	return &Search{core: newCore(seat, seed), par: par.normalized()}
}

// Params returns the settings the bot searches with.
func (b *Search) Params() Params { return b.par }

// Decide answers d, a decision of the bot's seat; a decision of another
// player is refused with an error wrapping ErrWrongSeat.
func (b *Search) Decide(g *engine.Game, d *engine.Decision) ([]int, error) {
	if ans, done, err := b.route(g, d); done {
		return ans, err
	}
	return b.choose(g, d.Copy()), nil
}

// CloneDecider returns a copy of the bot that shares nothing mutable with
// it, for a clone of the game (engine.ClonableDecider).
func (b *Search) CloneDecider() engine.Decider { return &Search{core: b.clone(), par: b.par} }

// SkipsLabels reports that the bot never reads the options' labels
// (engine.LabelSkipper).
func (b *Search) SkipsLabels() bool { return true }

// choose searches the answer of d.
func (b *Search) choose(g *engine.Game, d *engine.Decision) []int {
	seed := mix(b.seed, b.n)
	cands := candidates(g, d, b.dec, true)
	seeds := make([]uint64, b.par.Worlds)
	for j := range seeds {
		seeds[j] = mix(seed, uint64(j)+1)
	}
	ws, err := worlds(g, b.seat, seeds)
	if err != nil || len(ws) == 0 {
		return cands[0] // no copy to look ahead on: pass, or declare nothing
	}
	// The greedy scores are taken in the first copy too: playing the rest
	// of the turn on a clone of the real game could draw its real cards.
	greedy := make([]float64, len(cands))
	for i, c := range cands {
		greedy[i] = greedyScore(ws[0], b.seat, c, b.know, seed)
	}
	if len(cands) > b.par.Candidates {
		cands, greedy = best(cands, greedy, b.par.Candidates)
	}
	gi := 0
	for i := range cands {
		if greedy[i] > greedy[gi] {
			gi = i
		}
	}
	t0, _, _ := g.Turn()
	top, topScore := cands[0], math.Inf(-1)
	means := make([]float64, len(cands))
	for i, c := range cands {
		total := 0.0
		for j, w := range ws {
			for r := range b.par.Rollouts {
				total += b.rollout(w, c, t0+b.par.Horizon, mix(seed, uint64(j*1000+r)))
			}
		}
		total /= float64(b.par.Rollouts * len(ws))
		means[i] = total
		if total > topScore {
			top, topScore = c, total
		}
	}
	margin := b.par.Margin
	if d.Kind == engine.DecideAction {
		margin = b.par.ActionMargin
	}
	if topScore < means[gi]+margin {
		top = cands[gi]
	}
	return top
}

// best returns the n candidates of greatest score, greatest first, and
// their scores.
func best(cands [][]int, scores []float64, n int) ([][]int, []float64) {
	idx := make([]int, len(cands))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(x, y int) int { return cmpDesc(scores[x], scores[y]) })
	kept := make([][]int, 0, n)
	keptScores := make([]float64, 0, n)
	for _, i := range idx[:n] {
		kept = append(kept, cands[i])
		keptScores = append(keptScores, scores[i])
	}
	return kept, keptScores
}

// rollout gives answer ans on a copy of world and plays both sides with
// the policy until turn tEnd has ended; it returns the evaluation.
func (b *Search) rollout(world *engine.Game, ans []int, tEnd int, seed uint64) float64 {
	c := world.Clone()
	for q := range engine.PlayerID(c.NumPlayers()) {
		_ = c.SetDecider(q, &policy{know: b.know, eps: b.par.Exploration, r: rnd{s: mix(seed, uint64(q))}})
	}
	me := &policy{know: b.know, eps: b.par.Exploration, r: rnd{s: mix(seed, 99)}}
	_ = c.SetDecider(b.seat, me)
	me.preset(ans)
	if c.Step() != nil {
		return math.Inf(-1)
	}
	settle(c, tEnd)
	return evaluate(c, b.seat)
}

// cmpDesc orders numbers from the greatest.
func cmpDesc(a, b float64) int {
	switch {
	case a > b:
		return -1
	case a < b:
		return 1
	}
	return 0
}
