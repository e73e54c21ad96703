package scenario

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
)

// TestTargetPhrases checks that target phrases separated by semicolons
// join, in order, into the one list of targets the engine takes, and that
// commas do the same without semicolons.
func TestTargetPhrases(t *testing.T) {
	src := "scenario: t\nplayers: Alice, Bob\nbattlefield Bob: Grizzly Bears as bears, Hill Giant as giant\nhand Alice: Murder as murder\n"
	for _, c := range []struct {
		line    string
		phrases [4]int
	}{
		{"Alice casts murder targeting bears, giant; Bob; Hill Giant", [4]int{0, 0, 1, 2}},
		{"Alice casts murder targeting bears, giant, Bob, Hill Giant", [4]int{-1, -1, -1, -1}},
		{"Alice casts murder targeting bears; giant; Bob; Hill Giant without paying its mana cost", [4]int{0, 1, 2, 3}},
	} {
		f, err := ParseString("phrases.scenario", src+c.line+"\nexpect error\n")
		require.NoError(t, err, c.line)
		cast, ok := f.body[0].(*castStmt)
		require.True(t, ok)
		assert.Equal(t, []target{
			{ref: ref{label: "bears"}, player: -1, phrase: c.phrases[0]},
			{ref: ref{label: "giant"}, player: -1, phrase: c.phrases[1]},
			{player: 1, phrase: c.phrases[2]},
			{ref: ref{name: "Hill Giant"}, player: -1, phrase: c.phrases[3]},
		}, cast.targets, c.line)
	}
	f, err := ParseString("nothing.scenario", src+"Alice casts murder targeting nothing; bears\nexpect error\n")
	require.NoError(t, err)
	assert.Equal(t, []target{{player: -1, phrase: 0, none: true}, {ref: ref{label: "bears"}, player: -1, phrase: 1}},
		f.body[0].(*castStmt).targets)
}

// TestPlaceTargets checks that the targets of each phrase go to that
// phrase's places, and that an empty or short "up to" phrase leaves its
// places empty (CR 115.1, 601.2c).
func TestPlaceTargets(t *testing.T) {
	a, b, p := engine.TargetObject(5), engine.TargetObject(6), engine.TargetPlayerID(1)
	none := engine.NoTarget
	upTo2 := engine.TargetSpec{Kind: engine.TargetPermanent, Count: 2, UpTo: true}
	one := engine.TargetSpec{Kind: engine.TargetPlayer}
	specs := []engine.TargetSpec{upTo2, one}
	phrased := func(ph ...int) []target {
		out := make([]target, len(ph))
		for i, k := range ph {
			out[i] = target{player: -1, phrase: k}
		}
		return out
	}
	assert.Equal(t, []engine.Target{a, b, p}, placeTargets(specs, phrased(0, 0, 1), []engine.Target{a, b, p}))
	assert.Equal(t, []engine.Target{a, none, p}, placeTargets(specs, phrased(0, 1), []engine.Target{a, p}))
	empty := phrased(0, 1)
	empty[0].none = true
	assert.Equal(t, []engine.Target{none, none, p}, placeTargets(specs, empty, []engine.Target{none, p}))
	// Without semicolons, as many targets as phrases: one each.
	assert.Equal(t, []engine.Target{a, none, p}, placeTargets(specs, phrased(-1, -1), []engine.Target{a, p}))
	// A list that fits no phrase is left for the engine to refuse.
	assert.Equal(t, []engine.Target{a, b, p, p}, placeTargets(specs, phrased(0, 0, 0, 1), []engine.Target{a, b, p, p}))
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

// TestTargetAbility checks the reading `LABEL ability` of a target: the
// ability of that card on the stack (CR 115.1), by label or by name, and
// only where `ability` ends the target; elsewhere the word stays part of
// the name.
func TestTargetAbility(t *testing.T) {
	src := "scenario: t\nplayers: Alice, Bob\nbattlefield Alice: Brutal Cathar as cathar\nhand Bob: Stifle as stifle\n"
	for _, c := range []struct {
		line string
		want []target
	}{
		{"Bob casts stifle targeting cathar ability", []target{{ref: ref{label: "cathar"}, player: -1, phrase: -1, ability: true}}},
		{"Bob casts stifle targeting Brutal Cathar ability", []target{{ref: ref{name: "Brutal Cathar"}, player: -1, phrase: -1, ability: true}}},
		{"Bob casts stifle targeting cathar ability, cathar", []target{
			{ref: ref{label: "cathar"}, player: -1, phrase: -1, ability: true}, {ref: ref{label: "cathar"}, player: -1, phrase: -1}}},
		{"Bob casts stifle targeting cathar ability without paying its mana cost", []target{
			{ref: ref{label: "cathar"}, player: -1, phrase: -1, ability: true}}},
		{"Bob casts stifle targeting cathar", []target{{ref: ref{label: "cathar"}, player: -1, phrase: -1}}},
	} {
		f, err := ParseString("ability.scenario", src+c.line+"\nexpect error\n")
		require.NoError(t, err, c.line)
		assert.Equal(t, c.want, f.body[0].(*castStmt).targets, c.line)
	}
	_, err := ParseString("ability.scenario", src+"Bob casts stifle targeting cathar ability 1\n")
	require.Error(t, err, "`ability N` is not a target")
}
