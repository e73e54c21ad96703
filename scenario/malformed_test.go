package scenario_test

import (
	"errors"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/scenario"
)

// TestMalformed checks that every error of each deliberately broken file
// is reported, with its line, before anything runs.
func TestMalformed(t *testing.T) {
	want := map[string][]string{
		"no_header.scenario": {
			"2: the file must begin with `scenario:`",
		},
		"players.scenario": {
			"2: players: a game has 2 to 8 players, found 1",
			"3: `scenario:` must be the first statement, and only once",
		},
		"many_errors.scenario": {
			`2: player name "Resolve" is a keyword of the format`,
			`4: unknown card "Grizzly Bear"; did you mean "Grizzly Bears"?`,
			"5: count x0 is out of range (1 to 1000)",
			"6: unknown modifier `flying` (tapped, sick, counters KIND xN, loyalty N, damage N, attached to LABEL, copy of LABEL, controller PLAYER, token)",
			"7: undefined label nobody",
			"8: modifiers apply to the battlefield only",
			"9: label bolt is already defined at line 8",
			`10: label "Alice" is a player's name`,
			`11: label "tapped" is a keyword of the format`,
			"12: turn 0 is out of range (1 to 1000000)",
			"13: day: expected neither, day or night, found `dusk`",
			"15: unknown action `summons` (casts, plays, activates, chooses, attacks, blocks, assigns, concedes)",
			"16: unknown player Carol",
			"17: unexpected `please`",
			"18: undefined label wolf",
			`19: unknown step "lunch" (untap, upkeep, draw, precombat main, beginning of combat, declare attackers, declare blockers, combat damage, end of combat, postcombat main, end, cleanup)`,
			"20: setup statement after the first action or expectation",
			"21: chooses: `nothing` stands alone",
			"23: unterminated quoted name",
		},
		"what_to_write.scenario": {
			"3: the colon after `battlefield Alice` is missing: the form is `battlefield PLAYER: CARD [xN] [as LABEL] [(MODIFIERS)], …`; write `battlefield Alice: Mountain`",
			"4: the colon after `battlefield Bob` is missing: the form is `battlefield PLAYER: CARD [xN] [as LABEL] [(MODIFIERS)], …`; write `battlefield Bob: Grizzly Bears as bears`",
			"5: unknown statement \"batlefield Bob: Hill Giant as giant\"; did you mean `battlefield`?",
			`7: unknown card "mountain"; did you mean "Mountain"?`,
			`9: unknown card "Grizzly Bear"; did you mean "Grizzly Bears"?`,
			"10: the colon after `life Bob` is missing: the form is `life PLAYER: N`; write `life Bob: 7`",
			"11: the colon after `day` is missing: the form is `day: neither|day|night`; write `day: night`",
			"12: unknown player Alcie; did you mean `Alice`?",
			"13: unknown action `cast` (casts, plays, activates, chooses, attacks, blocks, assigns, concedes); did you mean `casts`? " +
				"The form is `PLAYER casts CARD [with flashback] [X=N] [targeting T, …] [without paying its mana cost] [as though it had flash]`",
			"14: unknown card \"bears giant\": bears is a label, and the words after it are no part of `PLAYER blocks ATTACKER with BLOCKER, …`",
			"17: undefined label bear; did you mean `bears`?",
			"18: undefined label Mountain: Mountain is a card name, and a label is needed here; give the card one with `as LABEL` where it is set up",
			"19: \"beers\" is neither a label nor a card name; did you mean `bears`?",
		},
		"misplaced.scenario": {
			"5: `expect error` must directly follow an action",
			"8: `expect error` must directly follow an action",
			"9: ability 0 is out of range (1 to 100)",
			"10: resolve 0 is out of range (1 to 1000)",
			"11: unknown statement \"Hello world\" (a statement begins with a player's name, `expect`, `resolve`, `goto` or `it becomes`; " +
				"a setup statement with `battlefield`, `hand`, `library`, `graveyard`, `exile`, `life`, `day:` or `start:`)",
			`12: bad mana symbol "{Q}": expected {W} {U} {B} {R} {G} {C}`,
			`13: bad mana symbols "G": expected {W} {U} {B} {R} {G} {C}`,
			"14: controls: expected creatures, permanents, lands or tokens, found `wizards`",
		},
		"loyalty.scenario": {
			"3: Grizzly Bears is not a planeswalker: `loyalty N` sets a planeswalker's loyalty (CR 306.5b); write `counters loyalty xN` for loyalty counters on another permanent",
			"4: Leeching Lurker is not a planeswalker: `loyalty N` sets a planeswalker's loyalty (CR 306.5b); write `counters loyalty xN` for loyalty counters on another permanent",
		},
		"version2.scenario": {
			"5: start: a game can't begin in the second combat damage step (setup declares no attackers): start earlier and write `goto turn N combat damage 2`",
			"6: turn 0 is out of range (1 to 1000000)",
			"7: expected a step after the turn number",
			`8: unknown step "combat damage 3" (untap, upkeep, draw, precombat main, beginning of combat, declare attackers, declare blockers, combat damage, end of combat, postcombat main, end, cleanup)`,
			"9: unknown player Carol",
			"10: hand: expected a number, found the end of the line",
			"11: unknown player Carol",
			"12: damage -1 is out of range (0 to 100000)",
			`13: has no: unknown keyword ability "banding" (first strike, double strike, haste, flying, menace, intimidate, hexproof, ward, daybound, nightbound, vigilance, reach, trample, deathtouch, lifelink, flash, defender, indestructible)`,
			"14: tokens named: expected a name, found the end of the line",
			"15: unexpected `named`",
			`16: unknown step "combat damage 2 please" (untap, upkeep, draw, precombat main, beginning of combat, declare attackers, declare blockers, combat damage, end of combat, postcombat main, end, cleanup)`,
			"18: targeting: `nothing` stands alone between semicolons",
			"19: expected a card name, found the end of the line",
			"20: ability 0 is out of range (1 to 100)",
			"21: graveyard -1 is out of range (0 to 100000)",
		},
		"begin.scenario": {
			"4: begin: already given at line 3",
			"5: with `begin: game` each player draws their opening hand from their library (CR 103.5): list those cards first in a `library` line (top first) instead of a `hand` line, or leave out `begin: game` to set up a position",
			"6: with `begin: game` the game starts with nothing on the battlefield: play the cards during the game, or leave out `begin: game` to set up a position",
			"7: with `begin: game` the game starts with every graveyard empty: put the cards in a `library` line, or leave out `begin: game` to set up a position",
			"8: with `begin: game` the game starts with nothing in exile: put the cards in a `library` line, or leave out `begin: game` to set up a position",
			"9: with `begin: game` the game starts neither day nor night (CR 731.1): leave out the `day:` line (`it becomes day` makes it day once play has begun), or leave out `begin: game` to set up a position",
			"10: with `begin: game` play starts at turn 1 of the player the chooser names (CR 103.8): leave out the `start:` line and write `goto turn N STEP` to move on, or leave out `begin: game` to set up a position",
			"13: begin: already given at line 3",
			"14: chooses draw: with 3 players the chooser names the player who takes the first turn (`Alice chooses Bob`) or says `play`; `draw` is for a game of two players or two teams (CR 103.1)",
			"16: mulligans -1 is out of range (0 to 1000)",
			"17: expected a player, found the end of the line",
			"18: unknown player Dave",
		},
		"version3.scenario": {
			"3: version 4: this runner reads versions 1 to 3 of the format",
			"4: begin: expected `begin: game`, found `now`",
			"6: version: already given at line 3",
			"7: the predefined token `Blood` (CR 111.10) is not accepted yet by this runner",
			"8: a token's name with its power/toughness (`Wolf 3/2`) is not accepted yet by this runner",
			"8: a token's name with its power/toughness (`Human 1/1 red`) is not accepted yet by this runner",
			"9: damage -1 is out of range (0 to 10000)",
			"11: `with disturb` (casting a card for its disturb cost, CR 702.146) is not accepted yet by this runner",
			"12: `with cleave` (casting a card for its cleave cost, CR 702.148) is not accepted yet by this runner",
			"13: mulligans: expected a number, found `one`",
			"14: unknown player Eve",
			"15: a token's name with its power/toughness (`Wolf 3/2`) is not accepted yet by this runner",
			"16: the predefined token `Blood` (CR 111.10) is not accepted yet by this runner",
			"17: newest token named Wolf 3/2: a colour or keyword after power/toughness (`red`) is not accepted yet by this runner; name the token and its power/toughness",
			"18: label bolt is already defined at line 10",
			"20: `expect error` must directly follow an action",
			"21: expect bears: unknown expectation `is`; leave it out: write `expect bears tapped`",
			"22: is: \"Dragonish\" is not a card type, supertype or subtype (CR 205)",
			"23: expect bears: `not` is written before attacking, blocking or blocked (or `is not TYPE`), found `tapped`",
			"24: blocking: expected the label of the attacking creature, found the end of the line; or write `not blocking`",
			"25: named: \"Arlinn, the Pack's Hope\" has a comma in its name, so it must be written in quotes: `\"Arlinn, the Pack's Hope\"`",
			"26: has: unknown keyword ability \"banding\" (first strike, double strike, haste, flying, menace, intimidate, hexproof, ward, daybound, nightbound, vigilance, reach, trample, deathtouch, lifelink, flash, defender, indestructible)",
			"27: newest token named: expected a name, found the end of the line",
			"28: unknown player Carol",
			"29: attacking: expected a player or a planeswalker's label, found `nobody`",
			"31: chooses keep: `keep` answers a decision of the start of a game (CR 103), which only a file with `begin: game` has: add `begin: game` to the header, after `players:`",
		},
	}
	files, err := filepath.Glob(filepath.Join("testdata", "malformed", "*.scenario"))
	require.NoError(t, err)
	require.Len(t, files, len(want), "every malformed file has its expected errors here")
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			lines, ok := want[filepath.Base(path)]
			require.True(t, ok, "no expected errors for %s", path)
			_, err := scenario.ParseFile(path)
			require.Error(t, err)
			var list scenario.ErrorList
			require.True(t, errors.As(err, &list))
			var got []string
			for _, e := range list {
				assert.Equal(t, scenario.KindParse, e.Kind)
				got = append(got, e.Error())
			}
			var exp []string
			for _, l := range lines {
				exp = append(exp, path+":"+l)
			}
			assert.Equal(t, exp, got)
			// Nothing runs: Run reports the same errors.
			assert.Equal(t, err.Error(), scenario.Run(path).Error())
		})
	}
}
