package cards

import (
	e "github.com/cathar-engine/cathar/engine"
)

func init() {
	register(sunstreakPhoenix())
}

// sunstreakPhoenix: flying; "If it's neither day nor night, it becomes day
// as this creature enters" (CR 614.1c); "Whenever day becomes night or
// night becomes day, you may pay {1}{R}. If you do, return this card from
// your graveyard to the battlefield tapped." The last ability moves the
// card out of the graveyard, so it works only while the card is there
// (CR 113.6m): not on the battlefield, not in a hand. It needs a real
// change of designation, not the first one (731.1a). The {1}{R} is a cost
// paid on resolution (118.12), not asked when it can't be paid; the card
// must still be the same object in the graveyard (400.7).
func sunstreakPhoenix() *e.CardDef {
	trig := e.DayNightChanges()
	trig.InGraveyard = true
	return &e.CardDef{Front: e.Face{Name: "Sunstreak Phoenix", ManaCost: e.MustManaCost("{2}{R}{R}"),
		Types: e.Types(e.Creature), Subtypes: e.Subtypes(e.Phoenix), Power: 4, Toughness: 2, Keywords: e.Keywords(e.Flying),
		Abilities: []*e.Ability{
			{Kind: e.EntersReplacement, Text: "If it's neither day nor night, it becomes day as this creature enters.",
				Enters: e.EnterReplacement{Category: e.ReplaceOther, Apply: func(en *e.Entering) error {
					en.BecomeDayIfNeither()
					return nil
				}}},
			{Kind: e.Triggered,
				Text:    "Whenever day becomes night or night becomes day, you may pay {1}{R}. If you do, return this card from your graveyard to the battlefield tapped.",
				Trigger: trig,
				Effect: func(r *e.Resolution) {
					if !r.SourceInGraveyard() {
						return // no longer this card (CR 400.7)
					}
					if r.MayPay(r.Controller(), e.MustManaCost("{1}{R}"), "pay {1}{R} to return Sunstreak Phoenix to the battlefield tapped?") {
						r.ReturnToBattlefieldTapped(r.Source())
					}
				}},
		},
	}}
}
