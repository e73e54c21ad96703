//go:build browser

package web

import (
	"fmt"
	"strconv"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// turnMark is what a turn's mark on the replay page says: its turn, the
// frame it goes to, which of the classes day, night and neither it has,
// its accessible name and whether it is the mark of the turn shown.
type turnMark struct {
	Turn    int      `json:"turn"`
	Frame   int      `json:"frame"`
	Classes []string `json:"classes"`
	Label   string   `json:"label"`
	Current bool     `json:"current"`
}

// turnMarks reads the page's turn marks, in order.
func (tb *browserTab) turnMarks() []turnMark {
	tb.t.Helper()
	return evalJS[[]turnMark](tb, `Array.from(document.querySelectorAll("#turns button.turn-mark")).map(b => ({
	turn: Number(b.dataset.turn), frame: Number(b.dataset.frame),
	classes: ["day", "night", "neither"].filter(c => b.classList.contains(c)),
	label: b.getAttribute("aria-label") || "", current: b.getAttribute("aria-current") === "step"}))`)
}

// frameTurn is what the page's data says of one frame: its turn, the
// designation of its view (CR 731.1) and the name of its active player.
type frameTurn struct {
	Turn     int    `json:"turn"`
	DayNight string `json:"dayNight"`
	Active   string `json:"active"`
}

// marksFromData returns the marks the page's data calls for: one for
// each turn, at the turn's first frame, classed by the designation of
// that frame's view and named "Turn N, NAME" with ", day" or ", night".
func (tb *browserTab) marksFromData() []turnMark {
	tb.t.Helper()
	frames := evalJS[[]frameTurn](tb, `catharReplay.data.frames.map(f => ({turn: f.turn, dayNight: f.view.dayNight || "",
	active: ((f.view.players || []).find(p => p.id === f.view.active) || {}).name || ""}))`)
	var want []turnMark
	for i, f := range frames {
		if i > 0 && frames[i-1].Turn == f.Turn {
			continue
		}
		dn := f.DayNight
		if dn == "" {
			dn = "neither"
		}
		label := fmt.Sprintf("Turn %d, %s", f.Turn, f.Active)
		if dn != "neither" {
			label += ", " + dn
		}
		want = append(want, turnMark{Turn: f.Turn, Frame: i, Classes: []string{dn}, Label: label})
	}
	return want
}

// TestBrowserReplayTurnMarks checks the marks against the page's data:
// one per turn, at its first frame, light or dark as that frame's view is
// day or night, named by the turn, its active player and the designation.
func TestBrowserReplayTurnMarks(t *testing.T) {
	tb := openReplay(t)
	got, want := tb.turnMarks(), tb.marksFromData()
	require.NotEmpty(t, want)
	require.Len(t, got, len(want), "one mark per turn: %+v", got)
	for i := range got {
		if got[i].Turn == 0 {
			got[i].Label = "" // before the first turn the mark is named by the frame's label
		}
		if want[i].Turn == 0 {
			want[i].Label = ""
		}
		got[i].Current = false
	}
	assert.Equal(t, want, got)
	seen := map[string]bool{}
	for _, m := range want {
		seen[m.Classes[0]] = true
	}
	assert.True(t, seen["day"] && seen["night"], "the game of %s has day turns and night turns: %v", replayFile, seen)
	tb.noExceptions()
}

// TestBrowserReplayNightMark clicks the mark of the first night turn and
// sees that turn's first frame, at night, and the mark as the current one.
func TestBrowserReplayNightMark(t *testing.T) {
	tb := openReplay(t)
	start := tb.position()
	require.Equal(t, 0, start.Frame)
	var night *turnMark
	for _, m := range tb.marksFromData() {
		if m.Classes[0] == "night" {
			night = &m
			break
		}
	}
	require.NotNil(t, night, "the game of %s has a night turn", replayFile)
	require.Greater(t, night.Turn, start.Turn, "the first frame is not at night")
	sel := fmt.Sprintf(`#turns button.turn-mark[data-turn="%d"]`, night.Turn)
	tb.do(chromedp.Click(chromedp.CSS(sel), chromedp.NodeVisible))

	assert.Equal(t, replayPosition{Frame: night.Frame, Turn: night.Turn}, tb.position(), "the mark goes to its turn's first frame")
	assert.Contains(t, evalJS[string](tb, `document.querySelector("#turn-label").textContent`), fmt.Sprintf("Turn %d ", night.Turn))
	assert.Equal(t, "night", evalJS[string](tb, `document.querySelector("#daynight").dataset.designation`), "the moon")
	var current []int
	for _, m := range tb.turnMarks() {
		if m.Current {
			current = append(current, m.Turn)
		}
	}
	assert.Equal(t, []int{night.Turn}, current, "the clicked mark, alone, is the current one")
	tb.noExceptions()
}

// TestBrowserReplayAddress opens the page at an address naming a moment
// (#moment-K, from 1), sees moment K, then sees the address follow the
// arrow keys and the page follow a changed address.
func TestBrowserReplayAddress(t *testing.T) {
	url := replayFileURL(t)
	tb := newBrowserTab(t)
	tb.openReplayAt(url)
	frames := evalJS[int](tb, `catharReplay.frames`)
	require.Greater(t, frames, 4)
	k := frames / 2
	tb.open("about:blank")
	tb.openReplayAt(url + "#moment-" + strconv.Itoa(k))

	hash := func() string { return evalJS[string](tb, `location.hash`) }
	assert.Equal(t, k-1, tb.position().Frame, "#moment-%d shows moment %d, frame %d", k, k, k-1)
	assert.Equal(t, strconv.Itoa(k-1), evalJS[string](tb, `document.querySelector("#scrubber").value`))
	assert.Equal(t, fmt.Sprintf("#moment-%d", k), hash())

	assert.Equal(t, k, tb.press(kb.ArrowRight).Frame)
	assert.Equal(t, fmt.Sprintf("#moment-%d", k+1), hash(), "moving on names the new moment")
	tb.press(kb.ArrowLeft)
	tb.press(kb.ArrowLeft)
	assert.Equal(t, fmt.Sprintf("#moment-%d", k-1), hash())

	tb.do(evalVoid(`location.hash = "#moment-3"`))
	tb.waitFor("the moment of the new address", `document.body.dataset.frame === "2"`)
	tb.noExceptions()
}
