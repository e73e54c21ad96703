package main

import (
	"math"

	"github.com/cathar-engine/cathar/engine"
)

// player is one side of a match: the Decider the game asks in the middle
// of actions, and what the player does when the game waits for it to act
// with priority or to declare attackers or blockers.
type player interface {
	decider() engine.Decider
	act(g *engine.Game) error
}

// randomPlayer is the engine's random decider.
type randomPlayer struct{ r *engine.Random }

func (p randomPlayer) decider() engine.Decider  { return p.r }
func (p randomPlayer) act(g *engine.Game) error { return g.Step() }

// greedyBot tries every answer of each top-level decision that has more
// than one: on a copy of the game it gives that answer, plays the rest of
// the turn (itself with its policy, the opponent passing and blocking by
// the policy's rule, so that no card the bot can't see plays a part), and
// evaluates the result. It takes the best answer. Decisions in the middle
// of an action are answered by its policy.
type greedyBot struct {
	seat engine.PlayerID
	seed uint64
	know *knowledge
	dec  *policy
	n    uint64 // decisions made, to derive seeds
}

func newGreedy(seat engine.PlayerID, seed uint64) *greedyBot {
	k := newKnowledge()
	return &greedyBot{seat: seat, seed: seed, know: k, dec: &policy{know: k, r: rnd{s: seed}}}
}

func (b *greedyBot) decider() engine.Decider { return b.dec }

func (b *greedyBot) act(g *engine.Game) error {
	d, err := topDecision(g, b.seat)
	if err != nil {
		return g.Step()
	}
	b.n++
	if ans, ok := engine.OnlyAnswer(d); ok {
		b.dec.preset(ans)
		return g.Step()
	}
	b.dec.preset(greedyChoice(g, d, b.dec, b.know, mix(b.seed, b.n)))
	return g.Step()
}

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
