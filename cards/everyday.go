package cards

import (
	e "github.com/cathar-engine/cathar/engine"
)

func spell(name, cost string, t e.CardType, targets []e.TargetSpec, effect func(r *e.Resolution)) *e.CardDef {
	return &e.CardDef{Front: e.Face{Name: name, ManaCost: e.MustManaCost(cost), Types: e.Types(t),
		Spell: &e.SpellAbility{Targets: targets, Effect: effect}}}
}

var (
	targetCreature     = []e.TargetSpec{{Kind: e.TargetPermanent, Filter: e.Creatures()}}
	targetYourCreature = []e.TargetSpec{{Kind: e.TargetPermanent, Filter: e.Filter{Types: e.Types(e.Creature), Controller: e.YouControl}}}
	targetAny          = []e.TargetSpec{{Kind: e.TargetAny}}
	soldierToken       = e.Finish(&e.CardDef{Front: e.Face{Name: "Soldier Token", Colors: e.ColorSet(0).With(e.White), Types: e.Types(e.Creature), Subtypes: e.Subtypes(e.Soldier), Power: 1, Toughness: 1}})
	onTarget           = func(f func(r *e.Resolution, id e.ObjID)) func(r *e.Resolution) {
		return func(r *e.Resolution) {
			if id, ok := r.TargetObject(0); ok {
				f(r, id)
			}
		}
	}
)

func init() {
	register(
		spell("Murder", "{1}{B}{B}", e.Instant, targetCreature, onTarget(func(r *e.Resolution, id e.ObjID) { r.Destroy(id) })),
		spell("Unsummon", "{U}", e.Instant, targetCreature, onTarget(func(r *e.Resolution, id e.ObjID) { r.ReturnToHand(id) })),
		spell("Cloudshift", "{W}", e.Instant, targetYourCreature, onTarget(func(r *e.Resolution, id e.ObjID) { r.Flicker(id) })),
		spell("Lightning Bolt", "{R}", e.Instant, targetAny, func(r *e.Resolution) {
			if t, ok := r.Target(0); ok {
				r.DealDamage(t, 3)
			}
		}),
		spell("Raise the Alarm", "{1}{W}", e.Instant, nil, func(r *e.Resolution) { r.CreateTokens(soldierToken, 2) }),
		spell("Battlegrowth", "{G}", e.Instant, targetCreature, onTarget(func(r *e.Resolution, id e.ObjID) { r.AddCounters(id, e.PlusOne, 1) })),
		spell("Giant Growth", "{G}", e.Instant, targetCreature, onTarget(func(r *e.Resolution, id e.ObjID) { r.Pump(id, 3, 3) })),
		spell("Ranger's Guile", "{G}", e.Instant, targetYourCreature, onTarget(func(r *e.Resolution, id e.ObjID) {
			r.Pump(id, 1, 1)
			r.Grant(id, e.Keywords(e.Hexproof))
		})),
		spell("Act of Treason", "{2}{R}", e.Sorcery, targetCreature, onTarget(func(r *e.Resolution, id e.ObjID) {
			r.GainControl(id, e.UntilEndOfTurn)
			r.Untap(id)
			r.Grant(id, e.Keywords(e.Haste))
		})),
		pacifism(),
		bonesplitter(),
		clone(),
	)
}

func pacifism() *e.CardDef {
	return &e.CardDef{Front: e.Face{
		Name: "Pacifism", ManaCost: e.MustManaCost("{1}{W}"), Types: e.Types(e.Enchantment), Subtypes: e.Subtypes(e.Aura),
		Spell: &e.SpellAbility{Targets: targetCreature}, // Enchant creature (CR 303.4a)
		Abilities: []*e.Ability{{Kind: e.Static, Text: "Enchanted creature can't attack or block.",
			Static: e.StaticEffect{Layer: e.LayerRules, Attached: true, Rules: e.CantAttack | e.CantBlock}}},
	}}
}

func bonesplitter() *e.CardDef {
	return &e.CardDef{Front: e.Face{
		Name: "Bonesplitter", ManaCost: e.MustManaCost("{1}"), Types: e.Types(e.Artifact), Subtypes: e.Subtypes(e.Equipment),
		Abilities: []*e.Ability{
			{Kind: e.Static, Text: "Equipped creature gets +2/+0.", Static: e.StaticEffect{Layer: e.LayerPTModify, Attached: true, Power: 2}},
			{Kind: e.Activated, Text: "Equip {1}", Cost: e.Cost{Mana: e.MustManaCost("{1}")}, Sorcery: true,
				Targets: targetYourCreature, Effect: onTarget(func(r *e.Resolution, id e.ObjID) { r.Attach(id) })},
		},
	}}
}

func clone() *e.CardDef {
	d := vanilla("Clone", "{3}{U}", e.Subtypes(e.Shapeshifter), 0, 0)
	d.Front.Abilities = []*e.Ability{{Kind: e.EntersReplacement, Text: "You may have this creature enter as a copy of any creature on the battlefield.",
		Enters: e.EnterReplacement{Category: e.ReplaceCopy, Apply: func(en *e.Entering) error {
			g := en.Game()
			d := &e.Decision{Kind: e.DecideCopy, Source: en.Obj, Prompt: "choose a creature to copy, or nothing", Min: 0, Max: 1}
			for _, id := range g.Battlefield() {
				if g.Characteristics(id).Is(e.Creature) {
					d.Options = append(d.Options, e.Option{Obj: id})
				}
			}
			ans, err := en.Choose(d)
			if err != nil {
				return err
			}
			if len(ans) == 1 {
				en.CopyOf(d.Options[ans[0]].Obj)
			}
			return nil
		}}}}
	return d
}
