package cards

import (
	e "github.com/cathar-engine/cathar/engine"
)

func init() {
	register(reflectingPool(), exoticOrchard(), fellwarStone(), manaReflection(), heartbeatOfSpring(),
		manaFlare(), contamination(), piliPala(), orderOfWhiteclay(), hangarbackWalker())
}

var thopterToken = e.Finish(&e.CardDef{Front: e.Face{Name: "Thopter Token", Types: e.Types(e.Artifact, e.Creature),
	Subtypes: e.Subtypes(e.Thopter), Power: 1, Toughness: 1, Keywords: e.Keywords(e.Flying)}})

func land(name, text string, like e.ManaLike) *e.CardDef {
	return &e.CardDef{Front: e.Face{Name: name, Types: e.Types(e.Land),
		Abilities: []*e.Ability{{Kind: e.ManaAbility, Text: text, Cost: e.Cost{Tap: true}, Mana: e.ManaSpec{Like: like}}}}}
}

func reflectingPool() *e.CardDef {
	return land("Reflecting Pool", "{T}: Add one mana of any type that a land you control could produce.", e.LikeYourLands)
}

func exoticOrchard() *e.CardDef {
	return land("Exotic Orchard", "{T}: Add one mana of any color that a land an opponent controls could produce.", e.LikeOpponentsLands)
}

func fellwarStone() *e.CardDef {
	return &e.CardDef{Front: e.Face{Name: "Fellwar Stone", ManaCost: e.MustManaCost("{2}"), Types: e.Types(e.Artifact),
		Abilities: []*e.Ability{{Kind: e.ManaAbility, Text: "{T}: Add one mana of any color that a land an opponent controls could produce.",
			Cost: e.Cost{Tap: true}, Mana: e.ManaSpec{Like: e.LikeOpponentsLands}}}}}
}

func enchantment(name, cost string, abs ...*e.Ability) *e.CardDef {
	return &e.CardDef{Front: e.Face{Name: name, ManaCost: e.MustManaCost(cost), Types: e.Types(e.Enchantment), Abilities: abs}}
}

func manaReflection() *e.CardDef {
	return enchantment("Mana Reflection", "{4}{G}{G}", &e.Ability{Kind: e.ManaReplacementKind,
		Text:     "If you tap a permanent for mana, it produces twice as much of that mana instead.",
		ManaRepl: e.ManaReplacement{YouOnly: true, Double: true}})
}

func heartbeatOfSpring() *e.CardDef {
	return enchantment("Heartbeat of Spring", "{2}{G}", &e.Ability{Kind: e.TriggeredManaAbility,
		Text:     "Whenever a player taps a land for mana, that player adds one mana of any type that land produced.",
		ManaTrig: e.ManaTrigger{LandsOnly: true, Add: 1}})
}

func manaFlare() *e.CardDef {
	return enchantment("Mana Flare", "{2}{R}", &e.Ability{Kind: e.TriggeredManaAbility,
		Text:     "Whenever a player taps a land for mana, that player adds one mana of any type that land produced.",
		ManaTrig: e.ManaTrigger{LandsOnly: true, Add: 1}})
}

func contamination() *e.CardDef {
	return enchantment("Contamination", "{2}{B}",
		&e.Ability{Kind: e.Triggered, Text: "At the beginning of your upkeep, sacrifice Contamination unless you sacrifice a creature.",
			Trigger: e.AtBeginningOf(e.Upkeep, true),
			Effect: func(r *e.Resolution) {
				p := r.Controller()
				creatures := r.Select(e.Filter{Types: e.Types(e.Creature), Controller: e.YouControl})
				chosen := r.ChooseUpTo(p, creatures, 1, "sacrifice a creature, or nothing to sacrifice Contamination")
				if r.Failed() {
					return
				}
				if len(chosen) == 1 {
					r.Sacrifice(chosen[0])
				} else {
					r.Sacrifice(r.Source())
				}
			}},
		&e.Ability{Kind: e.ManaReplacementKind, Text: "If a land is tapped for mana, it produces {B} instead of any other type.",
			ManaRepl: e.ManaReplacement{LandsOnly: true, Retype: true, To: e.ManaB}})
}

func piliPala() *e.CardDef {
	return &e.CardDef{Front: e.Face{Name: "Pili-Pala", ManaCost: e.MustManaCost("{2}"), Types: e.Types(e.Artifact, e.Creature),
		Subtypes: e.Subtypes(e.Scarecrow), Power: 1, Toughness: 1, Keywords: e.Keywords(e.Flying),
		Abilities: []*e.Ability{{Kind: e.ManaAbility, Text: "{2}, {Q}: Add one mana of any color.",
			Cost: e.Cost{Mana: e.MustManaCost("{2}"), Untap: true}, Mana: e.ManaSpec{AnyColor: 1}}}}}
}

func orderOfWhiteclay() *e.CardDef {
	return &e.CardDef{Front: e.Face{Name: "Order of Whiteclay", ManaCost: e.MustManaCost("{1}{W}{W}"), Types: e.Types(e.Creature),
		Subtypes: e.Subtypes(e.Kithkin, e.Cleric), Power: 1, Toughness: 4,
		Abilities: []*e.Ability{{Kind: e.Activated,
			Text:    "{1}{W}{W}, {Q}: Return target creature card with mana value 3 or less from your graveyard to the battlefield.",
			Cost:    e.Cost{Mana: e.MustManaCost("{1}{W}{W}"), Untap: true},
			Targets: []e.TargetSpec{{Kind: e.TargetCardInGraveyard, Filter: e.Filter{Types: e.Types(e.Creature), HasMaxMV: true, MaxMV: 3}}},
			Effect:  onTarget(func(r *e.Resolution, id e.ObjID) { r.PutOntoBattlefield(id, false) }),
		}}}}
}

func hangarbackWalker() *e.CardDef {
	return &e.CardDef{Front: e.Face{Name: "Hangarback Walker", ManaCost: e.MustManaCost("{X}{X}"), Types: e.Types(e.Artifact, e.Creature),
		Subtypes: e.Subtypes(e.Construct),
		Abilities: []*e.Ability{
			{Kind: e.EntersReplacement, Text: "This creature enters with X +1/+1 counters on it.",
				Enters: e.EnterReplacement{Category: e.ReplaceOther, Apply: func(en *e.Entering) error {
					en.AddCounters(e.PlusOne, en.X) // the spell's X (CR 107.3m); both X are one value
					return nil
				}}},
			{Kind: e.Triggered, Text: "When this creature dies, create a 1/1 colorless Thopter artifact creature token with flying for each +1/+1 counter on this creature.",
				Trigger: e.SelfDies(),
				Effect: func(r *e.Resolution) {
					// The source as it last existed on the battlefield (CR 603.10a, 608.2h).
					if last, err := r.Game().Object(r.Source()); err == nil {
						r.CreateTokens(thopterToken, last.Counters[e.PlusOne])
					}
				}},
			{Kind: e.Activated, Text: "{1}, {T}: Put a +1/+1 counter on this creature.", Cost: e.Cost{Mana: e.MustManaCost("{1}"), Tap: true},
				Effect: func(r *e.Resolution) { r.AddCounters(r.Source(), e.PlusOne, 1) }},
		}}}
}
