package main

import (
	"fmt"
	"slices"
	"time"
)

// timings are the wall and processor times of the decisions searched.
type timings struct{ wall, cpu []time.Duration }

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
