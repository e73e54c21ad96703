package scenario_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/scenario"
)

// TestSetupLegalAtParse checks the positions the rules forbid that a
// card's definition alone shows: each is an error of the file, at its
// line, before anything runs.
func TestSetupLegalAtParse(t *testing.T) {
	for _, tc := range []struct{ line, want string }{
		{"battlefield Alice: Lightning Bolt", "4: Lightning Bolt is an instant and can't be on the battlefield (CR 110.4, 304.4): " +
			"put it in a hand, a library, a graveyard or exile"},
		{"battlefield Bob: Act of Treason", "4: Act of Treason is a sorcery and can't be on the battlefield (CR 110.4, 307.4): " +
			"put it in a hand, a library, a graveyard or exile"},
		{"hand Alice: Soldier Token", "4: Soldier Token is a token, and a token can't be in a hand (CR 111.7, 111.8): " +
			"set it up on the battlefield, `battlefield PLAYER: Soldier Token (token)`"},
		{"library Alice: Thopter Token", "4: Thopter Token is a token, and a token can't be in a library (CR 111.7, 111.8): " +
			"set it up on the battlefield, `battlefield PLAYER: Thopter Token (token)`"},
		{"exile Alice: Thopter Token", "4: Thopter Token is a token, and a token can't be in exile (CR 111.7, 111.8): " +
			"set it up on the battlefield, `battlefield PLAYER: Thopter Token (token)`"},
		{"battlefield Alice: Soldier Token", "4: Soldier Token is a token, not a card (CR 111.6): add the modifier `(token)`"},
		{"hand Alice: Grizzly Bears (token)", "4: a token can't be in a hand (CR 111.7, 111.8): only the battlefield takes modifiers"},
		{"hand Alice: Soldier Token (token)", "4: a token can't be in a hand (CR 111.7, 111.8): only the battlefield takes modifiers"}, // one error, not two
		{"battlefield Bob: Pacifism", "4: Pacifism is an Aura and must be attached to something it can enchant (CR 303.4, 704.5m): " +
			"add the modifier `(attached to LABEL)`"},
	} {
		assert.Equal(t, []string{tc.want}, parseErrors(t, tc.line+"\n"), tc.line)
	}
	// What the rules allow stays allowed.
	for _, line := range []string{
		"hand Alice: Lightning Bolt", "battlefield Alice: Soldier Token (token)", "battlefield Bob: Pacifism (attached to bears)",
		"battlefield Alice: Grizzly Bears (token)", "graveyard Bob: Act of Treason",
	} {
		assert.Empty(t, parseErrors(t, line+"\n"), line)
	}
}

// TestSetupLegalAtBuild checks the attachments the rules forbid, which
// depend on what the permanent attached to is: errors of the setup, at
// the line of the attached card.
func TestSetupLegalAtBuild(t *testing.T) {
	for _, tc := range []struct{ body, want string }{
		{"battlefield Alice: Mountain as mountain\nbattlefield Bob: Pacifism (attached to mountain)\n",
			"inline.scenario:4: Pacifism can't enchant mountain: its enchant ability allows a creature only (CR 303.4, 702.5a)"},
		{"battlefield Alice: Mountain as mountain\nbattlefield Bob: Bonesplitter (attached to mountain)\n",
			"inline.scenario:4: Bonesplitter can be attached only to a creature, and mountain is not one (CR 301.5, 301.5c)"},
		{"battlefield Alice: Grizzly Bears as bears\nbattlefield Bob: Hill Giant (attached to bears)\n",
			"inline.scenario:4: Hill Giant is neither an Aura nor an Equipment, so it can't be attached to anything (CR 303.4h, 704.5p)"},
	} {
		e := run(t, tc.body)
		require.NotNil(t, e, tc.body)
		assert.Equal(t, tc.want, e.Error())
		assert.Equal(t, scenario.KindSetup, e.Kind)
	}
}
