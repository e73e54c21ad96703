package engine

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestPayersMarkEachAbility checks the marks of a text against the test
// of each ability, in lists shorter and longer than the marks can hold.
func TestPayersMarkEachAbility(t *testing.T) {
	t.Parallel()
	forest := &Ability{Kind: ManaAbility, Cost: Cost{Tap: true}}
	forest.Mana.Fixed[ManaG] = 1
	anyColor := &Ability{Kind: ManaAbility, Cost: Cost{Tap: true}, Mana: ManaSpec{AnyColor: 1}}
	mixed := &Ability{Kind: ManaAbility, Cost: Cost{Tap: true}}
	mixed.Mana.Fixed[ManaW], mixed.Mana.Fixed[ManaU] = 1, 1
	both := &Ability{Kind: ManaAbility, Cost: Cost{Tap: true, Untap: true}, Mana: ManaSpec{AnyColor: 1}}
	colored := &Ability{Kind: ManaAbility, Cost: Cost{Tap: true}, Mana: ManaSpec{AnyColor: 1}}
	colored.Cost.Mana.Sym[ManaR] = 1
	activated := &Ability{Kind: Activated, Cost: Cost{Tap: true}}
	kinds := []*Ability{forest, anyColor, mixed, both, colored, activated}
	for _, n := range []int{0, 1, 5, 63, 64, 65, 130} {
		abs := make([]*Ability, n)
		for i := range abs {
			abs[i] = kinds[(i*7+n)%len(kinds)]
		}
		text := cardText{abilities: abs, payers: payersOf(abs)}
		some := false
		for i, ab := range abs {
			require.Equal(t, autoPayer(ab), text.pays(i), "ability %d of %d", i, n)
			some = some || autoPayer(ab)
		}
		require.Equal(t, some, text.payers != 0, "%d abilities", n)
	}
	require.True(t, autoPayer(forest))
	require.True(t, autoPayer(anyColor))
	for _, ab := range []*Ability{mixed, both, colored, activated} {
		require.False(t, autoPayer(ab))
	}
}
