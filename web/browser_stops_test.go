//go:build browser

package web

import (
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// defaultStops are stops.js's default stops: the steps of each player's
// turn at which the page asks the person what to do with priority.
var defaultStops = map[bool]map[string]bool{
	true:  {"precombat main": true, "declare blockers": true, "postcombat main": true}, // the person's turn
	false: {"declare attackers": true, "end": true},                                    // the opponent's
}

// openStopsDuel serves a seeded duel set up with Game.Put, opened with
// the default stops (a new origin: nothing stored): the person has four
// Mountains, two Lightning Bolts in hand (so that at every step they
// could do something, and the server never answers their priority for
// them) and Mountains to draw; a seeded random opponent has Forests and
// Grizzly Bears to cast, attack and block with. It starts in the
// person's precombat main phase of turn 1. The decisions that have one
// answer are answered at once, as cathar serve does.
func openStopsDuel(t *testing.T, seed uint64) (*browserTab, *httptest.Server) {
	t.Helper()
	g, err := engine.New([]engine.PlayerConfig{{Name: "You"}, {Name: "Bot", Decider: engine.NewRandom(seed + 1)}},
		engine.WithSeed(seed), engine.WithWaitingDecisions())
	require.NoError(t, err)
	put := func(owner engine.PlayerID, name string, zone zones.Kind, n int) {
		for range n {
			_, err := g.Put(engine.Placement{Owner: owner, Zone: zone, Def: cards.MustLookup(name)})
			require.NoError(t, err)
		}
	}
	put(0, "Mountain", zones.Battlefield, 4)
	put(0, "Lightning Bolt", zones.Hand, 2)
	put(0, "Mountain", zones.Library, 20)
	put(1, "Forest", zones.Battlefield, 2)
	put(1, "Grizzly Bears", zones.Hand, 3)
	put(1, "Forest", zones.Library, 20)
	require.NoError(t, g.Start(engine.StartAt{Step: engine.PrecombatMain}))
	d, err := NewDuel(DuelConfig{Game: g, Human: 0, AnswerForced: true})
	require.NoError(t, err)
	srv := httptest.NewServer(d)
	t.Cleanup(srv.Close)
	tb := newBrowserTab(t)
	tb.open(srv.URL + "/")
	tb.waitSettled()
	return tb, srv
}

// settledJS is true when the page shows a decision to the person (its
// options, no request in flight) or the end of the game.
const settledJS = `!document.body.classList.contains("busy") &&
	(document.querySelectorAll(".option").length > 0 || document.querySelector("#prompt").textContent.indexOf("Game over") === 0)`

// waitSettled waits until the page asks the person something, past the
// priorities it passes by itself.
func (tb *browserTab) waitSettled() {
	tb.t.Helper()
	tb.waitFor("a decision the page shows", settledJS)
}

// serverView is what the tests read of the server's state.
type serverView struct {
	Decision *struct {
		Kind string `json:"kind"`
	} `json:"decision"`
	Over bool `json:"over"`
	View struct {
		Viewer int    `json:"viewer"`
		Turn   int    `json:"turn"`
		Active int    `json:"active"`
		Step   string `json:"step"`
		Stack  []struct {
			Controller int `json:"controller"`
		} `json:"stack"`
	} `json:"view"`
}

func readServerView(t *testing.T, srv *httptest.Server) serverView {
	t.Helper()
	var s serverView
	require.NoError(t, json.Unmarshal([]byte(duelServerState(t, srv)), &s))
	return s
}

// answerShown answers the decision the page shows as a simple person
// would: at priority, play a land in their main phase (mainPhase), else
// pass; Submit with what
// the page filled in (no attackers, no blockers); or the first option.
func (tb *browserTab) answerShown(mainPhase bool) {
	tb.t.Helper()
	p := tb.currentPrompt()
	before := p.Seq
	switch {
	case p.Kind == "action":
		for _, o := range p.Options {
			if mainPhase && strings.HasPrefix(o, "Play ") {
				tb.choose(o)
				return
			}
		}
		tb.choose("Pass priority")
		return
	case evalJS[bool](tb, `!document.querySelector("#submit").hidden`):
		if p.Kind == "trigger order" || p.Kind == "replacement order" {
			tb.do(evalVoid(`document.querySelectorAll(".option").forEach(o => o.click())`))
		}
		tb.do(chromedp.Click(chromedp.CSS("#submit"), chromedp.NodeVisible))
	default:
		tb.do(chromedp.Click(chromedp.CSS(".option"), chromedp.NodeVisible))
	}
	tb.waitFor("the decision after answering", fmt.Sprintf(`document.querySelector("#prompt").dataset.seq !== %q`, before))
}

// TestBrowserDefaultStops plays a seeded duel (openStopsDuel) with the
// default stops, the person passing at every prompt, for four turns: every
// priority prompt the page shows is at a stop of the turn's player or
// while an opponent's spell or ability is on the stack (read from the
// server's state, not from the page), and the page passed the other
// priorities itself. At 1280×800 the stack and the exile area are then in
// the window, and no land reads "summoning sick".
func TestBrowserDefaultStops(t *testing.T) {
	tb, srv := openStopsDuel(t, 3)
	prompts, others := 0, 0
	for range 300 {
		tb.waitSettled()
		s := readServerView(t, srv)
		if s.Over || s.View.Turn > 10 {
			break
		}
		require.NotNil(t, s.Decision, "the page shows a decision the server has")
		if s.Decision.Kind == "action" {
			prompts++
			theirs := false
			for _, it := range s.View.Stack {
				theirs = theirs || it.Controller != s.View.Viewer
			}
			own := s.View.Active == s.View.Viewer
			assert.True(t, theirs || defaultStops[own][s.View.Step],
				"a priority prompt in turn %d, %s (own turn %v), with no stop and no opponent's object on the stack", s.View.Turn, s.View.Step, own)
		} else {
			others++
		}
		tb.answerShown(s.View.Active == s.View.Viewer && strings.HasSuffix(s.View.Step, "main"))
	}
	passed := evalJS[int](tb, `CatharStops.record().passed`)
	t.Logf("priority prompts shown: %d, other decisions: %d, priorities passed by the page: %d", prompts, others, passed)
	assert.Positive(t, prompts)
	assert.Positive(t, passed, "the page passed priorities itself")
	assert.GreaterOrEqual(t, readServerView(t, srv).View.Turn, 8, "the game went on")

	tb.viewport(1280, 800)
	tb.settle()
	for _, sel := range []string{"#stack", "#exile"} {
		assert.True(t, evalJS[bool](tb, fmt.Sprintf(`(r => r.top >= 0 && r.bottom <= window.innerHeight && r.width > 0)(document.querySelector(%q).getBoundingClientRect())`, sel)),
			"%s is within the 1280×800 window", sel)
	}
	assert.Zero(t, evalJS[int](tb, `Array.from(document.querySelectorAll(".permanent")).filter(p => /\bLand\b/.test(p.querySelector(".type-line").textContent) && /summoning sick/.test(p.textContent)).length`),
		"no land reads summoning sick (CR 302.6)")
	assert.Positive(t, evalJS[int](tb, `document.querySelectorAll(".row.lands .permanent").length`), "there are lands")
	assert.Equal(t, 2, evalJS[int](tb, `document.querySelectorAll(".spells-cast").length`), "each player's spells this turn")
	tb.viewport(browserDesktopWidth, browserDesktopHeight)
	tb.noExceptions()
}

// TestBrowserPassUntilEndOfTurn: at the person's first prompt (their
// precombat main phase of turn 1), "Pass until end of turn" passes every
// priority of the turn: the next prompt comes in turn 2 or later.
func TestBrowserPassUntilEndOfTurn(t *testing.T) {
	tb, srv := openStopsDuel(t, 3)
	s := readServerView(t, srv)
	require.Equal(t, 1, s.View.Turn)
	require.Equal(t, "precombat main", s.View.Step)
	before := tb.currentPrompt().Seq
	tb.do(chromedp.Click(chromedp.CSS("#pass-turn"), chromedp.NodeVisible))
	tb.waitFor("the pass", fmt.Sprintf(`document.querySelector("#prompt").dataset.seq !== %q`, before))
	tb.waitSettled()
	s = readServerView(t, srv)
	assert.GreaterOrEqual(t, s.View.Turn, 2, "the page passed to the next turn (now %s of turn %d)", s.View.Step, s.View.Turn)
	tb.noExceptions()
}

// TestBrowserStopsPersist: the stops chosen in the settings are kept in
// the browser: after a reload the page has them.
func TestBrowserStopsPersist(t *testing.T) {
	tb, _ := openStopsDuel(t, 3)
	checked := `[document.querySelector("#stop-own-precombat-main").checked, document.querySelector("#stop-opp-upkeep").checked,
		document.querySelector("#stop-opp-stack").checked]`
	require.Equal(t, []bool{true, false, true}, evalJS[[]bool](tb, checked), "the defaults")
	tb.do(evalVoid(`document.querySelector("#stop-settings").open = true`))
	for _, id := range []string{"#stop-own-precombat-main", "#stop-opp-upkeep", "#stop-opp-stack"} {
		tb.do(chromedp.Click(chromedp.CSS(id), chromedp.NodeVisible))
	}
	tb.do(chromedp.Reload())
	tb.waitFor("the page to load", `document.readyState === "complete" && !!document.querySelector("#stop-own-precombat-main")`)
	assert.Equal(t, []bool{false, true, false}, evalJS[[]bool](tb, checked), "the stops after a reload")
	assert.Contains(t, evalJS[string](tb, `document.querySelector("#stop-settings").textContent`), "never passes another decision")
	tb.noExceptions()
}

// TestBrowserDivisionKillsWhatItCan: Grizzled Outcasts (4/4) is blocked
// by Burly Breaker (toughness 5) and then Grizzly Bears (toughness 2).
// Lethal damage to each blocker in their order would give 4 and 0 and
// kill nothing; the page suggests 2 to the Bears (lethal) and the rest to
// the Breaker (any division is legal, CR 510.1c–d), and its prompt names
// the attacker. Submitting kills the Bears.
func TestBrowserDivisionKillsWhatItCan(t *testing.T) {
	tb, _ := openGame(t, divisionGameOf(t, nil, "Grizzled Outcasts", "Burly Breaker", "Grizzly Bears"))
	p := tb.attackToDivision()
	require.Equal(t, "combat damage assignment", p.Kind, "%+v", p)
	assert.Equal(t, "Assign Grizzled Outcasts's 4 combat damage", p.Text)
	require.Len(t, p.Options, 2)
	assert.True(t, strings.HasPrefix(p.Options[0], "Burly Breaker"), "%v", p.Options)
	values := evalJS[[]string](tb, `Array.from(document.querySelectorAll("input.option[type=number]")).map(i => i.value)`)
	assert.Equal(t, []string{"2", "2"}, values, "lethal to the Bears, the rest to the Breaker")
	tb.submit()
	log := evalJS[string](tb, `document.querySelector("#events").textContent`)
	assert.Contains(t, log, "Grizzled Outcasts deals 2 damage to Grizzly Bears")
	assert.NotContains(t, evalJS[string](tb, `Array.from(document.querySelectorAll(".permanent")).map(p => p.dataset.name).join(",")`), "Grizzly Bears")
	tb.noExceptions()
}

// TestBrowserOneWhoActsLine: the duel page says who acts in one line,
// #status: the board does not say "has priority" beside it.
func TestBrowserOneWhoActsLine(t *testing.T) {
	tb, _ := openDuelPage(t)
	assert.Equal(t, "Your turn to decide", evalJS[string](tb, `document.querySelector("#status").textContent`))
	assert.Zero(t, evalJS[int](tb, `document.querySelectorAll(".board-head .priority").length`))
	assert.NotContains(t, evalJS[string](tb, `document.querySelector("#board").textContent`), "has priority")
	assert.Positive(t, evalJS[int](tb, `document.querySelectorAll("#legend dt").length`), "a legend of the board's symbols")
	tb.noExceptions()
}
