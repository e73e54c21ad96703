package web_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/web"
	"github.com/cathar-engine/cathar/zones"
)

// A draw is one line (CR 121.1): the drawer's names the card, the
// opponent's and a spectator's do not, and the card's move from the
// library to the hand has no line of its own.
func TestEventLinesFoldDraws(t *testing.T) {
	g, err := engine.New([]engine.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}, engine.WithSeed(1))
	require.NoError(t, err)
	_, err = g.Put(engine.Placement{Owner: 0, Zone: zones.Library, Def: cards.MustLookup("Hill Giant")})
	require.NoError(t, err)
	require.NoError(t, g.Start(engine.StartAt{OpeningHand: 1}))
	texts := func(lines []web.EventLine) []string {
		var out []string
		for _, l := range lines {
			out = append(out, l.Text)
		}
		return out
	}
	for name, lines := range map[string][]web.EventLine{
		"Alice":     web.PlayerEventLines(g, 0, 0),
		"Bob":       web.PlayerEventLines(g, 1, 0),
		"spectator": web.EventLines(g, 0),
	} {
		want := "Alice draws a card"
		if name == "Alice" {
			want = "Alice draws Hill Giant"
		}
		got := texts(lines)
		assert.Contains(t, got, want, name)
		for _, l := range got {
			assert.False(t, strings.Contains(l, "library -> hand"), "%s: %q", name, l)
		}
	}
}
