package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/zones"
)

// A permanent spell that is back face up on the stack enters with that
// face up (CR 712.13): the event that explains the back face without a
// transform cites 712.13, not 712.14a (which is for an effect that puts a
// card onto the battlefield transformed), and says why in its words and
// its JSON form. No action puts a spell on the stack back face up yet
// (casting transformed, 712.11a, is not offered), so the test turns the
// spell over on the stack itself.
func TestSpellResolvingBackFaceUpCites712_13(t *testing.T) {
	t.Parallel()
	g, err := newVerified([]PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}, WithSeed(1))
	require.NoError(t, err)
	def := Finish(&CardDef{
		Front: Face{Name: "Test Pup", Types: Types(Creature), Power: 1, Toughness: 1},
		Back:  &Face{Name: "Test Hound", Types: Types(Creature), Power: 3, Toughness: 3},
	})
	card, err := g.Put(Placement{Owner: 0, Zone: zones.Hand, Def: def})
	require.NoError(t, err)
	require.NoError(t, g.Start(StartAt{Step: PrecombatMain}))
	require.NoError(t, g.CastSpell(0, card, CastOptions{WithoutPaying: true}))
	st := g.Stack()
	require.Len(t, st, 1)
	g.st.objs[st[0].Obj].back = true
	g.markDirty()
	g.refresh()

	from := g.EventCount()
	require.NoError(t, g.PassPriority(0))
	require.NoError(t, g.PassPriority(1))
	var entered []Event
	for ev := range g.EventsSince(from) {
		if ev.Kind == EvEnteredTransformed {
			entered = append(entered, ev)
		}
	}
	require.Len(t, entered, 1)
	ev := entered[0]
	assert.Equal(t, "Test Hound", g.Characteristics(ev.Obj).Name, "it entered back face up")
	assert.Equal(t, "CR 712.13", g.EventRule(ev))
	assert.Equal(t, "Test Hound enters transformed: it was a spell back face up, and enters with that face up", g.Describe(ev))
	b, err := ev.MarshalJSON()
	require.NoError(t, err)
	assert.Contains(t, string(b), `"cause":"resolved back face up"`)
	var back Event
	require.NoError(t, back.UnmarshalJSON(b))
	assert.Equal(t, ev, back)
}
