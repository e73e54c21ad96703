//go:build browser

package web

import (
	"context"
	"fmt"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
)

// openMatchPage serves a duel of matches between the preset decks, each
// cut to its first size cards when size > 0 (with seven, who plays first
// wins at the other's first draw, CR 704.5b), against a seeded random
// bot, and opens its page.
func openMatchPage(t *testing.T, seed uint64, size int) (*browserTab, *httptest.Server, *Duel) {
	t.Helper()
	game := func(c DuelChoice, n int) (*engine.Game, error) {
		var pcs []engine.PlayerConfig
		for i, name := range []string{c.Deck, c.OpponentDeck} {
			deck, err := cards.Deck(name)
			if err != nil {
				return nil, err
			}
			if size > 0 {
				deck = deck[:size]
			}
			pcs = append(pcs, engine.PlayerConfig{Name: []string{"Human", "Bot"}[i], Deck: deck})
		}
		pcs[1].Decider = engine.NewRandom(seed + uint64(n) + 1)
		return engine.New(pcs, engine.WithSeed(seed+uint64(n)), engine.WithWaitingDecisions(), engine.WithRecording())
	}
	d, err := NewDuel(DuelConfig{AnswerForced: true, Lookup: cards.Lookup, Match: &DuelMatch{
		Decks: []string{"cathar", "werewolves", "howlpack"}, Opponents: []string{"random", "greedy"},
		Default: DuelChoice{Deck: "cathar", OpponentDeck: "werewolves", Opponent: "random", BestOf: 1},
		Game:    game,
	}})
	require.NoError(t, err)
	srv := httptest.NewServer(d)
	t.Cleanup(srv.Close)
	tb := newBrowserTab(t)
	tb.open(srv.URL + "/")
	tb.waitFor("the first prompt", `document.querySelectorAll(".option").length > 0 && !document.querySelector("#match").hidden`)
	return tb, srv, d
}

// step answers the page's decision as a hurried person would: play
// first, keep, pass priority, or else the first option (the first
// boxes of a several-choice decision), and waits for the next state.
func (tb *browserTab) step() {
	tb.t.Helper()
	before := tb.currentPrompt()
	tb.do(evalVoid(`(() => {
		const opts = Array.from(document.querySelectorAll(".option"));
		const pick = opts.find(o => /^(Play first|Keep|Pass priority|Attack with nothing|Declare no)/.test(o.textContent)) || opts[0];
		if (pick.type !== "checkbox") { pick.click(); return; }
		const d = document.querySelector("#hint").textContent.match(/Choose (\d+)/);
		opts.slice(0, d ? Number(d[1]) : 0).forEach(b => b.click());
		document.querySelector("#submit").click();
	})()`))
	tb.waitFor("the state after a step", fmt.Sprintf(`document.querySelector("#prompt").dataset.seq !== %s`, strconv.Quote(before.Seq)))
	tb.noExceptions()
}

// playToEnd steps until the game is over.
func (tb *browserTab) playToEnd() {
	tb.t.Helper()
	for range 200 {
		if evalJS[bool](tb, `/^Game over/.test(document.querySelector("#status").textContent)`) {
			return
		}
		tb.step()
	}
	tb.t.Fatal("the game did not end")
}

// evalAwait evaluates a JavaScript expression whose value is a promise
// and decodes what it resolves to into T.
func evalAwait[T any](tb *browserTab, expr string) T {
	tb.t.Helper()
	ctx, cancel := context.WithTimeout(tb.ctx, browserStepTimeout)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr, chromedp.EvalAwaitPromise))
	require.NoError(tb.t, err, "evaluating %s", expr)
	return v
}

// TestBrowserMatchStart plays the start of a game in the page: the
// play/draw prompt when the human chooses, two mulligans with the hand
// in view, each followed by the cards to the bottom: the second's two,
// checked in an
// order the page numbers and sends: the first checked goes highest, the
// last to the very bottom of the library (CR 103.5, 401.4).
func TestBrowserMatchStart(t *testing.T) {
	tb, _, d := openMatchPage(t, 2, 0)
	hand := `document.querySelectorAll('.player[data-player="0"] .hand .card').length`
	p := tb.currentPrompt()
	if p.Kind == "starting player" {
		assert.Equal(t, []string{"Play first", "Draw first"}, p.Options)
		tb.choose("Play first")
		p = tb.currentPrompt()
	}
	require.Equal(t, "keep or mulligan", p.Kind)
	assert.Equal(t, 7, evalJS[int](tb, hand), "the hand is in view while deciding")
	tb.choose("Take a mulligan")
	// The engine asks the card to put on the bottom after each mulligan
	// (one card: a button per card), then the next declaration.
	require.Equal(t, "cards to the bottom", tb.currentPrompt().Kind)
	tb.choose("Put ")
	require.Equal(t, "keep or mulligan", tb.currentPrompt().Kind)
	tb.choose("Take a mulligan")
	p = tb.currentPrompt()
	require.Equal(t, "cards to the bottom", p.Kind, "%+v", p)
	assert.Contains(t, evalJS[string](tb, `document.querySelector("#hint").textContent`), "the first checked highest, the last at the very bottom")
	// Check the third card, then the first: the first card goes to the
	// very bottom.
	tb.do(chromedp.Click(chromedp.CSS(`input.option[data-index="2"]`), chromedp.NodeVisible),
		chromedp.Click(chromedp.CSS(`input.option[data-index="0"]`), chromedp.NodeVisible))
	assert.Equal(t, "2", evalJS[string](tb, `document.querySelector('input.option[data-index="0"]').dataset.order`))
	assert.Equal(t, "1", evalJS[string](tb, `document.querySelector('input.option[data-index="2"]').dataset.order`))
	tb.submit()
	require.Equal(t, "keep or mulligan", tb.currentPrompt().Kind)
	tb.choose("Keep")
	d.mu.Lock()
	rec := d.g.Recording()
	d.mu.Unlock()
	var sent [][]int
	for _, c := range rec.Calls {
		sent = append(sent, c.Answers...)
	}
	assert.Contains(t, sent, []int{2, 0}, "the boxes in the order checked: the first checked highest, the last at the very bottom")
	assert.Equal(t, 5, evalJS[int](tb, hand))
}

// TestBrowserMatchBestOfThree chooses a new match in the panel (the
// decks, the opponent, best of three), plays it to its end with the
// score shown after each game and the next game begun from the page,
// and at the end of each game finds every hand revealed and the
// recording and replay links working.
func TestBrowserMatchBestOfThree(t *testing.T) {
	tb, _, d := openMatchPage(t, 4, 7)
	tb.do(chromedp.Click(chromedp.CSS("#new-match"), chromedp.NodeVisible))
	tb.waitFor("the panel", `!document.querySelector("#setup").hidden && document.querySelectorAll("#setup-deck option").length === 3`)
	assert.Equal(t, []string{"the random bot", "the greedy bot"}, evalJS[[]string](tb, `Array.from(document.querySelectorAll("#setup-opponent option")).map(o => o.textContent)`))
	tb.do(evalVoid(`window.confirm = () => true;
		document.querySelector("#setup-deck").value = "howlpack";
		document.querySelector("#setup-opponent-deck").value = "cathar";
		document.querySelector("#setup-best-of").value = "3"`))
	before := tb.currentPrompt()
	tb.do(chromedp.Click(chromedp.CSS("#setup-start"), chromedp.NodeVisible))
	tb.waitFor("the new match", fmt.Sprintf(`document.querySelector("#prompt").dataset.seq !== %q && document.querySelector("#setup").hidden`, before.Seq))
	d.mu.Lock()
	assert.Equal(t, DuelChoice{Deck: "howlpack", OpponentDeck: "cathar", Opponent: "random", BestOf: 3}, d.match.choice)
	d.mu.Unlock()
	assert.Contains(t, evalJS[string](tb, `document.querySelector("#score").textContent`), "Game 1 of a best of 3: Human (you) 0, Bot 0")
	for game := 1; ; game++ {
		assert.True(t, tb.visible("#score"))
		assert.False(t, tb.visible("#downloads"), "no download before the end")
		start := time.Now()
		tb.playToEnd()
		t.Logf("game %d: %v, %d events", game, time.Since(start), evalJS[int](tb, `document.querySelectorAll("#events .event").length`))
		tb.waitFor("the downloads", `!document.querySelector("#downloads").hidden`)
		assert.Equal(t, evalJS[int](tb, `document.querySelector('.player[data-player="1"] .hand-size').textContent * 1`),
			evalJS[int](tb, `document.querySelectorAll('.player[data-player="1"] .hand .card').length`), "the bot's hand is revealed")
		status := evalAwait[[]string](tb, `Promise.all(["api/recording", "api/replay"].map(u => fetch(u).then(r => r.text().then(t => r.status + " " + t.slice(0, 15)))))`)
		assert.True(t, strings.HasPrefix(status[0], "200 {\n \"versio"), status[0])
		assert.Equal(t, "200 <!DOCTYPE html>", status[1])
		wins := evalJS[string](tb, `document.querySelector("#score").dataset.wins`)
		if evalJS[bool](tb, `/match is over/.test(document.querySelector("#score").textContent)`) {
			assert.Contains(t, []string{"2-0", "2-1", "0-2", "1-2"}, wins)
			assert.False(t, tb.visible("#next-game"))
			assert.False(t, tb.visible(".pass-buttons"), "a game that is over has nothing to pass")
			break
		}
		require.Less(t, game, 3)
		before := tb.currentPrompt()
		tb.do(chromedp.Click(chromedp.CSS("#next-game"), chromedp.NodeVisible))
		tb.waitFor("the next game", fmt.Sprintf(`document.querySelector("#prompt").dataset.seq !== %q && /^Game %d/.test(document.querySelector("#score").textContent)`, before.Seq, game+1))
	}
	tb.screenshot("duel-match.png")
}
