//go:build browser

package web

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// browserDuelGame is the game of the scripted duel, in the human's
// precombat main phase of turn 1: the human (seat 0) has three Plains and
// a Mountain on the battlefield and Brutal Cathar and Lightning Bolt in
// hand; the opponent, a seeded random decider, has Grizzly Bears.
func browserDuelGame(t *testing.T) *engine.Game {
	t.Helper()
	g, err := engine.New([]engine.PlayerConfig{
		{Name: "Human"},
		{Name: "Bot", Decider: engine.NewRandom(1)},
	}, engine.WithSeed(1), engine.WithWaitingDecisions())
	require.NoError(t, err)
	put := func(owner engine.PlayerID, name string, z zones.Kind) {
		_, err := g.Put(engine.Placement{Owner: owner, Zone: z, Def: cards.MustLookup(name)})
		require.NoError(t, err, "putting %s", name)
	}
	for _, name := range []string{"Plains", "Plains", "Plains", "Mountain"} {
		put(0, name, zones.Battlefield)
	}
	put(0, "Brutal Cathar", zones.Hand)
	put(0, "Lightning Bolt", zones.Hand)
	put(1, "Grizzly Bears", zones.Battlefield)
	require.NoError(t, g.Start(engine.StartAt{Step: engine.PrecombatMain}))
	return g
}

// openDuelPage serves the scripted duel and opens its page in a new tab.
func openDuelPage(t *testing.T) (*browserTab, *httptest.Server) {
	t.Helper()
	d, err := NewDuel(DuelConfig{Game: browserDuelGame(t), Human: 0})
	require.NoError(t, err)
	srv := httptest.NewServer(d)
	t.Cleanup(srv.Close)
	tb := newBrowserTab(t)
	tb.openDuel(srv.URL + "/")
	tb.waitFor("the first prompt", `document.querySelector("#prompt") && document.querySelector("#prompt").dataset.seq !== "" && document.querySelectorAll(".option").length > 0`)
	return tb, srv
}

// pagePrompt is what the page shows of the decision that waits.
type pagePrompt struct {
	Seq     string   `json:"seq"`
	Kind    string   `json:"kind"`
	Text    string   `json:"text"`
	Options []string `json:"options"`
	Indices []string `json:"indices"`
}

// currentPrompt reads #prompt and the labels of the .option elements.
func (tb *browserTab) currentPrompt() pagePrompt {
	tb.t.Helper()
	return evalJS[pagePrompt](tb, `(() => {
	const p = document.querySelector("#prompt");
	return {seq: p.dataset.seq || "", kind: p.dataset.kind || "", text: p.textContent.trim(),
		options: Array.from(document.querySelectorAll(".option")).map(o => optionLabel(o)),
		indices: Array.from(document.querySelectorAll(".option")).map(o => o.dataset.index || "")};
	function optionLabel(o) {
		if (o.tagName === "BUTTON") return o.textContent.trim();
		const l = o.labels && o.labels.length ? o.labels[0] : o.closest("label");
		return l ? l.textContent.trim() : "";
	}
})()`)
}

// choose clicks the option whose label begins with label, as a person
// would, and waits for the next decision (or the end of the game).
func (tb *browserTab) choose(label string) {
	tb.t.Helper()
	before := tb.currentPrompt()
	i := -1
	for j, o := range before.Options {
		if strings.HasPrefix(o, label) {
			i = j
			break
		}
	}
	require.GreaterOrEqual(tb.t, i, 0, "no option labelled %q in %+v", label, before)
	tb.do(chromedp.Click(chromedp.CSS(fmt.Sprintf(`.option[data-index=%s]`, strconv.Quote(before.Indices[i]))), chromedp.NodeVisible))
	tb.waitFor("the decision after "+label, fmt.Sprintf(`document.querySelector("#prompt").dataset.seq !== %s`, strconv.Quote(before.Seq)))
	tb.noExceptions()
}

// designation returns #daynight's data-designation and aria-label.
func (tb *browserTab) designation() []string {
	tb.t.Helper()
	return evalJS[[]string](tb, `(d => [d.dataset.designation, d.getAttribute("aria-label")])(document.querySelector("#daynight"))`)
}

// pageBoard is what the page shows of the game: the permanents by name and
// face, the exiled cards and the exile links.
type pageBoard struct {
	Permanents []string `json:"permanents"`
	Exiled     []string `json:"exiled"`
	Links      []string `json:"links"`
	Lines      int      `json:"lines"`
}

// currentBoard reads the board from the page.
func (tb *browserTab) currentBoard() pageBoard {
	tb.t.Helper()
	return evalJS[pageBoard](tb, `(() => {
	const all = s => Array.from(document.querySelectorAll(s));
	return {
		permanents: all(".permanent").map(p => p.dataset.name + "/" + p.dataset.face),
		exiled: all("#exile .exiled").map(e => e.dataset.obj),
		links: all(".exile-link").map(l => l.textContent.trim().replace(/\s+/g, " ")),
		lines: all("[data-exiled][data-source]:not(.exile-link)").length,
	};
})()`)
}

// TestBrowserDuel plays the scripted duel by clicking the options by
// their labels: Brutal Cathar exiles Grizzly Bears until it leaves the
// battlefield (CR 610.3), Lightning Bolt kills it and the Bears return.
// A reload in the middle shows the same decision and board, and an
// illegal answer is refused with the server's message and changes
// nothing.
func TestBrowserDuel(t *testing.T) {
	tb, srv := openDuelPage(t)

	first := tb.currentPrompt()
	assert.Equal(t, "action", first.Kind)
	assert.Contains(t, evalJS[string](tb, `document.querySelector("#status").textContent`), "decide")
	assert.Equal(t, []string{"Brutal Cathar", "Lightning Bolt"},
		evalJS[[]string](tb, `Array.from(document.querySelectorAll('.player[data-player="0"] .hand .card')).map(c => c.textContent).map(s => s.includes("Brutal Cathar") ? "Brutal Cathar" : s.includes("Lightning Bolt") ? "Lightning Bolt" : s).sort()`),
		"the human's hand shows its cards")
	assert.Equal(t, "2", evalJS[string](tb, `document.querySelector('.player[data-player="0"] .hand-size').textContent.trim()`))
	assert.Equal(t, []string{"neither", "Neither day nor night"}, tb.designation(), "no daybound permanent yet")
	tb.choose("Cast Brutal Cathar")
	tb.choose("Pass priority")
	target := tb.currentPrompt()
	assert.Equal(t, "target", target.Kind, "the trigger of Brutal Cathar asks its target: %+v", target)
	tb.choose("Target Grizzly Bears")
	tb.choose("Pass priority")

	b := tb.currentBoard()
	assert.Equal(t, []string{"day", "Day"}, tb.designation(), "a daybound permanent made it day (CR 702.145d)")
	assert.Contains(t, b.Permanents, "Brutal Cathar/front")
	assert.NotContains(t, b.Permanents, "Grizzly Bears/front")
	require.Len(t, b.Exiled, 1, "Grizzly Bears is in exile: %+v", b)
	require.Len(t, b.Links, 1, "one exile link: %+v", b)
	assert.Regexp(t, `Grizzly Bears .*until Brutal Cathar leaves`, b.Links[0])
	assert.Contains(t, b.Links[0], "CR 610.3")
	assert.Equal(t, 1, b.Lines, "a line from the exiled card to the Cathar")
	assert.True(t, evalJS[bool](tb, `Array.from(document.querySelectorAll("#events .event .rule")).some(r => /^CR \d+(\.\d+[a-z]?)?$/.test(r.textContent.trim()))`),
		"the events show their CR citations")
	// The picture shows a prompt with the card it names highlighted.
	tb.do(evalVoid(`Array.from(document.querySelectorAll(".option")).filter(o => /targeting Brutal Cathar/.test(o.textContent)).forEach(o => o.focus())`))
	tb.screenshot("duel.png")
	tb.do(evalVoid(`document.activeElement && document.activeElement.blur()`))

	// A reload shows the same decision and the same board.
	p := tb.currentPrompt()
	tb.openDuel(srv.URL + "/")
	tb.waitFor("the prompt after the reload", `document.querySelectorAll(".option").length > 0`)
	assert.Equal(t, p, tb.currentPrompt(), "the reload resumes the same decision")
	assert.Equal(t, b, tb.currentBoard(), "the reload shows the same board")

	tb.illegalAnswer(srv)

	tb.choose("Cast Lightning Bolt ({R}) targeting Brutal Cathar")
	tb.choose("Pass priority")
	b = tb.currentBoard()
	assert.Contains(t, b.Permanents, "Grizzly Bears/front", "the Bears are back")
	assert.NotContains(t, b.Permanents, "Brutal Cathar/front")
	assert.Empty(t, b.Exiled, "nothing in exile")
	assert.Empty(t, b.Links, "no exile link")
	tb.noExceptions()
}

// illegalAnswer clicks the first option of the decision that waits while
// the answer the page sends is changed on its way to an option that does
// not exist: the page shows the server's refusal in #error, and the game
// (its state as the server serves it, the decision and the board) is as
// it was.
func (tb *browserTab) illegalAnswer(srv *httptest.Server) {
	t := tb.t
	t.Helper()
	before, beforeState := tb.currentPrompt(), duelServerState(t, srv)
	beforeBoard := tb.currentBoard()

	paused := chromedp.Events(tb.ctx, fetch.RequestPaused)
	_, err := chromedp.Call(tb.timeout(), fetch.Enable, fetch.EnableParams{
		Patterns: []*fetch.RequestPattern{{URLPattern: "*/api/answer*"}},
	})
	require.NoError(t, err)
	done := make(chan error, 1)
	go func() {
		for ev, err := range paused {
			if err != nil {
				done <- err
				return
			}
			var reply map[string]any
			if err := json.Unmarshal(ev.Request.PostDataEntries[0].Bytes, &reply); err != nil {
				done <- fmt.Errorf("the page's answer %q: %w", ev.Request.PostDataEntries[0].Bytes, err)
				return
			}
			reply["choices"] = []int{99}
			body, _ := json.Marshal(reply)
			_, err := chromedp.Call(tb.timeout(), fetch.ContinueRequest, fetch.ContinueRequestParams{RequestID: ev.RequestID, PostData: body})
			done <- err
			return
		}
	}()
	tb.do(chromedp.Click(chromedp.CSS(".option"), chromedp.NodeVisible))
	require.NoError(t, <-done)
	_, err = chromedp.Call(tb.timeout(), fetch.Disable, cdp.Empty{})
	require.NoError(t, err)

	tb.waitFor("the refusal", `document.querySelector("#error").textContent.trim() !== ""`)
	msg := evalJS[string](tb, `document.querySelector("#error").textContent`)
	assert.Contains(t, msg, "99", "the page shows the server's message about option 99")
	assert.Equal(t, "alert", evalJS[string](tb, `document.querySelector("#error").getAttribute("role")`))
	assert.Equal(t, before, tb.currentPrompt(), "the decision is the same after a refused answer")
	assert.Equal(t, beforeBoard, tb.currentBoard(), "the board is the same after a refused answer")
	assert.JSONEq(t, beforeState, duelServerState(t, srv), "the game is the same after a refused answer")
}

// duelServerState returns the JSON of GET /api/state.
func duelServerState(t *testing.T, srv *httptest.Server) string {
	t.Helper()
	resp, err := http.Get(srv.URL + "/api/state")
	require.NoError(t, err)
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, resp.StatusCode, "%s", body)
	return string(body)
}
