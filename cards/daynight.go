package cards

import (
	"github.com/cathar-engine/cathar/daynight"
	e "github.com/cathar-engine/cathar/engine"
)

func init() {
	register(brutalCathar(), tavernRuffian(), villageWatch(), grizzledOutcasts(), brimstoneVandal(), intoTheNight())
}

var (
	red   = e.ColorSet(0).With(e.Red)
	green = e.ColorSet(0).With(e.Green)
)

func brutalCathar() *e.CardDef {
	return &e.CardDef{
		Front: e.Face{Name: "Brutal Cathar", ManaCost: e.MustManaCost("{2}{W}"), Types: e.Types(e.Creature),
			Subtypes: e.Subtypes(e.Human, e.Soldier, e.Werewolf), Power: 2, Toughness: 2, Keywords: e.Keywords(e.Daybound),
			Abilities: []*e.Ability{{Kind: e.Triggered,
				Text:    "Whenever this creature enters or transforms into Brutal Cathar, exile target creature an opponent controls until this creature leaves the battlefield.",
				Trigger: e.SelfEntersOrTransformsInto("Brutal Cathar"),
				Targets: []e.TargetSpec{{Kind: e.TargetPermanent, Filter: e.Filter{Types: e.Types(e.Creature), Controller: e.OpponentControls}}},
				Effect:  onTarget(func(r *e.Resolution, id e.ObjID) { r.ExileUntilSourceLeaves(id) }), // CR 610.3
			}}},
		Back: &e.Face{Name: "Moonrage Brute", Colors: red, Types: e.Types(e.Creature), Subtypes: e.Subtypes(e.Werewolf),
			Power: 3, Toughness: 3, Keywords: e.Keywords(e.FirstStrike, e.Ward, e.Nightbound), WardLife: 3},
	}
}

func tavernRuffian() *e.CardDef {
	return &e.CardDef{
		Front: e.Face{Name: "Tavern Ruffian", ManaCost: e.MustManaCost("{3}{R}"), Types: e.Types(e.Creature),
			Subtypes: e.Subtypes(e.Human, e.Warrior, e.Werewolf), Power: 2, Toughness: 5, Keywords: e.Keywords(e.Daybound)},
		Back: &e.Face{Name: "Tavern Smasher", Colors: red, Types: e.Types(e.Creature), Subtypes: e.Subtypes(e.Werewolf),
			Power: 6, Toughness: 5, Keywords: e.Keywords(e.Nightbound)},
	}
}

func villageWatch() *e.CardDef {
	return &e.CardDef{
		Front: e.Face{Name: "Village Watch", ManaCost: e.MustManaCost("{4}{R}"), Types: e.Types(e.Creature),
			Subtypes: e.Subtypes(e.Human, e.Werewolf), Power: 4, Toughness: 3, Keywords: e.Keywords(e.Haste, e.Daybound)},
		Back: &e.Face{Name: "Village Reavers", Colors: red, Types: e.Types(e.Creature), Subtypes: e.Subtypes(e.Werewolf),
			Power: 5, Toughness: 4, Keywords: e.Keywords(e.Nightbound),
			Abilities: []*e.Ability{{Kind: e.Static, Text: "Wolves and Werewolves you control have haste.",
				Static: e.StaticEffect{Layer: e.LayerAbility, Grant: e.Keywords(e.Haste),
					Affects: e.Filter{Types: e.Types(e.Creature), Subtypes: e.Subtypes(e.Wolf, e.Werewolf), Controller: e.YouControl}}}}},
	}
}

// grizzledOutcasts is a werewolf of the older kind: its own upkeep
// triggers transform it, with intervening-if clauses (CR 603.4).
func grizzledOutcasts() *e.CardDef {
	return &e.CardDef{
		Front: e.Face{Name: "Grizzled Outcasts", ManaCost: e.MustManaCost("{4}{G}"), Types: e.Types(e.Creature),
			Subtypes: e.Subtypes(e.Human, e.Werewolf), Power: 4, Toughness: 4,
			Abilities: []*e.Ability{{Kind: e.Triggered,
				Text:    "At the beginning of each upkeep, if no spells were cast last turn, transform Grizzled Outcasts.",
				Trigger: e.AtBeginningOf(e.Upkeep, false),
				If: func(g e.View, src e.ObjID, _ e.PlayerID) bool {
					// The first turn has no "last turn", so the
					// condition is false then, not vacuously true.
					turn, _, _ := g.Turn()
					total, _, _ := g.SpellsLastTurn()
					return turn > 1 && total == 0
				},
				Effect: func(r *e.Resolution) { r.TransformSource() },
			}}},
		Back: &e.Face{Name: "Krallenhorde Wantons", Colors: green, Types: e.Types(e.Creature), Subtypes: e.Subtypes(e.Werewolf),
			Power: 7, Toughness: 7,
			Abilities: []*e.Ability{{Kind: e.Triggered,
				Text:    "At the beginning of each upkeep, if a player cast two or more spells last turn, transform Krallenhorde Wantons.",
				Trigger: e.AtBeginningOf(e.Upkeep, false),
				If: func(g e.View, src e.ObjID, _ e.PlayerID) bool {
					_, most, _ := g.SpellsLastTurn()
					return most >= 2
				},
				Effect: func(r *e.Resolution) { r.TransformSource() },
			}}},
	}
}

func brimstoneVandal() *e.CardDef {
	return &e.CardDef{Front: e.Face{Name: "Brimstone Vandal", ManaCost: e.MustManaCost("{2}{R}"), Types: e.Types(e.Creature),
		Subtypes: e.Subtypes(e.Devil), Power: 2, Toughness: 3, Keywords: e.Keywords(e.Menace),
		Abilities: []*e.Ability{
			{Kind: e.EntersReplacement, Text: "If it's neither day nor night, it becomes day as this creature enters.",
				Enters: e.EnterReplacement{Category: e.ReplaceOther, Apply: func(en *e.Entering) error {
					en.BecomeDayIfNeither()
					return nil
				}}},
			{Kind: e.Triggered, Text: "Whenever day becomes night or night becomes day, this creature deals 1 damage to each opponent.",
				Trigger: e.DayNightChanges(),
				Effect: func(r *e.Resolution) {
					for q := range eachOpponent(r.Game(), r.Controller()) {
						r.DealDamage(e.TargetPlayerID(q), 1)
					}
				}},
		}}}
}

func intoTheNight() *e.CardDef {
	return spell("Into the Night", "{3}{R}", e.Sorcery, "It becomes night. Discard any number of cards, then draw that many cards plus one.", nil, func(r *e.Resolution) {
		r.ItBecomes(daynight.Night)
		// "Discard any number of cards, then draw that many cards plus one."
		r.DiscardAnyThenDraw(1)
	})
}
