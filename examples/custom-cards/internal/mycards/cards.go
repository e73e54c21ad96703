// Package mycards holds the example's own cards and decks: a daybound
// werewolf of its own design, a Zombie, Fateful Absence and Negate,
// registered on top of the built-in pool, and two decks of them. The
// example's program (examples/custom-cards) and its own cathar command
// (examples/custom-cards/cathar) both import it.
package mycards

import (
	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
)

// Registry returns a new registry of the example's cards on top of the
// built-in pool: a lookup that knows both, for games, for scenario files
// and for the cathar command of cli.WithCards.
func Registry() (*cards.Registry, error) {
	reg, err := cards.NewRegistry("custom-cards", cards.Builtin())
	if err != nil {
		return nil, err
	}
	// Register finishes each definition (colors from the mana cost) and
	// checks it; a definition with a missing or wrong field is refused
	// with an error that names the card and the field.
	if err := reg.Register(hollowmoorStalker(), mirewalkCorpse(), fatefulAbsence(), negate()); err != nil {
		return nil, err
	}
	return reg, nil
}

// hollowmoorStalker is a daybound werewolf of this example's own design
// (CR 702.145). Its back face gives a creature trample at the beginning of
// combat on its controller's turn.
func hollowmoorStalker() *engine.CardDef {
	return &engine.CardDef{
		Front: engine.Face{Name: "Hollowmoor Stalker", ManaCost: engine.MustManaCost("{2}{G}"),
			Types: engine.Types(engine.Creature), Subtypes: engine.Subtypes(engine.Human, engine.Werewolf),
			Power: 3, Toughness: 2, Keywords: engine.Keywords(engine.Daybound)},
		Back: &engine.Face{Name: "Hollowmoor Ravager", Colors: engine.ColorSet(0).With(engine.Green), // color indicator
			Types: engine.Types(engine.Creature), Subtypes: engine.Subtypes(engine.Werewolf),
			Power: 4, Toughness: 3, Keywords: engine.Keywords(engine.Nightbound),
			Abilities: []*engine.Ability{{
				Kind:    engine.Triggered,
				Text:    "At the beginning of combat on your turn, target creature you control gains trample until end of turn.",
				Trigger: engine.AtBeginningOf(engine.BeginningOfCombat, true), // CR 603.2b
				Targets: []engine.TargetSpec{{Kind: engine.TargetPermanent,
					Filter: engine.Filter{Types: engine.Types(engine.Creature), Controller: engine.YouControl}}},
				Effect: func(r *engine.Resolution) {
					if id, ok := r.TargetObject(0); ok {
						r.Grant(id, engine.Keywords(engine.Trample)) // layer 6, until end of turn
					}
				},
			}}},
	}
}

// mirewalkCorpse is a plain Zombie: every creature type of CR 205.3m is
// built in.
func mirewalkCorpse() *engine.CardDef {
	return &engine.CardDef{Front: engine.Face{Name: "Mirewalk Corpse", ManaCost: engine.MustManaCost("{1}{B}"),
		Types: engine.Types(engine.Creature), Subtypes: engine.Subtypes(engine.Zombie), Power: 2, Toughness: 2}}
}

// fatefulAbsence is Fateful Absence: "Destroy target creature or
// planeswalker. Its controller investigates." The Clue (CR 111.10f,
// 701.16a) goes to the destroyed permanent's controller, read before it
// leaves.
func fatefulAbsence() *engine.CardDef {
	return &engine.CardDef{Front: engine.Face{Name: "Fateful Absence", ManaCost: engine.MustManaCost("{1}{W}"),
		Types: engine.Types(engine.Instant),
		Spell: &engine.SpellAbility{
			Text: "Destroy target creature or planeswalker. Its controller investigates.",
			Targets: []engine.TargetSpec{{Kind: engine.TargetPermanent,
				Filter: engine.Filter{Types: engine.Types(engine.Creature, engine.Planeswalker)}}},
			Effect: func(r *engine.Resolution) {
				id, ok := r.TargetObject(0)
				if !ok {
					return
				}
				info, err := r.Game().Object(id)
				if err != nil {
					return
				}
				r.Destroy(id)
				r.Investigate(info.Controller)
			},
		}}}
}

// negate is Negate: "Counter target noncreature spell."
func negate() *engine.CardDef {
	return &engine.CardDef{Front: engine.Face{Name: "Negate", ManaCost: engine.MustManaCost("{1}{U}"),
		Types: engine.Types(engine.Instant),
		Spell: &engine.SpellAbility{
			Text:    "Counter target noncreature spell.",
			Targets: []engine.TargetSpec{{Kind: engine.TargetSpell, Filter: engine.Filter{NotTypes: engine.Types(engine.Creature)}}},
			Effect: func(r *engine.Resolution) {
				if id, ok := r.TargetObject(0); ok {
					r.Counter(id) // CR 701.5a
				}
			},
		}}}
}
