package cards

import (
	"testing"

	"github.com/cathar-engine/cathar/engine"
	"github.com/stretchr/testify/assert"
)

func TestCardsOncePerCard(t *testing.T) {
	defs := Cards()
	names := make([]string, len(defs))
	for i, d := range defs {
		names[i] = d.Front.Name
	}
	assert.Contains(t, names, "Brutal Cathar")
	assert.NotContains(t, names, "Moonrage Brute", "a back face is not listed on its own")
	assert.NotContains(t, names, "Soldier Token", "tokens are listed by Tokens")
	assert.IsIncreasing(t, names)
	faces := 0
	for _, d := range defs {
		faces++
		if d.Back != nil {
			faces++
		}
	}
	assert.Equal(t, len(Names()), faces, "every face of Names belongs to one card of Cards")
}

func TestTokens(t *testing.T) {
	toks := Tokens()
	var names []string
	for _, d := range toks {
		names = append(names, d.Front.Name)
	}
	assert.Equal(t, []string{"Clue Token", "Food Token", "Soldier Token", "Thopter Token", "Treasure Token", "Wolf Token"}, names,
		"the pool's tokens and the predefined ones (CR 111.10)")
	for _, d := range toks {
		assert.True(t, IsToken(d))
	}
	assert.False(t, IsToken(MustLookup("Grizzly Bears")))
}

// TestEveryAbilityHasText: the card list prints the rules text each
// definition records, so every ability of every face, every spell and every
// cost reduction must record one.
func TestEveryAbilityHasText(t *testing.T) {
	for _, d := range append(Cards(), Tokens()...) {
		faces := []*engine.Face{&d.Front}
		if d.Back != nil {
			faces = append(faces, d.Back)
		}
		for _, f := range faces {
			for i, ab := range f.Abilities {
				assert.NotEmpty(t, ab.Text, "%s: ability %d has no text", f.Name, i+1)
			}
			if f.Spell != nil {
				assert.NotEmpty(t, f.Spell.Text, "%s: the spell has no text", f.Name)
			}
			if f.Reduction != nil {
				assert.NotEmpty(t, f.Reduction.Text, "%s: the cost reduction has no text", f.Name)
			}
		}
	}
}
