package web

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html/template"
	"io"
	"sync"

	"github.com/cathar-engine/cathar/engine"
)

// replayParts are what the replay page is made of: its template and the
// scripts and style sheets it inlines, read once.
type replayParts struct {
	page                *template.Template
	boardCSS, replayCSS template.CSS
	boardJS, replayJS   template.JS
}

// replayAssets reads the replay page's parts once; each script and style
// sheet is checked by inlineAsset, as the duel page's are.
var replayAssets = sync.OnceValues(func() (*replayParts, error) {
	var text [4]string
	for i, name := range []string{"assets/board.css", "assets/replay.css", "assets/board.js", "assets/replay.js"} {
		s, err := inlineAsset(name)
		if err != nil {
			return nil, err
		}
		text[i] = s
	}
	page, err := template.New("replay").Parse(assetText("assets/replay.html"))
	if err != nil {
		return nil, err
	}
	return &replayParts{page, template.CSS(text[0]), template.CSS(text[1]), template.JS(text[2]), template.JS(text[3])}, nil
})

// WriteReplay replays rec (engine.ReplayCalls, lookup resolving the card
// names: cards.Lookup) and writes it to w as one self-contained HTML page:
// a frame for each recorded call that did more than pass priority (the
// spectator's view, with the events of the call in English and the rule
// each cites), a timeline with a scrubber and keyboard navigation, and the
// board of each frame (docs/replay.md). Everything the page uses is in
// it: it opens offline, and the same recording gives the same bytes.
// Errors wrap engine.ErrBadRecording when rec does not replay; nothing is
// written then.
func WriteReplay(w io.Writer, rec engine.Recording, lookup func(string) (*engine.CardDef, error)) error {
	return WriteReplayTitled(w, rec, lookup, "")
}

// WriteReplayTitled is WriteReplay with the page's title: what the game
// was, such as "cathar vs werewolves, seed 7, game 0", which a recording
// does not hold (its players are named as the game named them, and its
// seed is the random source's state). An empty title names the players,
// as WriteReplay does.
func WriteReplayTitled(w io.Writer, rec engine.Recording, lookup func(string) (*engine.CardDef, error), title string) error {
	parts, err := replayAssets()
	if err != nil {
		return fmt.Errorf("replay page: %w", err)
	}
	data, err := buildFrames(rec, lookup)
	if err != nil {
		return err
	}
	if title != "" {
		data.Title = title
	}
	js, err := json.Marshal(data) // escapes <, > and &: safe inside a script element
	if err != nil {
		return fmt.Errorf("replay data: %w", err)
	}
	var buf bytes.Buffer
	err = parts.page.Execute(&buf, struct {
		Title     string
		NoLog     bool
		Frames    int
		Data      template.JS
		BoardCSS  template.CSS
		ReplayCSS template.CSS
		BoardJS   template.JS
		ReplayJS  template.JS
	}{data.Title, data.NoLog, len(data.Frames), template.JS(js), parts.boardCSS, parts.replayCSS, parts.boardJS, parts.replayJS})
	if err != nil {
		return fmt.Errorf("replay page: %w", err)
	}
	_, err = w.Write(buf.Bytes())
	return err
}
