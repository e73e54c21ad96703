package cards

import (
	"github.com/cathar-engine/cathar/daynight"
	e "github.com/cathar-engine/cathar/engine"
)

func init() {
	register(moonmist(), moonragersSlash(), theCelestus())
}

// moonmist: "Transform all Humans. Prevent all combat damage that would be
// dealt this turn by creatures other than Werewolves and Wolves." Daybound
// and nightbound permanents don't transform this way (CR 702.145b(3)).
func moonmist() *e.CardDef {
	return spell("Moonmist", "{1}{G}", e.Instant, "Transform all Humans. Prevent all combat damage that would be dealt this turn by creatures other than Werewolves and Wolves.", nil, func(r *e.Resolution) {
		r.TransformAll(e.Filter{Subtypes: e.Subtypes(e.Human)})
		r.PreventCombatDamageExcept(e.Subtypes(e.Werewolf, e.Wolf))
	})
}

func moonragersSlash() *e.CardDef {
	d := spell("Moonrager's Slash", "{2}{R}", e.Instant, "Moonrager's Slash deals 3 damage to any target.", targetAny, func(r *e.Resolution) {
		if t, ok := r.Target(0); ok {
			r.DealDamage(t, 3)
		}
	})
	// "This spell costs {2} less to cast if it's night." (CR 601.2f)
	d.Front.Reduction = &e.CostReduction{Text: "This spell costs {2} less to cast if it's night.", Generic: 2, If: func(g e.View, _ e.PlayerID) bool { return g.DayNight() == daynight.Night }}
	return d
}

func theCelestus() *e.CardDef {
	return &e.CardDef{Front: e.Face{
		Name: "The Celestus", ManaCost: e.MustManaCost("{3}"), Supertypes: e.Supertypes(e.Legendary), Types: e.Types(e.Artifact),
		Abilities: []*e.Ability{
			{Kind: e.EntersReplacement, Text: "If it's neither day nor night, it becomes day as The Celestus enters.",
				Enters: e.EnterReplacement{Category: e.ReplaceOther, Apply: func(en *e.Entering) error {
					en.BecomeDayIfNeither()
					return nil
				}}},
			{Kind: e.ManaAbility, Text: "{T}: Add one mana of any color.", Cost: e.Cost{Tap: true}, Mana: e.ManaSpec{AnyColor: 1}},
			{Kind: e.Activated, Text: "{3}, {T}: If it's night, it becomes day. Otherwise, it becomes night. Activate only as a sorcery.",
				Cost: e.Cost{Mana: e.MustManaCost("{3}"), Tap: true}, Sorcery: true,
				Effect: func(r *e.Resolution) {
					if r.Game().DayNight() == daynight.Night {
						r.ItBecomes(daynight.Day)
					} else {
						r.ItBecomes(daynight.Night)
					}
				}},
			{Kind: e.Triggered, Text: "Whenever day becomes night or night becomes day, you gain 1 life. You may draw a card. If you do, discard a card.",
				Trigger: e.DayNightChanges(),
				Effect: func(r *e.Resolution) {
					p := r.Controller()
					r.GainLife(p, 1)
					if r.ChooseYesNo(p, "draw a card, then discard a card?") {
						r.Draw(p, 1)
						r.Discard(p, 1)
					}
				}},
		},
	}}
}
