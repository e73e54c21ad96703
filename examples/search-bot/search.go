package main

import (
	"math"
	"slices"
	"time"

	"github.com/cathar-engine/cathar/engine"
)

// searchParams are the search bot's budget, in iterations (never in time,
// so that a game plays the same on any machine), and its settings.
type searchParams struct {
	worlds   int     // determinized copies per decision
	rounds   int     // rollouts per candidate in each copy
	maxCands int     // candidates kept after the greedy ranking
	horizon  int     // turns played after the current one
	eps      float64 // the rollout policy's randomness (0: none)
	// margin is how much better than the greedy choice's mean another
	// candidate's mean must be for the search to prefer it: the best of
	// several noisy means is too good to be true (the winner's curse).
	margin float64
	// actionMargin is the margin at a decision of what to do with
	// priority, where the rollouts' policy judges worse than the greedy
	// scoring (it plays the rest of the turn by rules of thumb): the
	// search's strength is in combat, where it sees the reply.
	actionMargin float64
}

// defaultParams are the settings of the matches. Without randomness in
// the policy, the rollouts of one copy are all the same, so one round
// each suffices and the budget goes to copies: sixteen, which the
// engine's Determinize makes cheap, and eight candidates.
var defaultParams = searchParams{worlds: 16, rounds: 1, maxCands: 8, horizon: 1, eps: 0, margin: 1.5, actionMargin: 8}

// searchBot is flat Monte Carlo search over determinized copies: for each
// candidate answer of a top-level decision, it plays rollouts on copies of
// the game in which the cards it can't see are dealt again at random
// (determinize), both players playing the fast policy with a little
// randomness, to the end of the next turn, and evaluates them; the
// candidate with the best mean wins. Every candidate is played in the same
// worlds with the same rollout seeds (common random numbers), so that the
// comparison is of the answers and not of the luck. With more candidates
// than maxCands, the greedy ranking keeps the best ones.
type searchBot struct {
	seat  engine.PlayerID
	seed  uint64
	par   searchParams
	know  *knowledge
	dec   *policy
	n     uint64
	times *timings // the time of each decision searched
}

func newSearch(seat engine.PlayerID, seed uint64, par searchParams, times *timings) *searchBot {
	k := newKnowledge()
	return &searchBot{seat: seat, seed: seed, par: par, know: k, dec: &policy{know: k, r: rnd{s: seed}}, times: times}
}

func (b *searchBot) decider() engine.Decider { return b.dec }

func (b *searchBot) act(g *engine.Game) error {
	start, startCPU := time.Now(), cpuTime()
	d, err := topDecision(g, b.seat)
	if err != nil {
		return g.Step()
	}
	b.n++
	if ans, ok := engine.OnlyAnswer(d); ok {
		b.dec.preset(ans)
		return g.Step()
	}
	b.dec.preset(b.choose(g, d))
	if b.times != nil {
		b.times.wall = append(b.times.wall, time.Since(start))
		b.times.cpu = append(b.times.cpu, cpuTime()-startCPU)
	}
	return g.Step()
}

// choose searches the answer of d.
func (b *searchBot) choose(g *engine.Game, d *engine.Decision) []int {
	seed := mix(b.seed, b.n)
	cands := candidates(g, d, b.dec, true)
	seeds := make([]uint64, b.par.worlds)
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
	if len(cands) > b.par.maxCands {
		idx := make([]int, len(cands))
		for i := range idx {
			idx[i] = i
		}
		slices.SortStableFunc(idx, func(x, y int) int { return cmpDesc(greedy[x], greedy[y]) })
		kept := make([][]int, 0, b.par.maxCands)
		keptScores := make([]float64, 0, b.par.maxCands)
		for _, i := range idx[:b.par.maxCands] {
			kept = append(kept, cands[i])
			keptScores = append(keptScores, greedy[i])
		}
		cands, greedy = kept, keptScores
	}
	t0, _, _ := g.Turn()
	best, bestScore := cands[0], math.Inf(-1)
	gi, means := 0, make([]float64, len(cands))
	for i := range cands {
		if greedy[i] > greedy[gi] {
			gi = i
		}
	}
	for i, c := range cands {
		total := 0.0
		for j, w := range ws {
			for r := range b.par.rounds {
				total += b.rollout(w, c, t0+b.par.horizon, mix(seed, uint64(j*1000+r)))
			}
		}
		total /= float64(b.par.rounds * len(ws))
		means[i] = total
		if total > bestScore {
			best, bestScore = c, total
		}
	}
	margin := b.par.margin
	if d.Kind == engine.DecideAction {
		margin = b.par.actionMargin
	}
	if bestScore < means[gi]+margin {
		best = cands[gi]
	}
	return best
}

// rollout gives answer ans on a copy of world and plays both sides with
// the policy until turn tEnd has ended; it returns the evaluation.
func (b *searchBot) rollout(world *engine.Game, ans []int, tEnd int, seed uint64) float64 {
	c := world.Clone()
	for q := range engine.PlayerID(c.NumPlayers()) {
		_ = c.SetDecider(q, &policy{know: b.know, eps: b.par.eps, r: rnd{s: mix(seed, uint64(q))}})
	}
	me := &policy{know: b.know, eps: b.par.eps, r: rnd{s: mix(seed, 99)}}
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
