package cards

import e "github.com/cathar-engine/cathar/engine"

// testCards are small made-up cards for the scenario files that show the
// keyword abilities and combat rules no card of the pool has yet
// (testdata/keywords). Like the tokens, Lookup finds them and Names
// leaves them out: they are not cards of the pool, no deck holds them,
// and their names say what they are for.
var testCards = map[string]*e.CardDef{}

func init() {
	bear := func(name, cost string, color e.Color, ks e.KeywordSet, abs ...*e.Ability) *e.CardDef {
		return &e.CardDef{Front: e.Face{Name: name, ManaCost: e.MustManaCost(cost), Colors: e.ColorSet(0).With(color),
			Types: e.Types(e.Creature), Subtypes: e.Subtypes(e.Bear), Power: 2, Toughness: 2, Keywords: ks, Abilities: abs}}
	}
	self := func(text string, r e.RuleFlags) *e.Ability {
		return &e.Ability{Kind: e.Static, Text: text, Static: e.StaticEffect{Layer: e.LayerRules, Self: true, Rules: r}}
	}
	brute := bear("Test Trampling Deathtoucher", "{2}{B}{G}", e.Black, e.Keywords(e.Trample, e.Deathtouch))
	brute.Front.Power, brute.Front.Toughness = 5, 5
	evade := &e.CardDef{Front: e.Face{Name: "Test Evasion", ManaCost: e.MustManaCost("{U}"), Colors: e.ColorSet(0).With(e.Blue),
		Types: e.Types(e.Instant), Spell: &e.SpellAbility{Text: "Target creature can't be blocked this turn.",
			Targets: targetCreature, Effect: onTarget(func(r *e.Resolution, id e.ObjID) { r.Restrict(id, e.CantBeBlocked) })}}} // CR 611.2
	for _, d := range []*e.CardDef{
		bear("Test Deathtouch Bear", "{1}{B}", e.Black, e.Keywords(e.Deathtouch)),
		bear("Test Lifelink Bear", "{1}{W}", e.White, e.Keywords(e.Lifelink)),
		bear("Test Indestructible Bear", "{1}{W}", e.White, e.Keywords(e.Indestructible)),
		bear("Test Flash Bear", "{1}{G}", e.Green, e.Keywords(e.Flash)),
		bear("Test Unblockable Bear", "{1}{U}", e.Blue, 0, self("This creature can't be blocked.", e.CantBeBlocked)),
		bear("Test Timid Bear", "{1}{G}", e.Green, 0, self("This creature can't block.", e.CantBlock)),
		brute, evade,
	} {
		e.Finish(d)
		testCards[d.Front.Name] = d
	}
}
