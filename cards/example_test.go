package cards_test

import (
	"errors"
	"fmt"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// Find accepts a name as people write it, and suggests the nearest names
// for one the pool does not have.
func ExampleFind() {
	for _, name := range []string{"Moonrager\u2019s Slash", "Brutal Cathar // Moonrage Brute", "Soldier", "mountain"} {
		def, exact, err := cards.Find(name)
		if err != nil {
			fmt.Println(err, errors.Is(err, engine.ErrUnknownCard))
			continue
		}
		faces := "one face"
		if def.Back != nil {
			faces = "front face of " + def.Front.Name + " // " + def.Back.Name
		}
		fmt.Printf("%s: %s\n", exact, faces)
	}
	// Output:
	// Moonrager's Slash: one face
	// Brutal Cathar: front face of Brutal Cathar // Moonrage Brute
	// Soldier Token: one face
	// unknown card "mountain"; did you mean "Mountain"? true
}

// A whole card of a program's own, from its definition to a game: Fateful
// Absence ("Destroy target creature or planeswalker. Its controller
// investigates."), registered on top of the built-in pool and cast.
func ExampleNewRegistry() {
	fatefulAbsence := &engine.CardDef{Front: engine.Face{
		Name: "Fateful Absence", ManaCost: engine.MustManaCost("{1}{W}"), Types: engine.Types(engine.Instant),
		Spell: &engine.SpellAbility{
			Text: "Destroy target creature or planeswalker. Its controller investigates.",
			Targets: []engine.TargetSpec{{Kind: engine.TargetPermanent,
				Filter: engine.Filter{Types: engine.Types(engine.Creature, engine.Planeswalker)}}},
			Effect: func(r *engine.Resolution) {
				id, ok := r.TargetObject(0)
				if !ok {
					return // the target is gone: the spell does nothing (CR 608.2b)
				}
				victim, err := r.Game().Object(id)
				if err != nil {
					return
				}
				r.Destroy(id)                    // CR 701.8a
				r.Investigate(victim.Controller) // a Clue for the creature's controller (CR 701.16a)
			},
		}}}
	reg, err := cards.NewRegistry("my-cards", cards.Builtin())
	if err != nil {
		fmt.Println(err)
		return
	}
	if err := reg.Register(fatefulAbsence); err != nil { // finished and checked here
		fmt.Println(err)
		return
	}

	alice, bob := engine.PlayerID(0), engine.PlayerID(1)
	g, _ := engine.New([]engine.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}, engine.WithSeed(1))
	for range 2 {
		g.Put(engine.Placement{Owner: alice, Zone: zones.Battlefield, Def: reg.MustLookup("Plains")})
	}
	spell, _ := g.Put(engine.Placement{Owner: alice, Zone: zones.Hand, Def: reg.MustLookup("Fateful Absence")})
	bears, _ := g.Put(engine.Placement{Owner: bob, Zone: zones.Battlefield, Def: reg.MustLookup("Grizzly Bears")})
	if err := g.Start(engine.StartAt{Step: engine.PrecombatMain}); err != nil {
		fmt.Println(err)
		return
	}
	if err := g.CastSpell(alice, spell, engine.CastOptions{Targets: []engine.Target{engine.TargetObject(bears)}}); err != nil {
		fmt.Println(err)
		return
	}
	g.PassPriority(alice)
	g.PassPriority(bob)
	for _, id := range g.Battlefield() {
		info, _ := g.Object(id)
		if info.Owner == bob {
			fmt.Println(g.PlayerName(info.Controller), "has", info.Characteristics.Name)
		}
	}
	// Output: Bob has Clue Token
}
