package engine_test

import (
	"errors"
	"fmt"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// Two-Headed Giant: four players in two teams, the first two seats one
// team. A team's life total is shared (CR 810.4): Lightning Bolt at Carol
// costs her team 3, and Dave's life reads the same total. Both players of
// the team whose turn it is are active players (CR 805.4a).
func ExampleWithVariant() {
	alice, carol, dave := engine.PlayerID(0), engine.PlayerID(2), engine.PlayerID(3)
	g, err := engine.New([]engine.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}, {Name: "Carol"}, {Name: "Dave"}},
		engine.WithSeed(1), engine.WithVariant(engine.TwoHeadedGiant))
	if err != nil {
		panic(err)
	}
	if _, err := g.Put(engine.Placement{Owner: alice, Zone: zones.Battlefield, Def: cards.MustLookup("Mountain")}); err != nil {
		panic(err)
	}
	bolt, err := g.Put(engine.Placement{Owner: alice, Zone: zones.Hand, Def: cards.MustLookup("Lightning Bolt")})
	if err != nil {
		panic(err)
	}
	if err := g.Start(engine.StartAt{Step: engine.PrecombatMain}); err != nil {
		panic(err)
	}
	if err := g.CastSpell(alice, bolt, engine.CastOptions{Targets: []engine.Target{engine.TargetPlayerID(carol)}}); err != nil {
		panic(err)
	}
	for g.StackLen() > 0 {
		if err := g.PassPriority(g.PriorityPlayer()); err != nil {
			panic(err)
		}
	}
	fmt.Println("Carol:", g.Life(carol), "Dave:", g.Life(dave), "Alice:", g.Life(alice))
	fmt.Println("Bob active:", g.IsActive(engine.PlayerID(1)), "teammate of Carol:", g.PlayerName(g.Teammate(carol)))
	// Output:
	// Carol: 27 Dave: 27 Alice: 30
	// Bob active: true teammate of Carol: Dave
}

// A planeswalker's loyalty ability (CR 606): its cost adds or removes
// loyalty counters, it is activated at sorcery speed, and only one loyalty
// ability of a permanent may be activated each turn (CR 606.3).
func ExampleGame_ActivateAbility_loyalty() {
	alice := engine.PlayerID(0)
	g, err := engine.New([]engine.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}, engine.WithSeed(1))
	if err != nil {
		panic(err)
	}
	var loyalty [engine.NumCounterKinds]int
	loyalty[engine.Loyalty] = 4
	arlinn, err := g.Put(engine.Placement{Owner: alice, Zone: zones.Battlefield,
		Def: cards.MustLookup("Arlinn, the Pack's Hope"), Counters: loyalty})
	if err != nil {
		panic(err)
	}
	if err := g.Start(engine.StartAt{Step: engine.PrecombatMain}); err != nil {
		panic(err)
	}
	// Ability 0 is "+1: Until your next turn, you may cast creature spells
	// as though they had flash, …"; the cost is paid as it is activated.
	if err := g.ActivateAbility(alice, arlinn, 0, engine.ActivateOptions{}); err != nil {
		panic(err)
	}
	info, _ := g.Object(arlinn)
	fmt.Println("loyalty:", info.Counters[engine.Loyalty], "stack:", g.StackLen())
	for g.StackLen() > 0 {
		if err := g.PassPriority(g.PriorityPlayer()); err != nil {
			panic(err)
		}
	}
	// The −3 is refused this turn: Arlinn's loyalty ability is used.
	err = g.ActivateAbility(alice, arlinn, 1, engine.ActivateOptions{})
	fmt.Println(errors.Is(err, engine.ErrLoyaltyUsed), g.StackLen())
	// Output:
	// loyalty: 5 stack: 1
	// true 0
}
