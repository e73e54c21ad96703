package cards

import e "github.com/cathar-engine/cathar/engine"

// Single-faced cards for the keyword abilities and the combat rules of
// CR 702 and 509 that the day/night cards lack, each with its printed
// rules text: deathtouch (702.2), lifelink (702.15), indestructible
// (702.12), flash (702.8), "can't be blocked" and "can't block"
// (509.1a–b), and an Equipment that grants deathtouch and lifelink.

func init() {
	register(
		keyworded(vanilla("Typhoid Rats", "{B}", e.Subtypes(e.Rat), 1, 1), e.Deathtouch),
		keyworded(vanilla("Child of Night", "{1}{B}", e.Subtypes(e.Vampire), 2, 1), e.Lifelink),
		darksteelMyr(),
		keyworded(vanilla("Ambush Viper", "{1}{G}", e.Subtypes(e.Snake), 2, 1), e.Flash, e.Deathtouch),
		selfRestricted(vanilla("Phantom Warrior", "{1}{U}{U}", e.Subtypes(e.Illusion, e.Warrior), 2, 2),
			"This creature can't be blocked.", e.CantBeBlocked),
		selfRestricted(vanilla("Craven Giant", "{2}{R}", e.Subtypes(e.Giant), 4, 1),
			"This creature can't block.", e.CantBlock),
		basiliskCollar(),
	)
}

// keyworded gives d's front face keyword abilities.
func keyworded(d *e.CardDef, ks ...e.Keyword) *e.CardDef {
	d.Front.Keywords = e.Keywords(ks...)
	return d
}

// selfRestricted gives d's front face a static ability that changes a
// rule for it alone ("this creature can't block", CR 509.1a).
func selfRestricted(d *e.CardDef, text string, r e.RuleFlags) *e.CardDef {
	d.Front.Abilities = append(d.Front.Abilities, &e.Ability{Kind: e.Static, Text: text,
		Static: e.StaticEffect{Layer: e.LayerRules, Self: true, Rules: r}})
	return d
}

func darksteelMyr() *e.CardDef {
	d := keyworded(vanilla("Darksteel Myr", "{3}", e.Subtypes(e.Myr), 0, 1), e.Indestructible)
	d.Front.Types = e.Types(e.Artifact, e.Creature)
	return d
}

func basiliskCollar() *e.CardDef {
	return &e.CardDef{Front: e.Face{
		Name: "Basilisk Collar", ManaCost: e.MustManaCost("{1}"), Types: e.Types(e.Artifact), Subtypes: e.Subtypes(e.Equipment),
		Abilities: []*e.Ability{
			{Kind: e.Static, Text: "Equipped creature has deathtouch and lifelink.", // layer 6 (CR 613.1f)
				Static: e.StaticEffect{Layer: e.LayerAbility, Attached: true, Grant: e.Keywords(e.Deathtouch, e.Lifelink)}},
			equip("{2}"),
		},
	}}
}
