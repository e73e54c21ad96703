package web_test

import (
	"bytes"
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/web"
)

// catharGame is CatharGame (cathar_game_test.go), which the browser
// tests share.
func catharGame(t *testing.T) (*engine.Game, engine.Recording) { return web.CatharGame(t) }

// replayData returns the JSON the page embeds.
func replayData(t *testing.T, page string) map[string]any {
	t.Helper()
	m := regexp.MustCompile(`(?s)<script type="application/json" id="replay-data">(.*?)</script>`).FindStringSubmatch(page)
	require.NotNil(t, m, "no replay-data script")
	var data map[string]any
	require.NoError(t, json.Unmarshal([]byte(m[1]), &data))
	return data
}

func writePage(t *testing.T, rec engine.Recording) string {
	t.Helper()
	var b bytes.Buffer
	require.NoError(t, web.WriteReplay(&b, rec, cards.Lookup))
	return b.String()
}

func TestReplayPageHasNoExternalURL(t *testing.T) {
	t.Parallel()
	_, rec := catharGame(t)
	page := writePage(t, rec)
	for _, s := range []string{"http:", "https:", "<link", "<iframe", "@import"} {
		assert.False(t, strings.Contains(page, s), "the page holds %q", s)
	}
	for _, re := range []string{`(?i)\b(src|href|action)\s*=`, `(?i)url\(`, `(?i)\b(src|href)\s*=\s*["']?//`} {
		m := regexp.MustCompile(re).FindString(page)
		assert.Empty(t, m, "nothing is loaded from elsewhere")
	}
	assert.True(t, strings.HasPrefix(page, "<!DOCTYPE html>"))
	// The browser holds the page to it too: a policy in the head, before
	// any script or style, lets only what is inline run.
	csp := `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; ` +
		`style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'">`
	at := strings.Index(page, csp)
	require.GreaterOrEqual(t, at, 0, "the page has no content security policy")
	assert.Less(t, at, strings.Index(page, "<style"), "the policy comes before the first style")
	assert.Less(t, at, strings.Index(page, "<script"), "the policy comes before the first script")
	for _, id := range []string{`id="scrubber"`, `id="prev"`, `id="next"`, `id="prev-turn"`, `id="next-turn"`, `id="turn-label"`, `id="events"`, `id="board"`} {
		assert.Contains(t, page, id)
	}
	assert.True(t, strings.Contains(page, "global.CatharBoard = {render"), "the board renderer is inline")
	assert.Contains(t, page, "Cathar replay: Alice vs Bob")
}

func TestReplayFrames(t *testing.T) {
	t.Parallel()
	g, rec := catharGame(t)
	data := replayData(t, writePage(t, rec))
	frames := data["frames"].([]any)
	require.NotEmpty(t, frames)
	faces := data["faces"].([]any)
	objFaces := data["objFaces"].(map[string]any)

	// Every spectator event is in exactly one frame, in order; every frame
	// but the last did more than pass priority.
	want := web.EventLines(g, 0)
	var got []web.EventLine
	lastCall := -1
	for i, f := range frames {
		fr := f.(map[string]any)
		call := int(fr["call"].(float64))
		assert.Greater(t, call, lastCall, "frame %d", i)
		lastCall = call
		evs := fr["events"].([]any)
		passes := 0
		for _, e := range evs {
			em := e.(map[string]any)
			line := web.EventLine{Seq: int(em["seq"].(float64)), Text: em["text"].(string)}
			if r, ok := em["rule"]; ok {
				line.Rule = r.(string)
			}
			got = append(got, line)
			if line.Rule == engine.EvPriorityPassed.Rule() {
				passes++
			}
		}
		if i < len(frames)-1 {
			assert.Less(t, passes, len(evs), "frame %d only passes priority", i)
		}
	}
	assert.Equal(t, len(rec.Calls)-1, lastCall, "the last frame is the last call's")
	assert.Equal(t, want, got)
	assert.Less(t, len(frames), len(rec.Calls), "the calls that only passed priority are folded")

	// The events are in English, with their rules.
	texts := map[string]string{}
	for _, l := range got {
		texts[l.Text] = l.Rule
	}
	assert.Equal(t, "CR 731.1", texts["it becomes day"])
	assert.Contains(t, strings.Join(keys(texts), "\n"), "Grizzly Bears: battlefield -> exile")

	// The last frame: day, Brutal Cathar front face up, the Bears exiled
	// until it leaves, its faces kept once.
	last := frames[len(frames)-1].(map[string]any)
	view := last["view"].(map[string]any)
	assert.Equal(t, "day", view["dayNight"])
	assert.Equal(t, float64(3), last["turn"])
	assert.Equal(t, "Turn 3 — Alice — precombat main", last["label"])
	links := view["exileLinks"].([]any)
	require.Len(t, links, 1)
	link := links[0].(map[string]any)
	assert.Equal(t, "Grizzly Bears", link["exiledName"])
	assert.Equal(t, "Brutal Cathar", link["sourceName"])
	var cathar map[string]any
	for _, p := range view["battlefield"].([]any) {
		if pm := p.(map[string]any); pm["name"] == "Brutal Cathar" {
			cathar = pm
		}
	}
	require.NotNil(t, cathar)
	assert.Nil(t, cathar["faces"], "the faces are kept once, not in every view")
	k := objFaces[jsonNumber(cathar["obj"])]
	require.NotNil(t, k)
	fs := faces[int(k.(float64))].([]any)
	require.Len(t, fs, 2)
	assert.Equal(t, "Moonrage Brute", fs[1].(map[string]any)["name"])
}

func keys(m map[string]string) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

func jsonNumber(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

func TestReplayIsDeterministic(t *testing.T) {
	t.Parallel()
	_, rec := catharGame(t)
	a, b := writePage(t, rec), writePage(t, rec)
	assert.Equal(t, a, b)
	_, rec2 := catharGame(t)
	assert.Equal(t, a, writePage(t, rec2), "the same game recorded again gives the same page")
}

func TestReplayBadRecording(t *testing.T) {
	t.Parallel()
	_, rec := catharGame(t)
	rec.Calls[len(rec.Calls)-1].Op = "nonsense"
	var b bytes.Buffer
	err := web.WriteReplay(&b, rec, cards.Lookup)
	require.ErrorIs(t, err, engine.ErrBadRecording)
	assert.Zero(t, b.Len(), "nothing is written")

	_, rec = catharGame(t)
	rec.Players[0].Deck[0] = "No Such Card"
	require.ErrorIs(t, web.WriteReplay(&b, rec, cards.Lookup), engine.ErrBadRecording)
	assert.Zero(t, b.Len())
}

func TestReplayOfAGameNotStarted(t *testing.T) {
	t.Parallel()
	rec := engine.Recording{Version: engine.RecordingVersion, Seed: 1, Calls: []engine.RecordedCall{},
		Players: []engine.RecordedPlayer{{Name: "Alice", Deck: []string{"Plains"}}, {Name: "Bob", Deck: []string{"Forest"}}}}
	data := replayData(t, writePage(t, rec))
	frames := data["frames"].([]any)
	require.Len(t, frames, 1, "the game as it was made")
	f := frames[0].(map[string]any)
	assert.Equal(t, "Before the game", f["label"])
	assert.Equal(t, float64(-1), f["call"])
}
