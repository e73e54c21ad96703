package bot

import (
	"slices"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// midAction answers a decision in the middle of an action with a rule of
// thumb: yes to every "may" and ward payment, triggers in the order given,
// the default division of combat damage, the cheapest cards discarded,
// and for a choice of objects or players the opponent's best ones (or the
// player's own best cards in hand or library, which such a choice puts to
// use), else the player's own least valuable.
func midAction(g *engine.Game, d *engine.Decision, buf []int) []int {
	switch {
	case d.Ordered:
		for i := range d.Options {
			buf = append(buf, i)
		}
		return buf
	case d.Kind == engine.DecideCombatDamage && d.Default != nil:
		return d.Default
	case d.Kind == engine.DecideYesNo:
		for i, o := range d.Options {
			if o.Yes {
				return append(buf, i)
			}
		}
	case d.Kind == engine.DecideDiscard:
		return cheapest(g, d, buf)
	}
	score := make([]float64, len(d.Options))
	for i := range d.Options {
		score[i] = optionScore(g, d, i)
	}
	order := make([]int, len(d.Options))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		switch {
		case score[a] > score[b]:
			return -1
		case score[a] < score[b]:
			return 1
		}
		return 0
	})
	n := d.Min
	for n < d.Max && n < len(order) && score[order[n]] > 0 {
		n++
	}
	return append(buf, order[:n]...)
}

// optionScore is how much the player deciding d would like option i
// chosen: by the object or player it names, or the creature or player a
// division of combat damage assigns it to.
func optionScore(g *engine.Game, d *engine.Decision, i int) float64 {
	p := d.Player
	t, ok := d.Target(i)
	if a, isDamage := d.Assignment(i); isDamage {
		t, ok = a.To, true
	}
	if !ok {
		return 0
	}
	if t.IsPlayer {
		if t.Player == p {
			return -10
		}
		return 10
	}
	if t.Obj == engine.NoObj {
		return 0
	}
	info, err := g.Object(t.Obj)
	if err != nil {
		return 0
	}
	v := cardWorth(&info.Characteristics)
	switch {
	case info.Controller != p:
		return v
	case info.Zone == zones.Hand || info.Zone == zones.Library:
		return v
	}
	return -v
}

// cardWorth is a card's worth by its characteristics: a creature's
// value, or its mana value and one.
func cardWorth(c *engine.Characteristics) float64 {
	if c.Is(engine.Creature) {
		return creatureValue(c)
	}
	return float64(c.ManaValue) + 1
}

// cheapest discards the cards worth least: lands first while the player
// keeps three or more, then the cheapest spells.
func cheapest(g *engine.Game, d *engine.Decision, buf []int) []int {
	lands := 0
	for _, id := range g.Battlefield() {
		if info, err := g.Object(id); err == nil && info.Controller == d.Player && info.Characteristics.Is(engine.Land) {
			lands++
		}
	}
	worth := make([]float64, len(d.Options))
	for i := range d.Options {
		card, _ := d.Target(i)
		c := g.Characteristics(card.Obj)
		worth[i] = cardWorth(&c)
		if c.Is(engine.Land) && lands < 5 {
			worth[i] = 8
		}
	}
	order := make([]int, len(d.Options))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		switch {
		case worth[a] < worth[b]:
			return -1
		case worth[a] > worth[b]:
			return 1
		}
		return 0
	})
	return append(buf, order[:d.Min]...)
}
