package scenario

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// TestDecideOrderByAbility checks that `LABEL ability N` picks, among the
// options of one object, the one that is its Nth triggered ability, and
// that an element naming only the object takes what is left, whatever the
// order they are written in.
func TestDecideOrderByAbility(t *testing.T) {
	g, err := engine.New([]engine.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}})
	require.NoError(t, err)
	id, err := g.Put(engine.Placement{Owner: 0, Zone: zones.Battlefield, Def: cards.MustLookup("Brimstone Vandal")})
	require.NoError(t, err)
	in, err := g.Object(id)
	require.NoError(t, err)
	text, n := nthTriggered(in, 1)
	require.Equal(t, 1, n)
	// Two abilities of one object trigger at once: ward (no text of its
	// own among the object's abilities) and its first triggered ability.
	d := &engine.Decision{Kind: engine.DecideTriggerOrder, Ordered: true, Min: 2, Max: 2, Options: []engine.Option{
		{Obj: id, Index: 0, Text: "ward"},
		{Obj: id, Index: 1, Text: text},
	}}
	card := engine.Pick{Card: in.Card}
	q := queued{ans: engine.Answer{Picks: []engine.Pick{card, card}}, abilities: []abilityRef{{what: "vandal"}, {n: 1, what: "vandal"}}}
	ans, err := decideOrder(g, d, q)
	require.NoError(t, err)
	assert.Equal(t, []int{0, 1}, ans)
	q.abilities = []abilityRef{{n: 1, what: "vandal"}, {what: "vandal"}}
	ans, err = decideOrder(g, d, q)
	require.NoError(t, err)
	assert.Equal(t, []int{1, 0}, ans)
	// Naming the object once for each of its abilities answers too.
	a := &answers{q: []queued{{ans: engine.Answer{Picks: []engine.Pick{card, card}}}}}
	ans, err = a.Decide(g, d)
	require.NoError(t, err)
	assert.Equal(t, []int{0, 1}, ans)
	q.abilities = []abilityRef{{n: 2, what: "vandal"}, {what: "vandal"}}
	_, err = decideOrder(g, d, q)
	assert.ErrorIs(t, err, engine.ErrIllegalChoice)
	assert.ErrorContains(t, err, "vandal has no triggered ability 2 (its text has 1)")
}
