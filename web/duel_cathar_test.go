package web_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/web"
	"github.com/cathar-engine/cathar/zones"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDuelCatharExileAndReturn plays, through the API, the scripted duel
// of the browser tests, built with Put before Start: the human (seat 0, no
// decider) has three Plains and a Mountain, Brutal Cathar and Lightning
// Bolt; the bot (seat 1, a seeded Random decider) has Grizzly Bears.
// Brutal Cathar exiles Grizzly Bears, whose exile link the view shows,
// then Lightning Bolt kills the Cathar and the Bears return (CR 610.3). While the Cathar's trigger asks its target,
// the view is the game at that moment (the Cathar on the battlefield).
// Serve g.PlayerView instead of the pending game's and the Cathar is
// still in the hand at the target.
func TestDuelCatharExileAndReturn(t *testing.T) {
	g, err := engine.New([]engine.PlayerConfig{{Name: "You"}, {Name: "Bot", Decider: engine.NewRandom(9)}},
		engine.WithSeed(1), engine.WithWaitingDecisions())
	require.NoError(t, err)
	put := func(owner engine.PlayerID, name string, z zones.Kind) {
		_, err := g.Put(engine.Placement{Owner: owner, Zone: z, Def: cards.MustLookup(name)})
		require.NoError(t, err)
	}
	for range 3 {
		put(0, "Plains", zones.Battlefield)
	}
	put(0, "Mountain", zones.Battlefield)
	put(0, "Brutal Cathar", zones.Hand)
	put(0, "Lightning Bolt", zones.Hand)
	put(1, "Grizzly Bears", zones.Battlefield)
	require.NoError(t, g.Start(engine.StartAt{Step: engine.PrecombatMain}))
	d, err := web.NewDuel(web.DuelConfig{Game: g, Human: 0})
	require.NoError(t, err)
	srv := httptestServer(t, d)

	s := state(t, mustState(t, srv))
	// choose answers the decision of kind with the option whose label
	// begins with prefix; other decisions on the way are passed.
	choose := func(kind, prefix string) {
		t.Helper()
		for range 20 {
			require.NotNil(t, s.Decision, "waiting for %s %q", kind, prefix)
			pick := -1
			for _, o := range s.Decision.Options {
				if s.Decision.Kind.String() == kind && strings.HasPrefix(o.Text, prefix) {
					pick = o.Index
				}
			}
			found := pick >= 0
			if !found {
				require.Equal(t, "action", s.Decision.Kind.String(), "only priorities are passed on the way: %+v", s.Decision)
				pick = 0 // Pass priority
				require.Equal(t, "Pass priority", s.Decision.Options[0].Text)
			}
			code, body := post(t, srv, "/api/answer", reply(t, 0, []int{pick}))
			require.Equal(t, http.StatusOK, code, string(body))
			s = state(t, body)
			if found {
				return
			}
		}
		t.Fatalf("no %s %q", kind, prefix)
	}
	onField := func(name string) bool {
		for _, p := range s.View.Battlefield {
			if p.Name == name {
				return true
			}
		}
		return false
	}

	choose("action", "Cast Brutal Cathar")
	for s.Decision.Kind.String() != "target" {
		choose("action", "Pass priority")
	}
	assert.True(t, onField("Brutal Cathar"), "at its trigger's target, the Cathar is on the battlefield in the view")
	assert.Contains(t, s.Decision.Options[0].Text, "Grizzly Bears")
	choose("target", "Target Grizzly Bears")
	for onField("Grizzly Bears") {
		choose("action", "Pass priority")
	}
	require.Len(t, s.View.ExileLinks, 1)
	link := s.View.ExileLinks[0]
	assert.Equal(t, "Grizzly Bears", link.ExiledName)
	assert.Equal(t, "Brutal Cathar", link.SourceName)
	assert.True(t, link.Returns)

	choose("action", "Cast Lightning Bolt ({R}) targeting Brutal Cathar")
	for !onField("Grizzly Bears") {
		choose("action", "Pass priority")
	}
	assert.False(t, onField("Brutal Cathar"))
	cited := 0
	for _, ev := range s.Events {
		if strings.Contains(ev.Text, "Grizzly Bears") && strings.HasPrefix(ev.Rule, "CR ") {
			cited++
		}
	}
	assert.Positive(t, cited, "the events of the Bears cite their rules")
}
