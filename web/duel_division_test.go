package web_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/web"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// toDivision plays the division duel through the API up to the division
// of Hill Giant's damage: it passes priority and attacks with the Giant.
func toDivision(t *testing.T) (*httptest.Server, web.DuelState) {
	t.Helper()
	d, err := web.NewDuel(web.DuelConfig{Game: web.DivisionGame(t, nil), Human: 0})
	require.NoError(t, err)
	srv := httptestServer(t, d)
	s := state(t, mustState(t, srv))
	for range 20 {
		require.NotNil(t, s.Decision)
		var pick []int
		switch s.Decision.Kind {
		case engine.DecideCombatDamage:
			return srv, s
		case engine.DecideAttackers:
			pick = []int{0}
			require.Contains(t, s.Decision.Options[0].Text, "Hill Giant")
		default:
			require.Equal(t, "Pass priority", s.Decision.Options[0].Text, "%+v", s.Decision)
			pick = []int{0}
		}
		code, body := post(t, srv, "/api/answer", reply(t, 0, pick))
		require.Equal(t, http.StatusOK, code, string(body))
		s = state(t, body)
	}
	t.Fatal("no division of combat damage")
	return nil, s
}

// amounts picks, for each blocker in the order of the options, the option
// that assigns it the amount given.
func amounts(t *testing.T, d *engine.Decision, give ...int32) []int {
	t.Helper()
	var picked []int
	var seen []engine.ObjID
	for k, o := range d.Options {
		a, ok := d.Assignment(k)
		require.True(t, ok, "a division of combat damage")
		i := len(seen)
		if len(seen) == 0 || seen[len(seen)-1] != a.To.Obj {
			seen = append(seen, a.To.Obj)
		} else {
			i--
		}
		if i < len(give) && a.Amount == int(give[i]) {
			picked = append(picked, o.Index)
		}
	}
	require.Len(t, picked, len(give), "%+v", d.Options)
	return picked
}

// TestDuelDamageDivision plays the division of Hill Giant's 3 damage
// between two blocking Grizzly Bears: an illegal division (2 in all) is
// refused with 422 and the game is as it was; without trample any split
// among the blockers is legal (CR 510.1c), here 1 to the first and 2 to
// the second, which dies; the Giant dies of the Bears' 4 damage. The
// events tell it with their rules.
func TestDuelDamageDivision(t *testing.T) {
	srv, s := toDivision(t)
	d := s.Decision
	assert.Equal(t, 3, d.Divide)
	before := mustState(t, srv)
	code, body := post(t, srv, "/api/answer", reply(t, 0, amounts(t, d, 1, 1)))
	assert.Equal(t, http.StatusUnprocessableEntity, code, string(body))
	assert.Contains(t, refusal(t, body), "3")
	assert.Equal(t, string(before), string(mustState(t, srv)), "the game is as it was")

	code, body = post(t, srv, "/api/answer", reply(t, 0, amounts(t, d, 1, 2)))
	require.Equal(t, http.StatusOK, code, string(body))
	s = state(t, body)
	var bears []engine.ViewPermanent
	for _, p := range s.View.Battlefield {
		require.NotEqual(t, "Hill Giant", p.Name, "the Giant died")
		if p.Name == "Grizzly Bears" {
			bears = append(bears, p)
		}
	}
	require.Len(t, bears, 1, "one Bear died")
	first, _ := d.Assignment(0)
	assert.Equal(t, first.To.Obj, bears[0].Obj, "the first Bear, with 1 damage, lives")
	assert.Equal(t, 1, bears[0].Damage)
	var lines []string
	for _, ev := range s.Events {
		lines = append(lines, ev.Text+" ("+ev.Rule+")")
	}
	log := strings.Join(lines, "\n")
	assert.Contains(t, log, "Hill Giant deals 1 damage to Grizzly Bears")
	assert.Contains(t, log, "Hill Giant deals 2 damage to Grizzly Bears")
}
