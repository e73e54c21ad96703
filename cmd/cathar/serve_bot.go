package main

import (
	"fmt"
	"strings"

	"github.com/cathar-engine/cathar/engine"
)

// serveBots are the names --bot accepts, the default first.
var serveBots = []string{"search", "greedy", "random"}

// serveBot is the opponent's decider of `cathar serve`, seeded with seed.
// For now every kind plays random legal actions (engine.Random): the
// greedy and search bots are wired in here once they are a package of
// their own.
func serveBot(kind string, seed uint64) (engine.Decider, error) {
	switch kind {
	case "search", "greedy", "random":
		return engine.NewRandom(seed), nil
	}
	return nil, fmt.Errorf("unknown bot %q: choose one of %s", kind, strings.Join(serveBots, ", "))
}
