package bot

import (
	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/engine"
)

// nightGain is how much player p gains, by the evaluation, when every
// werewolf on the battlefield turns to its night face: the daybound ones
// when it becomes night (CR 731.2a: it does after a turn in which the active
// player cast no spells), the older kind at the next upkeep after a
// turn without spells. A player who gains enough from the night casts no
// spell in their turn while it is day (see policy.action).
func nightGain(g *engine.Game, p engine.PlayerID) float64 {
	gain := 0.0
	for _, id := range g.Battlefield() {
		info, err := g.Object(id)
		if err != nil || info.BackFace || info.Def == nil || info.Def.Back == nil {
			continue
		}
		c := &info.Characteristics
		if !c.Is(engine.Creature) || (!c.Has(engine.Daybound) && !c.Subtypes.Has(engine.Werewolf)) {
			continue
		}
		back := info.Def.Back
		night := engine.Characteristics{Power: int(back.Power), Toughness: int(back.Toughness), Keywords: back.Keywords, Types: back.Types}
		d := creatureValue(&night) - creatureValue(c)
		if info.Controller != p {
			d = -d
		}
		gain += d
	}
	return gain
}

// nightThreshold is the gain for which a player lets the night come
// rather than cast a spell.
const nightThreshold = 3.0

// waitsForNight reports whether player p, active, should cast nothing this
// turn so that it becomes night.
func waitsForNight(g *engine.Game, p engine.PlayerID) bool {
	return g.DayNight() != daynight.Night && nightGain(g, p) > nightThreshold
}
