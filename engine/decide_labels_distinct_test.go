package engine_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// Labels that would collide within a decision are told apart by the tags
// of the objects they name (Game.Tag): by their controllers, "yours" for
// the deciding player's, and where that tells none of them apart, by
// their places.
func TestLabelsDistinctWithinADecision(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	putN(t, g, alice, zones.Battlefield, "Plains", 2)
	put(t, g, alice, zones.Hand, "Pacifism")
	putN(t, g, alice, zones.Hand, "Mountain", 2)
	put(t, g, alice, zones.Battlefield, "Hill Giant")
	put(t, g, bob, zones.Battlefield, "Hill Giant")
	putN(t, g, bob, zones.Battlefield, "Grizzly Bears", 2)
	startMain(t, g)
	d := captureDecision(t, g, alice, engine.DecideAction, func() { require.NoError(t, g.Step()) })
	var casts []string
	for _, o := range d.Options {
		if o.Action.Kind == engine.ActCast {
			casts = append(casts, o.Text)
		}
	}
	assert.ElementsMatch(t, []string{
		"Cast Pacifism ({1}{W}) targeting Hill Giant (yours)",
		"Cast Pacifism ({1}{W}) targeting Hill Giant (Bob's)",
		"Cast Pacifism ({1}{W}) targeting Grizzly Bears #1",
		"Cast Pacifism ({1}{W}) targeting Grizzly Bears #2",
	}, casts)
	assert.Contains(t, labelsOf(d), "Pass priority", "a label that collides with none is left as it is")
	assert.Contains(t, labelsOf(d), "Play Mountain #1")
	assert.Contains(t, labelsOf(d), "Play Mountain #2")
}

// labelsOf returns the labels of d's options.
func labelsOf(d engine.Decision) []string {
	var out []string
	for _, o := range d.Options {
		out = append(out, o.Text)
	}
	return out
}
