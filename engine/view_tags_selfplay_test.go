package engine_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
)

// optionObjects returns the objects option i of d names in its label,
// for the decisions whose labels the engine words (LabelOptions): a
// decision to order abilities or effects is labelled with their texts,
// and an ability on the stack as a target (CR 115.1) is named by its
// source, which may have left the battlefield.
func optionObjects(d *engine.Decision, i int) []engine.ObjID {
	o := &d.Options[i]
	var ids []engine.ObjID
	switch d.Kind {
	case engine.DecideAction:
		if o.Action.Obj != engine.NoObj {
			ids = append(ids, o.Action.Obj)
		}
		for _, t := range o.Action.TargetList() {
			if t.Obj != engine.NoObj {
				ids = append(ids, t.Obj)
			}
		}
	case engine.DecideAttackers:
		ids = append(ids, o.Obj)
		if o.Planeswalker != engine.NoObj {
			ids = append(ids, o.Planeswalker)
		}
	case engine.DecideBlockers:
		ids = append(ids, o.Block.Attacker, o.Block.Blocker)
	case engine.DecideTarget:
		if strings.HasPrefix(o.Text, "Target the ability of ") {
			return nil
		}
		fallthrough
	case engine.DecideObjects, engine.DecideDiscard, engine.DecideLegend, engine.DecideCopy, engine.DecideCombatDamage,
		engine.DecideBottom:
		if o.Obj != engine.NoObj && !o.IsPlayer {
			ids = append(ids, o.Obj)
		}
	}
	return ids
}

// tagChecker wraps a Random decider: before each answer it checks that
// every object an option names is named in the option's label by its tag
// as the deciding player sees it (Game.Tag), and that the player's view
// shows that object with that same tag, as the board draws it.
type tagChecker struct {
	t       *testing.T
	r       *engine.Random
	checked *int
}

func (c tagChecker) Decide(g *engine.Game, d *engine.Decision) ([]int, error) {
	var tags map[engine.ObjID]string
	for i := range d.Options {
		o := &d.Options[i]
		for _, id := range optionObjects(d, i) {
			if tags == nil {
				tags = viewTags(g.PlayerView(d.Player))
			}
			tag := g.Tag(d.Player, id)
			if tag == "" || tags[id] != tag || !strings.Contains(o.Text, tag) {
				c.t.Fatalf("%v decision of player %d: option %q names object %d, tagged %q, which the view shows as %q",
					d.Kind, d.Player, o.Text, id, tag, tags[id])
			}
			*c.checked++
		}
	}
	return c.r.Decide(g, d)
}

// TestSelfPlayOptionTagsAreOnTheBoard: in seeded self-play games of every
// preset deck against another, two-player and Two-Headed Giant, the
// label of every option names each object of the option by the tag the
// deciding player's view shows on that object (CR 400.2), so that a
// person finds on the board the card an option means. 200 games with
// CATHAR_LONG=1, a few by default.
func TestSelfPlayOptionTagsAreOnTheBoard(t *testing.T) {
	t.Parallel()
	presets := cards.Presets()
	games := sized(t, "games", 4, 200)
	checked := 0
	for i := range games {
		seed := uint64(i + 1)
		var g *engine.Game
		var err error
		if i%4 == 3 {
			g, err = teamGame(seed, bulkOption())
		} else {
			cfg := make([]engine.PlayerConfig, 2)
			for p := range cfg {
				deck, err := cards.Deck(presets[(i+p*(1+i/len(presets)))%len(presets)].Name)
				require.NoError(t, err)
				cfg[p] = engine.PlayerConfig{Name: fmt.Sprintf("P%d", p+1), Deck: deck}
			}
			g, err = newChecked(cfg, engine.WithSeed(seed), bulkOption(), engine.WithoutLog())
			require.NoError(t, err)
			err = g.Start(engine.StartAt{Shuffle: true, OpeningHand: 7})
		}
		require.NoError(t, err)
		for p := range engine.PlayerID(g.NumPlayers()) {
			require.NoError(t, g.SetDecider(p, tagChecker{t, engine.NewRandom(seed*8 + uint64(p)), &checked}))
		}
		require.NoError(t, g.PlayTurns(25), "game %d", i)
	}
	require.Positive(t, checked)
}
