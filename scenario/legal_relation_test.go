package scenario_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	e "github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/scenario"
)

// shackles is a registry with two test Auras whose enchant abilities name
// a controller: "enchant creature an opponent controls" and "enchant
// creature you don't control". No Aura of the pool does.
func shackles(t *testing.T) *cards.Registry {
	t.Helper()
	reg, err := cards.NewRegistry("shackles", cards.Builtin())
	require.NoError(t, err)
	aura := func(name string, r e.Relation) *e.CardDef {
		f := e.Creatures()
		f.Controller = r
		return &e.CardDef{Front: e.Face{Name: name, ManaCost: e.MustManaCost("{W}"), Types: e.Types(e.Enchantment), Subtypes: e.Subtypes(e.Aura),
			Spell: &e.SpellAbility{Text: "Enchant creature", Targets: []e.TargetSpec{{Kind: e.TargetPermanent, Filter: f}}}}}
	}
	require.NoError(t, reg.Register(aura("Hostile Shackle", e.OpponentControls), aura("Wayward Shackle", e.YouDontControl)))
	return reg
}

// An Aura set up attached to a creature its enchant ability does not allow
// is an error of the setup (CR 303.4, 702.5a), its controller judged as
// the engine judges it: in Two-Headed Giant a teammate is not an opponent
// (CR 102.3, 810.1), and "you don't control" excludes only your own
// creatures, a teammate's included (CR 109.4).
func TestSetupAuraEnchantControllers(t *testing.T) {
	const head = "scenario: shackles\nplayers: Alice, Bob, Carol, Dave\nvariant: two-headed giant\n" +
		"battlefield Alice: Grizzly Bears as mine\nbattlefield Bob: Grizzly Bears as mate\nbattlefield Carol: Grizzly Bears as theirs\n"
	opts := scenario.Options{Cards: shackles(t)}
	for _, tc := range []struct{ line, want string }{
		{"battlefield Alice: Hostile Shackle (attached to mate)",
			"inline.scenario:7: Hostile Shackle can't enchant mate: its enchant ability allows a creature an opponent controls only (CR 303.4, 702.5a)"},
		{"battlefield Alice: Hostile Shackle (attached to mine)",
			"inline.scenario:7: Hostile Shackle can't enchant mine: its enchant ability allows a creature an opponent controls only (CR 303.4, 702.5a)"},
		{"battlefield Alice: Wayward Shackle (attached to mine)",
			"inline.scenario:7: Wayward Shackle can't enchant mine: its enchant ability allows a creature you don't control only (CR 303.4, 702.5a)"},
		{"battlefield Alice: Hostile Shackle (attached to theirs)", ""},
		{"battlefield Alice: Wayward Shackle (attached to mate)", ""},
		{"battlefield Alice: Wayward Shackle (attached to theirs)", ""},
	} {
		f, err := scenario.ParseWith("inline.scenario", []byte(head+tc.line+"\n"), opts)
		require.NoError(t, err, tc.line)
		res := f.Run()
		if tc.want == "" {
			assert.NoError(t, res.Err, tc.line)
			continue
		}
		require.Error(t, res.Err, tc.line)
		assert.Equal(t, tc.want, res.Err.Error(), tc.line)
	}
}
