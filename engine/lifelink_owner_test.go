package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/zones"
)

// CR 702.15b: lifelink gains life for the source's controller, or its owner
// if it has no controller; a controller who has left the game controls
// nothing any more (CR 800.4a), so the owner gains the life. With the owner
// gone too, nobody does.
func TestLifelinkOwnerWithoutController(t *testing.T) {
	t.Parallel()
	def := &CardDef{Front: Face{Name: "Test Leech", Types: Types(Creature), Power: 1, Toughness: 1, Keywords: Keywords(Lifelink)}}
	g, err := newVerified([]PlayerConfig{{Name: "Alice", Decider: NewScripted()}, {Name: "Bob", Decider: NewScripted()},
		{Name: "Carol", Decider: NewScripted()}}, WithSeed(1))
	require.NoError(t, err)
	leech, err := g.Put(Placement{Owner: 1, Zone: zones.Battlefield, Def: def, Controller: 0, ControlEffect: true})
	require.NoError(t, err)
	require.NoError(t, g.Start(StartAt{Turn: 1, Player: 2, Step: PrecombatMain}))
	require.Equal(t, PlayerID(0), g.chars(g.obj(leech)).Controller)

	gain := func() [3]int {
		require.NoError(t, g.atomic(func() error {
			g.lifelink(leech, 3)
			return nil
		}))
		return [3]int{g.Life(0), g.Life(1), g.Life(2)}
	}
	assert.Equal(t, [3]int{23, 20, 20}, gain(), "its controller")
	// The controller gone, as the source's last known information may
	// still name them.
	g.st.players[0].left = true
	assert.Equal(t, [3]int{23, 23, 20}, gain(), "its owner")
	g.st.players[1].left = true
	assert.Equal(t, [3]int{23, 23, 20}, gain(), "nobody")
}
