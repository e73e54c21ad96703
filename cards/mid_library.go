package cards

import (
	"github.com/cathar-engine/cathar/daynight"
	e "github.com/cathar-engine/cathar/engine"
)

// The day/night cards whose abilities read or move cards of the library,
// react to spells their controller casts, or are keyword creatures.

func init() {
	mustRegisterTokens(insectToken)
	register(shadyTraveler(), birdAdmirer(), fearfulVillager(), infestationExpert(), lambholtRaconteur(),
		spellrunePainter(), suspiciousStowaway(), firmamentSage(), obsessiveAstronomer(), celestusSanctifier(),
		oliviasMidnightAmbush(), wolfStrike(), kessigNaturalist(), componentCollector())
}

var (
	libBlack    = e.ColorSet(0).With(e.Black)
	insectToken = e.Finish(&e.CardDef{Front: e.Face{Name: "Insect Token", Colors: green, Types: e.Types(e.Creature),
		Subtypes: e.Subtypes(e.Insect), Power: 1, Toughness: 1}})
)

// werewolfPair is a daybound creature card whose back face is a nightbound
// Werewolf creature (CR 702.145): it sets both faces' card type, the back
// face's subtype, and the daybound and nightbound keywords; the faces give
// the rest.
func werewolfPair(front e.Face, back e.Face) *e.CardDef {
	front.Types, back.Types = e.Types(e.Creature), e.Types(e.Creature)
	back.Subtypes = e.Subtypes(e.Werewolf)
	front.Keywords |= e.Keywords(e.Daybound)
	back.Keywords |= e.Keywords(e.Nightbound)
	return &e.CardDef{Front: front, Back: &back}
}

func shadyTraveler() *e.CardDef {
	return werewolfPair(
		e.Face{Name: "Shady Traveler", ManaCost: e.MustManaCost("{2}{B}"), Subtypes: e.Subtypes(e.Human, e.Werewolf),
			Power: 2, Toughness: 3, Keywords: e.Keywords(e.Menace)},
		e.Face{Name: "Stalking Predator", Colors: libBlack, Power: 4, Toughness: 4, Keywords: e.Keywords(e.Menace)})
}

func birdAdmirer() *e.CardDef {
	return werewolfPair(
		e.Face{Name: "Bird Admirer", ManaCost: e.MustManaCost("{2}{G}"), Subtypes: e.Subtypes(e.Human, e.Archer, e.Werewolf),
			Power: 1, Toughness: 4, Keywords: e.Keywords(e.Reach)},
		e.Face{Name: "Wing Shredder", Colors: green, Power: 3, Toughness: 5, Keywords: e.Keywords(e.Reach)})
}

func fearfulVillager() *e.CardDef {
	return werewolfPair(
		e.Face{Name: "Fearful Villager", ManaCost: e.MustManaCost("{2}{R}"), Subtypes: e.Subtypes(e.Human, e.Werewolf),
			Power: 2, Toughness: 3, Keywords: e.Keywords(e.Menace)},
		e.Face{Name: "Fearsome Werewolf", Colors: red, Power: 4, Toughness: 3, Keywords: e.Keywords(e.Menace)})
}

// insects is "whenever this creature enters or attacks, create N 1/1
// green Insect creature tokens".
func insects(n int, text string) *e.Ability {
	return &e.Ability{Kind: e.Triggered, Text: text, Trigger: e.SelfEntersOrAttacks(),
		Effect: func(r *e.Resolution) { r.CreateTokens(insectToken, n) }}
}

func infestationExpert() *e.CardDef {
	return werewolfPair(
		e.Face{Name: "Infestation Expert", ManaCost: e.MustManaCost("{4}{G}"), Subtypes: e.Subtypes(e.Human, e.Werewolf),
			Power: 3, Toughness: 4, Abilities: []*e.Ability{
				insects(1, "Whenever this creature enters or attacks, create a 1/1 green Insect creature token.")}},
		e.Face{Name: "Infested Werewolf", Colors: green, Power: 4, Toughness: 5, Abilities: []*e.Ability{
			insects(2, "Whenever this creature enters or attacks, create two 1/1 green Insect creature tokens.")}})
}

// pingOpponents is "whenever you cast a noncreature spell, this creature
// deals N damage to each opponent".
func pingOpponents(n int, text string) *e.Ability {
	return &e.Ability{Kind: e.Triggered, Text: text, Trigger: e.YouCastSpell(e.Filter{NotTypes: e.Types(e.Creature)}),
		Effect: func(r *e.Resolution) {
			for q := range eachOpponent(r.Game(), r.Controller()) {
				r.DealDamage(e.TargetPlayerID(q), n)
			}
		}}
}

func lambholtRaconteur() *e.CardDef {
	return werewolfPair(
		e.Face{Name: "Lambholt Raconteur", ManaCost: e.MustManaCost("{3}{R}"), Subtypes: e.Subtypes(e.Human, e.Werewolf),
			Power: 2, Toughness: 4, Abilities: []*e.Ability{
				pingOpponents(1, "Whenever you cast a noncreature spell, this creature deals 1 damage to each opponent.")}},
		e.Face{Name: "Lambholt Ravager", Colors: red, Power: 4, Toughness: 4, Abilities: []*e.Ability{
			pingOpponents(2, "Whenever you cast a noncreature spell, this creature deals 2 damage to each opponent.")}})
}

// growOnSpells is "whenever you cast an instant or sorcery spell, this
// creature gets +N/+N until end of turn".
func growOnSpells(n int, text string) *e.Ability {
	return &e.Ability{Kind: e.Triggered, Text: text, Trigger: e.YouCastSpell(e.Filter{Types: e.Types(e.Instant, e.Sorcery)}),
		Effect: func(r *e.Resolution) { r.Pump(r.Source(), n, n) }}
}

func spellrunePainter() *e.CardDef {
	return werewolfPair(
		e.Face{Name: "Spellrune Painter", ManaCost: e.MustManaCost("{2}{R}"), Subtypes: e.Subtypes(e.Human, e.Shaman, e.Werewolf),
			Power: 2, Toughness: 3, Abilities: []*e.Ability{
				growOnSpells(1, "Whenever you cast an instant or sorcery spell, this creature gets +1/+1 until end of turn.")}},
		e.Face{Name: "Spellrune Howler", Colors: red, Power: 3, Toughness: 4, Abilities: []*e.Ability{
			growOnSpells(2, "Whenever you cast an instant or sorcery spell, this creature gets +2/+2 until end of turn.")}})
}

func suspiciousStowaway() *e.CardDef {
	unblockable := func() *e.Ability {
		return &e.Ability{Kind: e.Static, Text: "This creature can't be blocked.",
			Static: e.StaticEffect{Layer: e.LayerRules, Self: true, Rules: e.CantBeBlocked}}
	}
	return werewolfPair(
		e.Face{Name: "Suspicious Stowaway", ManaCost: e.MustManaCost("{1}{U}"), Subtypes: e.Subtypes(e.Human, e.Rogue, e.Werewolf),
			Power: 1, Toughness: 1, Abilities: []*e.Ability{unblockable(), {Kind: e.Triggered,
				Text:    "Whenever this creature deals combat damage to a player, draw a card, then discard a card.",
				Trigger: e.DealsCombatDamageToPlayer(e.Filter{}, true),
				Effect: func(r *e.Resolution) {
					r.Draw(r.Controller(), 1)
					r.Discard(r.Controller(), 1)
				}}}},
		e.Face{Name: "Seafaring Werewolf", Colors: green, Power: 2, Toughness: 1, Abilities: []*e.Ability{unblockable(), {Kind: e.Triggered,
			Text:    "Whenever this creature deals combat damage to a player, draw a card.",
			Trigger: e.DealsCombatDamageToPlayer(e.Filter{}, true),
			Effect:  func(r *e.Resolution) { r.Draw(r.Controller(), 1) }}}})
}

// dayWatcher is a single-faced creature with "If it's neither day nor
// night, it becomes day as this creature enters." and a "whenever day
// becomes night or night becomes day" trigger (CR 731.1a).
func dayWatcher(name, cost string, subs e.SubtypeSet, p, t int16, text string, effect func(r *e.Resolution)) *e.CardDef {
	return &e.CardDef{Front: e.Face{Name: name, ManaCost: e.MustManaCost(cost), Types: e.Types(e.Creature),
		Subtypes: subs, Power: p, Toughness: t,
		Abilities: []*e.Ability{
			{Kind: e.EntersReplacement, Text: "If it's neither day nor night, it becomes day as this creature enters.",
				Enters: e.EnterReplacement{Category: e.ReplaceOther, Apply: func(en *e.Entering) error {
					en.BecomeDayIfNeither()
					return nil
				}}},
			{Kind: e.Triggered, Text: text, Trigger: e.DayNightChanges(), Effect: effect},
		}}}
}

func firmamentSage() *e.CardDef {
	return dayWatcher("Firmament Sage", "{3}{U}", e.Subtypes(e.Human, e.Wizard), 2, 3,
		"Whenever day becomes night or night becomes day, draw a card.",
		func(r *e.Resolution) { r.Draw(r.Controller(), 1) })
}

func obsessiveAstronomer() *e.CardDef {
	return dayWatcher("Obsessive Astronomer", "{1}{R}", e.Subtypes(e.Human, e.Wizard), 2, 2,
		"Whenever day becomes night or night becomes day, discard up to two cards, then draw that many cards.",
		func(r *e.Resolution) { r.DiscardUpToThenDraw(r.Controller(), 2) })
}

func celestusSanctifier() *e.CardDef {
	return dayWatcher("Celestus Sanctifier", "{2}{W}", e.Subtypes(e.Human, e.Cleric), 3, 2,
		"Whenever day becomes night or night becomes day, look at the top two cards of your library. Put one of them into your graveyard.",
		func(r *e.Resolution) { r.PutOneIntoGraveyard(r.Controller(), 2) })
}

func oliviasMidnightAmbush() *e.CardDef {
	return spell("Olivia's Midnight Ambush", "{1}{B}", e.Instant,
		"Target creature gets -2/-2 until end of turn. If it's night, that creature gets -13/-13 until end of turn instead.",
		targetCreature, onTarget(func(r *e.Resolution, id e.ObjID) {
			if r.Game().DayNight() == daynight.Night {
				r.Pump(id, -13, -13)
			} else {
				r.Pump(id, -2, -2)
			}
		}))
}

// wolfStrike: the creature, not the spell, deals the damage (CR 120.3);
// the +2/+0 alone depends on night. "Target creature you don't control"
// takes a teammate's creature too (CR 109.4, 810.1).
func wolfStrike() *e.CardDef {
	targets := []e.TargetSpec{targetYourCreature[0],
		{Kind: e.TargetPermanent, Filter: e.Filter{Types: e.Types(e.Creature), Controller: e.YouDontControl}}}
	return spell("Wolf Strike", "{2}{G}", e.Instant,
		"Target creature you control gets +2/+0 until end of turn if it's night. Then it deals damage equal to its power to target creature you don't control.",
		targets, func(r *e.Resolution) {
			mine, ok := r.TargetObject(0)
			if !ok {
				return
			}
			if r.Game().DayNight() == daynight.Night {
				r.Pump(mine, 2, 0)
			}
			if theirs, ok := r.TargetObject(1); ok {
				r.DealDamageFrom(mine, e.TargetObject(theirs), r.PowerOf(mine))
			}
		})
}

// attackMana is "whenever this creature attacks, add {R} or {G}. Until end
// of turn, you don't lose this mana as steps and phases end." It is not a
// mana ability: it triggers on attacking, so it uses the stack (CR 605.1b).
func attackMana() *e.Ability {
	return &e.Ability{Kind: e.Triggered,
		Text:    "Whenever this creature attacks, add {R} or {G}. Until end of turn, you don't lose this mana as steps and phases end.",
		Trigger: e.SelfAttacks(),
		Effect: func(r *e.Resolution) {
			p := r.Controller()
			d := &e.Decision{Kind: e.DecideColor, Prompt: "add {R} or {G}", Min: 1, Max: 1,
				Options: []e.Option{{Mana: e.ManaR}, {Mana: e.ManaG}}}
			if ans := r.Choose(p, d); len(ans) == 1 {
				r.AddManaUntilEndOfTurn(p, d.Options[ans[0]].Mana, 1)
			}
		}}
}

func kessigNaturalist() *e.CardDef {
	return werewolfPair(
		e.Face{Name: "Kessig Naturalist", ManaCost: e.MustManaCost("{R}{G}"), Subtypes: e.Subtypes(e.Human, e.Werewolf),
			Power: 2, Toughness: 2, Abilities: []*e.Ability{attackMana()}},
		e.Face{Name: "Lord of the Ulvenwald", Colors: red.With(e.Green), Power: 3, Toughness: 3, Abilities: []*e.Ability{
			{Kind: e.Static, Text: "Other Wolves and Werewolves you control get +1/+1.",
				Static: e.StaticEffect{Layer: e.LayerPTModify, Power: 1, Tough: 1,
					Affects: e.Filter{Types: e.Types(e.Creature), Subtypes: e.Subtypes(e.Wolf, e.Werewolf), Controller: e.YouControl, Other: true}}},
			attackMana()}})
}

func componentCollector() *e.CardDef {
	d := dayWatcher("Component Collector", "{2}{U}", e.Subtypes(e.Homunculus), 1, 4,
		"Whenever day becomes night or night becomes day, you may tap or untap target nonland permanent.",
		onTarget(func(r *e.Resolution, id e.ObjID) { r.MayTapOrUntap(r.Controller(), id) }))
	d.Front.Abilities[1].Targets = []e.TargetSpec{{Kind: e.TargetPermanent, Filter: e.Filter{NotTypes: e.Types(e.Land)}}}
	return d
}
