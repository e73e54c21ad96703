package cards

import (
	e "github.com/cathar-engine/cathar/engine"
)

func basicLand(name string, sub e.Subtype, t e.ManaType) *e.CardDef {
	var pool e.ManaPool
	pool[t] = 1
	return &e.CardDef{Front: e.Face{
		Name: name, Supertypes: e.Supertypes(e.Basic), Types: e.Types(e.Land), Subtypes: e.Subtypes(sub),
		Abilities: []*e.Ability{{Kind: e.ManaAbility, Text: "{T}: Add " + t.String() + ".", Cost: e.Cost{Tap: true}, Mana: e.ManaSpec{Fixed: pool}}},
	}}
}

func wastes() *e.CardDef {
	var pool e.ManaPool
	pool[e.ManaC] = 1
	return &e.CardDef{Front: e.Face{
		Name: "Wastes", Supertypes: e.Supertypes(e.Basic), Types: e.Types(e.Land),
		Abilities: []*e.Ability{{Kind: e.ManaAbility, Text: "{T}: Add {C}.", Cost: e.Cost{Tap: true}, Mana: e.ManaSpec{Fixed: pool}}},
	}}
}

func vanilla(name, cost string, subs e.SubtypeSet, p, t int16) *e.CardDef {
	return &e.CardDef{Front: e.Face{Name: name, ManaCost: e.MustManaCost(cost), Types: e.Types(e.Creature), Subtypes: subs, Power: p, Toughness: t}}
}

func init() {
	register(
		basicLand("Plains", e.Plains, e.ManaW),
		basicLand("Island", e.Island, e.ManaU),
		basicLand("Swamp", e.Swamp, e.ManaB),
		basicLand("Mountain", e.Mountain, e.ManaR),
		basicLand("Forest", e.Forest, e.ManaG),
		wastes(),
		vanilla("Grizzly Bears", "{1}{G}", e.Subtypes(e.Bear), 2, 2),
		vanilla("Hill Giant", "{3}{R}", e.Subtypes(e.Giant), 3, 3),
		llanowarElves(),
	)
}

func llanowarElves() *e.CardDef {
	var g e.ManaPool
	g[e.ManaG] = 1
	d := vanilla("Llanowar Elves", "{G}", e.Subtypes(e.Elf, e.Druid), 1, 1)
	d.Front.Abilities = []*e.Ability{{Kind: e.ManaAbility, Text: "{T}: Add {G}.", Cost: e.Cost{Tap: true}, Mana: e.ManaSpec{Fixed: g}}}
	return d
}
