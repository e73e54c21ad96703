package cli

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
	assert.Equal(t, "Creature — Gremlinoid Time Lord Human Zombie", typeLine(f), "in the order written")
}

// `cathar cards` prints a card's subtypes in its printed order (CR 205.3a),
// the order its definition writes them in, not the engine's order of
// values (which printed Horror Leech, Human Werewolf Rogue and Human
// Werewolf Archer).
func TestCardsPrintSubtypesInPrintedOrder(t *testing.T) {
	for name, want := range map[string]string{
		"Curse of Leeches":    "  Type       Creature — Leech Horror\n",
		"Baneblade Scoundrel": "  Type       Creature — Human Rogue Werewolf\n",
		"Bird Admirer":        "  Type       Creature — Human Archer Werewolf\n",
	} {
		code, out, _ := runCards(name)
		require.Equal(t, 0, code, name)
		assert.Contains(t, out, want, name)
	}
	_, list, _ := runCards()
	assert.Contains(t, list, "Creature — Human Rogue Werewolf 4/3\n", "the list prints the same type line")
	assert.Contains(t, list, "Creature — Human Archer Werewolf 1/4\n")
}
