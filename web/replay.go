package web

import (
	"bytes"
	_ "embed" // the replay page's template, script and styles
	"encoding/json"
	"fmt"
	"html/template"
	"io"

	"github.com/cathar-engine/cathar/engine"
)

//go:embed assets/replay.html
var replayHTML string

//go:embed assets/replay.js
var replayJS string

//go:embed assets/replay.css
var replayCSS string

var replayPage = template.Must(template.New("replay").Parse(replayHTML))

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
	data, err := buildFrames(rec, lookup)
	if err != nil {
		return err
	}
	js, err := json.Marshal(data) // escapes <, > and &: safe inside a script element
	if err != nil {
		return fmt.Errorf("replay data: %w", err)
	}
	var buf bytes.Buffer
	err = replayPage.Execute(&buf, struct {
		Title     string
		Frames    int
		Data      template.JS
		BoardCSS  template.CSS
		ReplayCSS template.CSS
		BoardJS   template.JS
		ReplayJS  template.JS
	}{data.Title, len(data.Frames), template.JS(js), template.CSS(boardCSS), template.CSS(replayCSS),
		template.JS(boardJS), template.JS(replayJS)})
	if err != nil {
		return fmt.Errorf("replay page: %w", err)
	}
	_, err = w.Write(buf.Bytes())
	return err
}
