package scenario

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTargetPhrases checks that target phrases separated by semicolons
// join, in order, into the one list of targets the engine takes, and that
// commas do the same without semicolons.
func TestTargetPhrases(t *testing.T) {
	src := "scenario: t\nplayers: Alice, Bob\nbattlefield Bob: Grizzly Bears as bears, Hill Giant as giant\nhand Alice: Murder as murder\n"
	for _, line := range []string{
		"Alice casts murder targeting bears, giant; Bob; Hill Giant",
		"Alice casts murder targeting bears, giant, Bob, Hill Giant",
		"Alice casts murder targeting bears; giant; Bob; Hill Giant without paying its mana cost",
	} {
		f, err := ParseString("phrases.scenario", src+line+"\nexpect error\n")
		require.NoError(t, err, line)
		cast, ok := f.body[0].(*castStmt)
		require.True(t, ok)
		assert.Equal(t, []target{
			{ref: ref{label: "bears"}, player: -1},
			{ref: ref{label: "giant"}, player: -1},
			{player: 1},
			{ref: ref{name: "Hill Giant"}, player: -1},
		}, cast.targets, line)
	}
}

// TestAbilityPick checks that `LABEL ability N` and `NAME ability N` are
// read as one element of an answer each, beside elements that name only
// an object.
func TestAbilityPick(t *testing.T) {
	src := "scenario: t\nplayers: Alice, Bob\nbattlefield Alice: Brimstone Vandal as vandal, The Celestus\n" +
		"Alice chooses vandal ability 1, The Celestus ability 1, vandal\n"
	f, err := ParseString("picks.scenario", src)
	require.NoError(t, err)
	ch, ok := f.body[0].(*chooseStmt)
	require.True(t, ok)
	assert.Equal(t, []pick{
		{kind: pickLabel, label: "vandal", ability: 1},
		{kind: pickName, name: "The Celestus", ability: 1},
		{kind: pickLabel, label: "vandal"},
	}, ch.picks)
	assert.Equal(t, []abilityRef{{n: 1, what: "vandal"}, {n: 1, what: "The Celestus"}, {what: "vandal"}}, abilityRefs(ch.picks))
	assert.Nil(t, abilityRefs(ch.picks[2:]))
}
