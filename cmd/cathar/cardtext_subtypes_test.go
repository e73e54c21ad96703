package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
)

// A type line names any subtype: built in beyond the pool's, two words
// (CR 205.3b), or registered by the program.
func TestTypeLineNamesEverySubtype(t *testing.T) {
	grem, err := engine.RegisterSubtype("Gremlinoid", engine.CreatureType)
	require.NoError(t, err)
	f := &engine.Face{Types: engine.Types(engine.Creature), Subtypes: engine.Subtypes(grem, engine.TimeLord, engine.Human, engine.Zombie)}
	assert.Equal(t, "Creature — Human Time Lord Zombie Gremlinoid", typeLine(f))
}
