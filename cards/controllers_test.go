package cards_test

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/cathar-engine/cathar/cards"
	e "github.com/cathar-engine/cathar/engine"
	"github.com/stretchr/testify/assert"
)

// Whose objects a card's filter admits must be what its text says. "You
// control" is the ability's controller (CR 109.5); "an opponent controls"
// and "your opponents" are opponents only, and in Two-Headed Giant a
// teammate is no opponent (CR 102.3, 810.1); "you don't control" is every
// other player, a teammate included (CR 109.4); "defending player
// controls" is the player the creature attacks (CR 508.5, 805.10e).

// The kinds of controller a filter can say.
const (
	kAny       = "any"                 // no controller in the text
	kYou       = "you"                 // "you control", "you cast"
	kOpponent  = "opponent"            // "an opponent controls", "your opponents"
	kNotYou    = "you-don't-control"   // "you don't control"
	kDefending = "defending-player"    // "defending player controls"
	kOwnerYou  = "owner-you"           // "you own"
	kOwnerOpp  = "owner-opponent"      // "an opponent owns"
	kOwnerNot  = "owner-you-don't"     // "you don't own"
	kUnknown   = "unknown-relation-%d" // a Relation the test does not know
)

// poolControllers is, for every place of the pool's definitions that
// names whose objects or spells an ability concerns, the kind of
// controller the card's text says. The key is the face's name and the
// place: "spell target N" and "ability I target N" (N from 1, I from 0 as
// in Abilities and the scenario format), "ability I affects" (a static
// ability's objects), "ability I caster" (a cost change), "ability I
// casters" (a game rule), "ability I mana" (a "could produce" mana
// ability), "ability I sacrifice" and "ability I discard" (costs).
var poolControllers = map[string]string{
	"Act of Treason | spell target 1":                    kAny,
	"Aegis of the Gods | ability 0 affects":              kAny, // "You have hexproof": its source alone (ControllerHexproof)
	"Arc Trail | spell target 1":                         kAny,
	"Arc Trail | spell target 2":                         kAny,
	"Avabruck Caretaker | ability 0 target 1":            kYou,
	"Hollowhenge Huntmaster | ability 0 affects":         kYou,
	"Ballista Watcher | ability 0 target 1":              kAny,
	"Ballista Wielder | ability 0 target 1":              kAny,
	"Basilisk Collar | ability 0 affects":                kAny, // "Equipped creature has …": Attached
	"Basilisk Collar | ability 1 target 1":               kYou, // equip: "target creature you control" (CR 702.6a)
	"Battlegrowth | spell target 1":                      kAny,
	"Boiling Blood | spell target 1":                     kAny,
	"Bonesplitter | ability 0 affects":                   kAny, // Attached
	"Bonesplitter | ability 1 target 1":                  kYou, // equip (CR 702.6a)
	"Brutal Cathar | ability 0 target 1":                 kOpponent,
	"Cancel | spell target 1":                            kAny,
	"Savage Packmate | ability 0 affects":                kYou,
	"Cloudshift | spell target 1":                        kYou,
	"Component Collector | ability 1 target 1":           kAny,
	"Craven Giant | ability 0 affects":                   kAny, // Self
	"Curse of Leeches | spell target 1":                  kAny, // enchant player
	"Ghostform | spell target 1":                         kAny,
	"Giant Growth | spell target 1":                      kAny,
	"Graveyard Trespasser | ability 0 target 1":          kAny,
	"Graveyard Glutton | ability 0 target 1":             kAny,
	"Heartless Summoning | ability 0 caster":             kYou,
	"Heartless Summoning | ability 1 affects":            kYou,
	"Riphook Raider | ability 0 affects":                 kAny, // Self
	"Hound Tamer | ability 0 target 1":                   kAny,
	"Untamed Pup | ability 0 affects":                    kYou,
	"Untamed Pup | ability 1 target 1":                   kAny,
	"Ill-Tempered Loner | ability 0 target 1":            kAny,
	"Howlpack Avenger | ability 0 target 1":              kAny,
	"Immerwolf | ability 0 affects":                      kYou,
	"Immerwolf | ability 1 affects":                      kYou,
	"Lord of the Ulvenwald | ability 0 affects":          kYou,
	"Lightning Bolt | spell target 1":                    kAny,
	"Moonrager's Slash | spell target 1":                 kAny,
	"Mugging | spell target 1":                           kAny,
	"Murder | spell target 1":                            kAny,
	"Olivia's Midnight Ambush | spell target 1":          kAny,
	"Order of Whiteclay | ability 0 target 1":            kAny, // "from your graveyard": the target kind says whose
	"Outland Liberator | ability 0 target 1":             kAny,
	"Frenzied Trapbreaker | ability 0 target 1":          kAny,
	"Frenzied Trapbreaker | ability 1 target 1":          kDefending,
	"Pacifism | spell target 1":                          kAny,
	"Pacifism | ability 0 affects":                       kAny, // Attached
	"Phantom Warrior | ability 0 affects":                kAny, // Self
	"Ranger's Guile | spell target 1":                    kYou,
	"Reckless Stormseeker | ability 0 target 1":          kYou,
	"Storm-Charged Slasher | ability 0 target 1":         kYou,
	"Stifle | spell target 1":                            kAny,
	"Sunrise Cavalier | ability 1 target 1":              kYou,
	"Suspicious Stowaway | ability 0 affects":            kAny, // Self
	"Seafaring Werewolf | ability 0 affects":             kAny, // Self
	"Tovolar's Packleader | ability 1 target 1":          kYou,
	"Tovolar's Packleader | ability 1 target 2":          kNotYou,
	"Tovolar, the Midnight Scourge | ability 1 target 1": kYou,
	"Unnatural Moonrise | spell target 1":                kAny,
	"Unsummon | spell target 1":                          kAny,
	"Village Reavers | ability 0 affects":                kYou,
	"Volatile Arsonist | ability 0 target 1":             kAny,
	"Volatile Arsonist | ability 0 target 2":             kAny,
	"Volatile Arsonist | ability 0 target 3":             kAny,
	"Dire-Strain Anarchist | ability 0 target 1":         kAny,
	"Dire-Strain Anarchist | ability 0 target 2":         kAny,
	"Dire-Strain Anarchist | ability 0 target 3":         kAny,
	"Wrathful Jailbreaker | ability 0 affects":           kAny, // Self
	"Wolf Strike | spell target 1":                       kYou,
	"Wolf Strike | spell target 2":                       kNotYou,
	"Reflecting Pool | ability 0 mana":                   kYou,
	"Exotic Orchard | ability 0 mana":                    kOpponent,
	"Fellwar Stone | ability 0 mana":                     kOpponent,
	"Angel of Eternal Dawn | ability 2 casters":          kOpponent,
	"Thalia, Guardian of Thraben | ability 0 caster":     kAny,
	"Vadrik, Astral Archmage | ability 1 caster":         kYou,
	"Thrill of Possibility | additional cost discard":    kAny, // from your hand (CR 701.9a)
	"Village Rites | additional cost sacrifice":          kAny, // a permanent you control (CR 701.21a)
}

// controllerUse is one place of a definition that says whose objects or
// spells an ability concerns, with the text that says it.
type controllerUse struct {
	key, text, kind string
}

func relationKind(r e.Relation) string {
	switch r {
	case e.AnyController:
		return kAny
	case e.YouControl:
		return kYou
	case e.OpponentControls:
		return kOpponent
	case e.YouDontControl:
		return kNotYou
	}
	return fmt.Sprintf(kUnknown, r)
}

// filterKind is the kind of controller f admits: its Controller relation,
// or "defending player" for the predicate that says it.
func filterKind(f e.Filter) string {
	k := relationKind(f.Controller)
	if f.Predicate != nil && reflect.ValueOf(f.Predicate).Pointer() == reflect.ValueOf(e.ControlledByDefendingPlayer).Pointer() {
		if k != kAny {
			return k + "+" + kDefending
		}
		return kDefending
	}
	return k
}

// ownerKind is the kind of owner f admits, "" when it says none.
func ownerKind(f e.Filter) string {
	switch f.Owner {
	case e.AnyController:
		return ""
	case e.YouControl:
		return kOwnerYou
	case e.OpponentControls:
		return kOwnerOpp
	case e.YouDontControl:
		return kOwnerNot
	}
	return fmt.Sprintf(kUnknown, f.Owner)
}

func targetUses(out []controllerUse, face, at, text string, specs []e.TargetSpec) []controllerUse {
	for i, s := range specs {
		key := fmt.Sprintf("%s | %s target %d", face, at, i+1)
		out = append(out, controllerUse{key, text, filterKind(s.Filter)})
		if o := ownerKind(s.Filter); o != "" {
			out = append(out, controllerUse{key + " owner", text, o})
		}
	}
	return out
}

func costUses(out []controllerUse, prefix, text string, c *e.Cost) []controllerUse {
	if c.Sacrifice.N > 0 {
		out = append(out, controllerUse{prefix + " sacrifice", text, filterKind(c.Sacrifice.Filter)})
	}
	if c.Discard.N > 0 {
		out = append(out, controllerUse{prefix + " discard", text, filterKind(c.Discard.Filter)})
	}
	return out
}

func abilityUses(out []controllerUse, face string, i int, a *e.Ability) []controllerUse {
	at := fmt.Sprintf("ability %d", i)
	prefix := face + " | " + at
	out = targetUses(out, face, at, a.Text, a.Targets)
	out = costUses(out, prefix, a.Text, &a.Cost)
	switch a.Kind {
	case e.Static:
		out = append(out, controllerUse{prefix + " affects", a.Text, filterKind(a.Static.Affects)})
	case e.CostChangeKind:
		out = append(out, controllerUse{prefix + " caster", a.Text, relationKind(a.CostChange.Caster)})
		if k := filterKind(a.CostChange.Spells); k != kAny {
			out = append(out, controllerUse{prefix + " spells", a.Text, k})
		}
	case e.GameRuleKind:
		if a.Rule.CastLimit == nil {
			break
		}
		out = append(out, controllerUse{prefix + " casters", a.Text, relationKind(a.Rule.Casters)})
	}
	switch a.Mana.Like {
	case e.LikeYourLands:
		out = append(out, controllerUse{prefix + " mana", a.Text, kYou})
	case e.LikeOpponentsLands:
		out = append(out, controllerUse{prefix + " mana", a.Text, kOpponent})
	}
	return out
}

// poolControllerUses walks every face of the pool and of its tokens.
func poolControllerUses() []controllerUse {
	var out []controllerUse
	for _, d := range append(cards.Cards(), cards.Tokens()...) {
		for _, f := range []*e.Face{&d.Front, d.Back} {
			if f == nil {
				continue
			}
			if f.Spell != nil {
				out = targetUses(out, f.Name, "spell", f.Spell.Text, f.Spell.Targets)
			}
			if f.AdditionalCost != nil {
				text := ""
				if f.Spell != nil {
					text = f.Spell.Text
				}
				out = costUses(out, f.Name+" | additional cost", text, f.AdditionalCost)
			}
			for i, a := range f.Abilities {
				out = abilityUses(out, f.Name, i, a)
			}
			for i, a := range f.Grants {
				out = abilityUses(out, f.Name, 100+i, a)
			}
		}
	}
	return out
}

// TestPoolControllerFilters checks each filter of the pool that says whose
// objects it admits against the table above, and the table against the
// pool: a filter changed from "you don't control" to "an opponent
// controls" (or back), or a card added without its row, fails.
func TestPoolControllerFilters(t *testing.T) {
	seen := map[string]bool{}
	for _, u := range poolControllerUses() {
		seen[u.key] = true
		want, ok := poolControllers[u.key]
		if !assert.Truef(t, ok, "%s (%q) says %s: add its row to poolControllers, with the kind its text says", u.key, u.text, u.kind) {
			continue
		}
		assert.Equalf(t, want, u.kind, "%s (%q): the filter says %s, the text %s", u.key, u.text, u.kind, want)
	}
	for key := range poolControllers {
		assert.Truef(t, seen[key], "%s: no such place in the pool", key)
	}
}

// TestPoolControllerTexts checks each filter of the pool against the text
// of its ability, without the table: the kind a filter says must be in
// the words of the text, and each phrase of a text that names a
// controller must be said by one of its ability's filters. Abilities whose
// effect code picks the players ("each opponent") are not filters and are
// checked by their scenarios.
func TestPoolControllerTexts(t *testing.T) {
	byText := map[string][]string{}
	for _, u := range poolControllerUses() {
		byText[u.text] = append(byText[u.text], u.kind)
		text := strings.ToLower(u.text)
		switch u.kind {
		case kNotYou:
			assert.Containsf(t, text, "you don't control", "%s: the filter says you don't control", u.key)
		case kOpponent:
			assert.Truef(t, strings.Contains(text, "an opponent controls") || strings.Contains(text, "your opponents"),
				"%s (%q): the filter says an opponent controls", u.key, u.text)
		case kDefending:
			assert.Containsf(t, text, "defending player controls", "%s: the filter says defending player controls", u.key)
		case kYou:
			assert.Truef(t, strings.Contains(text, "you control") || strings.Contains(text, "you cast") || strings.HasPrefix(text, "equip"),
				"%s (%q): the filter says you control", u.key, u.text)
		case kAny:
		default:
			t.Errorf("%s (%q): a kind of controller this test does not know: %s", u.key, u.text, u.kind)
		}
	}
	phrases := []struct{ phrase, kind string }{
		{"you don't control", kNotYou},
		{"an opponent controls", kOpponent},
		{"your opponents", kOpponent},
		{"defending player controls", kDefending},
	}
	for _, text := range poolTexts() {
		for _, p := range phrases {
			if strings.Contains(strings.ToLower(text), p.phrase) {
				assert.Containsf(t, byText[text], p.kind, "%q says %q, but none of its filters does", text, p.phrase)
			}
		}
	}
}

// poolTexts returns the rules text of every ability and spell of the pool
// and of its tokens.
func poolTexts() []string {
	var out []string
	for _, d := range append(cards.Cards(), cards.Tokens()...) {
		for _, f := range []*e.Face{&d.Front, d.Back} {
			if f == nil {
				continue
			}
			if f.Spell != nil {
				out = append(out, f.Spell.Text)
			}
			for _, a := range append(f.Abilities[:len(f.Abilities):len(f.Abilities)], f.Grants...) {
				out = append(out, a.Text)
			}
		}
	}
	return out
}
