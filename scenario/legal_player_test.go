package scenario_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestSetupAttachedToPlayer checks `attached to PLAYER` in setup: only an
// Aura with enchant player may be attached to a player (CR 303.4,
// 702.5a), and what is not is an error of the file at its line, worded as
// the same mistake on a permanent is; a permanent is attached to one
// thing at most (CR 301.5c, 303.4).
func TestSetupAttachedToPlayer(t *testing.T) {
	for _, tc := range []struct{ line, want string }{
		{"battlefield Alice: Pacifism (attached to Bob)",
			"4: Pacifism can't enchant Bob: its enchant ability allows a creature only, not a player (CR 303.4, 702.5a)"},
		{"battlefield Alice: Leeching Lurker (attached to Bob)",
			"4: Leeching Lurker is neither an Aura nor an Equipment, so it can't be attached to anything (CR 303.4h, 704.5p)"},
		{"battlefield Alice: Grizzly Bears as b2 (attached to Alice)",
			"4: Grizzly Bears is neither an Aura nor an Equipment, so it can't be attached to anything (CR 303.4h, 704.5p)"},
		{"battlefield Alice: Bonesplitter (attached to Bob)",
			"4: Bonesplitter can be attached only to a creature, and Bob is a player (CR 301.5, 301.5c)"},
		{"battlefield Alice: Curse of Leeches (attached to Bob, attached to Alice)",
			"4: Curse of Leeches has two `attached to` modifiers: a permanent is attached to one object or player at most (CR 301.5c, 303.4)"},
		{"battlefield Alice: Curse of Leeches (attached to Bob, attached to bears)",
			"4: Curse of Leeches has two `attached to` modifiers: a permanent is attached to one object or player at most (CR 301.5c, 303.4)"},
		{"battlefield Alice: Pacifism (attached to bears, attached to Bob)",
			"4: Pacifism has two `attached to` modifiers: a permanent is attached to one object or player at most (CR 301.5c, 303.4)"},
		{"battlefield Alice: Curse of Leeches (attached to Carol)",
			"4: undefined label Carol, and no player of the game is named Carol: `attached to` names a permanent set up earlier, by its label, or a player (CR 303.4)"},
		{"battlefield Alice: Curse of Leeches (attached to Bbo)",
			"4: undefined label Bbo, and no player of the game is named Bbo: `attached to` names a permanent set up earlier, by its label, or a player (CR 303.4); did you mean `Bob`?"},
		{"battlefield Alice: Pacifism (attached to bear)", "4: undefined label bear; did you mean `bears`?"},
	} {
		assert.Equal(t, []string{tc.want}, parseErrors(t, tc.line+"\n"), tc.line)
	}
	// What the rules allow stays allowed.
	for _, line := range []string{
		"battlefield Alice: Curse of Leeches (attached to Bob)",
		"battlefield Bob: Curse of Leeches (attached to Bob, tapped)",
		"battlefield Alice: Bonesplitter (attached to bears)",
	} {
		assert.Empty(t, parseErrors(t, line+"\n"), line)
	}
}
