package bot

import (
	"slices"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// The bots' rules for the decisions of the start of a game begun with
// Game.Begin (CR 103). They read the bot's own hand and the battlefield,
// never another player's hidden cards (in Two-Headed Giant the
// teammate's hand is the bot's to see, CR 810.5, but the rules don't read
// it).
//
//   - Who takes the first turn (CR 103.1): the bot itself ("play"; in a
//     game of more than two players, the bot).
//   - Keep or mulligan (CR 103.5): keep a hand of h cards holding from two
//     to h−2 lands (two to five of seven, two to four of six); otherwise
//     take a mulligan while it would still leave at least five cards
//     (keepFloor), and keep once it would leave fewer.
//   - The cards a mulligan puts on the bottom: lands while the hand holds
//     more than four (maxLands), then the least castable cards: those
//     needing a colour none of the hand's lands nor the bot's permanents
//     can produce first, then the highest mana value; the worst card goes
//     to the very bottom.

// The numbers of the opening rules.
const (
	minLands  = 2 // fewer lands in hand than this: mulligan
	minSpells = 2 // fewer other cards than this: mulligan
	keepFloor = 5 // no mulligan that would leave fewer cards than this
	maxLands  = 4 // lands beyond this in the hand go to the bottom first
)

// opening answers a decision of the start of a game (DecideStartingPlayer,
// DecideMulligan, DecideBottom), or reports false for any other.
func opening(g *engine.Game, d *engine.Decision) ([]int, bool) {
	switch d.Kind {
	case engine.DecideStartingPlayer:
		return []int{playFirst(d)}, true
	case engine.DecideMulligan:
		return []int{keepOrMulligan(g, d)}, true
	case engine.DecideBottom:
		return bottomCards(g, d), true
	}
	return nil, false
}

// playFirst is the option that has the bot take the first turn: "play",
// or the bot itself when the chooser may name any player.
func playFirst(d *engine.Decision) int {
	for i, o := range d.Options {
		if o.Word == "play" {
			return i
		}
		if t, ok := d.Target(i); ok && t.IsPlayer && t.Player == d.Player && o.Word == "" {
			return i
		}
	}
	return 0
}

// keepOrMulligan applies the mulligan rule to the bot's hand.
func keepOrMulligan(g *engine.Game, d *engine.Decision) int {
	keep, mull := -1, -1
	after := 0
	for i := range d.Options {
		m, cards, ok := d.Keeps(i)
		switch {
		case !ok:
		case m:
			mull, after = i, cards
		default:
			keep = i
		}
	}
	if keep < 0 || mull < 0 {
		return 0
	}
	hand := g.Zone(d.Player, zones.Hand)
	lands := 0
	for _, id := range hand {
		if g.Characteristics(id).Is(engine.Land) {
			lands++
		}
	}
	if lands >= minLands && len(hand)-lands >= minSpells || after < keepFloor {
		return keep
	}
	return mull
}

// bottomCards chooses the cards for the bottom (Min of them) and their
// order, the worst last: at the very bottom (CR 401.4).
func bottomCards(g *engine.Game, d *engine.Decision) []int {
	colors := producible(g, d)
	lands := 0
	for i := range d.Options {
		if isLand(g, d, i) {
			lands++
		}
	}
	rank := make([]int, len(d.Options)) // the order to bottom in, the first worst
	for i := range rank {
		rank[i] = i
	}
	slices.SortStableFunc(rank, func(a, b int) int { return worse(g, d, colors, a, b) })
	var out []int
	for len(out) < d.Min && lands > maxLands { // the excess lands first
		for _, i := range rank {
			if isLand(g, d, i) && !slices.Contains(out, i) {
				out = append(out, i)
				lands--
				break
			}
		}
	}
	for _, i := range rank {
		if len(out) >= d.Min {
			break
		}
		if !slices.Contains(out, i) && !isLand(g, d, i) {
			out = append(out, i)
		}
	}
	for _, i := range rank { // lands only when nothing else is left
		if len(out) >= d.Min {
			break
		}
		if !slices.Contains(out, i) {
			out = append(out, i)
		}
	}
	slices.Reverse(out)
	return out
}

// isLand reports whether option i names a land.
func isLand(g *engine.Game, d *engine.Decision, i int) bool {
	t, ok := d.Target(i)
	return ok && !t.IsPlayer && g.Characteristics(t.Obj).Is(engine.Land)
}

// worse orders two options of a DecideBottom decision, the card to bottom
// first: a nonland that needs a colour the bot can't produce, then the
// higher mana value.
func worse(g *engine.Game, d *engine.Decision, colors engine.ManaPool, a, b int) int {
	ca, cb := optionChars(g, d, a), optionChars(g, d, b)
	ua, ub := uncastable(ca, colors), uncastable(cb, colors)
	switch {
	case ua && !ub:
		return -1
	case ub && !ua:
		return 1
	}
	return cb.ManaValue - ca.ManaValue
}

// optionChars is the characteristics of the card option i names.
func optionChars(g *engine.Game, d *engine.Decision, i int) engine.Characteristics {
	t, _ := d.Target(i)
	return g.Characteristics(t.Obj)
}

// uncastable reports whether a nonland card's mana cost has a coloured
// symbol of a colour none of colors is.
func uncastable(ch engine.Characteristics, colors engine.ManaPool) bool {
	if ch.Is(engine.Land) {
		return false
	}
	for t := engine.ManaW; t <= engine.ManaG; t++ {
		if ch.ManaCost.Sym[t] > 0 && colors[t] == 0 {
			return true
		}
	}
	return false
}

// producible marks the colours of mana the lands of the bot's hand (the
// options) and its permanents could add: each mana ability's fixed mana,
// or every colour for "any color".
func producible(g *engine.Game, d *engine.Decision) engine.ManaPool {
	var out engine.ManaPool
	add := func(ch engine.Characteristics) {
		for _, ab := range ch.Abilities {
			if ab.Kind != engine.ManaAbility {
				continue
			}
			for t, n := range ab.Mana.Fixed {
				if n > 0 {
					out[t] = 1
				}
			}
			if ab.Mana.AnyColor > 0 {
				for t := engine.ManaW; t <= engine.ManaG; t++ {
					out[t] = 1
				}
			}
		}
	}
	for i := range d.Options {
		add(optionChars(g, d, i))
	}
	for _, id := range g.Battlefield() {
		if ch := g.Characteristics(id); ch.Controller == d.Player {
			add(ch)
		}
	}
	return out
}
