package bot

import (
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// Weights of the evaluation. They were tuned by hand on short matches.
const (
	winScore     = 1000.0
	lifeWeight   = 1.0
	lowLife      = 6    // below this, each point of life is worth more
	lowLifeExtra = 1.5  // the extra weight of a point below lowLife
	handWeight   = 1.2  // a card in hand
	landWeight   = 0.7  // a land on the battlefield, up to landCap
	landCap      = 6    // more lands add little
	permWeight   = 2.0  // a noncreature, nonland permanent
	powerWeight  = 1.6  // a creature's power
	toughWeight  = 1.0  // a creature's toughness
	creatureBase = 1.0  // a creature's worth beyond its power and toughness
	lockedFactor = 0.25 // a creature that can neither attack nor block
)

// evaluate scores the game for player p: positive when p is ahead. It reads
// only what p may know: life totals, the battlefield, the sizes of hands
// (never their contents), and whether the game is over.
func evaluate(g *engine.Game, p engine.PlayerID) float64 {
	if over, w := g.Over(); over {
		switch w {
		case p:
			return winScore
		case engine.NoPlayer:
			return 0
		}
		return -winScore
	}
	s := 0.0
	for q := range engine.PlayerID(g.NumPlayers()) {
		sign := 1.0
		if q != p {
			sign = -1
		}
		s += sign * (lifeValue(g.Life(q)) + handWeight*float64(len(g.Zone(q, zones.Hand))))
	}
	lands := make([]int, g.NumPlayers())
	for _, id := range g.Battlefield() {
		info, err := g.Object(id)
		if err != nil {
			continue
		}
		sign := 1.0
		if info.Controller != p {
			sign = -1
		}
		c := &info.Characteristics
		switch {
		case c.Is(engine.Creature):
			s += sign * creatureValue(c)
		case c.Is(engine.Land):
			if lands[info.Controller] < landCap {
				s += sign * landWeight
			}
			lands[info.Controller]++
		default:
			s += sign * permWeight
		}
	}
	return s
}

// lifeValue is what a life total is worth: each point, and more below
// lowLife, where the game is close to being lost.
func lifeValue(l int) float64 {
	v := lifeWeight * float64(l)
	if l < lowLife {
		v -= lowLifeExtra * float64(lowLife-l)
	}
	return v
}

// creatureValue is what a creature is worth from its current power,
// toughness and keywords (after every continuous effect), and much less
// when it can neither attack nor block (Pacifism).
func creatureValue(c *engine.Characteristics) float64 {
	pw, t := max(c.Power, 0), max(c.Toughness, 0)
	v := creatureBase + powerWeight*float64(pw) + toughWeight*float64(t)
	for _, k := range []engine.Keyword{engine.Flying, engine.FirstStrike, engine.Trample, engine.Vigilance, engine.Deathtouch, engine.Lifelink, engine.Menace} {
		if c.Has(k) {
			v += 0.5 + 0.25*float64(pw)
		}
	}
	if c.Rules&engine.CantAttack != 0 && c.Rules&engine.CantBlock != 0 {
		v *= lockedFactor
	}
	return v
}
