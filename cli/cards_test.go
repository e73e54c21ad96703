package cli

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/cathar-engine/cathar/cards"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const brutalCathar = `Brutal Cathar // Moonrage Brute (double-faced card; the front face is Brutal Cathar)

Brutal Cathar — front face
  Mana cost  {2}{W}
  Color      white
  Type       Creature — Human Soldier Werewolf
  P/T        2/2
  Keywords   Daybound
  Text       Whenever this creature enters or transforms into Brutal Cathar, exile target creature an opponent controls until this creature leaves the battlefield.

Moonrage Brute — back face
  Mana cost  none
  Color      red (color indicator)
  Type       Creature — Werewolf
  P/T        3/3
  Keywords   First strike, Ward—Pay 3 life, Nightbound
`

// TestCardsLooseNames shows the spellings the command accepts besides the
// exact name: other capitals (it is a lookup, not a scenario file), other
// apostrophes, "Front // Back", and a token without "Token".
func TestCardsLooseNames(t *testing.T) {
	for in, first := range map[string]string{
		"brutal cathar":                   "Brutal Cathar // Moonrage Brute (",
		"Moonrager\u2019s Slash":          "Moonrager's Slash\n",
		"Brutal Cathar // Moonrage Brute": "Brutal Cathar // Moonrage Brute (",
		"Soldier":                         "Soldier Token (token)\n",
		"brutal cathar // moonrage brute": "Brutal Cathar // Moonrage Brute (",
	} {
		code, out, errOut := runCards(in)
		assert.Equal(t, 0, code, in)
		assert.Empty(t, errOut, in)
		assert.True(t, strings.HasPrefix(out, first), "%s: %s", in, out)
	}
}

// TestCardsShowsLoyalty shows a planeswalker's printed loyalty on each
// face (CR 306.5a) and in the list.
func TestCardsShowsLoyalty(t *testing.T) {
	code, out, _ := runCards("Arlinn, the Pack's Hope")
	require.Equal(t, 0, code)
	assert.Contains(t, out, "  Type       Legendary Planeswalker — Arlinn\n  Loyalty    4\n  Keywords   Daybound\n")
	assert.Contains(t, out, "  Type       Legendary Planeswalker — Arlinn\n  Loyalty    4\n  Keywords   Nightbound\n")
	code, out, _ = runCards()
	require.Equal(t, 0, code)
	assert.Regexp(t, `Arlinn, the Pack's Hope // Arlinn, the Moon's Fury +\{2\}\{R\}\{G\} +Legendary Planeswalker — Arlinn loyalty 4\n`, out)
}

func TestCardsHelp(t *testing.T) {
	code, out, errOut := runCards("-h")
	assert.Equal(t, 0, code)
	assert.Empty(t, out)
	assert.Contains(t, errOut, "usage: cathar cards [NAME...]")
	code, _, _ = runCards("-x")
	assert.Equal(t, 2, code)
}

func runCards(args ...string) (code int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	code = run(append([]string{"cards"}, args...), &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestCardsOne(t *testing.T) {
	code, out, errOut := runCards("Brutal Cathar")
	assert.Equal(t, 0, code, errOut)
	assert.Equal(t, brutalCathar, out)
	// Either face's name finds the card.
	_, back, _ := runCards("Moonrage Brute")
	assert.Equal(t, brutalCathar, back)
}

func TestCardsText(t *testing.T) {
	code, out, _ := runCards("Moonrager's Slash", "Pacifism", "Howlpack Piper", "Thopter Token")
	require.Equal(t, 0, code)
	for _, want := range []string{
		"Moonrager's Slash\n  Mana cost  {2}{R}\n  Color      red\n  Type       Instant\n" +
			"  Text       This spell costs {2} less to cast if it's night.\n" +
			"             Moonrager's Slash deals 3 damage to any target.\n",
		"  Type       Enchantment — Aura\n  Text       Enchant creature\n             Enchanted creature can't attack or block.\n",
		"  Text       This spell can't be countered.\n             [ability 1] {1}{G}, {T}: You may put",
		"Thopter Token (token)\n  Mana cost  none\n  Color      colorless\n  Type       Artifact Creature — Thopter\n  P/T        1/1\n  Keywords   Flying\n",
	} {
		assert.Contains(t, out, want)
	}
	_, ruffian, _ := runCards("Tavern Ruffian")
	assert.Contains(t, ruffian, "Creature — Human Warrior Werewolf\n", "subtypes in printed order")
	_, celestus, _ := runCards("The Celestus")
	assert.Contains(t, celestus, "  Type       Legendary Artifact\n")
	assert.Contains(t, celestus, "[ability 2] {3}, {T}: If it's night")
}

func TestCardsList(t *testing.T) {
	code, out, _ := runCards()
	require.Equal(t, 0, code)
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	require.Greater(t, len(lines), 40)
	assert.Regexp(t, `^Brutal Cathar // Moonrage Brute +\{2\}\{W\} +Creature — Human Soldier Werewolf 2/2$`, find(lines, "Brutal Cathar"))
	assert.Regexp(t, `^Soldier Token \(token\) +Creature — Soldier 1/1$`, find(lines, "Soldier Token"))
	assert.Regexp(t, `^Thopter Token \(token\) +Artifact Creature — Thopter 1/1$`, find(lines, "Thopter Token"))
	assert.Regexp(t, `^Plains +Basic Land — Plains$`, find(lines, "Plains"))
	assert.Empty(t, find(lines, "Moonrage Brute "), "a back face is listed with its front face only")
	want := fmt.Sprintf("%d cards and %d tokens; `cathar cards NAME` prints one.", len(cards.Cards()), len(cards.Tokens()))
	assert.Equal(t, want, lines[len(lines)-1])
}

// find returns the first line that begins with prefix, or "".
func find(lines []string, prefix string) string {
	for _, l := range lines {
		if strings.HasPrefix(l, prefix) {
			return l
		}
	}
	return ""
}

func TestCardsUnknown(t *testing.T) {
	code, out, errOut := runCards("Grizly Bear")
	assert.Equal(t, 1, code)
	assert.Empty(t, out)
	assert.Equal(t, "cathar: unknown card \"Grizly Bear\"; did you mean \"Grizzly Bears\"? (`cathar cards` lists the pool)\n", errOut)
	// The known names are printed, the unknown ones reported.
	code, out, errOut = runCards("Wastes", "Nope")
	assert.Equal(t, 1, code)
	assert.Contains(t, out, "Wastes\n  Mana cost  none\n  Color      colorless\n  Type       Basic Land\n  Text       [ability 1] {T}: Add {C}.\n")
	assert.Contains(t, errOut, `unknown card "Nope"`)
}
