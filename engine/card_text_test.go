package engine_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
)

// lines joins its arguments as CardDef.String and Face.String separate
// lines.
func lines(ls ...string) string { return strings.Join(ls, "\n") }

// A card's text, one kind of card each: the faces in order, the keyword
// lines where cards print them, the mana cost's symbols in printed order,
// and the colors a face's mana cost does not give.
func TestCardText(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ card, want string }{
		{"Brutal Cathar", lines( // a double-faced daybound card (CR 712, 702.145)
			"Brutal Cathar {2}{W}",
			"Creature — Human Soldier Werewolf",
			"Whenever this creature enters or transforms into Brutal Cathar, exile target creature an opponent controls until this creature leaves the battlefield.",
			"Daybound",
			"2/2",
			"----",
			"Moonrage Brute",
			"Color: red", // its color indicator (CR 204)
			"Creature — Werewolf",
			"First strike",
			"Ward—Pay 3 life.",
			"Nightbound",
			"3/3")},
		{"Volatile Arsonist", lines( // keywords sharing a line, in printed order, then an ability
			"Volatile Arsonist {3}{R}{R}",
			"Creature — Human Werewolf",
			"Menace, haste",
			"Whenever this creature attacks, it deals 1 damage to each of up to one target creature, up to one target player, and/or up to one target planeswalker.",
			"Daybound",
			"4/4",
			"----",
			"Dire-Strain Anarchist",
			"Color: red",
			"Creature — Werewolf",
			"Menace, haste",
			"Whenever this creature attacks, it deals 2 damage to each of up to one target creature, up to one target player, and/or up to one target planeswalker.",
			"Nightbound",
			"5/5")},
		{"Ambush Viper", lines( // flash on a line of its own, first
			"Ambush Viper {1}{G}",
			"Creature — Snake",
			"Flash",
			"Deathtouch",
			"2/1")},
		{"Moonrager's Slash", lines( // an instant: the cost reduction, then the spell's text
			"Moonrager's Slash {2}{R}",
			"Instant",
			"This spell costs {2} less to cast if it's night.",
			"Moonrager's Slash deals 3 damage to any target.")},
		{"Exotic Orchard", lines( // a land with a mana ability and no mana cost
			"Exotic Orchard",
			"Land",
			"{T}: Add one mana of any color that a land an opponent controls could produce.")},
		{"Forest", lines(
			"Forest",
			"Basic Land — Forest",
			"{T}: Add {G}.")},
		{"Arlinn, the Pack's Hope", lines( // a planeswalker: loyalty abilities and loyalty
			"Arlinn, the Pack's Hope {2}{R}{G}",
			"Legendary Planeswalker — Arlinn",
			"+1: Until your next turn, you may cast creature spells as though they had flash, and each creature you control enters with an additional +1/+1 counter on it.",
			"−3: Create two 2/2 green Wolf creature tokens.",
			"Daybound",
			"Loyalty: 4",
			"----",
			"Arlinn, the Moon's Fury",
			"Color: red and green",
			"Legendary Planeswalker — Arlinn",
			"+2: Add {R}{G}.",
			"0: Until end of turn, Arlinn becomes a 5/5 Werewolf creature with trample, indestructible, and haste.",
			"Nightbound",
			"Loyalty: 4")},
		{"Pacifism", lines( // an Aura: the enchant ability first (CR 702.5a)
			"Pacifism {1}{W}",
			"Enchantment — Aura",
			"Enchant creature",
			"Enchanted creature can't attack or block.")},
		{"Curse of Leeches", lines( // a daybound Aura that enchants a player
			"Curse of Leeches {2}{B}",
			"Enchantment — Aura Curse",
			"Enchant player",
			"As this permanent transforms into Curse of Leeches, attach it to a player.",
			"At the beginning of enchanted player's upkeep, they lose 1 life and you gain 1 life.",
			"Daybound",
			"----",
			"Leeching Lurker",
			"Color: black",
			"Creature — Leech Horror",
			"Lifelink",
			"Nightbound",
			"4/4")},
		{"Howlpack Piper", lines( // "can't be countered" first, an activated ability
			"Howlpack Piper {3}{G}",
			"Creature — Human Werewolf",
			"This spell can't be countered.",
			"{1}{G}, {T}: You may put a creature card from your hand onto the battlefield. If it's a Wolf or Werewolf, untap this creature. Activate only as a sorcery.",
			"Daybound",
			"2/2",
			"----",
			"Wildsong Howler",
			"Color: green",
			"Creature — Werewolf",
			"Whenever this creature enters or transforms into Wildsong Howler, look at the top six cards of your library. You may reveal a creature card from among them and put it into your hand. Put the rest on the bottom of your library in a random order.",
			"Nightbound",
			"4/4")},
		{"Hangarback Walker", lines( // {X}{X}
			"Hangarback Walker {X}{X}",
			"Artifact Creature — Construct",
			"This creature enters with X +1/+1 counters on it.",
			"When this creature dies, create a 1/1 colorless Thopter artifact creature token with flying for each +1/+1 counter on this creature.",
			"{1}, {T}: Put a +1/+1 counter on this creature.",
			"0/0")},
		{"Graveyard Trespasser", lines( // ward with a cost other than mana
			"Graveyard Trespasser {2}{B}",
			"Creature — Human Werewolf",
			"Ward—Discard a card.",
			"Whenever this creature enters or attacks, exile up to one target card from a graveyard. If a creature card was exiled this way, each opponent loses 1 life and you gain 1 life.",
			"Daybound",
			"3/3",
			"----",
			"Graveyard Glutton",
			"Color: black",
			"Creature — Werewolf",
			"Ward—Discard a card.",
			"Whenever this creature enters or attacks, exile up to two target cards from graveyards. For each creature card exiled this way, each opponent loses 1 life and you gain 1 life.",
			"Nightbound",
			"4/4")},
		{"Burly Breaker", lines( // ward {N}
			"Burly Breaker {3}{G}{G}",
			"Creature — Human Werewolf",
			"Ward {1}",
			"Daybound",
			"6/5",
			"----",
			"Dire-Strain Demolisher",
			"Color: green",
			"Creature — Werewolf",
			"Ward {3}",
			"Nightbound",
			"8/7")},
		{"Unnatural Moonrise", lines( // flashback last
			"Unnatural Moonrise {R}{G}",
			"Sorcery",
			"It becomes night. Until end of turn, target creature gets +1/+0 and gains trample and \"Whenever this creature deals combat damage to a player, draw a card.\"",
			"Flashback {2}{R}{G}")},
		{"Wolf Token", lines( // a token: colors with no mana cost (CR 111.3)
			"Wolf Token",
			"Color: green",
			"Creature — Wolf",
			"2/2")},
	} {
		def := cards.MustLookup(tc.card)
		assert.Equal(t, tc.want, def.String(), tc.card)
	}
}

// Face.String is the face alone; fmt prints a card or a face with it.
func TestFaceText(t *testing.T) {
	t.Parallel()
	def := cards.MustLookup("Brutal Cathar")
	assert.Equal(t, lines("Moonrage Brute", "Color: red", "Creature — Werewolf", "First strike", "Ward—Pay 3 life.",
		"Nightbound", "3/3"), def.Back.String())
	assert.Equal(t, def.Front.String()+"\n----\n"+def.Back.String(), def.String())
	assert.Equal(t, "Creature — Human Soldier Werewolf", def.Front.TypeLine())
}

// RulesText numbers the activated abilities, mana abilities included, as
// ActivateAbility and `activates CARD ability N` count them, and marks
// the keyword lines.
func TestRulesTextNumbersActivatedAbilities(t *testing.T) {
	t.Parallel()
	got := cards.MustLookup("The Celestus").Front.RulesText()
	want := []engine.RulesLine{
		{Text: "If it's neither day nor night, it becomes day as The Celestus enters."},
		{Text: "{T}: Add one mana of any color.", Ability: 1},
		{Text: "{3}, {T}: If it's night, it becomes day. Otherwise, it becomes night. Activate only as a sorcery.", Ability: 2},
		{Text: "Whenever day becomes night or night becomes day, you gain 1 life. You may draw a card. If you do, discard a card."},
	}
	assert.Equal(t, want, got)

	arlinn := cards.MustLookup("Arlinn, the Pack's Hope").Back.RulesText()
	require.Len(t, arlinn, 3)
	assert.Equal(t, 1, arlinn[0].Ability, "a loyalty ability is an activated ability (CR 606.3)")
	assert.Equal(t, 2, arlinn[1].Ability)
	assert.Equal(t, engine.RulesLine{Text: "Nightbound", Keyword: true}, arlinn[2])

	brute := cards.MustLookup("Brutal Cathar").Back.RulesText()
	for _, l := range brute {
		assert.True(t, l.Keyword, "%q is a keyword line", l.Text)
		assert.Zero(t, l.Ability, l.Text)
	}
}

// A face written in the test, with every part RulesText places: their
// order, ward's cost of several parts, a face with no text at all and the
// colors of a definition not yet finished.
func TestRulesTextOrder(t *testing.T) {
	t.Parallel()
	f := engine.Face{Name: "Test Beast", ManaCost: engine.MustManaCost("{3}{G}{U}"), Types: engine.Types(engine.Creature),
		Power: 4, Toughness: 4,
		Keywords:      engine.Keywords(engine.Haste, engine.Trample, engine.Flash, engine.Ward, engine.Flying, engine.Nightbound, engine.Defender),
		WardMana:      engine.MustManaCost("{2}"),
		WardLife:      2,
		Reduction:     &engine.CostReduction{Text: "This spell costs {1} less to cast if it's night."},
		AsThoughFlash: &engine.FlashPermission{Text: "You may cast this spell as though it had flash if you pay {2} more to cast it."},
		Uncounterable: true,
		Abilities: []*engine.Ability{
			{Kind: engine.Static, Text: "Other creatures you control have trample."},
			{Kind: engine.Activated, Text: ""}, // no text: left out, and still counted
			{Kind: engine.ManaAbility, Text: "{T}: Add {G}."},
		},
		Flashback: &engine.Flashback{Text: "Flashback {5}{G}"},
	}
	want := lines(
		"Test Beast {3}{G}{U}", // no color line: the colors are the mana cost's
		"Creature",
		"Flash",
		"This spell costs {1} less to cast if it's night.",
		"You may cast this spell as though it had flash if you pay {2} more to cast it.",
		"This spell can't be countered.",
		"Defender, flying, trample, haste",
		"Ward—{2}, Pay 2 life.",
		"Other creatures you control have trample.",
		"{T}: Add {G}.",
		"Flashback {5}{G}",
		"Nightbound",
		"4/4")
	assert.Equal(t, want, f.String())
	assert.Equal(t, engine.RulesLine{Text: "{T}: Add {G}.", Ability: 2}, f.RulesText()[7], "the ability without text is still ability 1")

	plain := engine.Face{Name: "Blank", Types: engine.Types(engine.Artifact)}
	assert.Equal(t, "Blank\nArtifact", plain.String())
	assert.Empty(t, plain.RulesText())
}

// Every keyword the engine knows has exactly one line place: a face with
// that keyword alone has one keyword line, its name capitalized. A
// keyword added to the constants without a place in RulesText fails here.
func TestRulesTextPlacesEveryKeyword(t *testing.T) {
	t.Parallel()
	n := 0
	for k := engine.Keyword(0); k.String() != "invalid keyword"; k++ {
		n++
		f := engine.Face{Name: "X", Types: engine.Types(engine.Creature), Keywords: engine.Keywords(k), WardLife: 1}
		got := f.RulesText()
		require.Len(t, got, 1, "keyword %v", k)
		assert.True(t, got[0].Keyword, "keyword %v", k)
		assert.True(t, strings.HasPrefix(strings.ToLower(got[0].Text), k.String()), "keyword %v: %q", k, got[0].Text)
		assert.NotEqual(t, strings.ToLower(got[0].Text[:1]), got[0].Text[:1], "capitalized: %q", got[0].Text)
	}
	assert.Equal(t, 18, n, "the keywords known today")
}

// Every card and token of the pool has a text: each face's name first,
// each ability's text among its lines, no empty line.
func TestCardTextOfThePool(t *testing.T) {
	t.Parallel()
	reg := cards.Builtin()
	for _, def := range slices.Concat(reg.Cards(), reg.Tokens()) {
		text := def.String()
		assert.NotContains(t, text, "\n\n", def.Name())
		assert.True(t, strings.HasPrefix(text, def.Front.Name), def.Name())
		faces := []*engine.Face{&def.Front}
		if def.Back != nil {
			faces = append(faces, def.Back)
			assert.Contains(t, text, "\n----\n"+def.Back.Name, def.Name())
		}
		for _, f := range faces {
			for _, ab := range f.Abilities {
				assert.Contains(t, text, ab.Text, "%s: %s", f.Name, ab.Text)
			}
		}
	}
}

// KeywordSet.All and ColorSet.All list a set's members in the order of
// the constants, and stop when the caller does.
func TestKeywordAndColorLists(t *testing.T) {
	t.Parallel()
	def := cards.MustLookup("Brutal Cathar")
	assert.Equal(t, []engine.Keyword{engine.FirstStrike, engine.Ward, engine.Nightbound}, slices.Collect(def.Back.Keywords.All()))
	assert.Equal(t, []engine.Keyword{engine.Daybound}, slices.Collect(def.Front.Keywords.All()))
	assert.Empty(t, slices.Collect(engine.KeywordSet(0).All()))
	assert.Equal(t, []engine.Color{engine.White}, slices.Collect(def.Front.Colors.All()))
	assert.Equal(t, []engine.Color{engine.Red}, slices.Collect(def.Back.Colors.All()))

	arlinn := cards.MustLookup("Arlinn, the Pack's Hope")
	assert.Equal(t, []engine.Color{engine.Red, engine.Green}, slices.Collect(arlinn.Back.Colors.All()))
	assert.Empty(t, slices.Collect(cards.MustLookup("Forest").Front.Colors.All()))

	var first []engine.Color
	for c := range engine.ColorSet(0x1F).All() {
		first = append(first, c)
		if len(first) == 2 {
			break
		}
	}
	assert.Equal(t, []engine.Color{engine.White, engine.Blue}, first)
	for k := range engine.Keywords(engine.Flying, engine.Haste).All() {
		assert.Equal(t, engine.Haste, k, "haste comes first in the order of the constants")
		break
	}
}
