//go:build browser

package web

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
)

// openGame serves a duel of g and opens its page in a new tab.
func openGame(t *testing.T, g *engine.Game) (*browserTab, *httptest.Server) {
	t.Helper()
	d, err := NewDuel(DuelConfig{Game: g, Human: 0})
	require.NoError(t, err)
	srv := httptest.NewServer(d)
	t.Cleanup(srv.Close)
	tb := newBrowserTab(t)
	tb.openDuel(srv.URL + "/")
	tb.waitFor("the first prompt", `document.querySelectorAll(".option").length > 0`)
	return tb, srv
}

// submit clicks #submit and waits for the next decision.
func (tb *browserTab) submit() {
	tb.t.Helper()
	before := tb.currentPrompt()
	tb.do(chromedp.Click(chromedp.CSS("#submit"), chromedp.NodeVisible))
	tb.waitFor("the decision after submitting", fmt.Sprintf(`document.querySelector("#prompt").dataset.seq !== %q`, before.Seq))
	tb.noExceptions()
}

// TestBrowserDamageDivision plays Hill Giant's attack into two blocking
// Grizzly Bears by clicking: the attackers' checkbox, then the division's
// number inputs, filled by the page with lethal damage to the first Bear
// and the rest to the second (CR 510.1c), submitted as they are. The hint
// states the rule the game enforces: no trample, so nothing about lethal
// damage before the next blocker. The first Bear dies, the Giant too.
// Before that, an answer sent by another tab moves the game on: the
// page's click then carries an old seq, the server refuses it (409)
// instead of taking it for the next decision, and the page fetches the
// game again and shows why.
func TestBrowserDamageDivision(t *testing.T) {
	tb, srv := openGame(t, DivisionGame(t, nil))

	first := tb.currentPrompt()
	require.Equal(t, "action", first.Kind)
	res, err := http.Post(fmt.Sprintf("%s/api/answer?seq=%s", srv.URL, first.Seq), "application/json", strings.NewReader(`{"player":0,"choices":[0]}`))
	require.NoError(t, err)
	res.Body.Close()
	require.Equal(t, http.StatusOK, res.StatusCode, "another tab passes priority")
	moved := duelServerState(t, srv)
	tb.do(chromedp.Click(chromedp.CSS(`.option[data-index="0"]`), chromedp.NodeVisible))
	tb.waitFor("the page to catch up", fmt.Sprintf(`document.querySelector("#prompt").dataset.seq !== %q`, first.Seq))
	assert.JSONEq(t, moved, duelServerState(t, srv), "the page's stale answer was not taken")
	assert.Contains(t, evalJS[string](tb, `document.querySelector("#error").textContent`), "moved on")

	p := tb.attackToDivision()
	require.Equal(t, "combat damage assignment", p.Kind, "%+v", p)
	hint := evalJS[string](tb, `document.querySelector("#hint").textContent`)
	assert.Contains(t, hint, "Divide 3 damage")
	assert.NotContains(t, hint, "lethal", "no trample: any split among the blockers is legal")
	values := evalJS[[]string](tb, `Array.from(document.querySelectorAll("input.option[type=number]")).map(i => i.value)`)
	assert.Equal(t, []string{"2", "1"}, values, "lethal to the first Bear, the rest to the second")
	assert.Equal(t, []string{"Grizzly Bears #1 (lethal 2)", "Grizzly Bears #2 (lethal 2)"}, p.Options)
	tb.submit()

	b := tb.currentBoard()
	assert.Equal(t, []string{"Grizzly Bears/front"}, b.Permanents, "one Bear and the Giant died")
	log := evalJS[string](tb, `document.querySelector("#events").textContent`)
	assert.Contains(t, log, "Hill Giant deals 2 damage to Grizzly Bears")
	assert.Contains(t, log, "Hill Giant deals 1 damage to Grizzly Bears")
	assert.Empty(t, evalJS[string](tb, `document.querySelector("#error").textContent`))
	var whole DuelState
	require.NoError(t, json.Unmarshal([]byte(duelServerState(t, srv)), &whole))
	var seqs []int
	for _, ev := range whole.Events {
		seqs = append(seqs, ev.Seq)
	}
	assert.Equal(t, seqs, evalJS[[]int](tb, `Array.from(document.querySelectorAll("#events .event")).map(e => Number(e.dataset.seq))`),
		"the page's log, put together from the events each answer brought, is the whole log")
	tb.noExceptions()
}

// TestBrowserOpponentFails: the opponent answers illegally after the
// human passes priority. The page says the opponent failed (#status and
// #error, the server's message) instead of thinking for ever; once the
// opponent answers again, a reload shows the next decision and no error.
func TestBrowserOpponentFails(t *testing.T) {
	var failing atomic.Bool
	tb, srv := openGame(t, DivisionGame(t, &failing))
	failing.Store(true)
	tb.choose("Pass priority")
	assert.Equal(t, "The opponent failed", evalJS[string](tb, `document.querySelector("#status").textContent`))
	msg := evalJS[string](tb, `document.querySelector("#error").textContent`)
	assert.Contains(t, msg, "the opponent failed")
	assert.Contains(t, msg, "illegal choice")
	failing.Store(false)
	tb.openDuel(srv.URL + "/")
	tb.waitFor("the next prompt", `document.querySelectorAll(".option").length > 0`)
	assert.Equal(t, "Your turn to decide", evalJS[string](tb, `document.querySelector("#status").textContent`))
	assert.Empty(t, evalJS[string](tb, `document.querySelector("#error").textContent`))
	tb.noExceptions()
}

// TestBrowserReloadWhileThinking: a page loaded while the opponent thinks
// gets a 503 at once, says the opponent is thinking, and asks again until
// the state comes.
func TestBrowserReloadWhileThinking(t *testing.T) {
	d, err := NewDuel(DuelConfig{Game: DivisionGame(t, nil), Human: 0})
	require.NoError(t, err)
	srv := httptest.NewServer(d)
	t.Cleanup(srv.Close)
	tb := newBrowserTab(t)
	d.thinking.Store(true)
	tb.openDuel(srv.URL + "/")
	tb.waitFor("the thinking status", `document.querySelector("#status").textContent === "The opponent is thinking…"`)
	assert.Empty(t, evalJS[string](tb, `document.querySelector("#error").textContent`))
	assert.Empty(t, evalJS[string](tb, `document.querySelector("#options").textContent`))
	d.thinking.Store(false)
	tb.waitFor("the prompt once the opponent is done", `document.querySelectorAll(".option").length > 0`)
	assert.Equal(t, "Your turn to decide", evalJS[string](tb, `document.querySelector("#status").textContent`))
	tb.noExceptions()
}

// attackToDivision passes priority up to the declaration of attackers,
// attacks with the first creature offered, and passes on to the next
// decision that is not priority (the division of its combat damage, in
// the division games), which it returns.
func (tb *browserTab) attackToDivision() pagePrompt {
	tb.t.Helper()
	tb.passWhilePriority()
	require.Equal(tb.t, "attackers", tb.currentPrompt().Kind)
	tb.do(chromedp.Click(chromedp.CSS(`input.option[data-index="0"]`), chromedp.NodeVisible))
	tb.submit()
	tb.passWhilePriority()
	return tb.currentPrompt()
}

// passWhilePriority passes priority, ten times at most, until the page
// asks another decision.
func (tb *browserTab) passWhilePriority() {
	tb.t.Helper()
	for range 10 {
		if tb.currentPrompt().Kind != "action" {
			return
		}
		tb.choose("Pass priority")
	}
}
