package main

import (
	"math"
	"slices"
	"time"

	"github.com/cathar-engine/cathar/engine"
)

// searchParams are the search bot's budget, in iterations (never in time,
// so that a game plays the same on any machine).
type searchParams struct {
	rollouts  int     // rollouts per decision, shared among the candidates
	worlds    int     // determinized copies per decision
	maxCands  int     // candidates kept after the greedy ranking
	horizon   int     // turns played after the current one
	eps       float64 // the rollout policy's randomness
	maxRounds int     // at least this many rollouts per candidate and world
}

var defaultParams = searchParams{rollouts: 48, worlds: 2, maxCands: 6, horizon: 1, eps: 0.05, maxRounds: 1}

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
	cands := candidates(g, d, b.dec)
	if len(cands) > b.par.maxCands {
		score := make([]float64, len(cands))
		for i, c := range cands {
			score[i] = greedyScore(g, b.seat, c, b.know, seed)
		}
		idx := make([]int, len(cands))
		for i := range idx {
			idx[i] = i
		}
		slices.SortStableFunc(idx, func(x, y int) int { return cmpDesc(score[x], score[y]) })
		kept := make([][]int, 0, b.par.maxCands)
		for _, i := range idx[:b.par.maxCands] {
			kept = append(kept, cands[i])
		}
		cands = kept
	}
	worlds := make([]*engine.Game, 0, b.par.worlds)
	for j := range b.par.worlds {
		w, err := determinize(g, b.seat, mix(seed, uint64(j)+1))
		if err != nil {
			continue
		}
		worlds = append(worlds, w)
	}
	if len(worlds) == 0 {
		return greedyChoice(g, d, b.dec, b.know, seed)
	}
	rounds := max(b.par.maxRounds, b.par.rollouts/(len(cands)*len(worlds)))
	t0, _, _ := g.Turn()
	best, bestScore := cands[0], math.Inf(-1)
	for _, c := range cands {
		total := 0.0
		for j, w := range worlds {
			for r := range rounds {
				total += b.rollout(w, c, t0+b.par.horizon, mix(seed, uint64(j*1000+r)))
			}
		}
		if total > bestScore {
			best, bestScore = c, total
		}
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
