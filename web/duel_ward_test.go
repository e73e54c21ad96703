package web_test

import (
	"net/http"
	"testing"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/web"
	"github.com/cathar-engine/cathar/zones"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDuelWardPayment: a ward trigger's "unless" cost (CR 702.21a) is
// asked of the human in the middle of an action, as a "yes or no" prompt
// with labelled options; paying it lets the spell resolve. The human
// bolts the bot's Moonrage Brute (ward: pay 3 life) at night.
func TestDuelWardPayment(t *testing.T) {
	g, err := engine.New([]engine.PlayerConfig{{Name: "You"}, {Name: "Bot", Decider: engine.NewRandom(4)}},
		engine.WithSeed(1), engine.WithWaitingDecisions())
	require.NoError(t, err)
	require.NoError(t, g.SetStartingDayNight(daynight.Night))
	put := func(pl engine.Placement) {
		_, err := g.Put(pl)
		require.NoError(t, err)
	}
	put(engine.Placement{Owner: 0, Zone: zones.Battlefield, Def: cards.MustLookup("Mountain")})
	put(engine.Placement{Owner: 0, Zone: zones.Hand, Def: cards.MustLookup("Lightning Bolt")})
	put(engine.Placement{Owner: 1, Zone: zones.Battlefield, Def: cards.MustLookup("Brutal Cathar"), BackFace: true})
	require.NoError(t, g.Start(engine.StartAt{Step: engine.PrecombatMain}))
	d, err := web.NewDuel(web.DuelConfig{Game: g, Human: 0, AnswerForced: true})
	require.NoError(t, err)
	srv := httptestServer(t, d)

	s := state(t, mustState(t, srv))
	answer := func(text string) {
		t.Helper()
		for _, o := range s.Decision.Options {
			if o.Text == text {
				code, body := post(t, srv, "/api/answer", reply(t, 0, []int{o.Index}))
				require.Equal(t, http.StatusOK, code, string(body))
				s = state(t, body)
				return
			}
		}
		t.Fatalf("no option %q in %+v", text, s.Decision)
	}
	answer("Cast Lightning Bolt ({R}) targeting Moonrage Brute")
	require.NotNil(t, s.Decision)
	require.Equal(t, "yes or no", s.Decision.Kind.String(), "the ward payment: %+v", s.Decision)
	assert.Contains(t, s.Decision.Prompt, "ward")
	var labels []string
	for _, o := range s.Decision.Options {
		labels = append(labels, o.Text)
	}
	assert.Len(t, labels, 2)
	assert.NotContains(t, labels, "", "each option has its label")
	t.Logf("%s: %v", s.Decision.Prompt, labels)
	answer(labels[0])
	assert.Equal(t, 17, s.View.Players[0].Life, "3 life paid for ward")
	for _, p := range s.View.Battlefield {
		assert.NotEqual(t, "Moonrage Brute", p.Name, "the Bolt resolved")
	}
}
