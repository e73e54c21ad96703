//go:build browser

package web

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
)

// replayFile is the recording of the replayed game, the game of
// `cathar replay --seed 1`, which has a night turn with a daybound
// permanent's back face up. It is what
//
//	go run ./cmd/cathar replay --seed 1 --save-recording web/testdata/seed1.recording.json
//
// writes; a test of package cli checks that it still is (and rewrites it
// with -update).
const replayFile = "testdata/seed1.recording.json"

// replayRecording reads the recording of replayFile.
func replayRecording(t *testing.T) engine.Recording {
	t.Helper()
	data, err := os.ReadFile(replayFile)
	require.NoError(t, err)
	var rec engine.Recording
	require.NoError(t, json.Unmarshal(data, &rec), "reading %s", replayFile)
	return rec
}

// replayFileURL writes the replay page of replayFile to a file and returns
// its file:// address.
func replayFileURL(t *testing.T) string {
	t.Helper()
	var buf bytes.Buffer
	require.NoError(t, WriteReplay(&buf, replayRecording(t), cards.Lookup))
	path := filepath.Join(t.TempDir(), "game.html")
	require.NoError(t, os.WriteFile(path, buf.Bytes(), 0o644))
	return "file://" + filepath.ToSlash(path)
}

// openReplay opens the replay page of replayFile in a new tab and waits
// for its first frame.
func openReplay(t *testing.T) *browserTab {
	t.Helper()
	tb := newBrowserTab(t)
	tb.openReplayAt(replayFileURL(t))
	return tb
}

// openReplayAt opens a replay page's address and waits for the frame it
// shows.
func (tb *browserTab) openReplayAt(url string) {
	tb.t.Helper()
	tb.open(url)
	tb.waitFor("the replay's frames", `window.catharReplay && catharReplay.frames > 0 && document.body.dataset.frame !== undefined`)
}

// replayPosition is where the replay stands: its frame and turn as the
// page's body says them.
type replayPosition struct {
	Frame int `json:"frame"`
	Turn  int `json:"turn"`
}

// position reads body.dataset.frame and body.dataset.turn.
func (tb *browserTab) position() replayPosition {
	tb.t.Helper()
	return evalJS[replayPosition](tb, `({frame: Number(document.body.dataset.frame), turn: Number(document.body.dataset.turn)})`)
}

// press sends one key to the page and returns the position after it.
func (tb *browserTab) press(key string) replayPosition {
	tb.t.Helper()
	tb.do(chromedp.KeyEvent(key))
	return tb.position()
}

// nightFrame is a frame at night with permanents back face up: the frame,
// its turn and the aria-labels of those permanents.
type nightFrame struct {
	Frame  int      `json:"frame"`
	Turn   int      `json:"turn"`
	Labels []string `json:"labels"`
	Objs   []string `json:"objs"`
}

// frontFaceRe finds what follows "front face" in a back-face-up
// permanent's aria-label ("Moonrage Brute, back face up; front face Brutal
// Cathar, 3/3"): the front face's name, then maybe more.
var frontFaceRe = regexp.MustCompile(`front face (.+)$`)

// frontFace returns the card whose front face the aria-label names: the
// longest run of its comma-separated words after "front face" that is a
// card (a name may hold a comma: "Tovolar, Dire Overlord").
func frontFace(label string) (*engine.CardDef, bool) {
	m := frontFaceRe.FindStringSubmatch(label)
	if m == nil {
		return nil, false
	}
	parts := strings.Split(m[1], ", ")
	for n := len(parts); n > 0; n-- {
		if def, err := cards.Lookup(strings.Join(parts[:n], ", ")); err == nil {
			return def, true
		}
	}
	return nil, false
}

// findNightFrame goes through every frame of the replay (with
// catharReplay.goto) and returns the first at night that shows a
// permanent back face up whose front face is daybound, the index of that
// permanent among the frame's back-face-up ones, and its front face.
func (tb *browserTab) findNightFrame() (nightFrame, int, *engine.CardDef) {
	tb.t.Helper()
	frames := evalJS[[]nightFrame](tb, `(() => {
	const out = [];
	for (let i = 0; i < catharReplay.frames; i++) {
		catharReplay.goto(i);
		const dn = document.querySelector("#daynight");
		if (!dn || dn.dataset.designation !== "night") continue;
		const backs = Array.from(document.querySelectorAll('.permanent[data-face="back"]'));
		if (backs.length === 0) continue;
		out.push({frame: i, turn: Number(document.body.dataset.turn),
			labels: backs.map(p => p.getAttribute("aria-label") || ""), objs: backs.map(p => p.dataset.obj)});
	}
	catharReplay.goto(0);
	return out;
})()`)
	for _, f := range frames {
		for i, label := range f.Labels {
			def, ok := frontFace(label)
			if ok && def.Back != nil && def.Front.Keywords.Has(engine.Daybound) {
				return f, i, def
			}
		}
	}
	tb.t.Fatalf("no frame of the replay of %s is at night with a daybound permanent back face up (night frames with back faces: %+v)", replayFile, frames)
	return nightFrame{}, 0, nil
}

// TestBrowserReplay opens the replay of a seeded game from a file with no
// network request, steps to a night turn with the keyboard and sees the
// moon, its label and a daybound permanent back face up, whose front face
// is shown when it has the keyboard's focus.
func TestBrowserReplay(t *testing.T) {
	tb := openReplay(t)
	assert.Empty(t, offlineRequests(tb.requested()), "the replay loads nothing but its own file")
	tb.noExceptions()
	frames := evalJS[int](tb, `catharReplay.frames`)
	require.Greater(t, frames, 1)
	assert.NotEmpty(t, evalJS[string](tb, `document.querySelector("#scrubber").getAttribute("aria-label")`), "the scrubber has a label")
	assert.Equal(t, "range", evalJS[string](tb, `document.querySelector("#scrubber").type`))
	for _, id := range []string{"#prev", "#next", "#prev-turn", "#next-turn", "#turn-label", "#stack", "#exile", "#events"} {
		assert.True(t, evalJS[bool](tb, fmt.Sprintf(`document.querySelector(%s) !== null`, strconv.Quote(id))), "the page has %s", id)
	}
	assert.Equal(t, 2, evalJS[int](tb, `document.querySelectorAll(".player[data-player] .life").length`), "each player's life")
	assert.True(t, evalJS[bool](tb, `Array.from(document.querySelectorAll(".player .life, .player .hand-size, .player .library-size")).every(e => /\d/.test(e.textContent))`),
		"life, hand and library sizes are numbers")

	night, back, front := tb.findNightFrame()
	tb.keyboard(frames, night)

	// The moon, with its text label.
	dn := evalJS[map[string]string](tb, `(() => { const d = document.querySelector("#daynight");
		return {designation: d.dataset.designation, label: d.getAttribute("aria-label") || "", text: d.textContent}; })()`)
	assert.Equal(t, "night", dn["designation"])
	assert.Contains(t, dn["label"], "Night")
	assert.Contains(t, dn["text"], "Night", "the designation has a text label, visible or visually hidden")

	// The daybound permanent, back face up, and its front face on focus.
	sel := fmt.Sprintf(`.permanent[data-obj=%s]`, strconv.Quote(night.Objs[back]))
	perm := evalJS[map[string]string](tb, fmt.Sprintf(`(() => { const p = document.querySelector(%s);
		return {name: p.dataset.name, face: p.dataset.face, tabindex: p.getAttribute("tabindex") || ""}; })()`, strconv.Quote(sel)))
	assert.Equal(t, map[string]string{"name": front.Back.Name, "face": "back", "tabindex": "0"}, perm)
	assert.Contains(t, night.Labels[back], front.Back.Name+", back face up")
	other := fmt.Sprintf(`%s .other-face`, sel)
	assert.False(t, tb.visible(other), "the other face is hidden until hover or focus")
	tb.do(chromedp.Focus(chromedp.CSS(sel)))
	tb.waitFor("the other face on focus", fmt.Sprintf(`getComputedStyle(document.querySelector(%s)).display !== "none"`, strconv.Quote(other)))
	assert.True(t, tb.visible(other), "the other face is shown on focus")
	assert.Contains(t, evalJS[string](tb, fmt.Sprintf(`document.querySelector(%s).textContent`, strconv.Quote(other))), front.Front.Name)
	assert.True(t, evalJS[bool](tb, `Array.from(document.querySelectorAll("#events .event .rule")).some(r => /^CR \d+(\.\d+[a-z]?)?$/.test(r.textContent.trim()))`),
		"the events show their CR citations")
	tb.noExceptions()
	tb.do(evalVoid(`document.activeElement.blur()`))
	tb.screenshot("replay.png")
}

// keyboard checks the replay's keys, Home, End, ArrowRight, ArrowLeft
// and PageDown, then goes with them, from the first frame, to the frame
// of night: by turns with PageDown, then by frames with ArrowRight.
func (tb *browserTab) keyboard(frames int, night nightFrame) {
	t := tb.t
	t.Helper()
	assert.Equal(t, frames-1, tb.press(kb.End).Frame, "End goes to the last frame")
	assert.Equal(t, 0, tb.press(kb.Home).Frame, "Home goes to the first frame")
	assert.Equal(t, 1, tb.press(kb.ArrowRight).Frame, "ArrowRight goes one frame on")
	assert.Equal(t, 0, tb.press(kb.ArrowLeft).Frame, "ArrowLeft goes one frame back")
	// The game of `cathar replay --seed 1` begins from its first decision
	// (Game.Begin): its first frame is before turn 1.
	require.Contains(t, evalJS[string](tb, `document.querySelector("#turn-label").textContent`), "Before the game")

	pos := tb.position()
	for pos.Turn < night.Turn {
		next := tb.press(kb.PageDown)
		require.Greater(t, next.Turn, pos.Turn, "PageDown goes to the next turn (from %+v)", pos)
		pos = next
	}
	require.Equal(t, night.Turn, pos.Turn, "PageDown stops at each turn")
	require.LessOrEqual(t, pos.Frame, night.Frame, "PageDown goes to a turn's first frame")
	for pos.Frame < night.Frame {
		pos = tb.press(kb.ArrowRight)
	}
	require.Equal(t, night.Frame, pos.Frame)
	assert.Equal(t, strconv.Itoa(night.Frame), evalJS[string](tb, `document.querySelector("#scrubber").value`), "the scrubber follows the keys")
}
