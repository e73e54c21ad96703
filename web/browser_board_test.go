//go:build browser

package web

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
)

// openRecording writes the replay page of rec to a file, opens it in a new
// tab and waits for its first frame.
func openRecording(t *testing.T, rec engine.Recording) *browserTab {
	t.Helper()
	var buf bytes.Buffer
	require.NoError(t, WriteReplay(&buf, rec, cards.Lookup))
	path := filepath.Join(t.TempDir(), "board.html")
	require.NoError(t, os.WriteFile(path, buf.Bytes(), 0o644))
	tb := newBrowserTab(t)
	tb.openReplayAt("file://" + filepath.ToSlash(path))
	return tb
}

// count returns the number of elements selector finds.
func (tb *browserTab) count(selector string) int {
	tb.t.Helper()
	return evalJS[int](tb, fmt.Sprintf(`document.querySelectorAll(%s).length`, strconv.Quote(selector)))
}

// attrs returns, for the first element selector finds, its text and the
// attributes named.
func (tb *browserTab) attrs(selector string, names ...string) map[string]string {
	tb.t.Helper()
	q, err := json.Marshal(append([]string{}, names...))
	require.NoError(tb.t, err)
	return evalJS[map[string]string](tb, fmt.Sprintf(`(() => { const e = document.querySelector(%s); if (!e) return {};
		const m = {text: e.textContent.trim()}; for (const n of %s) m[n] = e.getAttribute(n) || ""; return m; })()`, strconv.Quote(selector), q))
}

// TestBrowserBoardDrawsTheDOMContract checks, in the page as the browser
// draws it, every id, class and attribute of the board that the pages'
// tests and scripts select by: the designation and its label, each
// player's numbers, the permanents with their face, name, focus and
// accessible name, the other face on hover, the tapped class, the stack,
// exile with its line and its words (CR 610.3), and the events with their
// rules. The game is CatharGame: Brutal Cathar exiles Grizzly Bears.
func TestBrowserBoardDrawsTheDOMContract(t *testing.T) {
	_, rec := CatharGame(t)
	tb := openRecording(t, rec)
	tb.noExceptions()

	// A moment with something on the stack: its item and text.
	stacked := evalJS[int](tb, `catharReplay.data.frames.findIndex(f => f.view.stack.length > 0)`)
	require.GreaterOrEqual(t, stacked, 0, "a moment with a spell or ability on the stack")
	tb.do(evalVoid(fmt.Sprintf(`catharReplay.goto(%d)`, stacked)))
	assert.Positive(t, tb.count("#stack .stack-item"), "the stack's items")
	item := tb.attrs("#stack .stack-item", "data-controller")
	assert.NotEmpty(t, item["text"], "a stack item says what it is")
	// Whose it is, in words that can't be read as a target's owner: a
	// spell "cast by Alice", an ability "Alice's ability of …".
	assert.Regexp(t, `, cast by Alice\b|Alice's ability of `, item["text"])
	assert.Equal(t, "0", item["data-controller"])
	// CatharBoard.objectName, which the duel page's options use, names a
	// stack item's source, from its zone or else as the item.
	names := evalJS[[]string](tb, fmt.Sprintf(`(() => { const v = catharReplay.data.frames[%d].view;
		return v.stack.map(s => CatharBoard.objectName(v, s.source)).concat([CatharBoard.objectName(v, 99999), CatharBoard.objectName(null, 1)]); })()`, stacked))
	require.Greater(t, len(names), 2)
	for _, n := range names[:len(names)-2] {
		assert.NotEmpty(t, n, "a stack item's source is named")
	}
	assert.Equal(t, []string{"", ""}, names[len(names)-2:], "an object the view does not show has no name")

	tb.do(evalVoid(`catharReplay.goto(catharReplay.frames - 1)`))
	dn := tb.attrs("#daynight", "data-designation", "aria-label")
	assert.Contains(t, []string{"day", "night", "neither"}, dn["data-designation"])
	assert.NotEmpty(t, dn["aria-label"], "the designation's label")
	assert.NotEmpty(t, dn["text"], "the designation's text")
	for _, p := range []string{"0", "1"} {
		for _, c := range []string{"life", "hand-size", "library-size"} {
			sel := fmt.Sprintf(`.player[data-player="%s"] .%s`, p, c)
			_, err := strconv.Atoi(tb.attrs(sel)["text"])
			assert.NoError(t, err, "%s holds a number", sel)
		}
	}

	cathar := `.permanent[data-name="Brutal Cathar"]`
	perm := tb.attrs(cathar, "data-obj", "data-face", "tabindex", "aria-label")
	assert.NotEmpty(t, perm["data-obj"])
	assert.Equal(t, "front", perm["data-face"])
	assert.Equal(t, "0", perm["tabindex"])
	assert.Equal(t, "Brutal Cathar, front face up; back face Moonrage Brute", perm["aria-label"])
	assert.Positive(t, tb.count(".permanent.tapped"), "the lands tapped to cast it are tapped")

	// The other face shows on hover.
	other := cathar + " .other-face"
	assert.False(t, tb.visible(other), "hidden until hovered or focused")
	box := evalJS[[]float64](tb, fmt.Sprintf(`(() => { const e = document.querySelector(%s); e.scrollIntoView({block: "center"});
		const r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()`, strconv.Quote(cathar)))
	tb.do(chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, box[0], box[1]))
	tb.waitFor("the other face on hover", fmt.Sprintf(`getComputedStyle(document.querySelector(%s)).display !== "none"`, strconv.Quote(other)))
	assert.Contains(t, tb.attrs(other)["text"], "Moonrage Brute")

	// Exile: the card, the line and the words.
	bears := tb.attrs(`#exile .exiled`, "data-obj")
	require.NotEmpty(t, bears["data-obj"], "the exiled card")
	link := tb.attrs(`.exile-link`, "data-exiled", "data-source")
	assert.Equal(t, "Grizzly Bears is exiled until Brutal Cathar leaves the battlefield (CR 610.3)", link["text"])
	assert.Equal(t, bears["data-obj"], link["data-exiled"])
	assert.Equal(t, perm["data-obj"], link["data-source"])
	line := tb.attrs(`line.exile-line`, "data-exiled", "data-source")
	assert.Equal(t, map[string]string{"text": "", "data-exiled": bears["data-obj"], "data-source": perm["data-obj"]}, line, "the line from the card to its holder")
	assert.Equal(t, "Grizzly Bears", evalJS[string](tb, fmt.Sprintf(`CatharBoard.objectName(catharReplay.data.frames[catharReplay.frames - 1].view, %s)`, bears["data-obj"])))

	// The events of some moment, each with its rule when it has one.
	withRule := evalJS[int](tb, `catharReplay.data.frames.findIndex(f => f.events.some(e => e.rule))`)
	require.GreaterOrEqual(t, withRule, 0)
	tb.do(evalVoid(fmt.Sprintf(`catharReplay.goto(%d)`, withRule)))
	assert.Positive(t, tb.count("#events .event"))
	assert.Regexp(t, `^CR \d+(\.\d+[a-z]?)?$`, tb.attrs("#events .event .rule")["text"])
	tb.noExceptions()
}

// TestBrowserTwoHeadedGiantResult checks that the board names the winning
// team of a Two-Headed Giant game, both of whose players win
// (CR 810.8a).
func TestBrowserTwoHeadedGiantResult(t *testing.T) {
	plains := make([]*engine.CardDef, 10)
	for i := range plains {
		plains[i] = cards.MustLookup("Plains")
	}
	var players []engine.PlayerConfig
	for i, name := range []string{"Alice", "Bob", "Carol", "Dan"} {
		players = append(players, engine.PlayerConfig{Name: name, Deck: plains, Decider: engine.NewRandom(uint64(i))})
	}
	g, err := engine.New(players, engine.WithSeed(1), engine.WithVariant(engine.TwoHeadedGiant), engine.WithRecording())
	require.NoError(t, err)
	require.NoError(t, g.Start(engine.StartAt{}))
	require.NoError(t, g.Concede(0)) // Alice's team leaves (CR 810.8b)
	tb := openRecording(t, g.Recording())
	tb.do(evalVoid(`catharReplay.goto(catharReplay.frames - 1)`))
	assert.Equal(t, "Game over: Carol & Dan won", tb.attrs(".game-over")["text"])
	assert.Equal(t, "Game over — Carol & Dan won", tb.attrs("#turn-label")["text"])
	tb.noExceptions()
}
