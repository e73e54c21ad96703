package engine_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// indexChecker is a decider that checks, before its inner decider
// answers, that each option of the decision carries its place as its
// Index, and that the decision's JSON form read back carries the same:
// a client gets the same Index whether or not the decision came through
// JSON (docs/json.md).
type indexChecker struct {
	t       *testing.T
	inner   engine.Decider
	checked *int // decisions with two options or more
}

func (c indexChecker) Decide(g *engine.Game, d *engine.Decision) ([]int, error) {
	b, err := json.Marshal(d)
	require.NoError(c.t, err)
	var back engine.Decision
	require.NoError(c.t, json.Unmarshal(b, &back))
	require.Len(c.t, back.Options, len(d.Options))
	for i := range d.Options {
		require.Equal(c.t, i, d.Options[i].Index, "live option %d of a %v decision (%s)", i, d.Kind, d.Prompt)
		require.Equal(c.t, d.Options[i].Index, back.Options[i].Index, "option %d of a %v decision through JSON", i, d.Kind)
	}
	if len(d.Options) > 1 {
		*c.checked++
	}
	return c.inner.Decide(g, d)
}

// TestOptionIndexLiveAndJSON plays seeded games of two preset decks with
// Random deciders behind indexChecker: every decision they are asked
// (actions, attackers, blockers, targets, discards, trigger order, …)
// numbers its options 0, 1, … live as in JSON.
func TestOptionIndexLiveAndJSON(t *testing.T) {
	t.Parallel()
	presets := cards.Presets()
	require.GreaterOrEqual(t, len(presets), 2)
	checked := 0
	for seed := uint64(1); seed <= 2; seed++ {
		cfg := make([]engine.PlayerConfig, 2)
		for p := range cfg {
			deck, err := cards.Deck(presets[p].Name)
			require.NoError(t, err)
			cfg[p] = engine.PlayerConfig{Name: []string{"Alice", "Bob"}[p], Deck: deck,
				Decider: indexChecker{t: t, inner: engine.NewRandom(seed*10 + uint64(p)), checked: &checked}}
		}
		g, err := newChecked(cfg, engine.WithSeed(seed))
		require.NoError(t, err)
		require.NoError(t, g.Start(engine.StartAt{Shuffle: true, OpeningHand: 7}))
		stepGame(t, g, 6, func() {})
	}
	assert.Greater(t, checked, 20, "the games asked decisions with several options")
}

// TestOptionIndexCardDecision checks a decision card code builds without
// setting Index (Resolution.Choose): the engine numbers its options
// before asking, as it numbers its own.
func TestOptionIndexCardDecision(t *testing.T) {
	t.Parallel()
	var indexes []int
	def := &engine.CardDef{Front: engine.Face{Name: "Test Chooser", ManaCost: engine.MustManaCost("{R}"), Types: engine.Types(engine.Sorcery),
		Spell: &engine.SpellAbility{Text: "Choose one of three colors.", Effect: func(r *engine.Resolution) {
			d := &engine.Decision{Kind: engine.DecideColor, Prompt: "choose a color", Min: 1, Max: 1,
				Options: []engine.Option{{Mana: engine.ManaW}, {Mana: engine.ManaU}, {Mana: engine.ManaB}}}
			r.Choose(r.Controller(), d)
		}}}}
	g := newGame(t)
	mountains(t, g, alice, 1)
	spell := putDef(t, g, alice, zones.Hand, def)
	startMain(t, g)
	require.NoError(t, g.SetDecider(alice, engine.DeciderFunc(func(_ *engine.Game, d *engine.Decision) ([]int, error) {
		for _, o := range d.Options {
			indexes = append(indexes, o.Index)
		}
		return []int{2}, nil
	})))
	require.NoError(t, g.CastSpell(alice, spell, engine.CastOptions{}))
	resolveStack(t, g)
	assert.Equal(t, []int{0, 1, 2}, indexes)
}
