package engine_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// A view's faces carry their printed colors — a mana cost's, or a color
// indicator's (CR 202.2, 204) — and a permanent its colors now: Clone
// entered as a copy of Grizzly Bears is green though its printed face is
// blue (CR 707.2). The JSON form writes them by name and reads them back.
func TestViewColors(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	clone := put(t, g, alice, zones.Battlefield, "Clone", copyOf(bears))
	put(t, g, alice, zones.Battlefield, "Brutal Cathar", backFace)
	put(t, g, alice, zones.Battlefield, "Forest")
	startMain(t, g)

	byName := map[string]engine.ViewPermanent{}
	for _, p := range g.PlayerView(alice).Battlefield {
		byName[p.Faces[0].Name] = p
	}
	c := byName["Clone"]
	assert.Equal(t, clone, c.Obj)
	assert.Equal(t, []engine.Color{engine.Blue}, c.Faces[0].Colors, "the printed face")
	assert.Equal(t, []engine.Color{engine.Green}, c.Colors, "the copy's colors now")

	cathar := byName["Brutal Cathar"]
	require.Len(t, cathar.Faces, 2)
	assert.Equal(t, []engine.Color{engine.White}, cathar.Faces[0].Colors)
	assert.Equal(t, []engine.Color{engine.Red}, cathar.Faces[1].Colors, "the back face's color indicator")
	assert.Equal(t, []engine.Color{engine.Red}, cathar.Colors, "back face up")

	forest := byName["Forest"]
	assert.Empty(t, forest.Colors)
	assert.Empty(t, forest.Faces[0].Colors)

	b, err := json.Marshal(cathar)
	require.NoError(t, err)
	assert.Contains(t, string(b), `"colors":["white"],"typeLine":"Creature — Human Soldier Werewolf"`)
	assert.Contains(t, string(b), `"name":"Moonrage Brute","colors":["red"]`)
	assert.Contains(t, string(b), `"controller":0,"colors":["red"]`)
	b, err = json.Marshal(forest)
	require.NoError(t, err)
	assert.NotContains(t, string(b), "colors", "a colorless permanent writes none")

	var back engine.ViewPermanent
	require.NoError(t, json.Unmarshal(mustJSON(t, c), &back))
	assert.Equal(t, c.Colors, back.Colors)
	assert.Equal(t, c.Faces, back.Faces)

	var f engine.ViewFace
	err = json.Unmarshal([]byte(`{"name":"X","colors":["purple"],"typeLine":"Creature"}`), &f)
	assert.ErrorIs(t, err, engine.ErrMalformedJSON, "an unknown color is refused")
}
