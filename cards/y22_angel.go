package cards

import (
	"fmt"

	"github.com/cathar-engine/cathar/daynight"
	e "github.com/cathar-engine/cathar/engine"
)

// Angel of Eternal Dawn is a digital-only card (Alchemy: Innistrad, MTG
// Arena), kept in the pool as its own row.

func init() {
	register(angelOfEternalDawn())
}

// angelOfEternalDawn: flying; "When this creature enters, it becomes day"
// (CR 603.6a, 731.1); "It can't become night" (a static ability that
// stops the untap step's check of CR 731.2a and every "it becomes night",
// CR 101.2); "Your opponents can't cast spells with mana value greater
// than the number of turns they have begun" (a restriction checked as the
// spell is proposed, CR 601.3).
func angelOfEternalDawn() *e.CardDef {
	return &e.CardDef{Front: e.Face{Name: "Angel of Eternal Dawn", ManaCost: e.MustManaCost("{2}{W}"),
		Types: e.Types(e.Creature), Subtypes: e.Subtypes(e.Angel), Power: 2, Toughness: 4, Keywords: e.Keywords(e.Flying),
		Abilities: []*e.Ability{
			{Kind: e.Triggered, Text: "When this creature enters, it becomes day.", Trigger: e.SelfEnters(),
				Effect: func(r *e.Resolution) { r.ItBecomes(daynight.Day) }},
			{Kind: e.GameRuleKind, Text: "It can't become night.", Rule: e.GameRule{NoNight: true}},
			{Kind: e.GameRuleKind, Text: "Your opponents can't cast spells with mana value greater than the number of turns they have begun.",
				Rule: e.GameRule{Casters: e.OpponentControls, CastLimit: func(g e.View, _ e.ObjID, caster e.PlayerID, _ *e.Face, mv int) string {
					if mv <= g.TurnsBegun(caster) {
						return ""
					}
					return fmt.Sprintf("Angel of Eternal Dawn: an opponent can't cast a spell with mana value %d, greater than the %d turns they have begun", mv, g.TurnsBegun(caster))
				}}},
		},
	}}
}
