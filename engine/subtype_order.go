package engine

import (
	"iter"
	"maps"
	"slices"
	"sync"
	"sync/atomic"
)

// printedOrders is the process's table of the orders in which sets of
// subtypes were written. A type line prints its subtypes after a long dash
// in the card's printed order (CR 205.1, 205.3a; a card's subtypes are its
// Oracle text's, 205.3f, which keeps that order), but a SubtypeSet is one
// canonical word so that == and Has stay cheap. The order is therefore
// kept beside the set, once per set word: the first order Subtypes was
// given for a set of two or more members. Card definitions build their
// faces' sets with Subtypes, so a face's set is in the table in the order
// its card wrote it; a set no one wrote (the union of a face's subtypes and
// those an effect adds) has no entry and prints in increasing order of
// value. The table only grows, by one entry per distinct set built with
// Subtypes (a few hundred for the built-in cards); writers take the mutex
// and publish a new map, readers load the published map without locking
// (a published map is never modified), so Subtypes allocates nothing once
// its set is known.
var printedOrders struct {
	mu  sync.Mutex
	cur atomic.Pointer[map[SubtypeSet][]Subtype]
}

func init() { printedOrders.cur.Store(&map[SubtypeSet][]Subtype{}) }

// rememberOrder records ts, without repeats, as the printed order of s
// (the set of ts, with at least two members) unless s already has one:
// the first order written wins.
func rememberOrder(s SubtypeSet, ts []Subtype) {
	if _, ok := (*printedOrders.cur.Load())[s]; ok {
		return
	}
	printedOrders.mu.Lock()
	defer printedOrders.mu.Unlock()
	old := *printedOrders.cur.Load()
	if _, ok := old[s]; ok {
		return
	}
	order := make([]Subtype, 0, len(ts))
	for _, t := range ts {
		if !slices.Contains(order, t) {
			order = append(order, t)
		}
	}
	m := maps.Clone(old)
	m[s] = order
	printedOrders.cur.Store(&m)
}

// Printed yields the members in printed order (CR 205.3a): the order in
// which the set was first built by Subtypes, or for a set never built so
// (one an effect made by adding subtypes, or a single member) in
// increasing order of value, as All. The order is for printing only: two
// sets with the same members are the same set, whatever order each was
// written in. If two definitions write the same set in different orders,
// the first built wins for both; the built-in cards are built while their
// package initializes, in a fixed order, before any program's own.
func (s SubtypeSet) Printed() iter.Seq[Subtype] {
	if order, ok := (*printedOrders.cur.Load())[s]; ok {
		return slices.Values(order)
	}
	return s.All()
}
