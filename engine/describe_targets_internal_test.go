package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/zones"
)

// A cast's line names the targets the engine emitted for its stack id,
// and only those: an event emitted among them (by a trigger's condition,
// say) does not hide the ones after it, another spell's targets are not
// its own, and nothing after a player passes priority is.
func TestDescribeTargetsByStackID(t *testing.T) {
	t.Parallel()
	g, err := newVerified([]PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}, WithSeed(1))
	require.NoError(t, err)
	var ids [3]ObjID
	for i, name := range []string{"Bolt", "Bear", "Wolf"} {
		def := Finish(&CardDef{Front: Face{Name: name, Types: Types(Creature), Power: 1, Toughness: 1}})
		ids[i], err = g.Put(Placement{Owner: 1, Zone: zones.Battlefield, Def: def})
		require.NoError(t, err)
	}
	bolt, bear, wolf := ids[0], ids[1], ids[2]
	require.NoError(t, g.Start(StartAt{Step: PrecombatMain}))
	from := g.EventCount()
	g.emit(Event{Kind: EvSpellCast, Player: 0, Obj: bolt, Amount: 7})
	g.emit(Event{Kind: EvBecameTarget, Player: 0, Obj: bear, Other: bolt, Amount: 7, Target: NoPlayer})
	g.emit(Event{Kind: EvTapped, Obj: wolf})
	g.emit(Event{Kind: EvBecameTarget, Player: 0, Obj: wolf, Other: bolt, Amount: 8, Target: NoPlayer})
	g.emit(Event{Kind: EvBecameTarget, Player: 0, Target: 1, Other: bolt, Amount: 7})
	g.emit(Event{Kind: EvPriorityPassed, Player: 0})
	g.emit(Event{Kind: EvBecameTarget, Player: 0, Obj: wolf, Other: bolt, Amount: 7, Target: NoPlayer})
	assert.Equal(t, "Alice casts Bolt, targeting Bear and Bob", g.Describe(g.st.log[from]))
}
