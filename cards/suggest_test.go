package cards_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
)

func TestResolve(t *testing.T) {
	for _, tc := range []struct {
		in, want string
		ok       bool
	}{
		{"Mountain", "Mountain", true},
		{"Moonrager\u2019s Slash", "Moonrager's Slash", true},
		{"Moonrager\u02bcs Slash", "Moonrager's Slash", true},
		{"Moonrager`s  Slash", "Moonrager's Slash", true},
		{"Brutal Cathar // Moonrage Brute", "Brutal Cathar", true},
		{"Brutal Cathar//Moonrage Brute", "Brutal Cathar", true},
		{"Moonrage Brute", "Moonrage Brute", true},
		{"Brutal Cathar // Grizzly Bears", "", false},
		{"Grizzly Bears // Mountain", "", false},
		{"mountain", "", false}, // names keep their printed capitals
		{"Soldier Token", "Soldier Token", true},
		{"Soldier", "Soldier Token", true}, // a token named by its subtypes, without "Token" (CR 111.4)
		{"Thopter", "Thopter Token", true},
		{"Grizzly", "", false}, // the rule is for tokens only
		{"", "", false},
	} {
		got, ok := cards.Resolve(tc.in)
		assert.Equal(t, tc.ok, ok, tc.in)
		assert.Equal(t, tc.want, got, tc.in)
	}
}

func TestSuggest(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []string
	}{
		{"mountain", []string{"Mountain"}},
		{"MOONRAGER\u2019S SLASH", []string{"Moonrager's Slash"}},
		{"Grizzly Bear", []string{"Grizzly Bears"}},
		{"Mountian", []string{"Mountain"}},
		{"Brutal Cathar // Moonrage Brutes", []string{"Brutal Cathar"}},
		{"Bolt", []string{"Lightning Bolt"}},
		{"arlinn", []string{"Arlinn, the Moon's Fury", "Arlinn, the Pack's Hope"}}, // a word ended by a comma
		{"vadrik", []string{"Vadrik, Astral Archmage"}},
		{"Xyzzy Plugh", nil},
	} {
		assert.Equal(t, tc.want, cards.Suggest(tc.in, 3), tc.in)
	}
}

func TestFindUnknown(t *testing.T) {
	_, _, err := cards.Find("mountain")
	require.Error(t, err)
	assert.True(t, errors.Is(err, engine.ErrUnknownCard))
	var u *cards.UnknownCardError
	require.True(t, errors.As(err, &u))
	assert.Equal(t, `unknown card "mountain"; did you mean "Mountain"?`, err.Error())
	_, _, err = cards.Find("Xyzzy")
	assert.Equal(t, `unknown card "Xyzzy"`, err.Error())
	d, name, err := cards.Find("Moonrager\u2019s Slash")
	require.NoError(t, err)
	assert.Equal(t, "Moonrager's Slash", name)
	assert.Equal(t, name, d.Front.Name)
}

func TestNearest(t *testing.T) {
	verbs := []string{"casts", "plays", "activates", "chooses", "attacks", "blocks", "concedes"}
	assert.Equal(t, []string{"casts"}, cards.Nearest("cast", verbs, 3))
	assert.Equal(t, []string{"attacks"}, cards.Nearest("atacks", verbs, 3))
	assert.Equal(t, []string{"chooses"}, cards.Nearest("choses", verbs, 3))
	assert.Nil(t, cards.Nearest("summons", verbs, 3))
	assert.Equal(t, []string{"casts"}, cards.Nearest("CASTS", []string{"cast", "casts"}, 3), "a match but for case alone")
	assert.Equal(t, []string{"cast", "casts"}, cards.Nearest("castz", []string{"cast", "casts"}, 3))
	assert.Equal(t, 1, cards.Distance("ab", "ba"))
	assert.Equal(t, 3, cards.Distance("kitten", "sitting"))
	assert.Equal(t, 1, cards.Distance("é", "e"))
	assert.Equal(t, `"A", "B" or "C"`, cards.OrList([]string{"A", "B", "C"}))
}

func TestIsTokenName(t *testing.T) {
	assert.True(t, cards.IsTokenName("Soldier Token"))
	assert.False(t, cards.IsTokenName("Grizzly Bears"))
	assert.False(t, cards.IsTokenName("Nothing"))
}
