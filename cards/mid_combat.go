package cards

import e "github.com/cathar-engine/cathar/engine"

// Day/night werewolves whose abilities act in combat: pumps and first
// strike (CR 702.7), "can't block this turn" (CR 509.1a), "becomes
// blocked" (CR 509.3c), the death of a blocker (CR 603.10a) and damage
// dealt to a permanent (CR 120.3).

func init() {
	register(fangbladeBrigand(), tirelessHauler(), ballistaWatcher(), illTemperedLoner(), banebladeScoundrel())
}

// selfPump is "{COST}: This creature gets +p/+0 [and gains KEYWORDS] until
// end of turn" (CR 602, 611.2).
func selfPump(cost, text string, p int, ks e.KeywordSet) *e.Ability {
	return &e.Ability{Kind: e.Activated, Text: text, Cost: e.Cost{Mana: e.MustManaCost(cost)},
		Effect: func(r *e.Resolution) {
			r.Pump(r.Source(), p, 0)
			if ks != 0 {
				r.Grant(r.Source(), ks)
			}
		}}
}

func fangbladeBrigand() *e.CardDef {
	const firstStrike = "{1}{R}: This creature gets +1/+0 and gains first strike until end of turn."
	return &e.CardDef{
		Front: e.Face{Name: "Fangblade Brigand", ManaCost: e.MustManaCost("{3}{R}"), Types: e.Types(e.Creature),
			Subtypes: e.Subtypes(e.Human, e.Werewolf), Power: 3, Toughness: 4, Keywords: e.Keywords(e.Daybound),
			Abilities: []*e.Ability{selfPump("{1}{R}", firstStrike, 1, e.Keywords(e.FirstStrike))}},
		Back: &e.Face{Name: "Fangblade Eviscerator", Colors: red, Types: e.Types(e.Creature), Subtypes: e.Subtypes(e.Werewolf),
			Power: 4, Toughness: 5, Keywords: e.Keywords(e.Nightbound),
			Abilities: []*e.Ability{
				selfPump("{1}{R}", firstStrike, 1, e.Keywords(e.FirstStrike)),
				{Kind: e.Activated, Text: "{4}{R}: Creatures you control get +2/+0 until end of turn.", Cost: e.Cost{Mana: e.MustManaCost("{4}{R}")},
					Effect: func(r *e.Resolution) {
						// The creatures affected are fixed as it resolves (CR 611.2c).
						for _, id := range r.Select(e.Filter{Types: e.Types(e.Creature), Controller: e.YouControl}) {
							r.Pump(id, 2, 0)
						}
					}},
			}},
	}
}

func tirelessHauler() *e.CardDef {
	return werewolfPair(
		e.Face{Name: "Tireless Hauler", ManaCost: e.MustManaCost("{4}{G}"), Subtypes: e.Subtypes(e.Human, e.Werewolf),
			Power: 4, Toughness: 5, Keywords: e.Keywords(e.Vigilance)},
		e.Face{Name: "Dire-Strain Brawler", Colors: green, Power: 6, Toughness: 6, Keywords: e.Keywords(e.Vigilance)})
}

func ballistaWatcher() *e.CardDef {
	targets := []e.TargetSpec{{Kind: e.TargetAny}}
	return &e.CardDef{
		Front: e.Face{Name: "Ballista Watcher", ManaCost: e.MustManaCost("{2}{R}{R}"), Types: e.Types(e.Creature),
			Subtypes: e.Subtypes(e.Human, e.Soldier, e.Werewolf), Power: 4, Toughness: 3, Keywords: e.Keywords(e.Daybound),
			Abilities: []*e.Ability{{Kind: e.Activated, Text: "{2}{R}, {T}: This creature deals 1 damage to any target.",
				Cost: e.Cost{Mana: e.MustManaCost("{2}{R}"), Tap: true}, Targets: targets,
				Effect: func(r *e.Resolution) {
					if t, ok := r.Target(0); ok {
						r.DealDamage(t, 1)
					}
				}}}},
		Back: &e.Face{Name: "Ballista Wielder", Colors: red, Types: e.Types(e.Creature), Subtypes: e.Subtypes(e.Werewolf),
			Power: 5, Toughness: 5, Keywords: e.Keywords(e.Nightbound),
			Abilities: []*e.Ability{{Kind: e.Activated,
				Text: "{2}{R}: This creature deals 1 damage to any target. A creature dealt damage this way can't block this turn.",
				Cost: e.Cost{Mana: e.MustManaCost("{2}{R}")}, Targets: targets,
				Effect: func(r *e.Resolution) {
					t, ok := r.Target(0)
					if !ok {
						return
					}
					if r.DealDamageCounted(t, 1) > 0 && !t.IsPlayer {
						r.Restrict(t.Obj, e.CantBlock) // an effect of the ability, not of the face (CR 611.2, 509.1a)
					}
				}}}},
	}
}

func illTemperedLoner() *e.CardDef {
	pump := selfPump("{1}{R}", "{1}{R}: This creature gets +2/+0 until end of turn.", 2, 0)
	// The source of the damage is the creature, as it last existed if it
	// has left the battlefield (CR 113.7a, 608.2h): its deathtouch and
	// lifelink apply.
	dealThatMuch := func(r *e.Resolution) {
		ev := r.Event()
		if n, ok := ev.Quantity(); ok {
			if t, ok := r.Target(0); ok {
				r.DealDamage(t, n)
			}
		}
	}
	targets := []e.TargetSpec{{Kind: e.TargetAny}}
	return &e.CardDef{
		Front: e.Face{Name: "Ill-Tempered Loner", ManaCost: e.MustManaCost("{2}{R}{R}"), Types: e.Types(e.Creature),
			Subtypes: e.Subtypes(e.Human, e.Werewolf), Power: 3, Toughness: 3, Keywords: e.Keywords(e.Daybound),
			Abilities: []*e.Ability{
				{Kind: e.Triggered, Text: "Whenever this creature is dealt damage, it deals that much damage to any target.",
					Trigger: e.SelfDealtDamage(), Targets: targets, Effect: dealThatMuch},
				pump,
			}},
		Back: &e.Face{Name: "Howlpack Avenger", Colors: red, Types: e.Types(e.Creature), Subtypes: e.Subtypes(e.Werewolf),
			Power: 4, Toughness: 4, Keywords: e.Keywords(e.Nightbound),
			Abilities: []*e.Ability{
				{Kind: e.Triggered, Text: "Whenever a permanent you control is dealt damage, this creature deals that much damage to any target.",
					Trigger: e.PermanentYouControlDealtDamage(), Targets: targets, Effect: dealThatMuch},
				pump,
			}},
	}
}

func banebladeScoundrel() *e.CardDef {
	shrink := &e.Ability{Kind: e.Triggered, Text: "Whenever this creature becomes blocked, each creature blocking it gets -1/-1 until end of turn.",
		Trigger: e.SelfBecomesBlocked(), Effect: func(r *e.Resolution) {
			for _, id := range r.BlockersOf(r.Source()) {
				r.Pump(id, -1, -1)
			}
		}}
	return &e.CardDef{
		Front: e.Face{Name: "Baneblade Scoundrel", ManaCost: e.MustManaCost("{3}{B}"), Types: e.Types(e.Creature),
			Subtypes: e.Subtypes(e.Human, e.Rogue, e.Werewolf), Power: 4, Toughness: 3, Keywords: e.Keywords(e.Daybound),
			Abilities: []*e.Ability{shrink}},
		Back: &e.Face{Name: "Baneclaw Marauder", Colors: black, Types: e.Types(e.Creature), Subtypes: e.Subtypes(e.Werewolf),
			Power: 5, Toughness: 4, Keywords: e.Keywords(e.Nightbound),
			Abilities: []*e.Ability{shrink,
				{Kind: e.Triggered, Text: "Whenever a creature blocking this creature dies, that creature's controller loses 1 life.",
					Trigger: e.BlockerOfSelfDies(), Effect: func(r *e.Resolution) {
						// Its controller as it last existed on the battlefield (CR 603.10a).
						if info, err := r.Game().Object(r.Event().Obj); err == nil {
							r.LoseLife(info.Controller, 1)
						}
					}},
			}},
	}
}
