package cards

import (
	e "github.com/cathar-engine/cathar/engine"
)

// spell defines an instant or sorcery; text is its rules text.
func spell(name, cost string, t e.CardType, text string, targets []e.TargetSpec, effect func(r *e.Resolution)) *e.CardDef {
	return &e.CardDef{Front: e.Face{Name: name, ManaCost: e.MustManaCost(cost), Types: e.Types(t),
		Spell: &e.SpellAbility{Text: text, Targets: targets, Effect: effect}}}
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
		spell("Murder", "{1}{B}{B}", e.Instant, "Destroy target creature.", targetCreature, onTarget(func(r *e.Resolution, id e.ObjID) { r.Destroy(id) })),
		spell("Unsummon", "{U}", e.Instant, "Return target creature to its owner's hand.", targetCreature, onTarget(func(r *e.Resolution, id e.ObjID) { r.ReturnToHand(id) })),
		spell("Cloudshift", "{W}", e.Instant, "Exile target creature you control, then return that card to the battlefield under your control.", targetYourCreature, onTarget(func(r *e.Resolution, id e.ObjID) { r.Flicker(id) })),
		spell("Lightning Bolt", "{R}", e.Instant, "Lightning Bolt deals 3 damage to any target.", targetAny, func(r *e.Resolution) {
			if t, ok := r.Target(0); ok {
				r.DealDamage(t, 3)
			}
		}),
		spell("Raise the Alarm", "{1}{W}", e.Instant, "Create two 1/1 white Soldier creature tokens.", nil, func(r *e.Resolution) { r.CreateTokens(soldierToken, 2) }),
		spell("Battlegrowth", "{G}", e.Instant, "Put a +1/+1 counter on target creature.", targetCreature, onTarget(func(r *e.Resolution, id e.ObjID) { r.AddCounters(id, e.PlusOne, 1) })),
		spell("Giant Growth", "{G}", e.Instant, "Target creature gets +3/+3 until end of turn.", targetCreature, onTarget(func(r *e.Resolution, id e.ObjID) { r.Pump(id, 3, 3) })),
		spell("Ranger's Guile", "{G}", e.Instant, "Target creature you control gets +1/+1 and gains hexproof until end of turn.", targetYourCreature, onTarget(func(r *e.Resolution, id e.ObjID) {
			r.Pump(id, 1, 1)
			r.Grant(id, e.Keywords(e.Hexproof))
		})),
		spell("Act of Treason", "{2}{R}", e.Sorcery, "Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.", targetCreature, onTarget(func(r *e.Resolution, id e.ObjID) {
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
		Spell: &e.SpellAbility{Text: "Enchant creature", Targets: targetCreature}, // CR 303.4a, 702.5a
		Abilities: []*e.Ability{{Kind: e.Static, Text: "Enchanted creature can't attack or block.",
			Static: e.StaticEffect{Layer: e.LayerRules, Attached: true, Rules: e.CantAttack | e.CantBlock}}},
	}}
}

func bonesplitter() *e.CardDef {
	return &e.CardDef{Front: e.Face{
		Name: "Bonesplitter", ManaCost: e.MustManaCost("{1}"), Types: e.Types(e.Artifact), Subtypes: e.Subtypes(e.Equipment),
		Abilities: []*e.Ability{
			{Kind: e.Static, Text: "Equipped creature gets +2/+0.", Static: e.StaticEffect{Layer: e.LayerPTModify, Attached: true, Power: 2}},
			equip("{1}"),
		},
	}}
}

func clone() *e.CardDef {
	d := vanilla("Clone", "{3}{U}", e.Subtypes(e.Shapeshifter), 0, 0)
	d.Front.Abilities = []*e.Ability{{Kind: e.EntersReplacement, Text: "You may have this creature enter as a copy of any creature on the battlefield.",
		Enters: e.EnterReplacement{Category: e.ReplaceCopy, Apply: func(en *e.Entering) error {
			g := en.Game()
			d := &e.Decision{Kind: e.DecideCopy, Source: en.Obj, Prompt: "choose a creature to copy, or nothing", Min: 0, Max: 1}
			for _, id := range g.Select(e.Filter{Types: e.Types(e.Creature)}, e.NoPlayer, e.NoObj) {
				d.Options = append(d.Options, e.Option{Obj: id})
			}
			ans, err := en.Choose(d)
			if err != nil {
				return err
			}
			if len(ans) == 1 {
				if t, ok := d.Target(ans[0]); ok {
					en.CopyOf(t.Obj)
				}
			}
			return nil
		}}}}
	return d
}

// equip is "Equip COST": attach to target creature you control, only as a
// sorcery (CR 702.6a).
func equip(cost string) *e.Ability {
	return &e.Ability{Kind: e.Activated, Text: "Equip " + cost, Cost: e.Cost{Mana: e.MustManaCost(cost)}, Sorcery: true,
		Targets: targetYourCreature, Effect: onTarget(func(r *e.Resolution, id e.ObjID) { r.Attach(id) })}
}
