package main

import (
	"fmt"
	"slices"
	"time"

	"github.com/cathar-engine/cathar/engine"
)

// timings are the wall and processor times of the decisions searched.
type timings struct{ wall, cpu []time.Duration }

// timed is a bot's decider whose searched decisions are timed: the
// top-level ones (what to do with priority, attackers, blockers) with more
// than one answer. The others the bot answers at once.
type timed struct {
	d     engine.Decider
	times *timings
}

// Decide asks the bot, timing the decisions it searches.
func (t *timed) Decide(g *engine.Game, d *engine.Decision) ([]int, error) {
	if !searched(d) {
		return t.d.Decide(g, d)
	}
	start, startCPU := time.Now(), cpuTime()
	ans, err := t.d.Decide(g, d)
	t.times.wall = append(t.times.wall, time.Since(start))
	t.times.cpu = append(t.times.cpu, cpuTime()-startCPU)
	return ans, err
}

// searched reports whether a bot searches d: a decision Game.Step asks
// with more than one answer.
func searched(d *engine.Decision) bool {
	switch d.Kind {
	case engine.DecideAction, engine.DecideAttackers, engine.DecideBlockers:
		_, only := engine.OnlyAnswer(d)
		return !only
	}
	return false
}

// percentiles formats the 50th, 90th and 99th percentiles and the maximum
// of the times, in milliseconds.
func percentiles(what string, ts []time.Duration) string {
	if len(ts) == 0 {
		return what + ": no decisions"
	}
	s := slices.Clone(ts)
	slices.Sort(s)
	at := func(q float64) time.Duration { return s[min(len(s)-1, int(q*float64(len(s))))] }
	ms := func(d time.Duration) string { return fmt.Sprintf("%.1fms", float64(d)/float64(time.Millisecond)) }
	return fmt.Sprintf("%s (%d decisions): p50 %s, p90 %s, p99 %s, max %s",
		what, len(s), ms(at(0.50)), ms(at(0.90)), ms(at(0.99)), ms(s[len(s)-1]))
}
