package bot

import (
	"slices"

	"github.com/cathar-engine/cathar/engine"
)

// maxSubsetCreatures is the most creatures whose every subset of
// attackers is a candidate.
const maxSubsetCreatures = 4

// maxBlockCandidates bounds the single blocks tried.
const maxBlockCandidates = 12

// candidates lists the answers a bot tries for a top-level decision: every
// action; for attackers every subset of up to maxSubsetCreatures creatures
// (else none, all, each alone and the policy's choice); for blockers none,
// the policy's choice and each single block.
//
// With wide set (the search bot's), the policy's choice of attackers or
// blockers is also tried with each one of its parts left out and with
// each other single option added.
func candidates(g *engine.Game, d *engine.Decision, pol *policy, wide bool) [][]int {
	var out [][]int
	add := func(ans []int) {
		s := slices.Clone(ans)
		slices.Sort(s)
		for _, o := range out {
			if slices.Equal(o, s) {
				return
			}
		}
		out = append(out, s)
	}
	switch d.Kind {
	case engine.DecideAction:
		for i := range d.Options {
			add([]int{i})
		}
	case engine.DecideAttackers:
		var first []int // one option per creature: attacking the player
		for i := range d.Options {
			a, _ := d.Attack(i)
			if a.Planeswalker == engine.NoObj && !slices.ContainsFunc(first, func(k int) bool { b, _ := d.Attack(k); return b.Attacker == a.Attacker }) {
				first = append(first, i)
			}
		}
		add(nil)
		if len(first) <= maxSubsetCreatures {
			for m := 1; m < 1<<len(first); m++ {
				var s []int
				for b, k := range first {
					if m&(1<<b) != 0 {
						s = append(s, k)
					}
				}
				add(s)
			}
			break
		}
		pick := pol.attackers(g, d)
		add(pick)
		add(first)
		for _, k := range first {
			add([]int{k})
		}
		if wide {
			variants(pick, first, add)
		}
	case engine.DecideBlockers:
		add(nil)
		pick := pol.blockers(g, d)
		add(pick)
		all := make([]int, min(len(d.Options), maxBlockCandidates))
		for i := range all {
			all[i] = i
			add([]int{i})
		}
		if wide {
			variants(pick, all, add)
		}
	default:
		add(fallback(d))
	}
	return out
}

// variants adds pick with each of its elements left out, and with each
// element of others that it lacks added.
func variants(pick, others []int, add func([]int)) {
	for i := range pick {
		add(slices.Delete(slices.Clone(pick), i, i+1))
	}
	for _, k := range others {
		if !slices.Contains(pick, k) {
			add(append(slices.Clone(pick), k))
		}
	}
}
